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
  messageId: string;
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
 * - `rejected`: the provider answered with a logical error (bad template, no credit, invalid receptor, bad key).
 *   Retrying the same provider will not help; another provider might.
 * - `unavailable`: network error, HTTP 5xx or rate limiting. Worth retrying later.
 * - `timeout`: no answer within the configured time. The message may still have been sent.
 * - `bad_response`: an answer we cannot read (not the provider's JSON envelope).
 * - `not_configured`: this provider has no template for this kind of message (e.g. no ready template);
 *   nothing was sent and retrying will not help. Failover moves on to the next provider.
 */
export type SmsFailureReason = 'timeout' | 'rejected' | 'unavailable' | 'bad_response' | 'not_configured';

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
