import fs from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { type Database, wrapPglite } from '../../db/database';
import { seedDemo } from '../../demo/seed';
import { fakeClock } from '../../platform/clock';
import type { VendorContext } from '../../platform/context';
import { createFoodShiftsService } from './food-shifts.service';
import { createMenuCategoriesService } from './menu-categories.service';
import { createMenuItemsService } from './menu-items.service';
import { createSiteMenuService } from './site-menu.service';
import { createToppingCategoriesService } from './topping-categories.service';
import { createToppingsService } from './toppings.service';

// The hottest read of the platform must not grow a query per category or item: count the statements
// the customer menu sends for a small and for a five-times-larger catalog. (PGlite only: counting
// hooks into its client.)
describe('customer menu query count', () => {
  let database: Database;
  let queries = 0;
  let vendor: VendorContext;
  const clock = fakeClock('2026-11-22T13:00:00+03:30');

  beforeAll(async () => {
    const client = await PGlite.create({
      loadDataDir: new Blob([fs.readFileSync(inject('pgliteTemplate'))]),
    });
    const query = client.query.bind(client);
    client.query = ((...args: Parameters<typeof query>) => {
      queries++;
      return query(...args);
    }) as typeof client.query;
    database = wrapPglite(client);
    const { vendor: row } = await seedDemo(database);
    vendor = { id: row.id, slug: row.slug, name: row.name, active: row.active };
  });
  afterAll(async () => {
    await database?.close();
  });

  async function addCatalog(categories: number, itemsPerCategory: number) {
    const menuCategories = createMenuCategoriesService({ database });
    const menuItems = createMenuItemsService({ database });
    const toppingCategories = createToppingCategoriesService({ database });
    const toppings = createToppingsService({ database });
    const shifts = createFoodShiftsService({ database });
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

  async function countMenuQueries() {
    const siteMenu = createSiteMenuService({ database, clock });
    queries = 0;
    const { menu, etag } = await siteMenu.getMenu(vendor, 'WEBSITE');
    const full = queries;
    queries = 0;
    await siteMenu.getMenu(vendor, 'WEBSITE', etag);
    return { full, notModified: queries, items: menu!.categories.flatMap((c) => c.items).length };
  }

  it('sends the same few statements whatever the size of the menu', async () => {
    await addCatalog(2, 3);
    const small = await countMenuQueries();
    await addCatalog(8, 3);
    const large = await countMenuQueries();
    expect(large.items).toBe(5 * small.items);
    expect(large.full).toBe(small.full);
    expect(large.full).toBeLessThanOrEqual(8);
    // A revalidation that finds the menu current reads only the version and the shifts.
    expect(large.notModified).toBe(2);
  });
});
