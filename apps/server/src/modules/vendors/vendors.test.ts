import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../../test/app';
import { DB_KINDS } from '../../../test/database';

describe.each(DB_KINDS)('vendor landing on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(kind);
  });
  afterAll(async () => {
    await t?.close();
  });

  const landing = (host = 'demo.sofreh.test') =>
    t.app.inject({
      method: 'GET',
      url: '/api-identity/identity/vendors/landing',
      headers: { hostdomain: host },
    });

  it('tells the customer site whether the vendor is open now, in Tehran time', async () => {
    t.clock.set('2026-11-22T10:00:00+03:30'); // Sunday 10:00, the demo opens at 11:00
    const closed = (await landing()).json();
    expect(closed).toMatchObject({
      slug: 'demo',
      name: 'رستوران نارنج',
      isOpen: false,
      currency: 'TOMAN',
      minimumBasket: 0,
    });
    expect(closed.nextOpening).toMatchObject({ dayOfWeek: 'SUN', startTime: '11:00' });

    t.clock.set('2026-11-22T13:00:00+03:30');
    expect((await landing()).json().isOpen).toBe(true);
  });

  it('lists opening hours in the Iranian week order, Saturday first', async () => {
    const days = (await landing()).json().openingHours.map((h: { dayOfWeek: string }) => h.dayOfWeek);
    expect(days).toEqual(['SAT', 'SUN', 'MON', 'TUE', 'WED', 'THU', 'FRI']);
  });

  it('finds the vendor from the Host header when hostDomain is absent, and the default on the bare domain', async () => {
    const byHost = await t.app.inject({
      method: 'GET',
      url: '/api-identity/identity/vendors/landing',
      headers: { host: 'sofreh.test' },
    });
    expect(byHost.json().slug).toBe('demo');
  });

  it('answers the health check without a vendor', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/health',
      headers: { hostdomain: 'nobody.sofreh.test' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().status).toBe('ok');
  });

  it('serves the OpenAPI document generated from the route schemas', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api-docs/json' });
    expect(res.statusCode).toBe(200);
    expect(Object.keys(res.json().paths)).toContain('/api-identity/identity/auth/verify');
  });

  it('refuses malformed JSON and oversized bodies as the client’s mistake, in Persian', async () => {
    const bad = await t.app.inject({
      method: 'POST',
      url: '/api-identity/identity/auth/login',
      headers: { 'content-type': 'application/json' },
      payload: '{"phoneNumber":',
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().code).toBe('BAD_REQUEST');
    const big = await t.app.inject({
      method: 'POST',
      url: '/api-identity/identity/auth/login',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ phoneNumber: 'x'.repeat(300_000) }),
    });
    expect(big.statusCode).toBe(413);
    expect(big.json().code).toBe('PAYLOAD_TOO_LARGE');
  });

  it('reports invalid fields with a Persian message per field', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api-identity/identity/auth/verify',
      payload: { userId: 'x', otp: '12' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('BAD_REQUEST');
    expect(res.json().errors).toEqual([{ field: 'otp', message: 'کد ورود باید ۶ رقم باشد.' }]);
  });
});
