import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DB_KINDS, openTestDatabase } from '../../test/database';
import { eventually } from '../../test/eventually';
import type { Database } from '../db/database';
import { JOB_SENT_CHANNEL, type Jobs, startJobs } from './jobs';

describe.each(DB_KINDS)('jobs on %s', (kind) => {
  let database: Database;
  let jobs: Jobs;
  beforeAll(async () => {
    database = await openTestDatabase(kind);
    jobs = await startJobs(database, { queues: ['outbox-rollback', 'retry-once'], log: () => {} });
  });
  afterAll(async () => {
    await jobs?.stop();
    await database?.close();
  });

  const countJobs = async (queue: string) =>
    Number(
      (await database.executeSql('SELECT count(*)::int AS n FROM pgboss.job WHERE name = $1', [queue]))
        .rows[0]!.n,
    );

  it('enqueues inside the business transaction: a rollback leaves no job (outbox)', async () => {
    await expect(
      database.db.transaction(async (tx) => {
        await jobs.send('outbox-rollback', { n: 1 }, { tx });
        throw new Error('business rule failed');
      }),
    ).rejects.toThrow('business rule failed');
    expect(await countJobs('outbox-rollback')).toBe(0);

    await database.db.transaction(async (tx) => {
      await jobs.send('outbox-rollback', { n: 2 }, { tx });
    });
    expect(await countJobs('outbox-rollback')).toBe(1);
  });

  it('announces a job sent in a transaction when it commits, so workers wake; a rollback announces none', async () => {
    const heard: string[] = [];
    const listener = await database.openListener([JOB_SENT_CHANNEL], {
      message: (_channel, payload) => heard.push(payload),
      lost: () => {},
    });
    try {
      await expect(
        database.db.transaction(async (tx) => {
          await jobs.send('outbox-rollback', { n: 3 }, { tx });
          throw new Error('business rule failed');
        }),
      ).rejects.toThrow('business rule failed');
      await database.db.transaction(async (tx) => {
        await jobs.send('outbox-rollback', { n: 4 }, { tx });
        // Not before COMMIT: the job is not visible to a worker yet.
        expect(heard).toEqual([]);
      });
      await eventually(() => heard.length > 0, 'the job announced');
      // The rolled-back one, sent first, was never announced.
      expect(heard).toEqual(['outbox-rollback']);
    } finally {
      await listener.close();
    }
  });

  it('runs a handler for each job and retries one that failed', async () => {
    const seen: number[] = [];
    let failures = 0;
    await jobs.work<{ n: number }>('retry-once', async ({ n }) => {
      if (failures++ === 0) throw new Error('provider down');
      seen.push(n);
    });
    await jobs.send('retry-once', { n: 7 }, { retryLimit: 2 });
    const deadline = Date.now() + 15_000;
    while (seen.length === 0 && Date.now() < deadline) await new Promise((r) => setTimeout(r, 100));
    expect(seen).toEqual([7]);
    expect(failures).toBe(2);
  });

  it('lets no statement of a finished job outlive stop(): the database may close right after', async () => {
    // pg-boss marks a job done without awaiting that statement; here it is held until stop() began.
    let releaseCompletion = () => {};
    const completionHeld = new Promise<void>((resolve) => {
      releaseCompletion = resolve;
    });
    const own = await openTestDatabase(kind);
    const completions: string[] = [];
    const holding: Database = {
      ...own,
      executeSql: async (text, values) => {
        if (text.includes("state = 'completed'")) {
          await completionHeld;
          completions.push('done');
        }
        return own.executeSql(text, values);
      },
    };
    const unhandled: unknown[] = [];
    const onUnhandled = (reason: unknown) => unhandled.push(reason);
    process.on('unhandledRejection', onUnhandled);
    try {
      const stopping = await startJobs(holding, { queues: ['stop-race'], log: () => {} });
      let handled = () => {};
      const handlerRan = new Promise<void>((resolve) => {
        handled = resolve;
      });
      await stopping.work('stop-race', async () => handled());
      await stopping.send('stop-race', { n: 1 });
      await handlerRan;
      const stopped = stopping.stop();
      setTimeout(releaseCompletion, 800);
      await stopped;
      expect(completions).toEqual(['done']);
      await own.close();
      await new Promise((resolve) => setTimeout(resolve, 200));
      expect(unhandled).toEqual([]);
    } finally {
      process.off('unhandledRejection', onUnhandled);
      releaseCompletion();
    }
  });
});
