import { AsyncResource } from 'node:async_hooks';
import fs from 'node:fs';
import path from 'node:path';
import {
  PGlite,
  parse,
  protocol,
  type QueryOptions,
  type Results,
  type Transaction,
} from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import pg from 'pg';
import { actorParams, currentActor, mayWrite, opensTransaction, queryText, SET_ACTOR_SQL } from './actor';
import { lockDataDir } from './data-dir-lock';
import * as schema from './schema';

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
/** Anything a repository can run a query on: the database or an open transaction. */
export type Executor = Db | Tx;

export type SqlRows = { rows: Record<string, unknown>[] };
/** Raw SQL on one connection: a parameterised statement, or a parameterless multi-statement script. */
export type SqlRunner = (text: string, values?: unknown[]) => Promise<SqlRows>;

export type NotificationHandlers = {
  message(channel: string, payload: string): void;
  /** The connection is gone and messages may have been missed. Called at most once. */
  lost(error: Error): void;
};

/** A connection that LISTENs (see openListener). */
export interface ListenerConnection {
  /** A round trip that fails when the connection is dead: a quiet LISTEN connection would not notice. */
  ping(): Promise<void>;
  close(): Promise<void>;
}

export interface Database {
  readonly kind: 'postgres' | 'pglite';
  readonly db: Db;
  readonly executeSql: SqlRunner;
  /** Runs `fn` on one dedicated connection, for session-level advisory locks. */
  withConnection<T>(fn: (run: SqlRunner) => Promise<T>): Promise<T>;
  /**
   * LISTENs on `channels` (lower-case identifiers) and hands every NOTIFY to `handlers.message`. On
   * PostgreSQL this is a connection of its own, outside the pool, held for the life of the server.
   */
  openListener(channels: readonly string[], handlers: NotificationHandlers): Promise<ListenerConnection>;
  close(): Promise<void>;
}

/** Only plain lower-case identifiers reach LISTEN: they are spelt into the statement. */
export const LISTEN_CHANNEL = /^[a-z_][a-z0-9_]{0,62}$/;

function checkChannels(channels: readonly string[]) {
  for (const channel of channels) {
    if (!LISTEN_CHANNEL.test(channel)) throw new Error(`Invalid LISTEN channel name "${channel}"`);
  }
}

/** The application name of LISTEN connections, so that operators (and tests) can find them. */
export const LISTENER_APPLICATION_NAME = 'sofreh-listener';

async function openPostgresListener(
  url: string,
  channels: readonly string[],
  handlers: NotificationHandlers,
): Promise<ListenerConnection> {
  checkChannels(channels);
  const client = new pg.Client({
    connectionString: url,
    application_name: LISTENER_APPLICATION_NAME,
    keepAlive: true,
    keepAliveInitialDelayMillis: 10_000,
  });
  let gone = false;
  const lose = (error: Error) => {
    if (gone) return;
    gone = true;
    handlers.lost(error);
  };
  client.on('notification', (message) => handlers.message(message.channel, message.payload ?? ''));
  client.on('error', lose);
  client.on('end', () => lose(new Error('LISTEN connection ended')));
  try {
    await client.connect();
    for (const channel of channels) await client.query(`LISTEN ${channel}`);
  } catch (error) {
    gone = true;
    client.end().catch(() => {});
    throw error;
  }
  return {
    async ping() {
      await client.query('SELECT 1');
    },
    async close() {
      gone = true;
      await client.end().catch(() => {});
    },
  };
}

type QueryFn = (query: unknown, values?: unknown, callback?: unknown) => Promise<unknown>;
const INSTRUMENTED = Symbol('sofreh.actorAware');

/**
 * The audit log's half in the driver (decision 0020): while a staff request is served (see actor.ts),
 * every transaction it opens names the actor right after BEGIN, and a lone write outside a
 * transaction runs inside one that does. Without an actor nothing changes: no extra round trip.
 */
function actorAwarePool(pool: pg.Pool): pg.Pool {
  const plainQuery = pool.query.bind(pool) as unknown as QueryFn;
  const plainConnect = pool.connect.bind(pool) as unknown as (callback?: unknown) => Promise<pg.PoolClient>;
  const instrument = (client: pg.PoolClient) => {
    const marked = client as pg.PoolClient & { [INSTRUMENTED]?: true };
    if (marked[INSTRUMENTED]) return client;
    marked[INSTRUMENTED] = true;
    const query = client.query.bind(client) as unknown as QueryFn;
    (client as unknown as { query: QueryFn }).query = (q, values, callback) => {
      const actor = currentActor();
      if (!actor || callback || typeof values === 'function' || !opensTransaction(queryText(q)))
        return query(q, values, callback);
      return query(q, values).then(async (result) => {
        await query(SET_ACTOR_SQL, actorParams(actor));
        return result;
      });
    };
    return client;
  };
  (pool as unknown as { connect: unknown }).connect = (callback?: unknown) =>
    callback ? plainConnect(callback) : plainConnect().then(instrument);
  (pool as unknown as { query: QueryFn }).query = (q, values, callback) => {
    if (!currentActor() || callback || typeof values === 'function' || !mayWrite(queryText(q)))
      return plainQuery(q, values, callback);
    return (async () => {
      const client = instrument(await plainConnect());
      try {
        await client.query('BEGIN');
        try {
          const result = await (client.query as unknown as QueryFn)(q, values);
          await client.query('COMMIT');
          return result;
        } catch (error) {
          await client.query('ROLLBACK').catch(() => {});
          throw error;
        }
      } finally {
        client.release();
      }
    })();
  };
  return pool;
}

export function openPostgres(url: string, options: { max?: number } = {}): Database {
  const raw = new pg.Pool({ connectionString: url, max: options.max ?? 10 });
  // A dropped idle connection must not crash the process; the pool replaces it.
  raw.on('error', () => {});
  // Raw SQL (migrations, jobs, health) runs unchanged; the application's queries go through drizzle.
  const plainQuery = raw.query.bind(raw);
  const pool = actorAwarePool(raw);
  return {
    kind: 'postgres',
    db: drizzleNodePg(pool, { schema }) as unknown as Db,
    executeSql: (text, values) => plainQuery(text, values),
    async withConnection(fn) {
      const client = await pool.connect();
      try {
        return await fn((text, values) => client.query(text, values));
      } finally {
        client.release();
      }
    },
    openListener: (channels, handlers) => openPostgresListener(url, channels, handlers),
    close: () => pool.end(),
  };
}

/**
 * Runs PGlite's work one task at a time, first come first served, **one task per turn of the event
 * loop**. PGlite executes SQL synchronously on this thread, and its own queue hands the connection on
 * through promises: a backlog of statements ran back to back in one turn, and the loop got no turn to
 * accept a connection or read a request until the backlog was gone. Node 20 accepts one connection
 * per turn, and every request read in that turn joined the backlog, so under load a turn
 * grew with the number of connections: the 50th connection of a benchmark waited 10 s to be
 * accepted (decision 0028). With a turn per task the loop runs between statements, as it does
 * between the round trips to PostgreSQL.
 *
 * A task is one statement, or one whole transaction (its statements cannot interleave with others
 * on the single connection anyway). One queue per PGlite instance, however many times it is wrapped:
 * a statement of one wrapper must not run inside another's open transaction.
 */
type PgliteTurns = <T>(task: () => Promise<T>) => Promise<T>;
const turnsBySession = new WeakMap<PGlite, PgliteTurns>();

function pgliteTurns(client: PGlite): PgliteTurns {
  const known = turnsBySession.get(client);
  if (known) return known;
  const waiting: Array<() => void> = [];
  let busy = false;
  const next = () => {
    const start = waiting.shift();
    if (start) start();
    else busy = false;
  };
  const turns: PgliteTurns = (task) =>
    new Promise((resolve, reject) => {
      // The task runs in the caller's async context (the request's actor, its logger), not in that
      // of whoever ran the turn before it. (Not AsyncResource.bind: it defines deprecated accessors
      // on every function it makes, a cost per statement.)
      const context = new AsyncResource('sofreh.pglite-turn');
      const inContext = () => context.runInAsyncScope(task);
      waiting.push(() => {
        // The caller's continuation runs (in microtasks) before the next task's turn: it queues its
        // next statement behind everyone already waiting.
        Promise.resolve()
          .then(inContext)
          .then(resolve, reject)
          .finally(() => setImmediate(next));
      });
      if (!busy) {
        busy = true;
        setImmediate(next);
      }
    });
  turnsBySession.set(client, turns);
  return turns;
}

type PgliteQuery = <T>(text: string, params?: unknown[], options?: QueryOptions) => Promise<Results<T>>;

/** Named statements kept per PGlite session; the least recently used beyond this are closed. */
const MAX_PREPARED = 500;
const preparedBySession = new WeakMap<PGlite, PgliteQuery>();

/**
 * PGlite's query() sends every statement unnamed: PostgreSQL parses and plans it again on each call,
 * which was most of an order's time in the WASM engine (decision 0028). This sends each distinct text
 * once as a named statement, then only Bind/Execute/Sync, in one call into the engine; PostgreSQL
 * keeps a generic plan after five executions when it is as good as a custom one, as it does for
 * node-postgres' named statements. One cache per PGlite instance (a session), whoever wraps it.
 */
function preparedQueries(client: PGlite): PgliteQuery {
  const known = preparedBySession.get(client);
  if (known) return known;
  const { serialize } = protocol;
  const statements = new Map<string, { name: string; paramTypes: number[] }>();
  let counter = 0;
  const noSync = { syncToFs: false } as const;
  const send = (...messages: Uint8Array[]) => {
    const message = new Uint8Array(messages.reduce((n, m) => n + m.length, 0));
    let offset = 0;
    for (const m of messages) {
      message.set(m, offset);
      offset += m.length;
    }
    return client.execProtocolStream(message, noSync);
  };
  const prepare = async (text: string, options?: QueryOptions) => {
    const name = `sofreh_${++counter}`;
    try {
      await send(serialize.parse({ name, text, types: options?.paramTypes }));
      const described = await send(serialize.describe({ type: 'S', name }));
      return { name, paramTypes: parse.parseDescribeStatementResults(described) };
    } finally {
      await send(serialize.sync());
    }
  };
  /**
   * The instance's parsers with `overrides` over them, made once per set of overridden types: the
   * one caller that overrides (drizzle) always gives the same parsers for the same types (dates,
   * times and intervals left as text). Made again if PGlite replaces its own parsers.
   */
  const merged = new Map<string, { base: PGlite['parsers']; parsers: PGlite['parsers'] }>();
  const parsersWith = (overrides: NonNullable<QueryOptions['parsers']>) => {
    const types = Object.keys(overrides).join(',');
    const kept = merged.get(types);
    if (kept && kept.base === client.parsers) return kept.parsers;
    const parsers = { ...client.parsers, ...overrides };
    merged.set(types, { base: client.parsers, parsers });
    return parsers;
  };
  const query: PgliteQuery = async (text, params = [], options) => {
    await client._checkReady();
    // PGlite's own lock for one protocol exchange: nothing of PGlite's can slip in between.
    return client.runExclusive(async () => {
      try {
        let statement = statements.get(text);
        if (statement) statements.delete(text);
        else statement = await prepare(text, options);
        statements.set(text, statement);
        if (statements.size > MAX_PREPARED) {
          const [oldest, { name }] = statements.entries().next().value!;
          statements.delete(oldest);
          await send(serialize.close({ type: 'S', name }), serialize.sync());
        }
        const { name, paramTypes } = statement;
        const values = params.map((param, i) => {
          if (param === null || param === undefined) return null;
          const type = paramTypes[i]!;
          const toText = options?.serializers?.[type] ?? client.serializers[type];
          return toText ? toText(param) : String(param);
        });
        const messages = await send(
          serialize.bind({ statement: name, values }),
          serialize.describe({ type: 'P' }),
          serialize.execute({}),
          serialize.sync(),
        );
        if (!client.isInTransaction()) await client.syncToFs();
        // Given `parsers` in the options, PGlite would copy every type's parser into a new object on
        // each call (a tenth of an order's time here); the merged set is made once instead.
        const parsers = options?.parsers ? parsersWith(options.parsers) : client.parsers;
        return parse.parseResults(
          messages,
          parsers,
          options && { rowMode: options.rowMode },
        )[0] as Results<never>;
      } catch (error) {
        // The same details PGlite's query() adds to a database error.
        if (error instanceof Error && 'severity' in error)
          Object.assign(error, { query: text, params, queryOptions: options });
        throw error;
      }
    });
  };
  preparedBySession.set(client, query);
  return query;
}

/**
 * What the application's queries go through on PGlite: the turns above, named statements, and the
 * actor's name for the audit log (PGlite's side of actorAwarePool, on its one connection).
 */
function turnTakingPglite(client: PGlite, turns: PgliteTurns, beforeStatement?: BeforeStatement): PGlite {
  const query = preparedQueries(client);
  // A transaction's statements go through the named statements too (the transaction holds its turn).
  const inTransaction = (tx: Transaction): Transaction =>
    new Proxy(tx, {
      get: (target, prop) => (prop === 'query' ? query : Reflect.get(target, prop, target)),
    });
  const setActor = (actor: NonNullable<ReturnType<typeof currentActor>>) =>
    query(SET_ACTOR_SQL, actorParams(actor));
  return new Proxy(client, {
    get(target, prop) {
      if (prop === 'query') {
        return async (text: string, params?: unknown[], options?: QueryOptions) => {
          const actor = currentActor();
          if (beforeStatement) await beforeStatement(text, params);
          if (!actor || !mayWrite(text)) return turns(() => query(text, params, options));
          return turns(() =>
            target.transaction(async () => {
              await setActor(actor);
              return query(text, params, options);
            }),
          );
        };
      }
      if (prop === 'transaction') {
        return (fn: Parameters<PGlite['transaction']>[0]) => {
          const actor = currentActor();
          return turns(() =>
            target.transaction(async (tx) => {
              if (actor) await setActor(actor);
              return fn(inTransaction(tx));
            }),
          );
        };
      }
      // PGlite keeps private fields: its own methods must run on the instance itself.
      const value = Reflect.get(target, prop, target);
      return typeof value === 'function' ? value.bind(target) : value;
    },
  });
}

/** Awaited before a statement outside a transaction joins PGlite's queue (tests count and hold them). */
/** Tests' window on PGlite's statements: each one's text and values, before it waits for its turn. */
type BeforeStatement = (text: string, values?: unknown[]) => void | Promise<void>;

/** Wraps an open PGlite instance (file-backed or in memory). */
export function wrapPglite(
  client: PGlite,
  { onClose, beforeStatement }: { onClose?: () => void; beforeStatement?: BeforeStatement } = {},
): Database {
  const turns = pgliteTurns(client);
  const query = preparedQueries(client);
  const run: SqlRunner = async (text, values) => {
    if (values && values.length > 0) {
      // No await without a hook: the statement joins the queue in the order it was issued.
      if (beforeStatement) await beforeStatement(text, values);
      return turns(() => query(text, values) as Promise<SqlRows>);
    }
    return turns(async () => {
      // A parameterless script may hold several statements (BEGIN; …; COMMIT): exec() runs them all.
      const results = await client.exec(text);
      return { rows: (results.at(-1)?.rows ?? []) as Record<string, unknown>[] };
    });
  };
  return {
    kind: 'pglite',
    db: drizzlePglite(turnTakingPglite(client, turns, beforeStatement), { schema }) as unknown as Db,
    executeSql: run,
    withConnection: (fn) => fn(run),
    // One process, one connection: PGlite's own listen() hands its NOTIFYs to callbacks. It never drops.
    async openListener(channels, handlers) {
      checkChannels(channels);
      const stops = await Promise.all(
        channels.map((channel) => client.listen(channel, (payload) => handlers.message(channel, payload))),
      );
      return {
        async ping() {},
        async close() {
          if (client.closed) return;
          for (const stop of stops) await stop();
        },
      };
    },
    async close() {
      await client.close();
      onClose?.();
    },
  };
}

/**
 * Opens the embedded database in `dataDir/pglite`. Only one process may open a PGlite directory: the
 * folder's lock is held for the life of the process and freed by the OS with it (data-dir-lock.ts).
 */
export async function openPgliteDir(dataDir: string): Promise<Database> {
  const dir = path.resolve(dataDir, 'pglite');
  fs.mkdirSync(dir, { recursive: true });
  const lock = await lockDataDir(dataDir);
  try {
    const client = await PGlite.create(dir);
    return wrapPglite(client, { onClose: () => void lock.release() });
  } catch (error) {
    await lock.release();
    throw error;
  }
}

/**
 * A raw-SQL runner bound to an open transaction, so that work from libraries that speak raw SQL
 * (pg-boss enqueueing a job) commits or rolls back with the business change: the outbox pattern.
 */
export function sqlRunnerFor(tx: Executor): SqlRunner {
  return async (text, values = []) => {
    // Rebuild "$1 … $n" placeholders as drizzle parameters; drizzle renumbers them itself.
    const pieces = text.split(/\$(\d+)/);
    const chunks = pieces.map((piece, i) =>
      i % 2 === 0 ? sql.raw(piece) : sql`${values[Number(piece) - 1] ?? null}`,
    );
    const result = (await tx.execute(sql.join(chunks))) as unknown as SqlRows;
    return { rows: result.rows };
  };
}
