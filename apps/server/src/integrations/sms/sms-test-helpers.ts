// Helpers shared by the SMS adapter tests.
import { inspect } from 'node:util';
import { expect } from 'vitest';
import { type OtpMessage, type ReadyNotice, type SmsProvider, SmsSendError } from './sms-provider';

export const MESSAGE: OtpMessage = { phoneNumber: '09123456789', code: '482913' };

export const READY: ReadyNotice = {
  phoneNumber: '09123456789',
  vendorName: 'کافه سفره',
  orderNumber: 1042,
  status: 'READYTOPICKUP',
};

/** Sends a ready notice and returns the SmsSendError it was rejected with; fails the test if it resolved. */
export async function readyFailureOf(
  provider: SmsProvider,
  notice: ReadyNotice = READY,
): Promise<SmsSendError> {
  const outcome = await provider.sendReadyNotice(notice).then(
    (delivery) => ({ delivery }),
    (error: unknown) => ({ error }),
  );
  if (!('error' in outcome)) throw new Error(`expected a failure, got ${JSON.stringify(outcome.delivery)}`);
  expect(outcome.error).toBeInstanceOf(SmsSendError);
  return outcome.error as SmsSendError;
}

/** Sends and returns the SmsSendError the provider rejected with; fails the test if it resolved. */
export async function failureOf(provider: SmsProvider, message: OtpMessage = MESSAGE): Promise<SmsSendError> {
  const outcome = await provider.sendOtp(message).then(
    (delivery) => ({ delivery }),
    (error: unknown) => ({ error }),
  );
  if (!('error' in outcome)) throw new Error(`expected a failure, got ${JSON.stringify(outcome.delivery)}`);
  expect(outcome.error).toBeInstanceOf(SmsSendError);
  return outcome.error as SmsSendError;
}

/** Every way an error reaches a log: message, stack, JSON, util.inspect (with causes) and String(). */
export function expectSecretAbsent(error: Error, secret: string): void {
  const renderings = [
    error.message,
    error.stack ?? '',
    JSON.stringify(error),
    inspect(error, { depth: Number.POSITIVE_INFINITY }),
    String(error),
  ];
  for (const rendering of renderings) {
    expect(rendering).not.toContain(secret);
    expect(rendering).not.toContain(encodeURIComponent(secret));
  }
}
