import { type TCreateAddressRequest, type TCustomerAddress, ZCustomerAddress } from '@sofreh/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { myAddressesQueryOptions } from './get-my-addresses';

const ADDRESS_PATH = '/api-identity/identity/address';

/**
 * Saves a new address (POST) or an edited one (PUT, id in the body). The form shows the outcome
 * itself (SPEC §8 notices, problems beside the fields), so the client raises no notice.
 */
export function saveAddress({
  id,
  address,
}: {
  id: string | null;
  address: TCreateAddressRequest;
}): Promise<TCustomerAddress> {
  return apiRequest(ADDRESS_PATH, {
    method: id ? 'PUT' : 'POST',
    body: id ? { id, ...address } : address,
    schema: ZCustomerAddress,
    errorNotice: 'none',
  });
}

export function useSaveAddress() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveAddress,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: myAddressesQueryOptions().queryKey }),
  });
}
