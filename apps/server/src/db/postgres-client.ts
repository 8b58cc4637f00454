import pg from 'pg';
import { actorParams, currentActor, mayWrite, opensTransaction, queryText, SET_ACTOR_SQL } from './actor';

// node-postgres' side of the audit log (decision 0020), through its documented extension points
// (decision 0040): the pool is made with our Client class (pg-pool's `Client` option, which builds
// every connection with `new Client(poolOptions)`), and our Pool's own public `query`. Nothing of
// pg's is patched or reached into; postgres-client.test.ts pins what drizzle's use of them relies on.

/** Counts statements (the benchmark); called with each text before it is sent. */
export type OnStatement = (text: string) => void;

type QueryArgs = [query: unknown, values?: unknown, callback?: unknown];
type Callback = (error: Error | null | undefined, result?: unknown) => void;
// biome-ignore lint/suspicious/noExplicitAny: a query as the caller gave it (a text or a config)
type AnyQuery = any;
const valuesOf = (values: unknown) => (typeof values === 'function' ? undefined : (values as unknown[]));

/**
 * A connection that names the request's actor in every transaction it begins: right after a BEGIN
 * sent while an actor is current (drizzle's `db.transaction`), it sets `sofreh.actor_id` and
 * `sofreh.request_id` for that transaction. Without an actor it is a plain pg.Client.
 */
export class ActorAwareClient extends pg.Client {
  readonly #onStatement?: OnStatement;

  constructor(config: pg.ClientConfig & { onStatement?: OnStatement } = {}) {
    super(config);
    this.#onStatement = config.onStatement;
  }

  // biome-ignore lint/suspicious/noExplicitAny: pg's query is overloaded; every form passes through
  override query(...args: any[]): any {
    const [query, values, callback] = args as QueryArgs;
    const text = queryText(query);
    if (this.#onStatement && text) this.#onStatement(text);
    const actor = currentActor();
    if (!actor || !opensTransaction(text)) return (super.query as (...a: unknown[]) => unknown)(...args);
    const run = async () => {
      const result = await super.query(query as AnyQuery, valuesOf(values));
      this.#onStatement?.(SET_ACTOR_SQL);
      await super.query(SET_ACTOR_SQL, actorParams(actor));
      return result;
    };
    return settle(run(), typeof values === 'function' ? values : callback);
  }
}

/**
 * The application's pool: a lone write (outside any transaction) sent while an actor is current runs
 * in a transaction of its own that names the actor (an UPDATE of a dish, a DELETE of a link), so its
 * audit row says who. Everything else is pg.Pool's own `query`.
 */
export class ActorAwarePool extends pg.Pool {
  constructor(config: pg.PoolConfig & { onStatement?: OnStatement }) {
    super({ ...config, Client: ActorAwareClient });
  }

  // biome-ignore lint/suspicious/noExplicitAny: pg's query is overloaded; every form passes through
  override query(...args: any[]): any {
    const [query, values, callback] = args as QueryArgs;
    const actor = currentActor();
    if (!actor || !mayWrite(queryText(query))) return (super.query as (...a: unknown[]) => unknown)(...args);
    const run = async () => {
      const client = await this.connect();
      try {
        // Our client names the actor right after this BEGIN.
        await client.query('BEGIN');
        try {
          const result = await client.query(query as AnyQuery, valuesOf(values));
          await client.query('COMMIT');
          return result;
        } catch (error) {
          await client.query('ROLLBACK').catch(() => {});
          throw error;
        }
      } finally {
        client.release();
      }
    };
    return settle(run(), typeof values === 'function' ? values : callback);
  }
}

/** A promise, or — when the caller passed a callback, as pg-pool does — that callback called with its outcome. */
function settle(promise: Promise<unknown>, callback: unknown) {
  if (typeof callback !== 'function') return promise;
  promise.then(
    (result) => (callback as Callback)(undefined, result),
    (error) => (callback as Callback)(error as Error),
  );
  return undefined;
}
