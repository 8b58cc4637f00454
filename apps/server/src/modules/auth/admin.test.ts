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

  const adminLogin = (username: string, password: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api-identity/identity/auth/adminlogin',
      payload: { username, password },
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
