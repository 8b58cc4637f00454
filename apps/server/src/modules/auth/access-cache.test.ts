import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSecondInstance, startTestApp, type TestApp } from '../../../test/app';
import { DB_KINDS } from '../../../test/database';
import { eventually } from '../../../test/eventually';
import { loginAs, loginForTokens } from '../../../test/login';
import { unreliableListener } from '../../../test/unreliable-listener';
import { buildApp } from '../../app';
import { DEMO_CUSTOMER_PHONE, DEMO_OWNER_PHONE } from '../../demo/seed';
import { DEMO_ADMIN_PASSWORD, DEMO_ADMIN_USERNAME, seedDemoAdmin } from '../../demo/seed-admin';
import { ensureVendor } from '../../orchestrators/vendor-onboarding';
import { ACCESS_CACHE_MAX_AGE_MS } from './access-cache';

const IDENTITY = '/api-identity/identity';
const DEMO_HOST = 'demo.sofreh.test';
type App = TestApp['app'];
type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

// Decision 0027: every instance keeps the access of the sessions it has seen. These tests warm both
// instances' caches first, then change what the access check reads through the API (on one instance
// or the other) and check that the change applies on the very next request: on the instance that
// wrote at once, on the other one as soon as the announcement reaches it — at once on PGlite (one
// process), over PostgreSQL's LISTEN connection a few milliseconds later.
describe.each(DB_KINDS)('revocation with the session access cache on %s', (kind) => {
  let t: TestApp;
  let second: Awaited<ReturnType<typeof startSecondInstance>>;
  let owner: string;
  let nextPhone = 0;
  const newPhone = () => `0915222${String(1000 + nextPhone++).slice(1)}${kind === 'pglite' ? 1 : 2}`;

  beforeAll(async () => {
    t = await startTestApp(kind, {
      OTP_PHONE_HOURLY_LIMIT: '1000',
      OTP_IP_HOURLY_LIMIT: '1000',
      ACCESS_TOKEN_TTL_SECONDS: '3600',
    });
    second = await startSecondInstance(t);
    owner = await loginAs(t, DEMO_OWNER_PHONE, { isBackOffice: true });
  });
  afterAll(async () => {
    await second?.close();
    await t?.close();
  });

  const call = (app: App, method: Method, path: string, token: string, payload?: object) =>
    app.inject({
      method,
      url: `${IDENTITY}${path}`,
      headers: { hostdomain: DEMO_HOST, authorization: `Bearer ${token}` },
      ...(payload ? { payload } : {}),
    });
  const status = async (response: Promise<LightMyRequestResponse>) => (await response).statusCode;
  const me = (app: App, token: string) => status(call(app, 'GET', '/auth/me', token));
  const permissions = async (app: App, token: string): Promise<string[]> => {
    const res = await call(app, 'GET', '/permissions/me', token);
    expect(res.statusCode, res.body).toBe(200);
    return res.json().permissions;
  };

  /** `check` holds on `app` now, with no wait: `app` made the change, or is told in-process (PGlite). */
  async function now(check: () => Promise<boolean>) {
    expect(await check()).toBe(true);
  }
  /** `check` holds on the instance that did not make the change once the announcement reached it. */
  async function onceAnnounced(check: () => Promise<boolean>, what: string) {
    if (kind === 'pglite') await now(check);
    else await eventually(check, what);
  }

  async function newStaff(rolePermissions: string[]) {
    const roleName = `نقش ${newPhone()}`;
    const role = await call(t.app, 'POST', '/roles', owner, { name: roleName, permissions: rolePermissions });
    expect(role.statusCode, role.body).toBe(201);
    const phoneNumber = newPhone();
    const added = await call(t.app, 'POST', '/users/addstaff', owner, {
      phoneNumber,
      firstName: 'نگار',
      lastName: 'صدری',
      roleId: role.json().id,
    });
    expect(added.statusCode, added.body).toBe(201);
    const token = await loginAs(t, phoneNumber, { isBackOffice: true });
    return {
      token,
      userId: added.json().id as string,
      roleId: role.json().id as string,
      roleName,
      phoneNumber,
    };
  }

  it('logout ends the session on the next request of both instances', async () => {
    const token = await loginAs(t, newPhone());
    expect(await me(t.app, token)).toBe(200);
    expect(await me(second.app, token)).toBe(200);

    expect(await status(call(second.app, 'DELETE', '/auth/logout', token))).toBe(204);
    await now(async () => (await me(second.app, token)) === 401);
    await onceAnnounced(async () => (await me(t.app, token)) === 401, 'the first instance refuses');
  });

  it('a replayed refresh token ends the session on both instances', async () => {
    const first = await loginForTokens(t, newPhone());
    const refresh = (app: App, refreshToken: string) =>
      app.inject({ method: 'POST', url: `${IDENTITY}/auth/refreshtoken`, payload: { refreshToken } });
    const renewed = await refresh(t.app, first.refreshToken);
    expect(renewed.statusCode, renewed.body).toBe(200);
    const { token } = renewed.json();
    expect(await me(t.app, token)).toBe(200);
    expect(await me(second.app, token)).toBe(200);

    expect((await refresh(t.app, first.refreshToken)).statusCode).toBe(401);
    await now(async () => (await me(t.app, token)) === 401);
    await onceAnnounced(async () => (await me(second.app, token)) === 401, 'the second instance refuses');
  });

  it('a removed staff member is refused on the next request of both instances', async () => {
    const staff = await newStaff(['ORDERS_VIEW']);
    expect(await permissions(t.app, staff.token)).toEqual(['ORDERS_VIEW']);
    expect(await permissions(second.app, staff.token)).toEqual(['ORDERS_VIEW']);

    const removed = await call(t.app, 'DELETE', '/users/removestaff', owner, { userId: staff.userId });
    expect(removed.statusCode, removed.body).toBe(204);
    await now(async () => (await me(t.app, staff.token)) === 401);
    await onceAnnounced(async () => (await me(second.app, staff.token)) === 401, 'the second refuses');
  });

  it('a staff member given another role has its permissions on the next request of both instances', async () => {
    const staff = await newStaff(['MENU_VIEW']);
    const other = await call(t.app, 'POST', '/roles', owner, {
      name: 'صندوق عصر',
      permissions: ['CUSTOMERS_VIEW'],
    });
    expect(await permissions(t.app, staff.token)).toEqual(['MENU_VIEW']);
    expect(await permissions(second.app, staff.token)).toEqual(['MENU_VIEW']);

    const changed = await call(second.app, 'POST', '/users/updatestaffrole', owner, {
      userId: staff.userId,
      roleId: other.json().id,
    });
    expect(changed.statusCode, changed.body).toBe(200);
    const hasOnlyCustomers = async (app: App) =>
      (await permissions(app, staff.token)).join() === 'CUSTOMERS_VIEW';
    await now(() => hasOnlyCustomers(second.app));
    await onceAnnounced(() => hasOnlyCustomers(t.app), 'the first instance has the new role');
  });

  it('a role’s permissions, replaced, added to or edited, apply on the next request of both instances', async () => {
    const staff = await newStaff(['ORDERS_VIEW', 'MENU_VIEW']);
    expect(await permissions(t.app, staff.token)).toEqual(['ORDERS_VIEW', 'MENU_VIEW']);
    expect(await permissions(second.app, staff.token)).toEqual(['ORDERS_VIEW', 'MENU_VIEW']);
    // A route needing the permission taken away: allowed before, refused after.
    const menuRoute = (app: App) =>
      status(
        app.inject({
          method: 'GET',
          url: '/api-catalog/catalog/menucategories',
          headers: { hostdomain: DEMO_HOST, authorization: `Bearer ${staff.token}` },
        }),
      );
    expect(await menuRoute(t.app)).toBe(200);
    expect(await menuRoute(second.app)).toBe(200);

    const has = (app: App, expected: string[]) => async () =>
      (await permissions(app, staff.token)).join() === expected.join();
    const replaced = await call(t.app, 'PUT', '/permissions', owner, {
      roleId: staff.roleId,
      permissions: ['ORDERS_VIEW'],
    });
    expect(replaced.statusCode, replaced.body).toBe(200);
    await now(async () => (await menuRoute(t.app)) === 403);
    await onceAnnounced(async () => (await menuRoute(second.app)) === 403, 'the second refuses the menu');

    const added = await call(second.app, 'POST', '/permissions', owner, {
      roleId: staff.roleId,
      permissions: ['CUSTOMERS_VIEW'],
    });
    expect(added.statusCode, added.body).toBe(200);
    await now(has(second.app, ['ORDERS_VIEW', 'CUSTOMERS_VIEW']));
    await onceAnnounced(has(t.app, ['ORDERS_VIEW', 'CUSTOMERS_VIEW']), 'the first has the added permission');

    const edited = await call(t.app, 'PUT', '/roles', owner, {
      id: staff.roleId,
      name: staff.roleName,
      permissions: ['MENU_VIEW'],
    });
    expect(edited.statusCode, edited.body).toBe(200);
    await now(has(t.app, ['MENU_VIEW']));
    await onceAnnounced(has(second.app, ['MENU_VIEW']), 'the second has the edited role');
  });

  it('a vendor switched off refuses its sessions on the next request of both instances', async () => {
    await seedDemoAdmin(t.database.db);
    const adminLogin = await t.app.inject({
      method: 'POST',
      url: `${IDENTITY}/auth/adminlogin`,
      payload: { username: DEMO_ADMIN_USERNAME, password: DEMO_ADMIN_PASSWORD },
    });
    const admin = adminLogin.json().token;
    const customer = await loginAs(t, DEMO_CUSTOMER_PHONE);
    for (const app of [t.app, second.app]) {
      expect(await me(app, customer)).toBe(200);
      expect(await me(app, owner)).toBe(200);
    }
    const activate = (active: boolean) =>
      t.app.inject({
        method: 'PUT',
        url: `${IDENTITY}/vendors/activate`,
        headers: { authorization: `Bearer ${admin}` },
        payload: { vendorId: t.demo.vendor.id, active },
      });
    const code = async (app: App, token: string) => (await call(app, 'GET', '/auth/me', token)).json().code;
    try {
      expect((await activate(false)).statusCode).toBe(200);
      await now(async () => (await code(t.app, customer)) === 'VENDOR_INACTIVE');
      await now(async () => (await code(t.app, owner)) === 'VENDOR_INACTIVE');
      await onceAnnounced(
        async () => (await code(second.app, owner)) === 'VENDOR_INACTIVE',
        'the second instance refuses the switched-off vendor',
      );
    } finally {
      expect((await activate(true)).statusCode).toBe(200);
    }
    await now(async () => (await me(t.app, owner)) === 200);
    await onceAnnounced(async () => (await me(second.app, customer)) === 200, 'the second serves it again');
  });

  it('a staff member made owner by onboarding (the CLI) loses the staff session on both instances', async () => {
    const staff = await newStaff(['ORDERS_VIEW']);
    expect(await me(t.app, staff.token)).toBe(200);
    expect(await me(second.app, staff.token)).toBe(200);

    // The CLI holds no change feed: its NOTIFY reaches both servers through their LISTEN.
    await ensureVendor(t.database.db, {
      slug: 'demo',
      name: t.demo.vendor.name,
      owner: { phoneNumber: staff.phoneNumber },
    });
    await onceAnnounced(async () => (await me(t.app, staff.token)) === 401, 'the first refuses');
    await onceAnnounced(async () => (await me(second.app, staff.token)) === 401, 'the second refuses');
    // As an owner they log in afresh.
    const asOwner = await loginAs(t, staff.phoneNumber, { isBackOffice: true });
    expect((await permissions(t.app, asOwner)).length).toBeGreaterThan(10);
  });

  it('trusts nothing it keeps while its LISTEN connection is down, and bounds what it keeps by age', async () => {
    // A third instance whose LISTEN connection the test can cut.
    const { database, control } = unreliableListener(t.database.secondHandle());
    const logLines: string[] = [];
    const third = await buildApp({
      config: t.config,
      database,
      clock: t.clock,
      sms: t.sms.provider,
      logStream: { write: (line) => logLines.push(line) },
    });
    await third.ready();
    const revokeUnannounced = (token: string) => {
      const sessionId = JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString()).sid;
      // Straight into the database, as no writer of the application may: nobody is told.
      return t.database.executeSql('UPDATE sessions SET revoked_at = now() WHERE id = $1', [sessionId]);
    };
    try {
      const kept = await loginAs(t, newPhone());
      expect(await me(third, kept)).toBe(200);
      await revokeUnannounced(kept);
      // Kept: the access check did not read the database (what every announcement is for).
      expect(await me(third, kept)).toBe(200);

      control.failOpens = 1_000_000;
      control.drop();
      // Down: what was kept is dropped and every request reads the database.
      expect(await me(third, kept)).toBe(401);
      const whileDown = await loginAs(t, newPhone());
      expect(await me(third, whileDown)).toBe(200);
      await revokeUnannounced(whileDown);
      expect(await me(third, whileDown)).toBe(401);

      control.failOpens = 0;
      await eventually(
        () => logLines.some((line) => line.includes('LISTEN connection back')),
        'the LISTEN connection comes back',
      );
      const afterwards = await loginAs(t, newPhone());
      expect(await me(third, afterwards)).toBe(200);
      await revokeUnannounced(afterwards);
      expect(await me(third, afterwards)).toBe(200);
      // The safety bound: past its maximum age a kept access is read again.
      t.clock.advance(ACCESS_CACHE_MAX_AGE_MS);
      expect(await me(third, afterwards)).toBe(401);
    } finally {
      await third.close();
      await database.close();
    }
  });
});
