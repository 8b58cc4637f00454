import crypto from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../../test/app';
import { DB_KINDS } from '../../../test/database';
import { DEMO_CUSTOMER_PHONE, DEMO_OWNER_PHONE } from '../../demo/seed';
import { ensureVendor } from '../../orchestrators/vendor-onboarding';

const AUTH = '/api-identity/identity/auth';

describe.each(DB_KINDS)('identity and sessions on %s', (kind) => {
  let t: TestApp;
  // Each test uses its own phone numbers and IP so the send limits of one do not touch another.
  let nextPhone = 0;
  const newPhone = () => `0935${String(1000000 + nextPhone++).slice(1)}${Math.floor(Math.random() * 10)}`;
  let nextIp = 0;
  const newIp = () => `10.0.${Math.floor(nextIp / 250)}.${(nextIp++ % 250) + 1}`;

  beforeAll(async () => {
    t = await startTestApp(kind);
  });
  afterAll(async () => {
    await t?.close();
  });

  const post = (
    url: string,
    payload: object,
    headers: Record<string, string> = {},
    remoteAddress = newIp(),
  ) => t.app.inject({ method: 'POST', url, payload, headers, remoteAddress });

  async function requestCode(phoneNumber: string, extra: object = {}, ip = newIp()) {
    // Past any resend cooldown left by an earlier test with the same phone.
    t.clock.advance(t.config.OTP_RESEND_COOLDOWN_SECONDS * 1000);
    const res = await post(`${AUTH}/login`, { phoneNumber, ...extra }, {}, ip);
    expect(res.statusCode, res.body).toBe(200);
    return { ...res.json(), code: await t.sms.codeFor(res.json().phoneNumber) };
  }

  async function loginAs(phoneNumber: string, extra: object = {}) {
    const { userId, code, isRegistered } = await requestCode(phoneNumber, extra);
    const names = isRegistered ? {} : { firstName: 'سارا', lastName: 'کریمی' };
    const res = await post(`${AUTH}/verify`, { userId, otp: code, ...names });
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as { token: string; refreshToken: string };
  }

  const me = (token: string, headers: Record<string, string> = {}) =>
    t.app.inject({
      method: 'GET',
      url: `${AUTH}/me`,
      headers: { authorization: `Bearer ${token}`, ...headers },
    });

  it('logs a new customer in: code by SMS, names required, profile readable', async () => {
    const phone = newPhone();
    const login = await post(`${AUTH}/login`, { phoneNumber: `+98${phone.slice(1)}` });
    expect(login.json()).toMatchObject({ isRegistered: false, phoneNumber: phone });
    const code = await t.sms.codeFor(phone);
    expect(code).toMatch(/^\d{6}$/);

    const withoutNames = await post(`${AUTH}/verify`, { userId: login.json().userId, otp: code });
    expect(withoutNames.statusCode).toBe(400);
    expect(withoutNames.json()).toMatchObject({ code: 'NAMES_REQUIRED' });
    expect(withoutNames.json().errors.map((e: { field: string }) => e.field)).toEqual([
      'firstName',
      'lastName',
    ]);

    const persianCode = code.replace(/\d/g, (d) => '۰۱۲۳۴۵۶۷۸۹'[Number(d)]!);
    const verified = await post(`${AUTH}/verify`, {
      userId: login.json().userId,
      otp: persianCode,
      firstName: 'سارا',
      lastName: 'کریمی',
    });
    expect(verified.statusCode, verified.body).toBe(200);
    expect(verified.headers['set-cookie']).toMatch(/sofreh_refresh=.*HttpOnly.*SameSite=Strict/i);
    const profile = await me(verified.json().token);
    expect(profile.json()).toMatchObject({ phoneNumber: phone, firstName: 'سارا', kind: 'CUSTOMER' });

    const again = await requestCode(phone);
    expect(again.isRegistered).toBe(true);
  });

  it('refuses a wrong phone number with a Persian message beside the field', async () => {
    const res = await post(`${AUTH}/login`, { phoneNumber: '021-1234' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      code: 'INVALID_PHONE_NUMBER',
      message: 'شماره تلفن همراه اشتباه است.',
    });
    expect(res.json().errors[0].field).toBe('phoneNumber');
    expect(t.sms.sent.some((m) => m.phoneNumber.startsWith('021'))).toBe(false);
  });

  it('accepts a code once only', async () => {
    const phone = newPhone();
    const { userId, code } = await requestCode(phone);
    const body = { userId, otp: code, firstName: 'ا', lastName: 'ب' };
    expect((await post(`${AUTH}/verify`, body)).statusCode).toBe(200);
    const second = await post(`${AUTH}/verify`, body);
    expect(second.statusCode).toBe(401);
    expect(second.json().code).toBe('OTP_INVALID');
  });

  it('binds a code to its own phone’s challenge', async () => {
    const a = await requestCode(newPhone());
    const b = await requestCode(newPhone());
    const res = await post(`${AUTH}/verify`, {
      userId: b.userId,
      otp: a.code,
      firstName: 'ا',
      lastName: 'ب',
    });
    expect(res.statusCode).toBe(401);
  });

  it('lets a code expire after two minutes', async () => {
    const { userId, code } = await requestCode(newPhone());
    t.clock.advance(120_001);
    const res = await post(`${AUTH}/verify`, { userId, otp: code, firstName: 'ا', lastName: 'ب' });
    expect(res.statusCode).toBe(401);
    expect(res.json().code).toBe('OTP_EXPIRED');
  });

  it('burns the challenge after five wrong tries, even for the right code', async () => {
    const { userId, code } = await requestCode(newPhone());
    const wrong = code === '000000' ? '111111' : '000000';
    for (let i = 0; i < 5; i++) {
      const res = await post(`${AUTH}/verify`, { userId, otp: wrong });
      expect(res.statusCode).toBe(401);
    }
    const sixth = await post(`${AUTH}/verify`, { userId, otp: code, firstName: 'ا', lastName: 'ب' });
    expect(sixth.statusCode).toBeGreaterThanOrEqual(401);
    expect(['OTP_INVALID', 'OTP_TOO_MANY_ATTEMPTS']).toContain(sixth.json().code);
  });

  it('checks at most five codes against one challenge, however many guesses arrive together', async () => {
    const { userId, code } = await requestCode(newPhone());
    const guesses = Array.from({ length: 40 }, (_, i) =>
      String((Number(code) + 1 + i) % 1_000_000).padStart(6, '0'),
    );
    const answers = await Promise.all(guesses.map((otp) => post(`${AUTH}/verify`, { userId, otp })));
    for (const answer of answers) {
      expect(answer.statusCode, answer.body).toBe(answer.json().code === 'OTP_TOO_MANY_ATTEMPTS' ? 429 : 401);
    }
    // A try is counted before its code is compared, and only while fewer than five were: the count is
    // how many codes were checked.
    const { rows } = await t.database.executeSql(
      'SELECT attempts, consumed_at FROM otp_challenges WHERE user_id = $1',
      [userId],
    );
    expect(rows).toHaveLength(1);
    expect(Number(rows[0]!.attempts)).toBe(5);
    expect(rows[0]!.consumed_at).not.toBeNull();
    const right = await post(`${AUTH}/verify`, { userId, otp: code, firstName: 'ا', lastName: 'ب' });
    expect(right.statusCode).toBe(401);
  });

  it('keeps a resend cooldown per phone, and lets the new code work', async () => {
    const phone = newPhone();
    const first = await requestCode(phone);
    const tooSoon = await post(`${AUTH}/login`, { phoneNumber: phone });
    expect(tooSoon.statusCode).toBe(429);
    expect(tooSoon.json().code).toBe('OTP_RESEND_COOLDOWN');
    expect(Number(tooSoon.headers['retry-after'])).toBeGreaterThan(0);
    t.clock.advance(61_000);
    const second = await requestCode(phone);
    expect(second.userId).toBe(first.userId);
    const res = await post(`${AUTH}/verify`, {
      userId: second.userId,
      otp: second.code,
      firstName: 'ا',
      lastName: 'ب',
    });
    expect(res.statusCode).toBe(200);
  });

  it('stops one IP from sending codes to many numbers (SMS costs money)', async () => {
    const ip = newIp();
    const limit = t.config.OTP_IP_HOURLY_LIMIT;
    const before = t.sms.sent.length;
    const statuses: number[] = [];
    for (let i = 0; i < limit + 20; i++) {
      const res = await t.app.inject({
        method: 'POST',
        url: `${AUTH}/login`,
        payload: { phoneNumber: newPhone() },
        remoteAddress: ip,
      });
      statuses.push(res.statusCode);
    }
    expect(statuses.filter((s) => s === 200).length).toBeLessThanOrEqual(limit);
    expect(statuses.filter((s) => s === 429).length).toBeGreaterThanOrEqual(20);
    await new Promise((r) => setTimeout(r, 1500));
    expect(t.sms.sent.length - before).toBeLessThanOrEqual(limit);
  });

  it('lets no cache keep an answer carrying tokens or the person’s profile', async () => {
    const { userId, code } = await requestCode(newPhone());
    const verified = await post(`${AUTH}/verify`, { userId, otp: code, firstName: 'ا', lastName: 'ب' });
    expect(verified.statusCode).toBe(200);
    expect(verified.headers['cache-control']).toBe('no-store');
    const refreshed = await post(`${AUTH}/refreshtoken`, { refreshToken: verified.json().refreshToken });
    expect(refreshed.statusCode).toBe(200);
    expect(refreshed.headers['cache-control']).toBe('no-store');
    const profile = await me(refreshed.json().token);
    expect(profile.statusCode).toBe(200);
    expect(profile.headers['cache-control']).toBe('no-store');
    // A refusal too: it says whether a session exists.
    expect((await post(`${AUTH}/refreshtoken`, { refreshToken: 'nope' })).headers['cache-control']).toBe(
      'no-store',
    );
  });

  it('marks the refresh cookie Secure when the request came over https through a trusted proxy', async () => {
    const { userId, code } = await requestCode(newPhone());
    // TRUST_PROXY is off here: a client's own X-Forwarded-Proto proves nothing.
    const forged = await post(
      `${AUTH}/verify`,
      { userId, otp: code, firstName: 'ا', lastName: 'ب' },
      { 'x-forwarded-proto': 'https' },
    );
    expect(forged.statusCode).toBe(200);
    expect(forged.headers['set-cookie']).not.toMatch(/;\s*Secure/i);

    const proxied = await startTestApp(kind, { TRUST_PROXY: 'true' });
    try {
      // Another app, another database: a login of its own.
      const login = await proxied.app.inject({
        method: 'POST',
        url: `${AUTH}/login`,
        payload: { phoneNumber: '09121111111' },
      });
      const otp = await proxied.sms.codeFor('09121111111');
      const viaTls = await proxied.app.inject({
        method: 'POST',
        url: `${AUTH}/verify`,
        payload: { userId: login.json().userId, otp },
        headers: { 'x-forwarded-proto': 'https' },
      });
      expect(viaTls.statusCode, viaTls.body).toBe(200);
      expect(viaTls.headers['set-cookie']).toMatch(/;\s*Secure/i);
    } finally {
      await proxied.close();
    }
  });

  it('rotates refresh tokens and revokes the session when an old one is replayed', async () => {
    const first = await loginAs(newPhone());
    const r1 = await post(`${AUTH}/refreshtoken`, { refreshToken: first.refreshToken });
    expect(r1.statusCode).toBe(200);
    const second = r1.json();
    expect(second.refreshToken).not.toBe(first.refreshToken);
    expect((await me(second.token)).statusCode).toBe(200);

    const replay = await post(`${AUTH}/refreshtoken`, { refreshToken: first.refreshToken });
    expect(replay.statusCode).toBe(401);
    expect(replay.json().code).toBe('REFRESH_TOKEN_INVALID');
    // The whole family is gone: the newer refresh token and its access token too.
    expect((await post(`${AUTH}/refreshtoken`, { refreshToken: second.refreshToken })).statusCode).toBe(401);
    expect((await me(second.token)).statusCode).toBe(401);
  });

  it('accepts the refresh token from the HttpOnly cookie, whatever stale access token comes along', async () => {
    const tokens = await loginAs(newPhone());
    const res = await t.app.inject({
      method: 'POST',
      url: `${AUTH}/refreshtoken`,
      cookies: { sofreh_refresh: tokens.refreshToken },
      headers: { authorization: 'Bearer expired.token.value' },
      payload: {},
    });
    expect(res.statusCode, res.body).toBe(200);
  });

  it('ends a session for good after seven days however often it is refreshed', async () => {
    let tokens = await loginAs(newPhone());
    for (let day = 0; day < 6; day++) {
      t.clock.advance(24 * 3600 * 1000);
      const res = await post(`${AUTH}/refreshtoken`, { refreshToken: tokens.refreshToken });
      expect(res.statusCode).toBe(200);
      tokens = res.json();
    }
    t.clock.advance(24 * 3600 * 1000 + 1000);
    expect((await post(`${AUTH}/refreshtoken`, { refreshToken: tokens.refreshToken })).statusCode).toBe(401);
  });

  it('logout makes the access token stop working at once', async () => {
    const tokens = await loginAs(newPhone());
    expect((await me(tokens.token)).statusCode).toBe(200);
    const out = await t.app.inject({
      method: 'DELETE',
      url: `${AUTH}/logout`,
      headers: { authorization: `Bearer ${tokens.token}` },
    });
    expect(out.statusCode).toBe(204);
    const after = await me(tokens.token);
    expect(after.statusCode).toBe(401);
    expect((await post(`${AUTH}/refreshtoken`, { refreshToken: tokens.refreshToken })).statusCode).toBe(401);
  });

  it('refuses forged and misused tokens', async () => {
    const tokens = await loginAs(newPhone());
    const [header, payload] = tokens.token.split('.');
    const none = `${Buffer.from(JSON.stringify({ alg: 'none', typ: 'at+jwt' })).toString('base64url')}.${payload}.`;
    const tampered = `${header}.${Buffer.from(JSON.stringify({ ...JSON.parse(Buffer.from(payload!, 'base64url').toString()), knd: 'VENDOR' })).toString('base64url')}.${tokens.token.split('.')[2]}`;
    const cases: Array<[string, string]> = [
      ['alg none', none],
      ['tampered claims', tampered],
      ['refresh token as access token', tokens.refreshToken],
      ['garbage', 'abc.def.ghi'],
    ];
    for (const [, token] of cases) {
      const res = await me(token);
      expect(res.statusCode).toBe(401);
      expect(res.json().code).toBe('JWT_DECODE_ERR');
    }
    t.clock.advance(t.config.ACCESS_TOKEN_TTL_SECONDS * 1000 + 1000);
    expect((await me(tokens.token)).json().code).toBe('JWT_DECODE_ERR');
  });

  it('names what is missing when there is no token', async () => {
    const none = await t.app.inject({ method: 'GET', url: `${AUTH}/me` });
    expect(none.statusCode).toBe(401);
    expect(none.json().code).toBe('AUTH_HEADER_MISSING_ERR');
    const empty = await t.app.inject({
      method: 'GET',
      url: `${AUTH}/me`,
      headers: { authorization: 'Bearer ' },
    });
    expect(empty.json().code).toBe('AUTH_TOKEN_MISSING_ERR');
  });

  it('gives the owner every permission and refuses back-office codes to non-staff', async () => {
    const owner = await loginAs(DEMO_OWNER_PHONE, { isBackOffice: true });
    const profile = await me(owner.token);
    expect(profile.json()).toMatchObject({ kind: 'VENDOR', firstName: 'مریم' });
    const perms = await t.app.inject({
      method: 'GET',
      url: '/api-identity/identity/permissions/me',
      headers: { authorization: `Bearer ${owner.token}` },
    });
    expect(perms.json().permissions).toContain('MENU_MANAGE');

    const customer = await post(`${AUTH}/login`, { phoneNumber: DEMO_CUSTOMER_PHONE, isBackOffice: true });
    expect(customer.statusCode).toBe(403);
    expect(customer.json().code).toBe('ACCESS_DENIED_ERR');
  });

  it('refuses a staff token on another vendor’s host', async () => {
    await ensureVendor(t.database.db, {
      slug: 'kababi',
      name: 'کبابی',
      owner: { phoneNumber: '09350000099' },
    });
    const owner = await loginAs(DEMO_OWNER_PHONE, { isBackOffice: true });
    const res = await me(owner.token, { hostdomain: 'kababi.sofreh.test' });
    expect(res.statusCode).toBe(403);
    expect(res.json().code).toBe('FORBIDDEN_ERR');
    expect((await me(owner.token, { hostdomain: 'demo.sofreh.test' })).statusCode).toBe(200);
  });

  it('answers an unknown vendor and an unknown route with their own codes', async () => {
    const vendor = await t.app.inject({
      method: 'GET',
      url: '/api-identity/identity/vendors/landing',
      headers: { hostdomain: `nope-${crypto.randomBytes(3).toString('hex')}.sofreh.test` },
    });
    expect(vendor.statusCode).toBe(404);
    expect(vendor.json().code).toBe('VENDOR_NOT_FOUND');
    const route = await t.app.inject({ method: 'GET', url: '/api/no-such-thing' });
    expect(route.statusCode).toBe(404);
    expect(route.json()).toEqual({
      code: 'API_ENDPOINT_NOT_FOUND_ERR',
      message: 'چنین آدرسی در سرور وجود ندارد.',
    });
  });

  it('logs every login and refusal, with request ids, but never a code or a token', async () => {
    const phone = newPhone();
    const { userId, code } = await requestCode(phone);
    await post(`${AUTH}/verify`, { userId, otp: code === '000000' ? '111111' : '000000' });
    const ok = await post(
      `${AUTH}/verify`,
      { userId, otp: code, firstName: 'ا', lastName: 'ب' },
      { 'request-start-time': '1795330000000' },
    );
    const { token, refreshToken } = ok.json();
    await me(token);
    await me('forged.token.value');
    const log = t.logLines.join('');
    const events = t.logLines.map((line) => JSON.parse(line).event).filter(Boolean);
    expect(events).toEqual(expect.arrayContaining(['auth.refused', 'auth.login']));
    expect(log).toContain('"requestStartTime":"1795330000000"');
    expect(log).toContain('"reqId"');
    // A six-digit code could appear by chance inside a timestamp; as a JSON value it would be quoted.
    expect(log).not.toContain(`"${code}"`);
    for (const secret of [token, refreshToken, 'forged.token.value']) expect(log).not.toContain(secret);
  });

  it('never stores a code or a refresh token in clear', async () => {
    const phone = newPhone();
    const { code } = await requestCode(phone);
    const tokens = await loginAs(newPhone());
    const dump = JSON.stringify([
      (await t.database.executeSql('SELECT * FROM otp_challenges')).rows,
      (await t.database.executeSql('SELECT * FROM refresh_tokens')).rows,
      (await t.database.executeSql("SELECT data FROM pgboss.job WHERE name = 'sms-otp'")).rows,
    ]);
    expect(dump).not.toContain(`"${code}"`);
    expect(dump).not.toContain(tokens.refreshToken);
  });
});

describe('the per-minute burst of login codes from one IP', () => {
  it('turns the request past OTP_IP_MINUTE_BURST away with 429 and a Persian message, sending nothing', async () => {
    const t = await startTestApp('pglite', { OTP_IP_MINUTE_BURST: '2' });
    try {
      const send = (phoneNumber: string) =>
        t.app.inject({
          method: 'POST',
          url: `${AUTH}/login`,
          headers: { hostdomain: 'demo.sofreh.test' },
          payload: { phoneNumber },
          remoteAddress: '10.9.9.9',
        });
      expect((await send('09351110001')).statusCode).toBe(200);
      expect((await send('09351110002')).statusCode).toBe(200);
      const third = await send('09351110003');
      expect(third.statusCode).toBe(429);
      expect(third.json().message).toMatch(/[\u0600-\u06FF]/);
      // The two accepted codes go out (by the job system); the refused request queued nothing.
      expect(await t.sms.codeFor('09351110001')).toMatch(/^\d+$/);
      expect(await t.sms.codeFor('09351110002')).toMatch(/^\d+$/);
      expect(t.sms.sent.map((m) => m.phoneNumber)).not.toContain('09351110003');
    } finally {
      await t.close();
    }
  });
});
