import { type TChangeOrderStateRequest, ZChangeOrderStateRequest, ZOrder } from '@sofreh/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiSend } from '../../../lib/api-client';
import { ApiError } from '../../../lib/api-error';
import { notifyError } from '../../../lib/notify';
import { ORDERS_KEY, ORDERS_PATH } from './get-board-orders';

/**
 * PATCH /api/orders/state, naming the state the order was seen in (`fromStatus`): if someone moved it
 * meanwhile the server refuses with 409, and the red notice says where the order is now.
 */
export function useChangeOrderState() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (change: TChangeOrderStateRequest) =>
      apiSend(`${ORDERS_PATH}/state`, {
        method: 'PATCH',
        request: ZChangeOrderStateRequest,
        body: change,
        schema: ZOrder,
        errorNotice: 'non-field',
      }),
    onSuccess: (order) => {
      queryClient.setQueryData([...ORDERS_KEY, 'detail', order.id], order);
    },
    onError: (error) => {
      // «سفارش در وضعیتی نیست که این تغییر را بپذیرد. این سفارش اکنون «تأییدشده» است؛ …»
      if (error instanceof ApiError && error.errors[0])
        notifyError(`${error.message} ${error.errors[0].message}`);
    },
    // Refused or not, the board shows the order as it is now.
    onSettled: () => queryClient.invalidateQueries({ queryKey: ORDERS_KEY }),
  });
}
