import { AsyncResource } from 'node:async_hooks';
import {
  PGlite,
  type PGliteOptions,
  type QueryOptions,
  type Results,
  type Transaction,
} from '@electric-sql/pglite';
import { actorParams, currentActor, mayWrite, SET_ACTOR_SQL } from './actor';

/** Tests' window on PGlite's statements: each one's text and values, before it waits for its turn. */
export type BeforeStatement = (text: string, values?: unknown[]) => void | Promise<void>;

/**
 * Runs tasks one at a time, first come first served, **one task per turn of the event loop**
 * (decision 0028). PGlite executes SQL synchronously on this thread, and its own lock hands the
 * connection on through promises: a backlog of statements ran back to back in one turn, and the loop
 * got no turn to accept a connection or read a request until the backlog was gone — under load the
 * 50th connection of a burst waited seconds to be accepted. With a turn per task the loop runs between
 * statements, as it does between the round trips to PostgreSQL.
 */
function createTurns() {
  const waiting: Array<() => void> = [];
  let busy = false;
  const next = () => {
    const start = waiting.shift();
    if (start) start();
    else busy = false;
  };
  return <T>(task: () => Promise<T>): Promise<T> =>
    new Promise<T>((resolve, reject) => {
      // The task runs in the caller's async context (the request's actor, its logger), not in that of
      // whoever ran the turn before it.
      const inCallerContext = AsyncResource.bind(task);
      waiting.push(() => {
        // The caller's continuation runs (in microtasks) before the next task's turn.
        Promise.resolve()
          .then(inCallerContext)
          .then(resolve, reject)
          .finally(() => setImmediate(next));
      });
      if (!busy) {
        busy = true;
        setImmediate(next);
      }
    });
}

/**
 * PGlite as the application uses it (decision 0040): a real PGlite whose three public entry points —
 * `query`, `exec` and `transaction` — go through the turns above, and which names the request's actor
 * for the audit log (decision 0020): first thing in each transaction, and around a lone write in a
 * transaction of its own. Each override calls PGlite's own method; no private member is touched and
 * nothing stands in for the instance. A statement inside a transaction goes through the transaction's
 * own `query`, which holds the turn of the transaction.
 *
 * As with PGlite itself, work on the instance from inside one of its transactions waits for that
 * transaction: use the transaction.
 */
export class TurnTakingPGlite extends PGlite {
  readonly #turns = createTurns();
  readonly #beforeStatement?: BeforeStatement;

  constructor(options: PGliteOptions & { beforeStatement?: BeforeStatement } = {}) {
    const { beforeStatement, ...pgliteOptions } = options;
    super(pgliteOptions);
    this.#beforeStatement = beforeStatement;
  }

  /** Opens one and waits until it is ready. */
  static async open(options: PGliteOptions & { beforeStatement?: BeforeStatement } = {}) {
    const client = new TurnTakingPGlite(options);
    await client.waitReady;
    return client;
  }

  override async query<T>(text: string, params?: unknown[], options?: QueryOptions): Promise<Results<T>> {
    if (this.#beforeStatement) await this.#beforeStatement(text, params);
    const actor = currentActor();
    if (actor && mayWrite(text)) {
      return this.#turns(() =>
        super.transaction(async (tx) => {
          await tx.query(SET_ACTOR_SQL, actorParams(actor));
          return tx.query<T>(text, params, options);
        }),
      );
    }
    return this.#turns(() => super.query<T>(text, params, options));
  }

  override exec(text: string, options?: QueryOptions): Promise<Array<Results>> {
    return this.#turns(() => super.exec(text, options));
  }

  override transaction<T>(callback: (tx: Transaction) => Promise<T>): Promise<T> {
    const actor = currentActor();
    return this.#turns(() =>
      super.transaction(async (tx) => {
        if (actor) await tx.query(SET_ACTOR_SQL, actorParams(actor));
        return callback(tx);
      }),
    );
  }
}
