import { ZTransaction } from '@sofreh/domain';
import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { apiRequest } from '../../../lib/api-client';
import { ORDERS_KEY, ORDERS_PATH } from './get-board-orders';

/** GET /api/orders/{id}/transactions: the order's online payments as staff see them. */
export function useOrderTransactions(orderId: string) {
  return useQuery({
    queryKey: [...ORDERS_KEY, 'transactions', orderId],
    queryFn: ({ signal }) =>
      apiRequest(`${ORDERS_PATH}/${orderId}/transactions`, { schema: z.array(ZTransaction), signal }),
  });
}
