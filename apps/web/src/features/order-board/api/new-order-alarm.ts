import {
  type TAcknowledgeOrdersRequest,
  type TNewOrderAlarm,
  ZAcknowledgeOrdersRequest,
  ZNewOrderAlarm,
} from '@sofreh/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest, apiSend } from '../../../lib/api-client';
import { ORDERS_KEY, ORDERS_PATH, POLL_WHILE_OFFLINE_MS } from './get-board-orders';

// The panel-wide new-order alarm (issue 19 point 3, decision 0045): the server keeps which orders the
// restaurant has not acknowledged yet, so a reload, another page or another device rings for the same
// ones, and «دیدم» on one silences all of them.

/** Under the board's key: whatever refreshes the board refreshes the alarm too. */
export const NEW_ORDER_ALARM_KEY = [...ORDERS_KEY, 'alarm'] as const;
/** A safety net while live: an event lost on the way is caught within a minute. */
const RECHECK_WHILE_LIVE_MS = 60_000;

export function useNewOrderAlarmQuery(enabled: boolean, live: boolean) {
  return useQuery({
    queryKey: NEW_ORDER_ALARM_KEY,
    queryFn: ({ signal }) => apiRequest(`${ORDERS_PATH}/alarm`, { schema: ZNewOrderAlarm, signal }),
    enabled,
    refetchInterval: live ? RECHECK_WHILE_LIVE_MS : POLL_WHILE_OFFLINE_MS,
    staleTime: 0,
  });
}

/** «دیدم» for the orders the person saw; the answer is what still rings. */
export function useAcknowledgeOrders() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: TAcknowledgeOrdersRequest) =>
      apiSend(`${ORDERS_PATH}/alarm/acknowledge`, {
        method: 'POST',
        request: ZAcknowledgeOrdersRequest,
        body: request,
        schema: ZNewOrderAlarm,
      }),
    onMutate: (request) => {
      // Silence at once: the person pressed the button, the answer only confirms it.
      const before = queryClient.getQueryData<TNewOrderAlarm>(NEW_ORDER_ALARM_KEY);
      if (before) {
        const orders = before.orders.filter((o) => !request.orderIds.includes(o.id));
        queryClient.setQueryData<TNewOrderAlarm>(NEW_ORDER_ALARM_KEY, {
          orders,
          totalCount: before.totalCount - (before.orders.length - orders.length),
        });
      }
    },
    onSuccess: (alarm) => queryClient.setQueryData(NEW_ORDER_ALARM_KEY, alarm),
    onError: () => queryClient.invalidateQueries({ queryKey: NEW_ORDER_ALARM_KEY }),
  });
}
