import { type TVendorLanding, ZVendorLanding } from '@sofreh/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/**
 * The public facts about the vendor of this host; no login needed. Its failure (no restaurant here,
 * a restaurant switched off) is shown by the page that needs it, not as a red notice on every page.
 */
export function getVendorLanding(): Promise<TVendorLanding> {
  return apiRequest('/api-identity/identity/vendors/landing', {
    schema: ZVendorLanding,
    errorNotice: 'none',
  });
}

export const vendorLandingQueryOptions = () =>
  queryOptions({ queryKey: ['vendor', 'landing'], queryFn: getVendorLanding });

export function useVendorLanding() {
  return useQuery(vendorLandingQueryOptions());
}
