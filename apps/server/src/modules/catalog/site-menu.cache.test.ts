import { describe, expect, it } from 'vitest';
import { catalogChange, parseCatalogChange } from './catalog-write';
import { type CachedMenu, createSiteMenuCache, isCurrentAt, menuCacheKey } from './site-menu.cache';

const menu = (etag: string, size = 10, builtAt = 1_000, validUntil = 2_000, version = 1): CachedMenu => ({
  etag,
  version,
  body: Buffer.alloc(size, etag),
  builtAt,
  validUntil,
});

/** A build the test finishes by hand, to land writes in the middle of it. */
function pendingBuild() {
  let finish!: (menu: CachedMenu) => void;
  let calls = 0;
  const promise = new Promise<CachedMenu>((resolve) => {
    finish = resolve;
  });
  return {
    build: () => {
      calls++;
      return promise;
    },
    finish: (m: CachedMenu) => finish(m),
    calls: () => calls,
  };
}

const A = menuCacheKey('vendor-a', 'QR');
const A_WEB = menuCacheKey('vendor-a', 'WEBSITE');
const B = menuCacheKey('vendor-b', 'QR');

describe('site menu cache', () => {
  it('serves a menu only in the span it was built for', async () => {
    const m = menu('"1"', 10, 1_000, 2_000);
    expect(isCurrentAt(m, 1_000)).toBe(true);
    expect(isCurrentAt(m, 1_999)).toBe(true);
    expect(isCurrentAt(m, 2_000)).toBe(false);
    // A clock set back before the build.
    expect(isCurrentAt(m, 999)).toBe(false);
    expect(isCurrentAt({ ...m, validUntil: Number.POSITIVE_INFINITY }, 10 ** 13)).toBe(true);

    const cache = createSiteMenuCache({ maxBytes: 100 });
    return cache
      .load(A, async () => m)
      .then(() => {
        expect(cache.lookup(A, 1_500)).toBe(m);
        expect(cache.lookup(A, 2_000)).toBeUndefined();
      });
  });

  it('builds once for concurrent misses of one key', async () => {
    const cache = createSiteMenuCache({ maxBytes: 100 });
    const pending = pendingBuild();
    const first = cache.load(A, pending.build);
    const second = cache.load(A, pending.build);
    expect(pending.calls()).toBe(1);
    const built = menu('"1"');
    pending.finish(built);
    expect(await first).toBe(built);
    expect(await second).toBe(built);
    expect(cache.lookup(A, 1_500)).toBe(built);
    expect(cache.stats().building).toBe(0);
  });

  it('does not store a build that a write overtook, and does not let later requests join it', async () => {
    const cache = createSiteMenuCache({ maxBytes: 100 });
    const before = pendingBuild();
    const inFlight = cache.load(A, before.build);
    // The write commits while the build is reading; its invalidation arrives before the build ends.
    cache.invalidateVendor('vendor-a');
    const after = pendingBuild();
    const fresh = cache.load(A, after.build);
    expect(after.calls()).toBe(1);

    const stale = menu('"old"');
    before.finish(stale);
    // The request that started the old build still gets it (it asked before the write)...
    expect(await inFlight).toBe(stale);
    // ...but nobody after: it was not stored.
    expect(cache.lookup(A, 1_500)).toBeUndefined();
    const current = menu('"new"');
    after.finish(current);
    expect(await fresh).toBe(current);
    expect(cache.lookup(A, 1_500)).toBe(current);
  });

  it('stores a build that overlapped a write when it read that write’s version or a later one', async () => {
    const cache = createSiteMenuCache({ maxBytes: 100 });
    const pending = pendingBuild();
    const loading = cache.load(A, pending.build);
    // A late (or repeated) message of version 3 arrives while a build that read version 3 finishes.
    cache.invalidateVendor('vendor-a', 3);
    pending.finish(menu('"a3"', 10, 1_000, 2_000, 3));
    await loading;
    expect(cache.lookup(A, 1_500)?.etag).toBe('"a3"');
    // One that read version 2 had not seen the write of version 3.
    const older = pendingBuild();
    const loadingOlder = cache.load(A_WEB, older.build);
    cache.invalidateVendor('vendor-a', 3);
    older.finish(menu('"a2"', 10, 1_000, 2_000, 2));
    await loadingOlder;
    expect(cache.lookup(A_WEB, 1_500)).toBeUndefined();
  });

  it('drops every channel of the written vendor and nothing of the others', async () => {
    const cache = createSiteMenuCache({ maxBytes: 100 });
    await cache.load(A, async () => menu('"a"'));
    await cache.load(A_WEB, async () => menu('"a-web"'));
    await cache.load(B, async () => menu('"b"'));
    cache.invalidateVendor('vendor-a', 2);
    expect(cache.lookup(A, 1_500)).toBeUndefined();
    expect(cache.lookup(A_WEB, 1_500)).toBeUndefined();
    expect(cache.lookup(B, 1_500)?.etag).toBe('"b"');
  });

  it('keeps a menu built from the announced version or a later one: a repeated message changes nothing', async () => {
    const cache = createSiteMenuCache({ maxBytes: 100 });
    await cache.load(A, async () => menu('"a3"', 10, 1_000, 2_000, 3));
    cache.invalidateVendor('vendor-a', 3);
    cache.invalidateVendor('vendor-a', 2);
    expect(cache.lookup(A, 1_500)?.etag).toBe('"a3"');
    cache.invalidateVendor('vendor-a', 4);
    expect(cache.lookup(A, 1_500)).toBeUndefined();
    // No version: whatever is kept goes.
    await cache.load(A, async () => menu('"a9"', 10, 1_000, 2_000, 9));
    cache.invalidateVendor('vendor-a');
    expect(cache.lookup(A, 1_500)).toBeUndefined();
  });

  it('forgets everything, builds in progress included, when told it can no longer know', async () => {
    const cache = createSiteMenuCache({ maxBytes: 100 });
    await cache.load(B, async () => menu('"b"'));
    const inFlight = pendingBuild();
    const loading = cache.load(A, inFlight.build);
    const refreshing = pendingBuild();
    const refresh = cache.refresh(A_WEB, refreshing.build);
    cache.invalidateAll();
    inFlight.finish(menu('"a"'));
    refreshing.finish(menu('"a-web"'));
    await Promise.all([loading, refresh]);
    expect(cache.stats()).toEqual({ entries: 0, bytes: 0, building: 0 });
  });

  it('keeps within its byte budget, dropping the least recently used first', async () => {
    const cache = createSiteMenuCache({ maxBytes: 30 });
    const key = (n: number) => menuCacheKey(`vendor-${n}`, 'QR');
    for (const n of [1, 2, 3]) await cache.load(key(n), async () => menu(`"${n}"`, 10));
    // Vendor 1 is read again: vendor 2 is now the least recently used.
    expect(cache.lookup(key(1), 1_500)).toBeDefined();
    await cache.load(key(4), async () => menu('"4"', 10));
    expect(cache.stats()).toMatchObject({ entries: 3, bytes: 30 });
    expect(cache.lookup(key(2), 1_500)).toBeUndefined();
    for (const n of [1, 3, 4]) expect(cache.lookup(key(n), 1_500)).toBeDefined();
    // A menu larger than the whole budget is served but never kept.
    expect((await cache.load(key(5), async () => menu('"5"', 31))).etag).toBe('"5"');
    expect(cache.lookup(key(5), 1_500)).toBeUndefined();
    expect(cache.stats().entries).toBe(3);
  });

  it('keeps the recency order when the newest menu is read again and again', async () => {
    const cache = createSiteMenuCache({ maxBytes: 20 });
    const key = (n: number) => menuCacheKey(`vendor-${n}`, 'QR');
    await cache.load(key(1), async () => menu('"1"', 10));
    expect(cache.lookup(key(1), 1_500)).toBeDefined(); // the newest: nothing moves
    await cache.load(key(2), async () => menu('"2"', 10));
    expect(cache.lookup(key(1), 1_500)).toBeDefined(); // 1 moves past 2
    expect(cache.lookup(key(1), 1_500)).toBeDefined();
    await cache.load(key(3), async () => menu('"3"', 10));
    expect(cache.lookup(key(2), 1_500)).toBeUndefined();
    expect(cache.lookup(key(1), 1_500)).toBeDefined();
  });

  it('names a menu by its vendor and channel, one key per pair, whenever it is asked', () => {
    expect(menuCacheKey('vendor-a', 'QR')).toBe('vendor-a|QR');
    expect(new Set([A, A_WEB, B, menuCacheKey('vendor-b', 'WEBSITE')]).size).toBe(4);
    expect(menuCacheKey('vendor-a', 'WEBSITE')).toBe(A_WEB);
  });

  it('keeps nothing with a budget of 0, and lets a failed build be retried', async () => {
    const off = createSiteMenuCache({ maxBytes: 0 });
    await off.load(A, async () => menu('"1"'));
    expect(off.stats().entries).toBe(0);

    const cache = createSiteMenuCache({ maxBytes: 100 });
    await expect(cache.load(A, () => Promise.reject(new Error('database down')))).rejects.toThrow();
    expect((await cache.load(A, async () => menu('"2"'))).etag).toBe('"2"');
  });
});

describe('catalog change messages', () => {
  it('carry the vendor and the version; without a version they mean every menu of the vendor', () => {
    expect(parseCatalogChange(catalogChange('vendor-a', 7))).toEqual({ vendorId: 'vendor-a', version: 7 });
    expect(parseCatalogChange(catalogChange('vendor-a'))).toEqual({
      vendorId: 'vendor-a',
      version: Number.POSITIVE_INFINITY,
    });
    expect(parseCatalogChange('vendor-a x').version).toBe(Number.POSITIVE_INFINITY);
  });
});
