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

function checkChannel(channel: string) {
  if (!LISTEN_CHANNEL.test(channel)) throw new Error(`Invalid change channel "${channel}"`);
}

/**
 * NOTIFY inside the caller's transaction, for a writer that holds only a transaction (onboarding, run
 * by the CLI too): every instance hears it through LISTEN at COMMIT, this process's subscribers included.
 */
export function notify(db: Executor, channel: string, payload: string) {
  checkChannel(channel);
  return db.execute(sql`SELECT pg_notify(${channel}, ${payload})`);
}

/**
 * Sends several messages in one statement, in order, as a transaction of its own that does not wait
 * for the disk flush: a message is a hint sent after its change committed, and if the database
 * went down before the flush every LISTEN connection went down with it, so every instance starts
 * afresh anyway (see "When the LISTEN connection is lost", decision 0015).
 */
function notifyMany(db: Executor, messages: ReadonlyArray<readonly [string, string]>) {
  for (const [channel] of messages) checkChannel(channel);
  return db.execute(sql`
    SELECT pg_notify(m.message ->> 0, m.message ->> 1)
    FROM (SELECT set_config('synchronous_commit', 'off', true)) AS no_flush_wait,
         json_array_elements(${JSON.stringify(messages)}::json) WITH ORDINALITY AS m(message, n)
    ORDER BY m.n`);
}

/** At most this many messages go in one statement. */
const MAX_BATCH = 200;

/**
 * `publish` outside a transaction, batched: when nothing is being sent a message goes at once; the
 * messages published while a statement is on its way go together in the next one. Under load that
 * is one statement for many orders instead of one each, with no waiting added when the server is
 * quiet. Each message still resolves only once it was sent (and rejects if its statement failed).
 */
function batchedPublish(
  database: Database,
  deliverHere: (channel: string, payload: string) => void,
): Publish {
  type Pending = { channel: string; payload: string; done: (error?: unknown) => void };
  let queue: Pending[] = [];
  let sending = false;
  async function drain() {
    sending = true;
    while (queue.length > 0) {
      const batch = queue.slice(0, MAX_BATCH);
      queue = queue.slice(batch.length);
      try {
        await notifyMany(
          database.db,
          batch.map((m) => [m.channel, m.payload] as const),
        );
      } catch (error) {
        for (const m of batch) m.done(error);
        continue;
      }
      for (const m of batch) {
        deliverHere(m.channel, m.payload);
        m.done();
      }
    }
    sending = false;
  }
  return (channel, payload) =>
    new Promise<void>((resolve, reject) => {
      checkChannel(channel);
      queue.push({ channel, payload, done: (error) => (error === undefined ? resolve() : reject(error)) });
      if (!sending) void drain();
    });
}

/** A publisher with no subscribers of its own in this process: NOTIFY still reaches every server. */
export function createChangePublisher(
  database: Database,
  deliverHere: (channel: string, payload: string) => void = () => {},
): ChangePublisher {
  return {
    publish: batchedPublish(database, deliverHere),
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
