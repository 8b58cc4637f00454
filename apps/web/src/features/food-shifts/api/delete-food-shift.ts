import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { FOOD_SHIFTS_PATH } from './get-food-shifts';

/** The server refuses a shift items are sold in (FOOD_SHIFT_IN_USE, shown in the red notice). */
export function deleteFoodShift(id: string): Promise<void> {
  return apiRequest(`${FOOD_SHIFTS_PATH}/${id}`, { method: 'DELETE' });
}

export function useDeleteFoodShift() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteFoodShift,
    // Only the lists: the detail screen that asked is still open until it navigates away, and refetching
    // it now would answer «not found» in a red notice.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['food-shifts', 'page'] }),
  });
}
