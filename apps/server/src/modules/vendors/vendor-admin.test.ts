import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../../test/app';
import { DB_KINDS } from '../../../test/database';
import { loginAs } from '../../../test/login';
import { DEMO_OWNER_PHONE } from '../../demo/seed';
import { createChangePublisher } from '../../platform/change-feed';
import { createAuthService } from '../auth/auth.service';

const VENDORS = '/api-identity/identity/vendors';

describe.each(DB_KINDS)('platform administration of vendors on %s', (kind) => {
  let t: TestApp;
  let admin: string;
  const call = (method: 'GET' | 'POST' | 'PUT', url: string, token: string, payload?: object) =>
    t.app.inject({
      method,
      url,
      headers: { authorization: `Bearer ${token}` },
      ...(payload ? { payload } : {}),
    });

  beforeAll(async () => {
    t = await startTestApp(kind, { OTP_PHONE_HOURLY_LIMIT: '1000', OTP_IP_HOURLY_LIMIT: '1000' });
    const noJobs = {
      send: async () => {},
      work: async () => {},
      stop: async () => {},
      schedule: async () => {},
    };
    await createAuthService({
      database: t.database,
      config: t.config,
      clock: t.clock,
      jobs: noJobs,
      changes: createChangePublisher(t.database),
    }).setAdminPassword('root-admin', 'a long enough password');
    const login = await t.app.inject({
      method: 'POST',
      url: '/api-identity/identity/auth/adminlogin',
      payload: { username: 'root-admin', password: 'a long enough password' },
    });
    admin = login.json().token;
  });
  afterAll(async () => {
    await t?.close();
  });

  it('creates a vendor with its owner, domain and built-in roles; the owner then logs in to it', async () => {
    const res = await call('POST', VENDORS, admin, {
      slug: 'Narenj',
      name: 'رستوران نارنج دو',
      domain: 'Order.Narenj.ir',
      ownerPhone: '۰۹۳۵۱۱۱۲۲۳۳',
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({
      slug: 'narenj',
      name: 'رستوران نارنج دو',
      active: true,
      domains: ['order.narenj.ir'],
      ownerPhones: ['09351112233'],
    });
    const owner = await loginAs(t, '09351112233', { isBackOffice: true, host: 'order.narenj.ir' });
    const roles = await t.app.inject({
      method: 'GET',
      url: '/api-identity/identity/roles',
      headers: { hostdomain: 'narenj.sofreh.test', authorization: `Bearer ${owner}` },
    });
    expect(roles.json().totalCount).toBe(4);

    const list = (await call('GET', `${VENDORS}?Search=narenj`, admin)).json();
    expect(list.data.map((v: { slug: string }) => v.slug)).toEqual(['narenj']);
    // Also by a custom domain and by the owner's phone, typed in Persian digits.
    const byDomain = (await call('GET', `${VENDORS}?Search=order.narenj`, admin)).json();
    expect(byDomain.data.map((v: { slug: string }) => v.slug)).toEqual(['narenj']);
    const byPhone = (await call('GET', `${VENDORS}?Search=${encodeURIComponent('۱۱۱۲۲۳۳')}`, admin)).json();
    expect(byPhone.data.map((v: { slug: string }) => v.slug)).toEqual(['narenj']);
    expect((await call('GET', VENDORS, admin)).json().totalCount).toBe(2);
  });

  it('refuses a taken slug or domain and a bad phone beside the field, creating nothing', async () => {
    await call('POST', VENDORS, admin, { slug: 'kabab', name: 'کبابی', ownerPhone: '09351112244' });
    const slug = await call('POST', VENDORS, admin, {
      slug: 'kabab',
      name: 'دیگری',
      ownerPhone: '09351112255',
    });
    expect(slug.statusCode).toBe(409);
    expect(slug.json()).toMatchObject({ code: 'VENDOR_SLUG_EXISTS', errors: [{ field: 'slug' }] });
    const phone = await call('POST', VENDORS, admin, { slug: 'tazeh', name: 'تازه', ownerPhone: '123' });
    expect(phone.json()).toMatchObject({ code: 'INVALID_PHONE_NUMBER', errors: [{ field: 'ownerPhone' }] });
    const fields = await call('POST', VENDORS, admin, { slug: 'Not A Slug!', name: '', ownerPhone: '' });
    expect(fields.statusCode).toBe(400);
    expect(
      fields
        .json()
        .errors.map((e: { field: string }) => e.field)
        .sort(),
    ).toEqual(['name', 'ownerPhone', 'slug']);
    expect((await call('GET', `${VENDORS}?Search=tazeh`, admin)).json().totalCount).toBe(0);
  });

  it('switches a vendor off: its site and back office refuse service with a clear message', async () => {
    const created = (
      await call('POST', VENDORS, admin, { slug: 'khamoosh', name: 'خاموش', ownerPhone: '09351112266' })
    ).json();
    // Its customer menu, read twice: the second answer comes from the menu cache.
    const menu = () =>
      t.app.inject({
        method: 'GET',
        url: '/api-catalog/catalog/menucategories/site?sellChannel=WEBSITE',
        headers: { hostdomain: 'khamoosh.sofreh.test' },
      });
    expect((await menu()).statusCode).toBe(200);
    expect((await menu()).statusCode).toBe(200);
    const off = await call('PUT', `${VENDORS}/activate`, admin, { vendorId: created.id, active: false });
    expect(off.json()).toMatchObject({ id: created.id, active: false });

    const landing = await t.app.inject({
      method: 'GET',
      url: '/api-identity/identity/vendors/landing',
      headers: { hostdomain: 'khamoosh.sofreh.test' },
    });
    expect(landing.statusCode).toBe(403);
    expect(landing.json()).toMatchObject({ code: 'VENDOR_INACTIVE' });
    expect(landing.json().message).toMatch(/[آ-ی]/);
    const menuOff = await menu();
    expect(menuOff.statusCode).toBe(403);
    expect(menuOff.json()).toMatchObject({ code: 'VENDOR_INACTIVE' });
    const login = await t.app.inject({
      method: 'POST',
      url: '/api-identity/identity/auth/login',
      headers: { hostdomain: 'khamoosh.sofreh.test' },
      payload: { phoneNumber: '09351112266', isBackOffice: true },
    });
    expect(login.json().code).toBe('VENDOR_INACTIVE');

    const on = await call('PUT', `${VENDORS}/activate`, admin, { vendorId: created.id, active: true });
    expect(on.json().active).toBe(true);
    const missing = await call('PUT', `${VENDORS}/activate`, admin, {
      vendorId: crypto.randomUUID(),
      active: true,
    });
    expect(missing.statusCode).toBe(404);
  });

  it('is for administrators only', async () => {
    const owner = await loginAs(t, DEMO_OWNER_PHONE, { isBackOffice: true });
    const res = await t.app.inject({
      method: 'GET',
      url: VENDORS,
      headers: { hostdomain: 'demo.sofreh.test', authorization: `Bearer ${owner}` },
    });
    expect(res.statusCode).toBe(403);
    expect(res.json().code).toBe('FORBIDDEN_ERR');
  });
});
