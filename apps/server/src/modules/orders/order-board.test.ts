import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSecondInstance } from '../../../test/app';
import { OTHER_HOST } from '../../../test/catalog-kit';
import { DB_KINDS } from '../../../test/database';
import { eventually } from '../../../test/eventually';
import { newKey, type OrdersTest, SUNDAY, startOrdersTest } from '../../../test/orders-kit';

const ORDERS = '/api/orders';
const STATE = `${ORDERS}/state`;

describe.each(DB_KINDS)('the order board on %s', (kind) => {
  let k: OrdersTest;
  /** Orders placed in beforeAll, by name. */
  const placed: Record<string, { id: string; number: number; status: string }> = {};

  const koobideh = (count = 1) => ({
    menuItemId: k.menu.koobideh,
    count,
    toppings: [{ toppingId: k.menu.garlic, count: 1 }],
  });
  const place = async (name: string, payload: object, token = k.sessions.customer) => {
    const res = await k.call('POST', ORDERS, {
      token,
      payload: { source: 'WEBSITE', items: [koobideh(1)], ...payload },
      headers: { 'idempotency-key': newKey() },
    });
    expect(res.statusCode, res.body).toBe(201);
    placed[name] = res.json();
    return res.json();
  };
  const board = (query = '', token = k.sessions.owner, host?: string) =>
    k.call('GET', `${ORDERS}${query}`, { token, host });
  /** A state change as the board sends it: the state the order is seen in, and the one to move to. */
  const move = (
    orderId: string,
    fromStatus: string,
    status: string,
    token = k.sessions.owner,
    host?: string,
  ) =>
    k.call('PATCH', STATE, {
      token,
      host,
      // A rejection says why (issue 19.4).
      payload: {
        orderId,
        fromStatus,
        status,
        ...(status === 'REJECTED' ? { rejectReason: 'TOO_BUSY' } : {}),
      },
    });

  beforeAll(async () => {
    k = await startOrdersTest(kind);
    await k.t.database.executeSql("UPDATE users SET first_name = 'مریم', last_name = 'احمدی' WHERE id = $1", [
      k.ids.customer,
    ]);
    await place('pickupCash', { deliveryType: 'PICKUP', paymentMethod: 'CASH' });
    await place('pickupCard', { deliveryType: 'PICKUP', paymentMethod: 'CARD' }, k.sessions.secondCustomer);
    await place('awaitingPayment', { deliveryType: 'PICKUP', paymentMethod: 'ONLINE' });
    k.t.clock.set(SUNDAY('14:00'));
    await place('serveCash', {
      deliveryType: 'SERVE',
      paymentMethod: 'CASH',
      tableNumber: '7',
      source: 'QR',
    });
  });
  afterAll(async () => {
    await k?.t.close();
  });

  describe('GET /api/orders', () => {
    it('lists the real orders newest first with per-state counts, leaving SUBMITTED to its own tab', async () => {
      const res = await board();
      expect(res.statusCode, res.body).toBe(200);
      const page = res.json();
      expect(page.data.map((o: { id: string }) => o.id)).toEqual([
        placed.serveCash!.id,
        placed.pickupCard!.id,
        placed.pickupCash!.id,
      ]);
      expect(page.totalCount).toBe(3);
      expect(page.allCount).toBe(3);
      expect(page.counts.NEEDFORCALL).toBe(3);
      expect(page.counts.SUBMITTED).toBe(1);
      expect(page.counts.CONFIRMED).toBe(0);
      const row = page.data.find((o: { id: string }) => o.id === placed.pickupCash!.id);
      expect(row).toMatchObject({
        number: placed.pickupCash!.number,
        customerName: 'مریم احمدی',
        customerPhone: expect.stringMatching(/^09/),
        deliveryType: 'PICKUP',
        paymentMethod: 'CASH',
        itemCount: 1,
      });

      const awaiting = (await board('?status=SUBMITTED')).json();
      expect(awaiting.data.map((o: { id: string }) => o.id)).toEqual([placed.awaitingPayment!.id]);
      expect(awaiting.totalCount).toBe(1);
    });

    it('filters by service type, payment method and source, the counts following the filters', async () => {
      const serve = (await board('?deliveryType=SERVE')).json();
      expect(serve.data.map((o: { id: string }) => o.id)).toEqual([placed.serveCash!.id]);
      expect(serve.counts.NEEDFORCALL).toBe(1);
      expect(serve.data[0].tableNumber).toBe('7');

      const card = (await board('?paymentMethod=CARD')).json();
      expect(card.data.map((o: { id: string }) => o.id)).toEqual([placed.pickupCard!.id]);

      const qr = (await board('?source=QR&status=NEEDFORCALL')).json();
      expect(qr.data.map((o: { id: string }) => o.id)).toEqual([placed.serveCash!.id]);
      expect(qr.totalCount).toBe(1);
    });

    it('lists several states at once for a group of tabs or the column view', async () => {
      const both = (await board('?statuses=NEEDFORCALL&statuses=SUBMITTED&statuses=SUBMITTED')).json();
      expect(both.data.map((o: { id: string }) => o.id).sort()).toEqual(
        [
          placed.pickupCash!.id,
          placed.pickupCard!.id,
          placed.awaitingPayment!.id,
          placed.serveCash!.id,
        ].sort(),
      );
      expect(both.totalCount).toBe(4);
      const one = (await board('?statuses=SUBMITTED')).json();
      expect(one.data.map((o: { id: string }) => o.id)).toEqual([placed.awaitingPayment!.id]);
      expect(one.totalCount).toBe(1);
      const bad = await board('?statuses=COOKING');
      expect(bad.statusCode).toBe(400);
    });

    it('searches by order number, phone and name, in Persian or Latin digits', async () => {
      const byNumber = (
        await board(`?search=${encodeURIComponent(String(placed.pickupCard!.number))}`)
      ).json();
      expect(byNumber.data.map((o: { id: string }) => o.id)).toContain(placed.pickupCard!.id);
      const byPhone = (await board(`?search=${encodeURIComponent('۷۷۷۷۷۷')}`)).json();
      expect(byPhone.data.map((o: { id: string }) => o.id)).toEqual([placed.pickupCard!.id]);
      const byName = (await board(`?search=${encodeURIComponent('احمدی')}`)).json();
      expect(byName.data.map((o: { id: string }) => o.id).sort()).toEqual(
        [placed.pickupCash!.id, placed.serveCash!.id].sort(),
      );
    });

    it('keeps to the Tehran days asked for', async () => {
      const sameDay = (await board('?from=2026-11-22&to=2026-11-22')).json();
      expect(sameDay.totalCount).toBe(3);
      const nextDay = (await board('?from=2026-11-23')).json();
      expect(nextDay.totalCount).toBe(0);
      expect(nextDay.counts.NEEDFORCALL).toBe(0);
      const dayBefore = (await board('?to=2026-11-21')).json();
      expect(dayBefore.totalCount).toBe(0);
    });

    it('grows by take and refuses bad filters field by field in Persian', async () => {
      const one = (await board('?take=1')).json();
      expect(one.data).toHaveLength(1);
      expect(one.totalCount).toBe(3);
      expect(one.take).toBe(1);

      const bad = await board('?from=2026-11-23&to=2026-11-22&take=0&status=LOST');
      expect(bad.statusCode).toBe(400);
      const fields = bad.json().errors.map((e: { field: string }) => e.field);
      expect(fields).toEqual(expect.arrayContaining(['take', 'status']));
      expect(bad.json().message).toMatch(/[\u0600-\u06FF]/);
      const reversed = await board('?from=2026-11-23&to=2026-11-22');
      expect(reversed.statusCode).toBe(400);
      expect(reversed.json().errors.map((e: { field: string }) => e.field)).toEqual(['to']);
      const noSuchDay = await board('?from=2026-02-30');
      expect(noSuchDay.statusCode).toBe(400);
    });

    it('is for staff: a customer is refused, another vendor sees only its own', async () => {
      expect((await board('', k.sessions.customer)).statusCode).toBe(403);
      const theirs = (await board('', k.sessions.otherOwner, OTHER_HOST)).json();
      expect(theirs.totalCount).toBe(0);
      expect(theirs.data).toEqual([]);
    });
  });

  describe('GET /api/orders/:id for staff', () => {
    it('shows the vendor’s staff who moved the order; another vendor gets 404', async () => {
      const id = placed.pickupCard!.id;
      expect((await move(id, 'NEEDFORCALL', 'CONFIRMED')).statusCode).toBe(200);
      const detail = (await k.call('GET', `${ORDERS}/${id}`, { token: k.sessions.owner })).json();
      const last = detail.history.at(-1);
      expect(last).toMatchObject({ fromStatus: 'NEEDFORCALL', toStatus: 'CONFIRMED' });
      expect(last.actorUserId).toEqual(expect.any(String));
      expect(last.actorName).toEqual(expect.any(String));
      const asCustomer = (
        await k.call('GET', `${ORDERS}/${id}`, { token: k.sessions.secondCustomer })
      ).json();
      expect(asCustomer.history.at(-1)).toMatchObject({ actorUserId: null, actorName: null });

      const other = await k.call('GET', `${ORDERS}/${id}`, {
        token: k.sessions.otherOwner,
        host: OTHER_HOST,
      });
      expect(other.statusCode).toBe(404);
    });
  });

  describe('PATCH /api/orders/state', () => {
    it('moves along the table, writing who and when', async () => {
      const id = placed.pickupCash!.id;
      const res = await move(id, 'NEEDFORCALL', 'CONFIRMED');
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().status).toBe('CONFIRMED');
      const rows = await k.t.database.executeSql(
        'SELECT from_status, to_status, actor_user_id, at FROM order_states WHERE order_id = $1 ORDER BY at',
        [id],
      );
      expect(rows.rows.map((r) => r.to_status)).toEqual(['NEEDFORCALL', 'CONFIRMED']);
      expect(rows.rows[1]!.actor_user_id).not.toBeNull();

      const listed = (await board('?status=CONFIRMED')).json();
      expect(listed.data.map((o: { id: string }) => o.id)).toContain(id);
    });

    it('answers DUPLICATE_ORDER_STATE for the same state and INVALID_ORDER_STATE off the table', async () => {
      const id = placed.pickupCash!.id;
      const same = await move(id, 'CONFIRMED', 'CONFIRMED');
      expect(same.statusCode).toBe(409);
      expect(same.json()).toMatchObject({
        code: 'DUPLICATE_ORDER_STATE',
        message: 'سفارش هم‌اکنون در همین وضعیت است.',
      });
      // A pickup order never goes to a courier.
      const courier = await move(id, 'CONFIRMED', 'READYTOSHIPMENT');
      expect(courier.statusCode).toBe(409);
      expect(courier.json().code).toBe('INVALID_ORDER_STATE');
      // PAID comes only from the bank.
      const paid = await move(placed.awaitingPayment!.id, 'SUBMITTED', 'PAID');
      expect(paid.json().code).toBe('INVALID_ORDER_STATE');
      const bad = await k.call('PATCH', STATE, {
        token: k.sessions.owner,
        payload: { orderId: 'nope', status: 'SOMEWHERE' },
      });
      expect(bad.statusCode).toBe(400);
      expect(
        bad
          .json()
          .errors.map((e: { field: string }) => e.field)
          .sort(),
      ).toEqual(['fromStatus', 'orderId', 'status']);
    });

    it('lets exactly one of ten simultaneous moves win', async () => {
      const id = placed.pickupCash!.id;
      const answers = await Promise.all(
        Array.from({ length: 10 }, () => move(id, 'CONFIRMED', 'READYTOPICKUP')),
      );
      const codes = answers.map((a) => a.statusCode).sort();
      expect(codes.filter((c) => c === 200)).toHaveLength(1);
      expect(codes.filter((c) => c === 409)).toHaveLength(9);
      for (const a of answers.filter((x) => x.statusCode === 409)) {
        expect(a.json().code).toBe('DUPLICATE_ORDER_STATE');
      }
      const rows = await k.t.database.executeSql(
        "SELECT 1 FROM order_states WHERE order_id = $1 AND to_status = 'READYTOPICKUP'",
        [id],
      );
      expect(rows.rows).toHaveLength(1);
    });

    it('refuses a move from a state the order has left: a reject meant for the review queue cannot reject a confirmed order', async () => {
      const order = await place('reviewQueue', { deliveryType: 'PICKUP', paymentMethod: 'CASH' });
      expect((await move(order.id, 'NEEDFORCALL', 'CONFIRMED')).statusCode).toBe(200);
      const reject = await move(order.id, 'NEEDFORCALL', 'REJECTED');
      expect(reject.statusCode).toBe(409);
      expect(reject.json()).toEqual({
        code: 'INVALID_ORDER_STATE',
        message: 'سفارش در وضعیتی نیست که این تغییر را بپذیرد.',
        errors: [{ field: 'fromStatus', message: 'این سفارش اکنون «تأییدشده» است؛ آن را دوباره ببینید.' }],
      });
      // Someone already did the same thing: the spec's DUPLICATE_ORDER_STATE.
      const again = await move(order.id, 'NEEDFORCALL', 'CONFIRMED');
      expect(again.statusCode).toBe(409);
      expect(again.json().code).toBe('DUPLICATE_ORDER_STATE');
      const detail = (await k.call('GET', `${ORDERS}/${order.id}`, { token: k.sessions.owner })).json();
      expect(detail.status).toBe('CONFIRMED');
      // Without the state it expects to leave, a move is a bad request.
      const unnamed = await k.call('PATCH', STATE, {
        token: k.sessions.owner,
        payload: { orderId: order.id, status: 'REJECTED' },
      });
      expect(unnamed.statusCode).toBe(400);
      expect(unnamed.json().errors.map((e: { field: string }) => e.field)).toEqual(['fromStatus']);
    });

    it('lets exactly one of a confirm and a reject sent together win', async () => {
      for (let round = 0; round < 5; round++) {
        const order = await place(`race${round}`, { deliveryType: 'PICKUP', paymentMethod: 'CASH' });
        const answers = await Promise.all([
          move(order.id, 'NEEDFORCALL', 'CONFIRMED'),
          move(order.id, 'NEEDFORCALL', 'REJECTED'),
        ]);
        const won = answers.filter((a) => a.statusCode === 200);
        expect(won, answers.map((a) => a.body).join('\n')).toHaveLength(1);
        const lost = answers.find((a) => a.statusCode !== 200)!;
        expect(lost.statusCode).toBe(409);
        expect(lost.json().code).toBe('INVALID_ORDER_STATE');
        const { rows } = await k.t.database.executeSql(
          'SELECT to_status FROM order_state_history WHERE order_id = $1',
          [order.id],
        );
        expect(rows.map((r) => r.to_status)).toEqual([won[0]!.json().status]);
      }
    });

    it('refuses customers, and another vendor’s order is not found', async () => {
      const id = placed.serveCash!.id;
      expect((await move(id, 'NEEDFORCALL', 'CONFIRMED', k.sessions.customer)).statusCode).toBe(403);
      const other = await move(id, 'NEEDFORCALL', 'CONFIRMED', k.sessions.otherOwner, OTHER_HOST);
      expect(other.statusCode).toBe(404);
      expect(other.json().code).toBe('ORDER_NOT_FOUND');
      const detail = (await k.call('GET', `${ORDERS}/${id}`, { token: k.sessions.owner })).json();
      expect(detail.status).toBe('NEEDFORCALL');
    });
  });

  describe('GET /api/orders/stream', () => {
    it('carries an order placed on instance A to a board open on instance B, and only its vendor’s', async () => {
      const second = await startSecondInstance(k.t);
      const controller = new AbortController();
      try {
        const address = await second.app.listen({ port: 0, host: '127.0.0.1' });
        const res = await fetch(`${address}${ORDERS}/stream`, {
          headers: { hostdomain: 'demo.sofreh.test', authorization: `Bearer ${k.sessions.owner}` },
          signal: controller.signal,
        });
        expect(res.status).toBe(200);
        expect(res.headers.get('content-type')).toMatch(/^text\/event-stream/);
        const events = readEvents(res.body!);
        await eventually(() => events.list.some((e) => e.event === 'ready'), 'the stream is ready');

        // Another vendor's order first: it must not show up on this board.
        const theirs = await k.call('POST', ORDERS, {
          token: k.sessions.otherVendorCustomer,
          host: OTHER_HOST,
          payload: {
            deliveryType: 'PICKUP',
            source: 'WEBSITE',
            paymentMethod: 'CASH',
            items: [{ menuItemId: k.theirDish, count: 1, toppings: [] }],
          },
          headers: { 'idempotency-key': newKey() },
        });
        expect(theirs.statusCode, theirs.body).toBe(201);
        const order = await place('live', { deliveryType: 'PICKUP', paymentMethod: 'CASH' });

        const heard = await eventually(
          () => events.list.find((e) => e.event === 'order' && e.data.orderId === order.id),
          'the new order reaches instance B',
        );
        expect(heard.data).toEqual({ kind: 'CREATED', orderId: order.id, status: 'NEEDFORCALL' });
        expect(await move(order.id, 'NEEDFORCALL', 'CONFIRMED')).toMatchObject({ statusCode: 200 });
        await eventually(
          () => events.list.find((e) => e.data.kind === 'STATE_CHANGED' && e.data.orderId === order.id),
          'the state change reaches instance B',
        );
        expect(events.list.some((e) => e.data.orderId === theirs.json().id)).toBe(false);
      } finally {
        controller.abort();
        await second.close();
      }
    });

    it('is for the vendor’s staff with the token in the header', async () => {
      const noToken = await k.call('GET', `${ORDERS}/stream`);
      expect(noToken.statusCode).toBe(401);
      const customer = await k.call('GET', `${ORDERS}/stream`, { token: k.sessions.customer });
      expect(customer.statusCode).toBe(403);
    });
  });

  describe('an order’s history (decision 0036)', () => {
    it('writes no history row for a new order, yet reads its creation first, then its moves in order', async () => {
      const order = await place('historyRead', { deliveryType: 'PICKUP', paymentMethod: 'CASH' });
      const rows = (table: string) =>
        k.t.database.executeSql(`SELECT to_status FROM ${table} WHERE order_id = $1`, [order.id]);
      expect((await rows('order_state_history')).rows).toEqual([]);

      // The clock stands still: each move is stamped just after the entry before it, the creation too.
      expect((await move(order.id, 'NEEDFORCALL', 'CONFIRMED')).statusCode).toBe(200);
      expect((await move(order.id, 'CONFIRMED', 'READYTOPICKUP')).statusCode).toBe(200);
      expect((await rows('order_state_history')).rows).toHaveLength(2);
      const { history } = (await k.call('GET', `${ORDERS}/${order.id}`, { token: k.sessions.owner })).json();
      expect(
        history.map((h: { fromStatus: string | null; toStatus: string }) => [h.fromStatus, h.toStatus]),
      ).toEqual([
        [null, 'NEEDFORCALL'],
        ['NEEDFORCALL', 'CONFIRMED'],
        ['CONFIRMED', 'READYTOPICKUP'],
      ]);
      expect(history[0]).toMatchObject({ actorUserId: k.ids.customer, at: order.createdAt });
      const times = history.map((h: { at: string }) => Date.parse(h.at));
      expect(times[1]).toBeGreaterThan(times[0]);
      expect(times[2]).toBeGreaterThan(times[1]);
      // The customer reads the same story, without the staff’s names.
      const own = (await k.call('GET', `${ORDERS}/${order.id}`, { token: k.sessions.customer })).json();
      expect(own.history.map((h: { toStatus: string }) => h.toStatus)).toEqual([
        'NEEDFORCALL',
        'CONFIRMED',
        'READYTOPICKUP',
      ]);
    });
  });
});

type StreamEvent = { event: string; data: { orderId?: string; kind?: string; status?: string } };

/** Reads Server-Sent Events off a fetch body into a list as they arrive. */
function readEvents(body: ReadableStream<Uint8Array>) {
  const list: StreamEvent[] = [];
  const reader = body.pipeThrough(new TextDecoderStream()).getReader();
  let buffer = '';
  void (async () => {
    try {
      for (;;) {
        const { value, done } = await reader.read();
        if (done) return;
        buffer += value;
        let end = buffer.indexOf('\n\n');
        while (end >= 0) {
          const block = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          const event = /^event: (.*)$/m.exec(block)?.[1];
          const data = /^data: (.*)$/m.exec(block)?.[1];
          if (event) list.push({ event, data: data ? JSON.parse(data) : {} });
          end = buffer.indexOf('\n\n');
        }
      }
    } catch {
      // aborted at the end of the test
    }
  })();
  return { list };
}
