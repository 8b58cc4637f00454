import { describe, expect, it } from 'vitest';
import {
  type CatalogItem,
  initialOrderState,
  lineRefusal,
  type OrderingTerms,
  type QuoteInput,
  quoteOrder,
} from './order-quote';

// 2026-11-22 is a Sunday; 13:00 in Tehran.
const SUNDAY_LUNCH = new Date('2026-11-22T13:00:00+03:30');

const terms: OrderingTerms = {
  currency: 'TOMAN',
  minimumBasket: 0,
  deliveryTypes: ['SERVE', 'PICKUP', 'DELIVER'],
  taxPercent: 10,
  serviceFee: { type: 'PERCENTAGE', value: 5 },
  preparationMinutes: 20,
  openingHours: [{ dayOfWeek: 'SUN', startTime: '11:00', endTime: '00:00' }],
};

const kebab: CatalogItem = {
  id: 'kebab',
  title: 'کوبیده',
  price: 300_000,
  packagingCost: 10_000,
  servePackagingCost: 0,
  withTax: true,
  active: true,
  available: true,
  categoryActive: true,
  categorySellChannels: ['WEBSITE', 'QR'],
  foodShiftIds: [],
  toppingCategories: [
    {
      categoryId: 'sauces',
      title: 'سس',
      min: 1,
      max: 2,
      toppings: [
        { id: 'garlic', title: 'سس سیر', price: 20_000, available: true },
        { id: 'chili', title: 'سس تند', price: 15_000, available: false },
      ],
    },
  ],
};
const dough: CatalogItem = {
  ...kebab,
  id: 'dough',
  title: 'دوغ',
  price: 50_000,
  packagingCost: 0,
  withTax: false,
  toppingCategories: [],
};

function input(
  overrides: Omit<Partial<QuoteInput>, 'order'> & { order?: Partial<QuoteInput['order']> } = {},
): QuoteInput {
  const { order, ...rest } = overrides;
  return {
    terms,
    items: new Map([
      [kebab.id, kebab],
      [dough.id, dough],
    ]),
    runningShiftIds: new Set(),
    now: SUNDAY_LUNCH,
    deliveryCost: 0,
    discount: null,
    ...rest,
    order: {
      deliveryType: 'PICKUP',
      channel: 'WEBSITE',
      items: [
        { menuItemId: 'kebab', count: 2, toppings: [{ toppingId: 'garlic', count: 1 }] },
        { menuItemId: 'dough', count: 1, toppings: [] },
      ],
      tip: 0,
      ...order,
    },
  };
}

describe('quoteOrder', () => {
  it('prices the lines with the loaded prices and the vendor terms', () => {
    const quote = quoteOrder(input({ order: { tip: 5_000 } }));
    expect(quote.problems).toEqual([]);
    expect(quote.isOpen).toBe(true);
    expect(quote.lines.map((l) => [l.index, l.title, l.lineTotal, l.orderable])).toEqual([
      [0, 'کوبیده', 640_000, true],
      [1, 'دوغ', 50_000, true],
    ]);
    expect(quote.lines[0]!.toppings).toEqual([
      { toppingId: 'garlic', title: 'سس سیر', price: 20_000, count: 1 },
    ]);
    expect(quote.totals).toEqual({
      sumOfItemsPrice: 650_000,
      sumOfItemToppingsPrice: 40_000,
      totalPackagingCost: 20_000,
      finalDiscountAmount: 0,
      serviceFeeType: 'PERCENTAGE',
      serviceFeeValue: 5,
      // Takeaway pays no service charge.
      totalServiceFee: 0,
      tax: 64_000,
      deliveryCost: 0,
      tip: 5_000,
      finalPrice: 650_000 + 40_000 + 20_000 + 64_000 + 5_000,
    });
  });

  it('charges delivery only when the food is delivered', () => {
    expect(quoteOrder(input({ deliveryCost: 45_000 })).totals.deliveryCost).toBe(0);
    const delivered = quoteOrder(
      input({ deliveryCost: 45_000, order: { deliveryType: 'DELIVER', addressId: 'a1' } }),
    );
    expect(delivered.problems).toEqual([]);
    expect(delivered.totals.deliveryCost).toBe(45_000);
  });

  it('says why each refused line cannot be ordered and leaves it out of the totals', () => {
    const items = new Map<string, CatalogItem>([
      ['off', { ...dough, id: 'off', active: false }],
      ['hiddenCategory', { ...dough, id: 'hiddenCategory', categoryActive: false }],
      ['soldOut', { ...dough, id: 'soldOut', available: false }],
      ['salonOnly', { ...dough, id: 'salonOnly', categorySellChannels: ['SALON'] }],
      ['dinner', { ...dough, id: 'dinner', foodShiftIds: ['dinnerShift'] }],
      ['dough', dough],
    ]);
    const ids = ['elsewhere', 'off', 'hiddenCategory', 'soldOut', 'salonOnly', 'dinner', 'dough'];
    const quote = quoteOrder(
      input({
        items,
        runningShiftIds: new Set(['lunchShift']),
        order: { items: ids.map((menuItemId) => ({ menuItemId, count: 1, toppings: [] })) },
      }),
    );
    expect(quote.problems.map((p) => [p.code, p.field, p.message])).toEqual([
      ['ORDER_ITEM_UNAVAILABLE', 'items.0.menuItemId', 'این غذا در منوی رستوران نیست.'],
      ['ORDER_ITEM_UNAVAILABLE', 'items.1.menuItemId', 'این غذا از منو برداشته شده است.'],
      ['ORDER_ITEM_UNAVAILABLE', 'items.2.menuItemId', 'این غذا از منو برداشته شده است.'],
      ['ORDER_ITEM_UNAVAILABLE', 'items.3.menuItemId', 'این غذا در حال حاضر موجود نیست.'],
      ['ORDER_ITEM_UNAVAILABLE', 'items.4.menuItemId', 'این غذا در این نوع سفارش عرضه نمی‌شود.'],
      ['ORDER_ITEM_UNAVAILABLE', 'items.5.menuItemId', 'این غذا در این ساعت سرو نمی‌شود.'],
    ]);
    expect(quote.lines.map((l) => l.orderable)).toEqual([false, false, false, false, false, false, true]);
    expect(quote.lines[0]!.title).toBeNull();
    expect(quote.totals.sumOfItemsPrice).toBe(50_000);
  });

  it('follows the running food shifts', () => {
    const dinner = { ...dough, id: 'dinner', foodShiftIds: ['dinnerShift'] };
    expect(lineRefusal(dinner, 'WEBSITE', new Set(['dinnerShift']))).toBeNull();
    expect(lineRefusal(dinner, 'WEBSITE', new Set())).toBe('OUT_OF_SHIFT');
    expect(lineRefusal(dinner, 'QR', new Set(['dinnerShift']))).toBeNull();
  });

  it('checks each line’s toppings against its topping categories', () => {
    const quote = quoteOrder(
      input({
        order: {
          items: [
            { menuItemId: 'kebab', count: 1, toppings: [] },
            { menuItemId: 'kebab', count: 1, toppings: [{ toppingId: 'garlic', count: 3 }] },
            { menuItemId: 'kebab', count: 1, toppings: [{ toppingId: 'chili', count: 1 }] },
            { menuItemId: 'kebab', count: 1, toppings: [{ toppingId: 'cheddar', count: 1 }] },
          ],
        },
      }),
    );
    expect(quote.problems.map((p) => [p.code, p.field, p.message])).toEqual([
      ['TOPPING_SELECTION_INVALID', 'items.0.toppingCategories.sauces', 'از «سس» دست‌کم ۱ مورد انتخاب کنید.'],
      [
        'TOPPING_SELECTION_INVALID',
        'items.1.toppingCategories.sauces',
        'از «سس» حداکثر ۲ مورد می‌توانید انتخاب کنید.',
      ],
      ['TOPPING_SELECTION_INVALID', 'items.2.toppings.0.toppingId', 'این افزودنی در حال حاضر موجود نیست.'],
      ['TOPPING_SELECTION_INVALID', 'items.2.toppingCategories.sauces', 'از «سس» دست‌کم ۱ مورد انتخاب کنید.'],
      ['TOPPING_SELECTION_INVALID', 'items.3.toppings.0.toppingId', 'این افزودنی برای این غذا وجود ندارد.'],
      ['TOPPING_SELECTION_INVALID', 'items.3.toppingCategories.sauces', 'از «سس» دست‌کم ۱ مورد انتخاب کنید.'],
    ]);
    expect(quote.lines.every((l) => !l.orderable)).toBe(true);
    expect(quote.lines[1]!.problem).toBe('از «سس» حداکثر ۲ مورد می‌توانید انتخاب کنید.');
  });

  it('refuses a closed vendor, a service type it does not offer, a table-less dine-in and an address-less delivery', () => {
    const closed = quoteOrder(input({ now: new Date('2026-11-22T10:30:00+03:30') }));
    expect(closed.isOpen).toBe(false);
    expect(closed.problems.map((p) => p.code)).toEqual(['VENDOR_CLOSED']);

    const express = quoteOrder(input({ order: { deliveryType: 'ZFEXPRESS', addressId: 'a1' } }));
    expect(express.problems.map((p) => [p.code, p.field])).toEqual([
      ['SERVICE_TYPE_UNAVAILABLE', 'deliveryType'],
    ]);

    const serve = quoteOrder(input({ order: { deliveryType: 'SERVE', tableNumber: '' } }));
    expect(serve.problems.map((p) => [p.code, p.field])).toEqual([['TABLE_NUMBER_REQUIRED', 'tableNumber']]);
    expect(quoteOrder(input({ order: { deliveryType: 'SERVE', tableNumber: '5' } })).problems).toEqual([]);

    const deliver = quoteOrder(input({ order: { deliveryType: 'DELIVER' } }));
    expect(deliver.problems.map((p) => [p.code, p.field])).toEqual([['ADDRESS_REQUIRED', 'addressId']]);
  });

  it('refuses an empty order', () => {
    const quote = quoteOrder(input({ order: { items: [] } }));
    expect(quote.problems.map((p) => [p.code, p.field])).toEqual([['ORDER_EMPTY', 'items']]);
    expect(quote.totals.finalPrice).toBe(0);
  });

  it('holds the minimum basket against items and toppings before the discount', () => {
    const minimum = { ...terms, minimumBasket: 700_000 };
    const short = quoteOrder(input({ terms: minimum }));
    expect(short.problems).toEqual([
      {
        code: 'MINIMUM_BASKET_NOT_REACHED',
        field: 'items',
        message: 'حداقل مبلغ سفارش در این رستوران ۷۰۰٬۰۰۰ تومان است.',
      },
    ]);
    const enough = quoteOrder(input({ terms: { ...terms, minimumBasket: 690_000 } }));
    expect(enough.problems).toEqual([]);
    // A discount does not push an order below the minimum.
    const discounted = quoteOrder(
      input({
        terms: { ...terms, minimumBasket: 690_000 },
        discount: { id: 'd1', code: 'HALF', discount: { type: 'PERCENTAGE', value: 50 }, freeItems: [] },
      }),
    );
    expect(discounted.problems).toEqual([]);
    expect(discounted.totals.finalDiscountAmount).toBe(345_000);
  });

  it('adds a FREEITEM discount’s gifts as free lines, only to an order with something in it', () => {
    const discount = {
      id: 'd1',
      code: 'GIFT',
      discount: { type: 'FREEITEM' as const },
      freeItems: [
        {
          menuItemId: 'dough',
          title: 'دوغ',
          price: 50_000,
          packagingCost: 5_000,
          servePackagingCost: 0,
          withTax: false,
          count: 1,
        },
      ],
    };
    const quote = quoteOrder(input({ discount }));
    expect(quote.lines.at(-1)).toMatchObject({
      index: null,
      isFreeItem: true,
      lineTotal: 0,
      orderable: true,
    });
    expect(quote.pricedLines.at(-1)).toMatchObject({ menuItemId: 'dough', isFreeItem: true });
    // The gift costs nothing but still needs its box.
    expect(quote.totals.sumOfItemsPrice).toBe(650_000);
    expect(quote.totals.totalPackagingCost).toBe(25_000);

    const empty = quoteOrder(input({ discount, order: { items: [] } }));
    expect(empty.lines).toEqual([]);
  });
});

describe('initialOrderState', () => {
  it('keeps an online order waiting for its payment and sends cash and card orders to the review queue', () => {
    expect(initialOrderState('ONLINE')).toEqual({ status: 'SUBMITTED', paymentState: 'PENDING' });
    expect(initialOrderState('CASH')).toEqual({ status: 'NEEDFORCALL', paymentState: 'PENDING' });
    expect(initialOrderState('CARD')).toEqual({ status: 'NEEDFORCALL', paymentState: 'PENDING' });
  });
});
