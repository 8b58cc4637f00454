import { formatMoney, type TVendorLanding } from '@sofreh/domain';
import { nextOpeningText } from '../../../lib/next-opening-text';

/** Why nothing can be added to the cart now, or null. The server refuses such orders too. */
export function orderingBlockedReason(vendor: TVendorLanding, now: Date): string | null {
  if (vendor.isOpen) return null;
  const opensAt = nextOpeningText(vendor.nextOpening, now);
  return opensAt ? `رستوران بسته است؛ بازگشایی: ${opensAt}` : 'رستوران الان بسته است.';
}

/**
 * Why the cart cannot go on to the next step, or null: closed, or below the minimum basket (compared
 * with the items' menu prices, as the cart shows them; the server checks its own quote again).
 */
export function continueBlockedReason(vendor: TVendorLanding, itemsTotal: number, now: Date): string | null {
  const closed = orderingBlockedReason(vendor, now);
  if (closed) return closed;
  const shortfall = vendor.minimumBasket - itemsTotal;
  if (shortfall > 0) {
    return `حداقل سفارش ${formatMoney(vendor.minimumBasket, vendor.currency)} است؛ ${formatMoney(shortfall, vendor.currency)} دیگر اضافه کنید.`;
  }
  return null;
}
