import {
  orderableMenu,
  type TOrder,
  type TSiteMenu,
  type TStaffOrderQuote,
  type TStaffOrderRequest,
  ZDefaultDescription,
  ZOrder,
  ZSiteMenu,
  ZStaffOrderQuote,
} from '@sofreh/domain';
import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { apiRequest } from '../../../lib/api-client';

/**
 * What the counter sells now: the salon menu's orderable part (active, available, in shift). The
 * menu also lists what is sold out or out of shift, for customers to see greyed; the counter adds
 * only what it can sell.
 */
export function useSalonMenu() {
  return useQuery({
    queryKey: ['staff-ordering', 'menu', 'SALON'],
    queryFn: (): Promise<TSiteMenu> =>
      apiRequest('/api-catalog/catalog/menucategories/site?sellChannel=SALON', { schema: ZSiteMenu }).then(
        orderableMenu,
      ),
    staleTime: 60_000,
  });
}

export function useDefaultDescriptionList() {
  return useQuery({
    queryKey: ['staff-ordering', 'default-descriptions'],
    queryFn: () =>
      apiRequest('/api-identity/identity/defaultdescription/list', {
        schema: z.array(ZDefaultDescription),
        errorNotice: 'none',
      }),
    staleTime: 60_000,
  });
}

/** The server's price of the order on screen; never a red notice (the screen shows its problems). */
export function quoteStaffOrder(body: TStaffOrderRequest, signal?: AbortSignal): Promise<TStaffOrderQuote> {
  return apiRequest('/api/orders/quick/quote', {
    method: 'POST',
    body,
    schema: ZStaffOrderQuote,
    errorNotice: 'none',
    signal,
  });
}

/** Places the order once per key: a retry of the same attempt sends the same key (decision 0014). */
export function submitStaffOrder(body: TStaffOrderRequest, idempotencyKey: string): Promise<TOrder> {
  return apiRequest('/api/orders/quick', {
    method: 'POST',
    body,
    schema: ZOrder,
    errorNotice: 'none',
    headers: { 'Idempotency-Key': idempotencyKey },
  });
}
