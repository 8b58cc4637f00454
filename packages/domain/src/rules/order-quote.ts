import type { TSellChannel } from '../contracts/catalog';
import type { TQuotedLine, TQuoteProblem } from '../contracts/orders';
import type { TCurrency, TDeliveryType, TOrderStatus, TPaymentMethod } from '../enums';
import type { TErrorCode } from '../errors';
import { formatMoney } from '../format';
import { ERROR_MESSAGES } from '../messages';
import { isItemSoldInShifts } from './food-shifts';
import { isVendorOpen, type OpeningHours } from './opening-hours';
import { type DiscountInput, type PriceBreakdown, type PricedLine, priceOrder } from './pricing';
import { type ChosenTopping, validateToppingSelection } from './topping-selection';

// What a customer's order would be, from data the server loaded: which lines can be ordered now, what
// they cost, and everything that stops the order. The quote endpoint shows all of it; submission
// refuses when anything is wrong. Pure: the same facts give the same answer in both.

/** The vendor's settings an order depends on. */
export type OrderingTerms = {
  currency: TCurrency;
  minimumBasket: number;
  deliveryTypes: readonly TDeliveryType[];
  taxPercent: number;
  serviceFee: { type: 'PERCENTAGE' | 'FIX'; value: number };
  preparationMinutes: number;
  openingHours: readonly OpeningHours[];
};

export type CatalogTopping = { id: string; title: string; price: number; available: boolean };

/** A topping category offered with an item (available, with something available in it). */
export type CatalogToppingCategory = {
  categoryId: string;
  title: string;
  min: number;
  max: number;
  /** All its toppings, unavailable ones too, so a choice of one can be told "not available now". */
  toppings: readonly CatalogTopping[];
};

/** A menu item as the order needs it, with its category's flags. */
export type CatalogItem = {
  id: string;
  title: string;
  price: number;
  packagingCost: number;
  servePackagingCost: number;
  withTax: boolean;
  active: boolean;
  available: boolean;
  categoryActive: boolean;
  categorySellChannels: readonly TSellChannel[];
  foodShiftIds: readonly string[];
  toppingCategories: readonly CatalogToppingCategory[];
};

/** A FREEITEM discount's gift, priced as the discount module describes it. */
export type FreeItem = {
  menuItemId: string;
  title: string;
  price: number;
  packagingCost: number;
  servePackagingCost: number;
  withTax: boolean;
  count: number;
};

export type AppliedDiscount = {
  id: string;
  code: string;
  discount: DiscountInput;
  freeItems: readonly FreeItem[];
};

export type OrderFacts = {
  deliveryType: TDeliveryType;
  /** The menu channel the items must be sold in (WEBSITE or QR for customers). */
  channel: TSellChannel;
  items: ReadonlyArray<{ menuItemId: string; count: number; toppings: readonly ChosenTopping[] }>;
  addressId?: string | null;
  tableNumber?: string | null;
  tip: number;
};

export type QuoteInput = {
  order: OrderFacts;
  terms: OrderingTerms;
  /** The vendor's items named by the order; an id missing here is not on this vendor's menu. */
  items: ReadonlyMap<string, CatalogItem>;
  runningShiftIds: ReadonlySet<string>;
  now: Date;
  /** The courier price of the address; 0 when not delivered or not known. */
  deliveryCost: number;
  discount: AppliedDiscount | null;
};

/** A problem with the order, with the error code its submission is refused with. */
export type OrderProblem = TQuoteProblem & { code: TErrorCode };

export type OrderQuoteResult = {
  lines: TQuotedLine[];
  /** The lines that are ordered, ready to store: orderable request lines, then free items. */
  pricedLines: OrderLine[];
  totals: PriceBreakdown;
  isOpen: boolean;
  problems: OrderProblem[];
};

export type OrderLineTopping = { toppingId: string; title: string; price: number; count: number };
/** A line as ordered: what it is, its prices when ordered, its toppings. */
export type OrderLine = Omit<PricedLine, 'toppings'> & {
  menuItemId: string;
  title: string;
  toppings: OrderLineTopping[];
};

export type LineRefusal = 'NOT_FOUND' | 'INACTIVE' | 'UNAVAILABLE' | 'NOT_IN_CHANNEL' | 'OUT_OF_SHIFT';

export const LINE_REFUSAL_MESSAGES: Record<LineRefusal, string> = {
  NOT_FOUND: 'این غذا در منوی رستوران نیست.',
  INACTIVE: 'این غذا از منو برداشته شده است.',
  UNAVAILABLE: 'این غذا در حال حاضر موجود نیست.',
  NOT_IN_CHANNEL: 'این غذا در این نوع سفارش عرضه نمی‌شود.',
  OUT_OF_SHIFT: 'این غذا در این ساعت سرو نمی‌شود.',
};

/** The customer menu's visibility rules (decision 0005), item by item, saying which one failed. */
export function lineRefusal(
  item: CatalogItem | undefined,
  channel: TSellChannel,
  runningShiftIds: ReadonlySet<string>,
): LineRefusal | null {
  if (!item) return 'NOT_FOUND';
  if (!item.active || !item.categoryActive) return 'INACTIVE';
  if (!item.available) return 'UNAVAILABLE';
  if (!item.categorySellChannels.includes(channel)) return 'NOT_IN_CHANNEL';
  if (!isItemSoldInShifts(item, runningShiftIds)) return 'OUT_OF_SHIFT';
  return null;
}

const isDelivered = (type: TDeliveryType) => type === 'DELIVER' || type === 'ZFEXPRESS';

const problem = (code: TErrorCode, field: string | null, message?: string): OrderProblem => ({
  code,
  field,
  message: message ?? ERROR_MESSAGES.fa[code],
});

/**
 * Prices an order as the server would take it now. Problems come in the order a person fixes them:
 * the restaurant and the kind of service first, then the lines, then the minimum basket.
 */
export function quoteOrder(input: QuoteInput): OrderQuoteResult {
  const { order, terms } = input;
  const problems: OrderProblem[] = [];
  const isOpen = isVendorOpen(terms.openingHours, input.now);
  if (!isOpen) problems.push(problem('VENDOR_CLOSED', null));
  if (!terms.deliveryTypes.includes(order.deliveryType)) {
    problems.push(problem('SERVICE_TYPE_UNAVAILABLE', 'deliveryType'));
  }
  if (order.deliveryType === 'SERVE' && !order.tableNumber) {
    problems.push(problem('TABLE_NUMBER_REQUIRED', 'tableNumber'));
  }
  if (isDelivered(order.deliveryType) && !order.addressId) {
    problems.push(problem('ADDRESS_REQUIRED', 'addressId'));
  }
  if (order.items.length === 0) problems.push(problem('ORDER_EMPTY', 'items'));

  const lines: TQuotedLine[] = [];
  const pricedLines: OrderQuoteResult['pricedLines'] = [];
  order.items.forEach((request, index) => {
    const item = input.items.get(request.menuItemId);
    const refusal = lineRefusal(item, order.channel, input.runningShiftIds);
    if (!item || refusal) {
      const message = LINE_REFUSAL_MESSAGES[refusal ?? 'NOT_FOUND'];
      problems.push(problem('ORDER_ITEM_UNAVAILABLE', `items.${index}.menuItemId`, message));
      lines.push(refusedLine(index, request, item, message));
      return;
    }
    const toppingProblems = validateToppingSelection(item.toppingCategories, request.toppings);
    for (const p of toppingProblems) {
      problems.push(problem('TOPPING_SELECTION_INVALID', `items.${index}.${p.field}`, p.message));
    }
    const toppingsById = new Map(item.toppingCategories.flatMap((c) => c.toppings.map((t) => [t.id, t])));
    const toppings = request.toppings.flatMap((choice) => {
      const topping = toppingsById.get(choice.toppingId);
      return topping
        ? [{ toppingId: topping.id, title: topping.title, price: topping.price, count: choice.count }]
        : [];
    });
    const priced = {
      menuItemId: item.id,
      title: item.title,
      unitPrice: item.price,
      count: request.count,
      packagingCost: item.packagingCost,
      servePackagingCost: item.servePackagingCost,
      withTax: item.withTax,
      isFreeItem: false,
      toppings,
    };
    const orderable = toppingProblems.length === 0;
    if (orderable) pricedLines.push(priced);
    lines.push({
      index,
      ...priced,
      lineTotal: lineTotal(priced),
      orderable,
      problem: orderable ? null : (toppingProblems[0]?.message ?? null),
    });
  });

  const itemsSubtotal = pricedLines.reduce((sum, line) => sum + lineTotal(line), 0);
  if (pricedLines.length > 0 && itemsSubtotal < terms.minimumBasket) {
    problems.push(
      problem(
        'MINIMUM_BASKET_NOT_REACHED',
        'items',
        `حداقل مبلغ سفارش در این رستوران ${formatMoney(terms.minimumBasket, terms.currency)} است.`,
      ),
    );
  }

  // A discount's gifts come with an order that has something else in it.
  if (pricedLines.length > 0) {
    for (const free of input.discount?.freeItems ?? []) {
      const priced = {
        menuItemId: free.menuItemId,
        title: free.title,
        unitPrice: free.price,
        count: free.count,
        packagingCost: free.packagingCost,
        servePackagingCost: free.servePackagingCost,
        withTax: free.withTax,
        isFreeItem: true,
        toppings: [],
      };
      pricedLines.push(priced);
      lines.push({ index: null, ...priced, lineTotal: 0, orderable: true, problem: null });
    }
  }

  const totals = priceOrder({
    lines: pricedLines,
    deliveryType: order.deliveryType,
    taxPercent: terms.taxPercent,
    serviceFee: terms.serviceFee,
    deliveryCost: isDelivered(order.deliveryType) ? input.deliveryCost : 0,
    discount: input.discount?.discount ?? null,
    tip: order.tip,
  });
  return { lines, pricedLines, totals, isOpen, problems };
}

function lineTotal(line: Pick<PricedLine, 'unitPrice' | 'count' | 'isFreeItem' | 'toppings'>): number {
  if (line.isFreeItem) return 0;
  const toppings = line.toppings.reduce((sum, t) => sum + t.price * t.count, 0);
  return (line.unitPrice + toppings) * line.count;
}

function refusedLine(
  index: number,
  request: OrderFacts['items'][number],
  item: CatalogItem | undefined,
  message: string,
): TQuotedLine {
  return {
    index,
    menuItemId: request.menuItemId,
    title: item?.title ?? null,
    count: request.count,
    unitPrice: item?.price ?? 0,
    packagingCost: item?.packagingCost ?? 0,
    servePackagingCost: item?.servePackagingCost ?? 0,
    withTax: item?.withTax ?? false,
    isFreeItem: false,
    toppings: [],
    lineTotal: 0,
    orderable: false,
    problem: message,
  };
}

/**
 * The state a new order starts in (decision 0014). An online order waits for its payment
 * (SUBMITTED, SPEC §4 "awaiting payment") and reaches the restaurant as PAID; an order paid in cash
 * or by card on receipt goes straight to the review queue (NEEDFORCALL), where staff confirm it.
 */
export function initialOrderState(paymentMethod: TPaymentMethod): {
  status: TOrderStatus;
  paymentState: 'PENDING';
} {
  return { status: paymentMethod === 'ONLINE' ? 'SUBMITTED' : 'NEEDFORCALL', paymentState: 'PENDING' };
}
