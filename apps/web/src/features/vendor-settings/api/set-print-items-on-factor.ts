import { type TVendorProfile, ZVendorProfile } from '@sofreh/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

export function setPrintItemsOnFactor(printItemsOnFactor: boolean): Promise<TVendorProfile> {
  return apiRequest('/api-identity/identity/vendors/setprintitemsonfactoroption', {
    method: 'PUT',
    body: { printItemsOnFactor },
    schema: ZVendorProfile,
  });
}

export function useSetPrintItemsOnFactor() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setPrintItemsOnFactor,
    onSuccess: (profile) => queryClient.setQueryData(['vendor-settings', 'profile'], profile),
  });
}
