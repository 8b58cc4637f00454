import { type TOrderStatus, ZOrder } from '@sofreh/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { ORDERS_KEY, ORDERS_PATH } from './get-board-orders';

export type ChangeOrderState = { orderId: string; status: TOrderStatus; note?: string };

/** PATCH /api/orders/state; a refusal (someone else was quicker) shows as the red notice. */
export function useChangeOrderState() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (change: ChangeOrderState) =>
      apiRequest(`${ORDERS_PATH}/state`, { method: 'PATCH', body: change, schema: ZOrder }),
    onSuccess: (order) => {
      queryClient.setQueryData([...ORDERS_KEY, 'detail', order.id], order);
    },
    // Refused or not, the board shows the order as it is now.
    onSettled: () => queryClient.invalidateQueries({ queryKey: ORDERS_KEY }),
  });
}
