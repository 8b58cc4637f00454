import { type TCustomerAddressWithDelivery, ZCustomerAddressWithDeliveryList } from '@sofreh/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/**
 * The customer's addresses, each with the price of the zone it falls in or marked outside every zone.
 * Same query key as the address book's list, so an address added there is here on the way back.
 */
export function getDeliveryAddresses(): Promise<TCustomerAddressWithDelivery[]> {
  return apiRequest('/api-delivery/v1/customer-addresses/based-on-delivery-zones', {
    schema: ZCustomerAddressWithDeliveryList,
  });
}

export function useDeliveryAddresses(enabled: boolean) {
  return useQuery(queryOptions({ queryKey: ['addresses', 'mine'], queryFn: getDeliveryAddresses, enabled }));
}
