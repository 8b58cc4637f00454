import {
  type TPrintOrderRequest,
  type TSaveAutoPrintSettings,
  ZAutoPrintSettings,
  ZOrderPrintStatus,
  ZOrderReceipts,
} from '@sofreh/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

const BASE = '/api/printing';
const AUTO_PRINT_KEY = ['printing', 'auto-print'] as const;

/** Which stations print by themselves (server-held, per vendor). */
export function useAutoPrintSettings() {
  return useQuery({
    queryKey: AUTO_PRINT_KEY,
    queryFn: ({ signal }) => apiRequest(`${BASE}/auto-print`, { schema: ZAutoPrintSettings, signal }),
  });
}

export function useSaveAutoPrintSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (settings: TSaveAutoPrintSettings) =>
      apiRequest(`${BASE}/auto-print`, { method: 'PUT', body: settings, schema: ZAutoPrintSettings }),
    onSuccess: (saved) => queryClient.setQueryData(AUTO_PRINT_KEY, saved),
  });
}

/** The order's kitchen tickets and bill, as lines to lay out on 80 mm paper. */
export function useOrderReceipts(orderId: string) {
  return useQuery({
    queryKey: ['printing', 'receipts', orderId],
    queryFn: ({ signal }) =>
      apiRequest(`${BASE}/orders/${orderId}/receipts`, { schema: ZOrderReceipts, signal }),
    staleTime: Number.POSITIVE_INFINITY,
  });
}

/** Records that receipts were printed from the browser (the board then shows them printed). */
export function useRecordBrowserPrint(orderId: string) {
  return useMutation({
    mutationFn: (request: TPrintOrderRequest) =>
      apiRequest(`${BASE}/orders/${orderId}/print`, {
        method: 'POST',
        body: request,
        schema: ZOrderPrintStatus,
      }),
  });
}
