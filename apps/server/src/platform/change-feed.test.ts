import { sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { DB_KINDS, openTestDatabase } from '../../test/database';
import { eventually } from '../../test/eventually';
import { unreliableListener } from '../../test/unreliable-listener';
import { type Database, LISTENER_APPLICATION_NAME } from '../db/database';
import { type ChangeFeed, createChangePublisher, startChangeFeed } from './change-feed';

const quiet = { warn: () => {}, info: () => {} };
const CHANNEL = 'test_changes';

/** Everything a subscriber heard, in order. */
function recorder(feed: ChangeFeed, channel = CHANNEL) {
  const heard: string[] = [];
  feed.subscribe(channel, (payload) => heard.push(payload));
  return heard;
}

describe.each(DB_KINDS)('change feed on %s', (kind) => {
  let database: Database;
  const feeds: ChangeFeed[] = [];
  const start = async (options: { heartbeatMs?: number } = {}) => {
    const feed = await startChangeFeed(database, { channels: [CHANNEL], log: quiet, ...options });
    feeds.push(feed);
    return feed;
  };

  beforeAll(async () => {
    database = await openTestDatabase(kind);
  });
  afterEach(async () => {
    for (const feed of feeds.splice(0)) await feed.close();
  });
  afterAll(async () => {
    await database?.close();
  });

  it('delivers what a transaction publishes to this instance at commit and to the others after', async () => {
    // At least once: this instance hears its own message right after commit and again through LISTEN.
    const here = await start();
    const there = await start();
    const heardHere = recorder(here);
    const heardThere = recorder(there);
    expect(here.healthy).toBe(true);

    const result = await here.transaction(async (tx, publish) => {
      await publish(CHANNEL, 'vendor-1');
      await tx.execute(sql`SELECT 1`);
      // Nothing leaves before the commit.
      expect(heardHere).toEqual([]);
      return 'done';
    });
    expect(result).toBe('done');
    // The writer's own instance has it by the time the transaction's promise settles.
    expect(heardHere).toContain('vendor-1');
    await eventually(() => heardThere.includes('vendor-1'), 'the other instance hears the commit');
  });

  it('sends nothing from a transaction that rolls back', async () => {
    const here = await start();
    const there = await start();
    const heardHere = recorder(here);
    const heardThere = recorder(there);
    await expect(
      here.transaction(async (_tx, publish) => {
        await publish(CHANNEL, 'rolled-back');
        throw new Error('the write failed');
      }),
    ).rejects.toThrow('the write failed');
    // Messages arrive in commit order: once a later one is in, the rolled-back one would have been.
    await here.publish(CHANNEL, 'later');
    expect(heardHere).toContain('later');
    expect(heardHere).not.toContain('rolled-back');
    await eventually(() => heardThere.includes('later'), 'the later message arrives');
    expect(heardThere).not.toContain('rolled-back');
  });

  it('reaches running servers from a writer that only publishes (a CLI, a seed)', async () => {
    const server = await start();
    const heard = recorder(server);
    await createChangePublisher(database).transaction((_tx, publish) => publish(CHANNEL, 'from-cli'));
    await eventually(() => heard.includes('from-cli'), 'the server hears the CLI');
  });

  it('sends messages published at once together, each to every instance, in order', async () => {
    const here = await start();
    const there = await start();
    const heardHere = recorder(here);
    const heardThere = recorder(there);
    const payloads = Array.from({ length: 40 }, (_, i) => `order-${i}`);
    // While the first is on its way the others queue and go in the next statement(s).
    await Promise.all(payloads.map((p) => here.publish(CHANNEL, p)));
    // Each publish resolved only once sent, and this instance has them all by then (some perhaps
    // twice already: it hears its own messages through LISTEN too).
    expect([...new Set(heardHere)]).toEqual(payloads);
    await eventually(() => heardThere.length >= payloads.length, 'the other instance hears them all');
    expect(heardThere.slice(0, payloads.length)).toEqual(payloads);
  });

  it('keeps delivering when a subscriber throws, and refuses unknown or unsafe channels', async () => {
    const feed = await start();
    feed.subscribe(CHANNEL, () => {
      throw new Error('broken subscriber');
    });
    const heard = recorder(feed);
    await feed.publish(CHANNEL, 'still-here');
    expect(heard).toContain('still-here');
    expect(() => feed.subscribe('other_channel', () => {})).toThrow(/not declared/);
    await expect(feed.publish('Robert"); DROP TABLE vendors; --', 'x')).rejects.toThrow(/Invalid/);
  });
});

describe.runIf(DB_KINDS.includes('postgres'))(
  'change feed on postgres, when the LISTEN connection dies',
  () => {
    let database: Database;
    let feed: ChangeFeed;
    afterAll(async () => {
      await feed?.close();
      await database?.close();
    });

    it('reports itself unhealthy, reconnects, and hears messages again', async () => {
      database = await openTestDatabase('postgres');
      feed = await startChangeFeed(database, { channels: [CHANNEL], log: quiet });
      const health: boolean[] = [];
      feed.onHealthChange((healthy) => health.push(healthy));
      const heard = recorder(feed);

      await database.executeSql(
        'SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE application_name = $1 AND datname = current_database()',
        [LISTENER_APPLICATION_NAME],
      );
      await eventually(() => health.includes(false), 'the loss is noticed');
      await eventually(() => feed.healthy, 'the feed reconnects');
      expect(health).toEqual([false, true]);
      await createChangePublisher(database).publish(CHANNEL, 'after-reconnect');
      await eventually(() => heard.includes('after-reconnect'), 'messages flow again');
    });
  },
);

describe('change feed health', () => {
  let database: Database;
  const feeds: ChangeFeed[] = [];
  beforeAll(async () => {
    database = await openTestDatabase('pglite');
  });
  afterEach(async () => {
    for (const feed of feeds.splice(0)) await feed.close();
  });
  afterAll(async () => {
    await database?.close();
  });

  async function start(target: Database, heartbeatMs = 60_000) {
    const feed = await startChangeFeed(target, {
      channels: [CHANNEL],
      log: quiet,
      heartbeatMs,
      reconnectDelaysMs: [10, 20],
    });
    feeds.push(feed);
    return feed;
  }

  it('goes unhealthy when the connection drops and healthy again once a new one listens', async () => {
    const { database: flaky, control } = unreliableListener(database);
    const feed = await start(flaky);
    const health: boolean[] = [];
    feed.onHealthChange((healthy) => health.push(healthy));
    control.failOpens = 2;
    control.drop();
    expect(feed.healthy).toBe(false);
    await eventually(() => feed.healthy, 'reconnected after two refusals');
    expect(health).toEqual([false, true]);
    expect(control.opens).toBe(4);
    const heard = recorder(feed);
    await createChangePublisher(database).publish(CHANNEL, 'after');
    await eventually(() => heard.includes('after'), 'the new connection delivers');
    // The replaced connection is closed: exactly one delivery.
    expect(heard).toEqual(['after']);
  });

  it('finds a connection that stopped answering through its heartbeat', async () => {
    const { database: flaky, control } = unreliableListener(database);
    const feed = await start(flaky, 30);
    const health: boolean[] = [];
    feed.onHealthChange((healthy) => health.push(healthy));
    control.pingsHang = true;
    await eventually(() => health.includes(false), 'the silent connection is given up');
    control.pingsHang = false;
    await eventually(() => feed.healthy, 'a new connection replaces it');
  });

  it('starts unhealthy when the database refuses, and recovers on its own', async () => {
    const { database: flaky, control } = unreliableListener(database);
    control.failOpens = 1;
    const feed = await start(flaky);
    expect(feed.healthy).toBe(false);
    await eventually(() => feed.healthy, 'the retry connects');
  });
});
