import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OTHER_HOST } from '../../../test/catalog-kit';
import { DB_KINDS } from '../../../test/database';
import { eventually } from '../../../test/eventually';
import { newKey, type OrdersTest, startOrdersTest } from '../../../test/orders-kit';
import { loginAsStaff } from '../../../test/staff';

// The panel-wide new-order alarm (issue 19 point 3, decision 0045): what rings, and «دیدم» shared by
// the whole restaurant.

const ORDERS = '/api/orders';
const ALARM = `${ORDERS}/alarm`;
const ACK = `${ALARM}/acknowledge`;

describe.each(DB_KINDS)('the new-order alarm on %s', (kind) => {
  let k: OrdersTest;
  let cashier: string;

  const place = async (paymentMethod: string, token = k.sessions.customer) => {
    const res = await k.call('POST', ORDERS, {
      token,
      payload: {
        source: 'WEBSITE',
        deliveryType: 'PICKUP',
        paymentMethod,
        items: [
          { menuItemId: k.menu.koobideh, count: 1, toppings: [{ toppingId: k.menu.garlic, count: 1 }] },
        ],
      },
      headers: { 'idempotency-key': newKey() },
    });
    expect(res.statusCode, res.body).toBe(201);
    return res.json() as { id: string; number: number; status: string };
  };
  const alarm = async (token = k.sessions.owner, host?: string) => {
    const res = await k.call('GET', ALARM, { token, host });
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as {
      orders: Array<{ id: string; number: number; status: string }>;
      totalCount: number;
    };
  };
  const ids = (a: { orders: Array<{ id: string }> }) => a.orders.map((o) => o.id);

  beforeAll(async () => {
    k = await startOrdersTest(kind);
    cashier = await loginAsStaff(k.t, '09121112233', ['ORDERS_VIEW']);
  });
  afterAll(async () => {
    await k?.t.close();
  });

  it('rings for every order waiting for the restaurant, placed before anyone opened a panel, oldest first', async () => {
    const first = await place('CASH');
    const second = await place('CARD', k.sessions.secondCustomer);
    // Awaiting its online payment: not real until the bank says so.
    await place('ONLINE');
    const now = await alarm();
    expect(ids(now)).toEqual([first.id, second.id]);
    expect(now.totalCount).toBe(2);
    expect(now.orders[0]).toMatchObject({
      number: first.number,
      status: 'NEEDFORCALL',
      deliveryType: 'PICKUP',
    });
    // The other restaurant hears nothing of them.
    expect(ids(await alarm(k.sessions.otherOwner, OTHER_HOST))).toEqual([]);
  });

  it('stops for everyone once one person says «دیدم», only for the orders they saw', async () => {
    const before = await alarm(cashier);
    const [seen, ...rest] = ids(before);
    const res = await k.call('POST', ACK, { token: cashier, payload: { orderIds: [seen] } });
    expect(res.statusCode, res.body).toBe(200);
    expect(ids(res.json())).toEqual(rest);
    // The owner's panel stops ringing for it too: the acknowledgement is the restaurant's.
    expect(ids(await alarm())).toEqual(rest);
    const { rows } = await k.t.database.executeSql(
      'SELECT acknowledged_by, acknowledged_at FROM orders WHERE id = $1',
      [seen],
    );
    expect(rows[0]!.acknowledged_by).not.toBeNull();
    expect(rows[0]!.acknowledged_at).not.toBeNull();
  });

  it('stops when someone moves the order, and does not ring again when it comes back to the review queue', async () => {
    const order = await place('CASH');
    expect(ids(await alarm())).toContain(order.id);
    const confirm = await k.call('PATCH', `${ORDERS}/state`, {
      token: k.sessions.owner,
      payload: { orderId: order.id, fromStatus: 'NEEDFORCALL', status: 'CONFIRMED' },
    });
    expect(confirm.statusCode, confirm.body).toBe(200);
    expect(ids(await alarm())).not.toContain(order.id);
    const back = await k.call('PATCH', `${ORDERS}/state`, {
      token: k.sessions.owner,
      payload: { orderId: order.id, fromStatus: 'CONFIRMED', status: 'NEEDFORCALL' },
    });
    expect(back.statusCode, back.body).toBe(200);
    expect(ids(await alarm())).not.toContain(order.id);
  });

  it('tells every open panel when an order is acknowledged', async () => {
    const order = await place('CASH');
    const controller = new AbortController();
    const address = await k.t.app.listen({ port: 0, host: '127.0.0.1' });
    try {
      const res = await fetch(`${address}${ORDERS}/stream`, {
        headers: { hostdomain: 'demo.sofreh.test', authorization: `Bearer ${k.sessions.owner}` },
        signal: controller.signal,
      });
      const text = readText(res.body!);
      await eventually(() => text.value.includes('event: ready'), 'the stream is ready');
      const ack = await k.call('POST', ACK, { token: cashier, payload: { orderIds: [order.id] } });
      expect(ack.statusCode, ack.body).toBe(200);
      await eventually(
        () => text.value.includes(JSON.stringify({ kind: 'ACKNOWLEDGED', orderId: order.id, status: null })),
        'the acknowledgement reaches the open panel',
      );
    } finally {
      controller.abort();
    }
  });

  it('cannot acknowledge another restaurant’s order, and is for staff who see orders', async () => {
    const order = await place('CASH');
    const theirs = await k.call('POST', ACK, {
      token: k.sessions.otherOwner,
      host: OTHER_HOST,
      payload: { orderIds: [order.id] },
    });
    expect(theirs.statusCode).toBe(200);
    expect(ids(await alarm())).toContain(order.id);

    expect((await k.call('GET', ALARM, { token: k.sessions.customer })).statusCode).toBe(403);
    const menuEditor = await loginAsStaff(k.t, '09121112244', ['MENU_VIEW']);
    expect((await k.call('GET', ALARM, { token: menuEditor })).statusCode).toBe(403);
    const bad = await k.call('POST', ACK, { token: k.sessions.owner, payload: { orderIds: [] } });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors[0].field).toBe('orderIds');
  });
});

/** Everything a fetch body has sent so far, as one growing string. */
function readText(body: ReadableStream<Uint8Array>) {
  const text = { value: '' };
  const reader = body.pipeThrough(new TextDecoderStream()).getReader();
  void (async () => {
    try {
      for (;;) {
        const { value, done } = await reader.read();
        if (done) return;
        text.value += value;
      }
    } catch {
      // aborted at the end of the test
    }
  })();
  return text;
}
