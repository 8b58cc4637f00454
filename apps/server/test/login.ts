import { expect } from 'vitest';
import type { TestApp } from './app';

const AUTH = '/api-identity/identity/auth';

// Every login comes from its own address, so neither the per-IP hourly limit nor the per-instance
// burst limit (real time, not the fake clock) of one test touches another.
let nextIp = 0;
const newIp = () => `10.9.${Math.floor(nextIp / 250)}.${(nextIp++ % 250) + 1}`;

type LoginOptions = { isBackOffice?: boolean; host?: string };

/**
 * Logs a person in the way the web does: a code by SMS (read from the captured SMS), then verify.
 * Returns the access token. `isBackOffice` opens a staff session; `host` picks the vendor.
 */
export async function loginAs(t: TestApp, phoneNumber: string, options: LoginOptions = {}): Promise<string> {
  return (await loginForTokens(t, phoneNumber, options)).token;
}

/** `loginAs`, answering the refresh token too. */
export async function loginForTokens(
  t: TestApp,
  phoneNumber: string,
  options: LoginOptions = {},
): Promise<{ token: string; refreshToken: string }> {
  const headers = options.host ? { hostdomain: options.host } : {};
  // Past any resend cooldown left by an earlier login of the same phone.
  t.clock.advance(t.config.OTP_RESEND_COOLDOWN_SECONDS * 1000);
  const login = await t.app.inject({
    method: 'POST',
    url: `${AUTH}/login`,
    payload: { phoneNumber, ...(options.isBackOffice ? { isBackOffice: true } : {}) },
    headers,
    remoteAddress: newIp(),
  });
  expect(login.statusCode, login.body).toBe(200);
  const { userId, isRegistered } = login.json();
  const otp = await t.sms.codeFor(login.json().phoneNumber);
  const names = isRegistered ? {} : { firstName: 'سارا', lastName: 'کریمی' };
  const verify = await t.app.inject({
    method: 'POST',
    url: `${AUTH}/verify`,
    payload: { userId, otp, ...names },
    headers,
    remoteAddress: newIp(),
  });
  expect(verify.statusCode, verify.body).toBe(200);
  return verify.json();
}
