import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { DELIVERY_ZONES_PATH, deliveryZonesQueryOptions } from './get-delivery-zones';

export function deleteDeliveryZone(id: string): Promise<void> {
  return apiRequest(`${DELIVERY_ZONES_PATH}/${id}`, { method: 'DELETE' });
}

export function useDeleteDeliveryZone() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteDeliveryZone,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: deliveryZonesQueryOptions().queryKey }),
  });
}
