import { type TDeliveryZone, ZDeliveryZone, ZEnableOrDisableRequest } from '@sofreh/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiSend } from '../../../lib/api-client';
import { DELIVERY_ZONES_PATH, deliveryZonesQueryOptions } from './get-delivery-zones';

/** Switches a zone on or off; the value is sent, so a double click cannot flip it back. */
export function setDeliveryZoneEnabled({
  id,
  enabled,
}: {
  id: string;
  enabled: boolean;
}): Promise<TDeliveryZone> {
  return apiSend(`${DELIVERY_ZONES_PATH}/${id}/enable-or-disable`, {
    method: 'PUT',
    request: ZEnableOrDisableRequest,
    body: { enabled },
    schema: ZDeliveryZone,
  });
}

export function useSetDeliveryZoneEnabled() {
  const queryClient = useQueryClient();
  const { queryKey } = deliveryZonesQueryOptions();
  return useMutation({
    mutationFn: setDeliveryZoneEnabled,
    onSuccess: (zone) =>
      queryClient.setQueryData(queryKey, (zones) => zones?.map((z) => (z.id === zone.id ? zone : z))),
    onSettled: () => queryClient.invalidateQueries({ queryKey }),
  });
}
