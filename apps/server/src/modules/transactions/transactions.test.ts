import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startTestApp } from '../../../test/app';
import { DEMO_HOST, OTHER_HOST } from '../../../test/catalog-kit';
import { DB_KINDS } from '../../../test/database';
import { countRows, newKey, type OrdersTest, startOrdersTest } from '../../../test/orders-kit';
import { createPaymentGateways } from '../../integrations/payments/create-payment-gateways';
import {
  FAKE_ZARINPAL_MERCHANT_ID,
  type FakeZarinpalServer,
  startFakeZarinpalServer,
} from '../../integrations/payments/fakes/fake-zarinpal-server';
import { createChangePublisher } from '../../platform/change-feed';
import { createSecretBox } from '../../platform/secret-box';
import { ORDER_CHANGES, parseOrderChange } from '../orders/order-events';
import { createBankConfigurationService } from '../payments/bank-configuration.service';
import { createPaymentGatewayDirectory } from '../payments/payment-gateway-directory';
import { createTransactionsService, type TransactionsService } from './transactions.service';

const BANKS = '/api-identity/identity/banks';
const LANDING = `http://${DEMO_HOST}/checkout/payment-result`;
const MINUTE = 60 * 1000;

describe.each(DB_KINDS)('online payment of orders on %s', (kind) => {
  let k: OrdersTest;
  let fake: FakeZarinpalServer;
  /** The reconciler as another instance runs it: its own service over the same database. */
  let reconciler: TransactionsService;
  const published: string[] = [];

  beforeAll(async () => {
    fake = await startFakeZarinpalServer();
    k = await startOrdersTest(kind, {
      ports: 'test',
      config: {
        ZARINPAL_BASE_URL: fake.url,
        PAYMENT_GATEWAY_TIMEOUT_MS: '1000',
        // The tests run the reconciler themselves, at the moments they choose.
        PAYMENT_RECONCILER: 'false',
      },
    });
    for (const account of [
      { provider: 'SANDBOX' },
      { provider: 'ZARIN_PAL', merchantId: FAKE_ZARINPAL_MERCHANT_ID },
    ]) {
      // The demo vendor may have its sandbox account from the seed already.
      const res = await k.call('POST', BANKS, { token: k.sessions.owner, payload: account });
      expect([201, 409], res.body).toContain(res.statusCode);
    }
    const { database, clock, config } = k.t;
    const gateways = createPaymentGateways({
      zarinpal: { baseUrl: fake.url, timeoutMs: 1000 },
      sandbox: { database, clock },
    });
    const silent = { info: () => {}, warn: () => {}, error: () => {} };
    const changes = createChangePublisher(database, (channel, payload) => {
      if (channel === ORDER_CHANGES) published.push(payload);
    });
    reconciler = createTransactionsService({
      database,
      clock,
      changes,
      log: silent,
      directory: createPaymentGatewayDirectory({
        database,
        secrets: createSecretBox(config.paymentSecretsKey),
        gateways,
        bankConfiguration: createBankConfigurationService({ database, gateways, clock }),
      }),
    });
  });
  afterAll(async () => {
    await k?.t.close();
    await fake?.close();
  });
  beforeEach(() => fake.reset());

  // ─── Helpers ───────────────────────────────────────────────────────────────────────────────────

  async function placeOrder(paymentMethod = 'ONLINE', token = k.sessions.customer) {
    const res = await k.call('POST', '/api/orders', {
      token,
      headers: { 'idempotency-key': newKey() },
      payload: {
        deliveryType: 'PICKUP',
        source: 'WEBSITE',
        paymentMethod,
        items: [{ menuItemId: k.menu.dough, count: 2, toppings: [] }],
      },
    });
    expect(res.statusCode, res.body).toBe(201);
    return res.json() as { id: string; totals: { finalPrice: number; tip: number } };
  }

  function startPayment(
    orderId: string,
    query: Record<string, string> = {},
    options: { token?: string; host?: string } = {},
  ) {
    const params = new URLSearchParams({ submitUrl: LANDING, paymentServiceType: 'SANDBOX', ...query });
    return k.call('GET', `/api/orders/payment/${orderId}?${params}`, {
      token: options.token ?? k.sessions.customer,
      host: options.host,
    });
  }

  async function started(orderId: string, query: Record<string, string> = {}) {
    const res = await startPayment(orderId, query);
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as { transactionId: string; redirectUrl: string; amount: number; currency: string };
  }

  /** The customer clicks «پرداخت» (or «انصراف») on the sandbox page; answers the callback URL. */
  async function atSandbox(redirectUrl: string, action: 'pay' | 'cancel' = 'pay') {
    const url = new URL(redirectUrl);
    const res = await k.t.app.inject({
      method: 'POST',
      url: url.pathname,
      headers: { host: url.host, 'content-type': 'application/x-www-form-urlencoded' },
      payload: `action=${action}`,
    });
    expect(res.statusCode, res.body).toBe(303);
    return res.headers.location as string;
  }

  /** The browser follows a callback URL to our server, on the vendor's host. */
  async function followCallback(callbackUrl: string) {
    const url = new URL(callbackUrl);
    expect(url.pathname).toBe('/api/transactions/verify');
    const res = await k.t.app.inject({
      method: 'GET',
      url: `${url.pathname}${url.search}`,
      headers: { host: url.host },
    });
    return res;
  }

  async function landing(callbackUrl: string) {
    const res = await followCallback(callbackUrl);
    expect(res.statusCode, res.body).toBe(303);
    const location = new URL(res.headers.location as string);
    expect(`${location.origin}${location.pathname}`).toBe(LANDING);
    return {
      transactionId: location.searchParams.get('transactionId'),
      paymentResult: location.searchParams.get('paymentResult'),
    };
  }

  const authorityOf = (redirectUrl: string) => redirectUrl.split('/').at(-1)!;

  async function transaction(id: string) {
    const res = await k.call('POST', '/api/transactions/verify', {
      token: k.sessions.customer,
      payload: { transactionId: id },
    });
    expect(res.statusCode, res.body).toBe(200);
    return res.json();
  }

  async function order(id: string) {
    const res = await k.call('GET', `/api/orders/${id}`, { token: k.sessions.customer });
    expect(res.statusCode, res.body).toBe(200);
    return res.json();
  }

  async function paidHistoryRows(orderId: string) {
    const { rows } = await k.t.database.executeSql(
      "SELECT count(*)::int AS n FROM order_states WHERE order_id = $1 AND to_status = 'PAID'",
      [orderId],
    );
    return Number(rows[0]!.n);
  }

  async function stateOf(transactionId: string) {
    const { rows } = await k.t.database.executeSql(
      'SELECT state, refund_state, failure_reason FROM transactions WHERE id = $1',
      [transactionId],
    );
    return rows[0] as { state: string; refund_state: string | null; failure_reason: string | null };
  }

  // ─── The sandbox, end to end ──────────────────────────────────────────────────────────────────

  it('pays an order through the sandbox: start, pay, callback verifies, the order is PAID', async () => {
    const placed = await placeOrder();
    const pay = await started(placed.id);
    expect(pay).toMatchObject({ amount: placed.totals.finalPrice, currency: 'TOMAN' });
    expect(pay.redirectUrl).toMatch(new RegExp(`^http://${DEMO_HOST}/sandbox-gateway/S`));
    expect(await stateOf(pay.transactionId)).toMatchObject({ state: 'PENDING' });
    // The gateway is asked for the order's price in Rial.
    const { rows } = await k.t.database.executeSql(
      'SELECT amount_rial FROM sandbox_payments WHERE authority = $1',
      [authorityOf(pay.redirectUrl)],
    );
    expect(Number(rows[0]!.amount_rial)).toBe(placed.totals.finalPrice * 10);

    const callback = await atSandbox(pay.redirectUrl);
    published.length = 0;
    expect(await landing(callback)).toEqual({ transactionId: pay.transactionId, paymentResult: 'DONE' });

    const paid = await order(placed.id);
    expect(paid).toMatchObject({ status: 'PAID', paymentState: 'PAID' });
    expect(paid.history.at(-1)).toMatchObject({
      fromStatus: 'SUBMITTED',
      toStatus: 'PAID',
      actorUserId: null,
    });
    const done = await transaction(pay.transactionId);
    expect(done).toMatchObject({
      id: pay.transactionId,
      orderId: placed.id,
      state: 'DONE',
      provider: 'SANDBOX',
      amount: placed.totals.finalPrice,
      refundState: null,
    });
    expect(done.refId).toMatch(/^\d+$/);
    expect(done.cardPan).toMatch(/\*/);

    const mine = await k.call('GET', '/api/transactions/me?pageNumber=1&pageSize=10', {
      token: k.sessions.customer,
    });
    expect(mine.statusCode).toBe(200);
    expect(mine.json().data.map((t: { id: string }) => t.id)).toContain(pay.transactionId);
    const forStaff = await k.call('GET', `/api/orders/${placed.id}/transactions`, {
      token: k.sessions.owner,
    });
    expect(forStaff.statusCode, forStaff.body).toBe(200);
    expect(forStaff.json()).toMatchObject([{ id: pay.transactionId, state: 'DONE' }]);

    // A reload of the callback changes nothing and lands the same way.
    expect(await landing(callback)).toEqual({ transactionId: pay.transactionId, paymentResult: 'DONE' });
    expect(await paidHistoryRows(placed.id)).toBe(1);

    const again = await startPayment(placed.id);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({
      code: 'ORDER_ALREADY_PAID',
      message: 'این سفارش قبلاً پرداخت شده است.',
    });
  });

  it('tells the board: an "orders" change for the vendor when an order is paid', async () => {
    const placed = await placeOrder();
    const pay = await started(placed.id);
    await atSandbox(pay.redirectUrl);
    published.length = 0;
    k.t.clock.advance(3 * MINUTE);
    await reconciler.reconcile();
    expect(published.map(parseOrderChange)).toContainEqual({
      vendorId: k.ids.demo,
      orderId: placed.id,
      kind: 'PAID',
      status: 'PAID',
    });
  });

  it('fails a payment the customer cancelled at the bank, and the order waits for another', async () => {
    const placed = await placeOrder();
    const pay = await started(placed.id);
    const callback = await atSandbox(pay.redirectUrl, 'cancel');
    expect(await landing(callback)).toMatchObject({ paymentResult: 'FAILED' });
    expect(await transaction(pay.transactionId)).toMatchObject({
      state: 'FAILED',
      failureReason: 'پرداخت انجام نشد.',
    });
    expect(await order(placed.id)).toMatchObject({ status: 'SUBMITTED', paymentState: 'PENDING' });
    // The customer tries again: a new transaction.
    const retry = await started(placed.id);
    expect(retry.transactionId).not.toBe(pay.transactionId);
  });

  it('re-prices the order when the tip changed at the payment step (tip added untouched)', async () => {
    const placed = await placeOrder();
    const pay = await started(placed.id, { tip: '50000' });
    expect(pay.amount).toBe(placed.totals.finalPrice + 50_000);
    const repriced = await order(placed.id);
    expect(repriced.totals).toMatchObject({ tip: 50_000, finalPrice: placed.totals.finalPrice + 50_000 });
    // Back to no tip: the price goes back too.
    const second = await started(placed.id, { tip: '0' });
    expect(second.amount).toBe(placed.totals.finalPrice);
  });

  it('a payment started before the tip changed does not pay the re-priced order: it is given back', async () => {
    const placed = await placeOrder();
    const old = await started(placed.id);
    const tipped = await started(placed.id, { tip: '20000' });
    // The customer pays in the old tab, at the old price.
    expect(await landing(await atSandbox(old.redirectUrl))).toMatchObject({ paymentResult: 'DONE' });
    expect(await transaction(old.transactionId)).toMatchObject({ state: 'DONE', refundState: 'REVERSED' });
    expect(await order(placed.id)).toMatchObject({ status: 'SUBMITTED', paymentState: 'PENDING' });
    // The new price pays it.
    expect(await landing(await atSandbox(tipped.redirectUrl))).toMatchObject({ paymentResult: 'DONE' });
    expect(await order(placed.id)).toMatchObject({ status: 'PAID', paymentState: 'PAID' });
    expect(await paidHistoryRows(placed.id)).toBe(1);
  });

  // ─── ZarinPal through the fake server ─────────────────────────────────────────────────────────

  async function zarinpalPayment() {
    const placed = await placeOrder();
    const pay = await started(placed.id, { paymentServiceType: 'ZARIN_PAL' });
    expect(pay.redirectUrl.startsWith(`${fake.url}/pg/StartPay/`)).toBe(true);
    const request = fake.calls.findLast((c) => c.endpoint === 'request')!;
    expect(request.body).toMatchObject({
      amount: placed.totals.finalPrice * 10,
      currency: 'IRR',
      callback_url: `http://${DEMO_HOST}/api/transactions/verify`,
    });
    return { placed, pay, authority: authorityOf(pay.redirectUrl) };
  }

  it('ZarinPal: a paid payment is verified with the amount from our database', async () => {
    const { placed, pay, authority } = await zarinpalPayment();
    const callback = fake.pay(authority);
    expect(await landing(callback)).toMatchObject({ paymentResult: 'DONE' });
    const verify = fake.calls.findLast((c) => c.endpoint === 'verify')!;
    expect(verify.body).toMatchObject({ authority, amount: placed.totals.finalPrice * 10 });
    expect(await transaction(pay.transactionId)).toMatchObject({ state: 'DONE', refId: expect.any(String) });
    expect(await order(placed.id)).toMatchObject({ status: 'PAID', paymentState: 'PAID' });
  });

  it('ZarinPal -51 (not paid) fails the transaction', async () => {
    const { placed, pay, authority } = await zarinpalPayment();
    expect(await landing(fake.cancel(authority))).toMatchObject({ paymentResult: 'FAILED' });
    expect(await stateOf(pay.transactionId)).toMatchObject({
      state: 'FAILED',
      failure_reason: 'پرداخت انجام نشد.',
    });
    expect(await order(placed.id)).toMatchObject({ status: 'SUBMITTED', paymentState: 'PENDING' });
  });

  it('ZarinPal -50 (amount differs) fails the transaction and leaves the order unpaid', async () => {
    const { placed, pay, authority } = await zarinpalPayment();
    const callback = fake.pay(authority);
    fake.fail('verify', { code: -50 }, { times: 1 });
    expect(await landing(callback)).toMatchObject({ paymentResult: 'FAILED' });
    expect(await stateOf(pay.transactionId)).toMatchObject({
      state: 'FAILED',
      failure_reason: 'مبلغ پرداخت‌شده با مبلغ سفارش یکسان نیست.',
    });
    expect(await order(placed.id)).toMatchObject({ status: 'SUBMITTED', paymentState: 'PENDING' });
  });

  it('ZarinPal 101 (verified before, e.g. by a lost earlier attempt) still settles it DONE once', async () => {
    const { placed, pay, authority } = await zarinpalPayment();
    const callback = fake.pay(authority);
    // Someone verified it already (our earlier request whose answer was lost): ZarinPal says 101 now.
    const first = await fetch(`${fake.url}/pg/v4/payment/verify.json`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        merchant_id: FAKE_ZARINPAL_MERCHANT_ID,
        amount: placed.totals.finalPrice * 10,
        authority,
      }),
    });
    expect(((await first.json()) as { data: { code: number } }).data.code).toBe(100);
    expect(await landing(callback)).toMatchObject({ paymentResult: 'DONE' });
    expect(await stateOf(pay.transactionId)).toMatchObject({ state: 'DONE' });
    expect(await paidHistoryRows(placed.id)).toBe(1);
  });

  it('ZarinPal timeout keeps the payment PENDING; the reconciler settles it later', async () => {
    const { placed, pay, authority } = await zarinpalPayment();
    const callback = fake.pay(authority);
    fake.fail('verify', { hang: true }, { times: 1 });
    expect(await landing(callback)).toMatchObject({ paymentResult: 'PENDING' });
    expect(await stateOf(pay.transactionId)).toMatchObject({ state: 'PENDING' });
    expect(await order(placed.id)).toMatchObject({ status: 'SUBMITTED' });

    k.t.clock.advance(3 * MINUTE);
    await reconciler.reconcile();
    expect(await stateOf(pay.transactionId)).toMatchObject({ state: 'DONE' });
    expect(await order(placed.id)).toMatchObject({ status: 'PAID', paymentState: 'PAID' });
  });

  it('a gateway refusal fails the transaction with a Persian 502; "try later" is a 503', async () => {
    const placed = await placeOrder();
    fake.fail('request', { code: -11 }, { times: 1 });
    const refused = await startPayment(placed.id, { paymentServiceType: 'ZARIN_PAL' });
    expect(refused.statusCode).toBe(502);
    expect(refused.json().code).toBe('PAYMENT_REQUEST_REJECTED');
    fake.fail('request', { code: -12 }, { times: 1 });
    const later = await startPayment(placed.id, { paymentServiceType: 'ZARIN_PAL' });
    expect(later.statusCode).toBe(503);
    expect(later.json()).toMatchObject({ code: 'PAYMENT_GATEWAY_UNAVAILABLE' });
    expect(later.json().message).toMatch(/دوباره تلاش کنید/);

    const list = await k.call('GET', `/api/orders/${placed.id}/transactions`, { token: k.sessions.customer });
    // Both on the fake clock's same instant: compare as a set.
    expect(
      list
        .json()
        .map((t: { state: string; failureReason: string }) => [t.state, t.failureReason])
        .sort(),
    ).toEqual(
      [
        ['FAILED', 'درگاه پرداخت فعلاً پاسخ نمی‌دهد؛ چند دقیقه دیگر دوباره تلاش کنید.'],
        [
          'FAILED',
          'پرداخت آنلاین این رستوران فعلاً ممکن نیست؛ روش پرداخت دیگری را انتخاب کنید یا به رستوران خبر دهید.',
        ],
      ].sort(),
    );
  });

  it('ZarinPal -14 (terminal registered for another domain): the customer is told to pay another way, the owner what to register where', async () => {
    const placed = await placeOrder();
    fake.setTerminalDomain(FAKE_ZARINPAL_MERCHANT_ID, 'naranj.ir');
    try {
      const refused = await startPayment(placed.id, { paymentServiceType: 'ZARIN_PAL' });
      expect(refused.statusCode).toBe(502);
      expect(refused.json()).toMatchObject({
        code: 'PAYMENT_REQUEST_REJECTED',
        errors: [
          {
            field: 'paymentServiceType',
            message:
              'پرداخت آنلاین این رستوران فعلاً ممکن نیست؛ روش پرداخت دیگری را انتخاب کنید یا به رستوران خبر دهید.',
          },
        ],
      });
    } finally {
      fake.setTerminalDomain(FAKE_ZARINPAL_MERCHANT_ID, null);
    }
    const url = `/api/orders/${placed.id}/transactions`;
    const [staffView] = (await k.call('GET', url, { token: k.sessions.owner })).json();
    expect(staffView).toMatchObject({ state: 'FAILED', provider: 'ZARIN_PAL' });
    expect(staffView.ownerReason).toContain(
      `در پنل زرین‌پال، در تنظیمات همین درگاه، دامنه ${DEMO_HOST} را ثبت کنید`,
    );
    // The owner's advice is for the restaurant's people, not its customers.
    const [customerView] = (await k.call('GET', url, { token: k.sessions.customer })).json();
    expect(customerView).toMatchObject({ state: 'FAILED', ownerReason: null });
  });

  it('ZarinPal 101 without ref_id (first answer lost): the order is PAID, not PENDING forever', async () => {
    const { placed, pay, authority } = await zarinpalPayment();
    const callback = fake.pay(authority);
    fake.fail('verify', { hang: true }, { times: 1 });
    expect(await landing(callback)).toMatchObject({ paymentResult: 'PENDING' });
    // Another instance's verify went through, but only ZarinPal heard it: now it answers 101, no ref_id.
    await fetch(`${fake.url}/pg/v4/payment/verify.json`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        merchant_id: FAKE_ZARINPAL_MERCHANT_ID,
        amount: placed.totals.finalPrice * 10,
        authority,
      }),
    });
    fake.omitRefIdWhenAlreadyVerified(true);

    k.t.clock.advance(3 * MINUTE);
    await reconciler.reconcile();
    expect(await transaction(pay.transactionId)).toMatchObject({ state: 'DONE', refId: null });
    expect(await order(placed.id)).toMatchObject({ status: 'PAID', paymentState: 'PAID' });
    expect(await paidHistoryRows(placed.id)).toBe(1);
  });

  it('ZarinPal -10 at verify keeps the payment PENDING and tells the owner to check the merchant id and server IP', async () => {
    const { placed, authority } = await zarinpalPayment();
    const callback = fake.pay(authority);
    fake.fail('verify', { code: -10 }, { times: 1 });
    expect(await landing(callback)).toMatchObject({ paymentResult: 'PENDING' });
    const url = `/api/orders/${placed.id}/transactions`;
    const [staffView] = (await k.call('GET', url, { token: k.sessions.owner })).json();
    expect(staffView).toMatchObject({ state: 'PENDING' });
    expect(staffView.ownerReason).toContain('آی‌پی سرور سفره را همان‌جا ثبت کنید');

    // Once it settles, the advice is gone with the problem.
    k.t.clock.advance(3 * MINUTE);
    await reconciler.reconcile();
    const [settled] = (await k.call('GET', url, { token: k.sessions.owner })).json();
    expect(settled).toMatchObject({ state: 'DONE', ownerReason: null });
  });

  // ─── Exactly once ─────────────────────────────────────────────────────────────────────────────

  it('two concurrent callbacks and the reconciler at once: one DONE, one PAID history row', async () => {
    const placed = await placeOrder();
    const pay = await started(placed.id);
    const callback = await atSandbox(pay.redirectUrl);
    k.t.clock.advance(3 * MINUTE);
    const [a, b] = await Promise.all([landing(callback), landing(callback), reconciler.reconcile()]);
    expect(a.paymentResult).toBe('DONE');
    expect(b.paymentResult).toBe('DONE');
    expect(await stateOf(pay.transactionId)).toMatchObject({ state: 'DONE', refund_state: null });
    expect(await paidHistoryRows(placed.id)).toBe(1);
    expect(await order(placed.id)).toMatchObject({ status: 'PAID', paymentState: 'PAID' });
  });

  it('a second payment of an already paid order is DONE, then given back through the gateway', async () => {
    const placed = await placeOrder();
    // The customer opened the bank twice (two tabs) and paid in both.
    const first = await started(placed.id);
    const second = await started(placed.id);
    const firstBack = await atSandbox(first.redirectUrl);
    const secondBack = await atSandbox(second.redirectUrl);
    expect(await landing(firstBack)).toMatchObject({ paymentResult: 'DONE' });
    expect(await landing(secondBack)).toMatchObject({ paymentResult: 'DONE' });

    expect(await transaction(second.transactionId)).toMatchObject({
      state: 'DONE',
      refundState: 'REVERSED',
      refundReason: expect.stringContaining('بازگردانده'),
    });
    const { rows } = await k.t.database.executeSql(
      'SELECT status FROM sandbox_payments WHERE authority = $1',
      [authorityOf(second.redirectUrl)],
    );
    expect(rows[0]!.status).toBe('REVERSED');
    expect(await stateOf(first.transactionId)).toMatchObject({ state: 'DONE', refund_state: null });
    expect(await paidHistoryRows(placed.id)).toBe(1);
  });

  it('a lost callback: the reconciler leaves young payments alone, then settles them', async () => {
    const placed = await placeOrder();
    const pay = await started(placed.id);
    await atSandbox(pay.redirectUrl); // paid, but the browser never came back
    k.t.clock.advance(1 * MINUTE);
    await reconciler.reconcile();
    expect(await stateOf(pay.transactionId)).toMatchObject({ state: 'PENDING' });
    k.t.clock.advance(2 * MINUTE);
    await reconciler.reconcile();
    expect(await stateOf(pay.transactionId)).toMatchObject({ state: 'DONE' });
    expect(await order(placed.id)).toMatchObject({ status: 'PAID' });
  });

  it('an abandoned payment stays PENDING while the customer may still pay, FAILED after 30 minutes', async () => {
    const placed = await placeOrder();
    const pay = await started(placed.id);
    k.t.clock.advance(3 * MINUTE);
    await reconciler.reconcile();
    expect(await stateOf(pay.transactionId)).toMatchObject({ state: 'PENDING' });
    k.t.clock.advance(30 * MINUTE);
    await reconciler.reconcile();
    expect(await stateOf(pay.transactionId)).toMatchObject({ state: 'FAILED' });
  });

  it('the owner may ask again (POST verify); a pending payment is checked with the gateway', async () => {
    const placed = await placeOrder();
    const pay = await started(placed.id);
    expect(await transaction(pay.transactionId)).toMatchObject({ state: 'PENDING' });
    await atSandbox(pay.redirectUrl);
    expect(await transaction(pay.transactionId)).toMatchObject({ state: 'DONE' });
    expect(await order(placed.id)).toMatchObject({ status: 'PAID' });
  });

  // ─── Who may, and what is refused ─────────────────────────────────────────────────────────────

  it('another customer’s or another vendor’s order and transaction are not found', async () => {
    const placed = await placeOrder();
    const pay = await started(placed.id);
    const theirs = await startPayment(placed.id, {}, { token: k.sessions.secondCustomer });
    expect(theirs.statusCode).toBe(404);
    expect(theirs.json().code).toBe('ORDER_NOT_FOUND');
    const otherVendor = await startPayment(
      placed.id,
      {},
      { token: k.sessions.otherVendorCustomer, host: OTHER_HOST },
    );
    expect(otherVendor.statusCode).toBe(404);

    const verify = await k.call('POST', '/api/transactions/verify', {
      token: k.sessions.secondCustomer,
      payload: { transactionId: pay.transactionId },
    });
    expect(verify.statusCode).toBe(404);
    expect(verify.json().code).toBe('TRANSACTION_NOT_FOUND');
    const list = await k.call('GET', `/api/orders/${placed.id}/transactions`, {
      token: k.sessions.secondCustomer,
    });
    expect(list.statusCode).toBe(404);
    const mine = await k.call('GET', '/api/transactions/me', { token: k.sessions.secondCustomer });
    expect(mine.json().data.map((t: { id: string }) => t.id)).not.toContain(pay.transactionId);
    const staffElsewhere = await k.call('GET', `/api/orders/${placed.id}/transactions`, {
      token: k.sessions.otherOwner,
      host: OTHER_HOST,
    });
    expect(staffElsewhere.statusCode).toBe(404);
  });

  it('refuses a landing page off the vendor’s own host (no open redirect)', async () => {
    const placed = await placeOrder();
    for (const submitUrl of [
      'https://evil.example/steal',
      '//evil.example/steal',
      `http://${OTHER_HOST}/checkout`,
      `http://${DEMO_HOST}.evil.example/`,
      `http://user@${DEMO_HOST}/`,
      'javascript:alert(1)',
      '/\\evil.example',
    ]) {
      const res = await startPayment(placed.id, { submitUrl });
      expect(res.statusCode, submitUrl).toBe(400);
      expect(res.json()).toMatchObject({
        code: 'PAYMENT_SUBMIT_URL_INVALID',
        errors: [{ field: 'submitUrl', message: 'نشانی بازگشت از درگاه باید روی سایت همین رستوران باشد.' }],
      });
    }
    expect(await countRows(k.t, 'transactions', placed.id)).toBe(0);
    // A path on the vendor's own site is fine.
    const ok = await startPayment(placed.id, { submitUrl: '/checkout/result?step=2' });
    expect(ok.statusCode, ok.body).toBe(200);
  });

  it('keeps the port the browser used: the demo serves the site and the API together on :3000', async () => {
    const placed = await placeOrder();
    const landing = `http://${DEMO_HOST}:3000/orders/${placed.id}`;
    const params = new URLSearchParams({ submitUrl: landing, paymentServiceType: 'SANDBOX' });
    // The web sends its page's bare host name as hostDomain; the Host header carries the port.
    const res = await k.call('GET', `/api/orders/payment/${placed.id}?${params}`, {
      token: k.sessions.customer,
      headers: { host: `${DEMO_HOST}:3000` },
    });
    expect(res.statusCode, res.body).toBe(200);
    const callback = await atSandbox(res.json().redirectUrl);
    expect(callback.startsWith(`http://${DEMO_HOST}:3000/api/transactions/verify?`)).toBe(true);
    const landed = await followCallback(callback);
    expect(landed.statusCode, landed.body).toBe(303);
    const location = new URL(landed.headers.location as string);
    expect(`${location.origin}${location.pathname}`).toBe(landing);
    expect(location.searchParams.get('paymentResult')).toBe('DONE');
  });

  it('a cash order cannot be paid online; a provider the vendor does not offer is refused', async () => {
    const cash = await placeOrder('CASH');
    const res = await startPayment(cash.id);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      code: 'ORDER_NOT_PAYABLE_ONLINE',
      message: 'روش پرداخت این سفارش آنلاین نیست.',
    });

    const online = await placeOrder();
    for (const tip of ['-5', '10000000000000000', 'زیاد']) {
      const bad = await startPayment(online.id, { tip });
      expect(bad.statusCode, tip).toBe(400);
      expect(new Set(bad.json().errors.map((e: { field: string }) => e.field))).toEqual(new Set(['tip']));
    }
    const vandar = await startPayment(online.id, { paymentServiceType: 'VANDAR' });
    expect(vandar.statusCode).toBe(400);
    expect(vandar.json()).toMatchObject({
      code: 'PAYMENT_PROVIDER_UNAVAILABLE',
      errors: [{ field: 'paymentServiceType' }],
    });
  });

  it('turns away a burst of payment starts from one session, without touching the gateway', async () => {
    const placed = await placeOrder('ONLINE', k.sessions.secondCustomer);
    const asSecond = { token: k.sessions.secondCustomer };
    const statuses: number[] = [];
    for (let i = 0; i < 61; i++) {
      // Refused before the gateway (bad landing page): only the limit is exercised.
      statuses.push(
        (await startPayment(placed.id, { submitUrl: 'https://evil.example/' }, asSecond)).statusCode,
      );
    }
    // (This session already started one payment in an earlier test, within the same minute or not.)
    expect(statuses.filter((s) => s === 400).length).toBeGreaterThanOrEqual(59);
    expect(statuses.at(-1)).toBe(429);
    const limited = await startPayment(placed.id, {}, asSecond);
    expect(limited.statusCode).toBe(429);
    expect(limited.json().code).toBe('TOO_MANY_REQUESTS');
    // Another customer is not affected.
    expect((await startPayment((await placeOrder()).id)).statusCode).toBe(200);
  });

  it('a callback naming no payment of this vendor gets a Persian page, not a redirect', async () => {
    const unknown = await followCallback(
      `http://${DEMO_HOST}/api/transactions/verify?Authority=S123&Status=OK`,
    );
    expect(unknown.statusCode).toBe(404);
    expect(unknown.headers['content-type']).toMatch(/text\/html/);
    expect(unknown.body).toContain('این پرداخت پیدا نشد');

    // A real authority, but asked on another vendor's host.
    const placed = await placeOrder();
    const pay = await started(placed.id);
    const callback = new URL(await atSandbox(pay.redirectUrl));
    callback.host = OTHER_HOST;
    expect((await followCallback(callback.toString())).statusCode).toBe(404);
    expect(await stateOf(pay.transactionId)).toMatchObject({ state: 'PENDING' });
  });
});

describe('the reconciler job', () => {
  it('is scheduled every minute on its queue unless PAYMENT_RECONCILER=false', async () => {
    for (const [setting, expected] of [
      ['true', [{ name: 'payments-reconcile', cron: '* * * * *' }]],
      ['false', []],
    ] as const) {
      const t = await startTestApp('pglite', { PAYMENT_RECONCILER: setting });
      try {
        const { rows } = await t.database.executeSql('SELECT name, cron FROM pgboss.schedule');
        expect(rows.filter((r) => r.name === 'payments-reconcile')).toEqual(expected);
        // The refunds' hourly re-check (decision 0023, SPEC §9 3,600,000 ms) follows the same switch.
        expect(rows.filter((r) => r.name === 'refunds-recheck')).toEqual(
          setting === 'true' ? [{ name: 'refunds-recheck', cron: '0 * * * *' }] : [],
        );
      } finally {
        await t.close();
      }
    }
  });
});
