import { type TDeliveryZone, ZDeliveryZoneList } from '@sofreh/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

export const DELIVERY_ZONES_PATH = '/api-delivery/v1/delivery-zones';

/** Every zone of the vendor, enabled or not, oldest first. */
export function getDeliveryZones(): Promise<TDeliveryZone[]> {
  return apiRequest(DELIVERY_ZONES_PATH, { schema: ZDeliveryZoneList });
}

export const deliveryZonesQueryOptions = () =>
  queryOptions({ queryKey: ['delivery-zones'], queryFn: getDeliveryZones });

export function useDeliveryZones() {
  return useQuery(deliveryZonesQueryOptions());
}
