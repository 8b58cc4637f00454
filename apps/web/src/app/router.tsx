import { lazy, type ReactNode, Suspense } from 'react';
import { Route, Routes } from 'react-router';
import { CustomerHomeRoute } from './routes/customer-home-route';
import { NotFoundPage } from './routes/not-found-page';
import { PageLoader } from './routes/page-loader';
import { RootLayout } from './routes/root-layout';
import { RouteErrorBoundary } from './routes/route-error-page';

// The back office is its own chunk: a customer scanning a table's QR code on a phone never downloads it.
const BackofficeApp = lazy(() => import('./backoffice/backoffice-app'));
// The login (code boxes, the name form): a guest on the menu does not need it until «ورود».
const CustomerLoginRoute = lazy(() =>
  import('./routes/customer-login-route').then((module) => ({ default: module.CustomerLoginRoute })),
);
// The address book carries the map (Leaflet): only people who open it download it.
const CustomerAddressesRoute = lazy(() => import('./routes/customer-addresses-route'));
// A customer's orders: visited after ordering, or from the bank's return.
const CustomerOrdersRoute = lazy(() => import('./routes/customer-orders-route'));
const CustomerOrderRoute = lazy(() =>
  import('./routes/customer-orders-route').then((module) => ({ default: module.CustomerOrderRoute })),
);

/**
 * The app's routes. Declarative (`<Routes>`) rather than a data router: nothing here loads data
 * through the router, and the data router's code (about 16 KiB gzipped) would ride on every phone's
 * first screen (issue 19.18).
 */
export function AppRoutes() {
  return (
    <RouteErrorBoundary>
      <Routes>
        <Route element={<RootLayout />}>
          <Route path="/" element={<CustomerHomeRoute />} />
          <Route path="/auth/login" element={<Lazy page={<CustomerLoginRoute />} />} />
          <Route path="/addresses" element={<Lazy page={<CustomerAddressesRoute />} />} />
          <Route path="/orders" element={<Lazy page={<CustomerOrdersRoute />} />} />
          <Route path="/orders/:id" element={<Lazy page={<CustomerOrderRoute />} />} />
          <Route path="/bo/*" element={<Lazy page={<BackofficeApp />} />} />
          <Route path="*" element={<NotFoundPage />} />
        </Route>
      </Routes>
    </RouteErrorBoundary>
  );
}

function Lazy({ page }: { page: ReactNode }) {
  return <Suspense fallback={<PageLoader />}>{page}</Suspense>;
}
