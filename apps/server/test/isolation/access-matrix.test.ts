import crypto from 'node:crypto';
import { ALL_PERMISSIONS, type TPermission } from '@sofreh/domain';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerAccessControl } from '../../src/modules/auth/auth.guard';
import type { AuthService } from '../../src/modules/auth/auth.service';
import type { RouteAccess } from '../../src/platform/context';
import type { TestApp } from '../app';
import { DEMO_HOST, OTHER_HOST } from '../catalog-kit';
import { ONE_KIND } from '../database';
import { startOrdersTest } from '../orders-kit';
import { loginAsStaff } from '../staff';

/**
 * The routes anyone may call without a staff permission. A new route marked 'public' or
 * 'authenticated' fails this test until it is added here, so opening a route is always a decision
 * someone reviewed, never an accident.
 */
const OPEN_ROUTES = [
  'GET /api/health',
  'POST /api-identity/identity/auth/login',
  'POST /api-identity/identity/auth/verify',
  'POST /api-identity/identity/auth/refreshtoken',
  'DELETE /api-identity/identity/auth/logout',
  'GET /api-identity/identity/auth/me',
  'PUT /api-identity/identity/auth/me',
  'POST /api-identity/identity/auth/adminlogin',
  'POST /api-identity/identity/bikers/login',
  'POST /api-identity/identity/bikers/verify',
  'GET /api-identity/identity/permissions/me',
  'GET /api-identity/identity/vendors/landing',
  'GET /api-identity/identity/availabilitytime',
  'GET /api-catalog/catalog/menucategories/site',
  'GET /api-delivery/v1/covered-areas',
  'GET /api/config',
  'GET /api/bankconfiguration',
  'GET /api-identity/identity/discountcodes/available',
  'GET /api/orders/:id',
  // The owner customer or the vendor's staff with ORDERS_VIEW: checked in the service (decision 0016).
  'GET /api/orders/:id/transactions',
  // The gateway's callback, reached by the customer's browser; it only triggers a server-side verify.
  'GET /api/transactions/verify',
  // The caller-ID box: no user session, it proves itself with its line's device key in a header
  // (checked in the service, 401 without a valid one; rate-limited per IP; decision 0024).
  'POST /api/callerid/calls',
];

const key = (route: Pick<RouteAccess, 'method' | 'url'>) => `${route.method} ${route.url}`;
/** A concrete URL for a route pattern: every path parameter a fresh id. */
const concrete = (url: string, id: string = crypto.randomUUID()) =>
  url.replace(/:[A-Za-z]+/g, id).replace('*', 'x');
const permissionOf = (route: RouteAccess) =>
  typeof route.access === 'object' ? route.access.permission : null;

describe('the access convention', () => {
  it('refuses to start with an API route that declares no access', async () => {
    const app = Fastify();
    registerAccessControl(app, { auth: {} as AuthService, resolveVendor: async () => null });
    expect(() => app.get('/api/forgotten', async () => 'open by accident')).toThrow(
      'must declare config.access',
    );
    await app.close();
  });
});

describe.each(ONE_KIND)('route × permission matrix on %s', (kind) => {
  let t: TestApp;
  let owner: string;
  let customer: string;
  let otherOwner: string;
  let secondCustomer: string;
  let kit: Awaited<ReturnType<typeof startOrdersTest>>;
  let routes: RouteAccess[];

  const inject = (route: RouteAccess, token: string | null, host = DEMO_HOST, url = concrete(route.url)) =>
    t.app.inject({
      method: route.method as 'GET',
      url,
      ...(route.method === 'GET' || route.method === 'DELETE' ? {} : { payload: {} }),
      headers: { hostdomain: host, ...(token ? { authorization: `Bearer ${token}` } : {}) },
    });

  beforeAll(async () => {
    // The demo vendor with a small menu made through the API, and sessions of both vendors.
    kit = await startOrdersTest(kind);
    t = kit.t;
    ({ owner, customer, otherOwner, secondCustomer } = kit.sessions);
    routes = t.app.routeAccess;
    const note = await kit.call('POST', '/api-identity/identity/defaultdescription', {
      token: owner,
      payload: { text: 'بدون پیاز' },
    });
    expect(note.statusCode).toBe(201);
  });
  afterAll(async () => {
    await t?.close();
  });

  it('answers a customer asking for another customer’s address or order by id with 404, changing nothing', async () => {
    const address = await kit.call('POST', '/api-identity/identity/address', {
      token: customer,
      payload: {
        title: 'خانه',
        text: 'ونک، خیابان ملاصدرا، کوچه شیراز',
        latitude: 35.7575,
        longitude: 51.4098,
      },
    });
    expect(address.statusCode, address.body).toBe(201);
    const order = await kit.call('POST', '/api/orders', {
      token: customer,
      payload: {
        deliveryType: 'PICKUP',
        source: 'WEBSITE',
        paymentMethod: 'CASH',
        items: [{ menuItemId: kit.menu.dough, count: 1, toppings: [] }],
      },
      headers: { 'idempotency-key': crypto.randomUUID() },
    });
    expect(order.statusCode, order.body).toBe(201);
    const ids = [address.json().id as string, order.json().id as string];

    const vendorId = t.demo.vendor.id;
    const tables = await vendorTables(t);
    const before = await fingerprint(t, vendorId, tables);
    const byId = routes.filter(
      (r) => r.url.includes('/:') && (r.access === 'customer' || r.access === 'authenticated'),
    );
    expect(byId.length).toBeGreaterThan(3);
    for (const route of byId) {
      for (const id of ids) {
        const res = await inject(route, secondCustomer, DEMO_HOST, concrete(route.url, id));
        const expected = route.hasInput ? [400, 404] : [404];
        expect(expected, `${key(route)} with ${id}: ${res.body}`).toContain(res.statusCode);
      }
    }
    // The owner of both still reads them.
    const own = await inject(
      routes.find((r) => r.url === '/api/orders/:id')!,
      customer,
      DEMO_HOST,
      `/api/orders/${ids[1]}`,
    );
    expect(own.statusCode).toBe(200);
    expect(await fingerprint(t, vendorId, tables)).toEqual(before);
  });

  it('knows every API route, each with a declared access, open ones only from the reviewed list', () => {
    expect(routes.length).toBeGreaterThan(100);
    for (const route of routes) {
      const permission = permissionOf(route);
      if (permission) expect(ALL_PERMISSIONS, key(route)).toContain(permission);
      else
        expect(['public', 'authenticated', 'customer', 'staff', 'admin'], key(route)).toContain(route.access);
    }
    const open = routes.filter((r) => r.access === 'public' || r.access === 'authenticated').map(key);
    expect(open.sort()).toEqual([...OPEN_ROUTES].sort());
  });

  it('answers every non-public route without a token with 401', async () => {
    for (const route of routes.filter((r) => r.access !== 'public')) {
      const res = await inject(route, null, route.tenant === 'none' ? 'localhost' : DEMO_HOST);
      expect(res.statusCode, key(route)).toBe(401);
      expect(res.json().code, key(route)).toBe('AUTH_HEADER_MISSING_ERR');
    }
  });

  it('refuses every permission route to staff whose role lacks exactly that permission', async () => {
    const byPermission = new Map<TPermission, RouteAccess[]>();
    for (const route of routes) {
      const permission = permissionOf(route);
      if (permission) byPermission.set(permission, [...(byPermission.get(permission) ?? []), route]);
    }
    expect(byPermission.size).toBeGreaterThan(5);
    let phone = 9170000000;
    for (const [permission, guarded] of byPermission) {
      // Everything but the one permission: the refusal can only come from that one.
      const token = await loginAsStaff(
        t,
        `0${phone++}`,
        ALL_PERMISSIONS.filter((p) => p !== permission),
      );
      for (const route of guarded) {
        const res = await inject(route, token);
        expect(res.statusCode, `${key(route)} without ${permission}`).toBe(403);
        expect(res.json().code, key(route)).toBe('ACCESS_DENIED_ERR');
      }
    }
  });

  it('refuses staff routes to customers, customer routes to staff and admin routes to both', async () => {
    for (const route of routes) {
      const permission = permissionOf(route);
      if (permission || route.access === 'staff') {
        const res = await inject(route, customer);
        expect(res.statusCode, key(route)).toBe(403);
        expect(res.json().code, key(route)).toBe('ACCESS_DENIED_ERR');
      } else if (route.access === 'customer') {
        const res = await inject(route, owner);
        expect(res.statusCode, key(route)).toBe(403);
        expect(res.json().code, key(route)).toBe('FORBIDDEN_ERR');
      } else if (route.access === 'admin') {
        for (const token of [owner, customer]) {
          const res = await inject(route, token);
          expect(res.statusCode, key(route)).toBe(403);
          expect(res.json().code, key(route)).toBe('FORBIDDEN_ERR');
        }
      }
    }
  });

  it('refuses a vendor’s token on another vendor’s host on every non-public route', async () => {
    for (const route of routes.filter((r) => r.access !== 'public' && r.tenant === 'required')) {
      for (const [token, host] of [
        [owner, OTHER_HOST],
        [customer, OTHER_HOST],
        [otherOwner, DEMO_HOST],
      ] as const) {
        const res = await inject(route, token, host);
        expect(res.statusCode, `${key(route)} on ${host}`).toBe(403);
        expect(res.json().code, key(route)).toBe('FORBIDDEN_ERR');
      }
    }
  });

  it('answers another vendor’s staff asking for this vendor’s objects by id with 404, changing nothing', async () => {
    const vendorId = t.demo.vendor.id;
    const tables = await vendorTables(t);
    // One object of every kind the demo vendor owns (menu, toppings, shifts, printers, roles, people…).
    const ids = new Set<string>();
    for (const table of tables) {
      const { rows } = await t.database.executeSql(
        `SELECT id::text AS id FROM ${table.name} WHERE vendor_id = $1 ORDER BY id LIMIT 1`,
        [vendorId],
      );
      if (rows[0]) ids.add(String(rows[0].id));
    }
    const { rows: people } = await t.database.executeSql(
      'SELECT user_id::text AS id FROM vendor_members WHERE vendor_id = $1 LIMIT 1',
      [vendorId],
    );
    ids.add(String(people[0]!.id));
    // Customers are named by their user id (/identity/customers/:id/…).
    const { rows: customers } = await t.database.executeSql(
      'SELECT user_id::text AS id FROM vendor_customers WHERE vendor_id = $1 LIMIT 1',
      [vendorId],
    );
    ids.add(String(customers[0]!.id));
    expect(ids.size).toBeGreaterThan(8);

    const before = await fingerprint(t, vendorId, tables);
    const byId = routes.filter(
      (r) => r.url.includes('/:') && (permissionOf(r) || r.access === 'staff') && r.tenant === 'required',
    );
    expect(byId.length).toBeGreaterThan(15);
    for (const route of byId) {
      for (const id of ids) {
        const res = await inject(route, otherOwner, OTHER_HOST, concrete(route.url, id));
        const expected = route.hasInput ? [400, 404] : [404];
        expect(expected, `${key(route)} with ${id}: ${res.body}`).toContain(res.statusCode);
      }
    }
    expect(await fingerprint(t, vendorId, tables)).toEqual(before);
    // Some 2,000 requests: room for a busy machine (a budget, not a measure).
  }, 120_000);
});

/** Every table carrying vendor_id and an id column. */
async function vendorTables(t: TestApp) {
  const { rows } = await t.database.executeSql(
    `SELECT c.table_name AS name FROM information_schema.columns c
      JOIN information_schema.columns i ON i.table_schema = c.table_schema AND i.table_name = c.table_name AND i.column_name = 'id'
     WHERE c.table_schema = 'public' AND c.column_name = 'vendor_id' ORDER BY c.table_name`,
  );
  return rows.map((r) => ({ name: String(r.name) }));
}

/** A digest of every row the vendor owns, table by table. */
async function fingerprint(t: TestApp, vendorId: string, tables: Array<{ name: string }>) {
  const digest: Record<string, string> = {};
  for (const table of tables) {
    const { rows } = await t.database.executeSql(
      `SELECT md5(coalesce(string_agg(x::text, '|' ORDER BY x::text), '')) AS d FROM ${table.name} x WHERE vendor_id = $1`,
      [vendorId],
    );
    digest[table.name] = String(rows[0]!.d);
  }
  return digest;
}
