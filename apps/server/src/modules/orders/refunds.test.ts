import crypto from 'node:crypto';
import type { TOrder, TOrderMoney } from '@sofreh/domain';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { DEMO_HOST, OTHER_HOST } from '../../../test/catalog-kit';
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

const ORDERS = '/api/orders';
const MINUTE = 60 * 1000;
const LANDING = `http://${DEMO_HOST}/checkout/payment-result`;

describe.each(DB_KINDS)('refunds on %s', (kind) => {
  let k: OrdersTest;
  let fake: FakeZarinpalServer;
  /** The hourly re-check as any instance runs it: its own service over the same database. */
  let hourly: RefundsService;
  /** Sessions last an hour: every test starts from the same moment and may move the clock on from it. */
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
    const silent = { info: () => {}, warn: () => {}, error: () => {} };
    hourly = createRefundsService({
      database,
      clock,
      log: silent,
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

  // ─── Helpers ───────────────────────────────────────────────────────────────────────────────────

  async function place(paymentMethod: 'ONLINE' | 'CASH'): Promise<TOrder> {
    const res = await k.call('POST', ORDERS, {
      token: k.sessions.customer,
      headers: { 'idempotency-key': newKey() },
      payload: {
        deliveryType: 'PICKUP',
        source: 'WEBSITE',
        paymentMethod,
        items: [
          { menuItemId: k.menu.joojeh, count: 1, toppings: [] },
          { menuItemId: k.menu.dough, count: 2, toppings: [] },
        ],
      },
    });
    expect(res.statusCode, res.body).toBe(201);
    return res.json();
  }

  /** An online order paid through `provider`, end to end (start, the bank, the callback). */
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
    expect(now.json().paymentState).toBe('PAID');
    return now.json();
  }

  const refund = (payload: object, token = k.sessions.owner, host?: string) =>
    k.call('PUT', `${ORDERS}/refund`, {
      token,
      host,
      payload: { reason: 'مشتری ناراضی بود', idempotencyKey: crypto.randomUUID(), ...payload },
    });
  const money = async (orderId: string): Promise<TOrderMoney> => {
    const res = await k.call('GET', `${ORDERS}/${orderId}/refunds`, { token: k.sessions.owner });
    expect(res.statusCode, res.body).toBe(200);
    return res.json();
  };
  const rows = async (sqlText: string, params: unknown[]) =>
    (await k.t.database.executeSql(sqlText, params)).rows;

  // ─── Tests ─────────────────────────────────────────────────────────────────────────────────────

  it('gives one item back through the sandbox gateway, by the domain’s pricing of the order without it', async () => {
    const order = await paidOnline('SANDBOX');
    const dough = order.items.find((l) => l.title === 'دوغ')!;
    const res = await refund({ orderId: order.id, scope: 'ITEM', orderItemId: dough.id });
    expect(res.statusCode, res.body).toBe(200);
    const after: TOrderMoney = res.json();
    expect(after.refunds).toHaveLength(1);
    expect(after.refunds[0]).toMatchObject({
      state: 'DONE',
      method: 'GATEWAY',
      provider: 'SANDBOX',
      amount: 80_000,
    });
    expect(after).toMatchObject({ paid: order.totals.finalPrice, refunded: 80_000 });
    expect(after.refundable).toBe(order.totals.finalPrice - 80_000);
    const ledger = await rows('SELECT amount_rial FROM sandbox_refunds WHERE reference = $1', [
      after.refunds[0]!.id,
    ]);
    expect(ledger.map((r) => Number(r.amount_rial))).toEqual([800_000]);
  });

  it('refunds nothing twice for a retried request, and refuses the key reused for another refund', async () => {
    const order = await paidOnline('SANDBOX');
    const idempotencyKey = crypto.randomUUID();
    const body = { orderId: order.id, scope: 'AMOUNT', amount: 50_000, idempotencyKey };
    const answers = await Promise.all([refund(body), refund(body)]);
    expect(answers.map((a) => a.statusCode)).toEqual([200, 200]);
    const again = await refund(body);
    expect(again.json().refunds).toHaveLength(1);
    expect((await money(order.id)).refunded).toBe(50_000);
    expect(
      await rows('SELECT count(*)::int AS n FROM order_refunds WHERE order_id = $1', [order.id]),
    ).toEqual([{ n: 1 }]);
    const reused = await refund({ ...body, amount: 60_000 });
    expect(reused.statusCode).toBe(409);
    expect(reused.json().code).toBe('REFUND_KEY_REUSED');
  });

  it('never gives back more than was paid minus earlier refunds', async () => {
    const order = await paidOnline('SANDBOX');
    const price = order.totals.finalPrice;
    const over = await refund({ orderId: order.id, scope: 'AMOUNT', amount: price + 1 });
    expect(over.statusCode).toBe(409);
    expect(over.json()).toMatchObject({ code: 'REFUND_EXCEEDS_PAID', errors: [{ field: 'amount' }] });
    expect((await refund({ orderId: order.id, scope: 'AMOUNT', amount: 100_000 })).statusCode).toBe(200);
    const tooMuch = await refund({ orderId: order.id, scope: 'AMOUNT', amount: price - 100_000 + 1 });
    expect(tooMuch.json().code).toBe('REFUND_EXCEEDS_PAID');
    const rest = await refund({ orderId: order.id, scope: 'ORDER' });
    expect(rest.json()).toMatchObject({ refunded: price, refundable: 0 });
    expect((await refund({ orderId: order.id, scope: 'ORDER' })).json().code).toBe('REFUND_EXCEEDS_PAID');
  });

  it('makes an edit’s difference refundable, and gives it back', async () => {
    const order = await paidOnline('SANDBOX');
    const confirmed = await k.call('PATCH', `${ORDERS}/state`, {
      token: k.sessions.owner,
      payload: { orderId: order.id, status: 'CONFIRMED', fromStatus: order.status },
    });
    const dough = order.items.find((l) => l.title === 'دوغ')!;
    const edited = await k.call('PUT', `${ORDERS}/${order.id}/items`, {
      token: k.sessions.owner,
      payload: { version: confirmed.json().updatedAt, lines: [{ id: dough.id, count: 1 }] },
    });
    expect(edited.statusCode, edited.body).toBe(200);
    const before = await money(order.id);
    expect(before.overpaid).toBe(40_000);
    const res = await refund({ orderId: order.id, scope: 'AMOUNT', amount: before.overpaid });
    expect(res.json()).toMatchObject({ overpaid: 0, refunded: 40_000 });
  });

  it('a refused gateway refund is FAILED with the gateway’s Persian reason and takes nothing', async () => {
    const order = await paidOnline('ZARIN_PAL');
    const partial = await refund({ orderId: order.id, scope: 'AMOUNT', amount: 10_000 });
    expect(partial.statusCode, partial.body).toBe(200);
    expect(partial.json().refunds[0]).toMatchObject({
      state: 'FAILED',
      failureReason: expect.stringContaining('زرین‌پال بازگرداندن بخشی'),
    });
    expect(partial.json().refunded).toBe(0);

    // ZarinPal gives a whole payment back only within 30 minutes.
    k.t.clock.advance(31 * MINUTE);
    const late = await refund({ orderId: order.id, scope: 'ORDER' });
    expect(late.json().refunds[0]).toMatchObject({
      state: 'FAILED',
      failureReason: 'مهلت ۳۰ دقیقه‌ای بازگرداندن این تراکنش گذشته است.',
    });
    expect(late.json().refundable).toBe(order.totals.finalPrice);
  });

  it('a refund the gateway did not answer stays PENDING until the hourly re-check settles it', async () => {
    // Two payments whose reverse got no answer: ZarinPal did reverse the first (only the answer was
    // lost), the second never reached it.
    const reversed = await paidOnline('ZARIN_PAL');
    const lost = await paidOnline('ZARIN_PAL');
    for (const order of [reversed, lost]) {
      fake.fail('reverse', { httpStatus: 502 }, { times: 1 });
      const res = await refund({ orderId: order.id, scope: 'ORDER' });
      expect(res.json().refunds[0]).toMatchObject({ state: 'PENDING' });
      expect(res.json().refundable).toBe(0); // a pending refund holds the money
    }
    const [paid] = await rows("SELECT authority FROM transactions WHERE order_id = $1 AND state = 'DONE'", [
      reversed.id,
    ]);
    fake.payments.get(String(paid!.authority))!.status = 'REVERSED';

    // Not an hour yet: left alone.
    k.t.clock.advance(10 * MINUTE);
    expect((await hourly.recheck()).checked).toBe(0);
    k.t.clock.advance(50 * MINUTE);
    expect((await hourly.recheck()).checked).toBe(2);
    expect(fake.calls.filter((c) => c.endpoint === 'inquiry')).toHaveLength(2);
    // Another hour on: nothing is pending any more.
    k.t.clock.advance(60 * MINUTE);
    expect((await hourly.recheck()).checked).toBe(0);

    k.t.clock.set(start); // back within the sessions' hour to read it as staff
    expect((await money(reversed.id)).refunds[0]).toMatchObject({ state: 'DONE' });
    // The second was asked for again an hour later, past ZarinPal's 30 minutes: FAILED, in Persian.
    expect((await money(lost.id)).refunds[0]).toMatchObject({
      state: 'FAILED',
      failureReason: 'مهلت ۳۰ دقیقه‌ای بازگرداندن این تراکنش گذشته است.',
    });
    expect((await money(lost.id)).refundable).toBe(lost.totals.finalPrice);
  });

  it('records a manual refund for a cash order once paid, and refuses before', async () => {
    const order = await place('CASH');
    const unpaid = await refund({ orderId: order.id, scope: 'ORDER' });
    expect(unpaid.statusCode).toBe(409);
    expect(unpaid.json().code).toBe('REFUND_NOTHING_PAID');
    let fromStatus: string = order.status;
    for (const status of ['CONFIRMED', 'READYTOPICKUP', 'DELIVERED']) {
      const moved = await k.call('PATCH', `${ORDERS}/state`, {
        token: k.sessions.owner,
        payload: { orderId: order.id, status, fromStatus },
      });
      expect(moved.statusCode, moved.body).toBe(200);
      fromStatus = status;
    }
    const res = await refund({ orderId: order.id, scope: 'AMOUNT', amount: 40_000 });
    expect(res.json().refunds[0]).toMatchObject({
      method: 'MANUAL',
      state: 'DONE',
      provider: null,
      amount: 40_000,
    });
    const history = (await k.call('GET', `${ORDERS}/${order.id}`, { token: k.sessions.owner })).json()
      .history;
    expect(history.at(-1).note).toContain('بازگشت وجه');
  });

  it('is for this vendor’s staff with ORDERS_REFUND', async () => {
    const order = await place('CASH');
    expect((await refund({ orderId: order.id, scope: 'ORDER' }, k.sessions.customer)).statusCode).toBe(403);
    const other = await refund({ orderId: order.id, scope: 'ORDER' }, k.sessions.otherOwner, OTHER_HOST);
    expect(other.statusCode).toBe(404);
    const missing = await refund({ orderId: order.id, scope: 'AMOUNT' });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().errors[0].field).toBe('amount');
  });
});
