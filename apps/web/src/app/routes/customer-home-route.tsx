import { useMemo } from 'react';
import { useLocation } from 'react-router';
import { VendorHome } from '../../features/vendor/components/vendor-home';
import { CUSTOMER_LOGIN_PATH } from '../../lib/session-routes';
import { currentTableNumber, withTableNumber } from '../../lib/table-number';
import { AccountControl } from './account-control';

export function CustomerHomeRoute() {
  const { search } = useLocation();
  // Reading the table also remembers it for this tab, so it survives login and logout (SPEC §2).
  const tableNumber = useMemo(() => currentTableNumber(search), [search]);
  return (
    <VendorHome
      tableNumber={tableNumber}
      accountControl={<AccountControl loginPath={withTableNumber(CUSTOMER_LOGIN_PATH, tableNumber)} />}
    />
  );
}
