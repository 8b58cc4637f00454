import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DB_KINDS, openTestDatabase, type TestDatabase } from '../../test/database';
import { eventually } from '../../test/eventually';
import { ensureVendor } from '../orchestrators/vendor-onboarding';
import type { SqlRunner } from './database';
import { maintainTables, startTableMaintenance } from './table-maintenance';

/** `count` orders of the vendor, written in one statement (the columns a row cannot do without). */
const insertOrders = (run: SqlRunner, vendorId: string, from: number, count: number) =>
  run(
    `INSERT INTO orders (vendor_id, number, source, delivery_type, status, initial_status, payment_method,
                         service_fee_type, tax_percent, currency, preparation_minutes)
     SELECT $1::uuid, g, 'WEBSITE', 'PICKUP', 'SUBMITTED', 'SUBMITTED', 'CASH', 'PERCENT', 0, 'IRT', 20
     FROM generate_series($2::int, $3::int) g`,
    [vendorId, from, from + count - 1],
  );

/** The engine's counters are kept per connection until it goes idle: publish them now. */
const publishCounters = (run: SqlRunner) => run('SELECT pg_stat_force_next_flush()');

/** The plan a connection keeps for the foreign-key check on an order (as PostgreSQL writes it). */
async function orderCheckPlan(run: SqlRunner) {
  await run('SET plan_cache_mode = force_generic_plan');
  await run(
    'PREPARE order_check (uuid, uuid) AS SELECT 1 FROM ONLY orders x WHERE vendor_id = $1 AND id = $2 FOR KEY SHARE OF x',
  );
  try {
    const { rows } = await run('EXPLAIN EXECUTE order_check (gen_random_uuid(), gen_random_uuid())');
    return rows.map((row) => String(row['QUERY PLAN'])).join('\n');
  } finally {
    await run('DEALLOCATE order_check');
    await run('RESET plan_cache_mode');
  }
}

describe.each(DB_KINDS)('table maintenance on %s', (kind) => {
  let database: TestDatabase;
  let vendorId: string;
  beforeAll(async () => {
    database = await openTestDatabase(kind);
    ({
      vendor: { id: vendorId },
    } = await ensureVendor(database.db, {
      slug: 'maintained',
      name: 'رستوران نگهداری',
      owner: { phoneNumber: '09120000071' },
    }));
  });
  afterAll(async () => {
    await database?.close();
  });

  // One connection throughout: its own counters are the ones published.
  it('analyzes a table whose rows changed enough, and then the order check walks the primary key', async () => {
    await database.withConnection(async (run) => {
      await insertOrders(run, vendorId, 1, 300);
      await publishCounters(run);
      // The trap (decision 0030): never analyzed, the check walks every order of the vendor.
      expect(await orderCheckPlan(run)).toMatch(/orders_vendor_created[\s\S]*Filter: \(id = \$2\)/);

      const done = await maintainTables(run);
      expect(done).toContainEqual({ table: 'public.orders', vacuumed: false, analyzed: true });
      const { rows } = await run(`SELECT reltuples FROM pg_class WHERE oid = 'orders'::regclass`);
      expect(Number(rows[0]!.reltuples)).toBe(300);
      expect(await orderCheckPlan(run)).toMatch(/Index Cond: \(\(vendor_id = \$1\) AND \(id = \$2\)\)/);

      // Nothing changed since: nothing to do.
      await publishCounters(run);
      expect((await maintainTables(run)).map((t) => t.table)).not.toContain('public.orders');
    });
  });

  it('vacuums a table with enough dead rows', async () => {
    await database.withConnection(async (run) => {
      // A status is indexed: each update leaves a dead row behind.
      await run(`UPDATE orders SET status = 'CONFIRMED' WHERE vendor_id = $1`, [vendorId]);
      await publishCounters(run);

      expect(await maintainTables(run)).toContainEqual({
        table: 'public.orders',
        vacuumed: true,
        analyzed: true,
      });
      await publishCounters(run);
      const { rows } = await run(
        `SELECT n_dead_tup, last_vacuum FROM pg_stat_user_tables WHERE relid = 'orders'::regclass`,
      );
      expect(Number(rows[0]!.n_dead_tup)).toBe(0);
      expect(rows[0]!.last_vacuum).not.toBeNull();
    });
  });

  it('runs on its own on a timer until stopped', async () => {
    const rounds: string[][] = [];
    const errors: unknown[] = [];
    await database.withConnection(async (run) => {
      await insertOrders(run, vendorId, 1001, 200);
      await publishCounters(run);
      const maintenance = startTableMaintenance(run, {
        intervalMs: 10,
        onDone: (tables) => rounds.push(tables.map((t) => t.table)),
        onError: (error) => errors.push(error),
      });
      try {
        await eventually(() => rounds.flat().includes('public.orders'), 'a round that analyzes orders');
      } finally {
        await maintenance.stop();
      }
      expect(errors).toEqual([]);
    });
  });
});
