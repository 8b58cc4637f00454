import type { TOrderStatus } from '@sofreh/domain';

export const SMS_PROVIDER_NAMES = ['console', 'kavenegar', 'smsir'] as const;
export type SmsProviderName = (typeof SMS_PROVIDER_NAMES)[number];

export interface OtpMessage {
  /** Iranian mobile number in 09xxxxxxxxx form; callers normalise before sending. */
  phoneNumber: string;
  code: string;
}

export interface SmsDelivery {
  /** The provider that accepted the message (inside a failover chain: the one that succeeded). */
  provider: string;
  /** The provider's id for the message; null when its answer could not be read (unconfirmed). */
  messageId: string | null;
  /**
   * Set when the provider took the request (HTTP 2xx) but its answer could not be read: the message
   * was most likely sent. It is NOT a failure — no failover, no retry, so a person never gets the
   * same code twice — only logged. Says why, in English, safe to log (decision 0044).
   */
  unconfirmed?: string;
}

export interface SmsProvider {
  /** 'console' | 'kavenegar' | 'smsir', or the joined names of a failover chain. */
  readonly name: string;
  /** Sends a login code to an Iranian mobile number in 09xxxxxxxxx form. Resolves with the provider's message id; rejects with SmsSendError. */
  sendOtp(input: OtpMessage): Promise<SmsDelivery>;
  /**
   * Tells a customer their order is ready. Each provider renders the notice its own way: the console
   * prints the Persian sentence, Kavenegar and SMS.ir fill their approved "ready" template (decision
   * 0023). A provider without its ready template rejects with reason `not_configured`.
   */
  sendReadyNotice(input: ReadyNotice): Promise<SmsDelivery>;
}

export interface ReadyNotice {
  /** Iranian mobile number in 09xxxxxxxxx form. */
  phoneNumber: string;
  vendorName: string;
  orderNumber: number;
  /** The order's READY* state; only the console's full sentence uses it (templates are fixed text). */
  status: TOrderStatus;
}

/**
 * - `rejected`: permanent — the provider answered with an error that retrying will not mend (bad
 *   template, no credit, invalid receptor, a refused key or IP: Kavenegar 4xx but 409/451, SMS.ir
 *   400/401/403). Another provider might do.
 * - `unavailable`: temporary — network error, HTTP 5xx, the provider busy or rate limiting (Kavenegar
 *   409 and 451, SMS.ir 429). Worth retrying later.
 * - `timeout`: no answer within the configured time. The message may still have been sent.
 * - `bad_response`: an error answer we cannot read (a non-2xx page that is not the provider's JSON):
 *   the provider did not take the message. A 2xx we cannot read is not an error: see SmsDelivery.
 * - `not_configured`: this provider has no template for this kind of message (e.g. no ready template);
 *   nothing was sent and retrying will not help. Failover moves on to the next provider.
 */
export type SmsFailureReason = 'timeout' | 'rejected' | 'unavailable' | 'bad_response' | 'not_configured';

/** Whether trying the same provider again later can help. */
export function isPermanentSmsFailure(reason: SmsFailureReason): boolean {
  return reason === 'rejected' || reason === 'not_configured';
}

/**
 * Messages must stay free of secrets: no API key, no URL (Kavenegar keeps its key in the path),
 * no login code. Callers log these errors as they are.
 */
export class SmsSendError extends Error {
  override readonly name = 'SmsSendError';

  constructor(
    readonly provider: string,
    readonly reason: SmsFailureReason,
    message: string,
    readonly providerCode?: number | string,
    options?: ErrorOptions,
  ) {
    super(message, options);
  }
}
