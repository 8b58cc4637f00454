import { type TWebConfig, ZWebConfig } from '@sofreh/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../lib/api-client';

/** The installation's map tile server (GET /api/config). A failure only costs the map its background. */
export function getWebConfig(): Promise<TWebConfig> {
  return apiRequest('/api/config', { schema: ZWebConfig, errorNotice: 'none' });
}

export const webConfigQueryOptions = () =>
  queryOptions({
    queryKey: ['web-config'],
    queryFn: getWebConfig,
    staleTime: Number.POSITIVE_INFINITY,
    retry: false,
  });

export function useWebConfig() {
  return useQuery(webConfigQueryOptions());
}
