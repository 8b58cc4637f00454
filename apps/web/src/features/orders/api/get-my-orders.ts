import { pageOf, type TOrderListRow, type TPage, ZOrderListRow } from '@sofreh/domain';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

export const MY_ORDERS_PAGE_SIZE = 10;
const ZMyOrdersPage = pageOf(ZOrderListRow);

/** My orders at this restaurant, newest first. */
export function getMyOrders(pageNumber: number): Promise<TPage<TOrderListRow>> {
  const query = new URLSearchParams({
    pageNumber: String(pageNumber),
    pageSize: String(MY_ORDERS_PAGE_SIZE),
  });
  return apiRequest(`/api/orders/me?${query}`, { schema: ZMyOrdersPage });
}

export function useMyOrders(pageNumber: number) {
  return useQuery({
    queryKey: ['orders', 'mine', pageNumber],
    queryFn: () => getMyOrders(pageNumber),
    placeholderData: keepPreviousData,
  });
}
