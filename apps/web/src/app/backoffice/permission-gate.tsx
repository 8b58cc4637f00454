import { Outlet, useLocation } from 'react-router';
import { RequirePermission } from '../../features/backoffice-shell/components/require-permission';
import { permissionForPath } from '../../features/backoffice-shell/components/sidebar-areas';

/** Every back-office screen asks for the permission of its sidebar entry; the dashboard is for all. */
export function PermissionGate() {
  const { pathname } = useLocation();
  const permission = permissionForPath(pathname.replace(/\/+$/, ''));
  if (!permission) return <Outlet />;
  return (
    <RequirePermission key={permission} permission={permission}>
      <Outlet />
    </RequirePermission>
  );
}
