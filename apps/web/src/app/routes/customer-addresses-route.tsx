import '@mantine/core/styles/Chip.css';
import '@mantine/core/styles/Popover.css';
import { Button } from '@mantine/core';
import { Link, Navigate, useLocation } from 'react-router';
import { AddressesScreen } from '../../features/addresses/components/addresses-screen';
import { useVendorLanding } from '../../features/vendor/api/get-vendor-landing';
import { customerHomePath, customerLoginPath } from '../../lib/session-routes';
import { useAuthStore } from '../../stores/auth-store';

/**
 * /addresses: a signed-in customer's address book. Loaded as its own chunk, with the map, so the
 * restaurant's page stays light for someone who only wants the menu.
 */
export default function CustomerAddressesRoute() {
  const { search } = useLocation();
  const token = useAuthStore((state) => state.token);
  const profile = useAuthStore((state) => state.profile);
  const landing = useVendorLanding();
  const homePath = customerHomePath(search);

  // A guest logs in and comes back here (the checkout's «افزودن آدرس جدید» counts on it).
  if (!token) return <Navigate to={customerLoginPath(search, '/addresses')} replace />;
  // Staff signed in on this browser have no address book here.
  if (profile && profile.kind !== 'CUSTOMER') return <Navigate to={homePath} replace />;

  return (
    <AddressesScreen
      currency={landing.data?.currency ?? 'TOMAN'}
      backLink={
        <Button component={Link} to={homePath} variant="subtle" size="compact-sm">
          بازگشت
        </Button>
      }
    />
  );
}
