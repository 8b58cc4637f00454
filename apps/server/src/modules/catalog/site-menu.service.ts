import crypto from 'node:crypto';
import {
  activeFoodShiftIds,
  type FoodShiftLike,
  offeredToppingCategories,
  type TSellChannel,
  type TSiteMenu,
  visibleMenu,
} from '@sofreh/domain';
import type { Database } from '../../db/database';
import type { Clock } from '../../platform/clock';
import type { VendorContext } from '../../platform/context';
import { getCatalogVersion } from './catalog-version.repository';
import { listFoodShiftWindows } from './food-shifts.repository';
import * as repo from './site-menu.repository';

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

/**
 * The menu is fully determined by the vendor, its catalog version, the channel and which food shifts
 * are running; the ETag names exactly that, so it changes when the catalog changes and when a shift
 * starts or ends — and a client holding another vendor's tag never matches.
 */
export function menuEtag(
  vendorId: string,
  version: number,
  channel: TSellChannel,
  runningShiftIds: string[],
) {
  const digest = crypto
    .createHash('sha256')
    .update(`${vendorId}|${channel}|${runningShiftIds.join(',')}`)
    .digest('base64url')
    .slice(0, 16);
  return `"${version}-${digest}"`;
}

/** RFC 9110 If-None-Match: a list of tags (weak or strong compare alike for GET) or `*`. */
export function etagMatches(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  return ifNoneMatch.split(',').some((tag) => {
    const t = tag.trim();
    return t === '*' || t.replace(/^W\//, '') === etag;
  });
}

export type SiteMenuService = ReturnType<typeof createSiteMenuService>;

/**
 * The customer menu (GET menucategories/site). A per-instance cache of the serialized answer keyed
 * by the ETag is the next step (issue 3); the ETag already carries everything such a key needs.
 */
export function createSiteMenuService(deps: { database: Database; clock: Clock }) {
  const db = deps.database.db;

  return {
    /** The menu, or `menu: null` when the client's `If-None-Match` already names the current one. */
    async getMenu(
      vendor: VendorContext,
      channel: TSellChannel,
      ifNoneMatch?: string,
    ): Promise<{ etag: string; menu: TSiteMenu | null }> {
      const now = deps.clock.now();
      // The version is read before anything else, so what follows is at least that new: a tag never
      // names a menu older than the one sent with it.
      const version = await getCatalogVersion(db, vendor.id);
      const windows = await listFoodShiftWindows(db, vendor.id);
      const shifts: FoodShiftLike[] = [...groupBy(windows, (w) => w.shiftId)].map(([id, list]) => ({
        id,
        windows: list,
      }));
      const etag = menuEtag(vendor.id, version, channel, activeFoodShiftIds(shifts, now));
      if (etagMatches(ifNoneMatch, etag)) return { etag, menu: null };

      const [categories, items, shiftLinks, toppingLinks, toppingCategoryRows, toppingRows] =
        await Promise.all([
          repo.listSellableCategories(db, vendor.id, channel),
          repo.listSellableItems(db, vendor.id, channel),
          repo.listItemFoodShiftLinks(db, vendor.id),
          repo.listItemToppingLinks(db, vendor.id),
          repo.listAvailableToppingCategories(db, vendor.id),
          repo.listAvailableToppings(db, vendor.id),
        ]);
      const shiftIdsByItem = groupBy(shiftLinks, (l) => l.menuItemId);
      const visible = visibleMenu(
        categories.map((c) => ({ ...c, sellChannels: c.sellChannels as TSellChannel[] })),
        items.map((item) => ({
          ...item,
          foodShiftIds: (shiftIdsByItem.get(item.id) ?? []).map((l) => l.foodShiftId),
        })),
        shifts,
        channel,
        now,
      );
      const toppingCategoriesById = new Map(toppingCategoryRows.map((c) => [c.id, c]));
      const toppingsByCategory = groupBy(toppingRows, (t) => t.toppingCategoryId);
      const linksByItem = groupBy(toppingLinks, (l) => l.menuItemId);

      const menu: TSiteMenu = {
        sellChannel: channel,
        categories: visible.map(({ category, items: categoryItems }) => ({
          id: category.id,
          title: category.title,
          description: category.description,
          items: categoryItems.map((item) => ({
            id: item.id,
            title: item.title,
            description: item.description,
            price: item.price,
            packagingCost: item.packagingCost,
            servePackagingCost: item.servePackagingCost,
            withTax: item.withTax,
            imageUrl: item.imageUrl,
            tags: item.tags,
            toppingCategories: offeredToppingCategories(
              linksByItem.get(item.id) ?? [],
              toppingCategoriesById,
              toppingsByCategory,
            ).map(({ link, category: toppingCategory, toppings }) => ({
              id: toppingCategory.id,
              title: toppingCategory.title,
              minSelect: link.minSelect,
              maxSelect: link.maxSelect,
              toppings: toppings.map((t) => ({ id: t.id, title: t.title, price: t.price })),
            })),
          })),
        })),
      };
      return { etag, menu };
    },
  };
}
