import type { TOrder, TStaffOrderRequest } from '@sofreh/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ONE_KIND } from '../../../test/database';
import { newKey, type OrdersTest, startOrdersTest } from '../../../test/orders-kit';

// Decision 0031: cash and card are collected when the order is handed over, so the state change that
// hands it over marks it paid; online, credit and pay-later orders are never paid by a state change.

const ORDERS = '/api/orders';

describe.each(ONE_KIND)('the payment state of orders paid in person on %s', (kind) => {
  let k: OrdersTest;

  beforeAll(async () => {
    k = await startOrdersTest(kind);
  });
  afterAll(async () => {
    await k?.t.close();
  });

  /** An order placed on the customer site, as the customer does. */
  const placeOnline = async (payload: object): Promise<TOrder> => {
    const items = [
      { menuItemId: k.menu.koobideh, count: 1, toppings: [{ toppingId: k.menu.garlic, count: 1 }] },
    ];
    const res = await k.call('POST', ORDERS, {
      token: k.sessions.customer,
      payload: { source: 'WEBSITE', deliveryType: 'PICKUP', items, ...payload },
      headers: { 'idempotency-key': newKey() },
    });
    expect(res.statusCode, res.body).toBe(201);
    return res.json();
  };
  /** An order taken at the counter by the owner: /quick, or /postpaid for a table paying at the end. */
  const placeAtCounter = async (
    payload: Partial<TStaffOrderRequest>,
    url = `${ORDERS}/quick`,
  ): Promise<TOrder> => {
    const res = await k.call('POST', url, {
      token: k.sessions.owner,
      payload: { deliveryType: 'PICKUP', items: [{ menuItemId: k.menu.tea, count: 2 }], ...payload },
      headers: { 'idempotency-key': newKey() },
    });
    expect(res.statusCode, res.body).toBe(201);
    return res.json();
  };
  /** Moves the order through `states`; answers the payment state the server answered after each. */
  const walk = async (orderId: string, states: string[]) => {
    const seen: string[] = [];
    let fromStatus: string = (await detail(orderId)).status;
    for (const status of states) {
      const res = await k.call('PATCH', `${ORDERS}/state`, {
        token: k.sessions.owner,
        payload: {
          orderId,
          status,
          fromStatus,
          ...(status === 'REJECTED' ? { rejectReason: 'CLOSED' } : {}),
        },
      });
      fromStatus = status;
      expect(res.statusCode, `${status}: ${res.body}`).toBe(200);
      expect(res.json().status).toBe(status);
      seen.push(res.json().paymentState);
    }
    return seen;
  };
  const detail = async (orderId: string): Promise<TOrder> =>
    (await k.call('GET', `${ORDERS}/${orderId}`, { token: k.sessions.owner })).json();
  const boardRow = async (orderId: string, status: string) => {
    const page = (
      await k.call('GET', `${ORDERS}?status=${status}&take=100`, { token: k.sessions.owner })
    ).json();
    return page.data.find((row: { id: string }) => row.id === orderId);
  };
  const paidForRefund = async (orderId: string) =>
    (await k.call('GET', `${ORDERS}/${orderId}/refunds`, { token: k.sessions.owner })).json().paid;

  it('marks a cash pickup order paid when it is picked up, in the drawer, on the board and after it closes', async () => {
    const order = await placeOnline({ paymentMethod: 'CASH' });
    expect(order).toMatchObject({ status: 'NEEDFORCALL', paymentState: 'PENDING' });

    expect(await walk(order.id, ['CONFIRMED', 'READYTOPICKUP', 'DELIVERED'])).toEqual([
      'PENDING',
      'PENDING',
      'PAID',
    ]);
    expect((await detail(order.id)).paymentState).toBe('PAID');
    expect(await boardRow(order.id, 'DELIVERED')).toMatchObject({ paymentState: 'PAID' });
    expect(await walk(order.id, ['FINISHED'])).toEqual(['PAID']);
    expect(await boardRow(order.id, 'FINISHED')).toMatchObject({ paymentState: 'PAID' });

    // The history is the moves and nothing else: payment is not a state of its own.
    const after = await detail(order.id);
    expect(after.history.map((h) => h.toStatus)).toEqual([
      'NEEDFORCALL',
      'CONFIRMED',
      'READYTOPICKUP',
      'DELIVERED',
      'FINISHED',
    ]);
    expect(await paidForRefund(order.id)).toBe(order.totals.finalPrice);
  });

  it('marks a card order taken at the counter paid when it is picked up', async () => {
    const order = await placeAtCounter({ paymentMethod: 'CARD' });
    expect(order).toMatchObject({ status: 'CONFIRMED', paymentState: 'PENDING' });
    expect(await walk(order.id, ['READYTOPICKUP', 'DELIVERED'])).toEqual(['PENDING', 'PAID']);
  });

  it('keeps a handed-over credit order unpaid and in the credit orders report, with nothing to refund', async () => {
    const order = await placeAtCounter({ paymentMethod: 'CREDIT', customerId: k.ids.customer });
    expect(await walk(order.id, ['READYTOPICKUP', 'DELIVERED', 'FINISHED'])).toEqual([
      'PENDING',
      'PENDING',
      'PENDING',
    ]);
    const report = (
      await k.call('GET', `${ORDERS}/getcreditordersreport?from=2026-11-22&to=2026-11-22&pageSize=100`, {
        token: k.sessions.owner,
      })
    ).json();
    expect(report.data.find((row: { id: string }) => row.id === order.id)).toMatchObject({
      status: 'FINISHED',
      paymentMethod: 'CREDIT',
      paymentState: 'PENDING',
    });
    // The customer owes it: no money came in, so none can go back from the till.
    expect(await paidForRefund(order.id)).toBe(0);
  });

  it('keeps a pay-later table order unpaid when it is served and closed', async () => {
    const order = await placeAtCounter({ deliveryType: 'SERVE', tableNumber: '۴' }, `${ORDERS}/postpaid`);
    expect(order).toMatchObject({ paymentMethod: 'UNPAID', status: 'CONFIRMED' });
    expect(await walk(order.id, ['READYTOSERVE', 'DELIVERED', 'FINISHED'])).toEqual([
      'PENDING',
      'PENDING',
      'PENDING',
    ]);
    expect(await boardRow(order.id, 'FINISHED')).toMatchObject({ paymentState: 'PENDING' });
  });

  it('keeps an online order nobody paid unpaid, even when staff hand it over', async () => {
    const order = await placeOnline({ paymentMethod: 'ONLINE' });
    expect(order).toMatchObject({ status: 'SUBMITTED', paymentState: 'PENDING' });
    expect(await walk(order.id, ['NEEDFORCALL', 'CONFIRMED', 'READYTOPICKUP', 'DELIVERED'])).toEqual([
      'PENDING',
      'PENDING',
      'PENDING',
      'PENDING',
    ]);
    expect((await detail(order.id)).paymentState).toBe('PENDING');
  });

  it('never marks a rejected cash order paid', async () => {
    const order = await placeOnline({ paymentMethod: 'CASH' });
    expect(await walk(order.id, ['CONFIRMED', 'REJECTED'])).toEqual(['PENDING', 'PENDING']);
    expect(await paidForRefund(order.id)).toBe(0);
  });
});
