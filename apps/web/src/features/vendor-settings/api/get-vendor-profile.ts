import { ZVendorProfile } from '@sofreh/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

export const VENDOR_ME_PATH = '/api-identity/identity/vendors/me';

export const vendorProfileQueryOptions = () =>
  queryOptions({
    queryKey: ['vendor-settings', 'profile'],
    queryFn: () => apiRequest(VENDOR_ME_PATH, { schema: ZVendorProfile }),
  });

export function useVendorProfile() {
  return useQuery(vendorProfileQueryOptions());
}
