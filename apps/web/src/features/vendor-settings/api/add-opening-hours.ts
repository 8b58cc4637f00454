import { type TCreateOpeningHours, ZOpeningHoursEntry } from '@sofreh/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { OPENING_HOURS_PATH } from './get-opening-hours';

export function addOpeningHours(window: TCreateOpeningHours) {
  return apiRequest(OPENING_HOURS_PATH, {
    method: 'POST',
    body: window,
    schema: ZOpeningHoursEntry,
    errorNotice: 'non-field',
  });
}

export function useAddOpeningHours() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addOpeningHours,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: ['vendor-settings', 'opening-hours'] }),
        queryClient.invalidateQueries({ queryKey: ['vendor'] }),
      ]),
  });
}
