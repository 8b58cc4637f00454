import { describe, expect, it } from 'vitest';
import {
  applyEditRequest,
  editOf,
  isOrderEditable,
  type KeptOrder,
  priceEditedOrder,
} from './order-edit-apply';
import { priceOrder } from './pricing';

const line = (id: string, unitPrice: number, count: number, extra: object = {}) => ({
  id,
  menuItemId: `m-${id}`,
  title: id,
  unitPrice,
  packagingCost: 0,
  servePackagingCost: 0,
  withTax: false,
  isFreeItem: false,
  count,
  originalCount: count,
  toppings: [],
  ...extra,
});

const order: KeptOrder = {
  status: 'CONFIRMED',
  deliveryType: 'DELIVER',
  taxPercent: 10,
  totals: {
    serviceFeeType: 'PERCENTAGE',
    serviceFeeValue: 5,
    deliveryCost: 30_000,
    finalDiscountAmount: 0,
    tip: 0,
  },
  discount: null,
  items: [
    line('kabab', 300_000, 2, {
      withTax: true,
      packagingCost: 10_000,
      toppings: [{ price: 20_000, count: 1 }],
    }),
    line('dough', 40_000, 1),
  ],
  removedItems: [line('salad', 50_000, 0, { originalCount: 1 })],
};

describe('applying an edit request (SPEC §4)', () => {
  it('lowers, removes and restores in one request', () => {
    const outcome = applyEditRequest(editOf(order), [
      { id: 'kabab', count: 1 },
      { id: 'dough', count: 0 },
      { id: 'salad', count: 1 },
    ]);
    expect(outcome.ok).toBe(true);
    if (!outcome.ok) return;
    expect(outcome.edit.items.map((l) => [l.id, l.count])).toEqual([
      ['kabab', 1],
      ['salad', 1],
    ]);
    expect(outcome.edit.removedItems.map((l) => l.id)).toEqual(['dough']);
  });

  it('refuses an increase past the ordered count once confirmed, naming the line', () => {
    expect(
      applyEditRequest(editOf(order), [
        { id: 'dough', count: 0 },
        { id: 'kabab', count: 3 },
      ]),
    ).toEqual({
      ok: false,
      code: 'ORDER_ITEM_INCREASE_LIMIT',
      lineId: 'kabab',
      index: 1,
    });
    // A restored line comes back at its ordered count and no further.
    expect(applyEditRequest(editOf(order), [{ id: 'salad', count: 2 }])).toMatchObject({
      ok: false,
      code: 'ORDER_ITEM_INCREASE_LIMIT',
    });
  });

  it('lets an order awaiting payment grow', () => {
    const outcome = applyEditRequest(editOf({ ...order, status: 'SUBMITTED' }), [{ id: 'kabab', count: 5 }]);
    expect(outcome.ok && outcome.edit.items[0]!.count).toBe(5);
  });

  it('refuses removing every line, even when a removal comes before a restore in the request', () => {
    expect(
      applyEditRequest(editOf(order), [
        { id: 'kabab', count: 0 },
        { id: 'dough', count: 0 },
      ]),
    ).toMatchObject({ ok: false, code: 'NOT_ALLOW_REMOVE_ALL_ITEMS' });
    expect(
      applyEditRequest(editOf(order), [
        { id: 'kabab', count: 0 },
        { id: 'dough', count: 0 },
        { id: 'salad', count: 1 },
      ]).ok,
    ).toBe(true);
  });

  it('refuses lines that are not on the order, and a line named twice', () => {
    expect(applyEditRequest(editOf(order), [{ id: 'nope', count: 1 }])).toMatchObject({
      code: 'NOT_FOUND',
      index: 0,
    });
    expect(
      applyEditRequest(editOf(order), [
        { id: 'kabab', count: 1 },
        { id: 'kabab', count: 2 },
      ]),
    ).toMatchObject({ code: 'BAD_REQUEST', index: 1 });
  });

  it('says which states may be edited', () => {
    expect(isOrderEditable('CONFIRMED')).toBe(true);
    expect(isOrderEditable('READYTOSHIPMENT')).toBe(true);
    expect(['DELIVERED', 'FINISHED', 'REJECTED'].map((s) => isOrderEditable(s as 'DELIVERED'))).toEqual([
      false,
      false,
      false,
    ]);
  });
});

describe('pricing an edited order', () => {
  it('prices the new counts with the order’s kept terms', () => {
    const outcome = applyEditRequest(editOf(order), [{ id: 'kabab', count: 1 }]);
    if (!outcome.ok) throw new Error('refused');
    const totals = priceEditedOrder(order, outcome.edit);
    // 1 × (300,000 + 20,000 sauce) + 40,000 dough = 360,000; tax 10% of 320,000; packaging 10,000; delivery 30,000.
    expect(totals.sumOfItemsPrice).toBe(340_000);
    expect(totals.sumOfItemToppingsPrice).toBe(20_000);
    expect(totals.tax).toBe(32_000);
    expect(totals.totalPackagingCost).toBe(10_000);
    expect(totals.finalPrice).toBe(360_000 + 32_000 + 10_000 + 30_000);
  });

  it('keeps a free-shipping discount waiving the delivery cost it waived', () => {
    const free: KeptOrder = {
      ...order,
      discount: { type: 'FREESHIPPING', value: null, cap: null },
      totals: { ...order.totals, deliveryCost: 0, finalDiscountAmount: 30_000 },
    };
    const totals = priceEditedOrder(free, editOf(free));
    expect(totals.deliveryCost).toBe(0);
    expect(totals.finalDiscountAmount).toBe(30_000);
  });

  it('re-applies a percentage discount with its cap to the smaller order', () => {
    const discounted: KeptOrder = { ...order, discount: { type: 'PERCENTAGE', value: 20, cap: 50_000 } };
    const outcome = applyEditRequest(editOf(discounted), [{ id: 'kabab', count: 1 }]);
    if (!outcome.ok) throw new Error('refused');
    const expected = priceOrder({
      lines: [
        {
          unitPrice: 300_000,
          count: 1,
          packagingCost: 10_000,
          servePackagingCost: 0,
          withTax: true,
          isFreeItem: false,
          toppings: [{ price: 20_000, count: 1 }],
        },
        {
          unitPrice: 40_000,
          count: 1,
          packagingCost: 0,
          servePackagingCost: 0,
          withTax: false,
          isFreeItem: false,
          toppings: [],
        },
      ],
      deliveryType: 'DELIVER',
      taxPercent: 10,
      serviceFee: { type: 'PERCENTAGE', value: 5 },
      deliveryCost: 30_000,
      discount: { type: 'PERCENTAGE', value: 20, cap: 50_000 },
      tip: 0,
    });
    expect(priceEditedOrder(discounted, outcome.edit)).toEqual(expected);
    expect(expected.finalDiscountAmount).toBe(50_000);
  });
});
