import fs from 'node:fs';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { type Database, openPglite } from '../../db/database';
import { seedDemo } from '../../demo/seed';
import { type ChangeFeed, startChangeFeed } from '../../platform/change-feed';
import { fakeClock } from '../../platform/clock';
import type { VendorContext } from '../../platform/context';
import { CATALOG_CHANGES } from './catalog-write';
import { createFoodShiftsService } from './food-shifts.service';
import { createMenuCategoriesService } from './menu-categories.service';
import { createMenuItemsService } from './menu-items.service';
import { createSiteMenuService } from './site-menu.service';
import { createToppingCategoriesService } from './topping-categories.service';
import { createToppingsService } from './toppings.service';

// The hottest read of the platform must not grow a query per category or item: count the statements
// the customer menu sends for a small and for a five-times-larger catalog, and that a cached one sends
// none. (PGlite only: counting and holding statements hooks into its wrapper.)
describe('customer menu queries', () => {
  let database: Database;
  let changes: ChangeFeed;
  let queries = 0;
  /** The next statement containing `statement` waits for `release` before it reaches the database. */
  let hold: { statement: string; reached: () => void; released: Promise<void> } | null = null;
  let vendor: VendorContext;
  const clock = fakeClock('2026-11-22T13:00:00+03:30');

  beforeAll(async () => {
    database = await openPglite({
      loadDataDir: new Blob([fs.readFileSync(inject('pgliteTemplate'))]),
      async beforeStatement(text) {
        queries++;
        const held = hold;
        if (held && text.includes(held.statement)) {
          hold = null;
          held.reached();
          await held.released;
        }
      },
    });
    const { vendor: row } = await seedDemo(database);
    vendor = { id: row.id, slug: row.slug, name: row.name, active: row.active };
    changes = await startChangeFeed(database, {
      channels: [CATALOG_CHANGES],
      log: { warn: () => {}, info: () => {} },
    });
  });
  afterAll(async () => {
    await changes?.close();
    await database?.close();
  });

  async function addCatalog(categories: number, itemsPerCategory: number) {
    const menuCategories = createMenuCategoriesService({ database, changes });
    const menuItems = createMenuItemsService({ database, changes });
    const toppingCategories = createToppingCategoriesService({ database, changes });
    const toppings = createToppingsService({ database, changes });
    const shifts = createFoodShiftsService({ database, changes });
    const sauce = await toppingCategories.create(vendor, { title: 'سس', available: true });
    await toppings.create(vendor, {
      toppingCategoryId: sauce.id,
      title: 'سیر',
      price: 1000,
      available: true,
    });
    const lunch = await shifts.create(vendor, {
      title: 'ناهار',
      windows: [{ dayOfWeek: 'SUN', startTime: '12:00', endTime: '16:00' }],
    });
    for (let c = 0; c < categories; c++) {
      const category = await menuCategories.create(vendor, {
        title: `دسته ${c}`,
        sellChannels: ['WEBSITE'],
        active: true,
      });
      for (let i = 0; i < itemsPerCategory; i++) {
        await menuItems.create(vendor, {
          categoryId: category.id,
          title: `غذا ${c}-${i}`,
          price: 100000,
          packagingCost: 0,
          servePackagingCost: 0,
          withTax: false,
          active: true,
          available: true,
          tags: [],
          toppingCategories: [{ toppingCategoryId: sauce.id, minSelect: 0, maxSelect: 1 }],
          foodShiftIds: i % 2 === 0 ? [lunch.id] : [],
        });
      }
    }
  }

  const siteMenu = () => createSiteMenuService({ database, clock, changes, cacheBytes: 1 << 20 });
  let cachedMenu: ReturnType<typeof siteMenu> | undefined;

  async function countMenuQueries() {
    cachedMenu ??= siteMenu();
    queries = 0;
    const { body, etag } = await cachedMenu.getMenu(vendor, 'WEBSITE');
    const full = queries;
    queries = 0;
    const again = await cachedMenu.getMenu(vendor, 'WEBSITE');
    const hit = queries;
    queries = 0;
    const notModified = await cachedMenu.getMenu(vendor, 'WEBSITE', etag);
    expect(again.body).toBe(body);
    expect(notModified.body).toBeNull();
    const menu = JSON.parse(body!.toString('utf8')) as { categories: Array<{ items: unknown[] }> };
    return { full, hit, notModified: queries, items: menu.categories.flatMap((c) => c.items).length };
  }

  it('sends the same few statements whatever the size of the menu, and none when it is cached', async () => {
    await addCatalog(2, 3);
    const small = await countMenuQueries();
    // The writes of the larger catalog reach the cache through the change feed: the next read rebuilds.
    await addCatalog(8, 3);
    const large = await countMenuQueries();
    expect(large.items).toBe(5 * small.items);
    expect(large.full).toBe(small.full);
    expect(large.full).toBeLessThanOrEqual(8);
    expect(large.hit).toBe(0);
    expect(large.notModified).toBe(0);
  });

  it('without a cache, a revalidation that finds the menu current reads only the version and the shifts', async () => {
    const uncached = createSiteMenuService({ database, clock, changes, cacheBytes: 0 });
    const { etag } = await uncached.getMenu(vendor, 'WEBSITE');
    queries = 0;
    const again = await uncached.getMenu(vendor, 'WEBSITE', etag);
    expect(again.body).toBeNull();
    expect(queries).toBe(2);
  });

  it('does not keep a menu it read before a write that committed while it was being built', async () => {
    const fresh = siteMenu();
    const menuItems = createMenuItemsService({ database, changes });
    const first = await fresh.getMenu(vendor, 'WEBSITE');
    const firstMenu = JSON.parse(first.body!.toString('utf8')) as {
      categories: Array<{ items: Array<{ id: string; orderable: boolean }> }>;
    };
    const itemId = firstMenu.categories[0]!.items[0]!.id;
    await menuItems.setAvailable(vendor, itemId, false);
    await menuItems.setAvailable(vendor, itemId, true);

    // The rebuild after those writes is held at its topping query, the others having run; a write
    // lands meanwhile.
    let reached!: () => void;
    let release!: () => void;
    const atToppings = new Promise<void>((resolve) => {
      reached = resolve;
    });
    hold = {
      statement: 'from "toppings"',
      reached,
      released: new Promise<void>((resolve) => {
        release = resolve;
      }),
    };
    const building = fresh.getMenu(vendor, 'WEBSITE');
    await atToppings;
    await menuItems.setAvailable(vendor, itemId, false);
    release();
    // What can be ordered (a sold-out item is listed, not orderable: issue 19.6).
    const itemIds = (body: Buffer | null) =>
      (JSON.parse(body!.toString('utf8')) as typeof firstMenu).categories.flatMap((c) =>
        c.items.filter((i) => i.orderable).map((i) => i.id),
      );
    // The read that began before the write answers what it read; the next one is current.
    expect(itemIds((await building).body)).toContain(itemId);
    expect(itemIds((await fresh.getMenu(vendor, 'WEBSITE')).body)).not.toContain(itemId);
  });
});
