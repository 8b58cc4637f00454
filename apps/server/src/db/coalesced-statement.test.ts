import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { DB_KINDS, openTestDatabase, type TestDatabase } from '../../test/database';
import { runAsActor } from './actor';
import { coalescedStatement } from './coalesced-statement';

type Probe = { id: number; tx: string };

/** Each run writes one row and says which transaction wrote it. */
const insertProbe = coalescedStatement<Probe>(
  'test_coalesced_probe',
  sql`INSERT INTO coalesce_probe (id, tx) VALUES (${sql.placeholder('id')}::int, txid_current()::text)
      RETURNING id, tx`,
);

/** The SQLSTATE of a failed statement, wherever the driver put it (drizzle wraps it in `cause`). */
function errorCode(error: unknown): unknown {
  for (let e = error as { code?: unknown; cause?: unknown } | undefined; e; e = e.cause as typeof e) {
    if (e.code) return e.code;
  }
  return undefined;
}

const ids = (from: number, count: number) => Array.from({ length: count }, (_, i) => from + i);

describe.each(DB_KINDS)('a statement whose runs share commits, on %s', (kind) => {
  let database: TestDatabase;
  const storedIds = async () => {
    const { rows } = await database.executeSql('SELECT id FROM coalesce_probe ORDER BY id');
    return rows.map((row) => Number(row.id));
  };

  beforeAll(async () => {
    database = await openTestDatabase(kind);
    await database.executeSql('CREATE TABLE coalesce_probe (id int PRIMARY KEY, tx text NOT NULL)');
  });
  beforeEach(async () => {
    await database.executeSql('DELETE FROM coalesce_probe');
  });
  afterAll(async () => {
    await database?.close();
  });

  it('runs sent together share transactions, and each gets its own row', async () => {
    const sent = ids(1, 24);
    const answers = await Promise.all(sent.map((id) => insertProbe(database.db, { id })));

    expect(answers.map((rows) => rows.map((row) => row.id))).toEqual(sent.map((id) => [id]));
    const transactions = new Set(answers.map(([row]) => row!.tx));
    expect(transactions.size).toBeGreaterThan(1);
    expect(transactions.size).toBeLessThan(sent.length);
    expect(await storedIds()).toEqual(sent);
  });

  it('a run that fails fails alone: the others of its transaction are written, once each', async () => {
    await insertProbe(database.db, { id: 105 });
    const sent = ids(100, 12);

    const outcomes = await Promise.allSettled(sent.map((id) => insertProbe(database.db, { id })));

    const failed = outcomes.flatMap((outcome, i) => (outcome.status === 'rejected' ? [sent[i]] : []));
    expect(failed).toEqual([105]);
    const refusal = outcomes.find((outcome) => outcome.status === 'rejected') as PromiseRejectedResult;
    expect(errorCode(refusal.reason)).toBe('23505');
    expect(await storedIds()).toEqual(sent);
  });

  it('inside the caller’s transaction a run is part of it, and is rolled back with it', async () => {
    const rolledBack = new Error('rolled back on purpose');
    let callerTx = '';
    let runTx = '';
    await expect(
      database.db.transaction(async (tx) => {
        const own = (await tx.execute(sql`SELECT txid_current()::text AS tx`)) as unknown as {
          rows: { tx: string }[];
        };
        callerTx = own.rows[0]!.tx;
        const [row] = await insertProbe(tx, { id: 200 });
        runTx = row!.tx;
        throw rolledBack;
      }),
    ).rejects.toBe(rolledBack);
    expect(runTx).not.toBe('');
    expect(runTx).toBe(callerTx);
    expect(await storedIds()).toEqual([]);
  });

  it('the runs of a staff request are not queued: each is its own transaction, as the audit log needs', async () => {
    const actor = { userId: '00000000-0000-4000-8000-000000000001' };
    const sent = ids(300, 8);

    const answers = await runAsActor(actor, () =>
      Promise.all(sent.map((id) => insertProbe(database.db, { id }))),
    );

    expect(new Set(answers.map(([row]) => row!.tx)).size).toBe(sent.length);
    expect(await storedIds()).toEqual(sent);
  });
});
