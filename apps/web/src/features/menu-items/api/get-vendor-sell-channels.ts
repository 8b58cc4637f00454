import { ZVendorLanding } from '@sofreh/domain';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/**
 * The channels the restaurant sells on (the public landing, under the key the shell reads it by, so
 * it is asked once): a new category starts on all of them (issue 19 point 13).
 */
export function useVendorSellChannels() {
  return useQuery({
    queryKey: ['vendor', 'landing'],
    queryFn: () =>
      apiRequest('/api-identity/identity/vendors/landing', { schema: ZVendorLanding, errorNotice: 'none' }),
    select: (landing) => landing.sellChannels,
  });
}
