import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../../test/app';
import { DB_KINDS } from '../../../test/database';
import { createChangePublisher } from '../../platform/change-feed';
import { createAuthService } from './auth.service';

describe.each(DB_KINDS)('platform administrators on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(kind);
    const noJobs = {
      send: async () => {},
      work: async () => {},
      schedule: async () => {},
      stop: async () => {},
    };
    await createAuthService({
      database: t.database,
      config: t.config,
      clock: t.clock,
      jobs: noJobs,
      changes: createChangePublisher(t.database),
    }).setAdminPassword('root-admin', 'a long enough password');
  });
  afterAll(async () => {
    await t?.close();
  });

  // Each guess from another address: the per-IP limit never decides these tests, the account's does.
  let nextIp = 0;
  const adminLogin = (username: string, password: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api-identity/identity/auth/adminlogin',
      payload: { username, password },
      remoteAddress: `10.7.${Math.floor(nextIp / 250)}.${(nextIp++ % 250) + 1}`,
    });

  it('logs an administrator in with an argon2-checked password', async () => {
    const ok = await adminLogin('root-admin', 'a long enough password');
    expect(ok.statusCode).toBe(200);
    expect(ok.json().token).toBeTruthy();
    expect(ok.headers['cache-control']).toBe('no-store');
    // An admin session belongs to no vendor: it cannot act on a vendor's host.
    const me = await t.app.inject({
      method: 'GET',
      url: '/api-identity/identity/permissions/me',
      headers: { authorization: `Bearer ${ok.json().token}` },
    });
    expect(me.statusCode).toBe(403);
  });

  it('says the same thing for a wrong password and an unknown name', async () => {
    const wrong = await adminLogin('root-admin', 'not the password');
    const unknown = await adminLogin('nobody', 'not the password');
    expect(wrong.statusCode).toBe(401);
    expect(unknown.json()).toEqual(wrong.json());
    expect(wrong.json().code).toBe('ADMIN_LOGIN_FAILED');
  });

  it('locks an account after five tries from anywhere, for longer after each further try', async () => {
    // The tries of the tests before are a day old: they no longer count.
    t.clock.advance(25 * 3_600_000);
    for (let i = 0; i < 5; i++) expect((await adminLogin('root-admin', `wrong ${i}`)).statusCode).toBe(401);
    // Even the right password waits: the account is locked, not the addresses.
    const locked = await adminLogin('root-admin', 'a long enough password');
    expect(locked.statusCode).toBe(429);
    expect(locked.json()).toMatchObject({ code: 'ADMIN_LOGIN_LOCKED' });
    expect(locked.headers['retry-after']).toBe('60');

    t.clock.advance(61_000);
    expect((await adminLogin('root-admin', 'wrong again')).statusCode).toBe(401);
    const longer = await adminLogin('root-admin', 'a long enough password');
    expect(longer.statusCode).toBe(429);
    expect(longer.headers['retry-after']).toBe('120');

    t.clock.advance(121_000);
    expect((await adminLogin('root-admin', 'a long enough password')).statusCode).toBe(200);
    // A success starts the count afresh.
    expect((await adminLogin('root-admin', 'wrong once more')).statusCode).toBe(401);
    expect((await adminLogin('root-admin', 'a long enough password')).statusCode).toBe(200);
  });

  it('evaluates at most five of many guesses sent together, and treats an unknown name alike', async () => {
    for (const username of ['root-admin', 'nobody-at-all']) {
      const answers = await Promise.all(
        Array.from({ length: 20 }, (_, i) => adminLogin(username, `parallel guess ${i}`)),
      );
      const statuses = answers.map((a) => a.statusCode);
      expect(
        statuses.filter((s) => s === 401),
        username,
      ).toHaveLength(5);
      expect(
        statuses.filter((s) => s === 429),
        username,
      ).toHaveLength(15);
      t.clock.advance(3_600_000);
      // Reset for the next test: the right password, once the wait is over.
      if (username === 'root-admin')
        expect((await adminLogin(username, 'a long enough password')).statusCode).toBe(200);
    }
  });
});

describe.each(DB_KINDS)('browser safety on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(kind);
  });
  afterAll(async () => {
    await t?.close();
  });

  it('allows cross-origin calls only from the vendor’s own pages', async () => {
    const landing = (origin: string) =>
      t.app.inject({
        method: 'GET',
        url: '/api-identity/identity/vendors/landing',
        headers: { origin, hostdomain: 'demo.sofreh.test' },
      });
    expect((await landing('https://demo.sofreh.test')).headers['access-control-allow-origin']).toBe(
      'https://demo.sofreh.test',
    );
    expect((await landing('https://evil.example')).headers['access-control-allow-origin']).toBeUndefined();
    expect(
      (await landing('https://kababi.sofreh.test')).headers['access-control-allow-origin'],
    ).toBeUndefined();
    expect((await landing('https://demo.sofreh.test')).headers.vary).toContain('Origin');
  });

  it('never takes an IP address, a single-label host or localhost for the default vendor’s own page', async () => {
    const landing = (origin: string, host = 'demo.sofreh.test') =>
      t.app.inject({
        method: 'GET',
        url: '/api-identity/identity/vendors/landing',
        headers: { origin, hostdomain: host },
      });
    for (const origin of [
      'http://127.0.0.1:8080',
      'http://[::1]:3000',
      'http://10.0.0.7',
      'http://localhost:5173',
      'http://localhost',
      'http://intranet',
    ]) {
      for (const host of ['demo.sofreh.test', 'localhost:3000', '127.0.0.1']) {
        const res = await landing(origin, host);
        expect(res.statusCode, `${origin} → ${host}`).toBe(200);
        expect(res.headers['access-control-allow-origin'], `${origin} → ${host}`).toBeUndefined();
        expect(res.headers['access-control-allow-credentials'], `${origin} → ${host}`).toBeUndefined();
      }
    }
    // The default vendor's own named hosts still are its own.
    expect((await landing('https://sofreh.test', '127.0.0.1')).headers['access-control-allow-origin']).toBe(
      'https://sofreh.test',
    );
  });

  it('answers preflights with permissions for the vendor’s own pages only', async () => {
    const preflight = (origin: string) =>
      t.app.inject({
        method: 'OPTIONS',
        url: '/api/orders',
        headers: {
          origin,
          hostdomain: 'demo.sofreh.test',
          'access-control-request-method': 'POST',
          'access-control-request-headers': 'content-type, idempotency-key',
        },
      });
    const own = await preflight('https://demo.sofreh.test');
    expect(own.statusCode).toBe(204);
    expect(own.headers['access-control-allow-origin']).toBe('https://demo.sofreh.test');
    expect(own.headers['access-control-allow-credentials']).toBe('true');
    expect(own.headers['access-control-allow-methods']).toContain('POST');
    expect(own.headers['access-control-allow-headers']).toBe('content-type, idempotency-key');
    const other = await preflight('https://evil.example');
    expect(other.statusCode).toBe(204);
    expect(other.headers['access-control-allow-origin']).toBeUndefined();
    expect(other.headers['access-control-allow-methods']).toBeUndefined();
  });

  it('sends security headers and no server details', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['content-security-policy']).toContain("default-src 'self'");
    expect(res.headers['x-powered-by']).toBeUndefined();
  });
});
