import { Navigate, useLocation, useParams } from 'react-router';
import { OrderHistory } from '../../features/orders/components/order-history';
import { OrderPage } from '../../features/orders/components/order-page';
import { customerHomePath, customerLoginPath } from '../../lib/session-routes';
import { currentTableNumber, withTableNumber } from '../../lib/table-number';
import { useAuthStore } from '../../stores/auth-store';

/** A customer's orders need the customer: a guest logs in and comes back to the same page. */
function useCustomerGate(): string | null {
  const location = useLocation();
  const token = useAuthStore((state) => state.token);
  if (token) return null;
  return customerLoginPath(location.search, `${location.pathname}${location.search}`);
}

/** `/orders`: my order history. Its own chunk: most visits are to the menu. */
export default function CustomerOrdersRoute() {
  const { search } = useLocation();
  const login = useCustomerGate();
  if (login) return <Navigate to={login} replace />;
  return <OrderHistory homePath={customerHomePath(search)} />;
}

/** `/orders/:id`: one order; the bank brings the customer back here with the payment's result. */
export function CustomerOrderRoute() {
  const { search } = useLocation();
  const { id = '' } = useParams();
  const login = useCustomerGate();
  if (login) return <Navigate to={login} replace />;
  return (
    <OrderPage
      orderId={id}
      search={search}
      homePath={customerHomePath(search)}
      historyPath={withTableNumber('/orders', currentTableNumber(search))}
    />
  );
}
