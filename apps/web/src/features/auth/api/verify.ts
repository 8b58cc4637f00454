import { type TTokens, type TVerifyRequest, ZTokens } from '@sofreh/domain';
import { apiRequest } from '../../../lib/api-client';

/**
 * Exchanges the code for tokens. Failures are shown on the code step itself (wrong code, too many
 * tries) or beside the name fields, so no red notice. The server also sets the refresh cookie.
 */
export function verify(request: TVerifyRequest): Promise<TTokens> {
  return apiRequest('/api-identity/identity/auth/verify', {
    method: 'POST',
    body: request,
    schema: ZTokens,
    errorNotice: 'none',
  });
}
