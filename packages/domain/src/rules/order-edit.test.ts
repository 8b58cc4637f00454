import { describe, expect, it } from 'vitest';
import {
  applyLineCount,
  applyRestore,
  type OrderEdit,
  validateLineCount,
  validateRestore,
} from './order-edit';

const kabab = { id: 'l1', menuItemId: 'kabab', title: 'کباب کوبیده', count: 2, originalCount: 2 };
const dough = { id: 'l2', menuItemId: 'dough', title: 'دوغ', count: 1, originalCount: 1 };
const confirmed: OrderEdit = { historyState: 'CONFIRMED', items: [kabab, dough], removedItems: [] };
const submitted: OrderEdit = { ...confirmed, historyState: 'SUBMITTED' };

describe('editing an order (SPEC §4)', () => {
  it('lets an order awaiting payment grow without limit', () => {
    expect(validateLineCount(submitted, 'l1', 9)).toBeNull();
    expect(applyLineCount(submitted, 'l1', 9).items[0]!.count).toBe(9);
  });

  it('caps an increase at the original count once the order moved on', () => {
    expect(validateLineCount(confirmed, 'l1', 3)).toBe('ORDER_ITEM_INCREASE_LIMIT');
    expect(validateLineCount(confirmed, 'l1', 2)).toBeNull();
    const lowered = applyLineCount(confirmed, 'l1', 1);
    // Back up again to the original count is fine; past it is not.
    expect(validateLineCount(lowered, 'l1', 2)).toBeNull();
    expect(validateLineCount(lowered, 'l1', 3)).toBe('ORDER_ITEM_INCREASE_LIMIT');
  });

  it('moves a line decreased to zero to the removed items, restorable with its ordered count', () => {
    const edited = applyLineCount(applyLineCount(confirmed, 'l1', 1), 'l1', 0);
    expect(edited.items.map((l) => l.id)).toEqual(['l2']);
    expect(edited.removedItems).toEqual([{ ...kabab, count: 0 }]);
    expect(validateRestore(edited, 'l1')).toBeNull();
    const restored = applyRestore(edited, 'l1');
    expect(restored.items.find((l) => l.id === 'l1')!.count).toBe(2);
    expect(restored.removedItems).toEqual([]);
  });

  it('refuses to remove the last remaining item', () => {
    const one = applyLineCount(confirmed, 'l2', 0);
    expect(validateLineCount(one, 'l1', 0)).toBe('NOT_ALLOW_REMOVE_ALL_ITEMS');
    expect(() => applyLineCount(one, 'l1', 0)).toThrow('NOT_ALLOW_REMOVE_ALL_ITEMS');
  });

  it('refuses unknown lines and counts that are not whole numbers', () => {
    expect(validateLineCount(confirmed, 'nope', 1)).toBe('NOT_FOUND');
    expect(validateLineCount(confirmed, 'l1', 1.5)).toBe('BAD_REQUEST');
    expect(validateLineCount(confirmed, 'l1', -1)).toBe('BAD_REQUEST');
    expect(validateRestore(confirmed, 'l1')).toBe('NOT_FOUND');
  });
});
