import { type TCreateRole, ZPermissionCatalogue, ZRole, ZRolePage } from '@sofreh/domain';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { type ListParams, listQueryString } from '../../../lib/use-list-params';

const ROLES_PATH = '/api-identity/identity/roles';

export function useRolesPage(params: ListParams) {
  return useQuery({
    queryKey: ['roles', 'page', params],
    queryFn: () => apiRequest(`${ROLES_PATH}?${listQueryString(params)}`, { schema: ZRolePage }),
    placeholderData: keepPreviousData,
  });
}

/** The roles to choose from when adding staff or changing a role (a restaurant has a handful). */
export function useRoleChoices() {
  return useQuery({
    queryKey: ['roles', 'choices'],
    queryFn: () => apiRequest(`${ROLES_PATH}?pageNumber=1&pageSize=100`, { schema: ZRolePage }),
    select: (page) => page.data,
  });
}

export function useRole(id: string | null) {
  return useQuery({
    queryKey: ['roles', 'one', id],
    queryFn: () => apiRequest(`${ROLES_PATH}/${id}`, { schema: ZRole }),
    enabled: id !== null,
  });
}

export function usePermissionCatalogue() {
  return useQuery({
    queryKey: ['permissions', 'catalogue'],
    queryFn: () => apiRequest('/api-identity/identity/permissions', { schema: ZPermissionCatalogue }),
    staleTime: Number.POSITIVE_INFINITY,
  });
}

export function useSaveRole() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: TCreateRole & { id?: string }) =>
      apiRequest(ROLES_PATH, {
        method: input.id ? 'PUT' : 'POST',
        body: input,
        schema: ZRole,
        errorNotice: 'non-field',
      }),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: ['roles'] }),
        // The signed-in person's own role may be the one changed.
        queryClient.invalidateQueries({ queryKey: ['auth', 'permissions'] }),
      ]),
  });
}

export function useDeleteRole() {
  const queryClient = useQueryClient();
  return useMutation({
    // A role in use comes back naming who holds it: the caller shows that instead of the bare notice.
    mutationFn: (id: string) =>
      apiRequest<void>(`${ROLES_PATH}/${id}`, { method: 'DELETE', errorNotice: 'non-field' }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['roles'] }),
  });
}
