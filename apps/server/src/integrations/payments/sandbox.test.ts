import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../../test/app';
import { DEMO_HOST, OTHER_HOST } from '../../../test/catalog-kit';
import { DB_KINDS } from '../../../test/database';
import { buildApp } from '../../app';
import { ensureVendor } from '../../orchestrators/vendor-onboarding';
import type { PaymentGateway, PaymentRequestInput } from './payment-gateway';
import { createSandboxGateway } from './sandbox';

const CALLBACK = `http://${DEMO_HOST}/api/transactions/verify?transactionId=t-1`;
const PAYMENT: PaymentRequestInput = {
  amountRial: 1_250_000,
  callbackUrl: CALLBACK,
  description: 'سفارش ۱۲',
  mobile: '09121111111',
  reference: 't-1',
};

describe.each(DB_KINDS)('sandbox gateway on %s', (kind) => {
  let t: TestApp;
  let sandbox: PaymentGateway;
  /** A new adapter object each time: nothing is remembered between calls except the database. */
  const gateway = () =>
    createSandboxGateway({
      database: t.database,
      clock: t.clock,
      vendor: { id: t.demo.vendor.id, name: t.demo.vendor.name },
    });
  const page = (authority: string, host = DEMO_HOST) =>
    t.app.inject({ method: 'GET', url: `/sandbox-gateway/${authority}`, headers: { host } });
  const press = (authority: string, action: 'pay' | 'cancel', app = t.app) =>
    app.inject({
      method: 'POST',
      url: `/sandbox-gateway/${authority}`,
      headers: { host: DEMO_HOST, 'content-type': 'application/x-www-form-urlencoded' },
      payload: `action=${action}`,
    });

  beforeAll(async () => {
    t = await startTestApp(kind);
    sandbox = gateway();
  });
  afterAll(async () => {
    await t?.close();
  });

  it('opens a payment whose page is on the shop’s own host', async () => {
    const { authority, redirectUrl } = await sandbox.request(PAYMENT);
    expect(authority).toMatch(/^S[0-9a-f]{35}$/);
    expect(redirectUrl).toBe(`http://${DEMO_HOST}/sandbox-gateway/${authority}`);
  });

  it('shows a Persian bank page: merchant, amount in Rial and Toman, pay and cancel, and that it is a test', async () => {
    const { authority } = await sandbox.request(PAYMENT);
    const res = await page(authority);

    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(res.headers['cache-control']).toBe('no-store');
    const html = res.body;
    expect(html).toContain('<html dir="rtl" lang="fa">');
    expect(html).toContain('درگاه آزمایشی — پولی جابه‌جا نمی‌شود');
    // Its own icon, so the browser does not fall back to a missing /favicon.ico (issue 19 point 17).
    expect(html).toContain('<link rel="icon" href="/favicon.svg" type="image/svg+xml">');
    expect(html).toContain('رستوران نارنج');
    expect(html).toContain('<strong>۱٬۲۵۰٬۰۰۰</strong> ریال');
    expect(html).toContain('معادل ۱۲۵٬۰۰۰ تومان');
    expect(html).toContain(`<form method="post" action="/sandbox-gateway/${authority}">`);
    expect(html).toContain('value="pay" class="button pay">پرداخت</button>');
    expect(html).toContain('value="cancel" class="button cancel">انصراف</button>');
    // The app's CSP forbids inline script; the page has none and needs none.
    expect(html).not.toMatch(/<script|\son[a-z]+=/i);
    expect(res.headers['content-security-policy']).toContain("script-src 'self'");
    expect(res.headers['content-security-policy']).toContain("form-action 'self'");
  });

  it('escapes what the shop wrote', async () => {
    const { authority } = await sandbox.request({ ...PAYMENT, description: '<img src=x onerror=alert(1)>' });
    const html = (await page(authority)).body;
    expect(html).not.toContain('<img');
    expect(html).toContain('&#60;img src=x onerror=alert(1)&#62;');
  });

  it('pays: back to the callback with ZarinPal’s query, then verify says PAID once and 101 after', async () => {
    const { authority } = await sandbox.request(PAYMENT);
    const back = await press(authority, 'pay');

    expect(back.statusCode).toBe(303);
    const location = new URL(back.headers.location as string);
    expect(`${location.origin}${location.pathname}`).toBe(`http://${DEMO_HOST}/api/transactions/verify`);
    expect(Object.fromEntries(location.searchParams)).toEqual({
      transactionId: 't-1',
      Authority: authority,
      Status: 'OK',
    });
    expect(sandbox.parseCallback(Object.fromEntries(location.searchParams))).toEqual({
      authority,
      statusOk: true,
    });

    const first = await gateway().verify({ authority, amountRial: PAYMENT.amountRial });
    expect(first).toEqual({
      status: 'PAID',
      refId: expect.stringMatching(/^\d{9}$/),
      cardPan: expect.stringMatching(/^603799\*{6}\d{4}$/),
      alreadyVerified: false,
    });
    expect(await gateway().verify({ authority, amountRial: PAYMENT.amountRial })).toEqual({
      ...first,
      alreadyVerified: true,
    });
    // Coming back to the page later shows the receipt and the way back.
    const receipt = (await page(authority)).body;
    expect(receipt).toContain('این پرداخت انجام شده است');
    expect(receipt).toContain(`Authority=${authority}&#38;Status=OK`);
  });

  it('verifies exactly once when two callbacks race', async () => {
    const { authority } = await sandbox.request(PAYMENT);
    await press(authority, 'pay');
    const outcomes = await Promise.all(
      Array.from({ length: 4 }, () => gateway().verify({ authority, amountRial: PAYMENT.amountRial })),
    );
    const fresh = outcomes.filter((o) => o.status === 'PAID' && !o.alreadyVerified);
    expect(fresh).toHaveLength(1);
    expect(outcomes.every((o) => o.status === 'PAID')).toBe(true);
  });

  it('cancels: NOK to the callback, verify says NOT_PAID (-51), and a late «پرداخت» changes nothing', async () => {
    const { authority } = await sandbox.request(PAYMENT);
    const back = await press(authority, 'cancel');
    expect(new URL(back.headers.location as string).searchParams.get('Status')).toBe('NOK');
    expect(await sandbox.verify({ authority, amountRial: PAYMENT.amountRial })).toEqual({
      status: 'NOT_PAID',
      providerCode: '-51',
      reason: 'پرداخت انجام نشد.',
    });
    const late = await press(authority, 'pay');
    expect(new URL(late.headers.location as string).searchParams.get('Status')).toBe('NOK');
    expect((await page(authority)).body).toContain('این پرداخت لغو شده است');
  });

  it('says NOT_PAID for an unpaid payment (-51), a wrong amount (-50) and an unknown authority (-54)', async () => {
    const unpaid = (await sandbox.request(PAYMENT)).authority;
    expect(await sandbox.verify({ authority: unpaid, amountRial: PAYMENT.amountRial })).toMatchObject({
      status: 'NOT_PAID',
      providerCode: '-51',
    });
    const paid = (await sandbox.request(PAYMENT)).authority;
    await press(paid, 'pay');
    expect(await sandbox.verify({ authority: paid, amountRial: 1_000_000 })).toMatchObject({
      status: 'NOT_PAID',
      providerCode: '-50',
    });
    expect(await sandbox.verify({ authority: `S${'0'.repeat(35)}`, amountRial: 10_000 })).toMatchObject({
      status: 'NOT_PAID',
      providerCode: '-54',
    });
  });

  it('answers inquiry and lists paid-but-unverified payments for the reconciler', async () => {
    const { authority } = await sandbox.request(PAYMENT);
    expect(await sandbox.inquire({ authority })).toEqual({ status: 'IN_BANK' });
    await press(authority, 'pay');
    expect(await sandbox.inquire({ authority })).toEqual({ status: 'PAID' });
    const unverified = await sandbox.listUnverified!();
    expect(unverified.status).toBe('OK');
    if (unverified.status === 'OK') {
      expect(unverified.payments).toContainEqual({
        authority,
        amountRial: PAYMENT.amountRial,
        callbackUrl: CALLBACK,
        createdAt: expect.any(Date),
      });
    }
    await sandbox.verify({ authority, amountRial: PAYMENT.amountRial });
    expect(await sandbox.inquire({ authority })).toEqual({ status: 'VERIFIED' });
    const after = await sandbox.listUnverified!();
    expect(after.status === 'OK' && after.payments.some((p) => p.authority === authority)).toBe(false);
    expect(await sandbox.inquire({ authority: `S${'0'.repeat(35)}` })).toEqual({
      status: 'FAILED',
      providerCode: '-54',
    });
  });

  it('reverses a verified payment within 30 minutes, and not after', async () => {
    const verify = async () => {
      const { authority } = await sandbox.request(PAYMENT);
      await press(authority, 'pay');
      await sandbox.verify({ authority, amountRial: PAYMENT.amountRial });
      return authority;
    };
    const recent = await verify();
    expect(await sandbox.reverse({ authority: recent })).toEqual({ status: 'REVERSED' });
    expect(await sandbox.inquire({ authority: recent })).toEqual({ status: 'REVERSED' });
    expect(await sandbox.reverse({ authority: recent })).toMatchObject({
      status: 'REFUSED',
      providerCode: '-61',
    });

    const old = await verify();
    t.clock.advance(31 * 60 * 1000);
    expect(await sandbox.reverse({ authority: old })).toMatchObject({
      status: 'REFUSED',
      providerCode: '-63',
    });
  });

  it('counts the 30 minutes from the payment, not from its verify (as ZarinPal does)', async () => {
    const { authority } = await sandbox.request(PAYMENT);
    await press(authority, 'pay');
    t.clock.advance(25 * 60 * 1000);
    await sandbox.verify({ authority, amountRial: PAYMENT.amountRial });
    t.clock.advance(6 * 60 * 1000);
    // 6 minutes after the verify, 31 after the payment: too late.
    expect(await sandbox.reverse({ authority })).toMatchObject({ status: 'REFUSED', providerCode: '-63' });
  });

  it('gives back part of a verified payment, never beyond it, once per reference (decision 0023)', async () => {
    const { authority } = await sandbox.request(PAYMENT);
    const refund = (reference: string, amountRial: number) =>
      sandbox.refund!({
        authority,
        amountRial,
        paidRial: PAYMENT.amountRial,
        reference,
        description: 'آزمایش',
      });
    expect(await refund('r0', 1_000)).toMatchObject({ status: 'REFUSED', providerCode: '-61' });
    await press(authority, 'pay');
    await sandbox.verify({ authority, amountRial: PAYMENT.amountRial });
    const half = Math.floor(PAYMENT.amountRial / 2);
    expect(await refund('r1', half)).toEqual({ status: 'DONE' });
    // The same reference again (a retry) is done, and gives nothing more back.
    expect(await refund('r1', half)).toEqual({ status: 'DONE' });
    expect(await refund('r2', PAYMENT.amountRial - half + 1)).toMatchObject({
      status: 'REFUSED',
      providerCode: '-101',
    });
    expect(await refund('r3', PAYMENT.amountRial - half)).toEqual({ status: 'DONE' });
    const input = { authority, amountRial: 1, paidRial: PAYMENT.amountRial, description: '' };
    expect(await sandbox.refundStatus!({ ...input, reference: 'r3' })).toEqual({ status: 'DONE' });
    expect(await sandbox.refundStatus!({ ...input, reference: 'never' })).toEqual({ status: 'NOT_FOUND' });
    const { rows } = await t.database.executeSql(
      'SELECT sum(amount_rial)::bigint AS total FROM sandbox_refunds WHERE authority = $1',
      [authority],
    );
    expect(Number(rows[0]!.total)).toBe(PAYMENT.amountRial);
  });

  it('keeps its state in the database: another server instance serves the page and takes the click', async () => {
    const { authority } = await sandbox.request(PAYMENT);
    const other = await buildApp({ config: t.config, database: t.database, clock: t.clock, logger: false });
    try {
      await other.ready();
      const shown = await other.inject({
        method: 'GET',
        url: `/sandbox-gateway/${authority}`,
        headers: { host: DEMO_HOST },
      });
      expect(shown.body).toContain('رستوران نارنج');
      expect((await press(authority, 'pay', other)).statusCode).toBe(303);
    } finally {
      await other.close();
    }
    expect(await gateway().verify({ authority, amountRial: PAYMENT.amountRial })).toMatchObject({
      status: 'PAID',
    });
  });

  it('shows a payment only on its own vendor’s host', async () => {
    await ensureVendor(t.database.db, {
      slug: 'kababi',
      name: 'کبابی',
      owner: { phoneNumber: '09350000099', firstName: 'رضا', lastName: 'محمدی' },
    });
    const { authority } = await sandbox.request(PAYMENT);
    const elsewhere = await page(authority, OTHER_HOST);
    expect(elsewhere.statusCode).toBe(404);
    expect(elsewhere.body).toContain('پرداختی با این شناسه پیدا نشد');
    expect(elsewhere.body).not.toContain('رستوران نارنج');
    const pressed = await t.app.inject({
      method: 'POST',
      url: `/sandbox-gateway/${authority}`,
      headers: { host: OTHER_HOST, 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'action=pay',
    });
    expect(pressed.statusCode).toBe(404);
    expect(await sandbox.inquire({ authority })).toEqual({ status: 'IN_BANK' });
  });

  it('refuses a click that is neither pay nor cancel', async () => {
    const { authority } = await sandbox.request(PAYMENT);
    const res = await t.app.inject({
      method: 'POST',
      url: `/sandbox-gateway/${authority}`,
      headers: { host: DEMO_HOST, 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'action=refund',
    });
    expect(res.statusCode).toBe(400);
    expect(await sandbox.inquire({ authority })).toEqual({ status: 'IN_BANK' });
  });
});
