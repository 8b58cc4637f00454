import './backoffice-styles';
import { Route, Routes } from 'react-router';
import { NotFoundPage } from '../routes/not-found-page';
import { BackofficeLoginRoute } from './backoffice-login-route';
import { BackofficeShellRoute } from './backoffice-shell-route';
import { DashboardRoute } from './dashboard-route';
import { RequireBackofficeSession } from './require-backoffice-session';

/** Everything under /bo, loaded as its own chunk (see router.tsx). */
export default function BackofficeApp() {
  return (
    <Routes>
      <Route path="auth/login" element={<BackofficeLoginRoute />} />
      <Route element={<RequireBackofficeSession />}>
        <Route element={<BackofficeShellRoute />}>
          <Route index element={<DashboardRoute />} />
          <Route path="*" element={<NotFoundPage />} />
        </Route>
      </Route>
    </Routes>
  );
}
