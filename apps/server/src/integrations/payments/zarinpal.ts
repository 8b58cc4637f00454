import { z } from 'zod';
import { type GatewayReply, parseJson, postJson, quoteProviderText, requireBaseUrl } from './gateway-http';
import {
  assertRequestInput,
  type GatewayUnknown,
  type InquiryOutcome,
  type PaymentGateway,
  PaymentRequestError,
  type PaymentRequestFailure,
  parseAuthorityCallback,
  type RefundOutcome,
  type ReverseOutcome,
  type UnverifiedList,
  type VerifyOutcome,
} from './payment-gateway';
import { zarinpalCode } from './zarinpal-codes';

// ZarinPal payment gateway, REST v4 (research/integrations.md). Every call is a JSON POST to
// {base}/pg/v4/payment/<name>.json with the merchant id in the body; the customer pays at
// {base}/pg/StartPay/{authority}. The same base serves production (payment.zarinpal.com), the
// sandbox (sandbox.zarinpal.com) and our fake server. Amounts are always sent in Rial (IRR).

export const ZARINPAL_DEFAULT_BASE_URL = 'https://payment.zarinpal.com';
export const ZARINPAL_DEFAULT_TIMEOUT_MS = 10_000;

export interface ZarinpalOptions {
  /** The merchant's id, a UUID. A credential: never logged, never quoted in an error. */
  merchantId: string;
  baseUrl?: string;
  timeoutMs?: number;
}

/** Verify answers that settle the question "was it paid?" with no. Any other error is asked again. */
const NOT_PAID_CODES = new Set([-50, -51, -53, -54]);
/** Reverse answers that settle it with no. */
const REVERSE_REFUSED_CODES = new Set([-53, -54, -60, -61, -62, -63]);
const INQUIRY_STATUSES = ['PAID', 'VERIFIED', 'IN_BANK', 'FAILED', 'REVERSED'] as const;
type InquiryStatus = (typeof INQUIRY_STATUSES)[number];
const isInquiryStatus = (status: string): status is InquiryStatus =>
  (INQUIRY_STATUSES as readonly string[]).includes(status);

const REQUEST_FAILURE = {
  timeout: 'timeout',
  unavailable: 'unavailable',
  bad_response: 'bad_response',
  provider_error: 'bad_response',
} as const satisfies Record<GatewayUnknown['cause'], PaymentRequestFailure>;

const ZProviderError = z.object({ code: z.number().int(), message: z.unknown().optional() });
const ZEnvelope = z.object({ data: z.unknown().optional(), errors: z.unknown().optional() });
const ZRequestData = z.object({ code: z.literal(100), authority: z.string().regex(/^[A-Za-z0-9]{10,64}$/) });
// ref_id is optional: ZarinPal's own SDKs read 100 and 101 alike and do not require it, and a 101
// ("verified before") has been seen without it. The money was taken either way (decision 0044).
const ZVerifyData = z.object({
  code: z.union([z.literal(100), z.literal(101)]),
  ref_id: z.union([z.number().int(), z.string().min(1)]).nullish(),
  card_pan: z.string().nullish(),
});
const ZInquiryData = z.object({ code: z.literal(100), status: z.string() });
const ZUnverifiedData = z.object({
  code: z.literal(100),
  authorities: z
    .array(
      z.object({
        authority: z.string(),
        amount: z.number().int(),
        callback_url: z.string().nullish(),
        date: z.string().nullish(),
      }),
    )
    .nullish(),
});
const ZReverseData = z.object({ code: z.literal(100) });

type Read<T> =
  | { kind: 'data'; data: T }
  | { kind: 'error'; code: number; said: string }
  | { kind: 'unknown'; outcome: GatewayUnknown };

const codeText = (code: number) => zarinpalCode(code).en;
const codeFa = (code: number) => zarinpalCode(code).customer;

/** ZarinPal merchant ids are UUIDs (its SDKs refuse anything else before calling). */
export const ZARINPAL_MERCHANT_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function createZarinpalGateway(options: ZarinpalOptions): PaymentGateway {
  const merchantId = options.merchantId.trim();
  if (!ZARINPAL_MERCHANT_ID.test(merchantId)) throw new Error('ZarinPal merchant id must be a UUID');
  const base = requireBaseUrl(options.baseUrl ?? ZARINPAL_DEFAULT_BASE_URL, 'ZarinPal baseUrl');
  const timeoutMs = options.timeoutMs ?? ZARINPAL_DEFAULT_TIMEOUT_MS;
  if (!Number.isSafeInteger(timeoutMs) || timeoutMs <= 0)
    throw new Error('ZarinPal timeoutMs must be positive');
  const api = (name: string) => `${base}/pg/v4/payment/${name}.json`;
  const secrets = [merchantId];

  function unknown(cause: GatewayUnknown['cause'], detail: string, providerCode?: number): GatewayUnknown {
    return {
      status: 'UNKNOWN',
      cause,
      detail: `ZarinPal ${detail}`,
      ...(providerCode === undefined
        ? {}
        : { providerCode: String(providerCode), ownerReason: zarinpalCode(providerCode).owner }),
    };
  }

  /** Turns a reply into data of the expected shape, the provider's error code, or "unknown". */
  function read<T>(reply: GatewayReply, shape: z.ZodType<T>): Read<T> {
    if (reply.kind === 'timeout') {
      return { kind: 'unknown', outcome: unknown('timeout', `did not answer within ${timeoutMs} ms`) };
    }
    if (reply.kind === 'unreachable') {
      const why = reply.code ? ` (${reply.code})` : '';
      return { kind: 'unknown', outcome: unknown('unavailable', `could not be reached${why}`) };
    }
    if (reply.status >= 500) {
      return { kind: 'unknown', outcome: unknown('unavailable', `answered HTTP ${reply.status}`) };
    }
    const envelope = ZEnvelope.safeParse(parseJson(reply.text));
    if (!envelope.success) {
      const outcome =
        reply.status === 429
          ? unknown('unavailable', 'answered HTTP 429')
          : unknown('bad_response', `answered HTTP ${reply.status} without its JSON envelope`);
      return { kind: 'unknown', outcome };
    }
    // Errors come as {code, message} in `errors` (with `data: []`); success as `data` (with `errors: []`).
    const error = ZProviderError.safeParse(envelope.data.errors);
    if (error.success) {
      return { kind: 'error', code: error.data.code, said: quoteProviderText(error.data.message, secrets) };
    }
    const data = shape.safeParse(envelope.data.data);
    if (data.success) return { kind: 'data', data: data.data };
    return {
      kind: 'unknown',
      outcome: unknown('bad_response', `answered HTTP ${reply.status} with data we cannot read`),
    };
  }

  return {
    provider: 'ZARIN_PAL',

    async request(input) {
      assertRequestInput(input);
      const reply = await postJson(
        api('request'),
        {
          merchant_id: merchantId,
          amount: input.amountRial,
          currency: 'IRR',
          description: input.description.trim().slice(0, 500),
          callback_url: input.callbackUrl,
          metadata: { ...(input.mobile ? { mobile: input.mobile } : {}), order_id: input.reference },
        },
        timeoutMs,
      );
      const result = read(reply, ZRequestData);
      if (result.kind === 'data') {
        const { authority } = result.data;
        return { authority, redirectUrl: `${base}/pg/StartPay/${encodeURIComponent(authority)}` };
      }
      if (result.kind === 'error') {
        // -12 means "later", not "no": the customer may try again in a moment.
        const failure = result.code === -12 ? 'unavailable' : 'rejected';
        // The domain codes (-14, -18) name the host the callback went to: the one to register.
        const texts = zarinpalCode(result.code, new URL(input.callbackUrl).host);
        throw new PaymentRequestError(
          'ZARIN_PAL',
          failure,
          `ZarinPal refused the payment request: code ${result.code} (${texts.en})${result.said}`,
          texts.customer,
          String(result.code),
          texts.owner,
        );
      }
      throw new PaymentRequestError(
        'ZARIN_PAL',
        REQUEST_FAILURE[result.outcome.cause],
        `${result.outcome.detail} to a payment request`,
        'درگاه پرداخت در حال حاضر پاسخ نمی‌دهد.',
      );
    },

    async verify({ authority, amountRial }): Promise<VerifyOutcome> {
      const reply = await postJson(
        api('verify'),
        { merchant_id: merchantId, amount: amountRial, authority },
        timeoutMs,
      );
      const result = read(reply, ZVerifyData);
      if (result.kind === 'unknown') return result.outcome;
      if (result.kind === 'error') {
        if (NOT_PAID_CODES.has(result.code)) {
          return { status: 'NOT_PAID', providerCode: String(result.code), reason: codeFa(result.code) };
        }
        return unknown(
          'provider_error',
          `could not verify: code ${result.code} (${codeText(result.code)})${result.said}`,
          result.code,
        );
      }
      const refId = result.data.ref_id;
      return {
        status: 'PAID',
        refId: refId === null || refId === undefined ? null : String(refId),
        cardPan: result.data.card_pan ?? null,
        alreadyVerified: result.data.code === 101,
      };
    },

    async inquire({ authority }): Promise<InquiryOutcome> {
      const reply = await postJson(api('inquiry'), { merchant_id: merchantId, authority }, timeoutMs);
      const result = read(reply, ZInquiryData);
      if (result.kind === 'unknown') return result.outcome;
      if (result.kind === 'error') {
        // An authority ZarinPal does not know (or not for this merchant) never took money.
        if (result.code === -53 || result.code === -54) {
          return { status: 'FAILED', providerCode: String(result.code) };
        }
        return unknown(
          'provider_error',
          `inquiry failed: code ${result.code} (${codeText(result.code)})${result.said}`,
          result.code,
        );
      }
      const status = result.data.status.toUpperCase();
      if (isInquiryStatus(status)) return { status };
      return unknown(
        'bad_response',
        `inquiry answered an unknown status ${JSON.stringify(status.slice(0, 20))}`,
      );
    },

    async listUnverified(): Promise<UnverifiedList> {
      const reply = await postJson(api('unVerified'), { merchant_id: merchantId }, timeoutMs);
      const result = read(reply, ZUnverifiedData);
      if (result.kind === 'unknown') return result.outcome;
      if (result.kind === 'error') {
        return unknown(
          'provider_error',
          `unVerified failed: code ${result.code} (${codeText(result.code)})${result.said}`,
          result.code,
        );
      }
      return {
        status: 'OK',
        payments: (result.data.authorities ?? []).map((p) => ({
          authority: p.authority,
          amountRial: p.amount,
          callbackUrl: p.callback_url ?? null,
          createdAt: tehranDate(p.date),
        })),
      };
    },

    async reverse({ authority }): Promise<ReverseOutcome> {
      const reply = await postJson(api('reverse'), { merchant_id: merchantId, authority }, timeoutMs);
      const result = read(reply, ZReverseData);
      if (result.kind === 'unknown') return result.outcome;
      if (result.kind === 'error') {
        if (REVERSE_REFUSED_CODES.has(result.code)) {
          return { status: 'REFUSED', providerCode: String(result.code), reason: codeFa(result.code) };
        }
        return unknown(
          'provider_error',
          `reverse failed: code ${result.code} (${codeText(result.code)})${result.said}`,
          result.code,
        );
      }
      return { status: 'REVERSED' };
    },

    // ZarinPal's v4 REST API gives a payment back only whole, within 30 minutes (reverse.json).
    // Partial refunds live in its GraphQL API behind a separate access token and ZarinPal's own
    // session id, which we do not hold: such a refund is refused here and made by hand (decision 0023).
    async refund(input): Promise<RefundOutcome> {
      if (input.amountRial !== input.paidRial) {
        return {
          status: 'REFUSED',
          providerCode: 'PARTIAL',
          reason: 'زرین‌پال بازگرداندن بخشی از یک پرداخت را از این راه نمی‌پذیرد؛ این مبلغ را دستی بازگردانید.',
        };
      }
      const outcome = await this.reverse({ authority: input.authority });
      return outcome.status === 'REVERSED' ? { status: 'DONE' } : outcome;
    },

    async refundStatus(input): Promise<RefundOutcome> {
      const outcome = await this.inquire({ authority: input.authority });
      if (outcome.status === 'UNKNOWN') return outcome;
      if (outcome.status === 'REVERSED') return { status: 'DONE' };
      // Still verified: the reverse never happened, and asking again is safe.
      if (outcome.status === 'VERIFIED') return { status: 'NOT_FOUND' };
      return {
        status: 'REFUSED',
        providerCode: outcome.providerCode ?? outcome.status,
        reason: 'زرین‌پال این پرداخت را موفق نمی‌داند و آن را بازنمی‌گرداند.',
      };
    },

    parseCallback: parseAuthorityCallback,
  };
}

/** ZarinPal writes dates as Tehran wall-clock time, "2026-11-22 14:05:09". */
function tehranDate(text: string | null | undefined): Date | null {
  if (!text || !/^\d{4}-\d{2}-\d{2}[ T]\d{2}:\d{2}:\d{2}$/.test(text)) return null;
  const date = new Date(`${text.replace(' ', 'T')}+03:30`);
  return Number.isNaN(date.getTime()) ? null : date;
}
