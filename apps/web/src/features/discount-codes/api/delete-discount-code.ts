import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { DISCOUNT_CODES_PATH } from './get-discount-codes';

export function deleteDiscountCode(id: string): Promise<void> {
  return apiRequest(`${DISCOUNT_CODES_PATH}/${id}`, { method: 'DELETE' });
}

export function useDeleteDiscountCode() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteDiscountCode,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['discount-codes'] }),
  });
}
