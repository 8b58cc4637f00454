import {
  type TRefundRequest,
  ZOrderMoney,
  ZReadySmsAnswer,
  ZRefundRequest,
  ZTransaction,
} from '@sofreh/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { apiRequest, apiSend } from '../../../lib/api-client';
import { ORDERS_KEY, ORDERS_PATH } from './get-board-orders';

/** GET /api/orders/{id}/transactions: the order's online payments as staff see them. */
export function useOrderTransactions(orderId: string) {
  return useQuery({
    queryKey: [...ORDERS_KEY, 'transactions', orderId],
    queryFn: ({ signal }) =>
      apiRequest(`${ORDERS_PATH}/${orderId}/transactions`, { schema: z.array(ZTransaction), signal }),
  });
}

/** GET /api/orders/{id}/refunds: paid, refunded, refundable and each refund. */
export function useOrderMoney(orderId: string, enabled: boolean) {
  return useQuery({
    queryKey: [...ORDERS_KEY, 'money', orderId],
    queryFn: ({ signal }) => apiRequest(`${ORDERS_PATH}/${orderId}/refunds`, { schema: ZOrderMoney, signal }),
    enabled,
  });
}

/** PUT /api/orders/refund; the dialog shows a refusal itself. */
export function useRefund() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: TRefundRequest) =>
      apiSend(`${ORDERS_PATH}/refund`, {
        method: 'PUT',
        request: ZRefundRequest,
        body: request,
        schema: ZOrderMoney,
        errorNotice: 'none',
      }),
    onSuccess: (money, request) => queryClient.setQueryData([...ORDERS_KEY, 'money', request.orderId], money),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ORDERS_KEY }),
  });
}

/** PUT /api/orders/callforreadyorder/{id}: the "your order is ready" SMS. */
export function useCallForReady() {
  return useMutation({
    mutationFn: (orderId: string) =>
      apiRequest(`${ORDERS_PATH}/callforreadyorder/${orderId}`, { method: 'PUT', schema: ZReadySmsAnswer }),
  });
}
