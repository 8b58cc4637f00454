import type { TOrder } from '@sofreh/domain';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { OTHER_HOST } from '../../../test/catalog-kit';
import { DB_KINDS, openTestDatabase, type TestDatabase } from '../../../test/database';
import { eventually } from '../../../test/eventually';
import { newKey, type OrdersTest, startOrdersTest } from '../../../test/orders-kit';
import {
  FAKE_KAVENEGAR_API_KEY,
  FAKE_KAVENEGAR_READY_TEMPLATE,
  FAKE_KAVENEGAR_TEMPLATE,
  startFakeKavenegarServer,
} from '../../integrations/sms/fakes/fake-kavenegar-server';
import type { FakeSmsServer } from '../../integrations/sms/fakes/fake-server-kit';
import { createKavenegarSms } from '../../integrations/sms/kavenegar-sms';
import { type Jobs, startJobs } from '../../platform/jobs';
import { ORDER_READY_SMS_QUEUE, type OrderReadySmsJob, registerOrderReadySmsJob } from './order-ready-sms';

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
        deliveryType: 'PICKUP',
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
  /** Moves the order on from wherever it is now, as the board does (it names the state it saw). */
  const move = async (orderId: string, status: string) => {
    const seen = await k.call('GET', `${ORDERS}/${orderId}`, { token: k.sessions.owner });
    const res = await k.call('PATCH', `${ORDERS}/state`, {
      token: k.sessions.owner,
      payload: { orderId, status, fromStatus: seen.json().status },
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

// The job against the real job queue (pg-boss on PGlite) and the Kavenegar fake: what production runs.
describe('the ready-SMS job with Kavenegar', () => {
  let database: TestDatabase;
  let jobs: Jobs;
  let fake: FakeSmsServer<Record<string, string>>;
  const logged: Array<{ level: string; msg: string; obj: object }> = [];
  const log = {
    info: (obj: object, msg: string) => logged.push({ level: 'info', msg, obj }),
    warn: (obj: object, msg: string) => logged.push({ level: 'warn', msg, obj }),
    error: (obj: object, msg: string) => logged.push({ level: 'error', msg, obj }),
  };
  const job = (orderNumber: number): OrderReadySmsJob => ({
    vendorId: 'v-1',
    orderId: `o-${orderNumber}`,
    phoneNumber: '09123456789',
    vendorName: 'کافه سفره',
    orderNumber,
    status: 'READYTOPICKUP',
  });

  beforeEach(async () => {
    logged.length = 0;
    fake = await startFakeKavenegarServer();
    database = await openTestDatabase('pglite');
    jobs = await startJobs(database, { queues: [ORDER_READY_SMS_QUEUE], log: () => {} });
  });
  afterEach(async () => {
    await jobs?.stop();
    await database?.close();
    await fake?.close();
  });

  it('retries after a provider timeout and then delivers the ready template once', async () => {
    const sms = createKavenegarSms({
      apiKey: FAKE_KAVENEGAR_API_KEY,
      template: FAKE_KAVENEGAR_TEMPLATE,
      readyTemplate: FAKE_KAVENEGAR_READY_TEMPLATE,
      baseUrl: fake.url,
      timeoutMs: 300,
    });
    await registerOrderReadySmsJob({ jobs, sms, log });
    fake.setMode({ hang: true });

    await jobs.send(ORDER_READY_SMS_QUEUE, job(77), { retryLimit: 3 });
    await eventually(() => fake.requests.length >= 1, 'the first (hanging) attempt', 15_000);
    fake.setMode('ok');
    await eventually(() => fake.readyNotices.length === 1, 'the retried ready notice', 20_000);

    expect(fake.readyNotices[0]).toEqual({
      phoneNumber: '09123456789',
      template: FAKE_KAVENEGAR_READY_TEMPLATE,
      values: { token: '77', token10: 'کافه سفره' },
    });
    expect(fake.requests.length).toBeGreaterThanOrEqual(2);
    await eventually(() => logged.some((l) => l.msg === 'orders.ready_sms_sent'), 'the sent log line');
  }, 40_000);

  it('sends once and does not retry when Kavenegar sent it but its answer could not be read', async () => {
    const sms = createKavenegarSms({
      apiKey: FAKE_KAVENEGAR_API_KEY,
      template: FAKE_KAVENEGAR_TEMPLATE,
      readyTemplate: FAKE_KAVENEGAR_READY_TEMPLATE,
      baseUrl: fake.url,
    });
    await registerOrderReadySmsJob({ jobs, sms, log });
    fake.setMode({ garbleAfterSending: true });

    await jobs.send(ORDER_READY_SMS_QUEUE, job(79), { retryLimit: 3 });
    const line = await eventually(
      () => logged.find((l) => l.msg === 'orders.ready_sms_unconfirmed'),
      'the unconfirmed log line',
      15_000,
    );

    expect(line.level).toBe('warn');
    expect(line.obj).toMatchObject({ orderId: 'o-79', provider: 'kavenegar' });
    await eventually(async () => {
      const rows = (
        await database.executeSql('SELECT state FROM pgboss.job WHERE name = $1', [ORDER_READY_SMS_QUEUE])
      ).rows as Array<{ state: string }>;
      return rows.length === 1 && rows[0]!.state === 'completed';
    }, 'the job completed without retry');
    expect(fake.readyNotices).toHaveLength(1);
    expect(fake.requests).toHaveLength(1);
  });

  it('logs a skip, sends nothing and does not retry when Kavenegar has no ready template', async () => {
    const sms = createKavenegarSms({
      apiKey: FAKE_KAVENEGAR_API_KEY,
      template: FAKE_KAVENEGAR_TEMPLATE,
      baseUrl: fake.url,
    });
    await registerOrderReadySmsJob({ jobs, sms, log });

    await jobs.send(ORDER_READY_SMS_QUEUE, job(78), { retryLimit: 3 });
    const skip = await eventually(
      () => logged.find((l) => l.msg === 'orders.ready_sms_skipped'),
      'the skip log line',
      15_000,
    );

    expect(skip.level).toBe('warn');
    expect(skip.obj).toMatchObject({ vendorId: 'v-1', orderId: 'o-78', provider: 'kavenegar' });
    expect(JSON.stringify(skip.obj)).toContain('KAVENEGAR_READY_TEMPLATE');
    expect(fake.requests).toHaveLength(0);
    await eventually(async () => {
      const rows = (
        await database.executeSql('SELECT state FROM pgboss.job WHERE name = $1', [ORDER_READY_SMS_QUEUE])
      ).rows as Array<{ state: string }>;
      return rows.length === 1 && rows[0]!.state === 'completed';
    }, 'the job completed without retry');
  });
});
