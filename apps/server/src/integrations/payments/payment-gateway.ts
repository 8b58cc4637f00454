import type { TOnlineGatewayProvider } from '@sofreh/domain';

// The one contract every online payment gateway implements (decision 0008). The transaction service
// talks only to this: which provider is behind it is data, never code.
//
// Amounts are Rial (IRR), whole numbers: convert once with `toRial` from @sofreh/domain.
// Outcomes are values, not exceptions: a gateway that cannot be reached answers UNKNOWN, which is
// never a failure — the payment may well have gone through, and the reconciler will ask again.

export type GatewayProvider = TOnlineGatewayProvider;

export interface PaymentRequestInput {
  /** What the customer pays, in Rial. */
  amountRial: number;
  /** Absolute http(s) URL the customer's browser returns to, with `Authority` and `Status` added. */
  callbackUrl: string;
  /** Shown to the customer on the gateway's page. */
  description: string;
  /** The customer's mobile (09xxxxxxxxx); some gateways prefill or remember the card with it. */
  mobile?: string;
  /** Our own id for this payment (the transaction id), sent along so the gateway's reports name it. */
  reference: string;
}

export interface PaymentRedirect {
  /** The gateway's id for this payment; the callback names it, and verify/inquire take it. */
  authority: string;
  /** Where to send the customer's browser to pay. */
  redirectUrl: string;
}

/** The gateway did not answer in a way that says anything about the payment. Ask again later. */
export interface GatewayUnknown {
  status: 'UNKNOWN';
  cause: 'timeout' | 'unavailable' | 'bad_response' | 'provider_error';
  /** The provider's own code when it answered with one (e.g. ZarinPal -12, too many attempts). */
  providerCode?: string;
  /** English, safe to log: never a credential, never a card number. */
  detail: string;
  /**
   * Persian, for the restaurant's owner, when the answer says their gateway setup is wrong (e.g.
   * ZarinPal -10: the merchant id or server IP): what to fix, where.
   */
  ownerReason?: string;
}

export type VerifyOutcome =
  | {
      status: 'PAID';
      /**
       * The bank's reference number, shown to the customer as the receipt number. Null when the
       * provider confirmed the payment without one (ZarinPal may answer 101 without ref_id): the
       * payment is still paid.
       */
      refId: string | null;
      /** Masked card number as the provider gives it (e.g. 502229******5995), or null. */
      cardPan: string | null;
      /** True when the provider says this payment was verified before (ZarinPal 101). */
      alreadyVerified: boolean;
    }
  | {
      status: 'NOT_PAID';
      providerCode: string;
      /** Persian, for the customer. */
      reason: string;
    }
  | GatewayUnknown;

/** The provider's own view of a payment, for the reconciler. Never use it instead of verify. */
export type InquiryOutcome =
  | {
      /** PAID = paid by the customer but not verified by us yet; IN_BANK = still on the bank's page. */
      status: 'PAID' | 'VERIFIED' | 'IN_BANK' | 'FAILED' | 'REVERSED';
      providerCode?: string;
    }
  | GatewayUnknown;

export interface UnverifiedPayment {
  authority: string;
  amountRial: number;
  callbackUrl: string | null;
  createdAt: Date | null;
}

export type UnverifiedList = { status: 'OK'; payments: UnverifiedPayment[] } | GatewayUnknown;

export type ReverseOutcome =
  | { status: 'REVERSED' }
  | { status: 'REFUSED'; providerCode: string; reason: string }
  | GatewayUnknown;

export interface RefundInput {
  /** The verified payment the money goes back from. */
  authority: string;
  /** What to give back now, in Rial. */
  amountRial: number;
  /** What that payment took, in Rial: equal to amountRial for a whole refund. */
  paidRial: number;
  /** Our refund's id: asking twice with the same reference gives back once. */
  reference: string;
  /** Persian, why (shown in the provider's panel where it has one). */
  description: string;
}

/**
 * DONE: the money is on its way back. NOT_FOUND (refundStatus only): the provider has no such refund —
 * the request never reached it, so asking again with the same reference is safe. REFUSED: it will
 * not (Persian reason). UNKNOWN: ask again later.
 */
export type RefundOutcome =
  | { status: 'DONE' }
  | { status: 'NOT_FOUND' }
  | { status: 'REFUSED'; providerCode: string; reason: string }
  | GatewayUnknown;

/** What a callback query says. Only a hint: the payment is decided by verify, server to server. */
export interface CallbackParams {
  authority: string;
  /** The customer's browser says the payment went through (Status=OK). */
  statusOk: boolean;
}

export interface PaymentGateway {
  readonly provider: GatewayProvider;
  /** Opens a payment. Rejects with PaymentRequestError; nothing has been charged then. */
  request(input: PaymentRequestInput): Promise<PaymentRedirect>;
  /**
   * Confirms a payment with the amount from our own database. Safe to call more than once: a second
   * call answers PAID with `alreadyVerified`.
   */
  verify(input: { authority: string; amountRial: number }): Promise<VerifyOutcome>;
  inquire(input: { authority: string }): Promise<InquiryOutcome>;
  /** Recent payments the customer paid but nobody verified (for the reconciler), where the provider has it. */
  listUnverified?(): Promise<UnverifiedList>;
  /** Gives a verified payment back to the customer, within the provider's window (ZarinPal: 30 minutes). */
  reverse(input: { authority: string }): Promise<ReverseOutcome>;
  /** Gives back all or part of a verified payment (decision 0023); idempotent per reference. */
  refund?(input: RefundInput): Promise<RefundOutcome>;
  /** Where a refund asked for earlier stands. */
  refundStatus?(input: RefundInput): Promise<RefundOutcome>;
  /** Reads the callback query; null when it does not name a payment. */
  parseCallback(query: unknown): CallbackParams | null;
}

export type PaymentRequestFailure = 'rejected' | 'unavailable' | 'timeout' | 'bad_response';

/**
 * A payment could not be opened. `rejected`: the provider refused it (its code in providerCode); the
 * others: it could not be asked. Either way nothing was charged. The message is English and safe to
 * log; `reason` is Persian, for the customer; `ownerReason` is Persian, for the restaurant's owner —
 * what to register or change where — when the refusal is about the owner's gateway setup.
 */
export class PaymentRequestError extends Error {
  override readonly name = 'PaymentRequestError';

  constructor(
    readonly provider: GatewayProvider,
    readonly failure: PaymentRequestFailure,
    message: string,
    readonly reason: string,
    readonly providerCode?: string,
    readonly ownerReason?: string,
  ) {
    super(message);
  }
}

/**
 * ZarinPal and the sandbox both come back as `?Authority=…&Status=OK|NOK`. Anything else in the
 * query is ignored; a repeated parameter counts only once.
 */
export function parseAuthorityCallback(query: unknown): CallbackParams | null {
  if (!query || typeof query !== 'object') return null;
  const values = query as Record<string, unknown>;
  const first = (value: unknown) => (Array.isArray(value) ? value[0] : value);
  const authority = first(values.Authority ?? values.authority);
  const status = first(values.Status ?? values.status);
  if (typeof authority !== 'string' || !/^[A-Za-z0-9]{1,64}$/.test(authority)) return null;
  return { authority, statusOk: typeof status === 'string' && status.toUpperCase() === 'OK' };
}

/** Adds the callback parameters to a URL, keeping whatever query it already has. */
export function callbackLocation(callbackUrl: string, authority: string, statusOk: boolean): string {
  const url = new URL(callbackUrl);
  url.searchParams.set('Authority', authority);
  url.searchParams.set('Status', statusOk ? 'OK' : 'NOK');
  return url.toString();
}

/** Checks the input every gateway shares, so a programming error never reaches a provider. */
export function assertRequestInput(input: PaymentRequestInput): void {
  if (!Number.isSafeInteger(input.amountRial) || input.amountRial <= 0) {
    throw new RangeError(`amountRial must be a positive whole number, got ${input.amountRial}`);
  }
  let url: URL;
  try {
    url = new URL(input.callbackUrl);
  } catch {
    throw new RangeError('callbackUrl must be an absolute URL');
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:')
    throw new RangeError('callbackUrl must be http(s)');
  if (!input.description.trim()) throw new RangeError('description must not be empty');
}
