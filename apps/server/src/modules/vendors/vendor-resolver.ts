import type { FastifyRequest } from 'fastify';
import type { Config } from '../../config';
import type { Database } from '../../db/database';
import type { VendorContext } from '../../platform/context';
import { type VendorKey, vendorKeyFromHost } from '../../platform/tenancy';
import { findVendorByKey } from './vendors.repository';

// Every API request names a vendor; a short per-instance cache keeps that off the database. A vendor
// switched off is refused by every instance within this time.
const CACHE_MS = 10_000;

/** The vendor of a request: the `hostDomain` header the web sends, else the Host header. */
export function createVendorResolver(
  database: Database,
  config: Pick<Config, 'BASE_DOMAIN' | 'DEFAULT_VENDOR'>,
) {
  const cache = new Map<string, { vendor: VendorContext | null; until: number }>();
  /** The vendor key of each host name seen: working it out (an IP check among others) costs more than the rest of a hit. */
  const keys = new Map<string, VendorKey>();
  return async function resolveVendor(request: FastifyRequest): Promise<VendorContext | null> {
    const hostDomain = request.headers.hostdomain;
    const host = (typeof hostDomain === 'string' && hostDomain) || request.headers.host || '';
    let key = keys.get(host);
    if (!key) {
      key = vendorKeyFromHost(host, config);
      if (keys.size > 10_000) keys.clear();
      keys.set(host, key);
    }
    const cacheKey = 'slug' in key ? `s:${key.slug}` : `d:${key.domain}`;
    const hit = cache.get(cacheKey);
    if (hit && hit.until > Date.now()) return hit.vendor;
    const row = await findVendorByKey(database.db, key);
    const vendor = row ? { id: row.id, slug: row.slug, name: row.name, active: row.active } : null;
    if (cache.size > 10_000) cache.clear();
    cache.set(cacheKey, { vendor, until: Date.now() + CACHE_MS });
    return vendor;
  };
}
