import { describe, expect, it } from 'vitest';
import { useCartStore } from './cart-store';

const cart = () => useCartStore.getState();

describe('cart store', () => {
  it('merges an identical item and topping set, and keeps the chosen service when the last line goes', () => {
    cart().startFor('vendor-1', null);
    cart().setDeliveryType('PICKUP');
    cart().addItem({ menuItemId: 'pizza', title: 'پیتزا', toppings: [{ toppingId: 'cheese', count: 1 }] });
    cart().addItem({ menuItemId: 'pizza', title: 'پیتزا', toppings: [{ toppingId: 'cheese', count: 1 }] });
    cart().addItem({ menuItemId: 'pizza', title: 'پیتزا' });
    expect(cart().items.map((l) => [l.menuItemId, l.count, l.toppings.length])).toEqual([
      ['pizza', 2, 1],
      ['pizza', 1, 0],
    ]);

    for (const line of cart().items) cart().removeLine(line.tempId);
    expect(cart()).toMatchObject({ items: [], vendorId: 'vendor-1', deliveryType: 'PICKUP' });
  });

  it("empties another vendor's cart, serves at a scanned table and forgets a table the tab no longer has", () => {
    cart().startFor('vendor-1', null);
    cart().addItem({ menuItemId: 'doogh', title: 'دوغ' });
    cart().startFor('vendor-2', '7');
    expect(cart()).toMatchObject({
      vendorId: 'vendor-2',
      items: [],
      tableNumber: '7',
      deliveryType: 'SERVE',
    });
    cart().addItem({ menuItemId: 'doogh', title: 'دوغ' });
    cart().startFor('vendor-2', null);
    expect(cart()).toMatchObject({
      tableNumber: null,
      items: [expect.objectContaining({ menuItemId: 'doogh' })],
    });
  });

  it('adopts a cart that belongs to no vendor yet, as after a logout cleared it', () => {
    cart().clear();
    cart().addItem({ menuItemId: 'doogh', title: 'دوغ' });
    cart().startFor('vendor-1', null);
    expect(cart()).toMatchObject({
      vendorId: 'vendor-1',
      items: [expect.objectContaining({ menuItemId: 'doogh' })],
    });
  });

  it('drops lines the menu no longer offers or the caller rejects, and returns them as they were', () => {
    cart().startFor('vendor-1', null);
    cart().addItem({ menuItemId: 'doogh', title: 'دوغ' });
    cart().addItem({ menuItemId: 'kebab', title: 'کباب', toppings: [{ toppingId: 'old-bread', count: 1 }] });
    cart().addItem({ menuItemId: 'gone', title: 'کشک' });

    const dropped = cart().dropUnorderable(
      [
        { menuItemId: 'doogh', active: true, available: true },
        { menuItemId: 'kebab', active: true, available: true },
      ],
      (line) => line.menuItemId !== 'kebab',
    );

    expect(dropped.map((l) => [l.title, l.count])).toEqual([
      ['کباب', 1],
      ['کشک', 1],
    ]);
    expect(cart().items.map((l) => l.menuItemId)).toEqual(['doogh']);
    expect(cart().dropUnorderable([{ menuItemId: 'doogh', active: true, available: true }])).toEqual([]);
  });

  it('persists the cart as version 1 and starts empty from a cart it cannot read', async () => {
    cart().startFor('vendor-1', null);
    cart().addItem({ menuItemId: 'doogh', title: 'دوغ' });
    const saved = JSON.parse(localStorage.getItem('sofreh:cart') ?? '{}');
    expect(saved.version).toBe(1);
    expect(saved.state.items).toEqual([expect.objectContaining({ menuItemId: 'doogh', count: 1 })]);

    localStorage.setItem(
      'sofreh:cart',
      JSON.stringify({ state: { items: [{ menuItemId: 'x', toppingIds: [] }] }, version: 1 }),
    );
    useCartStore.setState(useCartStore.getInitialState(), true);
    await useCartStore.persist.rehydrate();
    expect(cart().items).toEqual([]);
  });
});
