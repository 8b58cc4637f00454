import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useLocation, useNavigate } from 'react-router';
import { BACKOFFICE_LOGIN_PATH, customerHomePath, isBackofficePath } from '../../../lib/session-routes';
import { useAuthStore } from '../../../stores/auth-store';
import { useCartStore } from '../../../stores/cart-store';
import { useOrderingStepperStore } from '../../../stores/ordering-stepper-store';
import { logout } from '../api/logout';

/**
 * SPEC §4: logout clears the session and the person's data, then redirects — staff to the back-office
 * login, customers back home at their table (SPEC §2 keeps `?table=`). Device settings (the sidebar)
 * stay: they belong to the machine, not the person.
 */
export function useLogout() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const location = useLocation();

  return useMutation({
    mutationFn: () => logout().catch(() => undefined),
    onSettled: () => {
      useAuthStore.getState().clear();
      useCartStore.getState().clear();
      useOrderingStepperStore.getState().reset();
      queryClient.clear();
      const target = isBackofficePath(location.pathname)
        ? BACKOFFICE_LOGIN_PATH
        : customerHomePath(location.search);
      navigate(target, { replace: true });
    },
  });
}
