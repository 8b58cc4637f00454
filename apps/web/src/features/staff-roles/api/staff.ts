import { type TAddStaff, type TUpdateStaffRole, ZStaffMember, ZStaffPage } from '@sofreh/domain';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { type ListParams, listQueryString } from '../../../lib/use-list-params';

const USERS_PATH = '/api-identity/identity/users';

export function useStaffPage(params: ListParams) {
  return useQuery({
    queryKey: ['staff', 'page', params],
    queryFn: () => apiRequest(`${USERS_PATH}?${listQueryString(params)}`, { schema: ZStaffPage }),
    placeholderData: keepPreviousData,
  });
}

/** Every change to the staff list also changes the roles' head counts. */
function useInvalidateStaff() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: ['staff'] }),
      queryClient.invalidateQueries({ queryKey: ['roles'] }),
    ]);
}

export function useAddStaff() {
  const invalidate = useInvalidateStaff();
  return useMutation({
    mutationFn: (input: TAddStaff) =>
      apiRequest(`${USERS_PATH}/addstaff`, {
        method: 'POST',
        body: input,
        schema: ZStaffMember,
        errorNotice: 'non-field',
      }),
    onSuccess: invalidate,
  });
}

export function useUpdateStaffRole() {
  const invalidate = useInvalidateStaff();
  return useMutation({
    mutationFn: (input: TUpdateStaffRole) =>
      apiRequest(`${USERS_PATH}/updatestaffrole`, {
        method: 'POST',
        body: input,
        schema: ZStaffMember,
        errorNotice: 'non-field',
      }),
    onSuccess: invalidate,
  });
}

/** SPEC §6: the removal's body carries the identification; the list reloads afterwards. */
export function useRemoveStaff() {
  const invalidate = useInvalidateStaff();
  return useMutation({
    mutationFn: (userId: string) =>
      apiRequest<void>(`${USERS_PATH}/removestaff`, { method: 'DELETE', body: { userId } }),
    onSuccess: invalidate,
  });
}
