import { type TAppliedDiscountCode, ZAppliedDiscountCode } from '@sofreh/domain';
import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { apiRequest } from '../../../lib/api-client';
import { useAuthStore } from '../../../stores/auth-store';

/**
 * The codes the restaurant marked «نمایش در سایت» (vendorDeal) that work now — for a signed-in
 * customer, those they have not used up. Public: a guest sees them too.
 */
export function getDeals(): Promise<TAppliedDiscountCode[]> {
  return apiRequest('/api-identity/identity/discountcodes/available', {
    schema: z.array(ZAppliedDiscountCode),
    errorNotice: 'none',
  });
}

export function useDeals() {
  // Who asks changes the answer (a customer's used-up codes are left out).
  const signedIn = useAuthStore((state) => state.token !== null);
  return useQuery({ queryKey: ['discount-codes', 'deals', signedIn], queryFn: getDeals, staleTime: 60_000 });
}
