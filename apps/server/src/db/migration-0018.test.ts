import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DB_KINDS, openTestDatabase, type TestDatabase } from '../../test/database';
import { ensureVendor } from '../orchestrators/vendor-onboarding';

const statements = fs
  .readFileSync(
    path.join(path.dirname(fileURLToPath(import.meta.url)), 'migrations/0018_order_first_state.sql'),
    'utf8',
  )
  .split('--> statement-breakpoint');

describe.each(DB_KINDS)('migration 0018 (an order’s first state on its row) on %s', (kind) => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await openTestDatabase(kind);
  });
  afterAll(async () => {
    await database?.close();
  });

  const sql = (text: string, params: unknown[] = []) => database.executeSql(text, params);

  it('moves each order’s earliest creation entry to its row, and takes its state for one without', async () => {
    const { vendor, owner } = await ensureVendor(database.db, {
      slug: 'first-states',
      name: 'رستوران پیشین',
      owner: { phoneNumber: '09120000091' },
    });
    // The tables as they stood before this migration.
    await sql('DROP VIEW order_states');
    await sql('ALTER TABLE orders DROP COLUMN initial_status, DROP COLUMN created_by');
    const customer = crypto.randomUUID();
    const addOrder = async (number: number, status: string) =>
      (
        await sql(
          `INSERT INTO orders (vendor_id, number, source, delivery_type, status, payment_method,
                               service_fee_type, tax_percent, currency, preparation_minutes, created_at)
           VALUES ($1, $2, 'SALON', 'PICKUP', $3, 'CASH', 'PERCENT', 0, 'IRT', 20, '2026-11-01T10:00:00Z')
           RETURNING id`,
          [vendor.id, number, status],
        )
      ).rows[0]!.id as string;
    const addEntry = (orderId: string, from: string | null, to: string, actor: string | null, at: string) =>
      sql(
        `INSERT INTO order_state_history (vendor_id, order_id, from_status, to_status, actor_user_id, at)
         VALUES ($1, $2, $3, $4, $5, $6)`,
        [vendor.id, orderId, from, to, actor, at],
      );
    const byCustomer = await addOrder(1, 'CONFIRMED');
    await addEntry(byCustomer, null, 'NEEDFORCALL', customer, '2026-11-01T10:00:00Z');
    await addEntry(byCustomer, 'NEEDFORCALL', 'CONFIRMED', owner.id, '2026-11-01T10:05:00Z');
    const byStaff = await addOrder(2, 'CONFIRMED');
    await addEntry(byStaff, null, 'CONFIRMED', owner.id, '2026-11-01T10:00:00Z');
    // A second entry from no state, later: only the earliest is the creation, the other stays.
    await addEntry(byStaff, null, 'CONFIRMED', null, '2026-11-01T10:01:00Z');
    const withoutEntry = await addOrder(3, 'FINISHED');

    for (const statement of statements) await sql(statement);

    const rows = (
      await sql(
        'SELECT number::int AS number, initial_status, created_by FROM orders WHERE vendor_id = $1 ORDER BY number',
        [vendor.id],
      )
    ).rows;
    expect(rows).toEqual([
      { number: 1, initial_status: 'NEEDFORCALL', created_by: customer },
      { number: 2, initial_status: 'CONFIRMED', created_by: owner.id },
      { number: 3, initial_status: 'FINISHED', created_by: null },
    ]);
    const left = await sql(
      `SELECT order_id, from_status, to_status, actor_user_id FROM order_state_history
        WHERE vendor_id = $1 ORDER BY at`,
      [vendor.id],
    );
    expect(left.rows).toEqual([
      { order_id: byStaff, from_status: null, to_status: 'CONFIRMED', actor_user_id: null },
      { order_id: byCustomer, from_status: 'NEEDFORCALL', to_status: 'CONFIRMED', actor_user_id: owner.id },
    ]);
    // Read through the view, every history is what it was.
    const history = async (orderId: string) =>
      (
        await sql(
          `SELECT from_status, to_status, actor_user_id FROM order_states
            WHERE vendor_id = $1 AND order_id = $2 ORDER BY at, from_status IS NOT NULL`,
          [vendor.id, orderId],
        )
      ).rows.map((r) => [r.from_status, r.to_status, r.actor_user_id]);
    expect(await history(byCustomer)).toEqual([
      [null, 'NEEDFORCALL', customer],
      ['NEEDFORCALL', 'CONFIRMED', owner.id],
    ]);
    expect(await history(byStaff)).toEqual([
      [null, 'CONFIRMED', owner.id],
      [null, 'CONFIRMED', null],
    ]);
    expect(await history(withoutEntry)).toEqual([[null, 'FINISHED', null]]);

    const column = await sql(
      "SELECT is_nullable FROM information_schema.columns WHERE table_name = 'orders' AND column_name = 'initial_status'",
    );
    expect(column.rows[0]!.is_nullable).toBe('NO');
    // The platform's change, not a person's: nothing in the audit log.
    const audit = await sql('SELECT count(*)::int AS n FROM audit_log WHERE vendor_id = $1', [vendor.id]);
    expect(audit.rows[0]!.n).toBe(0);
  });

  it('reads one order’s states through the order’s key and the history’s index', async () => {
    const { vendor } = await ensureVendor(database.db, {
      slug: 'states-read',
      name: 'رستوران پرکار',
      owner: { phoneNumber: '09120000092' },
    });
    await sql(
      `INSERT INTO orders (vendor_id, number, source, delivery_type, status, initial_status, payment_method,
                           service_fee_type, tax_percent, currency, preparation_minutes)
       SELECT $1::uuid, g, 'WEBSITE', 'PICKUP', 'CONFIRMED', 'NEEDFORCALL', 'CASH', 'PERCENT', 0, 'IRT', 20
       FROM generate_series(1, 300) g`,
      [vendor.id],
    );
    await sql(
      `INSERT INTO order_state_history (vendor_id, order_id, from_status, to_status)
       SELECT vendor_id, id, 'NEEDFORCALL', 'CONFIRMED' FROM orders WHERE vendor_id = $1`,
      [vendor.id],
    );
    await sql('ANALYZE orders');
    await sql('ANALYZE order_state_history');
    // As a prepared statement is planned once for any order: a generic plan.
    const plan = await database.withConnection(async (run) => {
      await run('SET plan_cache_mode = force_generic_plan');
      await run(
        'PREPARE states (uuid, uuid) AS SELECT * FROM order_states WHERE vendor_id = $1 AND order_id = $2',
      );
      try {
        const { rows } = await run('EXPLAIN EXECUTE states (gen_random_uuid(), gen_random_uuid())');
        return rows.map((row) => String(row['QUERY PLAN'])).join('\n');
      } finally {
        await run('DEALLOCATE states');
        await run('RESET plan_cache_mode');
      }
    });
    expect(plan).toMatch(
      /Index Scan using orders_vendor_id_id_pk on orders[\s\S]*vendor_id = \$1\) AND \(id = \$2\)/,
    );
    expect(plan).toMatch(
      /Index (Only )?Scan using order_state_history_order[\s\S]*vendor_id = \$1\) AND \(order_id = \$2\)/,
    );
  });
});
