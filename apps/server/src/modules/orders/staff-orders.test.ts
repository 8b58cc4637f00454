import { priceOrder, type TStaffOrderRequest } from '@sofreh/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OTHER_HOST } from '../../../test/catalog-kit';
import { ONE_KIND } from '../../../test/database';
import {
  addTestAddress,
  addTestDiscountCode,
  countRows,
  newKey,
  type OrdersTest,
  startOrdersTest,
} from '../../../test/orders-kit';
import { loginAsStaff } from '../../../test/staff';

const QUICK = '/api/orders/quick';

describe.each(ONE_KIND)('orders staff take on %s', (kind) => {
  let kit: OrdersTest;
  let cashier: string;
  /** A salon dish with a required sauce (garlic 20,000 or chili 15,000), taxed, boxed. */
  let chelow: string;
  let kioskDrink: string;

  const post = (url: string, token: string, payload: object, key: string | null = newKey()) =>
    kit.call('POST', url, { token, payload, headers: key ? { 'idempotency-key': key } : {} });

  beforeAll(async () => {
    kit = await startOrdersTest(kind);
    cashier = await loginAsStaff(kit.t, '09170002001', [
      'ORDERS_CREATE',
      'ORDERS_VIEW',
      'CUSTOMERS_VIEW',
      'CUSTOMERS_MANAGE',
    ]);
    await kit.t.database.executeSql(
      "UPDATE vendors SET service_fee_type = 'PERCENTAGE', service_fee_value = 10, tax_percent = 9 WHERE id = $1",
      [kit.ids.demo],
    );
    const owner = kit.sessions.owner;
    const category = await kit.call('POST', '/api-catalog/catalog/menucategories', {
      token: owner,
      payload: { title: 'چلو', sellChannels: ['SALON', 'KIOSK'] },
    });
    expect(category.statusCode, category.body).toBe(201);
    const dish = await kit.call('POST', '/api-catalog/catalog/menuitems', {
      token: owner,
      payload: {
        categoryId: category.json().id,
        title: 'چلوکباب',
        price: 330_000,
        packagingCost: 12_000,
        servePackagingCost: 3_000,
        withTax: true,
        toppingCategories: [{ toppingCategoryId: kit.menu.sauces, minSelect: 1, maxSelect: 2 }],
      },
    });
    expect(dish.statusCode, dish.body).toBe(201);
    chelow = dish.json().id;
    const drink = await kit.call('POST', '/api-catalog/catalog/menuitems', {
      token: owner,
      payload: { categoryId: category.json().id, title: 'دوغ محلی', price: 45_000 },
    });
    kioskDrink = drink.json().id;
  });
  afterAll(async () => {
    await kit?.t.close();
  });

  const table: TStaffOrderRequest = {
    deliveryType: 'SERVE',
    tableNumber: '۷',
    numberOfPerson: 3,
    items: [
      { menuItemId: '', count: 2, toppings: [{ toppingId: '', count: 1 }] },
      { menuItemId: '', count: 1, toppings: [] },
    ],
    discountType: 'PERCENTAGE',
    discountAmount: 10,
    tip: 20_000,
  };
  const tableOrder = (): TStaffOrderRequest => ({
    ...table,
    items: [
      { menuItemId: chelow, count: 2, toppings: [{ toppingId: kit.menu.garlic, count: 1 }] },
      { menuItemId: kit.menu.tea, count: 1, toppings: [] },
    ],
  });

  it('quotes exactly what the shared pricing rule computes, and /quick places that order CONFIRMED', async () => {
    const quote = await kit.call('POST', `${QUICK}/quote`, { token: cashier, payload: tableOrder() });
    expect(quote.statusCode, quote.body).toBe(200);
    const q = quote.json();
    expect(q.canSubmit, JSON.stringify(q.problems)).toBe(true);
    expect(q.terms).toMatchObject({ taxPercent: 9, serviceFeeType: 'PERCENTAGE', serviceFeeValue: 10 });
    // What the screen computes from the menu it shows and the terms the quote told it.
    const local = priceOrder({
      lines: [
        {
          unitPrice: 330_000,
          count: 2,
          packagingCost: 12_000,
          servePackagingCost: 3_000,
          withTax: true,
          isFreeItem: false,
          toppings: [{ price: 20_000, count: 1 }],
        },
        {
          unitPrice: 20_000,
          count: 1,
          packagingCost: 0,
          servePackagingCost: 0,
          withTax: false,
          isFreeItem: false,
          toppings: [],
        },
      ],
      deliveryType: 'SERVE',
      taxPercent: q.terms.taxPercent,
      serviceFee: { type: q.terms.serviceFeeType, value: q.terms.serviceFeeValue },
      deliveryCost: 0,
      discount: { type: 'PERCENTAGE', value: 10, cap: null },
      tip: 20_000,
    });
    expect(q.totals).toEqual(local);
    // 720,000 of food; 72,000 off; service 10% of 648,000; VAT 9% of the dish's share after discount.
    expect(local).toMatchObject({
      sumOfItemsPrice: 680_000,
      sumOfItemToppingsPrice: 40_000,
      finalDiscountAmount: 72_000,
      totalServiceFee: 64_800,
      totalPackagingCost: 6_000,
    });

    const placed = await post(QUICK, cashier, tableOrder());
    expect(placed.statusCode, placed.body).toBe(201);
    expect(placed.json()).toMatchObject({
      status: 'CONFIRMED',
      source: 'SALON',
      deliveryType: 'SERVE',
      paymentMethod: 'CARD',
      tableNumber: '۷',
      numberOfPerson: 3,
      preparationMinutes: 20,
      customer: null,
      discount: { codeId: null, type: 'PERCENTAGE', value: 10 },
      totals: local,
    });
    expect(placed.json().history[0]).toMatchObject({
      fromStatus: null,
      toStatus: 'CONFIRMED',
      actorName: 'کارمند آزمایشی',
    });
    const board = await kit.call('GET', '/api/orders', { token: cashier });
    expect(board.json().data.map((o: { id: string }) => o.id)).toContain(placed.json().id);
  });

  it('answers a retry with the same key with the same order, and refuses the key for another body', async () => {
    const key = newKey();
    const first = await post(QUICK, cashier, tableOrder(), key);
    expect(first.statusCode).toBe(201);
    const again = await post(QUICK, cashier, tableOrder(), key);
    expect(again.statusCode).toBe(200);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.json().id).toBe(first.json().id);
    const other = await post(QUICK, cashier, { ...tableOrder(), tip: 0 }, key);
    expect(other.statusCode).toBe(409);
    expect(other.json().code).toBe('IDEMPOTENCY_KEY_REUSED');
    const missing = await post(QUICK, cashier, tableOrder(), null);
    expect(missing.statusCode).toBe(400);
    expect(missing.json().code).toBe('IDEMPOTENCY_KEY_REQUIRED');
  });

  it('refuses mistakes beside their fields in Persian and writes nothing', async () => {
    const before = await countRows(kit.t, 'orders');
    const cases: Array<[object, number, string, string]> = [
      [{ preparationMinutes: 10 }, 400, 'BAD_REQUEST', 'preparationMinutes'],
      [{ tableNumber: null }, 400, 'TABLE_NUMBER_REQUIRED', 'tableNumber'],
      [{ deliveryType: 'DELIVER' }, 400, 'CUSTOMER_REQUIRED', 'customerId'],
      [{ couponCode: 'NOROOZ' }, 400, 'DISCOUNT_CHOICE_CONFLICT', 'couponCode'],
      [
        { items: [{ menuItemId: kit.menu.dough, count: 1 }] },
        400,
        'ORDER_ITEM_UNAVAILABLE',
        'items.0.menuItemId',
      ],
      [{ items: [{ menuItemId: chelow, count: 1 }] }, 400, 'TOPPING_SELECTION_INVALID', ''],
      [{ paymentMethod: 'ONLINE' }, 400, 'BAD_REQUEST', 'paymentMethod'],
      [{ discountAmount: -5 }, 400, 'BAD_REQUEST', 'discountAmount'],
    ];
    for (const [change, status, code, field] of cases) {
      const res = await post(QUICK, cashier, { ...tableOrder(), ...change });
      expect(res.statusCode, `${JSON.stringify(change)}: ${res.body}`).toBe(status);
      expect(res.json().code, JSON.stringify(change)).toBe(code);
      const fields = (res.json().errors ?? []).map((e: { field: string }) => e.field);
      expect(
        fields.some((f: string) => f.startsWith(field)),
        `${JSON.stringify(change)} → ${fields}`,
      ).toBe(true);
      expect(res.json().message).toMatch(/[\u0600-\u06FF]/);
    }
    expect(await countRows(kit.t, 'orders')).toBe(before);
  });

  it('delivers a phone order to the customer’s address at its zone price; outside the zones is refused', async () => {
    const inZone = await addTestAddress(kit.t, {
      vendorId: kit.ids.demo,
      userId: kit.ids.customer,
      price: 45_000,
      inZone: true,
    });
    const outside = await addTestAddress(kit.t, {
      vendorId: kit.ids.demo,
      userId: kit.ids.customer,
      price: 0,
      inZone: false,
    });
    const phone = {
      ...tableOrder(),
      deliveryType: 'DELIVER' as const,
      tableNumber: null,
      numberOfPerson: null,
      customerId: kit.ids.customer,
      addressId: inZone,
      paymentMethod: 'CASH' as const,
      discountAmount: 0,
    };
    const quote = await kit.call('POST', `${QUICK}/quote`, { token: cashier, payload: phone });
    expect(quote.json()).toMatchObject({
      deliveryCost: 45_000,
      canSubmit: true,
      totals: { deliveryCost: 45_000, totalServiceFee: 0 },
    });
    const placed = await post(QUICK, cashier, phone);
    expect(placed.statusCode, placed.body).toBe(201);
    expect(placed.json()).toMatchObject({
      source: 'SALON',
      deliveryType: 'DELIVER',
      tableNumber: null,
      customer: { userId: kit.ids.customer },
      address: { id: inZone },
      totals: quote.json().totals,
    });
    const unassigned = await kit.call('GET', '/api/orders/un-assigned-to-biker', { token: cashier });
    expect(unassigned.statusCode).toBe(200);
    const ids = unassigned.json().map((o: { id: string }) => o.id);
    expect(ids).toContain(placed.json().id);
    expect(unassigned.json().every((o: { deliveryType: string }) => o.deliveryType === 'DELIVER')).toBe(true);

    const refused = await post(QUICK, cashier, { ...phone, addressId: outside });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({ code: 'SELECT_FROM_LOCATIONS', errors: [{ field: 'addressId' }] });
  });

  it('applies a customer’s coupon code and counts its use; a walk-in guest cannot use one', async () => {
    await addTestDiscountCode(kit.t, {
      vendorId: kit.ids.demo,
      code: 'SALON20',
      discount: { type: 'MONEY', value: 20_000 },
    });
    const order = { ...tableOrder(), discountAmount: 0, couponCode: 'SALON20' };
    const walkIn = await post(QUICK, cashier, order);
    expect(walkIn.json()).toMatchObject({ code: 'CUSTOMER_REQUIRED', errors: [{ field: 'customerId' }] });
    const placed = await post(QUICK, cashier, { ...order, customerId: kit.ids.customer });
    expect(placed.statusCode, placed.body).toBe(201);
    expect(placed.json()).toMatchObject({
      discount: { code: 'SALON20', type: 'MONEY' },
      totals: { finalDiscountAmount: 20_000 },
    });
    expect(await countRows(kit.t, 'test_discount_uses')).toBe(1);
    const unknown = await post(QUICK, cashier, {
      ...order,
      customerId: kit.ids.customer,
      couponCode: 'NOPE',
    });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().errors[0].field).toBe('couponCode');
  });

  it('never orders for another vendor’s customer (404) and keeps the other vendor’s staff out (403)', async () => {
    const { rows } = await kit.t.database.executeSql(
      "SELECT id FROM users WHERE phone_number = '09128888888'",
    );
    const theirs = String(rows[0]!.id);
    const res = await post(QUICK, cashier, { ...tableOrder(), customerId: theirs });
    expect(res.statusCode).toBe(404);
    expect(res.json().code).toBe('CUSTOMER_NOT_FOUND');
    const foreign = await kit.call('POST', QUICK, {
      token: kit.sessions.otherOwner,
      payload: tableOrder(),
      headers: { 'idempotency-key': newKey() },
    });
    expect(foreign.statusCode).toBe(403);
    const customer = await post(QUICK, kit.sessions.customer, tableOrder());
    expect(customer.statusCode).toBe(403);
  });

  it('opens a pay-later table order, adds to it with /editpostpaid, and refuses to edit a paid-by-card one', async () => {
    const opened = await post('/api/orders/postpaid', cashier, {
      ...tableOrder(),
      discountAmount: 0,
      tip: 0,
    });
    expect(opened.statusCode, opened.body).toBe(201);
    expect(opened.json()).toMatchObject({ paymentMethod: 'UNPAID', status: 'CONFIRMED' });
    const before = opened.json().totals.finalPrice as number;

    const edited = await kit.call('PUT', '/api/orders/editpostpaid', {
      token: cashier,
      payload: {
        orderId: opened.json().id,
        items: [...tableOrder().items, { menuItemId: kit.menu.tea, count: 3, toppings: [] }],
      },
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json().items).toHaveLength(3);
    expect(edited.json().totals.sumOfItemsPrice).toBe(opened.json().totals.sumOfItemsPrice + 60_000);
    expect(edited.json().totals.finalPrice).toBeGreaterThan(before);

    const card = await post(QUICK, cashier, tableOrder());
    const refused = await kit.call('PUT', '/api/orders/editpostpaid', {
      token: cashier,
      payload: { orderId: card.json().id, items: tableOrder().items },
    });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ code: 'ORDER_NOT_POSTPAID' });
    expect(refused.json().message).toMatch(/پرداخت در پایان/);
    const empty = await kit.call('PUT', '/api/orders/editpostpaid', {
      token: cashier,
      payload: { orderId: opened.json().id, items: [] },
    });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().code).toBe('ORDER_EMPTY');
  });

  it('takes a kiosk order from the kiosk menu with source KIOSK', async () => {
    const res = await post('/api/orders/kiosk', cashier, {
      deliveryType: 'PICKUP',
      items: [{ menuItemId: kioskDrink, count: 2 }],
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({ source: 'KIOSK', deliveryType: 'PICKUP', status: 'CONFIRMED' });
    const tea = await post('/api/orders/kiosk', cashier, {
      deliveryType: 'PICKUP',
      items: [{ menuItemId: kit.menu.tea, count: 1 }],
    });
    expect(tea.json().code).toBe('ORDER_ITEM_UNAVAILABLE');
  });

  it('reports credit orders in a date range with their sum', async () => {
    const credit = await post(QUICK, cashier, {
      ...tableOrder(),
      paymentMethod: 'CREDIT',
      customerId: kit.ids.customer,
    });
    expect(credit.statusCode, credit.body).toBe(201);
    const report = await kit.call('GET', '/api/orders/getcreditordersreport?from=2026-11-22&to=2026-11-22', {
      token: cashier,
    });
    expect(report.statusCode, report.body).toBe(200);
    expect(report.json()).toMatchObject({
      totalCount: 1,
      totalAmount: credit.json().totals.finalPrice,
      pageSize: 10,
    });
    expect(report.json().data[0]).toMatchObject({
      id: credit.json().id,
      paymentMethod: 'CREDIT',
      customerPhone: '09121111111',
    });
    const elsewhere = await kit.call('GET', '/api/orders/getcreditordersreport?from=2026-11-23', {
      token: cashier,
    });
    expect(elsewhere.json().totalCount).toBe(0);
    const bad = await kit.call('GET', '/api/orders/getcreditordersreport?from=1405/01/01', {
      token: cashier,
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors[0].field).toBe('from');
  });

  it('is refused to other vendors on their host', async () => {
    const res = await kit.call('GET', '/api/orders/un-assigned-to-biker', {
      token: kit.sessions.otherOwner,
      host: OTHER_HOST,
    });
    expect(res.json()).toEqual([]);
  });
});
