import { lazy, Suspense } from 'react';
import { createBrowserRouter, type RouteObject } from 'react-router';
import { CustomerHomeRoute } from './routes/customer-home-route';
import { NotFoundPage } from './routes/not-found-page';
import { PageLoader } from './routes/page-loader';
import { RootLayout } from './routes/root-layout';
import { RouteErrorPage } from './routes/route-error-page';

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

export const appRoutes: RouteObject[] = [
  {
    element: <RootLayout />,
    errorElement: <RouteErrorPage />,
    children: [
      { path: '/', element: <CustomerHomeRoute /> },
      {
        path: '/auth/login',
        element: (
          <Suspense fallback={<PageLoader />}>
            <CustomerLoginRoute />
          </Suspense>
        ),
      },
      {
        path: '/addresses',
        element: (
          <Suspense fallback={<PageLoader />}>
            <CustomerAddressesRoute />
          </Suspense>
        ),
      },
      {
        path: '/orders',
        element: (
          <Suspense fallback={<PageLoader />}>
            <CustomerOrdersRoute />
          </Suspense>
        ),
      },
      {
        path: '/orders/:id',
        element: (
          <Suspense fallback={<PageLoader />}>
            <CustomerOrderRoute />
          </Suspense>
        ),
      },
      {
        path: '/bo/*',
        element: (
          <Suspense fallback={<PageLoader />}>
            <BackofficeApp />
          </Suspense>
        ),
      },
      { path: '*', element: <NotFoundPage /> },
    ],
  },
];

export function createAppRouter() {
  return createBrowserRouter(appRoutes);
}
