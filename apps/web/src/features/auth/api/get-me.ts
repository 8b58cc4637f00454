import { type TProfile, ZProfile } from '@sofreh/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

export function getMe(): Promise<TProfile> {
  return apiRequest('/api-identity/identity/auth/me', { schema: ZProfile });
}

export const meQueryOptions = () => queryOptions({ queryKey: ['auth', 'me'], queryFn: getMe });

export function useMe(options: { enabled: boolean }) {
  return useQuery({ ...meQueryOptions(), enabled: options.enabled });
}
