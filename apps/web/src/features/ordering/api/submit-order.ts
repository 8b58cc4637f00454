import { type TCreateOrderRequest, type TOrder, ZCreateOrderRequest, ZOrder } from '@sofreh/domain';
import { apiSend } from '../../../lib/api-client';

/** Places the order once per key: the same key and body again answers the same order (decision 0014). */
export function submitOrder(request: TCreateOrderRequest, idempotencyKey: string): Promise<TOrder> {
  return apiSend('/api/orders', {
    method: 'POST',
    request: ZCreateOrderRequest,
    body: request,
    schema: ZOrder,
    headers: { 'Idempotency-Key': idempotencyKey },
    // The checkout shows the refusal beside the submit button, with its own wording for a lost answer.
    errorNotice: 'none',
  });
}
