import type { FastifyRequest } from 'fastify';
import type { Config } from '../../config';
import type { Database } from '../../db/database';
import type { ChangeFeed } from '../../platform/change-feed';
import type { VendorContext } from '../../platform/context';
import { createFeedCache } from '../../platform/feed-cache';
import { type VendorKey, vendorKeyFromHost } from '../../platform/tenancy';
import { ACCESS_CHANGES, parseAccessMessage } from '../auth/access-changes';
import { findVendorByKey } from './vendors.repository';

// Every API request names a vendor; a short per-instance cache keeps that off the database. Switching
// a vendor off is announced on the access channel and applies on every instance at once (decision
// 0027); a new vendor, domain or name shows within this time.
const CACHE_MS = 10_000;
const CACHE_ENTRIES = 10_000;

/** The vendor of a request: the `hostDomain` header the web sends, else the Host header. */
export function createVendorResolver(
  database: Database,
  config: Pick<Config, 'BASE_DOMAIN' | 'DEFAULT_VENDOR'>,
  changes: Pick<ChangeFeed, 'subscribe' | 'healthy' | 'onHealthChange'>,
) {
  /** Each host name's vendor key and cache key: working them out (an IP check among others) costs more than the rest of a hit. */
  const keys = new Map<string, { key: VendorKey; cacheKey: string }>();
  // An unknown host is kept too (as `vendor: null`): it would otherwise cost a query every time.
  const cache = createFeedCache<{ vendor: VendorContext | null }>({
    feed: changes,
    maxEntries: CACHE_ENTRIES,
    maxAgeMs: CACHE_MS,
    now: Date.now,
  });
  changes.subscribe(ACCESS_CHANGES, (payload) => {
    const change = parseAccessMessage(payload);
    if (!change) cache.clear();
    else if ('vendor' in change) cache.dropWhere(({ vendor }) => vendor?.id === change.vendor);
  });
  /** The vendor of the request: at once when it is kept, else a promise of the database's answer. */
  return function resolveVendor(
    request: FastifyRequest,
  ): VendorContext | null | Promise<VendorContext | null> {
    const hostDomain = request.headers.hostdomain;
    const host = (typeof hostDomain === 'string' && hostDomain) || request.headers.host || '';
    let known = keys.get(host);
    if (!known) {
      const key = vendorKeyFromHost(host, config);
      known = { key, cacheKey: 'slug' in key ? `s:${key.slug}` : `d:${key.domain}` };
      if (keys.size > CACHE_ENTRIES) keys.clear();
      keys.set(host, known);
    }
    const kept = cache.peek(known.cacheKey);
    if (kept) return kept.vendor;
    const { key } = known;
    return cache
      .get(known.cacheKey, async () => {
        const row = await findVendorByKey(database.db, key);
        return { vendor: row ? { id: row.id, slug: row.slug, name: row.name, active: row.active } : null };
      })
      .then((found) => found!.vendor);
  };
}
