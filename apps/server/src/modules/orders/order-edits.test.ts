import type { TOrder } from '@sofreh/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OTHER_HOST } from '../../../test/catalog-kit';
import { DB_KINDS } from '../../../test/database';
import { newKey, type OrdersTest, startOrdersTest } from '../../../test/orders-kit';

const ORDERS = '/api/orders';

describe.each(DB_KINDS)('editing an order (SPEC §4) on %s', (kind) => {
  let k: OrdersTest;

  const place = async (payload: object, token = k.sessions.customer): Promise<TOrder> => {
    const res = await k.call('POST', ORDERS, {
      token,
      payload: { source: 'WEBSITE', deliveryType: 'PICKUP', paymentMethod: 'CASH', ...payload },
      headers: { 'idempotency-key': newKey() },
    });
    expect(res.statusCode, res.body).toBe(201);
    return res.json();
  };
  const koobideh = (count: number) => ({
    menuItemId: k.menu.koobideh,
    count,
    toppings: [{ toppingId: k.menu.garlic, count: 1 }],
  });
  const dough = (count: number) => ({ menuItemId: k.menu.dough, count, toppings: [] });
  const confirm = async (orderId: string) => {
    const seen = await k.call('GET', `${ORDERS}/${orderId}`, { token: k.sessions.owner });
    const res = await k.call('PATCH', `${ORDERS}/state`, {
      token: k.sessions.owner,
      payload: { orderId, status: 'CONFIRMED', fromStatus: seen.json().status },
    });
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as TOrder;
  };
  const edit = (
    order: TOrder,
    lines: { id: string; count: number }[],
    token = k.sessions.owner,
    host?: string,
  ) =>
    k.call('PUT', `${ORDERS}/${order.id}/items`, {
      token,
      host,
      payload: { version: order.updatedAt, lines },
    });
  const lineOf = (order: TOrder, title: string) =>
    [...order.items, ...order.removedItems].find((l) => l.title === title)!;

  beforeAll(async () => {
    k = await startOrdersTest(kind);
  });
  afterAll(async () => {
    await k?.t.close();
  });

  it('caps an increase at the ordered count once confirmed, beside the line', async () => {
    const order = await confirm((await place({ items: [koobideh(2), dough(1)] })).id);
    const res = await edit(order, [{ id: lineOf(order, 'کوبیده').id, count: 3 }]);
    expect(res.statusCode, res.body).toBe(409);
    expect(res.json()).toMatchObject({
      code: 'ORDER_ITEM_INCREASE_LIMIT',
      message: 'تعداد این قلم را نمی‌توان از مقدار ثبت‌شده در سفارش بیشتر کرد.',
      errors: [{ field: 'lines.0.count' }],
    });
  });

  it('removes a line, re-prices with the order’s own terms, records who did it, and restores it', async () => {
    const order = await confirm((await place({ items: [koobideh(2), dough(1)] })).id);
    const removed = await edit(order, [{ id: lineOf(order, 'دوغ').id, count: 0 }]);
    expect(removed.statusCode, removed.body).toBe(200);
    const after: TOrder = removed.json();
    expect(after.items.map((l) => [l.title, l.count])).toEqual([['کوبیده', 2]]);
    expect(after.removedItems.map((l) => [l.title, l.count, l.originalCount])).toEqual([['دوغ', 0, 1]]);
    // 2 × (300,000 + 20,000 garlic), VAT on the taxable kebab, 10,000 box each: nothing of the dough.
    const tax = Math.round((640_000 * order.taxPercent) / 100);
    expect(after.totals).toMatchObject({
      sumOfItemsPrice: 600_000,
      sumOfItemToppingsPrice: 40_000,
      totalPackagingCost: 20_000,
      tax,
      finalPrice: 640_000 + tax + 20_000,
    });
    expect(order.totals.finalPrice - after.totals.finalPrice).toBe(40_000);
    const note = after.history.at(-1)!;
    expect(note).toMatchObject({
      fromStatus: 'CONFIRMED',
      toStatus: 'CONFIRMED',
      actorName: expect.any(String),
    });
    expect(note.note).toContain('دوغ حذف شد');
    expect(after.status).toBe('CONFIRMED');

    // The board's list shows the new price too.
    const list = await k.call('GET', `${ORDERS}?status=CONFIRMED&take=50`, { token: k.sessions.owner });
    expect(list.json().data.find((o: { id: string }) => o.id === order.id).finalPrice).toBe(
      after.totals.finalPrice,
    );

    const restored = await edit(after, [{ id: lineOf(after, 'دوغ').id, count: 1 }]);
    expect(restored.statusCode, restored.body).toBe(200);
    expect(restored.json().items.map((l: { title: string; count: number }) => [l.title, l.count])).toEqual([
      ['کوبیده', 2],
      ['دوغ', 1],
    ]);
    expect(restored.json().totals).toEqual(order.totals);
  });

  it('refuses removing the last item with NOT_ALLOW_REMOVE_ALL_ITEMS and leaves the order as it was', async () => {
    const order = await confirm((await place({ items: [koobideh(1)] })).id);
    const res = await edit(order, [{ id: order.items[0]!.id, count: 0 }]);
    expect(res.statusCode, res.body).toBe(409);
    expect(res.json()).toMatchObject({
      code: 'NOT_ALLOW_REMOVE_ALL_ITEMS',
      message: 'نمی‌توان همه اقلام سفارش را حذف کرد.',
    });
    const now = (await k.call('GET', `${ORDERS}/${order.id}`, { token: k.sessions.owner })).json();
    expect(now.items).toHaveLength(1);
    expect(now.updatedAt).toBe(order.updatedAt);
  });

  it('of two edits from the same version exactly one wins; the other hears ORDER_EDIT_CONFLICT', async () => {
    const order = await confirm((await place({ items: [koobideh(2), dough(1)] })).id);
    const answers = await Promise.all([
      edit(order, [{ id: lineOf(order, 'کوبیده').id, count: 1 }]),
      edit(order, [{ id: lineOf(order, 'دوغ').id, count: 0 }]),
    ]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409]);
    const loser = answers.find((a) => a.statusCode === 409)!;
    expect(loser.json()).toMatchObject({ code: 'ORDER_EDIT_CONFLICT' });
    // A stale version is refused too, even for an edit that would otherwise be fine.
    const stale = await edit(order, [{ id: lineOf(order, 'کوبیده').id, count: 2 }]);
    expect(stale.json().code).toBe('ORDER_EDIT_CONFLICT');
  });

  it('lets an order still awaiting payment grow past the ordered count', async () => {
    const order = await place({ items: [koobideh(1)], paymentMethod: 'ONLINE' });
    expect(order.status).toBe('SUBMITTED');
    const res = await edit(order, [{ id: order.items[0]!.id, count: 4 }]);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().items[0].count).toBe(4);
    expect(res.json().totals.sumOfItemsPrice).toBe(1_200_000);
  });

  it('refuses a closed order, another vendor’s staff (404), a customer (403) and a line not on the order', async () => {
    const order = await confirm((await place({ items: [koobideh(1), dough(1)] })).id);
    const line = [{ id: lineOf(order, 'دوغ').id, count: 0 }];
    expect((await edit(order, line, k.sessions.otherOwner, OTHER_HOST)).json().code).toBe('ORDER_NOT_FOUND');
    expect((await edit(order, line, k.sessions.otherOwner, OTHER_HOST)).statusCode).toBe(404);
    expect((await edit(order, line, k.sessions.customer)).statusCode).toBe(403);
    const stranger = await edit(order, [{ id: order.id, count: 1 }]);
    expect(stranger.statusCode).toBe(400);
    expect(stranger.json().errors).toEqual([
      { field: 'lines.0.count', message: 'این قلم در این سفارش نیست.' },
    ]);

    const rejected = await k.call('PATCH', `${ORDERS}/state`, {
      token: k.sessions.owner,
      payload: { orderId: order.id, status: 'REJECTED', fromStatus: order.status, rejectReason: 'TOO_BUSY' },
    });
    expect(rejected.statusCode, rejected.body).toBe(200);
    const closed = await edit(rejected.json(), line);
    expect(closed.statusCode).toBe(409);
    expect(closed.json().code).toBe('ORDER_NOT_EDITABLE');
  });
});

describe.each(DB_KINDS)('the spec’s order edit, PATCH /api/orders, on %s', (kind) => {
  let k: OrdersTest;
  beforeAll(async () => {
    k = await startOrdersTest(kind);
  });
  afterAll(async () => {
    await k?.t.close();
  });

  const place = async (): Promise<TOrder> => {
    const res = await k.call('POST', ORDERS, {
      token: k.sessions.customer,
      payload: {
        source: 'WEBSITE',
        deliveryType: 'PICKUP',
        paymentMethod: 'CASH',
        items: [
          { menuItemId: k.menu.koobideh, count: 2, toppings: [{ toppingId: k.menu.garlic, count: 1 }] },
          { menuItemId: k.menu.dough, count: 1, toppings: [] },
        ],
      },
      headers: { 'idempotency-key': newKey() },
    });
    expect(res.statusCode, res.body).toBe(201);
    return res.json();
  };
  const patch = (payload: object, token = k.sessions.owner, host?: string) =>
    k.call('PATCH', ORDERS, { token, host, payload });
  const doughOf = (order: TOrder) => order.items.find((l) => l.title === 'دوغ')!;

  it('edits the order named in the body exactly as PUT /api/orders/{id}/items does', async () => {
    const [viaPatch, viaPut] = [await place(), await place()];
    const lines = (order: TOrder) => [{ id: doughOf(order).id, count: 0 }];
    const patched = await patch({
      orderId: viaPatch.id,
      version: viaPatch.updatedAt,
      lines: lines(viaPatch),
    });
    const put = await k.call('PUT', `${ORDERS}/${viaPut.id}/items`, {
      token: k.sessions.owner,
      payload: { version: viaPut.updatedAt, lines: lines(viaPut) },
    });
    expect(patched.statusCode, patched.body).toBe(200);
    expect(put.statusCode, put.body).toBe(200);
    const shape = (order: TOrder) => ({
      items: order.items.map((l) => [l.title, l.count]),
      removed: order.removedItems.map((l) => [l.title, l.count, l.originalCount]),
      totals: order.totals,
    });
    expect(shape(patched.json())).toEqual(shape(put.json()));
    expect(shape(patched.json()).removed).toEqual([['دوغ', 0, 1]]);
    // The same version twice: the second edit hears the conflict, as on PUT.
    const stale = await patch({ orderId: viaPatch.id, version: viaPatch.updatedAt, lines: lines(viaPatch) });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().code).toBe('ORDER_EDIT_CONFLICT');
  });

  it('hides another vendor’s order (404) and refuses a customer (403)', async () => {
    const order = await place();
    const payload = {
      orderId: order.id,
      version: order.updatedAt,
      lines: [{ id: doughOf(order).id, count: 0 }],
    };
    const theirs = await patch(payload, k.sessions.otherOwner, OTHER_HOST);
    expect(theirs.statusCode).toBe(404);
    expect(theirs.json().code).toBe('ORDER_NOT_FOUND');
    expect((await patch(payload, k.sessions.customer)).statusCode).toBe(403);
    // Untouched by either.
    const after = await k.call('GET', `${ORDERS}/${order.id}`, { token: k.sessions.owner });
    expect(after.json().items).toHaveLength(2);
  });

  it.each([
    [{ version: 'v', lines: [{ id: '00000000-0000-4000-8000-000000000001', count: 1 }] }, 'orderId'],
    [
      {
        orderId: 'not-an-id',
        version: 'v',
        lines: [{ id: '00000000-0000-4000-8000-000000000001', count: 1 }],
      },
      'orderId',
    ],
    [{ orderId: '00000000-0000-4000-8000-000000000001', version: 'v', lines: [] }, 'lines'],
    [
      {
        orderId: '00000000-0000-4000-8000-000000000001',
        version: 'v',
        lines: [{ id: '00000000-0000-4000-8000-000000000002', count: -1 }],
      },
      'lines.0.count',
    ],
  ])('refuses %o with a Persian 400 beside %s', async (payload, field) => {
    const res = await patch(payload);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(/[\u0600-\u06FF]/);
    expect(res.json().errors.map((e: { field: string }) => e.field)).toContain(field);
  });

  it('is in the OpenAPI document with its body', async () => {
    const document = k.t.app.swagger() as {
      paths: Record<
        string,
        Record<string, { requestBody?: { content: Record<string, { schema: { required?: string[] } }> } }>
      >;
    };
    const operation = document.paths['/api/orders']?.patch;
    expect(operation).toBeDefined();
    expect(operation!.requestBody!.content['application/json']!.schema.required).toEqual(
      expect.arrayContaining(['orderId', 'version', 'lines']),
    );
  });
});

describe.each(DB_KINDS)('moving a dine-in order to another table on %s', (kind) => {
  let k: OrdersTest;
  beforeAll(async () => {
    k = await startOrdersTest(kind);
  });
  afterAll(async () => {
    await k?.t.close();
  });

  const place = async (payload: object) => {
    const res = await k.call('POST', ORDERS, {
      token: k.sessions.customer,
      payload: {
        source: 'QR',
        paymentMethod: 'CASH',
        items: [{ menuItemId: k.menu.joojeh, count: 1, toppings: [] }],
        ...payload,
      },
      headers: { 'idempotency-key': newKey() },
    });
    expect(res.statusCode, res.body).toBe(201);
    return res.json() as TOrder;
  };
  const changeTable = (orderId: string, tableNumber: string, token = k.sessions.owner, host?: string) =>
    k.call('PUT', `${ORDERS}/changetable`, { token, host, payload: { orderId, tableNumber } });

  it('moves the order and says so in its history', async () => {
    const order = await place({ deliveryType: 'SERVE', tableNumber: '7' });
    const res = await changeTable(order.id, '12');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().tableNumber).toBe('12');
    expect(res.json().history.at(-1).note).toBe('جابه‌جایی از میز ۷ به میز ۱۲');
  });

  it('refuses a pickup order, another vendor (404), a customer (403) and an empty table', async () => {
    const pickup = await place({ deliveryType: 'PICKUP', source: 'WEBSITE' });
    const res = await changeTable(pickup.id, '3');
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({
      code: 'ORDER_NOT_AT_TABLE',
      message: 'فقط سفارش سرو در سالن میز دارد.',
    });
    const serve = await place({ deliveryType: 'SERVE', tableNumber: '2' });
    expect((await changeTable(serve.id, '3', k.sessions.otherOwner, OTHER_HOST)).statusCode).toBe(404);
    expect((await changeTable(serve.id, '3', k.sessions.customer)).statusCode).toBe(403);
    const empty = await changeTable(serve.id, '  ');
    expect(empty.statusCode).toBe(400);
    expect(empty.json().errors[0].field).toBe('tableNumber');
  });
});
