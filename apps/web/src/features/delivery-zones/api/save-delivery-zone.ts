import { type LatLng, type TDeliveryZone, ZDeliveryZone } from '@sofreh/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { DELIVERY_ZONES_PATH, deliveryZonesQueryOptions } from './get-delivery-zones';

/** What the form sends; the server checks it (an empty price arrives as null and is explained). */
export type ZoneInput = {
  vendorsProperName: string;
  price: number | null;
  enabled: boolean;
  /** The courier's minutes to the zone; empty arrives as null and is explained. */
  deliveryMinutes: number | null;
  polygon: readonly LatLng[];
};

/**
 * Creates a zone (POST) or replaces an existing one's fields (PUT /{id}). Field problems come back
 * beside the form's fields, so only other failures raise the red notice.
 */
export function saveDeliveryZone({
  id,
  zone,
}: {
  id: string | null;
  zone: ZoneInput;
}): Promise<TDeliveryZone> {
  return apiRequest(id ? `${DELIVERY_ZONES_PATH}/${id}` : DELIVERY_ZONES_PATH, {
    method: id ? 'PUT' : 'POST',
    body: zone,
    schema: ZDeliveryZone,
    errorNotice: 'non-field',
  });
}

export function useSaveDeliveryZone() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveDeliveryZone,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: deliveryZonesQueryOptions().queryKey }),
  });
}
