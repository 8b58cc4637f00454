import {
  type TActivateVendor,
  type TCreateVendor,
  ZAdminVendor,
  ZAdminVendorPage,
  ZTokens,
} from '@sofreh/domain';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest, type RequestOptions } from '../../../lib/api-client';
import { ApiError } from '../../../lib/api-error';
import { notifyError } from '../../../lib/notify';
import { type ListParams, listQueryString } from '../../../lib/use-list-params';
import { useAdminAuthStore } from '../../../stores/admin-auth-store';

const VENDORS_PATH = '/api-identity/identity/vendors';

/**
 * A call with the administrator's token. A 401 means the administrator's session ended (the token
 * lives 15 minutes, there is no refresh): the token is dropped, so the admin area's guard shows the
 * admin login, with a word about why.
 */
async function adminRequest<T>(path: string, options: RequestOptions<T> = {}): Promise<T> {
  try {
    return await apiRequest(path, { ...options, bearer: useAdminAuthStore.getState().token });
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) {
      useAdminAuthStore.getState().clear();
      notifyError('نشست مدیریت به پایان رسید؛ دوباره وارد شوید.');
    }
    throw error;
  }
}

export function useAdminLogin() {
  return useMutation({
    mutationFn: (input: { username: string; password: string }) =>
      apiRequest('/api-identity/identity/auth/adminlogin', {
        method: 'POST',
        body: input,
        schema: ZTokens,
        errorNotice: 'non-field',
        // Never the staff session's token: this call opens a session of its own.
        bearer: null,
      }),
    onSuccess: (tokens) => useAdminAuthStore.getState().setToken(tokens.token),
  });
}

export function useAdminVendors(params: ListParams) {
  return useQuery({
    queryKey: ['admin-vendors', 'page', params],
    queryFn: () => adminRequest(`${VENDORS_PATH}?${listQueryString(params)}`, { schema: ZAdminVendorPage }),
    placeholderData: keepPreviousData,
  });
}

export function useCreateVendor() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: TCreateVendor) =>
      adminRequest(VENDORS_PATH, {
        method: 'POST',
        body: input,
        schema: ZAdminVendor,
        errorNotice: 'non-field',
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['admin-vendors'] }),
  });
}

export function useSetVendorActive() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: TActivateVendor) =>
      adminRequest(`${VENDORS_PATH}/activate`, { method: 'PUT', body: input, schema: ZAdminVendor }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['admin-vendors'] }),
  });
}
