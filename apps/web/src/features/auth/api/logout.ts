import { apiRequest } from '../../../lib/api-client';

/** Revokes the session and clears the refresh cookie. Local data is cleared whatever it answers. */
export function logout(): Promise<void> {
  return apiRequest('/api-identity/identity/auth/logout', { method: 'DELETE', errorNotice: 'none' });
}
