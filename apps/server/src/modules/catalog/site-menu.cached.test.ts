import zlib from 'node:zlib';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSecondInstance, type TestApp } from '../../../test/app';
import { type CatalogApi, DEMO_HOST, errorFields, startCatalogTest } from '../../../test/catalog-kit';
import { DB_KINDS, type DbKind, openTestDatabase, type TestDatabase } from '../../../test/database';
import { eventually } from '../../../test/eventually';
import { withDatabase } from '../../../test/global-setup';
import { unreliableListener } from '../../../test/unreliable-listener';
import { LISTENER_APPLICATION_NAME } from '../../db/database';
import { seedDemo } from '../../demo/seed';
import { type ChangeFeed, createChangePublisher, startChangeFeed } from '../../platform/change-feed';
import { fakeClock } from '../../platform/clock';
import type { VendorContext } from '../../platform/context';
import { CATALOG_CHANGES } from './catalog-write';
import { createMenuCategoriesService } from './menu-categories.service';
import { createMenuItemsService } from './menu-items.service';
import { createSiteMenuService } from './site-menu.service';

// 2026-11-22 is a Sunday; times are Tehran's.
const SUNDAY = (time: string) => `2026-11-22T${time}+03:30`;

type SiteMenu = { categories: Array<{ title: string; items: Array<{ title: string; orderable: boolean }> }> };
/** The items that can be ordered now (the menu lists the others too, greyed: issue 19.6). */
const titles = (body: string) =>
  (JSON.parse(body) as SiteMenu).categories.flatMap((c) =>
    c.items.filter((i) => i.orderable).map((i) => i.title),
  );

/** A small catalog: kebabs on the website and QR, joojeh only in the 12–16 lunch shift. */
async function seedCatalog(api: CatalogApi, token: string) {
  const ids: Record<string, string> = {};
  const post = async (name: string, path: string, payload: object) => {
    const res = await api('POST', path, { token, payload });
    expect(res.statusCode, res.body).toBe(201);
    ids[name] = res.json().id;
  };
  await post('lunch', '/foodshifts', {
    title: 'ناهار',
    windows: [{ dayOfWeek: 'SUN', startTime: '12:00', endTime: '16:00' }],
  });
  await post('sauces', '/toppingcategory', { title: 'سس‌ها' });
  await post('garlic', '/topping', { toppingCategoryId: ids.sauces, title: 'سس سیر', price: 20000 });
  await post('kebab', '/menucategories', { title: 'کباب', sellChannels: ['WEBSITE', 'QR'] });
  await post('koobideh', '/menuitems', {
    categoryId: ids.kebab,
    title: 'کوبیده',
    price: 100000,
    sortOrder: 0,
    toppingCategories: [{ toppingCategoryId: ids.sauces, maxSelect: 1 }],
  });
  await post('joojeh', '/menuitems', {
    categoryId: ids.kebab,
    title: 'جوجه',
    price: 90000,
    sortOrder: 1,
    foodShiftIds: [ids.lunch],
  });
  await post('barg', '/menuitems', { categoryId: ids.kebab, title: 'برگ', price: 150000, sortOrder: 2 });
  return ids;
}

async function setAvailable(api: CatalogApi, login: () => Promise<string>, id: string, available: boolean) {
  // A new session each time: the tests move the clock back and forth past any token's life.
  const token = await login();
  const res = await api('PUT', `/menuitems/${id}/availability`, { token, payload: { available } });
  expect(res.statusCode, res.body).toBe(200);
}

/** Renames tables so that any query on them fails, runs `fn`, and puts them back. */
async function withTablesAway(database: TestDatabase, tables: string[], fn: () => Promise<void>) {
  for (const table of tables) await database.executeSql(`ALTER TABLE ${table} RENAME TO ${table}_away`);
  try {
    await fn();
  } finally {
    for (const table of tables) await database.executeSql(`ALTER TABLE ${table}_away RENAME TO ${table}`);
  }
}

describe.each(DB_KINDS)('cached customer menu on %s', (kind) => {
  let t: TestApp;
  let api: CatalogApi;
  let login: () => Promise<string>;
  let ids: Record<string, string>;
  const site = (channel = 'WEBSITE', headers: Record<string, string> = {}) =>
    api('GET', `/menucategories/site?sellChannel=${channel}`, { headers });

  beforeAll(async () => {
    const kit = await startCatalogTest(kind);
    ({ t, api } = kit);
    t.clock.set(SUNDAY('11:00:00'));
    login = kit.sessions.owner;
    ids = await seedCatalog(api, await login());
  });
  afterAll(async () => {
    await t?.close();
  });

  it('answers a repeated read from memory: no query, the same bytes and ETag, 304 for that ETag', async () => {
    t.clock.set(SUNDAY('13:00:00'));
    const first = await site();
    expect(first.statusCode).toBe(200);
    expect(first.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(titles(first.body)).toEqual(['کوبیده', 'جوجه', 'برگ']);
    const etag = first.headers.etag as string;

    // With the catalog's tables gone, only a menu kept in memory can still be served.
    await withTablesAway(t.database, ['catalog_versions', 'menu_items', 'food_shift_windows'], async () => {
      const again = await site();
      expect(again.statusCode).toBe(200);
      expect(again.body).toBe(first.body);
      expect(again.headers.etag).toBe(etag);
      expect(again.headers['cache-control']).toBe('no-cache');
      expect(again.headers.vary).toMatch(/hostdomain/);
      const notModified = await site('WEBSITE', { 'if-none-match': etag });
      expect(notModified.statusCode).toBe(304);
      expect(notModified.body).toBe('');
      expect(notModified.headers.etag).toBe(etag);
      // The premise: a menu not yet kept (another channel) does need those tables.
      expect((await site('QR')).statusCode).toBe(500);
    });
  });

  it('answers a kept menu with the platform’s headers, and a query in another form by the route’s rules', async () => {
    t.clock.set(SUNDAY('13:00:00'));
    const first = await site();
    // A hit is answered early (decision 0029), after the security headers, CORS and the vendor check.
    const hit = await site('WEBSITE', { origin: `https://${DEMO_HOST}` });
    expect(hit.body).toBe(first.body);
    expect(hit.headers['content-security-policy']).toMatch(/default-src 'self'/);
    expect(hit.headers['x-content-type-options']).toBe('nosniff');
    expect(hit.headers['access-control-allow-origin']).toBe(`https://${DEMO_HOST}`);
    expect(hit.headers.vary).toBe('Origin, hostdomain, accept-encoding');
    expect((await site('WEBSITE', { origin: 'https://evil.example' })).headers).not.toHaveProperty(
      'access-control-allow-origin',
    );
    // Cookies belong to the auth routes alone (decision 0034): one sent here changes nothing and none
    // is set.
    const withCookie = await site('WEBSITE', { cookie: 'sofreh_refresh=stale; other=1' });
    expect(withCookie.statusCode).toBe(200);
    expect(withCookie.body).toBe(first.body);
    expect(withCookie.headers).not.toHaveProperty('set-cookie');

    // Another spelling of the parameter goes the whole way, and meets the same kept menu.
    const lower = await api('GET', '/menucategories/site?sellchannel=WEBSITE');
    expect(lower.statusCode).toBe(200);
    expect(lower.body).toBe(first.body);
    const unknown = await api('GET', '/menucategories/site?sellChannel=TELEGRAM');
    expect(unknown.statusCode).toBe(400);
    expect(errorFields(unknown.json())).toEqual(['sellChannel']);
    expect(unknown.json().message).toMatch(/[\u0600-\u06FF]/);
    // The vendor check still comes first: an unknown host is refused, never handed a kept menu.
    const stranger = await api('GET', '/menucategories/site?sellChannel=WEBSITE', {
      host: 'nobody.sofreh.test',
    });
    expect(stranger.statusCode).toBe(404);
  });

  it('sends it brotli- or gzip-compressed as the client accepts, under a tag per coding', async () => {
    t.clock.set(SUNDAY('13:00:00'));
    const plain = await site();
    expect(plain.headers['content-encoding']).toBeUndefined();
    const etag = plain.headers.etag as string;

    const br = await site('WEBSITE', { 'accept-encoding': 'gzip, deflate, br, zstd' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toMatch(/accept-encoding/);
    expect(zlib.brotliDecompressSync(br.rawPayload).toString('utf8')).toBe(plain.body);
    expect(br.rawPayload.length).toBeLessThan(plain.rawPayload.length);
    expect(br.headers.etag).toBe(`${etag.slice(0, -1)}.br"`);

    const gzip = await site('WEBSITE', { 'accept-encoding': 'gzip' });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(zlib.gunzipSync(gzip.rawPayload).toString('utf8')).toBe(plain.body);

    // The client holds the menu whichever way it travelled: any coding's tag revalidates it.
    const revalidated = await site('WEBSITE', { 'if-none-match': br.headers.etag as string });
    expect(revalidated.statusCode).toBe(304);
    expect(revalidated.headers.etag).toBe(etag);
    expect((await site('WEBSITE', { 'if-none-match': etag, 'accept-encoding': 'gzip' })).statusCode).toBe(
      304,
    );
  });

  it('shows a catalog write on the very next read, under a new ETag', async () => {
    t.clock.set(SUNDAY('13:00:00'));
    const token = await login(); // before the reads: a login moves the clock on (the OTP cooldown)
    const before = await site();
    expect((await site()).body).toBe(before.body); // now from the cache
    const write = { token, payload: { available: false } };
    expect((await api('PUT', `/menuitems/${ids.barg}/availability`, write)).statusCode).toBe(200);
    // The same request as before is not given the cached answer from before the write.
    expect(titles((await site()).body)).toEqual(['کوبیده', 'جوجه']);
    const after = await site('WEBSITE', { 'if-none-match': before.headers.etag as string });
    expect(after.statusCode).toBe(200);
    expect(after.headers.etag).not.toBe(before.headers.etag);
    expect(titles(after.body)).toEqual(['کوبیده', 'جوجه']);
    await setAvailable(api, login, ids.barg!, true);
    expect(titles((await site()).body)).toEqual(['کوبیده', 'جوجه', 'برگ']);
  });

  it('changes the body and the ETag when a food shift ends, with no write at all', async () => {
    t.clock.set(SUNDAY('15:59:59.900'));
    const lunch = await site();
    expect(titles(lunch.body)).toContain('جوجه');
    expect((await site()).body).toBe(lunch.body);
    t.clock.set(SUNDAY('16:00:00'));
    // Not even the same request a tenth of a second later: the shift the menu was built for is over.
    expect(titles((await site()).body)).toEqual(['کوبیده', 'برگ']);
    const afternoon = await site('WEBSITE', { 'if-none-match': lunch.headers.etag as string });
    expect(afternoon.statusCode).toBe(200);
    expect(afternoon.headers.etag).not.toBe(lunch.headers.etag);
    expect(titles(afternoon.body)).toEqual(['کوبیده', 'برگ']);
    // Midnight starts Monday, which has no lunch window: the same menu, kept until next Sunday noon.
    t.clock.set(SUNDAY('23:59:59'));
    expect(titles((await site()).body)).toEqual(['کوبیده', 'برگ']);
    t.clock.set('2026-11-23T00:00:01+03:30');
    expect(titles((await site()).body)).toEqual(['کوبیده', 'برگ']);
    // The clock only moves on in these tests (sessions and login limits follow it): next Sunday's lunch.
    t.clock.set('2026-11-29T13:00:00+03:30');
    expect(titles((await site()).body)).toContain('جوجه');
  });

  it('lets another server instance on the same database see a write on one of its next reads', async () => {
    const second = await startSecondInstance(t);
    try {
      const readSecond = () =>
        second.app.inject({
          method: 'GET',
          url: '/api-catalog/catalog/menucategories/site?sellChannel=WEBSITE',
          headers: { hostdomain: DEMO_HOST },
        });
      const kept = await readSecond();
      expect(titles(kept.body)).toEqual(['کوبیده', 'جوجه', 'برگ']);
      await setAvailable(api, login, ids.koobideh!, false);
      await eventually(
        async () => !titles((await readSecond()).body).includes('کوبیده'),
        'the second instance drops koobideh',
      );
      // And back the other way: a write on the second instance reaches the first.
      const secondOwner = await second.app.inject({
        method: 'PUT',
        url: `/api-catalog/catalog/menuitems/${ids.koobideh}/availability`,
        headers: { hostdomain: DEMO_HOST, authorization: `Bearer ${await login()}` },
        payload: { available: true },
      });
      expect(secondOwner.statusCode, secondOwner.body).toBe(200);
      await eventually(
        async () => titles((await site()).body).includes('کوبیده'),
        'the first instance shows koobideh again',
      );
    } finally {
      await second.close();
    }
  });

  it.runIf(kind === 'postgres')(
    'keeps serving current menus when the LISTEN connections drop, and after they come back',
    async () => {
      const second = await startSecondInstance(t);
      try {
        const readSecond = async () =>
          titles(
            (
              await second.app.inject({
                method: 'GET',
                url: '/api-catalog/catalog/menucategories/site?sellChannel=WEBSITE',
                headers: { hostdomain: DEMO_HOST },
              })
            ).body,
          );
        expect(await readSecond()).toContain('برگ');
        await t.database.executeSql(
          'SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE application_name = $1 AND datname = current_database()',
          [LISTENER_APPLICATION_NAME],
        );
        await setAvailable(api, login, ids.barg!, false);
        await eventually(async () => !(await readSecond()).includes('برگ'), 'the second instance drops barg');
        // Reconnected (or not yet: then it checks the database): the next write shows as well.
        await setAvailable(api, login, ids.barg!, true);
        await eventually(async () => (await readSecond()).includes('برگ'), 'the second instance shows barg');
      } finally {
        await second.close();
      }
    },
  );

  it.runIf(kind === 'postgres')(
    'does not keep a menu it read before a write that committed while it was being built',
    async () => {
      // QR has not been read since the last write: this read builds. Its topping query is held by a
      // lock while the other queries of the build return, so the build has read the items already.
      const { rows } = await t.database.executeSql('SELECT current_database() AS name');
      const holder = new pg.Client({
        connectionString: withDatabase(process.env.TEST_DATABASE_URL!, String(rows[0]!.name)),
      });
      await holder.connect();
      try {
        await holder.query('BEGIN');
        await holder.query('LOCK TABLE toppings IN ACCESS EXCLUSIVE MODE');
        // inject() sends only once something waits on it.
        const building = site('QR').then((res) => res);
        await eventually(async () => {
          // From a connection outside the holder's transaction, which would see a frozen snapshot.
          const { rows: active } = await t.database.executeSql(
            `SELECT query, wait_event_type FROM pg_stat_activity
              WHERE datname = current_database() AND state = 'active' AND pid <> pg_backend_pid()
                AND application_name <> $1 AND query NOT ILIKE '%pgboss%'`,
            [LISTENER_APPLICATION_NAME],
          );
          return (
            active.length === 1 &&
            active[0]!.wait_event_type === 'Lock' &&
            /toppings/.test(String(active[0]!.query))
          );
        }, 'the build waits on the toppings with the rest read');

        await setAvailable(api, login, ids.barg!, false);
        await holder.query('COMMIT');
        // The read that began before the write answers what it read...
        expect(titles((await building).body)).toContain('برگ');
        // ...but that is not kept: the next read is current.
        expect(titles((await site('QR')).body)).not.toContain('برگ');
      } finally {
        await holder.query('ROLLBACK').catch(() => {});
        await holder.end();
        await setAvailable(api, login, ids.barg!, true);
      }
    },
  );
});

describe.each(DB_KINDS)('cached customer menu with the change feed down, on %s', (kind: DbKind) => {
  let database: TestDatabase;
  let vendor: VendorContext;
  let feed: ChangeFeed;
  const clock = fakeClock(SUNDAY('13:00:00'));

  beforeAll(async () => {
    database = await openTestDatabase(kind);
    const { vendor: row } = await seedDemo(database);
    vendor = { id: row.id, slug: row.slug, name: row.name, active: row.active };
  });
  afterAll(async () => {
    await feed?.close();
    await database?.close();
  });

  it('checks the database before answering from memory until the feed is back, then starts afresh', async () => {
    const { database: flaky, control } = unreliableListener(database);
    feed = await startChangeFeed(flaky, {
      channels: [CATALOG_CHANGES],
      log: { warn: () => {}, info: () => {} },
      reconnectDelaysMs: [10],
    });
    const siteMenu = createSiteMenuService({ database, clock, changes: feed, cacheBytes: 1 << 20 });
    // Writes from "another instance": they reach this one only through LISTEN.
    const elsewhere = { database, changes: createChangePublisher(database) };
    const categories = createMenuCategoriesService(elsewhere);
    const items = createMenuItemsService(elsewhere);
    const category = await categories.create(vendor, { title: 'سالاد', sellChannels: ['QR'], active: true });
    const create = (title: string) =>
      items.create(vendor, {
        categoryId: category.id,
        title,
        price: 50000,
        packagingCost: 0,
        servePackagingCost: 0,
        withTax: false,
        active: true,
        available: true,
        tags: [],
        toppingCategories: [],
        foodShiftIds: [],
      });
    const read = async () => titles((await siteMenu.getMenu(vendor, 'QR')).body!.toString('utf8'));
    await create('شیرازی');
    await eventually(async () => (await read()).includes('شیرازی'), 'the first menu is kept');

    control.failOpens = 1_000;
    control.drop();
    expect(feed.healthy).toBe(false);
    const kept = await siteMenu.getMenu(vendor, 'QR');
    // Unheard write: with no message to drop the kept menu, only the database check can find it.
    await create('فصل');
    expect(await read()).toEqual(['شیرازی', 'فصل']);
    // Unchanged since: the kept bytes are sent again after the check.
    const again = await siteMenu.getMenu(vendor, 'QR');
    expect(again.body).toBe((await siteMenu.getMenu(vendor, 'QR')).body);
    expect(again.etag).not.toBe(kept.etag);

    control.failOpens = 0;
    await eventually(() => feed.healthy, 'the feed is back');
    expect(siteMenu.cacheStats().entries).toBe(0);
    await create('کاهو');
    await eventually(async () => (await read()).includes('کاهو'), 'writes are heard again');
  });
});
