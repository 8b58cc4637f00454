import { type TUpdateVendorProfile, type TVendorProfile, ZVendorProfile } from '@sofreh/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { VENDOR_ME_PATH } from './get-vendor-profile';

/** What the form sends: a number field the person cleared goes as null, and the server says so beside it. */
export type VendorProfileChanges = { [K in keyof TUpdateVendorProfile]?: TUpdateVendorProfile[K] | null };

export function updateVendorProfile(changes: VendorProfileChanges): Promise<TVendorProfile> {
  return apiRequest(VENDOR_ME_PATH, {
    method: 'PUT',
    body: changes,
    schema: ZVendorProfile,
    errorNotice: 'non-field',
  });
}

export function useUpdateVendorProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateVendorProfile,
    onSuccess: (profile) => {
      queryClient.setQueryData(['vendor-settings', 'profile'], profile);
      // The header shows the name and the customer site the rest: both read the landing data.
      return queryClient.invalidateQueries({ queryKey: ['vendor'] });
    },
  });
}
