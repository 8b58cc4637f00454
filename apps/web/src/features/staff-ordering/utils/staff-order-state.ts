import {
  DEFAULT_PREPARATION_MINUTES,
  type DiscountInput,
  manualDiscount,
  type PriceBreakdown,
  priceOrder,
  type TDeliveryType,
  type TOrderDiscount,
  type TStaffOrderRequest,
  type TStaffPaymentMethod,
} from '@sofreh/domain';

// The offline ordering state of SPEC §3 as the screen keeps it, the request it becomes, and the live
// totals computed with the same pricing rule the server uses (decision 0006).

export type StaffLineTopping = { toppingId: string; title: string; price: number; count: number };
export type StaffLine = {
  /** Menu item + topping set: an identical pick merges into this line (SPEC §4). */
  key: string;
  menuItemId: string;
  title: string;
  unitPrice: number;
  packagingCost: number;
  servePackagingCost: number;
  withTax: boolean;
  count: number;
  toppings: StaffLineTopping[];
};

export type StaffCustomer = {
  id: string;
  firstName: string | null;
  lastName: string | null;
  phoneNumber: string;
};

export type StaffOrderState = {
  customer: StaffCustomer | null;
  deliveryType: TDeliveryType;
  selectedAddressId: string | null;
  lines: StaffLine[];
  paymentType: TStaffPaymentMethod;
  description: string;
  tableNumber: string;
  numberOfCustomer: number | '';
  preparationTime: number | '';
  discountType: 'PERCENTAGE' | 'MONEY';
  discountAmount: number | '';
  couponCode: string;
  tip: number | '';
};

/** SPEC §4 defaults: serve at a table, pay by card, ready in 20 minutes. */
export const initialStaffOrder = (): StaffOrderState => ({
  customer: null,
  deliveryType: 'SERVE',
  selectedAddressId: null,
  lines: [],
  paymentType: 'CARD',
  description: '',
  tableNumber: '',
  numberOfCustomer: '',
  preparationTime: DEFAULT_PREPARATION_MINUTES,
  discountType: 'PERCENTAGE',
  discountAmount: '',
  couponCode: '',
  tip: '',
});

export const lineKey = (menuItemId: string, toppings: readonly StaffLineTopping[]) =>
  `${menuItemId}|${[...toppings]
    .filter((t) => t.count > 0)
    .sort((a, b) => a.toppingId.localeCompare(b.toppingId))
    .map((t) => `${t.toppingId}x${t.count}`)
    .join(',')}`;

/** Adds one of a pick; the same item with the same toppings counts up instead (SPEC §4). */
export function addLine(lines: readonly StaffLine[], line: Omit<StaffLine, 'key' | 'count'>): StaffLine[] {
  const key = lineKey(line.menuItemId, line.toppings);
  const found = lines.find((l) => l.key === key);
  if (found) return lines.map((l) => (l.key === key ? { ...l, count: Math.min(l.count + 1, 99) } : l));
  return [...lines, { ...line, key, count: 1 }];
}

/** A count of 0 drops the line. */
export function setLineCount(lines: readonly StaffLine[], key: string, count: number): StaffLine[] {
  if (count <= 0) return lines.filter((l) => l.key !== key);
  return lines.map((l) => (l.key === key ? { ...l, count: Math.min(count, 99) } : l));
}

const num = (value: number | '') => (value === '' ? 0 : value);

/** The request the server takes: choices only, never a price. */
export function toStaffOrderRequest(state: StaffOrderState): TStaffOrderRequest {
  const serve = state.deliveryType === 'SERVE';
  const delivered = state.deliveryType === 'DELIVER';
  return {
    customerId: state.customer?.id ?? null,
    deliveryType: state.deliveryType,
    items: state.lines.map((l) => ({
      menuItemId: l.menuItemId,
      count: l.count,
      toppings: l.toppings.map((t) => ({ toppingId: t.toppingId, count: t.count })),
    })),
    addressId: delivered ? state.selectedAddressId : null,
    tableNumber: serve ? state.tableNumber.trim() || null : null,
    numberOfPerson: serve && state.numberOfCustomer !== '' ? state.numberOfCustomer : null,
    paymentMethod: state.paymentType,
    description: state.description.trim() || null,
    preparationMinutes: state.preparationTime === '' ? DEFAULT_PREPARATION_MINUTES : state.preparationTime,
    discountType: state.discountType,
    discountAmount: state.couponCode.trim() ? 0 : num(state.discountAmount),
    couponCode: state.couponCode.trim() || null,
    tip: num(state.tip),
  };
}

export type PricingTerms = {
  taxPercent: number;
  serviceFeeType: 'PERCENTAGE' | 'FIX';
  serviceFeeValue: number;
};

/** A coupon's discount as the server told it, for pricing on screen. */
function couponInput(discount: TOrderDiscount | null | undefined): DiscountInput | null {
  if (!discount?.code) return null;
  if (discount.type === 'PERCENTAGE')
    return { type: 'PERCENTAGE', value: discount.value ?? 0, cap: discount.cap };
  if (discount.type === 'MONEY') return { type: 'MONEY', value: discount.value ?? 0 };
  if (discount.type === 'FREESHIPPING') return { type: 'FREESHIPPING' };
  return null;
}

/**
 * The totals on screen, from the menu's prices and the vendor's terms, by the server's own rule. The
 * delivery cost is the chosen address's zone price; a coupon's terms come from the server's quote.
 */
export function localTotals(
  state: StaffOrderState,
  terms: PricingTerms,
  deliveryCost: number,
  couponDiscount?: TOrderDiscount | null,
): PriceBreakdown {
  const coupon = state.couponCode.trim();
  return priceOrder({
    lines: state.lines.map((l) => ({
      unitPrice: l.unitPrice,
      count: l.count,
      packagingCost: l.packagingCost,
      servePackagingCost: l.servePackagingCost,
      withTax: l.withTax,
      isFreeItem: false,
      toppings: l.toppings.map((t) => ({ price: t.price, count: t.count })),
    })),
    deliveryType: state.deliveryType,
    taxPercent: terms.taxPercent,
    serviceFee: { type: terms.serviceFeeType, value: terms.serviceFeeValue },
    deliveryCost: state.deliveryType === 'DELIVER' ? deliveryCost : 0,
    discount: coupon
      ? couponInput(couponDiscount)
      : manualDiscount(state.discountType, num(state.discountAmount)),
    tip: num(state.tip),
  });
}
