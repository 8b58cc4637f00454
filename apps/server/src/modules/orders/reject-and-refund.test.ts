import crypto from 'node:crypto';
import type { TBoardOrdersPage, TOrder, TOrderListRow } from '@sofreh/domain';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { DEMO_HOST } from '../../../test/catalog-kit';
import { DB_KINDS } from '../../../test/database';
import { newKey, type OrdersTest, startOrdersTest } from '../../../test/orders-kit';
import { createPaymentGateways } from '../../integrations/payments/create-payment-gateways';
import {
  FAKE_ZARINPAL_MERCHANT_ID,
  type FakeZarinpalServer,
  startFakeZarinpalServer,
} from '../../integrations/payments/fakes/fake-zarinpal-server';
import { createSecretBox } from '../../platform/secret-box';
import { createBankConfigurationService } from '../payments/bank-configuration.service';
import { createPaymentGatewayDirectory } from '../payments/payment-gateway-directory';
import { createRefundsService, type RefundsService } from './refunds.service';

// Issue 19 points 1, 2 and 4 (decision 0046): rejecting an order paid online gives the money back
// through its gateway in the same action, never twice; what is owed stays visible until final; the
// rejection says why; confirming takes the preparation time.

const ORDERS = '/api/orders';
const MINUTE = 60 * 1000;
const LANDING = `http://${DEMO_HOST}/checkout/payment-result`;

describe.each(DB_KINDS)('rejecting and confirming orders on %s', (kind) => {
  let k: OrdersTest;
  let fake: FakeZarinpalServer;
  let hourly: RefundsService;
  let start: Date;

  beforeAll(async () => {
    fake = await startFakeZarinpalServer({ now: () => (k ? k.t.clock.now() : new Date()) });
    k = await startOrdersTest(kind, {
      ports: 'test',
      config: {
        ZARINPAL_BASE_URL: fake.url,
        PAYMENT_GATEWAY_TIMEOUT_MS: '1000',
        PAYMENT_RECONCILER: 'false',
      },
    });
    for (const account of [
      { provider: 'SANDBOX' },
      { provider: 'ZARIN_PAL', merchantId: FAKE_ZARINPAL_MERCHANT_ID },
    ]) {
      const res = await k.call('POST', '/api-identity/identity/banks', {
        token: k.sessions.owner,
        payload: account,
      });
      expect([201, 409], res.body).toContain(res.statusCode);
    }
    const { database, clock, config } = k.t;
    const gateways = createPaymentGateways({
      zarinpal: { baseUrl: fake.url, timeoutMs: 1000 },
      sandbox: { database, clock },
    });
    hourly = createRefundsService({
      database,
      clock,
      log: { info: () => {}, warn: () => {}, error: () => {} },
      directory: createPaymentGatewayDirectory({
        database,
        secrets: createSecretBox(config.paymentSecretsKey),
        gateways,
        bankConfiguration: createBankConfigurationService({ database, gateways, clock }),
      }),
    });
    start = clock.now();
  });
  afterAll(async () => {
    await k?.t.close();
    await fake?.close();
  });
  beforeEach(() => {
    fake.reset();
    k.t.clock.set(start);
  });

  async function place(paymentMethod: 'ONLINE' | 'CASH'): Promise<TOrder> {
    const res = await k.call('POST', ORDERS, {
      token: k.sessions.customer,
      headers: { 'idempotency-key': newKey() },
      payload: {
        deliveryType: 'PICKUP',
        source: 'WEBSITE',
        paymentMethod,
        items: [{ menuItemId: k.menu.joojeh, count: 1, toppings: [] }],
      },
    });
    expect(res.statusCode, res.body).toBe(201);
    return res.json();
  }

  async function paidOnline(provider: 'SANDBOX' | 'ZARIN_PAL'): Promise<TOrder> {
    const order = await place('ONLINE');
    const params = new URLSearchParams({ submitUrl: LANDING, paymentServiceType: provider });
    const started = await k.call('GET', `${ORDERS}/payment/${order.id}?${params}`, {
      token: k.sessions.customer,
    });
    expect(started.statusCode, started.body).toBe(200);
    const redirect = new URL(started.json().redirectUrl as string);
    let callback: URL;
    if (provider === 'ZARIN_PAL') {
      callback = new URL(fake.pay(redirect.pathname.split('/').at(-1)!));
    } else {
      const paid = await k.t.app.inject({
        method: 'POST',
        url: redirect.pathname,
        headers: { host: redirect.host, 'content-type': 'application/x-www-form-urlencoded' },
        payload: 'action=pay',
      });
      expect(paid.statusCode, paid.body).toBe(303);
      callback = new URL(paid.headers.location as string);
    }
    const back = await k.t.app.inject({
      method: 'GET',
      url: `${callback.pathname}${callback.search}`,
      headers: { host: callback.host },
    });
    expect(back.statusCode, back.body).toBe(303);
    const now = await k.call('GET', `${ORDERS}/${order.id}`, { token: k.sessions.owner });
    expect(now.json()).toMatchObject({ paymentState: 'PAID', status: 'PAID' });
    return now.json();
  }

  const reject = (
    order: TOrder,
    extra: object = { rejectReason: 'ITEMS_UNAVAILABLE', note: 'جوجه تمام شد' },
  ) =>
    k.call('PATCH', `${ORDERS}/state`, {
      token: k.sessions.owner,
      payload: { orderId: order.id, fromStatus: order.status, status: 'REJECTED', ...extra },
    });
  const asCustomer = async (orderId: string): Promise<TOrder> => {
    const res = await k.call('GET', `${ORDERS}/${orderId}`, { token: k.sessions.customer });
    expect(res.statusCode, res.body).toBe(200);
    return res.json();
  };
  const myRow = async (orderId: string): Promise<TOrderListRow> => {
    const res = await k.call('GET', `${ORDERS}/me?pageSize=50`, { token: k.sessions.customer });
    return (res.json().data as TOrderListRow[]).find((r) => r.id === orderId)!;
  };
  const owedOnBoard = async (): Promise<TBoardOrdersPage> => {
    const res = await k.call('GET', `${ORDERS}?refundOwed=true&take=100`, { token: k.sessions.owner });
    expect(res.statusCode, res.body).toBe(200);
    return res.json();
  };
  const rows = async (sqlText: string, params: unknown[]) =>
    (await k.t.database.executeSql(sqlText, params)).rows;

  it('gives a paid order’s money back through its gateway in the same request, and the customer sees why and when', async () => {
    const order = await paidOnline('SANDBOX');
    const res = await reject(order);
    expect(res.statusCode, res.body).toBe(200);
    const rejected: TOrder = res.json();
    expect(rejected).toMatchObject({
      status: 'REJECTED',
      rejectReason: 'ITEMS_UNAVAILABLE',
      rejectNote: 'جوجه تمام شد',
    });
    expect(rejected.refunds).toEqual([
      expect.objectContaining({
        amount: order.totals.finalPrice,
        state: 'DONE',
        settledAt: expect.any(String),
      }),
    ]);
    expect(rejected.refundOwed).toBe(0);
    // The sandbox bank gave back exactly the payment, once.
    const ledger = await rows(
      'SELECT sum(amount_rial)::bigint AS rial FROM sandbox_refunds WHERE reference IN (SELECT id::text FROM order_refunds WHERE order_id = $1)',
      [order.id],
    );
    expect(Number(ledger[0]!.rial)).toBe(order.totals.finalPrice * 10);

    const mine = await asCustomer(order.id);
    expect(mine).toMatchObject({
      rejectReason: 'ITEMS_UNAVAILABLE',
      rejectNote: 'جوجه تمام شد',
      refundOwed: 0,
    });
    expect(mine.refunds[0]).toMatchObject({ amount: order.totals.finalPrice, state: 'DONE' });
    expect(mine.history.at(-1)!.note).toContain('بازگشت وجه');
    const row = await myRow(order.id);
    expect(row).toMatchObject({
      refunded: order.totals.finalPrice,
      refundOwed: 0,
      refundedAt: expect.any(String),
    });
    expect((await owedOnBoard()).data.map((o) => o.id)).not.toContain(order.id);
  });

  it('refunds nothing twice: a reject and a refund of the whole order sent together give back exactly what was paid', async () => {
    for (let round = 0; round < 3; round++) {
      const order = await paidOnline('SANDBOX');
      const [rejected, refunded] = await Promise.all([
        reject(order),
        k.call('PUT', `${ORDERS}/refund`, {
          token: k.sessions.owner,
          payload: {
            orderId: order.id,
            scope: 'ORDER',
            reason: 'مشتری لغو کرد',
            idempotencyKey: crypto.randomUUID(),
          },
        }),
      ]);
      expect(rejected.statusCode, rejected.body).toBe(200);
      // The refund either came first (the reject finds nothing left) or found the reject's refund.
      expect([200, 409]).toContain(refunded.statusCode);
      const [taken] = await rows(
        "SELECT sum(amount)::bigint AS total, count(*)::int AS n FROM order_refunds WHERE order_id = $1 AND state <> 'FAILED'",
        [order.id],
      );
      expect(Number(taken!.total)).toBe(order.totals.finalPrice);
      expect(taken!.n).toBe(1);
      const [bank] = await rows(
        'SELECT sum(amount_rial)::bigint AS rial FROM sandbox_refunds WHERE reference IN (SELECT id::text FROM order_refunds WHERE order_id = $1)',
        [order.id],
      );
      expect(Number(bank!.rial)).toBe(order.totals.finalPrice * 10);
    }
  });

  it('of two rejects sent together one wins and one refund is made', async () => {
    const order = await paidOnline('SANDBOX');
    const answers = await Promise.all([reject(order), reject(order)]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409]);
    expect(
      await rows('SELECT count(*)::int AS n FROM order_refunds WHERE order_id = $1', [order.id]),
    ).toEqual([{ n: 1 }]);
  });

  it('keeps a refused gateway refund visible as owed, on the board and to the customer', async () => {
    const order = await paidOnline('ZARIN_PAL');
    // ZarinPal reverses a payment only within 30 minutes.
    k.t.clock.advance(31 * MINUTE);
    const res = await reject(order, { rejectReason: 'TOO_BUSY' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().refunds[0]).toMatchObject({ state: 'FAILED' });
    k.t.clock.set(start);
    const owed = await owedOnBoard();
    const row = owed.data.find((o) => o.id === order.id);
    expect(row).toMatchObject({ status: 'REJECTED', refundOwed: order.totals.finalPrice });
    expect(await asCustomer(order.id)).toMatchObject({
      refundOwed: order.totals.finalPrice,
      rejectNote: null,
    });
    expect(await myRow(order.id)).toMatchObject({ refundOwed: order.totals.finalPrice, refunded: 0 });
  });

  it('a refund the gateway did not answer stays owed until the hourly re-check makes it final', async () => {
    const order = await paidOnline('ZARIN_PAL');
    fake.fail('reverse', { httpStatus: 502 }, { times: 1 });
    const res = await reject(order, { rejectReason: 'CLOSED' });
    expect(res.json().refunds[0]).toMatchObject({ state: 'PENDING' });
    expect((await owedOnBoard()).data.find((o) => o.id === order.id)?.refundOwed).toBe(
      order.totals.finalPrice,
    );
    const [paid] = await rows("SELECT authority FROM transactions WHERE order_id = $1 AND state = 'DONE'", [
      order.id,
    ]);
    fake.payments.get(String(paid!.authority))!.status = 'REVERSED';
    k.t.clock.advance(61 * MINUTE);
    await hourly.recheck();
    k.t.clock.set(start);
    expect((await owedOnBoard()).data.map((o) => o.id)).not.toContain(order.id);
    expect((await asCustomer(order.id)).refunds[0]).toMatchObject({ state: 'DONE' });
  });

  it('refunds nothing for an order not paid online', async () => {
    const order = await place('CASH');
    const res = await reject(order, { rejectReason: 'CUSTOMER_UNREACHABLE' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ refunds: [], refundOwed: 0, rejectReason: 'CUSTOMER_UNREACHABLE' });
  });

  it('refuses a rejection without a reason, and OTHER without words, each beside its field in Persian', async () => {
    const order = await place('CASH');
    const bare = await reject(order, {});
    expect(bare.statusCode).toBe(400);
    expect(bare.json().errors).toEqual([{ field: 'rejectReason', message: 'دلیل رد سفارش را انتخاب کنید.' }]);
    const other = await reject(order, { rejectReason: 'OTHER' });
    expect(other.json().errors).toEqual([{ field: 'note', message: 'دلیل رد سفارش را بنویسید.' }]);
    const unknown = await reject(order, { rejectReason: 'BORED' });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().errors[0].field).toBe('rejectReason');
    const written = await reject(order, { rejectReason: 'OTHER', note: 'گاز آشپزخانه قطع است' });
    expect(written.json()).toMatchObject({ rejectReason: 'OTHER', rejectNote: 'گاز آشپزخانه قطع است' });
  });

  it('confirming takes the preparation time (at least 14 minutes) and the order keeps it', async () => {
    const order = await place('CASH');
    const confirm = (preparationMinutes: unknown) =>
      k.call('PATCH', `${ORDERS}/state`, {
        token: k.sessions.owner,
        payload: { orderId: order.id, fromStatus: 'NEEDFORCALL', status: 'CONFIRMED', preparationMinutes },
      });
    const short = await confirm(10);
    expect(short.statusCode).toBe(400);
    expect(short.json().errors).toEqual([
      { field: 'preparationMinutes', message: 'زمان آماده‌سازی دست‌کم ۱۴ دقیقه است.' },
    ]);
    expect((await confirm('بیست')).json().errors[0].field).toBe('preparationMinutes');
    const ok = await confirm(35);
    expect(ok.statusCode, ok.body).toBe(200);
    expect((await asCustomer(order.id)).preparationMinutes).toBe(35);
    // Only a confirmation takes it.
    const ready = await k.call('PATCH', `${ORDERS}/state`, {
      token: k.sessions.owner,
      payload: {
        orderId: order.id,
        fromStatus: 'CONFIRMED',
        status: 'READYTOPICKUP',
        preparationMinutes: 20,
      },
    });
    expect(ready.json().errors[0].field).toBe('preparationMinutes');
  });
});
