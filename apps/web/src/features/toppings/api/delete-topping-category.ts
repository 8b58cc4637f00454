import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { TOPPING_CATEGORIES_PATH } from './get-topping-categories';

/** The server refuses a category still offered with menu items (TOPPING_CATEGORY_IN_USE, red notice). */
export function deleteToppingCategory(id: string): Promise<void> {
  return apiRequest(`${TOPPING_CATEGORIES_PATH}/${id}`, { method: 'DELETE' });
}

export function useDeleteToppingCategory() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteToppingCategory,
    onSuccess: async () => {
      // Its toppings went with it.
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: ['topping-categories'] }),
        queryClient.invalidateQueries({ queryKey: ['toppings'] }),
      ]);
    },
  });
}
