import {
  type CatalogItem,
  type CatalogToppingCategory,
  type FoodShiftLike,
  offeredToppingCategories,
  type TSellChannel,
} from '@sofreh/domain';
import type { Executor } from '../../db/database';
import type { Clock } from '../../platform/clock';
import { keepRecent } from '../../platform/recent-map';
import { getCatalogVersion } from './catalog-version.repository';
import * as repo from './order-catalog.repository';

function groupBy<T>(rows: readonly T[], key: (row: T) => string): Map<string, T[]> {
  const groups = new Map<string, T[]>();
  for (const row of rows) {
    const k = key(row);
    const list = groups.get(k);
    if (list) list.push(row);
    else groups.set(k, [row]);
  }
  return groups;
}

/** A vendor's menu as orders see it: every item by id, and the food shifts items are sold in. */
export type OrderCatalog = { items: ReadonlyMap<string, CatalogItem>; shifts: FoodShiftLike[] };

/** Checked less than `maxAgeMs` ago (a clock set back counts as not recent). */
const isRecent = (at: number, now: number, maxAgeMs: number) => now >= at && now - at < maxAgeMs;

/** How many vendors' menus one server instance keeps. */
const MAX_CACHED_VENDORS = 500;

/**
 * The menu for orders, kept per server instance by catalog version. Every catalog write bumps the
 * vendor's version in its own transaction (decision 0005), so reading the version first and then
 * using what was loaded for it is exact: a changed menu has a new version on every instance at once.
 * Loaded data may be newer than the version read (a write committed in between), never older.
 */
export function createOrderCatalog(clock: Clock) {
  const cache = new Map<string, { version: number; checkedAt: number; catalog: OrderCatalog }>();
  return {
    /**
     * The vendor's items named by an order, as the ordering rules see them, and the shifts they are
     * sold in. Items of another vendor are simply not found. `maxAgeMs` lets a caller that can live
     * with a slightly older menu (the cart's quote) skip even the version check for that long.
     */
    async loadItems(
      db: Executor,
      vendorId: string,
      itemIds: readonly string[],
      maxAgeMs = 0,
    ): Promise<{ items: CatalogItem[]; shifts: FoodShiftLike[] }> {
      const now = clock.now().getTime();
      let entry = cache.get(vendorId);
      if (!entry || !isRecent(entry.checkedAt, now, maxAgeMs)) {
        const version = await getCatalogVersion(db, vendorId);
        entry =
          entry?.version === version
            ? { ...entry, checkedAt: now }
            : { version, checkedAt: now, catalog: await loadVendorCatalog(db, vendorId) };
      }
      keepRecent(cache, vendorId, entry, MAX_CACHED_VENDORS);
      const { items, shifts } = entry.catalog;
      return { items: itemIds.flatMap((id) => items.get(id) ?? []), shifts };
    },
  };
}

/**
 * The whole orderable catalog of a vendor. Topping categories are those the customer menu offers
 * (decision 0005), each with all its toppings so that choosing one that ran out is told so.
 */
export async function loadVendorCatalog(db: Executor, vendorId: string): Promise<OrderCatalog> {
  // One after the other: `db` may be an order's transaction, one connection.
  const itemRows = await repo.listItemsWithCategory(db, vendorId);
  const windowRows = await repo.listItemShiftWindows(db, vendorId);
  const toppingRows = await repo.listItemToppings(db, vendorId);

  const shiftIdsByItem = new Map<string, Set<string>>();
  const windowsByShift = new Map<string, FoodShiftLike['windows'][number][]>();
  const seenWindows = new Set<string>();
  for (const row of windowRows) {
    const ids = shiftIdsByItem.get(row.menuItemId) ?? new Set<string>();
    ids.add(row.shiftId);
    shiftIdsByItem.set(row.menuItemId, ids);
    const windows = windowsByShift.get(row.shiftId) ?? [];
    windowsByShift.set(row.shiftId, windows);
    // Two items of one shift bring its windows twice.
    const windowKey = `${row.shiftId}|${row.dayOfWeek}|${row.startTime}|${row.endTime}`;
    if (row.dayOfWeek && row.startTime && row.endTime && !seenWindows.has(windowKey)) {
      seenWindows.add(windowKey);
      windows.push({ dayOfWeek: row.dayOfWeek, startTime: row.startTime, endTime: row.endTime });
    }
  }

  const toppingRowsByItem = groupBy(toppingRows, (r) => r.menuItemId);
  const items = itemRows.map((item): CatalogItem => {
    const rows = toppingRowsByItem.get(item.id) ?? [];
    const links = [...groupBy(rows, (r) => r.toppingCategoryId).values()].map((group) => group[0]!);
    const categories = new Map(
      links.map((l) => [
        l.toppingCategoryId,
        {
          id: l.toppingCategoryId,
          title: l.categoryTitle,
          available: l.categoryAvailable,
          sortOrder: l.categorySortOrder,
        },
      ]),
    );
    const allToppings = rows.flatMap((r) =>
      r.toppingId
        ? [
            {
              id: r.toppingId,
              toppingCategoryId: r.toppingCategoryId,
              title: r.toppingTitle ?? '',
              price: r.toppingPrice ?? 0,
              available: r.toppingAvailable ?? false,
              sortOrder: r.toppingSortOrder ?? 0,
            },
          ]
        : [],
    );
    const toppingsByCategory = groupBy(allToppings, (t) => t.toppingCategoryId);
    const offered = offeredToppingCategories(
      links.map((l) => ({
        toppingCategoryId: l.toppingCategoryId,
        minSelect: l.minSelect,
        maxSelect: l.maxSelect,
        sortOrder: l.linkSortOrder,
      })),
      categories,
      toppingsByCategory,
    );
    const toppingCategories: CatalogToppingCategory[] = offered.map(({ link, category }) => ({
      categoryId: category.id,
      title: category.title,
      min: link.minSelect,
      max: link.maxSelect,
      toppings: (toppingsByCategory.get(category.id) ?? []).map((t) => ({
        id: t.id,
        title: t.title,
        price: t.price,
        available: t.available,
      })),
    }));
    return {
      ...item,
      categorySellChannels: item.categorySellChannels as TSellChannel[],
      foodShiftIds: [...(shiftIdsByItem.get(item.id) ?? [])],
      toppingCategories,
    };
  });
  const shifts = [...windowsByShift].map(([id, windows]) => ({ id, windows }));
  return { items: new Map(items.map((item) => [item.id, item])), shifts };
}
