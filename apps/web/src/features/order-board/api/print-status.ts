import { type TPrintOrderRequest, ZOrderPrintStatus, ZPrintOrderRequest } from '@sofreh/domain';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest, apiSend } from '../../../lib/api-client';
import { ORDERS_KEY } from './get-board-orders';

// Print status of the board's orders (decision 0021): under the board's key, so every live event
// that refetches the board refetches what was printed too.
const PRINTING_PATH = '/api/printing/orders';
const PRINT_KEY = [...ORDERS_KEY, 'print'] as const;
const ZStatusList = ZOrderPrintStatus.array();
/** While a network print is queued, how often the drawer asks whether it printed. */
const WHILE_QUEUED_MS = 1_000;

/** Printed or not, per visible row. */
export function usePrintStatuses(orderIds: string[]) {
  const ids = [...orderIds].sort().join(',');
  return useQuery({
    queryKey: [...PRINT_KEY, 'list', ids],
    // A badge that cannot be read is left out rather than shouted about: the list itself still works.
    queryFn: ({ signal }) =>
      apiRequest(`${PRINTING_PATH}?orderIds=${ids}`, { schema: ZStatusList, signal, errorNotice: 'none' }),
    enabled: ids.length > 0,
    placeholderData: keepPreviousData,
  });
}

/** One order's print status per station; refreshed while a print is on its way to a printer. */
export function useOrderPrintStatus(orderId: string) {
  const queryClient = useQueryClient();
  return useQuery({
    queryKey: [...PRINT_KEY, 'detail', orderId],
    queryFn: async ({ signal }) => {
      const status = await apiRequest(`${PRINTING_PATH}/${orderId}`, { schema: ZOrderPrintStatus, signal });
      // Whatever the printers did since, the rows' badges follow.
      void queryClient.invalidateQueries({ queryKey: [...PRINT_KEY, 'list'] });
      return status;
    },
    refetchInterval: (query) =>
      query.state.data?.targets.some((t) => t.state === 'QUEUED') ? WHILE_QUEUED_MS : false,
  });
}

/** Prints (again) at a station; the answer is the order's print status. */
export function usePrintOrder(orderId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: TPrintOrderRequest) =>
      apiSend(`${PRINTING_PATH}/${orderId}/print`, {
        method: 'POST',
        request: ZPrintOrderRequest,
        body: request,
        schema: ZOrderPrintStatus,
      }),
    onSuccess: (status) => {
      queryClient.setQueryData([...PRINT_KEY, 'detail', orderId], status);
      void queryClient.invalidateQueries({ queryKey: [...PRINT_KEY, 'list'] });
    },
  });
}
