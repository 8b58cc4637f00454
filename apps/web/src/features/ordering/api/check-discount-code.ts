import { type TAppliedDiscountCode, ZAppliedDiscountCode } from '@sofreh/domain';
import { apiRequest } from '../../../lib/api-client';

/**
 * Asks whether this customer may use the code on a cart of `subtotal` (items and toppings). Counts no
 * use: the order does. The refusal's Persian message is shown beside the field, not as a notice.
 */
export function checkDiscountCode(code: string, subtotal: number): Promise<TAppliedDiscountCode> {
  const query = new URLSearchParams({ subtotal: String(subtotal) });
  return apiRequest(
    `/api-identity/identity/discountcodes/site/getbycode/${encodeURIComponent(code)}?${query}`,
    { schema: ZAppliedDiscountCode, errorNotice: 'none' },
  );
}
