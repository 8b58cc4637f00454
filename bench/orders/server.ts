// The servers under test, in their own process so that the load generator (run.ts) does not share
// their event loop: Sofreh on PostgreSQL or on a PGlite file database, as shipped — the default log
// level (info), every request's log line written to this process's stdout — plus, on PostgreSQL, a
// bare Fastify + pg endpoint doing one INSERT on the same database as the baseline. It makes what a
// realistic mix of orders needs (run.ts): a menu with a sauce, a delivery zone and the customer's
// address inside it, discount codes (many to spread orders over, one hot code with a large limit, one
// with a small limit). Sends run.ts `{ type: 'ready', … }` with what the load generator needs (IPC),
// then serves until SIGTERM.

import fs from 'node:fs';
import { Session } from 'node:inspector/promises';
import os from 'node:os';
import path from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import pg from 'pg';
import { buildApp } from '../../apps/server/src/app';
import { loadConfig } from '../../apps/server/src/config';
import { type Database, openPgliteDir, openPostgres } from '../../apps/server/src/db/database';
import { migrate } from '../../apps/server/src/db/migrate';
import type { SmsProvider } from '../../apps/server/src/integrations/sms/sms-provider';
import { ensureVendor } from '../../apps/server/src/orchestrators/vendor-onboarding';
import type { Clock } from '../../apps/server/src/platform/clock';

const kind = process.argv[2] === 'pglite' ? 'pglite' : 'postgres';

// What a request costs this process, asked for by run.ts around each measurement (IPC): CPU time,
// and on PostgreSQL the SQL statements sent (each one a round trip), by their first words.
const statements = new Map<string, number>();
/** Each text's name, worked out once: the counting must not add CPU of its own to what it measures. */
const names = new Map<string, string>();
function countStatement(text: string) {
  let key = names.get(text);
  if (key === undefined) {
    // The first words name the statement.
    key = text.slice(0, 200).replace(/\s+/g, ' ').trim().slice(0, 70);
    if (names.size < 10_000) names.set(text, key);
  }
  statements.set(key, (statements.get(key) ?? 0) + 1);
}

const databaseUrl = process.argv[3];

// A Wednesday at 13:00 in Tehran, always: the vendor is open and the lunch menu is on, whenever the
// benchmark runs.
const NOON: Clock = { now: () => new Date('2026-11-25T13:00:00+03:30') };
const HOST = 'bench.localhost';
const OWNER_PHONE = '09120000001';
const CUSTOMER_PHONE = '09120000002';
/** Codes the "spread" scenario picks from in turn, each with a limit the run never reaches. */
const SPREAD_CODES = 200;
const LARGE_LIMIT = 1_000_000;
/** The total limit of the code sent more often than it may be used. */
const SMALL_LIMIT = 500;

async function main() {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'sofreh-bench-orders-'));
  const config = loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    BASE_DOMAIN: 'localhost',
    DEFAULT_VENDOR: 'bench',
    JWT_SECRET: 'bench-secret-bench-secret-bench-secret-0123',
    ACCESS_TOKEN_TTL_SECONDS: '3600',
    OTP_RESEND_COOLDOWN_SECONDS: '0',
    ...(kind === 'postgres' ? { DATABASE_URL: databaseUrl } : {}),
  });
  const database: Database =
    kind === 'postgres'
      ? openPostgres(databaseUrl!, { onStatement: countStatement })
      : await openPgliteDir(config.DATA_DIR);
  await migrate(database);

  const codes = new Map<string, string>();
  const sms: SmsProvider = {
    name: 'bench',
    async sendOtp({ phoneNumber, code }) {
      codes.set(phoneNumber, code);
      return { provider: 'bench', messageId: phoneNumber };
    },
    async sendReadyNotice({ phoneNumber }) {
      return { provider: 'bench', messageId: `ready-${phoneNumber}` };
    },
  };
  await ensureVendor(database.db, {
    slug: 'bench',
    name: 'رستوران بنچ',
    owner: { phoneNumber: OWNER_PHONE, firstName: 'مالک', lastName: 'بنچ' },
    openingHours: (['SAT', 'SUN', 'MON', 'TUE', 'WED', 'THU', 'FRI'] as const).map((dayOfWeek) => ({
      dayOfWeek,
      startTime: '08:00',
      endTime: '00:00',
    })),
  });
  // The app as it ships: its default logger at the configured (default) level.
  const app = await buildApp({ config, database, clock: NOON, sms });
  await app.ready();

  const owner = await login(app, codes, OWNER_PHONE, true);
  const customer = await login(app, codes, CUSTOMER_PHONE, false);
  const menu = await seedMenu(app, owner);
  const discounts = await seedDiscountCodes(app, owner);
  const addressId = await seedDelivery(app, owner, customer);
  await app.listen({ port: 0, host: '127.0.0.1' });

  let bare: FastifyInstance | null = null;
  if (kind === 'postgres') bare = await startBareInsert(databaseUrl!);

  const ready: Ready = {
    appUrl: `http://127.0.0.1:${addressPort(app)}`,
    bareUrl: bare ? `http://127.0.0.1:${addressPort(bare)}` : null,
    headers: { hostdomain: HOST, authorization: `Bearer ${customer}`, 'content-type': 'application/json' },
    menu,
    addressId,
    discounts,
  };
  process.send?.({ type: 'ready', ready });
  serveStats(database);

  const stop = async () => {
    await app.close();
    await bare?.close();
    await database.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
    process.exit(0);
  };
  process.on('SIGTERM', () => void stop());
  process.on('SIGINT', () => void stop());
}

/** What run.ts needs to make orders: the app, the baseline, the menu, the address, the codes. */
export type Ready = {
  appUrl: string;
  bareUrl: string | null;
  headers: Record<string, string>;
  menu: { koobideh: string; joojeh: string; dough: string; garlic: string };
  /** The customer's saved address, inside the vendor's delivery zone. */
  addressId: string;
  discounts: { spread: string[]; hot: string; limited: { code: string; limit: number } };
};

export type StatsReport = {
  type: 'stats';
  /** CPU time of this process so far, in microseconds, and the part of it spent in user mode. */
  cpuMicros: number;
  userMicros: number;
  /** Statements sent to PostgreSQL so far, by their first words (none counted on PGlite). */
  statements: Record<string, number>;
};

/**
 * Answers run.ts's IPC messages: 'stats' → a StatsReport; 'profile-start' / 'profile-stop <file>'
 * → a V8 CPU profile of exactly the measurement between them, written to <file> (.cpuprofile);
 * 'analyze' → the database's statistics brought up to date (decision 0030).
 */
function serveStats(database: Database) {
  let session: Session | null = null;
  process.on('message', async (message: string) => {
    if (message === 'stats') {
      const { user, system } = process.cpuUsage();
      const report: StatsReport = {
        type: 'stats',
        cpuMicros: user + system,
        userMicros: user,
        statements: Object.fromEntries(statements),
      };
      process.send?.(report);
    } else if (message === 'analyze') {
      await database.executeSql('ANALYZE');
      process.send?.({ type: 'analyzed' });
    } else if (message === 'profile-start') {
      session = new Session();
      session.connect();
      await session.post('Profiler.enable');
      await session.post('Profiler.setSamplingInterval', { interval: 200 });
      await session.post('Profiler.start');
      process.send?.({ type: 'profile-started' });
    } else if (message.startsWith('profile-stop ') && session) {
      const { profile } = await session.post('Profiler.stop');
      fs.writeFileSync(message.slice('profile-stop '.length), JSON.stringify(profile));
      session.disconnect();
      session = null;
      process.send?.({ type: 'profile-stopped' });
    }
  });
}

function addressPort(server: FastifyInstance): number {
  const address = server.server.address();
  if (!address || typeof address === 'string') throw new Error('server is not listening on a port');
  return address.port;
}

async function login(
  app: FastifyInstance,
  codes: Map<string, string>,
  phoneNumber: string,
  isBackOffice: boolean,
): Promise<string> {
  const headers = { hostdomain: HOST };
  const started = await app.inject({
    method: 'POST',
    url: '/api-identity/identity/auth/login',
    headers,
    payload: { phoneNumber, ...(isBackOffice ? { isBackOffice } : {}) },
  });
  if (started.statusCode !== 200) throw new Error(`login ${phoneNumber}: ${started.body}`);
  const { userId, isRegistered } = started.json();
  // The code goes out through a background job.
  const deadline = Date.now() + 15_000;
  while (!codes.has(phoneNumber) && Date.now() < deadline) await new Promise((r) => setTimeout(r, 25));
  const otp = codes.get(phoneNumber);
  codes.delete(phoneNumber);
  if (!otp) throw new Error(`no code for ${phoneNumber}`);
  const verified = await app.inject({
    method: 'POST',
    url: '/api-identity/identity/auth/verify',
    headers,
    payload: { userId, otp, ...(isRegistered ? {} : { firstName: 'مشتری', lastName: 'بنچ' }) },
  });
  if (verified.statusCode !== 200) throw new Error(`verify ${phoneNumber}: ${verified.body}`);
  return verified.json().token;
}

/** A menu of 40 dishes in 4 categories with a sauce category, one lunch shift, made through the API. */
async function seedMenu(app: FastifyInstance, token: string) {
  const post = async (url: string, payload: object): Promise<string> => {
    const res = await app.inject({
      method: 'POST',
      url: `/api-catalog/catalog${url}`,
      headers: { hostdomain: HOST, authorization: `Bearer ${token}` },
      payload,
    });
    if (res.statusCode !== 201) throw new Error(`${url}: ${res.body}`);
    return res.json().id;
  };
  const lunch = await post('/foodshifts', {
    title: 'ناهار',
    windows: (['SAT', 'SUN', 'MON', 'TUE', 'WED', 'THU', 'FRI'] as const).map((dayOfWeek) => ({
      dayOfWeek,
      startTime: '11:00',
      endTime: '16:00',
    })),
  });
  const sauces = await post('/toppingcategory', { title: 'سس‌ها' });
  const garlic = await post('/topping', { toppingCategoryId: sauces, title: 'سس سیر', price: 20_000 });
  await post('/topping', { toppingCategoryId: sauces, title: 'سس تند', price: 15_000 });
  const ids: Record<string, string> = { garlic };
  for (const [c, title] of ['کباب', 'خورش', 'پیش‌غذا', 'نوشیدنی'].entries()) {
    const category = await post('/menucategories', { title, sellChannels: ['WEBSITE', 'QR', 'SALON'] });
    for (let i = 0; i < 10; i++) {
      const id = await post('/menuitems', {
        categoryId: category,
        title: `${title} ${i + 1}`,
        price: 100_000 + 10_000 * i,
        packagingCost: 5_000,
        withTax: c < 2,
        ...(c === 0 && i === 0
          ? { toppingCategories: [{ toppingCategoryId: sauces, minSelect: 1, maxSelect: 2 }] }
          : {}),
        ...(c === 0 && i === 1 ? { foodShiftIds: [lunch] } : {}),
      });
      if (c === 0 && i === 0) ids.koobideh = id;
      if (c === 0 && i === 1) ids.joojeh = id;
      if (c === 3 && i === 0) ids.dough = id;
    }
  }
  return ids as { koobideh: string; joojeh: string; dough: string; garlic: string };
}

/**
 * A money code per order, so that a use is counted in each order's transaction: SPREAD_CODES codes
 * with a large limit, one hot code with the same large limit (a limit, so the limit is checked), and
 * one with SMALL_LIMIT uses. No per-customer limit: the benchmark has one customer.
 */
async function seedDiscountCodes(app: FastifyInstance, token: string) {
  const create = async (code: string, usageLimit: number) => {
    const res = await app.inject({
      method: 'POST',
      url: '/api-identity/identity/discountcodes',
      headers: { hostdomain: HOST, authorization: `Bearer ${token}` },
      payload: { code, type: 'MONEY', value: 10_000, usageLimit },
    });
    if (res.statusCode !== 201) throw new Error(`discount code ${code}: ${res.body}`);
    return code;
  };
  const spread: string[] = [];
  for (let i = 1; i <= SPREAD_CODES; i++) {
    spread.push(await create(`SPREAD${String(i).padStart(3, '0')}`, LARGE_LIMIT));
  }
  return {
    spread,
    hot: await create('HOT', LARGE_LIMIT),
    limited: { code: await create('LIMITED', SMALL_LIMIT), limit: SMALL_LIMIT },
  };
}

/** A delivery zone around Vanak (35,000 a delivery) and the customer's address inside it. */
async function seedDelivery(app: FastifyInstance, owner: string, customer: string): Promise<string> {
  const zone = await app.inject({
    method: 'POST',
    url: '/api-delivery/v1/delivery-zones',
    headers: { hostdomain: HOST, authorization: `Bearer ${owner}` },
    payload: {
      vendorsProperName: 'ونک',
      price: 35_000,
      polygon: [
        [35.764, 51.398],
        [35.764, 51.423],
        [35.749, 51.423],
        [35.749, 51.398],
      ],
    },
  });
  if (zone.statusCode !== 201) throw new Error(`delivery zone: ${zone.body}`);
  const address = await app.inject({
    method: 'POST',
    url: '/api-identity/identity/address',
    headers: { hostdomain: HOST, authorization: `Bearer ${customer}` },
    payload: {
      title: 'خانه',
      text: 'ونک، خیابان ملاصدرا، کوچه یاس، پلاک ۴',
      latitude: 35.758,
      longitude: 51.407,
    },
  });
  if (address.statusCode !== 201) throw new Error(`address: ${address.body}`);
  return address.json().id;
}

/** The baseline: one INSERT per request through a pg pool of the app's size, nothing else. */
async function startBareInsert(url: string) {
  const pool = new pg.Pool({ connectionString: url, max: 10 });
  await pool.query(
    'CREATE TABLE IF NOT EXISTS bench_bare (id bigserial PRIMARY KEY, payload jsonb NOT NULL)',
  );
  const bare = Fastify({ logger: false });
  bare.post('/insert', async (request) => {
    const { rows } = await pool.query('INSERT INTO bench_bare (payload) VALUES ($1) RETURNING id', [
      request.body,
    ]);
    return { id: rows[0].id };
  });
  bare.addHook('onClose', () => pool.end());
  await bare.listen({ port: 0, host: '127.0.0.1' });
  return bare;
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
