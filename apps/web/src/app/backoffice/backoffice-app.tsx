import './backoffice-styles';
import { lazy, Suspense } from 'react';
import { Navigate, Route, Routes } from 'react-router';
import { CallerIdSettingsPage } from '../../features/caller-id/components/caller-id-settings-page';
import { DefaultDescriptionsPage } from '../../features/default-descriptions/components/default-descriptions-page';
import { FoodShiftDetailPage } from '../../features/food-shifts/components/food-shift-detail-page';
import { FoodShiftsPage } from '../../features/food-shifts/components/food-shifts-page';
import { OrderBoardPage } from '../../features/order-board/components/order-board-page';
import { PosTerminalsPage } from '../../features/pos-terminals/components/pos-terminals-page';
import { PrinterStationsPage } from '../../features/printers/components/printer-stations-page';
import { PrintersPage } from '../../features/printers/components/printers-page';
import { AutoPrintPage } from '../../features/printing/components/auto-print-page';
import { ReceiptPage } from '../../features/printing/components/receipt-page';
import { RoleDetailPage } from '../../features/staff-roles/components/role-detail-page';
import { RolesPage } from '../../features/staff-roles/components/roles-page';
import { ToppingsPage } from '../../features/toppings/components/toppings-page';
import { VendorSettingsPage } from '../../features/vendor-settings/components/vendor-settings-page';
import { NotFoundPage } from '../routes/not-found-page';
import { PageLoader } from '../routes/page-loader';
import { AdminLoginRoute, AdminVendorsRoute, RequireAdminSession } from './admin-routes';
import { AuditLogRoute } from './audit-log-route';
import { BackofficeLoginRoute } from './backoffice-login-route';
import { BackofficeShellRoute } from './backoffice-shell-route';
import { DashboardRoute } from './dashboard-route';
import { DiscountCodesRoute } from './discount-codes-route';
import { MenuRoute } from './menu-route';
import { PermissionGate } from './permission-gate';
import { RequireBackofficeSession } from './require-backoffice-session';
import { StaffRoute } from './staff-route';

// The zones screen carries the map (Leaflet): its own chunk, fetched when someone opens it.
const DeliveryZonesRoute = lazy(() => import('./delivery-zones-route'));
// Staff ordering carries the address map: its own chunk too.
const StaffOrderingRoute = lazy(() => import('./staff-ordering-route'));

/** Everything under /bo, loaded as its own chunk (see router.tsx). */
export default function BackofficeApp() {
  return (
    <Routes>
      <Route path="auth/login" element={<BackofficeLoginRoute />} />
      {/* Platform administrators: their own session, no restaurant's sidebar. */}
      <Route path="admin/login" element={<AdminLoginRoute />} />
      <Route path="admin" element={<RequireAdminSession />}>
        <Route index element={<Navigate to="vendors" replace />} />
        <Route path="vendors" element={<AdminVendorsRoute />} />
      </Route>
      <Route element={<RequireBackofficeSession />}>
        {/* The 80 mm receipt page: paper only, no sidebar. */}
        <Route path="print/orders/:orderId" element={<ReceiptPage />} />
        <Route element={<BackofficeShellRoute />}>
          <Route index element={<DashboardRoute />} />
          <Route element={<PermissionGate />}>
            <Route path="orders" element={<OrderBoardPage />} />
            <Route
              path="orders/new"
              element={
                <Suspense fallback={<PageLoader />}>
                  <StaffOrderingRoute />
                </Suspense>
              }
            />
            <Route path="default-descriptions" element={<DefaultDescriptionsPage />} />
            <Route path="menu" element={<MenuRoute section="items" />} />
            <Route path="menu/categories" element={<MenuRoute section="categories" />} />
            <Route path="settings/vendor" element={<VendorSettingsPage />} />
            <Route path="settings/caller-id" element={<CallerIdSettingsPage />} />
            <Route path="settings/pos-terminals" element={<PosTerminalsPage />} />
            <Route path="discount-codes" element={<DiscountCodesRoute />} />
            <Route path="toppings" element={<ToppingsPage />} />
            <Route path="food-shifts" element={<FoodShiftsPage />} />
            <Route path="food-shifts/:id" element={<FoodShiftDetailPage />} />
            <Route path="printers" element={<PrintersPage />} />
            <Route path="printer-stations" element={<PrinterStationsPage />} />
            <Route path="auto-print" element={<AutoPrintPage />} />
            <Route
              path="delivery-zones"
              element={
                <Suspense fallback={<PageLoader />}>
                  <DeliveryZonesRoute />
                </Suspense>
              }
            />
            <Route path="staff" element={<StaffRoute />} />
            <Route path="roles" element={<RolesPage />} />
            <Route path="roles/:id" element={<RoleDetailPage />} />
            <Route path="audit" element={<AuditLogRoute />} />
          </Route>
          <Route path="*" element={<NotFoundPage />} />
        </Route>
      </Route>
    </Routes>
  );
}
