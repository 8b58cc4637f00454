import { ZOpeningHoursList } from '@sofreh/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

export const OPENING_HOURS_PATH = '/api-identity/identity/vendors/availabilitytime';

export const openingHoursQueryOptions = () =>
  queryOptions({
    queryKey: ['vendor-settings', 'opening-hours'],
    queryFn: () => apiRequest(OPENING_HOURS_PATH, { schema: ZOpeningHoursList }),
  });

export function useOpeningHours() {
  return useQuery(openingHoursQueryOptions());
}
