import type { SQL } from 'drizzle-orm';
import { PgTransaction } from 'drizzle-orm/pg-core';
import pg from 'pg';
import { currentActor } from './actor';
import type { Db, Executor } from './database';
import { fixedStatement } from './fixed-statement';

/** Runs that share one transaction at most: it bounds how long the first of them waits for the last. */
const MAX_RUNS_PER_TRANSACTION = 16;
/**
 * Shared transactions in flight at once. On PostgreSQL two: measured against three on the order's
 * statement (decision 0037), the runs queued behind two shared more commits — 15% less database and
 * 7% less server CPU per order — and two sessions running orders back to back still do thousands of
 * orders a second, far beyond a restaurant platform's peak. The pool keeps its other connections for
 * everything else. PGlite runs one transaction at a time whatever we do.
 */
const TRANSACTIONS_IN_FLIGHT = { postgres: 2, pglite: 1 } as const;

type Run<Row> = {
  values: Record<string, unknown>;
  resolve: (rows: Row[]) => void;
  reject: (error: unknown) => void;
};
type Queue<Row> = { waiting: Run<Row>[]; inFlight: number };

/**
 * A fixed statement (see fixedStatement) whose runs arriving together share a commit (decision 0037).
 * A run on the database itself joins a queue; runs that queue while earlier ones execute go together
 * in one transaction of their own, then each gets its own rows — one commit and one WAL flush for all
 * of them instead of one each (a group commit). At a quiet moment a run goes alone, as before.
 *
 * Only for a statement that is all or nothing on its own and rarely fails. If any run of a shared
 * transaction fails, the transaction is rolled back (nothing of it was written) and each of its runs
 * is repeated alone, so each ends exactly as it would have alone: the failing one fails, the others
 * succeed. A commit whose outcome is lost with its connection repeats them too — so the statement
 * must answer a repeat of what already committed (the order's statement finds its own key).
 *
 * Runs inside the caller's transaction, and runs of a staff request (the audit log names its actor,
 * decision 0020), are not queued: they execute at once, where they were sent.
 */
export function coalescedStatement<Row>(label: string, statement: SQL) {
  const alone = fixedStatement<Row>(label, statement);
  // One queue per database: a process (the tests) may serve several.
  const queues = new WeakMap<Db, Queue<Row>>();

  function pump(db: Db, queue: Queue<Row>) {
    const client = (db._.session as unknown as { client?: unknown }).client;
    const limit = TRANSACTIONS_IN_FLIGHT[client instanceof pg.Pool ? 'postgres' : 'pglite'];
    while (queue.inFlight < limit && queue.waiting.length > 0) {
      const runs = queue.waiting.splice(0, MAX_RUNS_PER_TRANSACTION);
      queue.inFlight++;
      void runTogether(db, runs).finally(() => {
        queue.inFlight--;
        pump(db, queue);
      });
    }
  }

  async function runTogether(db: Db, runs: Run<Row>[]) {
    if (runs.length > 1) {
      let results: Row[][] | null = null;
      try {
        results = await db.transaction(async (tx) => {
          const rows: Row[][] = [];
          for (const run of runs) rows.push(await alone(tx, run.values));
          return rows;
        });
      } catch {
        // Rolled back, or its commit's outcome unknown: each run is repeated alone below.
      }
      if (results) {
        for (const [i, run] of runs.entries()) run.resolve(results[i]!);
        return;
      }
    }
    await Promise.all(runs.map((run) => alone(db, run.values).then(run.resolve, run.reject)));
  }

  return (executor: Executor, values: Record<string, unknown>): Promise<Row[]> => {
    if (executor instanceof PgTransaction || currentActor()) return alone(executor, values);
    const db = executor as Db;
    let queue = queues.get(db);
    if (!queue) {
      queue = { waiting: [], inFlight: 0 };
      queues.set(db, queue);
    }
    const waiting = queue.waiting;
    const promise = new Promise<Row[]>((resolve, reject) => waiting.push({ values, resolve, reject }));
    pump(db, queue);
    return promise;
  };
}
