import { inspect } from 'node:util';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { listenOnLoopback, urlNobodyListensOn } from '../sms/fakes/fake-server-kit';
import {
  FAKE_ZARINPAL_CARD_PAN,
  FAKE_ZARINPAL_MERCHANT_ID,
  type FakeZarinpalServer,
  startFakeZarinpalServer,
} from './fakes/fake-zarinpal-server';
import { type PaymentGateway, PaymentRequestError, type PaymentRequestInput } from './payment-gateway';
import { createZarinpalGateway, type ZarinpalOptions } from './zarinpal';
import { ZARINPAL_DOCUMENTED_CODES, zarinpalCode } from './zarinpal-codes';

const OTHER_MERCHANT_ID = '9b8a7c6d-5e4f-4a3b-8c2d-1e0f9a8b7c6d';
const CALLBACK = 'https://demo.sofreh.test/api/transactions/verify?transactionId=t-1';
const PAYMENT: PaymentRequestInput = {
  amountRial: 1_250_000,
  callbackUrl: CALLBACK,
  description: 'سفارش ۱۲ از رستوران نارنج',
  mobile: '09121111111',
  reference: 't-1',
};

/** Every way a value reaches a log line: message, stack, JSON, util.inspect and String(). */
function renderings(value: unknown): string {
  const error = value instanceof Error ? value : null;
  return [
    JSON.stringify(value),
    inspect(value, { depth: Number.POSITIVE_INFINITY }),
    String(value),
    error?.message ?? '',
    error?.stack ?? '',
  ].join('\n');
}

describe('ZarinPal v4 adapter against the fake ZarinPal', () => {
  let fake: FakeZarinpalServer;
  let now = new Date('2026-11-22T09:00:00Z');
  const zarinpal = (overrides: Partial<ZarinpalOptions> = {}): PaymentGateway =>
    createZarinpalGateway({ merchantId: FAKE_ZARINPAL_MERCHANT_ID, baseUrl: fake.url, ...overrides });
  const requestFailure = async (gateway: PaymentGateway, input = PAYMENT) => {
    const error = await gateway.request(input).then(
      () => null,
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(PaymentRequestError);
    return error as PaymentRequestError;
  };
  /** A payment opened and paid by the customer, not yet verified. */
  const paidPayment = async (gateway = zarinpal()) => {
    const { authority } = await gateway.request(PAYMENT);
    fake.pay(authority);
    return authority;
  };

  beforeEach(async () => {
    now = new Date('2026-11-22T09:00:00Z');
    fake = await startFakeZarinpalServer({
      merchantIds: [FAKE_ZARINPAL_MERCHANT_ID, OTHER_MERCHANT_ID],
      now: () => now,
    });
  });
  afterEach(async () => {
    await fake.close();
  });

  describe('request', () => {
    it('posts request.json in Rial and sends the customer to StartPay', async () => {
      const { authority, redirectUrl } = await zarinpal().request(PAYMENT);

      expect(authority).toMatch(/^A\d{35}$/);
      expect(redirectUrl).toBe(`${fake.url}/pg/StartPay/${authority}`);
      expect(fake.calls).toEqual([
        {
          endpoint: 'request',
          body: {
            merchant_id: FAKE_ZARINPAL_MERCHANT_ID,
            amount: 1_250_000,
            currency: 'IRR',
            description: 'سفارش ۱۲ از رستوران نارنج',
            callback_url: CALLBACK,
            metadata: { mobile: '09121111111', order_id: 't-1' },
          },
        },
      ]);
      const page = await fetch(redirectUrl);
      expect(page.status).toBe(200);
      expect(await page.text()).toContain('پرداخت');
    });

    it('is rejected with -9 below ZarinPal’s minimum of 10,000 Rial', async () => {
      const error = await requestFailure(zarinpal(), { ...PAYMENT, amountRial: 9_990 });
      expect(error).toMatchObject({ failure: 'rejected', providerCode: '-9', provider: 'ZARIN_PAL' });
      expect(error.reason).toBe(zarinpalCode(-9).customer);
    });

    it('answers -14 when the terminal is registered for another domain, naming the host to register', async () => {
      await fake.close();
      fake = await startFakeZarinpalServer({
        merchantIds: [FAKE_ZARINPAL_MERCHANT_ID],
        terminalDomains: { [FAKE_ZARINPAL_MERCHANT_ID]: 'naranj.ir' },
        now: () => now,
      });
      const error = await requestFailure(zarinpal());

      expect(error).toMatchObject({ failure: 'rejected', providerCode: '-14' });
      expect(error.message).toMatch(/callback URL domain does not match/);
      // The customer is told to pay another way; the owner what to register, where.
      expect(error.reason).toBe(
        'پرداخت آنلاین این رستوران فعلاً ممکن نیست؛ روش پرداخت دیگری را انتخاب کنید یا به رستوران خبر دهید.',
      );
      expect(error.ownerReason).toContain(
        'در پنل زرین‌پال، در تنظیمات همین درگاه، دامنه demo.sofreh.test را ثبت کنید',
      );
      // A callback on the registered domain (or a subdomain of it) is accepted.
      await expect(
        zarinpal().request({ ...PAYMENT, callbackUrl: 'https://shop.naranj.ir/api/transactions/verify' }),
      ).resolves.toHaveProperty('authority');
    });

    it.each([
      [-13, 'مدارک خود را در پنل زرین‌پال کامل کنید'],
      [-17, 'سطح آبی'],
      [-16, 'نقره‌ای'],
      [-11, 'فعال نیست'],
    ])('gives %i a Persian reason for the customer and one for the owner', async (code, ownerSays) => {
      fake.fail('request', { code });
      const error = await requestFailure(zarinpal());
      expect(error).toMatchObject({ failure: 'rejected', providerCode: String(code) });
      expect(error.reason).toBe(zarinpalCode(code).customer);
      expect(error.ownerReason).toContain(ownerSays);
      expect(error.message).not.toMatch(/undocumented/);
    });

    it('has both Persian texts for every code ZarinPal documents', () => {
      for (const code of ZARINPAL_DOCUMENTED_CODES) {
        const texts = zarinpalCode(code, 'demo.sofreh.test');
        expect(texts.customer).toMatch(/[\u0600-\u06FF]/);
        expect(texts.owner).toMatch(/[\u0600-\u06FF]/);
        expect(texts.owner).not.toContain('{host}');
        expect(texts.en).not.toBe('undocumented code');
      }
      expect(ZARINPAL_DOCUMENTED_CODES).toEqual(expect.arrayContaining([-13, -14, -17, -18, -19, -41, -55]));
    });

    it('is rejected with -10 for a merchant id ZarinPal does not know', async () => {
      const error = await requestFailure(zarinpal({ merchantId: 'ffffffff-ffff-4fff-8fff-ffffffffffff' }));
      expect(error).toMatchObject({ failure: 'rejected', providerCode: '-10' });
      expect(error.message).toMatch(/merchant id or server IP not accepted/);
    });

    it('treats -12 (too many attempts) as "try later", not as a refusal', async () => {
      fake.fail('request', { code: -12 }, { times: 1 });
      expect(await requestFailure(zarinpal())).toMatchObject({ failure: 'unavailable', providerCode: '-12' });
      await expect(zarinpal().request(PAYMENT)).resolves.toHaveProperty('authority');
    });

    it.each([
      ['a timeout', { hang: true } as const, 'timeout'],
      ['HTTP 502', { httpStatus: 502 }, 'unavailable'],
      ['a body that is not JSON', { garbage: true } as const, 'bad_response'],
    ])('fails as unavailable-like on %s', async (_name, fault, failure) => {
      fake.fail('request', fault);
      const error = await requestFailure(zarinpal({ timeoutMs: 1_500 }));
      expect(error.failure).toBe(failure);
    });

    it('fails as unavailable when nobody listens', async () => {
      const error = await requestFailure(zarinpal({ baseUrl: await urlNobodyListensOn() }));
      expect(error.failure).toBe('unavailable');
    });

    it('refuses programming errors before calling ZarinPal', async () => {
      const gateway = zarinpal();
      await expect(gateway.request({ ...PAYMENT, amountRial: 12.5 })).rejects.toThrow(RangeError);
      await expect(gateway.request({ ...PAYMENT, callbackUrl: '/relative' })).rejects.toThrow(RangeError);
      expect(fake.calls).toEqual([]);
    });
  });

  describe('verify', () => {
    it('verifies a paid payment with the amount from our side (100), then answers 101 as already verified', async () => {
      const gateway = zarinpal();
      const authority = await paidPayment(gateway);

      const first = await gateway.verify({ authority, amountRial: PAYMENT.amountRial });
      expect(first).toEqual({
        status: 'PAID',
        refId: expect.stringMatching(/^\d+$/),
        cardPan: FAKE_ZARINPAL_CARD_PAN,
        alreadyVerified: false,
      });
      const second = await gateway.verify({ authority, amountRial: PAYMENT.amountRial });
      expect(second).toEqual({ ...first, alreadyVerified: true });
      expect(fake.calls.at(-1)).toEqual({
        endpoint: 'verify',
        body: { merchant_id: FAKE_ZARINPAL_MERCHANT_ID, amount: 1_250_000, authority },
      });
    });

    it('takes 101 without ref_id as paid: the first answer was lost, ZarinPal verified it anyway', async () => {
      const gateway = zarinpal();
      const authority = await paidPayment(gateway);
      await gateway.verify({ authority, amountRial: PAYMENT.amountRial }); // its answer never reached us
      fake.omitRefIdWhenAlreadyVerified(true);

      expect(await gateway.verify({ authority, amountRial: PAYMENT.amountRial })).toEqual({
        status: 'PAID',
        refId: null,
        cardPan: FAKE_ZARINPAL_CARD_PAN,
        alreadyVerified: true,
      });
    });

    it('says NOT_PAID (-51) when the customer cancelled or never paid', async () => {
      const gateway = zarinpal();
      const cancelled = (await gateway.request(PAYMENT)).authority;
      fake.cancel(cancelled);
      const neverPaid = (await gateway.request(PAYMENT)).authority;

      for (const authority of [cancelled, neverPaid]) {
        expect(await gateway.verify({ authority, amountRial: PAYMENT.amountRial })).toEqual({
          status: 'NOT_PAID',
          providerCode: '-51',
          reason: 'پرداخت انجام نشد.',
        });
      }
    });

    it('says NOT_PAID (-50) when the amount is not the one requested', async () => {
      const authority = await paidPayment();
      expect(await zarinpal().verify({ authority, amountRial: 1_000_000 })).toMatchObject({
        status: 'NOT_PAID',
        providerCode: '-50',
        reason: 'مبلغ پرداخت‌شده با مبلغ سفارش یکسان نیست.',
      });
    });

    it('says NOT_PAID for an authority that is not ours (-53) or not ZarinPal’s (-54)', async () => {
      const authority = await paidPayment();
      const other = zarinpal({ merchantId: OTHER_MERCHANT_ID });
      expect(await other.verify({ authority, amountRial: PAYMENT.amountRial })).toMatchObject({
        status: 'NOT_PAID',
        providerCode: '-53',
      });
      expect(
        await zarinpal().verify({ authority: 'A00000000000000000000000000000000404', amountRial: 10_000 }),
      ).toMatchObject({ status: 'NOT_PAID', providerCode: '-54' });
    });

    it.each([-9, -10, -12])(
      'answers UNKNOWN for %i: nothing is known about the payment yet',
      async (code) => {
        const authority = await paidPayment();
        fake.fail('verify', { code }, { times: 1 });

        const outcome = await zarinpal().verify({ authority, amountRial: PAYMENT.amountRial });

        expect(outcome).toMatchObject({
          status: 'UNKNOWN',
          cause: 'provider_error',
          providerCode: String(code),
        });
        // Asked again once ZarinPal behaves, the payment is there.
        expect(await zarinpal().verify({ authority, amountRial: PAYMENT.amountRial })).toMatchObject({
          status: 'PAID',
          alreadyVerified: false,
        });
      },
    );

    it('answers UNKNOWN on a verify that hangs, and the payment is still there to verify later', async () => {
      const authority = await paidPayment();
      fake.fail('verify', { hang: true });
      const started = Date.now();

      const outcome = await zarinpal({ timeoutMs: 200 }).verify({
        authority,
        amountRial: PAYMENT.amountRial,
      });

      expect(outcome).toMatchObject({ status: 'UNKNOWN', cause: 'timeout' });
      expect(Date.now() - started).toBeLessThan(5_000);
      fake.reset();
      expect(await zarinpal().verify({ authority, amountRial: PAYMENT.amountRial })).toMatchObject({
        status: 'PAID',
      });
    });

    it.each([
      ['HTTP 500', { httpStatus: 500 }, 'unavailable'],
      ['HTTP 503', { httpStatus: 503 }, 'unavailable'],
      ['a body that is not JSON', { garbage: true } as const, 'bad_response'],
    ])('answers UNKNOWN on %s', async (_name, fault, cause) => {
      const authority = await paidPayment();
      fake.fail('verify', fault);
      expect(await zarinpal().verify({ authority, amountRial: PAYMENT.amountRial })).toMatchObject({
        status: 'UNKNOWN',
        cause,
      });
    });

    it('answers UNKNOWN when ZarinPal cannot be reached', async () => {
      const gateway = zarinpal({ baseUrl: await urlNobodyListensOn() });
      expect(await gateway.verify({ authority: 'A1', amountRial: 10_000 })).toMatchObject({
        status: 'UNKNOWN',
        cause: 'unavailable',
      });
    });

    it('reads the error envelope whatever HTTP status it comes with', async () => {
      const authority = await paidPayment();
      fake.fail('verify', { code: -51, httpStatus: 200 });
      expect(await zarinpal().verify({ authority, amountRial: PAYMENT.amountRial })).toMatchObject({
        status: 'NOT_PAID',
        providerCode: '-51',
      });
    });
  });

  describe('inquiry, unVerified and reverse for the reconciler and refunds', () => {
    it('follows a payment through IN_BANK, PAID, VERIFIED and REVERSED', async () => {
      const gateway = zarinpal();
      const { authority } = await gateway.request(PAYMENT);
      expect(await gateway.inquire({ authority })).toEqual({ status: 'IN_BANK' });
      fake.pay(authority);
      expect(await gateway.inquire({ authority })).toEqual({ status: 'PAID' });
      await gateway.verify({ authority, amountRial: PAYMENT.amountRial });
      expect(await gateway.inquire({ authority })).toEqual({ status: 'VERIFIED' });
      expect(await gateway.reverse({ authority })).toEqual({ status: 'REVERSED' });
      expect(await gateway.inquire({ authority })).toEqual({ status: 'REVERSED' });
    });

    it('calls a cancelled payment and an unknown authority FAILED', async () => {
      const gateway = zarinpal();
      const { authority } = await gateway.request(PAYMENT);
      fake.cancel(authority);
      expect(await gateway.inquire({ authority })).toEqual({ status: 'FAILED' });
      expect(await gateway.inquire({ authority: 'A00000000000000000000000000000000404' })).toEqual({
        status: 'FAILED',
        providerCode: '-54',
      });
    });

    it('answers UNKNOWN when the inquiry cannot be made', async () => {
      const authority = await paidPayment();
      fake.fail('inquiry', { hang: true });
      expect(await zarinpal({ timeoutMs: 200 }).inquire({ authority })).toMatchObject({
        status: 'UNKNOWN',
        cause: 'timeout',
      });
    });

    it('lists payments the customer paid and nobody verified, with amount and Tehran date', async () => {
      const gateway = zarinpal();
      const paid = await paidPayment(gateway);
      const verified = await paidPayment(gateway);
      await gateway.verify({ authority: verified, amountRial: PAYMENT.amountRial });
      await gateway.request(PAYMENT);

      const list = await gateway.listUnverified!();

      expect(list).toEqual({
        status: 'OK',
        payments: [{ authority: paid, amountRial: 1_250_000, callbackUrl: CALLBACK, createdAt: now }],
      });
    });

    it('refuses to reverse what was not verified (-61) or is older than 30 minutes (-63)', async () => {
      const gateway = zarinpal();
      const unverified = await paidPayment(gateway);
      expect(await gateway.reverse({ authority: unverified })).toMatchObject({
        status: 'REFUSED',
        providerCode: '-61',
      });
      const old = await paidPayment(gateway);
      await gateway.verify({ authority: old, amountRial: PAYMENT.amountRial });
      now = new Date(now.getTime() + 31 * 60 * 1000);
      expect(await gateway.reverse({ authority: old })).toEqual({
        status: 'REFUSED',
        providerCode: '-63',
        reason: 'مهلت ۳۰ دقیقه‌ای بازگرداندن این تراکنش گذشته است.',
      });
    });

    it('counts the 30-minute reverse window from the payment, not from the verify', async () => {
      const gateway = zarinpal();
      const authority = await paidPayment(gateway);
      now = new Date(now.getTime() + 25 * 60 * 1000);
      await gateway.verify({ authority, amountRial: PAYMENT.amountRial });
      now = new Date(now.getTime() + 6 * 60 * 1000);
      expect(await gateway.reverse({ authority })).toMatchObject({ status: 'REFUSED', providerCode: '-63' });
    });

    it('reports -62 when the server IP is not allowed to reverse', async () => {
      const authority = await paidPayment();
      fake.fail('reverse', { code: -62 });
      expect(await zarinpal().reverse({ authority })).toMatchObject({
        status: 'REFUSED',
        providerCode: '-62',
      });
    });
  });

  describe('the callback', () => {
    it('reads Authority and Status from the query the browser comes back with', async () => {
      const gateway = zarinpal();
      const { authority } = await gateway.request(PAYMENT);
      const location = new URL(fake.pay(authority));

      expect(location.searchParams.get('transactionId')).toBe('t-1');
      expect(gateway.parseCallback(Object.fromEntries(location.searchParams))).toEqual({
        authority,
        statusOk: true,
      });
      expect(gateway.parseCallback({ Authority: authority, Status: 'NOK' })).toEqual({
        authority,
        statusOk: false,
      });
      expect(gateway.parseCallback({ Authority: [authority, 'A2'], Status: ['OK'] })).toEqual({
        authority,
        statusOk: true,
      });
      expect(gateway.parseCallback({ Status: 'OK' })).toBeNull();
      expect(gateway.parseCallback({ Authority: '../../etc', Status: 'OK' })).toBeNull();
      expect(gateway.parseCallback(null)).toBeNull();
    });

    it('can deliver the same callback twice, as a reloading browser does', async () => {
      const hits: string[] = [];
      const shop = await listenOnLoopback(async (request, response) => {
        hits.push(request.url ?? '');
        response.writeHead(200).end('ok');
      });
      try {
        const { authority, redirectUrl } = await zarinpal().request({
          ...PAYMENT,
          callbackUrl: `${shop.url}/api/transactions/verify`,
        });
        fake.duplicateCallbacks(true);

        // The customer presses «پرداخت» on the StartPay page; the browser follows the redirect.
        const answer = await fetch(redirectUrl, {
          method: 'POST',
          headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
          body: 'action=pay',
          redirect: 'manual',
        });
        expect(answer.status).toBe(302);
        await fetch(answer.headers.get('location')!);

        expect(hits).toEqual([
          `/api/transactions/verify?Authority=${authority}&Status=OK`,
          `/api/transactions/verify?Authority=${authority}&Status=OK`,
        ]);
      } finally {
        await shop.close();
      }
    });
  });

  describe('never leaks the merchant id', () => {
    it('in request errors, even when ZarinPal echoes it back', async () => {
      fake.fail('request', { code: -9, message: `merchant ${FAKE_ZARINPAL_MERCHANT_ID} is malformed` });
      const error = await requestFailure(zarinpal());
      expect(error.message).toContain('[redacted]');
      expect(renderings(error)).not.toContain(FAKE_ZARINPAL_MERCHANT_ID);
    });

    it.each([
      { code: -12, message: `slow down ${FAKE_ZARINPAL_MERCHANT_ID}` },
      { hang: true } as const,
      { httpStatus: 502 },
      { garbage: true } as const,
    ])('in verify outcomes (%o)', async (fault) => {
      const authority = await paidPayment();
      fake.fail('verify', fault);
      const outcome = await zarinpal({ timeoutMs: 200 }).verify({
        authority,
        amountRial: PAYMENT.amountRial,
      });
      expect(outcome.status).toBe('UNKNOWN');
      expect(renderings(outcome)).not.toContain(FAKE_ZARINPAL_MERCHANT_ID);
    });

    it('in configuration errors', () => {
      for (const bad of [
        'short-merchant-id',
        'x'.repeat(36),
        `${'z'.repeat(8)}-aaaa-4aaa-8aaa-${'a'.repeat(12)}`,
      ]) {
        expect(() => createZarinpalGateway({ merchantId: bad })).toThrow(/must be a UUID/);
        try {
          createZarinpalGateway({ merchantId: bad });
        } catch (error) {
          expect(renderings(error)).not.toContain(bad);
        }
      }
      expect(() =>
        createZarinpalGateway({ merchantId: FAKE_ZARINPAL_MERCHANT_ID, baseUrl: 'ftp://zarinpal' }),
      ).toThrow(/http/);
    });
  });
});
