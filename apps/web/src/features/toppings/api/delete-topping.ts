import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { TOPPINGS_PATH } from './get-toppings';

export function deleteTopping(id: string): Promise<void> {
  return apiRequest(`${TOPPINGS_PATH}/${id}`, { method: 'DELETE' });
}

export function useDeleteTopping() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteTopping,
    onSuccess: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: ['toppings'] }),
        queryClient.invalidateQueries({ queryKey: ['topping-categories'] }),
      ]);
    },
  });
}
