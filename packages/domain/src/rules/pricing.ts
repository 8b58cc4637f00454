import type { TDeliveryType } from '../enums';

// One pricing rule for every channel: the customer's quote, the cashier's live totals and the server's
// order all call priceOrder with the prices the server loaded. Money is whole units of the vendor's
// currency. Rounding: a percentage is rounded to the nearest whole unit, halves up (the amounts are
// never negative, so Math.round is "half up").

export type PricedTopping = { price: number; count: number };

export type PricedLine = {
  unitPrice: number;
  count: number;
  /** Box/bag per unit when the food leaves the restaurant (delivery, pickup). */
  packagingCost: number;
  /** Per unit when served at a table (SPEC §3 servePackagingCost). */
  servePackagingCost: number;
  withTax: boolean;
  isFreeItem: boolean;
  toppings: readonly PricedTopping[];
};

export type DiscountInput =
  | { type: 'PERCENTAGE'; value: number; cap?: number | null }
  | { type: 'MONEY'; value: number }
  | { type: 'FREESHIPPING' }
  /** Its free items are lines with isFreeItem; they cost nothing. */
  | { type: 'FREEITEM' };

export type PricingInput = {
  lines: readonly PricedLine[];
  deliveryType: TDeliveryType;
  /** VAT in percent, charged on withTax items after their share of the discount. */
  taxPercent: number;
  serviceFee: { type: 'PERCENTAGE' | 'FIX'; value: number };
  deliveryCost: number;
  discount: DiscountInput | null;
  tip: number;
};

export type PriceBreakdown = {
  /** Items at their own price × count (free items excluded). */
  sumOfItemsPrice: number;
  /** Toppings × count of their line (free items excluded). */
  sumOfItemToppingsPrice: number;
  totalPackagingCost: number;
  /** What the discount takes off (item discount, or the delivery cost for FREESHIPPING). */
  finalDiscountAmount: number;
  serviceFeeType: 'PERCENTAGE' | 'FIX';
  serviceFeeValue: number;
  /** The service charge in money (SPEC §3 totalServiceFee / serviceChargeFinalPrice). */
  totalServiceFee: number;
  tax: number;
  deliveryCost: number;
  tip: number;
  finalPrice: number;
};

const percentOf = (amount: number, percent: number) => Math.round((amount * percent) / 100);

/** Leaving the restaurant: the food needs its box. */
const isTakeaway = (type: TDeliveryType) => type !== 'SERVE';

/**
 * The order's money, in this order: items and toppings → item discount (capped, never more than the
 * items) → service charge on dine-in orders (percentage of the discounted items, or a fixed amount) →
 * VAT on taxable items after their share of the discount → packaging → delivery (free with
 * FREESHIPPING) → tip. Packaging, delivery and tip are neither discounted nor taxed.
 */
export function priceOrder(input: PricingInput): PriceBreakdown {
  let sumOfItemsPrice = 0;
  let sumOfItemToppingsPrice = 0;
  let taxableSubtotal = 0;
  let totalPackagingCost = 0;
  for (const line of input.lines) {
    const packaging = isTakeaway(input.deliveryType) ? line.packagingCost : line.servePackagingCost;
    // A free item still needs its box.
    totalPackagingCost += packaging * line.count;
    if (line.isFreeItem) continue;
    const items = line.unitPrice * line.count;
    const toppings = line.toppings.reduce((sum, t) => sum + t.price * t.count, 0) * line.count;
    sumOfItemsPrice += items;
    sumOfItemToppingsPrice += toppings;
    if (line.withTax) taxableSubtotal += items + toppings;
  }
  const subtotal = sumOfItemsPrice + sumOfItemToppingsPrice;
  const isDelivery = input.deliveryType === 'DELIVER' || input.deliveryType === 'ZFEXPRESS';
  const fullDeliveryCost = isDelivery ? input.deliveryCost : 0;

  let itemDiscount = 0;
  let deliveryCost = fullDeliveryCost;
  const discount = input.discount;
  if (discount?.type === 'PERCENTAGE') {
    const amount = percentOf(subtotal, discount.value);
    itemDiscount = discount.cap && discount.cap > 0 ? Math.min(amount, discount.cap) : amount;
  } else if (discount?.type === 'MONEY') {
    itemDiscount = discount.value;
  } else if (discount?.type === 'FREESHIPPING') {
    deliveryCost = 0;
  }
  itemDiscount = Math.min(Math.max(itemDiscount, 0), subtotal);
  const discountedSubtotal = subtotal - itemDiscount;

  const totalServiceFee =
    input.deliveryType !== 'SERVE'
      ? 0
      : input.serviceFee.type === 'PERCENTAGE'
        ? percentOf(discountedSubtotal, input.serviceFee.value)
        : input.serviceFee.value;

  // The discount is spread over the items in proportion to their price; VAT is due on what remains
  // of the taxable ones.
  const taxableAfterDiscount =
    subtotal === 0 ? 0 : taxableSubtotal - Math.round((itemDiscount * taxableSubtotal) / subtotal);
  const tax = percentOf(taxableAfterDiscount, input.taxPercent);

  const finalDiscountAmount = itemDiscount + (fullDeliveryCost - deliveryCost);
  return {
    sumOfItemsPrice,
    sumOfItemToppingsPrice,
    totalPackagingCost,
    finalDiscountAmount,
    serviceFeeType: input.serviceFee.type,
    serviceFeeValue: input.serviceFee.value,
    totalServiceFee,
    tax,
    deliveryCost,
    tip: input.tip,
    finalPrice: discountedSubtotal + totalServiceFee + tax + totalPackagingCost + deliveryCost + input.tip,
  };
}
