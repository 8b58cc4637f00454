import type { TOrderStatus } from '../enums';
import type { TErrorCode } from '../errors';

// SPEC §4 "Editing an order" as validate + apply pairs, used by the staff screen and the server alike.

export type EditableLine = {
  id: string;
  menuItemId: string;
  title: string;
  count: number;
  /** The count the order was placed with: the ceiling once the order has moved past SUBMITTED. */
  originalCount: number;
};

export type OrderEdit = {
  /** The order's state when editing began (SPEC §4 "history state"). */
  historyState: TOrderStatus;
  items: EditableLine[];
  /** Lines decreased to zero: shown struck through, restorable. */
  removedItems: EditableLine[];
};

/** An order still awaiting payment may grow freely; after that a line may not exceed what was ordered. */
function ceilingOf(edit: OrderEdit, line: EditableLine): number {
  return edit.historyState === 'SUBMITTED' ? Number.POSITIVE_INFINITY : line.originalCount;
}

/** Why a line cannot take this count, or null when it can. */
export function validateLineCount(edit: OrderEdit, lineId: string, count: number): TErrorCode | null {
  const line = edit.items.find((l) => l.id === lineId);
  if (!line) return 'NOT_FOUND';
  if (!Number.isInteger(count) || count < 0) return 'BAD_REQUEST';
  if (count === 0 && edit.items.length === 1) return 'NOT_ALLOW_REMOVE_ALL_ITEMS';
  if (count > ceilingOf(edit, line)) return 'ORDER_ITEM_INCREASE_LIMIT';
  return null;
}

/** Sets a line's count; zero moves the line to the removed items. Call validateLineCount first. */
export function applyLineCount(edit: OrderEdit, lineId: string, count: number): OrderEdit {
  const problem = validateLineCount(edit, lineId, count);
  if (problem) throw new Error(`applyLineCount refused: ${problem}`);
  const line = edit.items.find((l) => l.id === lineId)!;
  if (count === 0) {
    return {
      ...edit,
      items: edit.items.filter((l) => l.id !== lineId),
      removedItems: [...edit.removedItems, { ...line, count: 0 }],
    };
  }
  return { ...edit, items: edit.items.map((l) => (l.id === lineId ? { ...l, count } : l)) };
}

/** Why a removed line cannot come back, or null when it can. */
export function validateRestore(edit: OrderEdit, lineId: string): TErrorCode | null {
  return edit.removedItems.some((l) => l.id === lineId) ? null : 'NOT_FOUND';
}

/** Brings a removed line back with the count it was ordered with. */
export function applyRestore(edit: OrderEdit, lineId: string): OrderEdit {
  const line = edit.removedItems.find((l) => l.id === lineId);
  if (!line) throw new Error('applyRestore refused: NOT_FOUND');
  return {
    ...edit,
    items: [...edit.items, { ...line, count: line.originalCount }],
    removedItems: edit.removedItems.filter((l) => l.id !== lineId),
  };
}
