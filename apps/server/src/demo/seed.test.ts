import fs from 'node:fs';
import path from 'node:path';
import { imageVariantUrl } from '@sofreh/domain';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../test/app';
import { DEMO_HOST } from '../../test/catalog-kit';
import { DB_KINDS } from '../../test/database';
import { createLocalFileStorage } from '../integrations/storage/file-storage';
import { DISH_ARTS, drawDish } from './food-art';
import { DEMO_MENU, DEMO_ORDER_NOTES } from './menu';
import { seedDemo } from './seed';

// 2026-11-22 is a Sunday; times are Tehran's.
const SUNDAY = (time: string) => `2026-11-22T${time}:00+03:30`;

type SiteMenu = {
  categories: Array<{
    title: string;
    items: Array<{
      title: string;
      orderable: boolean;
      price: number;
      imageUrl: string | null;
      toppingCategories: Array<{ title: string; minSelect: number; maxSelect: number; toppings: unknown[] }>;
    }>;
  }>;
};

const ITEMS = DEMO_MENU.flatMap((category) => category.items);
const titlesSoldIn = (shift: 'lunch' | 'dinner') =>
  ITEMS.filter((item) => !item.soldOut && (item.shifts.length === 0 || item.shifts.includes(shift))).map(
    (item) => item.title,
  );

describe('the demo menu as written', () => {
  it('has eight categories and about forty items, each with its own picture', () => {
    expect(DEMO_MENU.length).toBeGreaterThanOrEqual(8);
    expect(ITEMS.length).toBeGreaterThanOrEqual(38);
    expect(new Set(ITEMS.map((item) => item.title)).size).toBe(ITEMS.length);
    expect(new Set(ITEMS.map((item) => item.art)).size).toBe(ITEMS.length);
    expect(ITEMS.filter((item) => item.soldOut)).toHaveLength(1);
  });

  it('prices everything in whole thousands of Toman', () => {
    for (const item of ITEMS) {
      expect(item.price % 1000, item.title).toBe(0);
      expect((item.packagingCost ?? 0) % 1000, item.title).toBe(0);
    }
  });

  it('draws every dish with shapes only: no text and nothing fetched', async () => {
    for (const art of DISH_ARTS) {
      const svg = drawDish(art, 'sand');
      expect(svg, art).not.toMatch(/<text|<image|href=/);
    }
    const { width, height } = await sharp(Buffer.from(drawDish('koobideh', 'sand'))).metadata();
    expect([width, height]).toEqual([800, 600]);
  });
});

describe.each(DB_KINDS)('demo restaurant menu on %s', (kind) => {
  let t: TestApp;
  let filesRoot: string;
  let seeded: Awaited<ReturnType<typeof seedDemo>>;

  const seed = () => seedDemo(t.database, { menu: { storage: createLocalFileStorage(filesRoot) } });
  const site = async (time: string) => {
    t.clock.set(SUNDAY(time));
    const res = await t.app.inject({
      method: 'GET',
      url: '/api-catalog/catalog/menucategories/site?sellChannel=WEBSITE',
      headers: { hostdomain: DEMO_HOST },
    });
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as SiteMenu;
  };
  /** What can be ordered at that hour (the rest is listed greyed: issue 19.6). */
  const titles = (menu: SiteMenu) =>
    menu.categories.flatMap((c) => c.items.filter((i) => i.orderable).map((i) => i.title));

  async function rowCounts() {
    const tables = [
      'menu_categories',
      'menu_items',
      'topping_categories',
      'toppings',
      'menu_item_topping_categories',
      'food_shifts',
      'food_shift_windows',
      'menu_item_food_shifts',
      'catalog_versions',
      'printers',
      'printer_stations',
      'default_descriptions',
      'discount_codes',
      'discount_code_free_items',
    ];
    const counts: Record<string, number> = {};
    for (const table of tables) {
      const { rows } = await t.database.executeSql(`SELECT count(*)::int AS n FROM ${table}`);
      counts[table] = Number(rows[0]!.n);
    }
    const { rows } = await t.database.executeSql('SELECT max(version)::int AS v FROM catalog_versions');
    counts.catalogVersion = Number(rows[0]!.v);
    counts.files = fs.readdirSync(filesRoot, { recursive: true }).length;
    return counts;
  }

  beforeAll(async () => {
    // startTestApp seeds the restaurant without its menu; the menu goes where the app serves files.
    t = await startTestApp(kind);
    filesRoot = path.join(t.config.DATA_DIR, 'files');
    seeded = await seed();
  });
  afterAll(async () => {
    await t?.close();
  });

  it('writes the whole menu in one catalog write', async () => {
    expect(seeded.menuSeeded).toBe(true);
    const counts = await rowCounts();
    expect(counts).toMatchObject({
      menu_categories: DEMO_MENU.length,
      menu_items: ITEMS.length,
      topping_categories: 6,
      food_shifts: 2,
      food_shift_windows: 14,
      catalogVersion: 1,
      printers: 2,
      printer_stations: 2,
      default_descriptions: DEMO_ORDER_NOTES.length,
    });
  });

  it('prints the cooked food in the kitchen and the bill at the cashier', async () => {
    const { rows } = await t.database.executeSql(
      `SELECT c.title, s.name FROM menu_categories c LEFT JOIN printer_stations s
         ON s.vendor_id = c.vendor_id AND s.id = c.printer_station_id ORDER BY c.sort_order`,
    );
    const stationOf = Object.fromEntries(rows.map((r) => [r.title, r.name]));
    expect(stationOf).toMatchObject({ کباب: 'آشپزخانه', پیتزا: 'آشپزخانه', نوشیدنی: null, دسر: null });
    const { rows: stations } = await t.database.executeSql(
      'SELECT name, kind FROM printer_stations ORDER BY kind',
    );
    expect(stations).toEqual([
      { name: 'صندوق', kind: 'CUSTOMER' },
      { name: 'آشپزخانه', kind: 'KITCHEN' },
    ]);
  });

  it('at lunch lists every category, the lunch dishes and what is always sold', async () => {
    const menu = await site('13:00');
    expect(menu.categories.map((c) => c.title)).toEqual(DEMO_MENU.map((c) => c.title));
    expect(titles(menu).sort()).toEqual(titlesSoldIn('lunch').sort());
    expect(titles(menu)).toContain('چلو خورش قورمه‌سبزی');
    expect(titles(menu)).toContain('دوغ محلی');
    expect(titles(menu)).not.toContain('پیتزا پپرونی');
    expect(titles(menu)).not.toContain('ساندویچ رست‌بیف'); // sold out
    const koobideh = menu.categories.flatMap((c) => c.items).find((i) => i.title === 'کباب کوبیده')!;
    expect(koobideh.price).toBe(285_000);
    expect(
      koobideh.toppingCategories.map(({ title, minSelect, maxSelect }) => [title, minSelect, maxSelect]),
    ).toEqual([
      ['نوع نان', 1, 1],
      ['همراه کباب', 0, 3],
    ]);
  });

  it('at dinner the dinner dishes replace the lunch-only ones', async () => {
    const menu = await site('20:00');
    expect(menu.categories.length).toBeGreaterThanOrEqual(8);
    expect(titles(menu).sort()).toEqual(titlesSoldIn('dinner').sort());
    expect(titles(menu)).toContain('پیتزا پپرونی');
    expect(titles(menu)).toContain('شیشلیک');
    expect(titles(menu)).not.toContain('چلو خورش قورمه‌سبزی');
    const pizza = menu.categories.flatMap((c) => c.items).find((i) => i.title === 'پیتزا مخصوص نارنج')!;
    expect(
      pizza.toppingCategories.map((c) => [c.title, c.minSelect, c.maxSelect, c.toppings.length]),
    ).toEqual([
      ['افزودنی پیتزا', 0, 3, 4],
      ['سس', 0, 2, 4],
    ]);
  });

  it('between the shifts sells only what is always sold, and shows the rest greyed', async () => {
    const menu = await site('17:00');
    const selling = menu.categories.filter((c) => c.items.some((i) => i.orderable));
    expect(selling.map((c) => c.title)).toEqual(['نوشیدنی', 'دسر']);
    expect(menu.categories.map((c) => c.title)).toEqual(DEMO_MENU.map((c) => c.title));
  });

  it('serves every listed item’s picture as WebP, in the detail and the list size', async () => {
    const items = [...(await site('13:00')).categories, ...(await site('20:00')).categories].flatMap(
      (c) => c.items,
    );
    const urls = new Set(items.map((item) => item.imageUrl));
    expect(urls.size).toBe(new Set(items.map((item) => item.title)).size);
    for (const url of urls) {
      expect(url).toMatch(/^\/files\/[0-9a-f-]+\/[0-9a-f-]+-detail\.webp$/);
      for (const variant of ['detail', 'list'] as const) {
        const res = await t.app.inject({ method: 'GET', url: imageVariantUrl(url!, variant) });
        expect(res.statusCode, url!).toBe(200);
        expect(res.headers['content-type']).toBe('image/webp');
        const { format, width } = await sharp(res.rawPayload).metadata();
        expect([format, width]).toEqual(['webp', variant === 'detail' ? 960 : 480]);
      }
    }
  });

  it('has discount codes of every type, one of them expired', async () => {
    expect(seeded.discountCodesSeeded).toBe(true);
    const { rows } = await t.database.executeSql(
      `SELECT c.code, c.type, c.value, c.cap, c.expiration < now() AS expired, i.title AS free_item
         FROM discount_codes c
         LEFT JOIN discount_code_free_items f ON f.vendor_id = c.vendor_id AND f.discount_code_id = c.id
         LEFT JOIN menu_items i ON i.vendor_id = f.vendor_id AND i.id = f.menu_item_id
        ORDER BY c.code`,
    );
    expect(
      rows.map((r) => [
        r.code,
        r.type,
        Number(r.value),
        r.cap === null ? null : Number(r.cap),
        r.expired,
        r.free_item,
      ]),
    ).toEqual([
      ['DOOGH', 'FREEITEM', 0, null, null, 'دوغ محلی'],
      ['FREESHIP', 'FREESHIPPING', 0, null, null, null],
      ['NOROOZ', 'PERCENTAGE', 20, 50_000, false, null],
      ['WELCOME', 'MONEY', 30_000, null, null, null],
      ['YALDA1404', 'PERCENTAGE', 15, 40_000, true, null],
    ]);
  });

  it('keeps the owner’s edited opening hours when it runs again at the next start', async () => {
    const vendorId = seeded.vendor.id;
    const hours = async () =>
      (
        await t.database.executeSql(
          'SELECT day_of_week, start_time, end_time FROM opening_hours WHERE vendor_id = $1 ORDER BY day_of_week, start_time',
          [vendorId],
        )
      ).rows;
    // The owner closes on Fridays and opens later on Saturdays.
    await t.database.executeSql(
      "DELETE FROM opening_hours WHERE vendor_id = $1 AND day_of_week IN ('FRI', 'SAT')",
      [vendorId],
    );
    await t.database.executeSql(
      "INSERT INTO opening_hours (vendor_id, day_of_week, start_time, end_time) VALUES ($1, 'SAT', '17:00', '23:00')",
      [vendorId],
    );
    const edited = await hours();
    await seed();
    expect(await hours()).toEqual(edited);
  });

  it('running the seed again changes nothing', async () => {
    const before = await rowCounts();
    const again = await seed();
    expect(again.menuSeeded).toBe(false);
    expect(again.discountCodesSeeded).toBe(false);
    expect(await rowCounts()).toEqual(before);
  });
});
