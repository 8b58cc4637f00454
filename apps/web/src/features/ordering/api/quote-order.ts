import { type TOrderQuote, type TOrderQuoteRequest, ZOrderQuote, ZOrderQuoteRequest } from '@sofreh/domain';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiSend } from '../../../lib/api-client';

/** The server's price of the cart as it stands, with everything that would stop it being ordered. */
export function quoteOrder(request: TOrderQuoteRequest, signal?: AbortSignal): Promise<TOrderQuote> {
  return apiSend('/api/orders/quote', {
    method: 'POST',
    request: ZOrderQuoteRequest,
    body: request,
    schema: ZOrderQuote,
    signal,
  });
}

/**
 * Asked again whenever the request changes; the last quote stays on screen while the next one comes,
 * so the totals do not blink. A quote is never trusted for long: staleTime 0.
 */
export function useOrderQuote(request: TOrderQuoteRequest | null) {
  return useQuery({
    queryKey: ['orders', 'quote', request],
    queryFn: ({ signal }) => quoteOrder(request!, signal),
    enabled: request !== null,
    placeholderData: keepPreviousData,
    staleTime: 0,
    retry: false,
  });
}
