import { sql } from 'drizzle-orm';
import {
  type Database,
  type Executor,
  LISTEN_CHANNEL,
  type ListenerConnection,
  type Tx,
} from '../db/database';

/**
 * The change feed: "something changed for this vendor" messages between server instances, over
 * PostgreSQL LISTEN/NOTIFY (PGlite's own listen/notify on the embedded database). A message is a
 * hint to drop what an instance derived from the database, never the data itself, so losing the
 * connection is survivable: subscribers hear `healthy: false`, stop trusting what they keep, and
 * start afresh when it comes back (`healthy: true`).
 */

export type ChangeHandler = (payload: string) => void;
export type Publish = (channel: string, payload: string) => Promise<void>;

/** What writers need. A CLI or seed without a running server publishes through this alone. */
export interface ChangePublisher {
  /** Sends at once, outside any transaction, to every instance. */
  publish: Publish;
  /**
   * Runs `work` in one transaction; what it publishes goes out if and only if it commits: NOTIFY
   * inside the transaction for every instance (PostgreSQL delivers it at COMMIT), and straight to
   * this instance's own subscribers after COMMIT, so that a writer's next read here already sees
   * its write instead of waiting for the database's round trip.
   */
  transaction<T>(work: (tx: Tx, publish: Publish) => Promise<T>): Promise<T>;
}

export interface ChangeFeed extends ChangePublisher {
  /**
   * `handler` gets every payload sent on `channel` (declared at start) by any instance, this one
   * too — at least once: this instance hears its own messages right after commit and again through
   * LISTEN, so handling one twice must be harmless (drop a cache entry, refetch a list).
   */
  subscribe(channel: string, handler: ChangeHandler): () => void;
  /** False while the LISTEN connection is down: messages may be missing. */
  readonly healthy: boolean;
  /** Called on every change of `healthy`. */
  onHealthChange(listener: (healthy: boolean) => void): () => void;
  close(): Promise<void>;
}

export type ChangeFeedOptions = {
  /** Every channel the server listens on, like JOB_QUEUES: lower-case identifiers. */
  channels: readonly string[];
  log: { warn(msg: string, err?: unknown): void; info(msg: string): void };
  /** How often the LISTEN connection is checked; a silent dead connection is found within this. */
  heartbeatMs?: number;
  /** Waits between reconnection attempts; the last one repeats. */
  reconnectDelaysMs?: readonly number[];
};

const HEARTBEAT_MS = 5_000;
const RECONNECT_DELAYS_MS = [50, 200, 500, 1_000, 2_000, 5_000];

function notify(db: Executor, channel: string, payload: string) {
  if (!LISTEN_CHANNEL.test(channel)) throw new Error(`Invalid change channel "${channel}"`);
  return db.execute(sql`SELECT pg_notify(${channel}, ${payload})`);
}

/** A publisher with no subscribers of its own in this process: NOTIFY still reaches every server. */
export function createChangePublisher(
  database: Database,
  deliverHere: (channel: string, payload: string) => void = () => {},
): ChangePublisher {
  return {
    async publish(channel, payload) {
      await notify(database.db, channel, payload);
      deliverHere(channel, payload);
    },
    async transaction(work) {
      const sent: Array<[string, string]> = [];
      const result = await database.db.transaction((tx) =>
        work(tx, async (channel, payload) => {
          await notify(tx, channel, payload);
          sent.push([channel, payload]);
        }),
      );
      for (const [channel, payload] of sent) deliverHere(channel, payload);
      return result;
    },
  };
}

/**
 * Opens the LISTEN connection and keeps it: a heartbeat finds a connection that died quietly, and a
 * lost one is reconnected with growing waits. Resolves once the first attempt has finished, healthy
 * or not (the server can serve without the feed; its subscribers fall back to the database).
 */
export async function startChangeFeed(database: Database, options: ChangeFeedOptions): Promise<ChangeFeed> {
  const channels = new Set(options.channels);
  const handlers = new Map<string, Set<ChangeHandler>>();
  const healthListeners = new Set<(healthy: boolean) => void>();
  const delays = options.reconnectDelaysMs ?? RECONNECT_DELAYS_MS;
  const heartbeatMs = options.heartbeatMs ?? HEARTBEAT_MS;
  let connection: ListenerConnection | null = null;
  let healthy = false;
  let closed = false;
  let failures = 0;
  let reconnectTimer: NodeJS.Timeout | null = null;

  function deliver(channel: string, payload: string) {
    for (const handler of handlers.get(channel) ?? []) {
      try {
        handler(payload);
      } catch (error) {
        options.log.warn(`change feed: a subscriber of ${channel} failed`, error);
      }
    }
  }

  function setHealthy(value: boolean) {
    if (healthy === value) return;
    healthy = value;
    for (const listener of healthListeners) {
      try {
        listener(value);
      } catch (error) {
        options.log.warn('change feed: a health listener failed', error);
      }
    }
  }

  function lost(from: ListenerConnection | null, error: unknown) {
    // Only the current connection's loss counts: a late event from a replaced one changes nothing.
    if (closed || from !== connection) return;
    connection = null;
    from?.close().catch(() => {});
    options.log.warn(
      'change feed: LISTEN connection lost; cached reads are checked against the database',
      error,
    );
    setHealthy(false);
    scheduleReconnect();
  }

  function scheduleReconnect() {
    if (closed || reconnectTimer) return;
    const delay = delays[Math.min(failures, delays.length - 1)] ?? 1_000;
    failures++;
    reconnectTimer = setTimeout(() => {
      reconnectTimer = null;
      void connect();
    }, delay);
    reconnectTimer.unref();
  }

  async function connect() {
    // The connection object exists only after openListener resolves, but its `lost` may fire before
    // that: hold the loss until we know which connection it belongs to.
    let opened: ListenerConnection | null = null;
    let lostEarly: Error | null = null;
    try {
      opened = await database.openListener([...channels], {
        message: deliver,
        lost: (error) => {
          if (opened) lost(opened, error);
          else lostEarly = error;
        },
      });
    } catch (error) {
      options.log.warn('change feed: cannot LISTEN yet; retrying', error);
      scheduleReconnect();
      return;
    }
    if (closed) {
      await opened.close();
      return;
    }
    if (lostEarly) {
      opened.close().catch(() => {});
      scheduleReconnect();
      return;
    }
    connection = opened;
    if (failures > 0) options.log.info('change feed: LISTEN connection back');
    failures = 0;
    setHealthy(true);
  }

  let heartbeatRunning = false;
  const heartbeat = setInterval(async () => {
    const current = connection;
    if (!current || heartbeatRunning) return;
    heartbeatRunning = true;
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new Error('LISTEN connection did not answer')), heartbeatMs);
      timer.unref();
    });
    try {
      await Promise.race([current.ping(), timeout]);
    } catch (error) {
      lost(current, error);
    } finally {
      clearTimeout(timer);
      heartbeatRunning = false;
    }
  }, heartbeatMs);
  heartbeat.unref();

  await connect();

  return {
    ...createChangePublisher(database, deliver),
    get healthy() {
      return healthy;
    },
    subscribe(channel, handler) {
      if (!channels.has(channel)) throw new Error(`Change channel "${channel}" is not declared at start`);
      const set = handlers.get(channel) ?? new Set<ChangeHandler>();
      handlers.set(channel, set);
      set.add(handler);
      return () => set.delete(handler);
    },
    onHealthChange(listener) {
      healthListeners.add(listener);
      return () => healthListeners.delete(listener);
    },
    async close() {
      closed = true;
      clearInterval(heartbeat);
      if (reconnectTimer) clearTimeout(reconnectTimer);
      const current = connection;
      connection = null;
      healthy = false;
      await current?.close();
    },
  };
}
