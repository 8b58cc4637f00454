import crypto from 'node:crypto';
import { formatNumber, fromRial, toPersianDigits } from '@sofreh/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Database } from '../../db/database';
import type { Clock } from '../../platform/clock';
import type { VendorContext } from '../../platform/context';
import { AppError } from '../../platform/errors';
import { callbackLocation } from './payment-gateway';
import { SANDBOX_PAGE_PATH } from './sandbox';
import * as ledger from './sandbox.repository';

// The sandbox gateway's "bank page": what a customer sees between the checkout and the callback.
// Plain HTML with inline styles (the app's CSP allows those, and no script at all), posting back to
// itself, then a 303 to the callback with ZarinPal's query (Authority, Status=OK|NOK).

const ZParams = z.object({ authority: z.string().max(64) });
const ZAction = z.object({ action: z.enum(['pay', 'cancel']) });

export async function sandboxGatewayPage(app: FastifyInstance, deps: { database: Database; clock: Clock }) {
  const db = deps.database.db;
  // Only this page's own form posts arrive url-encoded; the API stays JSON-only.
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: 1024 },
    (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(String(body)))),
  );
  const r = app.withTypeProvider<ZodTypeProvider>();
  // Public, on the vendor's host: the payment is found under the host's vendor only.
  const config = { access: 'public' as const };

  r.get(
    `${SANDBOX_PAGE_PATH}/:authority`,
    { config, schema: { hide: true, params: ZParams } },
    async (request, reply) => {
      const vendor = hostVendor(request.vendor);
      const payment = await ledger.findPayment(db, vendor.id, request.params.authority);
      reply
        .header('cache-control', 'no-store')
        .header('x-robots-tag', 'noindex')
        .type('text/html; charset=utf-8');
      if (!payment) return reply.status(404).send(page('پرداخت پیدا نشد', notFoundBody()));
      return page(`پرداخت به ${payment.merchantName}`, paymentBody(payment));
    },
  );

  r.post(
    `${SANDBOX_PAGE_PATH}/:authority`,
    { config, schema: { hide: true, params: ZParams, body: ZAction } },
    async (request, reply) => {
      const vendor = hostVendor(request.vendor);
      const { authority } = request.params;
      if (request.body.action === 'pay') {
        await ledger.markPaid(db, vendor.id, authority, {
          refId: String(crypto.randomInt(100_000_000, 1_000_000_000)),
          cardPan: `603799******${crypto.randomInt(0, 10_000).toString().padStart(4, '0')}`,
          at: deps.clock.now(),
        });
      } else {
        await ledger.markCanceled(db, vendor.id, authority);
      }
      // Whatever this click changed (or a first click already had), the browser goes back with the
      // payment's real state: a second «پرداخت» after a cancel still says NOK.
      const payment = await ledger.findPayment(db, vendor.id, authority);
      if (!payment) throw new AppError('NOT_FOUND');
      return reply.redirect(callbackLocation(payment.callbackUrl, authority, isPaid(payment)), 303);
    },
  );
}

function hostVendor(vendor: VendorContext | null): VendorContext {
  if (!vendor) throw new AppError('VENDOR_NOT_FOUND');
  return vendor;
}

const isPaid = (payment: ledger.SandboxPaymentRow) =>
  payment.status === 'PAID' || payment.status === 'VERIFIED';

const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

function paymentBody(payment: ledger.SandboxPaymentRow): string {
  const merchant = escapeHtml(payment.merchantName);
  const rial = formatNumber(payment.amountRial);
  const toman = formatNumber(fromRial(payment.amountRial, 'TOMAN'));
  const details = `
    <dl>
      <div><dt>پذیرنده</dt><dd>${merchant}</dd></div>
      <div><dt>بابت</dt><dd>${escapeHtml(payment.description)}</dd></div>
      <div class="amount"><dt>مبلغ</dt><dd><strong>${rial}</strong> ریال<small>معادل ${toman} تومان</small></dd></div>
      <div><dt>شناسه پرداخت</dt><dd class="ref" dir="ltr">${escapeHtml(payment.authority)}</dd></div>
    </dl>`;
  if (payment.status !== 'CREATED') {
    const done = isPaid(payment);
    const back = escapeHtml(callbackLocation(payment.callbackUrl, payment.authority, done));
    return `
    <h1>${done ? 'این پرداخت انجام شده است' : 'این پرداخت لغو شده است'}</h1>
    ${details}
    <p class="state ${done ? 'ok' : 'nok'}">${
      done
        ? `پرداخت با شماره پیگیری <span dir="ltr">${toPersianDigits(escapeHtml(payment.refId ?? ''))}</span> ثبت شده است.`
        : 'مبلغی پرداخت نشده است.'
    }</p>
    <a class="button pay" href="${back}">بازگشت به ${merchant}</a>`;
  }
  return `
    <h1>پرداخت به ${merchant}</h1>
    ${details}
    <div class="test-card" aria-label="کارت آزمایشی">
      <span>کارت آزمایشی</span>
      <span dir="ltr" class="pan">۶۰۳۷ ۹۹** **** ****</span>
    </div>
    <form method="post" action="${SANDBOX_PAGE_PATH}/${escapeHtml(payment.authority)}">
      <button type="submit" name="action" value="pay" class="button pay">پرداخت</button>
      <button type="submit" name="action" value="cancel" class="button cancel">انصراف</button>
    </form>
    <p class="hint">«پرداخت» یک پرداخت موفق و «انصراف» یک پرداخت ناموفق را شبیه‌سازی می‌کند؛ سپس به ${merchant} بازمی‌گردید.</p>`;
}

function notFoundBody(): string {
  return `
    <h1>پرداختی با این شناسه پیدا نشد</h1>
    <p class="hint">ممکن است نشانی را اشتباه وارد کرده باشید. برای پرداخت دوباره به فروشگاه برگردید و سفارش را از نو پرداخت کنید.</p>`;
}

const LOCK_ICON =
  '<svg aria-hidden="true" width="18" height="18" viewBox="0 0 24 24" fill="none" stroke="currentColor" stroke-width="2"><rect x="5" y="11" width="14" height="10" rx="2"/><path d="M8 11V7a4 4 0 0 1 8 0v4"/></svg>';

function page(title: string, body: string): string {
  return `<!doctype html>
<html dir="rtl" lang="fa">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<link rel="icon" href="/favicon.svg" type="image/svg+xml">
<title>${escapeHtml(title)} — درگاه آزمایشی</title>
<style>
  *{box-sizing:border-box}
  body{margin:0;font-family:Vazirmatn,Tahoma,"Segoe UI",sans-serif;background:#eef2f6;color:#1f2933;line-height:1.8}
  .bar{display:flex;align-items:center;justify-content:center;gap:.5rem;background:#0b3d59;color:#fff;padding:.75rem 1rem;font-weight:bold}
  .banner{background:#fff4d6;color:#7a4d00;border-bottom:1px solid #f0d48a;text-align:center;padding:.6rem 1rem;font-weight:bold}
  main{max-width:30rem;margin:1.5rem auto;background:#fff;border-radius:12px;box-shadow:0 4px 18px rgba(11,61,89,.12);padding:1.5rem}
  h1{font-size:1.2rem;margin:0 0 1rem;color:#0b3d59}
  dl{margin:0 0 1.25rem;border:1px solid #e3e8ee;border-radius:8px}
  dl div{display:flex;justify-content:space-between;gap:1rem;padding:.6rem .9rem;border-bottom:1px solid #e3e8ee}
  dl div:last-child{border-bottom:0}
  dt{color:#52606d}
  dd{margin:0;text-align:left}
  .amount dd strong{font-size:1.35rem;color:#0b3d59}
  .amount small{display:block;color:#52606d}
  .ref{font-family:monospace;font-size:.8rem;word-break:break-all}
  .test-card{display:flex;justify-content:space-between;align-items:center;background:linear-gradient(135deg,#0b3d59,#1c6e8c);color:#fff;border-radius:10px;padding:1rem 1.2rem;margin-bottom:1.25rem}
  .pan{letter-spacing:.15rem}
  form{display:flex;gap:.75rem}
  .button{flex:1;display:block;text-align:center;text-decoration:none;border:0;border-radius:8px;padding:.8rem 1rem;font:inherit;font-weight:bold;cursor:pointer}
  .pay{background:#1a7f4b;color:#fff}
  .cancel{background:#e9edf1;color:#323f4b}
  .hint{color:#52606d;font-size:.85rem;margin:1rem 0 0}
  .state{padding:.6rem .9rem;border-radius:8px}
  .state.ok{background:#e3f6ec;color:#145c37}
  .state.nok{background:#fdecec;color:#8a1c1c}
  footer{text-align:center;color:#7b8794;font-size:.8rem;padding:0 1rem 2rem}
</style>
</head>
<body>
<div class="bar">${LOCK_ICON}<span>درگاه پرداخت آزمایشی سفره</span></div>
<div class="banner" role="note">درگاه آزمایشی — پولی جابه‌جا نمی‌شود</div>
<main>${body}
</main>
<footer>این صفحه بخشی از نسخه آزمایشی سفره است و هیچ اطلاعات کارتی از شما نمی‌خواهد.</footer>
</body>
</html>`;
}
