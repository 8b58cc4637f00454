import { Outlet } from 'react-router';
import { BackofficeLayout } from '../../features/backoffice-shell/components/backoffice-layout';
import { IncomingCalls } from '../../features/caller-id/components/incoming-calls';
import { NetworkIndicator } from '../../features/network/components/network-indicator';
import { NewOrderRinger } from '../../features/order-board/components/new-order-ringer';
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
      {/* New orders ring on every back-office page until «دیدم» (decision 0045). */}
      <NewOrderRinger />
      <Outlet />
      {/* An incoming call shows on every back-office page (decision 0024). */}
      <IncomingCalls />
    </BackofficeLayout>
  );
}
