import { useSearchParams } from 'react-router';
import { useCustomerInformation } from '../../features/staff-ordering/api/customers';
import { StaffOrderPage } from '../../features/staff-ordering/components/staff-order-page';
import { useVendorLanding } from '../../features/vendor/api/get-vendor-landing';

/**
 * /bo/orders/new: `?phone=<digits>` (the caller-ID popup) types the number in and picks the one
 * customer it matches; `?customerId=` picks that customer.
 */
export default function StaffOrderingRoute() {
  const [params] = useSearchParams();
  const landing = useVendorLanding();
  const customerId = params.get('customerId');
  const known = useCustomerInformation(customerId);
  return (
    <StaffOrderPage
      currency={landing.data?.currency ?? 'TOMAN'}
      initialPhone={params.get('phone') ?? undefined}
      initialCustomer={known.data ?? null}
    />
  );
}
