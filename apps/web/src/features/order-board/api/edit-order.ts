import {
  type TChangeTableRequest,
  type TEditOrderItemsRequest,
  ZChangeTableRequest,
  ZEditOrderItemsRequest,
  ZOrder,
} from '@sofreh/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiSend } from '../../../lib/api-client';
import { ORDERS_KEY, ORDERS_PATH } from './get-board-orders';

/** PUT /api/orders/{id}/items: the edit's new counts; the server answers the re-priced order. */
export function useEditOrderItems(orderId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: TEditOrderItemsRequest) =>
      apiSend(`${ORDERS_PATH}/${orderId}/items`, {
        method: 'PUT',
        request: ZEditOrderItemsRequest,
        body: request,
        schema: ZOrder,
        // The editor shows the refusal itself, beside the lines.
        errorNotice: 'none',
      }),
    onSuccess: (order) => queryClient.setQueryData([...ORDERS_KEY, 'detail', order.id], order),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ORDERS_KEY }),
  });
}

/** PUT /api/orders/changetable. */
export function useChangeTable() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: TChangeTableRequest) =>
      apiSend(`${ORDERS_PATH}/changetable`, {
        method: 'PUT',
        request: ZChangeTableRequest,
        body: request,
        schema: ZOrder,
      }),
    onSuccess: (order) => queryClient.setQueryData([...ORDERS_KEY, 'detail', order.id], order),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ORDERS_KEY }),
  });
}
