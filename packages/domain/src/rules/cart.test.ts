import { describe, expect, it } from 'vitest';
import {
  addItem,
  applyDiscount,
  applyFreeItems,
  type Cart,
  decrementLine,
  dropUnorderableLines,
  emptyCart,
  NO_DISCOUNT,
  removeDiscount,
  setLineCount,
  toppingSetKey,
} from './cart';

function ids() {
  let n = 0;
  return () => `line-${++n}`;
}

const kabab = { menuItemId: 'kabab', title: 'کباب کوبیده' };
const pizza = { menuItemId: 'pizza', title: 'پیتزا مخصوص' };
const cheese = { toppingId: 'cheese', count: 1 };
const mushroom = { toppingId: 'mushroom', count: 1 };

describe('cart rules (SPEC §4, §5)', () => {
  it('merges an identical item with an identical topping set into one line, count + 1', () => {
    const next = ids();
    let cart = addItem(emptyCart('v1'), { ...pizza, toppings: [cheese, mushroom] }, next);
    cart = addItem(cart, { ...pizza, toppings: [mushroom, cheese] }, next);
    expect(cart.items).toHaveLength(1);
    expect(cart.items[0]).toMatchObject({ tempId: 'line-1', count: 2 });
  });

  it('keeps a different topping set on its own line', () => {
    const next = ids();
    let cart = addItem(emptyCart(), { ...pizza, toppings: [cheese] }, next);
    cart = addItem(cart, { ...pizza, toppings: [cheese, mushroom] }, next);
    cart = addItem(cart, { ...pizza, toppings: [{ toppingId: 'cheese', count: 2 }] }, next);
    cart = addItem(cart, pizza, next);
    expect(cart.items.map((l) => l.count)).toEqual([1, 1, 1, 1]);
  });

  it('never merges free items with paid ones', () => {
    const next = ids();
    let cart = addItem(emptyCart(), kabab, next);
    cart = applyFreeItems(cart, [kabab], next);
    cart = addItem(cart, kabab, next);
    expect(cart.items.map((l) => [l.isFreeItem, l.count])).toEqual([
      [false, 2],
      [true, 1],
    ]);
  });

  it('increments an existing free line when a FREEITEM discount is applied again', () => {
    const next = ids();
    let cart = addItem(emptyCart(), pizza, next);
    cart = applyFreeItems(cart, [{ menuItemId: 'dough', title: 'دوغ' }], next);
    cart = applyFreeItems(cart, [{ menuItemId: 'dough', title: 'دوغ' }], next);
    expect(cart.items.filter((l) => l.isFreeItem)).toEqual([
      { tempId: 'line-2', menuItemId: 'dough', title: 'دوغ', count: 2, toppings: [], isFreeItem: true },
    ]);
  });

  it('uses a typed count as a whole number, and 0 removes the line', () => {
    const next = ids();
    let cart = addItem(addItem(emptyCart(), kabab, next), pizza, next);
    cart = setLineCount(cart, 'line-1', 3.7);
    expect(cart.items[0]!.count).toBe(3);
    cart = setLineCount(cart, 'line-1', 0);
    expect(cart.items.map((l) => l.menuItemId)).toEqual(['pizza']);
  });

  it('starts ordering over when the last paid item goes, even with free items left', () => {
    const next = ids();
    let cart: Cart = {
      ...addItem(emptyCart('v1', '5'), kabab, next),
      deliveryType: 'DELIVER',
      addressId: 'a1',
    };
    cart = applyFreeItems(cart, [pizza], next);
    cart = applyDiscount(cart, { code: 'NOWRUZ', type: 'PERCENTAGE', amount: 10 });
    cart = decrementLine(cart, 'line-1');
    expect(cart).toEqual(emptyCart('v1', '5'));
  });

  it('drops lines whose item became unavailable or inactive, and says which', () => {
    const next = ids();
    let cart = addItem(
      addItem(addItem(emptyCart(), kabab, next), pizza, next),
      { menuItemId: 'salad', title: 'سالاد' },
      next,
    );
    const result = dropUnorderableLines(cart, [
      { menuItemId: 'kabab', active: true, available: true },
      { menuItemId: 'pizza', active: true, available: false },
      { menuItemId: 'salad', active: false, available: true },
    ]);
    cart = result.cart;
    expect(cart.items.map((l) => l.menuItemId)).toEqual(['kabab']);
    expect(result.dropped.map((l) => l.title)).toEqual(['پیتزا مخصوص', 'سالاد']);
    expect(dropUnorderableLines(cart, [{ menuItemId: 'kabab', active: true, available: true }]).cart).toBe(
      cart,
    );
  });

  it('drops an item that left the menu altogether', () => {
    const cart = addItem(emptyCart(), kabab, ids());
    expect(dropUnorderableLines(cart, []).cart.items).toEqual([]);
  });

  it('removing the discount removes its free items and resets to money type with amount 0', () => {
    const next = ids();
    let cart = addItem(emptyCart(), kabab, next);
    cart = applyDiscount(applyFreeItems(cart, [pizza], next), {
      code: 'FREEPIZZA',
      type: 'MONEY',
      amount: 0,
    });
    cart = removeDiscount(cart);
    expect(cart.items.map((l) => l.menuItemId)).toEqual(['kabab']);
    expect(cart.discount).toEqual(NO_DISCOUNT);
  });

  it('reads a topping set without regard to order or split counts', () => {
    expect(toppingSetKey([cheese, mushroom])).toBe(toppingSetKey([mushroom, cheese]));
    expect(toppingSetKey([cheese, cheese])).toBe(toppingSetKey([{ toppingId: 'cheese', count: 2 }]));
    expect(toppingSetKey([{ toppingId: 'cheese', count: 0 }])).toBe(toppingSetKey([]));
  });
});
