import type { ChangeFeed } from './change-feed';

/** What a cache needs to know of the change feed: whether it may trust what it keeps. */
export type FeedHealth = Pick<ChangeFeed, 'healthy' | 'onHealthChange'>;

export type FeedCacheOptions = {
  feed: FeedHealth;
  /** Past this many entries the least recently used goes. */
  maxEntries: number;
  /** A safety bound: an entry older than this is read again even if no message dropped it. */
  maxAgeMs: number;
  now: () => number;
};

/**
 * A per-instance cache of values read from the database and dropped by change-feed messages. It keeps
 * nothing it cannot trust: while the feed is down (not yet connected, connection lost) messages may be
 * missing, so every read goes to the database and nothing is kept; on every change of the feed's
 * health everything kept is dropped. A read that was on its way while anything was dropped, or while
 * the feed's health changed, is answered but not kept: it may have read the database before the change
 * that the drop announced.
 */
export function createFeedCache<V extends object>(options: FeedCacheOptions) {
  const { feed, maxEntries, maxAgeMs, now } = options;
  // Map order is the recency order: a hit moves its entry to the end, the first one is evicted.
  const entries = new Map<string, { value: V; at: number }>();
  /** The key last put at the end: hitting it again moves nothing (the usual case, one hot key). */
  let newest: string | undefined;
  /** Moves on every drop and health change; a read keeps its value only if it did not move meanwhile. */
  let epoch = 0;

  function clear() {
    epoch++;
    entries.clear();
  }
  feed.onHealthChange(clear);

  function peek(key: string): V | undefined {
    if (!feed.healthy) {
      if (entries.size > 0) clear();
      return undefined;
    }
    const entry = entries.get(key);
    if (!entry) return undefined;
    const age = now() - entry.at;
    // A clock set back before the entry was kept counts as too old, like one past the bound.
    if (age < 0 || age >= maxAgeMs) {
      entries.delete(key);
      return undefined;
    }
    if (key !== newest) {
      entries.delete(key);
      entries.set(key, entry);
      newest = key;
    }
    return entry.value;
  }

  return {
    peek,

    /**
     * The value kept for `key`, else `read()`'s, kept unless it is null (a refusal is not kept) or
     * anything was dropped while it read.
     */
    async get(key: string, read: () => Promise<V | null>): Promise<V | null> {
      const kept = peek(key);
      if (kept !== undefined) return kept;
      const started = epoch;
      const value = await read();
      if (value !== null && feed.healthy && started === epoch) {
        entries.delete(key);
        entries.set(key, { value, at: now() });
        newest = key;
        if (entries.size > maxEntries) entries.delete(entries.keys().next().value!);
      }
      return value;
    },

    drop(key: string) {
      epoch++;
      entries.delete(key);
    },

    dropWhere(test: (value: V) => boolean) {
      epoch++;
      for (const [key, entry] of entries) if (test(entry.value)) entries.delete(key);
    },

    clear,

    get size() {
      return entries.size;
    },
  };
}

export type FeedCache<V extends object> = ReturnType<typeof createFeedCache<V>>;
