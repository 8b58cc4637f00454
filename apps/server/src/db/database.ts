import fs from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import pg from 'pg';
import { withoutActor } from './actor';
import { lockDataDir } from './data-dir-lock';
import { TurnTakingPGlite } from './pglite-client';
import { PGLITE_START_PARAMS } from './pglite-settings';
import { ActorAwarePool, type OnStatement } from './postgres-client';
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

/**
 * PostgreSQL through node-postgres: one pool whose connections name the request's actor for the audit
 * log (postgres-client.ts). Raw SQL (migrations, jobs, health) is nobody's change and runs as is.
 */
export function openPostgres(
  url: string,
  options: { max?: number; onStatement?: OnStatement } = {},
): Database {
  const pool = new ActorAwarePool({
    connectionString: url,
    max: options.max ?? 10,
    onStatement: options.onStatement,
  });
  // A dropped idle connection must not crash the process; the pool replaces it.
  pool.on('error', () => {});
  return {
    kind: 'postgres',
    db: drizzleNodePg(pool, { schema }) as unknown as Db,
    executeSql: (text, values) => withoutActor(() => pool.query(text, values)),
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
 * The embedded database: an open TurnTakingPGlite (pglite-client.ts), whose queue every statement
 * of the application, raw or through drizzle, goes through. Several Database values may share one
 * (a test's second handle): they share its queue.
 */
export function pgliteDatabase(
  client: TurnTakingPGlite,
  { onClose }: { onClose?: () => void } = {},
): Database {
  const run: SqlRunner = (text, values) =>
    withoutActor(async () => {
      if (values && values.length > 0) return (await client.query(text, values)) as SqlRows;
      // A parameterless script may hold several statements (BEGIN; …; COMMIT): exec() runs them all.
      const results = await client.exec(text);
      return { rows: (results.at(-1)?.rows ?? []) as Record<string, unknown>[] };
    });
  return {
    kind: 'pglite',
    db: drizzlePglite(client, { schema }) as unknown as Db,
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

/** An embedded database of its own (in memory unless `dataDir` or `loadDataDir` say otherwise). */
export async function openPglite(options: ConstructorParameters<typeof TurnTakingPGlite>[0] = {}) {
  return pgliteDatabase(await TurnTakingPGlite.open(options));
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
    const client = await TurnTakingPGlite.open({ dataDir: dir, startParams: PGLITE_START_PARAMS });
    return pgliteDatabase(client, { onClose: () => void lock.release() });
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
