import crypto from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSecondInstance } from '../../../test/app';
import { DEMO_HOST, OTHER_HOST } from '../../../test/catalog-kit';
import { DB_KINDS } from '../../../test/database';
import { eventually } from '../../../test/eventually';
import { type OrdersTest, startOrdersTest } from '../../../test/orders-kit';
import { loginAsStaff } from '../../../test/staff';
import { reportIncomingCall } from '../../integrations/caller-id/device-client';
import { SAME_CALL_WINDOW_MS } from './caller-id.service';

const LINES = '/api-identity/identity/callerid/lines';
const CALLS = '/api-identity/identity/users/callerid';
const DEVICE = '/api/callerid/calls';
const ALI = '09121111111';

describe.each(DB_KINDS)('caller ID on %s', (kind) => {
  let k: OrdersTest;
  let line: { id: string; deviceKey: string; lineNumber: number };

  const api = (
    method: 'GET' | 'POST' | 'PUT' | 'DELETE',
    url: string,
    options: { token?: string; payload?: object; host?: string; headers?: Record<string, string> } = {},
  ) =>
    k.t.app.inject({
      method,
      url,
      ...(options.payload ? { payload: options.payload } : {}),
      headers: {
        hostdomain: options.host ?? DEMO_HOST,
        ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
        ...options.headers,
      },
    });
  const owner = () => k.sessions.owner;
  const device = (payload: object, key: string = line.deviceKey, host = DEMO_HOST) =>
    api('POST', DEVICE, { payload, host, headers: { 'x-caller-id-key': key } });

  beforeAll(async () => {
    k = await startOrdersTest(kind);
    // Ali has ordered here before: the popup shows his name and newest orders.
    await k.t.database.executeSql("UPDATE users SET first_name = 'علی', last_name = 'رضایی' WHERE id = $1", [
      k.ids.customer,
    ]);
    for (const deliveryType of ['PICKUP', 'PICKUP', 'PICKUP', 'PICKUP']) {
      const res = await k.call('POST', '/api/orders', {
        token: k.sessions.customer,
        payload: {
          deliveryType,
          source: 'WEBSITE',
          paymentMethod: 'CASH',
          items: [{ menuItemId: k.menu.dough, count: 1, toppings: [] }],
        },
        headers: { 'idempotency-key': crypto.randomUUID() },
      });
      expect(res.statusCode, res.body).toBe(201);
      k.t.clock.advance(60_000);
    }
  });
  afterAll(async () => {
    await k?.t.close();
  });

  describe('lines', () => {
    it('creates a line with a device key shown once and stored only hashed', async () => {
      const res = await api('POST', LINES, {
        token: owner(),
        payload: { lineNumber: 1, number: '021-88776655', label: 'خط سفارش' },
      });
      expect(res.statusCode, res.body).toBe(201);
      const body = res.json();
      expect(body).toMatchObject({
        lineNumber: 1,
        number: '021-88776655',
        label: 'خط سفارش',
        lastCallAt: null,
      });
      expect(body.deviceKey).toMatch(/^cid_[A-Za-z0-9_-]{43}$/);
      expect(body.keyHint).toBe(body.deviceKey.slice(-4));
      line = body;

      const { rows } = await k.t.database.executeSql('SELECT key_hash FROM caller_id_lines WHERE id = $1', [
        body.id,
      ]);
      expect(rows[0]!.key_hash).not.toContain(body.deviceKey);
      expect(rows[0]!.key_hash).toBe(crypto.createHash('sha256').update(body.deviceKey).digest('hex'));

      const listed = await api('GET', LINES, { token: owner() });
      expect(listed.json()).toEqual([expect.not.objectContaining({ deviceKey: expect.anything() })]);
      const one = await api('GET', `${LINES}/${body.id}`, { token: owner() });
      expect(one.json().deviceKey).toBeUndefined();
    });

    it('refuses a taken line number and bad fields beside the fields, in Persian', async () => {
      const taken = await api('POST', LINES, {
        token: owner(),
        payload: { lineNumber: 1, number: '02188776656' },
      });
      expect(taken.statusCode).toBe(409);
      expect(taken.json()).toMatchObject({
        code: 'CALLER_ID_LINE_EXISTS',
        errors: [{ field: 'lineNumber', message: 'خطی با این شماره قبلاً تعریف شده است.' }],
      });
      const bad = await api('POST', LINES, { token: owner(), payload: { lineNumber: 0, number: '' } });
      expect(bad.statusCode).toBe(400);
      expect(
        bad
          .json()
          .errors.map((e: { field: string }) => e.field)
          .sort(),
      ).toEqual(['lineNumber', 'number']);
      expect(bad.json().errors[0].message).toMatch(/[\u0600-\u06FF]/);
    });

    it('edits and deletes a line; another vendor gets 404 and changes nothing', async () => {
      const second = await api('POST', LINES, {
        token: owner(),
        payload: { lineNumber: 2, number: '02188776656' },
      });
      const id = second.json().id;
      const edited = await api('PUT', LINES, {
        token: owner(),
        payload: { id, lineNumber: 3, number: '02188776657', label: 'خط دوم' },
      });
      expect(edited.statusCode, edited.body).toBe(200);
      expect(edited.json()).toMatchObject({ lineNumber: 3, label: 'خط دوم' });
      const clash = await api('PUT', LINES, {
        token: owner(),
        payload: { id, lineNumber: 1, number: '1234' },
      });
      expect(clash.json().code).toBe('CALLER_ID_LINE_EXISTS');

      const theirs = { token: k.sessions.otherOwner, host: OTHER_HOST };
      expect((await api('GET', `${LINES}/${id}`, theirs)).statusCode).toBe(404);
      expect(
        (await api('PUT', LINES, { ...theirs, payload: { id, lineNumber: 9, number: '1234' } })).json().code,
      ).toBe('CALLER_ID_LINE_NOT_FOUND');
      expect((await api('DELETE', `${LINES}/${id}`, theirs)).statusCode).toBe(404);
      expect((await api('POST', `${LINES}/${id}/rotatekey`, theirs)).statusCode).toBe(404);
      expect(
        (await api('POST', `${LINES}/${id}/testcall`, { ...theirs, payload: { number: ALI } })).statusCode,
      ).toBe(404);
      expect((await api('GET', LINES, theirs)).json()).toEqual([]);

      expect((await api('DELETE', `${LINES}/${id}`, { token: owner() })).statusCode).toBe(204);
      expect((await api('GET', `${LINES}/${id}`, { token: owner() })).json().code).toBe(
        'CALLER_ID_LINE_NOT_FOUND',
      );
    });

    it('is for SETTINGS_MANAGE; the calls are for ORDERS_VIEW', async () => {
      const cashier = await loginAsStaff(k.t, '09170001111', ['ORDERS_VIEW']);
      expect((await api('GET', LINES, { token: cashier })).statusCode).toBe(403);
      expect((await api('GET', CALLS, { token: cashier })).statusCode).toBe(200);
      expect((await api('GET', CALLS, { token: k.sessions.customer })).statusCode).toBe(403);
    });
  });

  describe('the device', () => {
    it('reports a call: stored, normalised, matched to the vendor’s customer with his last 3 orders', async () => {
      const res = await device({ number: '+98 912 111 1111', line: 1 });
      expect(res.statusCode, res.body).toBe(201);
      const { callId, duplicate } = res.json();
      expect(duplicate).toBe(false);

      const calls = await api('GET', `${CALLS}?callId=${callId}`, { token: owner() });
      expect(calls.statusCode, calls.body).toBe(200);
      const [call] = calls.json().data;
      expect(call).toMatchObject({
        id: callId,
        lineId: line.id,
        lineNumber: 1,
        lineLabel: 'خط سفارش',
        number: ALI,
        test: false,
        customer: { id: k.ids.customer, firstName: 'علی', lastName: 'رضایی', phoneNumber: ALI },
      });
      expect(call.lastOrders).toHaveLength(3);
      const numbers = call.lastOrders.map((o: { number: number }) => o.number);
      expect(numbers).toEqual([...numbers].sort((a, b) => b - a));
      expect(call.lastOrders[0]).toMatchObject({ status: 'NEEDFORCALL', currency: 'TOMAN' });
      expect(call.lastOrders[0].finalPrice).toBeGreaterThan(0);
    });

    it('answers the same call again as a duplicate: a ring repeated, or a retry with the device’s call id', async () => {
      k.t.clock.advance(10 * 60_000);
      const first = await device({ number: '09127777777' });
      expect(first.statusCode).toBe(201);
      const ring = await device({ number: '۰۹۱۲۷۷۷۷۷۷۷' });
      expect(ring.statusCode).toBe(200);
      expect(ring.json()).toEqual({ callId: first.json().callId, duplicate: true });
      // After the window the same number calling again is a new call.
      k.t.clock.advance(SAME_CALL_WINDOW_MS + 1_000);
      const later = await device({ number: '09127777777' });
      expect(later.statusCode).toBe(201);

      const a = await device({ number: '02144556677', callId: 'box-17' });
      const retries = await Promise.all(
        [1, 2, 3].map(() => device({ number: '02144556677', callId: 'box-17' })),
      );
      expect(a.statusCode).toBe(201);
      for (const retry of retries) expect(retry.json()).toEqual({ callId: a.json().callId, duplicate: true });
      const { rows } = await k.t.database.executeSql(
        "SELECT count(*)::int AS n FROM caller_id_calls WHERE device_call_id = 'box-17'",
      );
      expect(rows[0]!.n).toBe(1);
    });

    it('keeps a withheld number as a call without a number and without a customer', async () => {
      k.t.clock.advance(5 * 60_000);
      const res = await device({ number: 'PRIVATE' });
      expect(res.statusCode).toBe(201);
      const [call] = (await api('GET', `${CALLS}?callId=${res.json().callId}`, { token: owner() })).json()
        .data;
      expect(call).toMatchObject({ number: null, customer: null, lastOrders: [] });
    });

    it('refuses a wrong or missing key with 401 in Persian, a key on another vendor’s host too', async () => {
      for (const res of [
        await device({ number: ALI }, 'cid_wrong'),
        await api('POST', DEVICE, { payload: { number: ALI } }),
        await device({ number: ALI }, line.deviceKey, OTHER_HOST),
      ]) {
        expect(res.statusCode, res.body).toBe(401);
        expect(res.json()).toMatchObject({
          code: 'CALLER_ID_DEVICE_KEY_INVALID',
          message: expect.stringContaining('کلید دستگاه کالرآیدی معتبر نیست'),
        });
      }
    });

    it('refuses an unknown line and an unreadable number beside the field', async () => {
      const otherLine = await device({ number: ALI, line: 4 });
      expect(otherLine.statusCode).toBe(400);
      expect(otherLine.json()).toMatchObject({
        code: 'CALLER_ID_LINE_MISMATCH',
        errors: [{ field: 'line', message: 'این کلید برای خط ۱ است، نه خط ۴.' }],
      });
      const garbage = await device({ number: 'abc' });
      expect(garbage.statusCode).toBe(400);
      expect(garbage.json()).toMatchObject({
        code: 'CALLER_ID_NUMBER_INVALID',
        errors: [{ field: 'number' }],
      });
      const shape = await device({ line: 'one' });
      expect(shape.statusCode).toBe(400);
    });

    it('stops the old key at once when the key is rotated', async () => {
      const rotated = await api('POST', `${LINES}/${line.id}/rotatekey`, { token: owner() });
      expect(rotated.statusCode).toBe(200);
      const newKey = rotated.json().deviceKey;
      expect(newKey).not.toBe(line.deviceKey);
      k.t.clock.advance(5 * 60_000);
      expect((await device({ number: ALI })).statusCode).toBe(401);
      const ok = await device({ number: ALI }, newKey);
      expect(ok.statusCode).toBe(201);
      // Keys travel in a header and never reach the log (security.md: no secrets in URLs or logs).
      const log = k.t.logLines.join('\n');
      expect(log).toContain('/api/callerid/calls');
      expect(log).not.toContain(newKey);
      expect(log).not.toContain(line.deviceKey);
      line = { ...line, deviceKey: newKey };
    });

    it('sends a test call from the settings, marked as a test, every press a new call', async () => {
      const press = () =>
        api('POST', `${LINES}/${line.id}/testcall`, { token: owner(), payload: { number: ALI } });
      // Each a second apart, so "newest first" has one answer.
      k.t.clock.advance(1_000);
      const first = await press();
      k.t.clock.advance(1_000);
      const second = await press();
      expect(first.statusCode, first.body).toBe(201);
      expect(second.json().callId).not.toBe(first.json().callId);
      const recent = (await api('GET', `${CALLS}?take=2`, { token: owner() })).json().data;
      expect(recent.map((c: { id: string }) => c.id)).toEqual([second.json().callId, first.json().callId]);
      expect(recent[0]).toMatchObject({ test: true, customer: { firstName: 'علی' } });
      // The line shows when its newest call came.
      const [listed] = (await api('GET', LINES, { token: owner() })).json();
      expect(listed.lastCallAt).toBe(recent[0].receivedAt);
    });

    it('lists only this vendor’s calls', async () => {
      const theirs = await api('GET', CALLS, { token: k.sessions.otherOwner, host: OTHER_HOST });
      expect(theirs.json().data).toEqual([]);
      const byLine = await api('GET', `${CALLS}?lineId=${line.id}&take=50`, { token: owner() });
      expect(byLine.json().data.length).toBeGreaterThan(5);
      const bad = await api('GET', `${CALLS}?take=500`, { token: owner() });
      expect(bad.statusCode).toBe(400);
      expect(bad.json().errors[0].field).toBe('take');
    });
  });

  describe('live', () => {
    it('carries a call reported on instance A to a back office streaming from instance B, and only its vendor’s', async () => {
      const second = await startSecondInstance(k.t);
      const controller = new AbortController();
      try {
        const first = await k.t.app.listen({ port: 0, host: '127.0.0.1' });
        const address = await second.app.listen({ port: 0, host: '127.0.0.1' });
        const res = await fetch(`${address}/api/orders/stream`, {
          headers: { hostdomain: DEMO_HOST, authorization: `Bearer ${owner()}` },
          signal: controller.signal,
        });
        expect(res.status).toBe(200);
        const events = readEvents(res.body!);
        await eventually(() => events.list.some((e) => e.event === 'ready'), 'the stream is ready');

        // A call on the other vendor's line first: it must not reach this back office.
        const theirLine = await api('POST', LINES, {
          token: k.sessions.otherOwner,
          host: OTHER_HOST,
          payload: { lineNumber: 1, number: '02133334444' },
        });
        const theirs = await reportIncomingCall({
          baseUrl: first,
          host: OTHER_HOST,
          key: theirLine.json().deviceKey,
          report: { number: '09128888888' },
        });
        expect(theirs.status).toBe(201);

        k.t.clock.advance(5 * 60_000);
        const ours = await reportIncomingCall({
          baseUrl: first,
          host: DEMO_HOST,
          key: line.deviceKey,
          report: { number: ALI, line: 1 },
        });
        expect(ours.status, JSON.stringify(ours.body)).toBe(201);
        const callId = (ours.body as { callId: string }).callId;
        const heard = await eventually(
          () => events.list.find((e) => e.event === 'call' && e.data.callId === callId),
          'the call reaches instance B',
        );
        expect(heard.data).toEqual({ callId, lineId: line.id, number: ALI });
        expect(
          events.list.some(
            (e) => e.event === 'call' && e.data.callId === (theirs.body as { callId: string }).callId,
          ),
        ).toBe(false);
      } finally {
        controller.abort();
        await second.close();
      }
    });
  });
});

type StreamEvent = { event: string; data: Record<string, unknown> };

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
