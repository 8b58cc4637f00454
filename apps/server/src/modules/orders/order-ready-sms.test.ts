import type { TOrder } from '@sofreh/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OTHER_HOST } from '../../../test/catalog-kit';
import { DB_KINDS } from '../../../test/database';
import { eventually } from '../../../test/eventually';
import { newKey, type OrdersTest, startOrdersTest } from '../../../test/orders-kit';

const ORDERS = '/api/orders';
const MINUTE = 60 * 1000;

describe.each(DB_KINDS)('telling the customer the order is ready on %s', (kind) => {
  let k: OrdersTest;
  beforeAll(async () => {
    k = await startOrdersTest(kind);
  });
  afterAll(async () => {
    await k?.t.close();
  });

  const placeConfirmed = async () => {
    const res = await k.call('POST', ORDERS, {
      token: k.sessions.customer,
      payload: {
        source: 'WEBSITE',
        serviceType: 'PICKUP',
        paymentMethod: 'CASH',
        items: [{ menuItemId: k.menu.joojeh, count: 1, toppings: [] }],
      },
      headers: { 'idempotency-key': newKey() },
    });
    expect(res.statusCode, res.body).toBe(201);
    const order: TOrder = res.json();
    await move(order.id, 'CONFIRMED');
    return order;
  };
  const move = async (orderId: string, status: string) => {
    const res = await k.call('PATCH', `${ORDERS}/state`, {
      token: k.sessions.owner,
      payload: { orderId, status },
    });
    expect(res.statusCode, res.body).toBe(200);
  };
  const callReady = (orderId: string, token = k.sessions.owner, host?: string) =>
    k.call('PUT', `${ORDERS}/callforreadyorder/${orderId}`, { token, host });

  it('refuses an order that is not ready yet', async () => {
    const order = await placeConfirmed();
    const res = await callReady(order.id);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ code: 'ORDER_NOT_READY' });
  });

  it('sends one Persian SMS with the restaurant and the order number, then refuses again for five minutes', async () => {
    const order = await placeConfirmed();
    await move(order.id, 'READYTOPICKUP');
    const first = await callReady(order.id);
    expect(first.statusCode, first.body).toBe(200);
    const sent = await eventually(
      () => k.t.sms.texts.find((m) => m.text.includes(`شماره ${order.number.toLocaleString('fa-IR')}`)),
      'the ready SMS',
    );
    expect(sent.phoneNumber).toMatch(/^09\d{9}$/);
    expect(sent.text).toContain(k.t.demo.vendor.name);
    expect(sent.text).toContain('آماده است');

    // Two staff pressing at once, seconds later: both refused, nothing more is sent.
    k.t.clock.advance(30 * 1000);
    const again = await Promise.all([callReady(order.id), callReady(order.id)]);
    expect(again.map((r) => r.statusCode)).toEqual([429, 429]);
    expect(again[0]!.json()).toMatchObject({ code: 'READY_SMS_TOO_SOON' });
    expect(Number(again[0]!.headers['retry-after'])).toBe(270);

    k.t.clock.advance(5 * MINUTE);
    const later = await callReady(order.id);
    expect(later.statusCode, later.body).toBe(200);
    await eventually(
      () => k.t.sms.texts.filter((m) => m.text === sent.text).length === 2,
      'the second ready SMS',
    );
  });

  it('is for this vendor’s staff with ORDERS_MANAGE only', async () => {
    const order = await placeConfirmed();
    await move(order.id, 'READYTOPICKUP');
    expect((await callReady(order.id, k.sessions.customer)).statusCode).toBe(403);
    expect((await callReady(order.id, k.sessions.otherOwner, OTHER_HOST)).statusCode).toBe(404);
  });
});
