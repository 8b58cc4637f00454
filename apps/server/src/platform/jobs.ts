import PgBoss from 'pg-boss';
import type { Database, Executor, SqlRunner } from '../db/database';
import { sqlRunnerFor } from '../db/database';
import { notify } from './change-feed';

/**
 * The change-feed channel on which a job sent inside a transaction is announced (the queue's name
 * as payload): NOTIFY is delivered at COMMIT, when the job becomes visible, and every instance that
 * hears it wakes its worker for that queue instead of waiting for the next poll (0.5 s, pg-boss's
 * shortest). A login code then goes out at once; the poll remains the fallback if a message is lost.
 */
export const JOB_SENT_CHANNEL = 'job_sent';

export type JobHandler<T> = (data: T) => Promise<void>;

export interface Jobs {
  /** Enqueues a job. Pass the open transaction so the job exists only if the business change commits. */
  send<T extends object>(
    queue: string,
    data: T,
    options?: { tx?: Executor; retryLimit?: number },
  ): Promise<void>;
  work<T extends object>(queue: string, handler: JobHandler<T>): Promise<void>;
  /**
   * Sends an empty job to `queue` on a cron schedule (UTC). One schedule per queue in the database,
   * so every instance may declare it; pg-boss makes one job per tick whichever instance is up.
   */
  schedule(queue: string, cron: string): Promise<void>;
  stop(): Promise<void>;
}

/** The job system as the server starts it: what services use, and the wake-up the server wires. */
export interface RunningJobs extends Jobs {
  /** Makes this instance's worker for `queue` look for jobs now (see JOB_SENT_CHANNEL). */
  wake(queue: string): void;
}

/**
 * Background jobs on pg-boss in the same database (PGlite through its executeSql hook). Handlers must
 * be idempotent: a job whose handler crashed half-way runs again.
 */
export async function startJobs(
  database: Database,
  options: { queues: readonly string[]; log: (msg: string, err?: unknown) => void },
): Promise<RunningJobs> {
  const statements = bossStatements(database.executeSql);
  const boss = new PgBoss({
    db: { executeSql: statements.run },
    schema: 'pgboss',
    // Jobs here are user-facing (a login code): pick them up quickly.
    supervise: true,
  });
  boss.on('error', (error) => options.log('job system error', error));
  await boss.start();
  // Queues are created up front: creating one lazily inside a business transaction would wait on
  // that very transaction on PGlite's single connection.
  for (const queue of options.queues) await boss.createQueue(queue);
  const ensureQueue = (queue: string) => {
    if (!options.queues.includes(queue)) throw new Error(`Job queue "${queue}" is not declared in startJobs`);
  };
  const workers = new Map<string, string[]>();
  const wake = (queue: string) => {
    for (const id of workers.get(queue) ?? []) boss.notifyWorker(id);
  };

  return {
    async send(queue, data, { tx, retryLimit = 5 } = {}) {
      ensureQueue(queue);
      await boss.send(queue, data, {
        retryLimit,
        retryDelay: 2,
        retryBackoff: true,
        ...(tx ? { db: { executeSql: sqlRunnerFor(tx) } } : {}),
      });
      // Outside a transaction the job is there already; inside one, only once it commits.
      if (tx) await notify(tx, JOB_SENT_CHANNEL, queue);
      else wake(queue);
    },
    wake,
    async work(queue, handler) {
      ensureQueue(queue);
      const id = await boss.work<typeof handler extends JobHandler<infer T> ? T : never>(
        queue,
        { pollingIntervalSeconds: 0.5, batchSize: 1 },
        async (jobs) => {
          for (const job of jobs) await handler(job.data);
        },
      );
      workers.set(queue, [...(workers.get(queue) ?? []), id]);
    },
    async schedule(queue, cron) {
      ensureQueue(queue);
      // A run that failed is not retried: the next tick does the same work.
      await boss.schedule(queue, cron, {}, { tz: 'UTC', retryLimit: 0, singletonKey: queue });
    },
    async stop() {
      await boss.stop({ graceful: true, wait: true, timeout: 5000 });
      await statements.drainAndEnd();
    },
  };
}

/**
 * pg-boss's own statements, so that none outlives stop(). pg-boss marks a job done without awaiting
 * the statement (its worker counts the job finished first), so its graceful stop can return while
 * that statement is still running, and the database closes under it: an unhandled rejection. stop()
 * waits for the statements in flight; any statement pg-boss issues after that does nothing and reads
 * no rows (no job is fetched). A job whose completion is lost that way expires and runs again, which
 * handlers allow for (they are idempotent).
 */
export function bossStatements(executeSql: SqlRunner) {
  const inFlight = new Set<Promise<unknown>>();
  let ended = false;
  return {
    run: ((text, values) => {
      if (ended) return Promise.resolve({ rows: [] });
      const statement = executeSql(text, values);
      inFlight.add(statement);
      const forget = () => inFlight.delete(statement);
      statement.then(forget, forget);
      return statement;
    }) satisfies SqlRunner,
    async drainAndEnd() {
      // A statement that settles may make pg-boss issue another (a failed job's retry): wait for all.
      while (inFlight.size > 0) await Promise.allSettled(inFlight);
      ended = true;
    },
  };
}
