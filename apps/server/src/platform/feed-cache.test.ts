import { describe, expect, it } from 'vitest';
import { createFeedCache, type FeedHealth } from './feed-cache';

/** A change feed's health, switched by hand. */
function handFeed(healthy = true) {
  const listeners = new Set<(healthy: boolean) => void>();
  const feed = {
    healthy,
    onHealthChange(listener: (healthy: boolean) => void) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    set(value: boolean) {
      feed.healthy = value;
      for (const listener of listeners) listener(value);
    },
  };
  return feed satisfies FeedHealth;
}

function setUp(options: { maxEntries?: number; maxAgeMs?: number; healthy?: boolean } = {}) {
  const feed = handFeed(options.healthy ?? true);
  let time = 1_000_000;
  const cache = createFeedCache<{ n: number }>({
    feed,
    maxEntries: options.maxEntries ?? 100,
    maxAgeMs: options.maxAgeMs ?? 60_000,
    now: () => time,
  });
  const reads: string[] = [];
  let next = 0;
  /** Reads `key` through the cache; the "database" answers a new number on every read. */
  const get = (key: string) =>
    cache.get(key, async () => {
      reads.push(key);
      return { n: next++ };
    });
  return {
    feed,
    cache,
    reads,
    get,
    advance: (ms: number) => {
      time += ms;
    },
  };
}

describe('a cache dropped by change-feed messages', () => {
  it('reads once and answers from memory until the key is dropped', async () => {
    const { cache, reads, get } = setUp();
    expect(await get('a')).toEqual({ n: 0 });
    expect(await get('a')).toEqual({ n: 0 });
    expect(await get('b')).toEqual({ n: 1 });
    expect(reads).toEqual(['a', 'b']);
    cache.drop('a');
    expect(await get('a')).toEqual({ n: 2 });
    expect(await get('b')).toEqual({ n: 1 });
    cache.dropWhere((value) => value.n === 1);
    expect(await get('b')).toEqual({ n: 3 });
    expect(reads).toEqual(['a', 'b', 'a', 'b']);
  });

  it('keeps no refusal: null is read again every time', async () => {
    const feed = handFeed();
    const cache = createFeedCache<{ n: number }>({ feed, maxEntries: 10, maxAgeMs: 60_000, now: () => 0 });
    let reads = 0;
    const refuse = () =>
      cache.get('gone', async () => {
        reads++;
        return null;
      });
    expect(await refuse()).toBeNull();
    expect(await refuse()).toBeNull();
    expect(reads).toBe(2);
  });

  it('holds at most maxEntries, letting the least recently used go', async () => {
    const { reads, get } = setUp({ maxEntries: 2 });
    await get('a');
    await get('b');
    await get('a'); // a is now the more recent of the two
    await get('c'); // b goes
    reads.length = 0;
    await get('a');
    await get('c');
    expect(reads).toEqual([]);
    await get('b');
    expect(reads).toEqual(['b']);
  });

  it('keeps the recency order when the newest entry is hit again, or dropped and kept anew', async () => {
    const { cache, reads, get } = setUp({ maxEntries: 2 });
    await get('a');
    await get('a'); // already the newest: nothing moves
    await get('b');
    await get('a'); // a moves past b
    await get('a');
    await get('c'); // b is the least recent
    reads.length = 0;
    await get('a');
    expect(reads).toEqual([]);
    cache.drop('a'); // the newest goes; c is now the only one, then a is kept again
    await get('a');
    await get('b'); // c goes, not a
    reads.length = 0;
    await get('a');
    expect(reads).toEqual([]);
    await get('c');
    expect(reads).toEqual(['c']);
  });

  it('reads again past the maximum age, and when the clock was set back', async () => {
    const { reads, get, advance } = setUp({ maxAgeMs: 60_000 });
    await get('a');
    advance(59_999);
    await get('a');
    expect(reads).toEqual(['a']);
    advance(1);
    expect(await get('a')).toEqual({ n: 1 });
    advance(-1);
    expect(await get('a')).toEqual({ n: 2 });
    expect(reads).toEqual(['a', 'a', 'a']);
  });

  it('trusts nothing while the feed is down: every read goes through, nothing is kept', async () => {
    const { feed, cache, reads, get } = setUp({ healthy: false });
    await get('a');
    await get('a');
    expect(reads).toEqual(['a', 'a']);
    expect(cache.size).toBe(0);

    feed.set(true);
    await get('a');
    await get('a');
    expect(reads).toEqual(['a', 'a', 'a']);
    // Down again: what was kept is dropped at once, and the next reads go to the database.
    feed.set(false);
    expect(cache.size).toBe(0);
    await get('a');
    expect(reads).toEqual(['a', 'a', 'a', 'a']);
    // Back: it starts empty (messages may have been missed while it was down).
    feed.set(true);
    await get('a');
    expect(reads).toEqual(['a', 'a', 'a', 'a', 'a']);
  });

  it('does not keep a value read while something was dropped or the feed changed health', async () => {
    const feed = handFeed();
    const cache = createFeedCache<{ n: number }>({ feed, maxEntries: 10, maxAgeMs: 60_000, now: () => 0 });
    let reads = 0;
    /** A read the test finishes by hand, so that a drop can land while it is on its way. */
    const held = () => {
      let finish!: (value: { n: number }) => void;
      const answer = cache.get('a', () => {
        reads++;
        return new Promise((resolve) => {
          finish = resolve;
        });
      });
      return { answer, finish: (n: number) => finish({ n }) };
    };

    // A drop of any key: the read may have seen the database before the change it announces.
    let read = held();
    cache.drop('other');
    read.finish(1);
    expect(await read.answer).toEqual({ n: 1 }); // the request that asked still gets it
    expect(cache.size).toBe(0);

    read = held();
    feed.set(false);
    feed.set(true);
    read.finish(2);
    expect(await read.answer).toEqual({ n: 2 });
    expect(cache.size).toBe(0);

    // Nothing happened meanwhile: kept, and the next get reads nothing.
    read = held();
    read.finish(3);
    await read.answer;
    expect(await cache.get('a', async () => ({ n: 99 }))).toEqual({ n: 3 });
    expect(reads).toBe(3);
  });
});
