import { DiscountCodesPage } from '../../features/discount-codes/components/discount-codes-page';
import { useVendorLanding } from '../../features/vendor/api/get-vendor-landing';

/** Discount codes in the restaurant's own currency. */
export function DiscountCodesRoute() {
  const landing = useVendorLanding();
  return <DiscountCodesPage currency={landing.data?.currency ?? 'TOMAN'} />;
}
