import { type TVendorLanding, ZVendorLanding } from '@sofreh/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/** The public facts about the vendor of this host; no login needed. */
export function getVendorLanding(): Promise<TVendorLanding> {
  return apiRequest('/api-identity/identity/vendors/landing', { schema: ZVendorLanding });
}

export const vendorLandingQueryOptions = () =>
  queryOptions({ queryKey: ['vendor', 'landing'], queryFn: getVendorLanding });

export function useVendorLanding() {
  return useQuery(vendorLandingQueryOptions());
}
