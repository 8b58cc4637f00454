import crypto from 'node:crypto';
import {
  ZMyTransactionsQuery,
  ZOrderIdParams,
  ZStartedPayment,
  ZStartPaymentQuery,
  ZTransaction,
  ZTransactionPage,
  ZVerifyTransactionRequest,
} from '@sofreh/domain';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireAuth, requireVendor } from '../auth/auth.guard';
import { CALLBACK_PATH, type RequestOrigin, type TransactionsService } from './transactions.service';

const tags = ['api: transactions'];

/**
 * Every start asks the vendor's gateway, and gateways throttle a merchant as a whole (ZarinPal -12):
 * one session may start at most this many payments a minute on an instance, far beyond a person's
 * retries. Keyed by the session's token, so customers behind one IP (a café's Wi-Fi) do not share it.
 */
const startLimit = {
  rateLimit: {
    max: 60,
    timeWindow: '1 minute',
    keyGenerator: (request: FastifyRequest) => {
      const token = request.headers.authorization;
      return token
        ? `pay:${crypto.createHash('sha256').update(token).digest('base64url')}`
        : `pay-ip:${request.ip}`;
    },
  },
};

/**
 * The vendor's own site as this request names it: the host the web app sends in `hostDomain` (the
 * one the vendor was resolved from), else the Host header. The callback and the landing page stay on it.
 * `hostDomain` is a bare host name (the page's `location.hostname`), so it takes the port the browser
 * reached us on: the demo and development serve the site and the API together on :3000.
 */
function originOf(request: FastifyRequest): RequestOrigin {
  const hostDomain = request.headers.hostdomain;
  const named = typeof hostDomain === 'string' ? hostDomain.trim() : '';
  if (!named) return { protocol: request.protocol, host: request.host };
  const port = request.port;
  const host = port && !named.includes(':') ? `${named}:${port}` : named;
  try {
    // Through URL, so that a default port (:80 on http, :443 on https) is left out as browsers do.
    return { protocol: request.protocol, host: new URL(`${request.protocol}://${host}`).host };
  } catch {
    return { protocol: request.protocol, host: named }; // not a host name: the submitUrl check refuses it
  }
}

export async function transactionsRoutes(
  app: FastifyInstance,
  { transactions }: { transactions: TransactionsService },
) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/api/orders/payment/:id',
    {
      config: { access: 'customer', ...startLimit },
      schema: {
        tags,
        summary: 'Starts paying the caller’s online order: answers the gateway page to send the browser to',
        params: ZOrderIdParams,
        querystring: ZStartPaymentQuery,
        response: { 200: ZStartedPayment },
      },
    },
    (request) =>
      transactions.start(
        requireVendor(request),
        requireAuth(request),
        request.params.id,
        request.query,
        originOf(request),
      ),
  );

  r.get(
    CALLBACK_PATH,
    {
      // The customer's browser, back from the bank: no session is needed, the gateway is asked.
      config: { access: 'public' },
      schema: {
        tags,
        summary: 'The gateway’s callback: verifies server to server, then 303 to the landing page',
        querystring: z.looseObject({ Authority: z.string().optional(), Status: z.string().optional() }),
      },
    },
    async (request, reply) => {
      const answer = await transactions.callback(requireVendor(request), request.query);
      reply.header('cache-control', 'no-store').header('referrer-policy', 'no-referrer');
      if (answer.kind === 'redirect') return reply.redirect(answer.location, 303);
      return reply.status(404).type('text/html; charset=utf-8').send(UNKNOWN_PAYMENT_PAGE);
    },
  );

  r.post(
    CALLBACK_PATH,
    {
      config: { access: 'customer' },
      schema: {
        tags,
        summary: 'Asks the gateway again about one of the caller’s payments (idempotent)',
        body: ZVerifyTransactionRequest,
        response: { 200: ZTransaction },
      },
    },
    (request) =>
      transactions.verifyAgain(requireVendor(request), requireAuth(request), request.body.transactionId),
  );

  r.get(
    '/api/transactions/me',
    {
      config: { access: 'customer' },
      schema: {
        tags,
        summary: 'The caller’s payments at this vendor, newest first',
        querystring: ZMyTransactionsQuery,
        response: { 200: ZTransactionPage },
      },
    },
    (request) => transactions.listMine(requireVendor(request), requireAuth(request), request.query),
  );

  r.get(
    '/api/orders/:id/transactions',
    {
      config: { access: 'authenticated' },
      schema: {
        tags,
        summary: 'An order’s payments: the customer’s own order, or any for staff with ORDERS_VIEW',
        params: ZOrderIdParams,
        response: { 200: z.array(ZTransaction) },
      },
    },
    (request) => transactions.listForOrder(requireVendor(request), requireAuth(request), request.params.id),
  );
}

/** A browser that arrives with a payment we do not know gets words, not JSON. No script (CSP). */
const UNKNOWN_PAYMENT_PAGE = `<!doctype html>
<html dir="rtl" lang="fa">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<link rel="icon" href="/favicon.svg" type="image/svg+xml">
<title>پرداخت پیدا نشد</title>
<style>
  body{margin:0;font-family:Vazirmatn,Tahoma,"Segoe UI",sans-serif;background:#f5f6f8;color:#1f2933;line-height:1.9}
  main{max-width:28rem;margin:12vh auto;width:calc(100% - 2rem);box-sizing:border-box;padding:2rem;background:#fff;border-radius:12px;box-shadow:0 2px 12px rgba(0,0,0,.08)}
  h1{font-size:1.25rem;margin:0 0 .75rem}
  a{display:inline-block;margin-top:1rem;padding:.6rem 1.2rem;border-radius:8px;background:#0b3d59;color:#fff;text-decoration:none}
</style>
</head>
<body>
<main>
  <h1>این پرداخت پیدا نشد</h1>
  <p>نشانی بازگشت از درگاه معتبر نیست یا این پرداخت به این رستوران تعلق ندارد. اگر مبلغی از حساب شما کم شده است، نگران نباشید: پرداخت‌های تأییدنشده به‌طور خودکار بررسی و در صورت لزوم بازگردانده می‌شوند.</p>
  <a href="/">بازگشت به صفحه اصلی</a>
</main>
</body>
</html>`;
