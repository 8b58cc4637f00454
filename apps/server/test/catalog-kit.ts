import { DEMO_CUSTOMER_PHONE, DEMO_OWNER_PHONE } from '../src/demo/seed';
import { ensureVendor } from '../src/orchestrators/vendor-onboarding';
import { startTestApp, type TestApp } from './app';
import type { DbKind } from './database';
import { loginAs } from './login';

export const DEMO_HOST = 'demo.sofreh.test';
export const OTHER_HOST = 'kababi.sofreh.test';
const OTHER_OWNER_PHONE = '09350000099';

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
type CallOptions = { token?: string; payload?: object; host?: string; headers?: Record<string, string> };

/**
 * A test app for the catalog with three sessions: the demo vendor's owner, a customer of the demo
 * vendor, and the owner of a second vendor (on its own host). Login limits are raised and tokens
 * last an hour, since catalog tests log in more and move the clock around.
 */
export async function startCatalogTest(kind: DbKind) {
  const t = await startTestApp(kind, {
    OTP_PHONE_HOURLY_LIMIT: '1000',
    OTP_IP_HOURLY_LIMIT: '1000',
    ACCESS_TOKEN_TTL_SECONDS: '3600',
  });
  await ensureVendor(t.database.db, {
    slug: 'kababi',
    name: 'کبابی',
    owner: { phoneNumber: OTHER_OWNER_PHONE, firstName: 'رضا', lastName: 'محمدی' },
  });
  const sessions = {
    owner: () => loginAs(t, DEMO_OWNER_PHONE, { isBackOffice: true }),
    customer: () => loginAs(t, DEMO_CUSTOMER_PHONE),
    otherOwner: () => loginAs(t, OTHER_OWNER_PHONE, { isBackOffice: true, host: OTHER_HOST }),
  };
  return { t, sessions, api: catalogApi(t) };
}

/** Calls `/api-catalog/catalog<path>` on the demo vendor's host unless told otherwise. */
export function catalogApi(t: TestApp) {
  return (method: Method, path: string, options: CallOptions = {}) =>
    t.app.inject({
      method,
      url: `/api-catalog/catalog${path}`,
      ...(options.payload ? { payload: options.payload } : {}),
      headers: {
        hostdomain: options.host ?? DEMO_HOST,
        ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
        ...options.headers,
      },
    });
}

export type CatalogApi = ReturnType<typeof catalogApi>;

/** The vendor's catalog version as stored (0 when never written). */
export async function catalogVersionOf(t: TestApp, host = DEMO_HOST) {
  const slug = host.split('.')[0]!;
  const { rows } = await t.database.executeSql(
    'SELECT coalesce(max(c.version), 0)::int AS version FROM vendors v LEFT JOIN catalog_versions c ON c.vendor_id = v.id WHERE v.slug = $1',
    [slug],
  );
  return Number(rows[0]!.version);
}

/** Field names of a BAD_REQUEST body, in order. */
export function errorFields(body: { errors?: Array<{ field: string }> }) {
  return (body.errors ?? []).map((e) => e.field);
}

/** The three sessions of `startCatalogTest`, already logged in. */
export async function startWithSessions(kind: DbKind) {
  const kit = await startCatalogTest(kind);
  return {
    ...kit,
    owner: await kit.sessions.owner(),
    customer: await kit.sessions.customer(),
    otherOwner: await kit.sessions.otherOwner(),
  };
}

/** `call(method, url, token?, payload?, host?)` on any path, the demo vendor's host by default. */
export function caller(app: () => TestApp) {
  return (method: Method, url: string, token?: string, payload?: object, host = DEMO_HOST) =>
    app().app.inject({
      method,
      url,
      ...(payload ? { payload } : {}),
      headers: { hostdomain: host, ...(token ? { authorization: `Bearer ${token}` } : {}) },
    });
}
