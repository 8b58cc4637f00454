import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DB_KINDS, openTestDatabase, type TestDatabase } from '../../test/database';
import { fixedStatement } from './fixed-statement';

const next = fixedStatement<{ next: number; names: unknown }>(
  'test_next',
  sql`SELECT ${sql.placeholder('n')}::int + 1 AS next, ${sql.placeholder('names')}::json AS names`,
);

describe.each(DB_KINDS)('a statement of fixed text on %s', (kind) => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await openTestDatabase(kind);
  });
  afterAll(async () => {
    await database?.close();
  });

  it('runs with new values each time, outside and inside a transaction', async () => {
    expect(await next(database.db, { n: 1, names: JSON.stringify(['a']) })).toEqual([
      { next: 2, names: ['a'] },
    ]);
    const inside = await database.db.transaction((tx) => next(tx, { n: 41, names: '[]' }));
    expect(inside).toEqual([{ next: 42, names: [] }]);
  });

  it('answers dates and times as text, as drizzle’s own queries do, on either engine', async () => {
    const at = fixedStatement<{ at: unknown; day: unknown; n: unknown }>(
      'test_at',
      sql`SELECT ${sql.placeholder('at')}::timestamptz AS at, '2026-03-21'::date AS day, 7::bigint AS n`,
    );
    const [row] = await at(database.db, { at: '2026-03-21T08:30:00Z' });
    expect(typeof row!.at).toBe('string');
    expect(new Date(row!.at as string).toISOString()).toBe('2026-03-21T08:30:00.000Z');
    expect(row!.day).toBe('2026-03-21');
    expect(String(row!.n)).toBe('7');
  });

  it.runIf(kind === 'postgres')('is prepared once per connection, under a name of its text', async () => {
    // One transaction: one connection, whose prepared statements PostgreSQL lists.
    const prepared = await database.db.transaction(async (tx) => {
      await next(tx, { n: 1, names: '[]' });
      await next(tx, { n: 2, names: '[]' });
      return tx.execute(
        sql`SELECT name, statement FROM pg_prepared_statements WHERE name LIKE 'test_next_%'`,
      );
    });
    const rows = (prepared as unknown as { rows: Array<{ name: string; statement: string }> }).rows;
    expect(rows).toHaveLength(1);
    expect(rows[0]!.name).toMatch(/^test_next_[0-9a-f]{12}$/);
    expect(rows[0]!.statement).toContain('$1::int + 1');
  });
});
