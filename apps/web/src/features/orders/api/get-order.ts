import { isFinalOrderState, type TOrder, ZOrder } from '@sofreh/domain';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/** How often a live order is asked again: the kitchen and the courier move it along. */
export const ORDER_REFRESH_MS = 10_000;

export function getOrder(id: string): Promise<TOrder> {
  return apiRequest(`/api/orders/${id}`, { schema: ZOrder });
}

/** One of my orders, refreshed every ~10 s until it reaches a final state (SPEC §4). */
export function useOrder(id: string) {
  return useQuery({
    queryKey: ['orders', 'detail', id],
    queryFn: () => getOrder(id),
    refetchInterval: (query) =>
      query.state.data && isFinalOrderState(query.state.data.status) ? false : ORDER_REFRESH_MS,
  });
}
