import { useDocumentTitle } from '@mantine/hooks';
import { Outlet } from 'react-router';
import { useNetworkMonitor } from '../../features/network/hooks/use-network-monitor';
import { useVendorLanding } from '../../features/vendor/api/get-vendor-landing';

/** Shared by both sides: the vendor of this host names the tab and decides how network status is checked. */
export function RootLayout() {
  const landing = useVendorLanding();
  useDocumentTitle(landing.data ? `${landing.data.name} | سفره` : 'سفره');
  useNetworkMonitor(landing.data?.offlineAccess);
  return <Outlet />;
}
