import {
  type RequestBody,
  type TFoodShift,
  ZCreateFoodShiftRequest,
  ZFoodShift,
  ZUpdateFoodShiftRequest,
} from '@sofreh/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiSave } from '../../../lib/api-client';
import { FOOD_SHIFTS_PATH } from './get-food-shifts';

/** A new one, or an update with its id (decision 0049: typed by the contracts the server validates with). */
export type FoodShiftBody =
  | RequestBody<typeof ZCreateFoodShiftRequest>
  | RequestBody<typeof ZUpdateFoodShiftRequest>;

/**
 * Creates when there is no id, otherwise updates; the windows sent replace the old ones. Field errors
 * (`windows.2.endTime`) come back for the form to show beside that row.
 */
export function saveFoodShift(body: FoodShiftBody): Promise<TFoodShift> {
  return apiSave(
    FOOD_SHIFTS_PATH,
    { create: ZCreateFoodShiftRequest, update: ZUpdateFoodShiftRequest },
    body,
    { schema: ZFoodShift, errorNotice: 'non-field' },
  );
}

export function useSaveFoodShift() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveFoodShift,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['food-shifts'] }),
  });
}
