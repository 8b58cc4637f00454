import crypto from 'node:crypto';
import {
  activeFoodShiftIds,
  type FoodShiftLike,
  menuWithAvailability,
  nextFoodShiftChange,
  offeredToppingCategories,
  type TSellChannel,
  type TSiteMenu,
  ZSiteMenu,
} from '@sofreh/domain';
import type { Database } from '../../db/database';
import type { ChangeFeed } from '../../platform/change-feed';
import { type Clock, millisOf } from '../../platform/clock';
import { type ContentEncoding, compressedVariants } from '../../platform/content-encoding';
import type { VendorContext } from '../../platform/context';
import { getCatalogVersion } from './catalog-version.repository';
import { CATALOG_CHANGES, parseCatalogChange } from './catalog-write';
import { listFoodShiftWindows } from './food-shifts.repository';
import { type CachedMenu, createSiteMenuCache, isCurrentAt, menuCacheKey } from './site-menu.cache';
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

/**
 * The ETag of the menu sent with a content coding: a compressed answer is another representation,
 * so its strong tag differs (`"12-abc.br"`). `.` never occurs in the base64url digest.
 */
export function encodedEtag(etag: string, encoding: ContentEncoding): string {
  return encoding === 'identity' ? etag : `${etag.slice(0, -1)}.${encoding}"`;
}

/**
 * RFC 9110 If-None-Match: a list of tags (weak or strong compare alike for GET) or `*`. A tag of
 * any coding of the menu matches: the client holds that menu, whichever way it travelled.
 */
export function etagMatches(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  return ifNoneMatch.split(',').some((tag) => {
    const t = tag.trim();
    return t === '*' || t.replace(/^W\//, '').replace(/\.(br|gzip)"$/, '"') === etag;
  });
}

export type SiteMenuService = ReturnType<typeof createSiteMenuService>;

/**
 * The customer menu as sent: `body` null means 304 (the client's If-None-Match names the current
 * menu); `encoding` is the content coding of `body`.
 */
export type SiteMenuReply = { etag: string; body: Buffer | null; encoding: ContentEncoding };

/**
 * The customer menu (GET menucategories/site), served from a per-instance cache of the serialized
 * answer (decision 0015): a hit costs no query and no serialization. An entry lives until the next
 * food-shift boundary, or until a catalog write of its vendor reaches this instance through the
 * change feed. While the feed is down, nothing cached is trusted without first reading the catalog
 * version and the shift windows (the ETag) from the database.
 */
export function createSiteMenuService(deps: {
  database: Database;
  clock: Clock;
  changes: ChangeFeed;
  /** Bodies kept at most, over all vendors and channels; 0 keeps none. */
  cacheBytes: number;
}) {
  const db = deps.database.db;
  const cache = createSiteMenuCache({ maxBytes: deps.cacheBytes });
  const caching = deps.cacheBytes > 0;
  deps.changes.subscribe(CATALOG_CHANGES, (payload) => {
    const { vendorId, version } = parseCatalogChange(payload);
    cache.invalidateVendor(vendorId, version);
  });
  // Lost: messages may be missing, so what is kept may be stale. Back: start from nothing.
  deps.changes.onHealthChange(() => cache.invalidateAll());

  /** What names the menu at `now`: the catalog version and the running shifts. Two small queries. */
  async function readState(vendorId: string, channel: TSellChannel, now: Date) {
    // The version is read before anything else, so what follows is at least that new: a tag never
    // names a menu older than the one sent with it.
    const version = await getCatalogVersion(db, vendorId);
    const windows = await listFoodShiftWindows(db, vendorId);
    const shifts: FoodShiftLike[] = [...groupBy(windows, (w) => w.shiftId)].map(([id, list]) => ({
      id,
      windows: list,
    }));
    return {
      version,
      shifts,
      etag: menuEtag(vendorId, version, channel, activeFoodShiftIds(shifts, now)),
    };
  }

  async function readMenu(
    vendorId: string,
    channel: TSellChannel,
    shifts: FoodShiftLike[],
    now: Date,
  ): Promise<TSiteMenu> {
    const [categories, items, shiftLinks, toppingLinks, toppingCategoryRows, toppingRows] = await Promise.all(
      [
        repo.listSellableCategories(db, vendorId, channel),
        repo.listSellableItems(db, vendorId, channel),
        repo.listItemFoodShiftLinks(db, vendorId),
        repo.listItemToppingLinks(db, vendorId),
        repo.listAvailableToppingCategories(db, vendorId),
        repo.listAvailableToppings(db, vendorId),
      ],
    );
    const shiftIdsByItem = groupBy(shiftLinks, (l) => l.menuItemId);
    const visible = menuWithAvailability(
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

    return {
      sellChannel: channel,
      categories: visible.map(({ category, items: categoryItems }) => ({
        id: category.id,
        title: category.title,
        description: category.description,
        items: categoryItems.map(({ item, availability }) => ({
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
          orderable: availability.orderable,
          soldOut: availability.soldOut,
          availableFrom: availability.availableFrom?.toISOString() ?? null,
        })),
      })),
    };
  }

  /** Reads and serializes the whole menu once; the route sends these bytes as they are. */
  async function build(
    vendorId: string,
    channel: TSellChannel,
    now: Date,
    state?: Awaited<ReturnType<typeof readState>>,
  ): Promise<CachedMenu> {
    const { version, shifts, etag } = state ?? (await readState(vendorId, channel, now));
    const menu = await readMenu(vendorId, channel, shifts, now);
    // What the route's response schema would have produced per request, now done once per build.
    const body = Buffer.from(JSON.stringify(ZSiteMenu.encode(menu)));
    const validUntil = nextFoodShiftChange(shifts, now)?.getTime() ?? Number.POSITIVE_INFINITY;
    // Compressed once for the many answers a kept menu gives; a menu read for one answer is not.
    const compressed = caching ? await compressedVariants(body) : undefined;
    const variants = compressed && {
      br: { body: compressed.br, etag: encodedEtag(etag, 'br') },
      gzip: { body: compressed.gzip, etag: encodedEtag(etag, 'gzip') },
    };
    return { etag, version, body, variants, builtAt: now.getTime(), validUntil };
  }

  function reply(
    menu: CachedMenu,
    ifNoneMatch: string | undefined,
    accepted: ContentEncoding,
  ): SiteMenuReply {
    const variant = menu.variants && accepted !== 'identity' ? menu.variants[accepted] : undefined;
    const encoding = variant ? accepted : 'identity';
    const etag = variant ? variant.etag : menu.etag;
    if (etagMatches(ifNoneMatch, menu.etag)) return { etag, body: null, encoding };
    return { etag, body: variant ? variant.body : menu.body, encoding };
  }

  /** The kept answer when it may be trusted now (the change feed is up), else undefined. */
  function cachedMenu(
    vendor: VendorContext,
    channel: TSellChannel,
    ifNoneMatch: string | undefined,
    accepted: ContentEncoding,
  ): SiteMenuReply | undefined {
    if (!deps.changes.healthy || !caching) return undefined;
    const hit = cache.lookup(menuCacheKey(vendor.id, channel), millisOf(deps.clock));
    return hit && reply(hit, ifNoneMatch, accepted);
  }

  return {
    /**
     * The answer from the cache without waiting for anything, or undefined when it must be built or
     * checked against the database first (then getMenu). The route answers hits with it early.
     */
    cachedMenu,

    /** `accepted`: the content coding the client takes best (preferredEncoding of Accept-Encoding). */
    async getMenu(
      vendor: VendorContext,
      channel: TSellChannel,
      ifNoneMatch?: string,
      accepted: ContentEncoding = 'identity',
    ): Promise<SiteMenuReply> {
      const hit = cachedMenu(vendor, channel, ifNoneMatch, accepted);
      if (hit) return hit;
      const now = deps.clock.now();
      const at = now.getTime();
      const key = menuCacheKey(vendor.id, channel);

      if (deps.changes.healthy && caching) {
        let menu = await cache.load(key, () => build(vendor.id, channel, now));
        // Joined a build begun just before a shift boundary that has since passed: not this moment's.
        if (!isCurrentAt(menu, at)) menu = await build(vendor.id, channel, now);
        return reply(menu, ifNoneMatch, accepted);
      }

      // The change feed is down, so a write on another instance may have gone unheard (or caching is
      // off): ask the database what the menu is now, its ETag, before answering (decision 0005).
      const state = await readState(vendor.id, channel, now);
      if (etagMatches(ifNoneMatch, state.etag)) {
        const encoding = caching ? accepted : 'identity';
        return { etag: encodedEtag(state.etag, encoding), body: null, encoding };
      }
      const kept = cache.peek(key);
      if (kept?.etag === state.etag) return reply(kept, ifNoneMatch, accepted);
      const built = await cache.refresh(key, () => build(vendor.id, channel, now, state));
      return reply(built, ifNoneMatch, accepted);
    },

    /** For tests: what the cache holds. */
    cacheStats: () => cache.stats(),
  };
}
