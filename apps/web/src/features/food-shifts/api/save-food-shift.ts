import { type TFoodShift, type TFoodShiftWindow, ZFoodShift } from '@sofreh/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { FOOD_SHIFTS_PATH } from './get-food-shifts';

export type FoodShiftInput = { id?: string; title: string; windows: TFoodShiftWindow[] };

/**
 * Creates when there is no id, otherwise updates; the windows sent replace the old ones. Field errors
 * (`windows.2.endTime`) come back for the form to show beside that row.
 */
export function saveFoodShift(input: FoodShiftInput): Promise<TFoodShift> {
  return apiRequest(FOOD_SHIFTS_PATH, {
    method: input.id ? 'PUT' : 'POST',
    body: input,
    schema: ZFoodShift,
    errorNotice: 'non-field',
  });
}

export function useSaveFoodShift() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveFoodShift,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['food-shifts'] }),
  });
}
