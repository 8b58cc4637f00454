import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { DB_KINDS, openTestDatabase, type TestDatabase } from '../../test/database';
import { runAsActor } from './actor';

// The audit log's half in the database layer (decision 0020), as each engine's adapter does it
// (decision 0040): the same behaviour on both, through drizzle's public API. If a library upgrade
// changes how drizzle opens a transaction or sends a lone statement, these fail.

const OWNER = { userId: '00000000-0000-4000-8000-000000000001', requestId: 'req-1' };

type Row = Record<string, unknown>;
const rowsOf = (result: unknown) => (result as { rows: Row[] }).rows;
const WHO = sql`SELECT current_setting('sofreh.actor_id', true) AS actor, current_setting('sofreh.request_id', true) AS request`;
/** What the settings read as when nobody is named: never set (null) or reset at a transaction's end (''). */
const nobody = (value: unknown) => value === null || value === '';

describe.each(DB_KINDS)('the writer of a staff request, on %s', (kind) => {
  let database: TestDatabase;

  beforeAll(async () => {
    database = await openTestDatabase(kind);
    await database.executeSql(
      'CREATE TABLE actor_probe (id int PRIMARY KEY, actor text, request text, tx text NOT NULL)',
    );
  });
  beforeEach(async () => {
    await database.executeSql('DELETE FROM actor_probe');
  });
  afterAll(async () => {
    await database?.close();
  });

  /** Writes a row saying who the database thinks is writing, and in which transaction. */
  const probe = (id: number) =>
    sql`INSERT INTO actor_probe (id, actor, request, tx) VALUES (${id},
      current_setting('sofreh.actor_id', true), current_setting('sofreh.request_id', true), txid_current()::text)`;
  const probes = async () =>
    (await database.executeSql('SELECT id, actor, request, tx FROM actor_probe ORDER BY id')).rows;

  it('names the actor first thing in every transaction a staff request opens, savepoints included', async () => {
    const seen = await runAsActor(OWNER, () =>
      database.db.transaction(async (tx) => {
        const outer = rowsOf(await tx.execute(WHO))[0];
        const inner = await tx.transaction(async (savepoint) => rowsOf(await savepoint.execute(WHO))[0]);
        return [outer, inner];
      }),
    );
    expect(seen).toEqual([
      { actor: OWNER.userId, request: 'req-1' },
      { actor: OWNER.userId, request: 'req-1' },
    ]);
  });

  it('runs a lone write of a staff request in a transaction of its own that names the actor', async () => {
    await runAsActor(OWNER, async () => {
      await database.db.execute(probe(1));
      await database.db.execute(probe(2));
    });
    const [first, second] = await probes();
    expect(first).toMatchObject({ id: 1, actor: OWNER.userId, request: 'req-1' });
    expect(second).toMatchObject({ id: 2, actor: OWNER.userId });
    expect(first!.tx).not.toBe(second!.tx);
  });

  it('keeps each request’s actor to its own transactions when requests run at once', async () => {
    const users = Array.from({ length: 8 }, (_, i) => `00000000-0000-4000-8000-00000000001${i}`);
    const seen = await Promise.all(
      users.map((userId, i) =>
        runAsActor({ userId, requestId: `req-${i}` }, () =>
          database.db.transaction(async (tx) => {
            await tx.execute(probe(100 + i));
            return rowsOf(await tx.execute(WHO))[0];
          }),
        ),
      ),
    );
    expect(seen).toEqual(users.map((userId, i) => ({ actor: userId, request: `req-${i}` })));
    expect((await probes()).map((row) => row.actor)).toEqual(users);
  });

  it('names nobody outside a staff request: not in its transactions, not on a connection a staff request used', async () => {
    await runAsActor(OWNER, () =>
      Promise.all(Array.from({ length: 10 }, () => database.db.transaction((tx) => tx.execute(WHO)))),
    );
    const after = await Promise.all(Array.from({ length: 20 }, () => database.db.execute(WHO)));
    for (const result of after) {
      const row = rowsOf(result)[0]!;
      expect(nobody(row.actor) && nobody(row.request), JSON.stringify(row)).toBe(true);
    }
    await database.db.transaction((tx) => tx.execute(probe(3)));
    await database.db.execute(probe(4));
    for (const row of await probes()) expect(nobody(row.actor), JSON.stringify(row)).toBe(true);
  });

  it('leaves the platform’s raw SQL (migrations, jobs) as it is, even inside a staff request', async () => {
    await runAsActor(OWNER, () =>
      database.executeSql(
        "INSERT INTO actor_probe (id, actor, tx) VALUES ($1, current_setting('sofreh.actor_id', true), 'raw')",
        [5],
      ),
    );
    const [row] = await probes();
    expect(nobody(row!.actor)).toBe(true);
  });

  it('rolls a failed lone write back and reports the database’s own error', async () => {
    await runAsActor(OWNER, async () => {
      await database.db.execute(probe(6));
      await expect(database.db.execute(probe(6))).rejects.toMatchObject({ cause: { code: '23505' } });
    });
    expect((await probes()).map((row) => row.id)).toEqual([6]);
  });
});
