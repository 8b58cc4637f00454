import { Navigate, Outlet, useNavigate } from 'react-router';
import { AdminLoginPage } from '../../features/platform-admin/components/admin-login-page';
import { VendorsPage } from '../../features/platform-admin/components/vendors-page';
import { useAdminAuthStore } from '../../stores/admin-auth-store';

// The platform administrators' area, /bo/admin/*, served on any host: its calls belong to no vendor
// (decision 0019). Its session is its own store, so the back office's staff session is untouched.

export function AdminLoginRoute() {
  const navigate = useNavigate();
  return <AdminLoginPage onSignedIn={() => navigate('/bo/admin/vendors', { replace: true })} />;
}

export function RequireAdminSession() {
  const token = useAdminAuthStore((state) => state.token);
  if (!token) return <Navigate to="/bo/admin/login" replace />;
  return <Outlet />;
}

export function AdminVendorsRoute() {
  const navigate = useNavigate();
  return (
    <VendorsPage
      onSignOut={() => {
        useAdminAuthStore.getState().clear();
        navigate('/bo/admin/login', { replace: true });
      }}
    />
  );
}
