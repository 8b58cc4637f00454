import { SellChannel, type TSellChannel } from '@sofreh/domain';

/** A customer menu ready to send: the JSON bytes, their ETag, and the span of time it is right for. */
export type CachedMenu = {
  etag: string;
  /** The catalog version read before the menu (the menu is at least that new). */
  version: number;
  body: Buffer;
  /** The body brotli- and gzip-compressed with their ETags, when it is kept (made once, sent often). */
  variants?: Record<'br' | 'gzip', { body: Buffer; etag: string }>;
  /** Epoch milliseconds of the clock reading the menu was built for. */
  builtAt: number;
  /** The next food-shift boundary after `builtAt` (Infinity when no shift has a window). */
  validUntil: number;
};

/** Whether the menu was built for a moment whose running shifts are those of `now`. */
export function isCurrentAt(menu: CachedMenu, now: number): boolean {
  // A clock set back (tests do; NTP may) before the build is not trusted either.
  return menu.builtAt <= now && now < menu.validUntil;
}

/** The memory a kept menu takes: its bytes in every coding. */
export function menuBytes(menu: CachedMenu): number {
  return (
    menu.body.length + (menu.variants ? menu.variants.br.body.length + menu.variants.gzip.body.length : 0)
  );
}

/**
 * A build in progress, with the highest catalog version announced while it ran. A build that read
 * an older version first may have read the catalog before that write, so it is not stored.
 */
type Ticket = { announced: number };
type Flight = { ticket: Ticket; promise: Promise<CachedMenu> };

export type SiteMenuCache = ReturnType<typeof createSiteMenuCache>;

/**
 * The cache key of a vendor's menu on a channel. The same string each time for the same pair: a hit
 * then hashes nothing new (a key built per request is hashed afresh, and compared character by
 * character with the newest key) — a measurable part of the cached menu's hit (decision 0034).
 */
export function menuCacheKey(vendorId: string, channel: TSellChannel): string {
  let keys = keysByVendor.get(vendorId);
  if (!keys) {
    if (keysByVendor.size >= KEYS_KEPT) keysByVendor.clear();
    keys = Object.fromEntries(SellChannel.options.map((c) => [c, `${vendorId}|${c}`])) as Record<
      TSellChannel,
      string
    >;
    keysByVendor.set(vendorId, keys);
  }
  return keys[channel];
}

const KEYS_KEPT = 10_000;
const keysByVendor = new Map<string, Record<TSellChannel, string>>();

/**
 * This instance's customer menus per (vendor, channel), least recently used dropped first once the
 * bodies pass `maxBytes` (0 keeps nothing). It knows nothing of the database: the menu service tells
 * it when a vendor's catalog reached a new version (`invalidateVendor`) or when it can no longer know
 * (`invalidateAll`), and builds run through `load` so that
 * - concurrent misses of one key share one build (single flight), and
 * - a build that was in progress at an invalidation is not stored: it may have read the catalog as it
 *   was before the write that caused the invalidation.
 */
export function createSiteMenuCache(options: { maxBytes: number }) {
  const entries = new Map<string, CachedMenu>();
  const flights = new Map<string, Flight>();
  /** The key last put at the end: hitting it again moves nothing (the usual case, one hot menu). */
  let newest: string | undefined;
  /** Builds outside `load` (the menu service's fallback path) that an invalidation must also stop. */
  const loose = new Set<Ticket>();
  let bytes = 0;

  function drop(key: string) {
    const entry = entries.get(key);
    if (!entry) return;
    entries.delete(key);
    bytes -= menuBytes(entry);
  }

  function store(key: string, menu: CachedMenu, ticket: Ticket) {
    if (menu.version < ticket.announced || menuBytes(menu) > options.maxBytes) return;
    // A slow build finishing after a quicker, newer one does not replace it.
    if ((entries.get(key)?.version ?? -1) > menu.version) return;
    drop(key);
    entries.set(key, menu);
    newest = key;
    bytes += menuBytes(menu);
    // Map iteration follows insertion order, and a hit re-inserts: the first key is the least recent.
    for (const oldest of entries.keys()) {
      if (bytes <= options.maxBytes) break;
      drop(oldest);
    }
  }

  function announce(key: string, version: number) {
    const flight = flights.get(key);
    if (!flight) return;
    flight.ticket.announced = Math.max(flight.ticket.announced, version);
    // Requests arriving from now on start a new build rather than join one that may predate the write.
    flights.delete(key);
  }

  return {
    /** The stored menu for `key`, if it is current at `now`; counts as a use. */
    lookup(key: string, now: number): CachedMenu | undefined {
      const entry = entries.get(key);
      if (!entry || !isCurrentAt(entry, now)) return undefined;
      if (key !== newest) {
        entries.delete(key);
        entries.set(key, entry);
        newest = key;
      }
      return entry;
    },

    /** The stored menu for `key`, current or not, without counting a use. */
    peek: (key: string) => entries.get(key),

    /** Joins the build of `key` in progress or starts `build`, storing its result if still valid. */
    load(key: string, build: () => Promise<CachedMenu>): Promise<CachedMenu> {
      const running = flights.get(key);
      if (running) return running.promise;
      const ticket: Ticket = { announced: 0 };
      const promise = build().then(
        (menu) => {
          if (flights.get(key)?.ticket === ticket) flights.delete(key);
          store(key, menu, ticket);
          return menu;
        },
        (error: unknown) => {
          if (flights.get(key)?.ticket === ticket) flights.delete(key);
          throw error;
        },
      );
      flights.set(key, { ticket, promise });
      return promise;
    },

    /** Builds and stores without single flight; an invalidation meanwhile still keeps it out. */
    async refresh(key: string, build: () => Promise<CachedMenu>): Promise<CachedMenu> {
      const ticket: Ticket = { announced: 0 };
      loose.add(ticket);
      try {
        const menu = await build();
        store(key, menu, ticket);
        return menu;
      } finally {
        loose.delete(ticket);
      }
    },

    /**
     * The vendor's catalog is now at `version`: drop its menus built from an older one (a repeated
     * message leaves newer menus alone), and keep its builds in progress out unless they read that
     * version or a later one.
     */
    invalidateVendor(vendorId: string, version = Number.POSITIVE_INFINITY) {
      for (const channel of SellChannel.options) {
        const key = menuCacheKey(vendorId, channel);
        const entry = entries.get(key);
        if (entry && entry.version < version) drop(key);
        announce(key, version);
      }
      // A loose build does not say whose it is; they are rare (fallback only), so all of them hear it.
      for (const ticket of loose) ticket.announced = Math.max(ticket.announced, version);
    },

    invalidateAll() {
      entries.clear();
      bytes = 0;
      for (const key of [...flights.keys()]) announce(key, Number.POSITIVE_INFINITY);
      for (const ticket of loose) ticket.announced = Number.POSITIVE_INFINITY;
    },

    /** For tests and the log: how much is kept. */
    stats: () => ({ entries: entries.size, bytes, building: flights.size }),
  };
}
