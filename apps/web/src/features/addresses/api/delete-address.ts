import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { myAddressesQueryOptions } from './get-my-addresses';

export function deleteAddress(id: string): Promise<void> {
  return apiRequest(`/api-identity/identity/address/${id}`, { method: 'DELETE' });
}

export function useDeleteAddress() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteAddress,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: myAddressesQueryOptions().queryKey }),
  });
}
