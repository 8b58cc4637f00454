import { Outlet } from 'react-router';
import { BackofficeLayout } from '../../features/backoffice-shell/components/backoffice-layout';
import { IncomingCalls } from '../../features/caller-id/components/incoming-calls';
import { NetworkIndicator } from '../../features/network/components/network-indicator';
import { useVendorLanding } from '../../features/vendor/api/get-vendor-landing';
import { BACKOFFICE_LOGIN_PATH } from '../../lib/session-routes';
import { AccountControl } from '../routes/account-control';

export function BackofficeShellRoute() {
  const landing = useVendorLanding();
  return (
    <BackofficeLayout
      vendorName={landing.data?.name ?? null}
      networkStatus={<NetworkIndicator />}
      account={<AccountControl loginPath={BACKOFFICE_LOGIN_PATH} hideNameOnPhone />}
    >
      <Outlet />
      {/* An incoming call shows on every back-office page (decision 0024). */}
      <IncomingCalls />
    </BackofficeLayout>
  );
}
