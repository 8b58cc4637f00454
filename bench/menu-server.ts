/**
 * The server side of `bench/menu` (see menu.ts), run in a child process so that the load generator
 * does not share its event loop: creates a throw-away database (PostgreSQL or PGlite), seeds a vendor
 * with 20 categories, 200 items and 60 toppings, and serves
 * - the real app (cached customer menu),
 * - the same app with MENU_CACHE_MB=0 (every read goes to the database),
 * - a plain Fastify server answering fixed Buffers: the app's answer to each kind of request of the
 *   mix (menu-protocol.ts), its bytes and headers.
 * The apps log as they ship (LOG_LEVEL info, one JSON line per request to stdout: menu.ts points it
 * at /dev/null). Reports the ports to the parent, and on "stop" closes everything and drops the
 * database.
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import { Session } from 'node:inspector/promises';
import os from 'node:os';
import path from 'node:path';
import {
  type TSellChannel,
  ZCreateFoodShiftRequest,
  ZCreateMenuCategoryRequest,
  ZCreateMenuItemRequest,
  ZCreateToppingCategoryRequest,
  ZCreateToppingRequest,
} from '@sofreh/domain';
import Fastify, { type FastifyInstance } from 'fastify';
import pg from 'pg';
import { buildApp } from '../apps/server/src/app';
import type { Database } from '../apps/server/src/db/database';
import { openDatabase } from '../apps/server/src/db/open';
import { createFoodShiftsService } from '../apps/server/src/modules/catalog/food-shifts.service';
import { createMenuCategoriesService } from '../apps/server/src/modules/catalog/menu-categories.service';
import { createMenuItemsService } from '../apps/server/src/modules/catalog/menu-items.service';
import { createToppingCategoriesService } from '../apps/server/src/modules/catalog/topping-categories.service';
import { createToppingsService } from '../apps/server/src/modules/catalog/toppings.service';
import { ensureVendor } from '../apps/server/src/orchestrators/vendor-onboarding';
import { createChangePublisher } from '../apps/server/src/platform/change-feed';
import { menuBenchConfig } from './menu-config';
import {
  type BenchKind,
  type CpuReport,
  MENU_PATH,
  type MenuRequestKind,
  menuRequestMix,
  REQUEST_HEADERS,
  type ServerReady,
} from './menu-protocol';

const CATEGORIES = 20;
const ITEMS_PER_CATEGORY = 10;
const TOPPING_GROUPS = 10;
const TOPPINGS_PER_GROUP = 6;

/** Persian words for plausible titles and descriptions: the payload's size and script matter. */
const DISHES = [
  'کباب کوبیده',
  'جوجه کباب',
  'قورمه سبزی',
  'قیمه',
  'زرشک پلو با مرغ',
  'پیتزا مخصوص',
  'ساندویچ کالباس',
  'سالاد فصل',
  'دوغ محلی',
  'بستنی سنتی',
];
const SIDES = ['سس سیر', 'سس تند', 'پنیر پیتزا', 'قارچ', 'زیتون', 'ماست موسیر'];

async function seed(database: Database) {
  const { vendor: row } = await ensureVendor(database.db, {
    slug: 'bench',
    name: 'رستوران سنجش',
    owner: { phoneNumber: '09129999999', firstName: 'سنجش', lastName: 'بار' },
  });
  const vendor = { id: row.id, slug: row.slug, name: row.name, active: row.active };
  const deps = { database, changes: createChangePublisher(database) };
  const shifts = createFoodShiftsService(deps);
  const toppingCategories = createToppingCategoriesService(deps);
  const toppings = createToppingsService(deps);
  const categories = createMenuCategoriesService(deps);
  const items = createMenuItemsService(deps);

  // Every day, all day: half the items are in a shift (the join is exercised) and the answer does not
  // change while the bench runs.
  const allDay = await shifts.create(
    vendor,
    ZCreateFoodShiftRequest.parse({
      title: 'تمام روز',
      windows: ['SAT', 'SUN', 'MON', 'TUE', 'WED', 'THU', 'FRI'].map((dayOfWeek) => ({
        dayOfWeek,
        startTime: '00:00',
        endTime: '00:00',
      })),
    }),
  );
  const groupIds: string[] = [];
  for (let g = 0; g < TOPPING_GROUPS; g++) {
    const group = await toppingCategories.create(
      vendor,
      ZCreateToppingCategoryRequest.parse({ title: `افزودنی ${g + 1}` }),
    );
    groupIds.push(group.id);
    for (let t = 0; t < TOPPINGS_PER_GROUP; t++) {
      await toppings.create(
        vendor,
        ZCreateToppingRequest.parse({
          toppingCategoryId: group.id,
          title: `${SIDES[t]} ${g + 1}`,
          price: 10_000 + t * 5_000,
        }),
      );
    }
  }
  for (let c = 0; c < CATEGORIES; c++) {
    const category = await categories.create(
      vendor,
      ZCreateMenuCategoryRequest.parse({
        title: `دسته ${c + 1}`,
        description: 'تازه، هر روز',
        sellChannels: ['WEBSITE', 'QR', 'SALON'] satisfies TSellChannel[],
      }),
    );
    for (let i = 0; i < ITEMS_PER_CATEGORY; i++) {
      const n = c * ITEMS_PER_CATEGORY + i;
      await items.create(
        vendor,
        ZCreateMenuItemRequest.parse({
          categoryId: category.id,
          title: `${DISHES[i]} ${n + 1}`,
          description: 'با برنج ایرانی و گوجه‌ی کبابی',
          price: 150_000 + n * 1_000,
          packagingCost: 5_000,
          withTax: true,
          imageUrl: `/files/menu/${crypto.randomUUID()}.webp`,
          tags: n % 3 === 0 ? ['پرفروش'] : [],
          // Half the dishes offer one group of six toppings (every group is offered somewhere): the
          // menu repeats a group's toppings under each item offering it, so this sets its size.
          toppingCategories:
            n % 2 === 0
              ? [{ toppingCategoryId: groupIds[(n / 2) % TOPPING_GROUPS], minSelect: 0, maxSelect: 2 }]
              : [],
          foodShiftIds: n % 2 === 0 ? [allDay.id] : [],
        }),
      );
    }
  }
  return { items: CATEGORIES * ITEMS_PER_CATEGORY, toppings: TOPPING_GROUPS * TOPPINGS_PER_GROUP };
}

type Answer = { status: number; headers: http.IncomingHttpHeaders; headerBytes: number; body: Buffer };

/** One GET over a real socket, as the load generator sends it. */
function fetchRaw(port: number, headers: Record<string, string>): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const request = http.get({ host: '127.0.0.1', port, path: MENU_PATH, headers }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => {
        const status = response.statusCode ?? 0;
        if (status !== 200 && status !== 304) return reject(new Error(`GET ${MENU_PATH}: ${status}`));
        // Status line, "name: value\r\n" per header, and the blank line.
        const headerBytes =
          `HTTP/1.1 ${status} ${response.statusMessage}\r\n`.length +
          response.rawHeaders.reduce((sum, part) => sum + Buffer.byteLength(part) + 2, 0) +
          2;
        resolve({ status, headers: response.headers, headerBytes, body: Buffer.concat(chunks) });
      });
    });
    request.on('error', reject);
  });
}

/**
 * The fixed-Buffer baseline: Fastify with one route, no plugins, no logger, answering each kind of
 * request of the mix with the app's own answer to it, kept as it was sent (status, headers, bytes).
 */
async function startFixedServer(answers: Record<MenuRequestKind, Answer>) {
  const fixed = Fastify({ logger: false });
  // Fastify writes date, connection, keep-alive and content-length itself, as it does for the app.
  const prepared = Object.fromEntries(
    Object.entries(answers).map(([kind, { status, headers, body }]) => {
      const { date, connection, 'keep-alive': keepAlive, 'content-length': length, ...copied } = headers;
      return [kind, { status, headers: copied, body: status === 304 ? undefined : body }];
    }),
  ) as Record<MenuRequestKind, { status: number; headers: http.OutgoingHttpHeaders; body?: Buffer }>;
  fixed.get('/api-catalog/catalog/menucategories/site', (request, reply) => {
    const answer =
      request.headers['if-none-match'] !== undefined
        ? prepared.returning
        : request.headers.origin !== undefined
          ? prepared['cross-origin']
          : prepared['first visit'];
    reply.code(answer.status).headers(answer.headers).send(answer.body);
  });
  await fixed.listen({ host: '127.0.0.1', port: 0 });
  return fixed;
}

const portOf = (app: FastifyInstance) => {
  const address = app.server.address();
  if (!address || typeof address === 'string') throw new Error('no port');
  return address.port;
};

async function main() {
  const kind = process.argv[2] as BenchKind;
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'sofreh-bench-'));
  const baseUrl = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
  const dbName = `sofreh_bench_${crypto.randomBytes(4).toString('hex')}`;
  const admin = async (sql: string) => {
    const client = new pg.Client({ connectionString: baseUrl });
    await client.connect();
    try {
      await client.query(sql);
    } finally {
      await client.end();
    }
  };
  let databaseUrl: string | undefined;
  if (kind === 'postgres') {
    await admin(`CREATE DATABASE ${dbName}`);
    const url = new URL(baseUrl);
    url.pathname = `/${dbName}`;
    databaseUrl = url.toString();
  }

  const env = (cacheMb: string) => menuBenchConfig({ dataDir, cacheMb, databaseUrl });

  const database = await openDatabase(env('64'));
  const closers: Array<() => Promise<unknown>> = [];
  const cleanup = async () => {
    for (const close of closers.reverse()) await close().catch(() => {});
    await database.close().catch(() => {});
    if (kind === 'postgres') await admin(`DROP DATABASE IF EXISTS ${dbName} WITH (FORCE)`).catch(() => {});
    fs.rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    const counts = await seed(database);
    const cached = await buildApp({ config: env('64'), database });
    closers.push(() => cached.close());
    await cached.listen({ host: '127.0.0.1', port: 0 });
    const uncached = await buildApp({ config: env('0'), database });
    closers.push(() => uncached.close());
    await uncached.listen({ host: '127.0.0.1', port: 0 });

    const etag = String((await fetchRaw(portOf(cached), REQUEST_HEADERS)).headers.etag);
    const mix = menuRequestMix(etag);
    const answers = {} as Record<MenuRequestKind, Answer>;
    for (const { kind, headers } of mix) answers[kind] = await fetchRaw(portOf(cached), headers);
    const fixed = await startFixedServer(answers);
    closers.push(() => fixed.close());
    const headerBytes = {} as ServerReady['headerBytes'];
    for (const { kind, headers } of mix) {
      const copy = await fetchRaw(portOf(fixed), headers);
      const real = answers[kind];
      if (copy.status !== real.status || !copy.body.equals(real.body))
        throw new Error(`the fixed server does not answer a ${kind} request as the app does`);
      headerBytes[kind] = { cached: real.headerBytes, fixed: copy.headerBytes };
    }
    const real = answers['first visit'];

    const ready: ServerReady = {
      type: 'ready',
      cachedPort: portOf(cached),
      uncachedPort: portOf(uncached),
      fixedPort: portOf(fixed),
      etag,
      bodyBytes: real.body.length,
      encoding: String(real.headers['content-encoding'] ?? 'identity'),
      headerBytes,
      ...counts,
    };
    process.send?.(ready);
    await new Promise<void>((resolve) => {
      let profiler: Session | null = null;
      process.on('message', async (message: string) => {
        if (message === 'stop') resolve();
        // BENCH_PROFILE_DIR (menu.ts): a V8 CPU profile of one measurement.
        if (message === 'profile-start') {
          profiler = new Session();
          profiler.connect();
          await profiler.post('Profiler.enable');
          await profiler.post('Profiler.start');
          process.send?.({ type: 'profile-started' });
        }
        if (message.startsWith('profile-stop ') && profiler) {
          const { profile } = await profiler.post('Profiler.stop');
          fs.writeFileSync(message.slice('profile-stop '.length), JSON.stringify(profile));
          profiler.disconnect();
          profiler = null;
          process.send?.({ type: 'profile-stopped' });
        }
        if (message === 'cpu') {
          const { user, system } = process.cpuUsage();
          process.send?.({ type: 'cpu', micros: user + system, systemMicros: system } satisfies CpuReport);
        }
      });
      process.on('disconnect', () => resolve());
    });
  } finally {
    await cleanup();
  }
  process.exit(0);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
