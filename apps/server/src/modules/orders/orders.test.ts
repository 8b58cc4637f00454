import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OTHER_HOST } from '../../../test/catalog-kit';
import { DB_KINDS } from '../../../test/database';
import { loginAs } from '../../../test/login';
import {
  addTestAddress,
  addTestDiscountCode,
  countRows,
  newKey,
  type OrdersTest,
  SUNDAY,
  startOrdersTest,
} from '../../../test/orders-kit';
import { ensureVendor } from '../../orchestrators/vendor-onboarding';

const ORDERS = '/api/orders';
const VENDOR_SETTINGS = '/api-identity/identity/vendors/me';
const fields = (body: { errors?: Array<{ field: string }> }) => (body.errors ?? []).map((e) => e.field);

describe.each(DB_KINDS)('customer orders on %s', (kind) => {
  let k: OrdersTest;

  const koobideh = (count = 1, sauces: string[] = ['garlic']) => ({
    menuItemId: k.menu.koobideh,
    count,
    toppings: sauces.map((s) => ({ toppingId: k.menu[s as 'garlic' | 'chili'], count: 1 })),
  });
  const dough = (count = 1) => ({ menuItemId: k.menu.dough, count, toppings: [] });
  const pickup = (extra: object = {}) => ({
    deliveryType: 'PICKUP',
    source: 'WEBSITE',
    paymentMethod: 'CASH',
    items: [koobideh(2), dough(1)],
    ...extra,
  });
  const submit = (
    payload: object,
    key: string | null = newKey(),
    token = k.sessions.customer,
    host?: string,
  ) =>
    k.call('POST', ORDERS, { token, payload, host, headers: key === null ? {} : { 'idempotency-key': key } });
  const quote = (payload: object, token = k.sessions.customer) =>
    k.call('POST', `${ORDERS}/quote`, { token, payload });
  const settings = async (payload: object) => {
    const res = await k.call('PUT', VENDOR_SETTINGS, { token: k.sessions.owner, payload });
    expect(res.statusCode, res.body).toBe(200);
  };
  /** Asserts a refusal and that it left no trace: no order, no key, no counter step. */
  async function expectRefused(payload: object, status: number, code: string) {
    const before = await countRows(k.t, 'orders');
    const key = newKey();
    const res = await submit(payload, key);
    expect(res.statusCode, res.body).toBe(status);
    expect(res.json().code).toBe(code);
    expect(await countRows(k.t, 'orders')).toBe(before);
    const keys = await k.t.database.executeSql('SELECT 1 FROM orders WHERE idempotency_key = $1', [key]);
    expect(keys.rows).toHaveLength(0);
    return res.json();
  }

  beforeAll(async () => {
    k = await startOrdersTest(kind);
    await settings({ taxPercent: 10, serviceFeeType: 'PERCENTAGE', serviceFeeValue: 10 });
  });
  afterAll(async () => {
    await k?.t.close();
  });

  describe('quote', () => {
    it('prices the cart with the server’s prices, ignoring any price the client sends', async () => {
      const res = await quote({
        deliveryType: 'PICKUP',
        source: 'WEBSITE',
        items: [
          {
            ...koobideh(2),
            price: 1,
            unitPrice: 1,
            toppings: [{ toppingId: k.menu.garlic, count: 1, price: 1 }],
          },
          dough(1),
        ],
        finalPrice: 1,
        totals: { finalPrice: 1 },
      });
      expect(res.statusCode, res.body).toBe(200);
      const body = res.json();
      expect(body.problems).toEqual([]);
      expect(body.canSubmit).toBe(true);
      expect(body.isOpen).toBe(true);
      expect(body.lines.map((l: { title: string; lineTotal: number }) => [l.title, l.lineTotal])).toEqual([
        ['کوبیده', 640_000],
        ['دوغ', 40_000],
      ]);
      expect(body.totals).toEqual({
        sumOfItemsPrice: 640_000,
        sumOfItemToppingsPrice: 40_000,
        totalPackagingCost: 20_000,
        finalDiscountAmount: 0,
        serviceFeeType: 'PERCENTAGE',
        serviceFeeValue: 10,
        totalServiceFee: 0,
        tax: 64_000,
        deliveryCost: 0,
        tip: 0,
        finalPrice: 764_000,
      });
    });

    it('tells the customer what is wrong instead of failing', async () => {
      k.t.clock.set(SUNDAY('10:00'));
      try {
        const res = await quote({
          deliveryType: 'SERVE',
          source: 'WEBSITE',
          items: [koobideh(1, []), { menuItemId: k.menu.soldOut, count: 1, toppings: [] }, dough(1)],
          discountCode: 'NOPE',
        });
        expect(res.statusCode, res.body).toBe(200);
        const body = res.json();
        expect(body.isOpen).toBe(false);
        expect(body.canSubmit).toBe(false);
        expect(body.problems.map((p: { code: string; field: string | null }) => [p.code, p.field])).toEqual([
          ['VENDOR_CLOSED', null],
          ['TABLE_NUMBER_REQUIRED', 'tableNumber'],
          ['TOPPING_SELECTION_INVALID', `items.0.toppingCategories.${k.menu.sauces}`],
          ['ORDER_ITEM_UNAVAILABLE', 'items.1.menuItemId'],
          ['DISCOUNT_CODE_NOT_FOUND', 'discountCode'],
        ]);
        expect(body.problems[3].message).toBe('این غذا در حال حاضر موجود نیست.');
        expect(body.lines.map((l: { orderable: boolean }) => l.orderable)).toEqual([false, false, true]);
        // Dine-in: serve packaging, and the 10% service charge on the food that can be ordered.
        expect(body.totals).toMatchObject({ sumOfItemsPrice: 40_000, totalServiceFee: 4_000 });
      } finally {
        k.t.clock.set(SUNDAY('13:00'));
      }
    });

    it('sees a menu change at once when ordering, and in the quote within a second', async () => {
      const doughAvailable = async (available: boolean) => {
        const res = await k.call('PUT', `/api-catalog/catalog/menuitems/${k.menu.dough}/availability`, {
          token: k.sessions.owner,
          payload: { available },
        });
        expect(res.statusCode, res.body).toBe(200);
      };
      const canOrderDough = async () => (await quote(pickup({ items: [dough()] }))).json().canSubmit;
      expect(await canOrderDough()).toBe(true);
      await doughAvailable(false);
      try {
        await expectRefused(pickup({ items: [dough()] }), 400, 'ORDER_ITEM_UNAVAILABLE');
        k.t.clock.advance(1000);
        expect(await canOrderDough()).toBe(false);
      } finally {
        await doughAvailable(true);
      }
      k.t.clock.advance(1000);
      expect(await canOrderDough()).toBe(true);
    });

    it('needs a customer session', async () => {
      const anonymous = await k.call('POST', `${ORDERS}/quote`, { payload: pickup() });
      expect(anonymous.statusCode).toBe(401);
      const staff = await quote(pickup(), k.sessions.owner);
      expect(staff.statusCode).toBe(403);
    });
  });

  describe('submission', () => {
    it('takes a pickup order paid in cash into the review queue, with its lines as priced', async () => {
      const res = await submit(pickup({ tip: 10_000, description: 'سس جدا باشد' }));
      expect(res.statusCode, res.body).toBe(201);
      const order = res.json();
      expect(order).toMatchObject({
        source: 'WEBSITE',
        deliveryType: 'PICKUP',
        status: 'NEEDFORCALL',
        paymentMethod: 'CASH',
        paymentState: 'PENDING',
        description: 'سس جدا باشد',
        address: null,
        discount: null,
        taxPercent: 10,
        currency: 'TOMAN',
        preparationMinutes: 20,
        removedItems: [],
        customer: { userId: k.ids.customer, firstName: 'علی', lastName: 'رضایی', phoneNumber: '09121111111' },
        history: [{ fromStatus: null, toStatus: 'NEEDFORCALL', note: null }],
      });
      expect(order.totals.finalPrice).toBe(774_000);
      expect(order.number).toBeGreaterThanOrEqual(1);
      expect(
        order.items.map((i: { title: string; unitPrice: number; count: number; toppings: unknown[] }) => [
          i.title,
          i.unitPrice,
          i.count,
          i.toppings,
        ]),
      ).toEqual([
        [
          'کوبیده',
          300_000,
          2,
          [{ id: expect.any(String), toppingId: k.menu.garlic, title: 'سس سیر', price: 20_000, count: 1 }],
        ],
        ['دوغ', 40_000, 1, []],
      ]);
      expect(order.items[0]).toMatchObject({
        originalCount: 2,
        removedCount: 0,
        isFreeItem: false,
        withTax: true,
      });
      // What the creation answered is exactly what the order reads as.
      const read = await k.call('GET', `${ORDERS}/${order.id}`, { token: k.sessions.customer });
      expect(read.statusCode, read.body).toBe(200);
      expect(read.json()).toEqual(order);
      expect(await countRows(k.t, 'order_items', order.id)).toBe(2);
      expect(await countRows(k.t, 'order_item_toppings', order.id)).toBe(1);
      expect(await countRows(k.t, 'order_states', order.id)).toBe(1);
    });

    it('takes a QR table order paid online as awaiting payment, with the service charge', async () => {
      const res = await submit({
        deliveryType: 'SERVE',
        source: 'QR',
        paymentMethod: 'ONLINE',
        tableNumber: '5',
        numberOfPerson: 3,
        items: [koobideh(1, ['garlic', 'chili']), { menuItemId: k.menu.joojeh, count: 1, toppings: [] }],
      });
      expect(res.statusCode, res.body).toBe(201);
      const order = res.json();
      expect(order).toMatchObject({
        status: 'SUBMITTED',
        paymentState: 'PENDING',
        tableNumber: '5',
        numberOfPerson: 3,
      });
      // 300 + 20 + 15 thousand, and 250 thousand; 10% service; tax on the kebab only; serve packaging.
      expect(order.totals).toMatchObject({
        sumOfItemsPrice: 550_000,
        sumOfItemToppingsPrice: 35_000,
        totalServiceFee: 58_500,
        tax: 33_500,
        totalPackagingCost: 2_000,
        finalPrice: 585_000 + 58_500 + 33_500 + 2_000,
      });
    });

    it('delivers to the customer’s address at its zone’s price, keeping the address as it was', async () => {
      const addressId = await addTestAddress(k.t, {
        vendorId: k.ids.demo,
        userId: k.ids.customer,
        price: 45_000,
        inZone: true,
      });
      const res = await submit(pickup({ deliveryType: 'DELIVER', addressId, paymentMethod: 'ONLINE' }));
      expect(res.statusCode, res.body).toBe(201);
      expect(res.json()).toMatchObject({
        deliveryType: 'DELIVER',
        address: {
          id: addressId,
          text: 'تهران، خیابان ولیعصر، کوچه نارنج، پلاک ۱۲',
          details: 'واحد ۳',
          latitude: 35.7219,
          longitude: 51.4149,
        },
        totals: { deliveryCost: 45_000, finalPrice: 764_000 + 45_000 },
      });
    });

    it('takes express delivery only once the vendor offers it', async () => {
      const addressId = await addTestAddress(k.t, {
        vendorId: k.ids.demo,
        userId: k.ids.customer,
        price: 60_000,
        inZone: true,
      });
      const express = pickup({ deliveryType: 'ZFEXPRESS', addressId });
      const refused = await expectRefused(express, 400, 'SERVICE_TYPE_UNAVAILABLE');
      expect(fields(refused)).toEqual(['deliveryType']);
      await settings({ deliveryTypes: ['SERVE', 'PICKUP', 'DELIVER', 'ZFEXPRESS'] });
      try {
        const res = await submit(express);
        expect(res.statusCode, res.body).toBe(201);
        expect(res.json().totals.deliveryCost).toBe(60_000);
      } finally {
        await settings({ deliveryTypes: ['SERVE', 'PICKUP', 'DELIVER'] });
      }
    });

    it('applies a discount code, capped, and counts its use with the order', async () => {
      const codeId = await addTestDiscountCode(k.t, {
        vendorId: k.ids.demo,
        code: 'NOROOZ',
        discount: { type: 'PERCENTAGE', value: 20, cap: 100_000 },
      });
      const res = await submit(pickup({ discountCode: 'NOROOZ' }));
      expect(res.statusCode, res.body).toBe(201);
      // The discount module is told the order's items and toppings, for codes with a minimum order.
      expect(k.discounts.lastOrderSubtotal).toBe(680_000);
      const order = res.json();
      expect(order.discount).toEqual({ codeId, code: 'NOROOZ', type: 'PERCENTAGE', value: 20, cap: 100_000 });
      // 20% of 680 000 is 136 000, capped at 100 000; tax on what is left of the kebab.
      expect(order.totals).toMatchObject({ finalDiscountAmount: 100_000, tax: 54_588 });
      const uses = await k.t.database.executeSql(
        'SELECT order_id FROM test_discount_uses WHERE code_id = $1',
        [codeId],
      );
      expect(uses.rows.map((r) => r.order_id)).toEqual([order.id]);
    });

    it('adds the free items of a FREEITEM code as free lines', async () => {
      await addTestDiscountCode(k.t, {
        vendorId: k.ids.demo,
        code: 'DOUGH',
        discount: { type: 'FREEITEM' },
        freeItems: [
          {
            menuItemId: k.menu.dough,
            title: 'دوغ',
            price: 40_000,
            packagingCost: 5_000,
            servePackagingCost: 0,
            withTax: false,
            count: 1,
          },
        ],
      });
      const res = await submit(pickup({ items: [koobideh(1)], discountCode: 'DOUGH' }));
      expect(res.statusCode, res.body).toBe(201);
      const order = res.json();
      expect(order.items.map((i: { title: string; isFreeItem: boolean }) => [i.title, i.isFreeItem])).toEqual(
        [
          ['کوبیده', false],
          ['دوغ', true],
        ],
      );
      expect(order.totals).toMatchObject({ sumOfItemsPrice: 300_000, totalPackagingCost: 15_000 });
    });

    it('numbers a vendor’s orders 1, 2, 3… and each vendor separately', async () => {
      const first = (await submit(pickup())).json().number;
      const second = (await submit(pickup())).json().number;
      expect(second).toBe(first + 1);
      const theirs = await submit(
        { ...pickup(), items: [{ menuItemId: k.theirDish, count: 1, toppings: [] }] },
        newKey(),
        k.sessions.otherVendorCustomer,
        OTHER_HOST,
      );
      expect(theirs.statusCode, theirs.body).toBe(201);
      expect(theirs.json().number).toBe(1);
    });
    it('numbers orders sent at once without a duplicate or a gap, from a vendor’s very first', async () => {
      const theirOrder = () =>
        submit(
          { ...pickup(), items: [{ menuItemId: k.theirDish, count: 1, toppings: [] }] },
          newKey(),
          k.sessions.otherVendorCustomer,
          OTHER_HOST,
        );
      const answers = await Promise.all(Array.from({ length: 8 }, theirOrder));
      for (const a of answers) expect(a.statusCode, a.body).toBe(201);
      const numbers = answers.map((a) => a.json().number as number).sort((a, b) => a - b);
      expect(numbers).toEqual(numbers.map((_, i) => numbers[0]! + i));
    });
  });

  // Issue 20.1: on PostgreSQL a new vendor's first orders arriving together failed with 500, the
  // vendor's order-number sequence being made twice ("relation … already exists").
  it('takes a brand new vendor’s first 30 orders sent at once, numbered 1 to 30', async () => {
    const host = 'tazeh.sofreh.test';
    await ensureVendor(k.t.database.db, {
      slug: 'tazeh',
      name: 'تازه',
      owner: { phoneNumber: '09350000077' },
      openingHours: [{ dayOfWeek: 'SUN', startTime: '10:00', endTime: '00:00' }],
    });
    const owner = await loginAs(k.t, '09350000077', { isBackOffice: true, host });
    const category = await k.call('POST', '/api-catalog/catalog/menucategories', {
      token: owner,
      host,
      payload: { title: 'کباب', sellChannels: ['WEBSITE'] },
    });
    expect(category.statusCode, category.body).toBe(201);
    const dish = await k.call('POST', '/api-catalog/catalog/menuitems', {
      token: owner,
      host,
      payload: { categoryId: category.json().id, title: 'کباب تازه', price: 250_000 },
    });
    expect(dish.statusCode, dish.body).toBe(201);
    const customer = await loginAs(k.t, '09126666666', { host });
    const order = { ...pickup(), items: [{ menuItemId: dish.json().id, count: 1, toppings: [] }] };

    const answers = await Promise.all(
      Array.from({ length: 30 }, () => submit(order, newKey(), customer, host)),
    );

    for (const a of answers) expect(a.statusCode, a.body).toBe(201);
    const numbers = answers.map((a) => a.json().number as number).sort((a, b) => a - b);
    expect(numbers).toEqual(Array.from({ length: 30 }, (_, i) => i + 1));
  });

  describe('terms and menu changed between two orders', () => {
    const koobidehPrice = async (price: number) => {
      const res = await k.call('PUT', '/api-catalog/catalog/menuitems', {
        token: k.sessions.owner,
        payload: { id: k.menu.koobideh, price },
      });
      expect(res.statusCode, res.body).toBe(200);
    };

    it('prices an order at the price set after the last order, never the one it was checked with before', async () => {
      const before = (await submit(pickup())).json();
      const oldPrice = before.items.find((i: { menuItemId: string }) => i.menuItemId === k.menu.koobideh)
        .unitPrice as number;
      await koobidehPrice(oldPrice + 5_000);
      try {
        const after = await submit(pickup());
        expect(after.statusCode, after.body).toBe(201);
        const line = after.json().items.find((i: { menuItemId: string }) => i.menuItemId === k.menu.koobideh);
        expect(line.unitPrice).toBe(oldPrice + 5_000);
      } finally {
        await koobidehPrice(oldPrice);
      }
    });

    it('applies the tax and minimum basket the owner set after the last order', async () => {
      expect((await submit(pickup())).statusCode).toBe(201);
      await settings({ taxPercent: 9 });
      try {
        const taxed = await submit(pickup());
        expect(taxed.statusCode, taxed.body).toBe(201);
        expect(taxed.json().taxPercent).toBe(9);
        await settings({ minimumBasket: 100_000_000 });
        await expectRefused(pickup(), 400, 'MINIMUM_BASKET_NOT_REACHED');
      } finally {
        await settings({ taxPercent: 10, minimumBasket: 0 });
      }
      expect((await submit(pickup())).statusCode).toBe(201);
    });

    it('answers a retried key with its order even once an item of it went off the menu', async () => {
      const key = newKey();
      const first = await submit(pickup(), key);
      expect(first.statusCode, first.body).toBe(201);
      const dough = async (available: boolean) => {
        const res = await k.call('PUT', `/api-catalog/catalog/menuitems/${k.menu.dough}/availability`, {
          token: k.sessions.owner,
          payload: { available },
        });
        expect(res.statusCode, res.body).toBe(200);
      };
      await dough(false);
      try {
        const retry = await submit(pickup(), key);
        expect(retry.statusCode, retry.body).toBe(200);
        expect(retry.json()).toEqual(first.json());
      } finally {
        await dough(true);
      }
    });
  });

  describe('refusals, each leaving nothing behind', () => {
    it('refuses a closed vendor', async () => {
      k.t.clock.set(SUNDAY('10:59'));
      try {
        const body = await expectRefused(pickup(), 400, 'VENDOR_CLOSED');
        expect(body.message).toBe('رستوران در این ساعت سفارش نمی‌پذیرد.');
      } finally {
        k.t.clock.set(SUNDAY('13:00'));
      }
    });

    it.each([
      ['an inactive item', 'retired', 'این غذا از منو برداشته شده است.'],
      ['an item of an inactive category', 'hiddenDish', 'این غذا از منو برداشته شده است.'],
      ['an unavailable item', 'soldOut', 'این غذا در حال حاضر موجود نیست.'],
      ['an item out of its shift', 'barg', 'این غذا در این ساعت سرو نمی‌شود.'],
      ['an item not sold on the channel', 'tea', 'این غذا در این نوع سفارش عرضه نمی‌شود.'],
    ] as const)('refuses %s, naming the line', async (_, name, message) => {
      const body = await expectRefused(
        pickup({ items: [dough(), { menuItemId: k.menu[name], count: 1, toppings: [] }] }),
        400,
        'ORDER_ITEM_UNAVAILABLE',
      );
      expect(body.message).toBe('برخی از غذاهای سبد خرید در حال حاضر قابل سفارش نیستند.');
      expect(body.errors).toEqual([{ field: 'items.1.menuItemId', message }]);
    });

    it('refuses a drink on the QR menu when its category is sold on the website only', async () => {
      const body = await expectRefused(
        { deliveryType: 'SERVE', source: 'QR', tableNumber: '2', paymentMethod: 'CASH', items: [dough()] },
        400,
        'ORDER_ITEM_UNAVAILABLE',
      );
      expect(fields(body)).toEqual(['items.0.menuItemId']);
    });

    it('refuses another vendor’s item id as not on the menu', async () => {
      const body = await expectRefused(
        pickup({ items: [{ menuItemId: k.theirDish, count: 1, toppings: [] }] }),
        400,
        'ORDER_ITEM_UNAVAILABLE',
      );
      expect(body.errors).toEqual([
        { field: 'items.0.menuItemId', message: 'این غذا در منوی رستوران نیست.' },
      ]);
    });

    it('refuses too few and too many toppings', async () => {
      const tooFew = await expectRefused(
        pickup({ items: [dough(), koobideh(1, [])] }),
        400,
        'TOPPING_SELECTION_INVALID',
      );
      expect(tooFew.errors).toEqual([
        {
          field: `items.1.toppingCategories.${k.menu.sauces}`,
          message: 'از «سس‌ها» دست‌کم ۱ مورد انتخاب کنید.',
        },
      ]);
      const tooMany = await expectRefused(
        pickup({ items: [{ ...koobideh(1), toppings: [{ toppingId: k.menu.garlic, count: 3 }] }] }),
        400,
        'TOPPING_SELECTION_INVALID',
      );
      expect(fields(tooMany)).toEqual([`items.0.toppingCategories.${k.menu.sauces}`]);
      const unknown = await expectRefused(
        pickup({ items: [{ ...koobideh(1), toppings: [{ toppingId: k.menu.sauces, count: 1 }] }] }),
        400,
        'TOPPING_SELECTION_INVALID',
      );
      expect(fields(unknown)).toEqual([
        'items.0.toppings.0.toppingId',
        `items.0.toppingCategories.${k.menu.sauces}`,
      ]);
    });

    it('refuses an order under the minimum basket', async () => {
      await settings({ minimumBasket: 500_000 });
      try {
        const body = await expectRefused(pickup({ items: [dough(2)] }), 400, 'MINIMUM_BASKET_NOT_REACHED');
        expect(body.errors).toEqual([
          { field: 'items', message: 'حداقل مبلغ سفارش در این رستوران ۵۰۰٬۰۰۰ تومان است.' },
        ]);
        expect((await submit(pickup())).statusCode).toBe(201);
      } finally {
        await settings({ minimumBasket: 0 });
      }
    });

    it('refuses a dine-in order without a table, and a service type the vendor switched off', async () => {
      const noTable = await expectRefused(
        pickup({ deliveryType: 'SERVE', source: 'QR', items: [koobideh(1)] }),
        400,
        'TABLE_NUMBER_REQUIRED',
      );
      expect(fields(noTable)).toEqual(['tableNumber']);
      await settings({ deliveryTypes: ['SERVE', 'DELIVER'] });
      try {
        await expectRefused(pickup(), 400, 'SERVICE_TYPE_UNAVAILABLE');
      } finally {
        await settings({ deliveryTypes: ['SERVE', 'PICKUP', 'DELIVER'] });
      }
    });

    it('refuses an order without its service type with the spec’s ORDER_HAS_TO_HAVE_DELIVER_METHOD', async () => {
      for (const deliveryType of [undefined, null, 'TELEPORT']) {
        const body = await expectRefused(pickup({ deliveryType }), 400, 'ORDER_HAS_TO_HAVE_DELIVER_METHOD');
        expect(body.message).toBe('نوع تحویل سفارش را انتخاب کنید.');
        expect(fields(body)).toEqual(['deliveryType']);
        expect((await quote(pickup({ deliveryType }))).json().code).toBe('ORDER_HAS_TO_HAVE_DELIVER_METHOD');
      }
    });

    it('refuses an empty order, and a bad request before anything else', async () => {
      await expectRefused(pickup({ items: [] }), 400, 'ORDER_EMPTY');
      const body = await expectRefused(pickup({ items: [{ ...dough(), count: 0 }] }), 400, 'BAD_REQUEST');
      expect(fields(body)).toEqual(['items.0.count']);
      await expectRefused(pickup({ paymentMethod: 'FOODRO' }), 400, 'BAD_REQUEST');
    });

    it('refuses a delivery without an address, to someone else’s address, and outside every zone', async () => {
      await expectRefused(pickup({ deliveryType: 'DELIVER' }), 400, 'ADDRESS_REQUIRED');
      const theirs = await addTestAddress(k.t, {
        vendorId: k.ids.demo,
        userId: k.ids.secondCustomer,
        price: 30_000,
        inZone: true,
      });
      const notMine = await expectRefused(
        pickup({ deliveryType: 'DELIVER', addressId: theirs }),
        404,
        'ADDRESS_NOT_FOUND',
      );
      expect(fields(notMine)).toEqual(['addressId']);
      const far = await addTestAddress(k.t, {
        vendorId: k.ids.demo,
        userId: k.ids.customer,
        price: 0,
        inZone: false,
      });
      const outside = await expectRefused(
        pickup({ deliveryType: 'DELIVER', addressId: far }),
        400,
        'SELECT_FROM_LOCATIONS',
      );
      expect(outside.message).toBe('لطفاً از میان مناطق تحت پوشش انتخاب کنید.');
    });

    it('refuses an unknown, an expired and a used-up discount code', async () => {
      const unknown = await expectRefused(
        pickup({ discountCode: 'NOTHING' }),
        400,
        'DISCOUNT_CODE_NOT_FOUND',
      );
      expect(unknown.errors).toEqual([{ field: 'discountCode', message: 'کد تخفیف پیدا نشد.' }]);
      await addTestDiscountCode(k.t, {
        vendorId: k.ids.demo,
        code: 'OLD',
        discount: { type: 'MONEY', value: 50_000 },
        expiresAt: '2026-01-01T00:00:00Z',
      });
      await expectRefused(pickup({ discountCode: 'OLD' }), 400, 'DISCOUNT_CODE_EXPIRED');
      await addTestDiscountCode(k.t, {
        vendorId: k.ids.demo,
        code: 'ONCE',
        discount: { type: 'MONEY', value: 50_000 },
        usageLimit: 1,
      });
      expect((await submit(pickup({ discountCode: 'ONCE' }))).statusCode).toBe(201);
      await expectRefused(pickup({ discountCode: 'ONCE' }), 400, 'DISCOUNT_CODE_INVALID');
    });

    it('lets a refused attempt be fixed and sent again with the same key', async () => {
      const key = newKey();
      const refused = await submit(pickup({ items: [koobideh(1, [])] }), key);
      expect(refused.statusCode).toBe(400);
      const fixed = await submit(pickup({ items: [koobideh(1)] }), key);
      expect(fixed.statusCode, fixed.body).toBe(201);
    });

    it('is for customers only', async () => {
      const staff = await submit(pickup(), newKey(), k.sessions.owner);
      expect(staff.statusCode).toBe(403);
      expect(staff.json().code).toBe('FORBIDDEN_ERR');
    });
  });

  describe('idempotency', () => {
    it('requires a well-formed Idempotency-Key', async () => {
      const missing = await submit(pickup(), null);
      expect(missing.statusCode).toBe(400);
      expect(missing.json()).toMatchObject({
        code: 'IDEMPOTENCY_KEY_REQUIRED',
        message: expect.stringContaining('Idempotency-Key'),
      });
      for (const bad of ['short', 'has spaces in it', 'x'.repeat(256), 'کلید-فارسی-نامعتبر']) {
        const res = await submit(pickup(), bad);
        expect(res.statusCode, bad).toBe(400);
        expect(res.json().code).toBe('IDEMPOTENCY_KEY_INVALID');
      }
    });

    it('makes one order of 20 identical requests sent at once, and names it in all 20 answers', async () => {
      const key = newKey();
      const payload = pickup();
      const answers = await Promise.all(Array.from({ length: 20 }, () => submit(payload, key)));
      const statuses = answers.map((a) => a.statusCode).sort();
      expect(statuses).toEqual([200, ...Array(18).fill(200), 201].sort());
      const ids = new Set(answers.map((a) => a.json().id));
      expect(ids.size).toBe(1);
      expect(answers.filter((a) => a.headers['idempotent-replayed'] === 'true')).toHaveLength(19);
      const [orderId] = [...ids];
      const rows = await k.t.database.executeSql(
        'SELECT id AS order_id FROM orders WHERE idempotency_key = $1',
        [key],
      );
      expect(rows.rows).toEqual([{ order_id: orderId }]);
      expect(await countRows(k.t, 'order_items', orderId)).toBe(2);
      expect(await countRows(k.t, 'order_states', orderId)).toBe(1);
    });

    it('refuses the same key with another body, or from another customer', async () => {
      const key = newKey();
      expect((await submit(pickup(), key)).statusCode).toBe(201);
      const changed = await submit(pickup({ items: [dough(3)] }), key);
      expect(changed.statusCode).toBe(409);
      expect(changed.json()).toMatchObject({
        code: 'IDEMPOTENCY_KEY_REUSED',
        message: 'این درخواست قبلاً با اطلاعات دیگری ارسال شده است.',
      });
      const someoneElse = await submit(pickup(), key, k.sessions.secondCustomer);
      expect(someoneElse.statusCode).toBe(409);
      // Key order and a dropped client price do not make a body different.
      const reordered = await submit(
        {
          items: pickup().items.map((i) => ({ price: 5, ...i })),
          paymentMethod: 'CASH',
          source: 'WEBSITE',
          deliveryType: 'PICKUP',
        },
        key,
      );
      expect(reordered.statusCode, reordered.body).toBe(200);
    });

    it('answers a retry whose first answer was lost with the same order, from another server instance too', async () => {
      const key = newKey();
      const first = await submit(pickup(), key);
      expect(first.statusCode).toBe(201);
      const { buildApp } = await import('../../app');
      const second = await buildApp({
        config: k.t.config,
        database: k.t.database,
        clock: k.t.clock,
        sms: k.t.sms.provider,
        logger: false,
      });
      try {
        const retry = await second.inject({
          method: 'POST',
          url: ORDERS,
          payload: pickup(),
          headers: {
            hostdomain: 'demo.sofreh.test',
            authorization: `Bearer ${k.sessions.customer}`,
            'idempotency-key': key,
          },
        });
        expect(retry.statusCode, retry.body).toBe(200);
        expect(retry.json()).toEqual(first.json());
      } finally {
        await second.close();
      }
    });

    it('leaves no order, no line, no key and no discount use behind when the transaction fails midway', async () => {
      const codeId = await addTestDiscountCode(k.t, {
        vendorId: k.ids.demo,
        code: 'FLAKY',
        discount: { type: 'MONEY', value: 10_000 },
      });
      // The vendor's last number so far: an order placed just before.
      const lastNumber = (await submit(pickup(), newKey())).json().number as number;
      const before = {
        orders: await countRows(k.t, 'orders'),
        items: await countRows(k.t, 'order_items'),
        toppings: await countRows(k.t, 'order_item_toppings'),
        history: await countRows(k.t, 'order_states'),
      };
      const key = newKey();
      k.discounts.failNextClaim = true;
      const failed = await submit(pickup({ discountCode: 'FLAKY' }), key);
      expect(failed.statusCode).toBe(500);
      expect(failed.json().code).toBe('INTERNAL_ERROR');
      expect({
        orders: await countRows(k.t, 'orders'),
        items: await countRows(k.t, 'order_items'),
        toppings: await countRows(k.t, 'order_item_toppings'),
        history: await countRows(k.t, 'order_states'),
      }).toEqual(before);
      const uses = await k.t.database.executeSql('SELECT 1 FROM test_discount_uses WHERE code_id = $1', [
        codeId,
      ]);
      expect(uses.rows).toHaveLength(0);

      // The number taken by the failed attempt is not given again: a gap, never a duplicate.
      const retried = await submit(pickup({ discountCode: 'FLAKY' }), key);
      expect(retried.statusCode, retried.body).toBe(201);
      expect(retried.json().number).toBe(lastNumber + 2);
    });
  });

  describe('reading orders', () => {
    it('lists the caller’s own orders, newest first, paged', async () => {
      const mine = await k.call('GET', `${ORDERS}/me?PageSize=3`, { token: k.sessions.secondCustomer });
      expect(mine.json()).toEqual({ data: [], pageNumber: 1, pageSize: 3, totalCount: 0 });
      k.t.clock.advance(60_000);
      const a = (await submit(pickup(), newKey(), k.sessions.secondCustomer)).json();
      k.t.clock.advance(60_000);
      const b = (await submit(pickup({ items: [dough(4)] }), newKey(), k.sessions.secondCustomer)).json();
      const page = await k.call('GET', `${ORDERS}/me?pageSize=1`, { token: k.sessions.secondCustomer });
      expect(page.statusCode, page.body).toBe(200);
      expect(page.json()).toEqual({
        data: [
          {
            id: b.id,
            number: b.number,
            status: 'NEEDFORCALL',
            source: 'WEBSITE',
            deliveryType: 'PICKUP',
            paymentMethod: 'CASH',
            paymentState: 'PENDING',
            finalPrice: b.totals.finalPrice,
            currency: 'TOMAN',
            itemCount: 4,
            tableNumber: null,
            createdAt: b.createdAt,
            refunded: 0,
            refundedAt: null,
            refundOwed: 0,
          },
        ],
        pageNumber: 1,
        pageSize: 1,
        totalCount: 2,
      });
      const second = await k.call('GET', `${ORDERS}/me?pageSize=1&pageNumber=2`, {
        token: k.sessions.secondCustomer,
      });
      expect(second.json().data.map((o: { id: string }) => o.id)).toEqual([a.id]);
    });

    it('shows an order to its customer and to staff, and is not found for anyone else', async () => {
      const order = (await submit(pickup())).json();
      const byOther = await k.call('GET', `${ORDERS}/${order.id}`, { token: k.sessions.secondCustomer });
      expect(byOther.statusCode).toBe(404);
      expect(byOther.json().code).toBe('ORDER_NOT_FOUND');
      // On the other vendor's own host, this vendor's order does not exist.
      const otherVendor = await k.call('GET', `${ORDERS}/${order.id}`, {
        token: k.sessions.otherOwner,
        host: OTHER_HOST,
      });
      expect(otherVendor.statusCode).toBe(404);
      expect(otherVendor.json().code).toBe('ORDER_NOT_FOUND');
      const theirCustomer = await k.call('GET', `${ORDERS}/${order.id}`, {
        token: k.sessions.otherVendorCustomer,
        host: OTHER_HOST,
      });
      expect(theirCustomer.statusCode).toBe(404);

      const byOwner = await k.call('GET', `${ORDERS}/${order.id}`, { token: k.sessions.owner });
      expect(byOwner.statusCode, byOwner.body).toBe(200);
      expect(byOwner.json().history[0].actorUserId).toBe(k.ids.customer);
      const byCustomer = await k.call('GET', `${ORDERS}/${order.id}`, { token: k.sessions.customer });
      expect(byCustomer.json().history[0].actorUserId).toBeNull();
      const malformed = await k.call('GET', `${ORDERS}/not-an-id`, { token: k.sessions.customer });
      expect(malformed.statusCode).toBe(400);
    });
  });
});
