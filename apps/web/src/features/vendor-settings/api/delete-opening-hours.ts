import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { OPENING_HOURS_PATH } from './get-opening-hours';

export function deleteOpeningHours(id: string): Promise<void> {
  return apiRequest(`${OPENING_HOURS_PATH}/${id}`, { method: 'DELETE' });
}

export function useDeleteOpeningHours() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteOpeningHours,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: ['vendor-settings', 'opening-hours'] }),
        queryClient.invalidateQueries({ queryKey: ['vendor'] }),
      ]),
  });
}
