// A local stand-in for ZarinPal's v4 payment gateway: the REST calls, the StartPay page and the
// browser's return to the callback, with switches for every failure the adapter must survive.
// Node built-ins only; payments live in memory.
import crypto from 'node:crypto';
import type { ServerResponse } from 'node:http';
import { listenOnLoopback, readBody, sendJson } from '../../sms/fakes/fake-server-kit';

/** Merchant ids are UUIDs; this one is what the fake accepts by default. */
export const FAKE_ZARINPAL_MERCHANT_ID = '5a7c9e1b-2d4f-4a6c-8e0b-1c3d5e7f9a2b';
export const FAKE_ZARINPAL_CARD_PAN = '502229******5995';

export type ZarinpalEndpoint = 'request' | 'verify' | 'inquiry' | 'unVerified' | 'reverse';

/**
 * - `{ code }`: answer with that ZarinPal error code (-9, -10, -12, -50, -51, -53, -54, …), in its
 *   error envelope, with HTTP `httpStatus` (default 400) and `message` in place of ZarinPal's text.
 * - `{ hang: true }`: read the request and never answer (a timeout for the caller).
 * - `{ httpStatus }` alone: a bare server error page, e.g. 502 from a proxy in front of ZarinPal.
 * - `{ garbage: true }`: HTTP 200 with a body that is not JSON.
 */
export type FakeZarinpalFault =
  | { code: number; httpStatus?: number; message?: string }
  | { hang: true }
  | { httpStatus: number }
  | { garbage: true };

export type FakeZarinpalStatus = 'CREATED' | 'PAID' | 'FAILED' | 'VERIFIED' | 'REVERSED';

export interface FakeZarinpalPayment {
  authority: string;
  merchantId: string;
  amount: number;
  currency: 'IRR' | 'IRT';
  callbackUrl: string;
  description: string;
  metadata: Record<string, unknown>;
  status: FakeZarinpalStatus;
  refId: number | null;
  createdAt: Date;
  /** When the customer paid at StartPay: ZarinPal's 30-minute reverse window counts from here. */
  paidAt: Date | null;
  verifiedAt: Date | null;
}

export interface FakeZarinpalOptions {
  /** Merchant ids the fake knows; any other well-formed id gets -10. */
  merchantIds?: string[];
  /**
   * The domain each merchant's terminal is registered for. A payment request whose callback_url is
   * on another host (not the domain or one of its subdomains) gets -14, as ZarinPal answers a
   * vendor whose terminal was registered for another site. Merchants left out accept any host.
   */
  terminalDomains?: Record<string, string>;
  /** The clock for the 30-minute reverse window. */
  now?: () => Date;
}

export interface FakeZarinpalServer {
  /** Base URL to give the adapter (it appends /pg/v4/payment/… and /pg/StartPay/…). */
  url: string;
  /** Every REST call received, oldest first, whatever the faults. */
  calls: Array<{ endpoint: ZarinpalEndpoint; body: Record<string, unknown> }>;
  payments: Map<string, FakeZarinpalPayment>;
  /** Makes an endpoint misbehave, for the next `times` calls or until `reset()`. */
  fail(endpoint: ZarinpalEndpoint, fault: FakeZarinpalFault, options?: { times?: number }): void;
  /** Back to behaving (faults and switches off; terminal domains stay); payments are kept. */
  reset(): void;
  /** The customer pays at StartPay: returns where the browser is sent (Status=OK). */
  pay(authority: string): string;
  /** The customer cancels at StartPay: returns where the browser is sent (Status=NOK). */
  cancel(authority: string): string;
  /**
   * When on, paying at the StartPay page also delivers the callback once more from the fake itself,
   * as a browser that retries or a customer who reloads does: the callback arrives twice.
   */
  duplicateCallbacks(on: boolean): void;
  /**
   * When on, verify answers 101 ("verified before") without `ref_id`, which ZarinPal's own SDKs
   * allow: a caller that lost the first answer must still take the payment as paid.
   */
  omitRefIdWhenAlreadyVerified(on: boolean): void;
  /** Registers the merchant's terminal for `domain` (see `terminalDomains`); null accepts any host again. */
  setTerminalDomain(merchantId: string, domain: string | null): void;
  /** Sends the customer's browser to the callback (a GET) and resolves with the HTTP status. */
  deliverCallback(authority: string): Promise<number>;
  /** Stops listening and drops open connections, hanging ones included. */
  close(): Promise<void>;
}

// ZarinPal's own English texts, as its error list gives them.
const MESSAGES: Record<number, string> = {
  [-9]: 'The input params invalid, validation error.',
  [-10]: 'Terminal is not valid, please check merchant_id or ip address.',
  [-11]: 'Terminal is not active, please contact our support team.',
  [-12]: 'To many attempts, please try again later.',
  [-13]: 'Terminal limit reached.',
  [-14]: 'The callback URL domain does not match the registered terminal domain.',
  [-15]: 'Terminal user is suspend : (please contact our support team).',
  [-16]: 'Terminal user level is not valid : ( please contact our support team).',
  [-17]: 'Terminal user level is not valid : ( please contact our support team).',
  [-18]: 'The referrer address does not match the registered domain.',
  [-19]: 'Terminal user transactions are banned.',
  [-30]: 'Terminal do not allow to accept floating wages.',
  [-31]: 'Terminal do not allow to accept wages, please add default bank account in panel.',
  [-41]: 'Maximum amount is 100,000,000 tomans.',
  [-50]: 'Session is not valid, amounts values is not the same.',
  [-51]: 'Session is not valid, session is not active paid try.',
  [-52]: 'Oops!!, please contact our support team',
  [-53]: 'Session is not this merchant_id session',
  [-54]: 'Invalid authority.',
  [-55]: 'Manual payment request not found.',
  [-60]: 'Session can not be reversed with bank.',
  [-61]: 'Session is not in success status.',
  [-62]: 'Terminal ip limit most be active.',
  [-63]: 'Maximum time for reverse this session is expired.',
};

const PATH = /^\/pg\/v4\/payment\/(request|verify|inquiry|unVerified|reverse)\.json$/;
const START_PAY = /^\/pg\/StartPay\/([A-Za-z0-9]+)$/;
const REVERSE_WINDOW_MS = 30 * 60 * 1000;

export async function startFakeZarinpalServer(
  options: FakeZarinpalOptions = {},
): Promise<FakeZarinpalServer> {
  const merchants = new Set(options.merchantIds ?? [FAKE_ZARINPAL_MERCHANT_ID]);
  const terminalDomains = new Map(Object.entries(options.terminalDomains ?? {}));
  const now = options.now ?? (() => new Date());
  const calls: FakeZarinpalServer['calls'] = [];
  const payments = new Map<string, FakeZarinpalPayment>();
  const faults = new Map<ZarinpalEndpoint, { fault: FakeZarinpalFault; left: number }>();
  let duplicate = false;
  let omitRefId = false;
  let nextRefId = 201_000_001;

  const ok = (response: ServerResponse, data: Record<string, unknown>) =>
    sendJson(response, 200, { data: { message: 'Success', ...data }, errors: [] });
  const error = (
    response: ServerResponse,
    code: number,
    extra: Record<string, unknown> = {},
    httpStatus = 400,
  ) =>
    sendJson(response, httpStatus, {
      data: [],
      errors: { code, message: MESSAGES[code] ?? 'Error', validations: [], ...extra },
    });
  const invalid = (response: ServerResponse, field: string, message: string) =>
    error(response, -9, { validations: [{ [field]: message }] });

  function takeFault(endpoint: ZarinpalEndpoint): FakeZarinpalFault | null {
    const entry = faults.get(endpoint);
    if (!entry) return null;
    if (entry.left !== Number.POSITIVE_INFINITY) {
      entry.left -= 1;
      if (entry.left <= 0) faults.delete(endpoint);
    }
    return entry.fault;
  }

  /** The merchant check every call starts with: -9 for a malformed id, -10 for one ZarinPal does not know. */
  function merchantProblem(response: ServerResponse, merchantId: unknown): boolean {
    if (typeof merchantId !== 'string' || merchantId.length !== 36) {
      invalid(response, 'merchant_id', 'The merchant id must be 36 characters.');
      return true;
    }
    if (!merchants.has(merchantId)) {
      error(response, -10);
      return true;
    }
    return false;
  }

  /** -54 for an authority nobody issued, -53 for another merchant's. */
  function findPayment(response: ServerResponse, body: Record<string, unknown>): FakeZarinpalPayment | null {
    const payment = typeof body.authority === 'string' ? payments.get(body.authority) : undefined;
    if (!payment) {
      error(response, -54);
      return null;
    }
    if (payment.merchantId !== body.merchant_id) {
      error(response, -53);
      return null;
    }
    return payment;
  }

  const handlers: Record<
    ZarinpalEndpoint,
    (response: ServerResponse, body: Record<string, unknown>) => void
  > = {
    request(response, body) {
      if (merchantProblem(response, body.merchant_id)) return;
      const currency = body.currency ?? 'IRR';
      if (currency !== 'IRR' && currency !== 'IRT') return invalid(response, 'currency', 'IRR or IRT.');
      const minimum = currency === 'IRR' ? 10_000 : 1_000;
      if (!Number.isSafeInteger(body.amount) || (body.amount as number) < minimum) {
        return invalid(response, 'amount', `The amount must be at least ${minimum}.`);
      }
      if (typeof body.callback_url !== 'string' || !/^https?:\/\//.test(body.callback_url)) {
        return invalid(response, 'callback_url', 'The callback url format is invalid.');
      }
      if (typeof body.description !== 'string' || body.description.trim() === '') {
        return invalid(response, 'description', 'The description field is required.');
      }
      const domain = terminalDomains.get(body.merchant_id as string);
      if (domain && !onDomain(new URL(body.callback_url).hostname, domain)) return error(response, -14);
      const authority = `A${crypto
        .randomInt(0, 10 ** 12)
        .toString()
        .padStart(35, '0')}`;
      payments.set(authority, {
        authority,
        merchantId: body.merchant_id as string,
        amount: body.amount as number,
        currency,
        callbackUrl: body.callback_url,
        description: body.description,
        metadata: (body.metadata as Record<string, unknown>) ?? {},
        status: 'CREATED',
        refId: null,
        createdAt: now(),
        paidAt: null,
        verifiedAt: null,
      });
      ok(response, { code: 100, authority, fee_type: 'Merchant', fee: 0 });
    },
    verify(response, body) {
      if (merchantProblem(response, body.merchant_id)) return;
      const payment = findPayment(response, body);
      if (!payment) return;
      if (payment.status !== 'PAID' && payment.status !== 'VERIFIED') return error(response, -51);
      if (body.amount !== payment.amount) return error(response, -50);
      const already = payment.status === 'VERIFIED';
      if (!already) {
        payment.status = 'VERIFIED';
        payment.refId = nextRefId++;
        payment.verifiedAt = now();
      }
      ok(response, {
        code: already ? 101 : 100,
        message: already ? 'Verified' : 'Paid',
        card_hash: crypto.createHash('sha256').update(FAKE_ZARINPAL_CARD_PAN).digest('hex').toUpperCase(),
        card_pan: FAKE_ZARINPAL_CARD_PAN,
        ...(already && omitRefId ? {} : { ref_id: payment.refId }),
        fee_type: 'Merchant',
        fee: 0,
      });
    },
    inquiry(response, body) {
      if (merchantProblem(response, body.merchant_id)) return;
      const payment = findPayment(response, body);
      if (!payment) return;
      const status = payment.status === 'CREATED' ? 'IN_BANK' : payment.status;
      ok(response, { code: 100, status });
    },
    unVerified(response, body) {
      if (merchantProblem(response, body.merchant_id)) return;
      const authorities = [...payments.values()]
        .filter((p) => p.merchantId === body.merchant_id && p.status === 'PAID')
        .slice(-100)
        .map((p) => ({
          authority: p.authority,
          amount: p.amount,
          callback_url: p.callbackUrl,
          referer: '',
          date: tehranWallClock(p.createdAt),
        }));
      ok(response, { code: 100, authorities });
    },
    reverse(response, body) {
      if (merchantProblem(response, body.merchant_id)) return;
      const payment = findPayment(response, body);
      if (!payment) return;
      if (payment.status !== 'VERIFIED') return error(response, -61);
      // "Successful payments at most 30 minutes after they were paid" (ZarinPal's reverse docs): the
      // window starts when the customer paid, not when the merchant verified.
      if (now().getTime() - (payment.paidAt?.getTime() ?? 0) > REVERSE_WINDOW_MS) return error(response, -63);
      payment.status = 'REVERSED';
      ok(response, { code: 100, message: 'Reversed' });
    },
  };

  function settle(authority: string, paid: boolean): string {
    const payment = payments.get(authority);
    if (!payment) throw new Error(`fake ZarinPal has no payment ${authority}`);
    if (payment.status === 'CREATED') {
      payment.status = paid ? 'PAID' : 'FAILED';
      if (paid) payment.paidAt = now();
    }
    return callbackFor(payment);
  }

  const callbackFor = (payment: FakeZarinpalPayment) => {
    const url = new URL(payment.callbackUrl);
    url.searchParams.set('Authority', payment.authority);
    url.searchParams.set(
      'Status',
      payment.status === 'CREATED' || payment.status === 'FAILED' ? 'NOK' : 'OK',
    );
    return url.toString();
  };

  const deliverCallback = async (authority: string) => {
    const payment = payments.get(authority);
    if (!payment) throw new Error(`fake ZarinPal has no payment ${authority}`);
    const response = await fetch(callbackFor(payment), { redirect: 'manual' });
    await response.arrayBuffer();
    return response.status;
  };

  const server = await listenOnLoopback(async (request, response) => {
    const url = new URL(request.url ?? '/', 'http://fake');
    const text = await readBody(request);

    const startPay = START_PAY.exec(url.pathname);
    if (startPay) {
      const authority = startPay[1]!;
      const payment = payments.get(authority);
      if (!payment) {
        response.writeHead(404, { 'Content-Type': 'text/html; charset=utf-8' }).end('<p>تراکنش یافت نشد</p>');
        return;
      }
      if (request.method === 'GET') {
        response.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8' }).end(startPayPage(payment));
        return;
      }
      const action = new URLSearchParams(text).get('action');
      const location = settle(authority, action === 'pay');
      if (action === 'pay' && duplicate) await deliverCallback(authority).catch(() => 0);
      response.writeHead(302, { Location: location }).end();
      return;
    }

    const match = PATH.exec(url.pathname);
    if (!match || request.method !== 'POST') return sendJson(response, 404, { message: 'Not Found' });
    const endpoint = match[1] as ZarinpalEndpoint;
    let body: Record<string, unknown> = {};
    try {
      const parsed: unknown = JSON.parse(text);
      if (parsed && typeof parsed === 'object') body = parsed as Record<string, unknown>;
    } catch {
      return invalid(response, 'body', 'The body must be JSON.');
    }
    calls.push({ endpoint, body });

    const fault = takeFault(endpoint);
    if (fault && 'hang' in fault) return;
    if (fault && 'garbage' in fault) {
      response
        .writeHead(200, { 'Content-Type': 'text/html; charset=utf-8' })
        .end('<html>Service moved</html>');
      return;
    }
    if (fault && 'code' in fault) {
      const extra = fault.message === undefined ? {} : { message: fault.message };
      return error(response, fault.code, extra, fault.httpStatus ?? 400);
    }
    if (fault && 'httpStatus' in fault) {
      response.writeHead(fault.httpStatus, { 'Content-Type': 'text/html' }).end('<h1>Bad Gateway</h1>');
      return;
    }
    handlers[endpoint](response, body);
  });

  return {
    url: server.url,
    calls,
    payments,
    fail(endpoint, fault, failOptions = {}) {
      faults.set(endpoint, { fault, left: failOptions.times ?? Number.POSITIVE_INFINITY });
    },
    reset() {
      faults.clear();
      duplicate = false;
      omitRefId = false;
    },
    pay: (authority) => settle(authority, true),
    cancel: (authority) => settle(authority, false),
    duplicateCallbacks(on) {
      duplicate = on;
    },
    omitRefIdWhenAlreadyVerified(on) {
      omitRefId = on;
    },
    setTerminalDomain(merchantId, domain) {
      if (domain) terminalDomains.set(merchantId, domain);
      else terminalDomains.delete(merchantId);
    },
    deliverCallback,
    close: server.close,
  };
}

/** The host is the registered domain or one of its subdomains. */
function onDomain(host: string, domain: string): boolean {
  const h = host.toLowerCase();
  const d = domain.toLowerCase();
  return h === d || h.endsWith(`.${d}`);
}

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

function startPayPage(payment: FakeZarinpalPayment): string {
  return `<!doctype html><html dir="rtl" lang="fa"><head><meta charset="utf-8"><title>زرین‌پال (آزمایشی)</title></head>
<body><h1>درگاه پرداخت زرین‌پال — نسخه آزمایشی محلی</h1>
<p>${escapeHtml(payment.description)}</p><p>مبلغ: ${payment.amount} ${payment.currency === 'IRR' ? 'ریال' : 'تومان'}</p>
<form method="post"><button name="action" value="pay">پرداخت</button><button name="action" value="cancel">انصراف</button></form>
</body></html>`;
}

function tehranWallClock(date: Date): string {
  const parts = new Intl.DateTimeFormat('en-CA', {
    timeZone: 'Asia/Tehran',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
    hourCycle: 'h23',
  }).formatToParts(date);
  const get = (type: string) => parts.find((p) => p.type === type)?.value ?? '00';
  return `${get('year')}-${get('month')}-${get('day')} ${get('hour')}:${get('minute')}:${get('second')}`;
}
