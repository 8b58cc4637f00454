import { type TCustomerAddressWithDelivery, ZCustomerAddressWithDeliveryList } from '@sofreh/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/** My saved addresses at this restaurant, each marked deliverable (with its price) or not. */
export function getMyAddresses(): Promise<TCustomerAddressWithDelivery[]> {
  return apiRequest('/api-delivery/v1/customer-addresses/based-on-delivery-zones', {
    schema: ZCustomerAddressWithDeliveryList,
  });
}

export const myAddressesQueryOptions = () =>
  queryOptions({ queryKey: ['addresses', 'mine'], queryFn: getMyAddresses });

export function useMyAddresses() {
  return useQuery(myAddressesQueryOptions());
}
