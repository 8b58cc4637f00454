import { type TPermission, ZMyPermissions } from '@sofreh/domain';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from './api-client';

/**
 * What the signed-in person may do, read fresh on every page load (not kept across reloads), so a
 * permission the owner grants shows on the staff member's next load. The server decides regardless.
 */
export function useMyPermissions() {
  return useQuery({
    queryKey: ['auth', 'permissions'],
    queryFn: () => apiRequest('/api-identity/identity/permissions/me', { schema: ZMyPermissions }),
    select: (data) => new Set<TPermission>(data.permissions),
    staleTime: 30_000,
  });
}

/** Whether the signed-in person may do what `permission` covers; false until their permissions arrive. */
export function useCan(permission: TPermission): boolean {
  return useMyPermissions().data?.has(permission) ?? false;
}
