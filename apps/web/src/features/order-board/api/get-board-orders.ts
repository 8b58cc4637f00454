import {
  type TDeliveryType,
  type TOrderSource,
  type TOrderStatus,
  type TPaymentMethod,
  ZBoardOrdersPage,
} from '@sofreh/domain';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

export const ORDERS_PATH = '/api/orders';
/** Every query of the board starts with this key: one invalidation refreshes list and detail. */
export const ORDERS_KEY = ['orders', 'board'] as const;
/** SPEC: while the live connection is down, the list is polled this often. */
export const POLL_WHILE_OFFLINE_MS = 10_000;

export type BoardFilters = {
  status: TOrderStatus | null;
  /** Several states at once (a group of tabs, the column view); `status` wins when both are set. */
  statuses: readonly TOrderStatus[] | null;
  source: TOrderSource | null;
  deliveryType: TDeliveryType | null;
  paymentMethod: TPaymentMethod | null;
  /** Tehran days as yyyy-mm-dd. */
  from: string | null;
  to: string | null;
  search: string;
  /** Only orders whose money is owed to the customer until a refund is final (decision 0046). */
  refundOwed?: boolean;
};

export const NO_FILTERS: BoardFilters = {
  status: null,
  statuses: null,
  source: null,
  deliveryType: null,
  paymentMethod: null,
  from: null,
  to: null,
  search: '',
};

export function boardQueryString(filters: BoardFilters, take: number): string {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(filters)) {
    if (Array.isArray(value)) for (const one of value) params.append(name, String(one));
    else if (value) params.set(name, String(value));
  }
  params.set('take', String(take));
  return params.toString();
}

export function useBoardOrders(filters: BoardFilters, take: number, live: boolean) {
  return useQuery({
    queryKey: [...ORDERS_KEY, 'list', filters, take],
    queryFn: ({ signal }) =>
      apiRequest(`${ORDERS_PATH}?${boardQueryString(filters, take)}`, {
        schema: ZBoardOrdersPage,
        signal,
      }),
    placeholderData: keepPreviousData,
    refetchInterval: live ? false : POLL_WHILE_OFFLINE_MS,
  });
}
