import { type TCoveredArea, ZCoveredAreaList } from '@sofreh/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/** Where the restaurant delivers, drawn on the address map. Without it the map still takes a pin. */
export function getCoveredAreas(): Promise<TCoveredArea[]> {
  return apiRequest('/api-delivery/v1/covered-areas', { schema: ZCoveredAreaList, errorNotice: 'none' });
}

export const coveredAreasQueryOptions = () =>
  queryOptions({ queryKey: ['covered-areas'], queryFn: getCoveredAreas });

export function useCoveredAreas() {
  return useQuery(coveredAreasQueryOptions());
}
