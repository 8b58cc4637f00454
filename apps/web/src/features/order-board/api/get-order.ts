import { ZOrder } from '@sofreh/domain';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { ORDERS_KEY, ORDERS_PATH } from './get-board-orders';

/** One order as staff see it (with who moved it). */
export function useBoardOrder(orderId: string | null) {
  return useQuery({
    queryKey: [...ORDERS_KEY, 'detail', orderId],
    queryFn: ({ signal }) => apiRequest(`${ORDERS_PATH}/${orderId}`, { schema: ZOrder, signal }),
    enabled: orderId !== null,
  });
}
