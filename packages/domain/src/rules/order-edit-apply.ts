import type { TDeliveryType, TOrderStatus } from '../enums';
import type { TErrorCode } from '../errors';
import {
  applyLineCount,
  applyRestore,
  type EditableLine,
  type OrderEdit,
  validateLineCount,
  validateRestore,
} from './order-edit';
import { type DiscountInput, type PriceBreakdown, priceOrder } from './pricing';

// An edit as the screen sends it and the server checks it: the new count of each line it touches
// (0 = removed; a count above 0 for a removed line = restored). Applied through the SPEC §4 rules of
// order-edit.ts, then priced with the same priceOrder every channel uses, from what the order kept
// when it was placed (prices, packaging, tax rate, service fee, delivery cost, discount, tip).

/** States from which nothing about an order changes any more (docs/order-states.md). */
export const FINAL_ORDER_STATES: readonly TOrderStatus[] = ['DELIVERED', 'FINISHED', 'REJECTED'];

export const isOrderEditable = (status: TOrderStatus) => !FINAL_ORDER_STATES.includes(status);

/** A line of an order as the order keeps it (TOrderItem has this shape). */
export type KeptLine = {
  id: string;
  menuItemId: string;
  title: string;
  unitPrice: number;
  packagingCost: number;
  servePackagingCost: number;
  withTax: boolean;
  isFreeItem: boolean;
  count: number;
  originalCount: number;
  toppings: readonly { price: number; count: number }[];
};

/** What of an order its price depends on (TOrder has this shape). */
export type KeptOrder = {
  status: TOrderStatus;
  deliveryType: TDeliveryType;
  taxPercent: number;
  totals: {
    serviceFeeType: 'PERCENTAGE' | 'FIX';
    serviceFeeValue: number;
    deliveryCost: number;
    finalDiscountAmount: number;
    tip: number;
  };
  discount: { type: string; value: number | null; cap: number | null } | null;
  items: readonly KeptLine[];
  removedItems: readonly KeptLine[];
};

export type LineCountChange = { id: string; count: number };

export type EditOutcome =
  | { ok: true; edit: OrderEdit }
  | { ok: false; code: TErrorCode; lineId: string | null; index: number | null };

const editable = (line: KeptLine): EditableLine => ({
  id: line.id,
  menuItemId: line.menuItemId,
  title: line.title,
  count: line.count,
  originalCount: line.originalCount,
});

/** The order as an edit starts from it: its state now is the edit's "history state". */
export function editOf(order: KeptOrder): OrderEdit {
  return {
    historyState: order.status,
    items: order.items.map(editable),
    removedItems: order.removedItems.map(editable),
  };
}

/**
 * Applies the requested counts: restores first, then the lines that keep a count, then the removals —
 * so an edit that removes one line while bringing another back is judged on where it ends, and
 * removing every line is refused (NOT_ALLOW_REMOVE_ALL_ITEMS) whatever order the lines came in.
 * A line named twice, or not on the order, is refused.
 */
export function applyEditRequest(start: OrderEdit, changes: readonly LineCountChange[]): EditOutcome {
  const seen = new Set<string>();
  for (const [index, change] of changes.entries()) {
    if (seen.has(change.id)) return { ok: false, code: 'BAD_REQUEST', lineId: change.id, index };
    seen.add(change.id);
  }
  const indexed = changes.map((change, index) => ({ change, index }));
  const isRemoved = (edit: OrderEdit, id: string) => edit.removedItems.some((l) => l.id === id);
  let edit = start;
  for (const { change, index } of indexed) {
    if (change.count > 0 && isRemoved(edit, change.id)) {
      const problem = validateRestore(edit, change.id);
      if (problem) return { ok: false, code: problem, lineId: change.id, index };
      edit = applyRestore(edit, change.id);
    }
  }
  const keeps = indexed.filter(({ change }) => change.count > 0);
  const removals = indexed.filter(({ change }) => change.count === 0 && !isRemoved(start, change.id));
  const unknown = indexed.find(
    ({ change }) => !start.items.some((l) => l.id === change.id) && !isRemoved(start, change.id),
  );
  if (unknown) return { ok: false, code: 'NOT_FOUND', lineId: unknown.change.id, index: unknown.index };
  for (const { change, index } of [...keeps, ...removals]) {
    const current = edit.items.find((l) => l.id === change.id);
    if (current && current.count === change.count) continue;
    const problem = validateLineCount(edit, change.id, change.count);
    if (problem) return { ok: false, code: problem, lineId: change.id, index };
    edit = applyLineCount(edit, change.id, change.count);
  }
  return { ok: true, edit };
}

/** The discount the order was placed with, as pricing takes it (the code is not checked again). */
function discountOf(order: KeptOrder): DiscountInput | null {
  const d = order.discount;
  if (!d) return null;
  if (d.type === 'PERCENTAGE') return { type: 'PERCENTAGE', value: d.value ?? 0, cap: d.cap };
  if (d.type === 'MONEY') return { type: 'MONEY', value: d.value ?? 0 };
  if (d.type === 'FREESHIPPING') return { type: 'FREESHIPPING' };
  if (d.type === 'FREEITEM') return { type: 'FREEITEM' };
  return null;
}

/**
 * The order's money after an edit: priceOrder over the kept prices with the edit's counts. The
 * delivery cost is the one quoted when ordering — with free shipping the order shows 0 and keeps
 * the waived cost in its discount, so that is where it is read back from.
 */
export function priceEditedOrder(order: KeptOrder, edit: OrderEdit): PriceBreakdown {
  const counts = new Map(edit.items.map((l) => [l.id, l.count]));
  const lines = [...order.items, ...order.removedItems]
    .filter((line) => (counts.get(line.id) ?? 0) > 0)
    .map((line) => ({
      unitPrice: line.unitPrice,
      count: counts.get(line.id)!,
      packagingCost: line.packagingCost,
      servePackagingCost: line.servePackagingCost,
      withTax: line.withTax,
      isFreeItem: line.isFreeItem,
      toppings: line.toppings,
    }));
  const discount = discountOf(order);
  const deliveryCost =
    discount?.type === 'FREESHIPPING' ? order.totals.finalDiscountAmount : order.totals.deliveryCost;
  return priceOrder({
    lines,
    deliveryType: order.deliveryType,
    taxPercent: order.taxPercent,
    serviceFee: { type: order.totals.serviceFeeType, value: order.totals.serviceFeeValue },
    deliveryCost,
    discount,
    tip: order.totals.tip,
  });
}
