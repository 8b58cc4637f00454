import { type TLoginRequest, type TLoginResponse, ZLoginResponse } from '@sofreh/domain';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/** Sends a 6-digit code by SMS. On the back office only the vendor's owner and staff get one. */
export function login(request: TLoginRequest): Promise<TLoginResponse> {
  return apiRequest('/api-identity/identity/auth/login', {
    method: 'POST',
    body: request,
    schema: ZLoginResponse,
    errorNotice: 'non-field',
  });
}

export function useLoginMutation() {
  return useMutation({ mutationFn: login });
}
