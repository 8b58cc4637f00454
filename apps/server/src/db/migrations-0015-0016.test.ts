import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DB_KINDS, openTestDatabase, type TestDatabase } from '../../test/database';
import { ensureVendor } from '../orchestrators/vendor-onboarding';

const [, moveCounters, dropCounters] = fs
  .readFileSync(
    path.join(path.dirname(fileURLToPath(import.meta.url)), 'migrations/0015_order_number_sequences.sql'),
    'utf8',
  )
  .split('--> statement-breakpoint');

describe.each(DB_KINDS)(
  'order numbers from per-vendor sequences (migration 0015), order parts’ keys (0016) on %s',
  (kind) => {
    let database: TestDatabase;
    beforeAll(async () => {
      database = await openTestDatabase(kind);
    });
    afterAll(async () => {
      await database?.close();
    });

    const vendor = async (slug: string, phoneNumber: string) =>
      (await ensureVendor(database.db, { slug, name: 'رستوران پیشین', owner: { phoneNumber } })).vendor.id;
    const addOrder = (vendorId: string, number: number) =>
      database.executeSql(
        `INSERT INTO orders (vendor_id, number, source, delivery_type, status, initial_status, payment_method,
                           service_fee_type, tax_percent, currency, preparation_minutes)
       VALUES ($1, $2, 'SALON', 'PICKUP', 'CONFIRMED', 'CONFIRMED', 'CASH', 'PERCENT', 0, 'IRT', 20)`,
        [vendorId, number],
      );
    const next = async (vendorId: string) =>
      Number((await database.executeSql('SELECT next_order_number($1) AS n', [vendorId])).rows[0]!.n);

    it('continues every vendor after the last number its counter gave, a gap included', async () => {
      const gap = await vendor('counted-gap', '09120000081');
      const behind = await vendor('counted-behind', '09120000082');
      for (const n of [1, 2, 3, 7]) await addOrder(gap, n);
      for (const n of [1, 2, 3, 4, 5]) await addOrder(behind, n);
      // Vendors had no sequence before this migration (since 0019 one is made with the vendor).
      for (const id of [gap, behind]) {
        await database.executeSql(`DROP SEQUENCE order_numbers_${id.replaceAll('-', '')}`);
      }
      // The counter table as it stood before this migration.
      await database.executeSql(
        'CREATE TABLE order_counters (vendor_id uuid PRIMARY KEY, last_number bigint)',
      );
      await database.executeSql('INSERT INTO order_counters VALUES ($1, 9), ($2, 3)', [gap, behind]);

      await database.executeSql(moveCounters!);
      await database.executeSql(dropCounters!);

      expect(await next(gap)).toBe(10);
      // A counter behind the vendor's own orders never gives a number twice.
      expect(await next(behind)).toBe(6);
      const table = await database.executeSql("SELECT to_regclass('order_counters') AS t");
      expect(table.rows[0]!.t).toBeNull();
    });

    it('gives a new vendor’s first orders taken at once distinct numbers from one sequence', async () => {
      const busy = await vendor('first-rush', '09120000086');
      const numbers = await Promise.all(Array.from({ length: 6 }, () => next(busy)));
      expect(numbers.sort((a, b) => a - b)).toEqual([1, 2, 3, 4, 5, 6]);
    });

    it('still refuses a line of an order that does not exist, and deletes lines with their vendor (0016)', async () => {
      const gone = await vendor('deleted-vendor', '09120000085');
      await addOrder(gone, 1);
      const orderId = (await database.executeSql('SELECT id FROM orders WHERE vendor_id = $1', [gone]))
        .rows[0]!.id as string;
      const line = (order: string) =>
        database.executeSql(
          `INSERT INTO order_items (vendor_id, order_id, line_number, menu_item_id, title, count, original_count)
         VALUES ($1, $2, 1, gen_random_uuid(), 'دوغ', 1, 1)`,
          [gone, order],
        );
      await line(orderId);
      await database.executeSql(
        "INSERT INTO order_state_history (vendor_id, order_id, to_status) VALUES ($1, $2, 'CONFIRMED')",
        [gone, orderId],
      );
      await expect(line('00000000-0000-4000-8000-000000000000')).rejects.toThrow(/foreign key/);

      await database.executeSql('DELETE FROM vendors WHERE id = $1', [gone]);
      const left = await database.executeSql(
        `SELECT (SELECT count(*)::int FROM order_items WHERE vendor_id = $1)
            + (SELECT count(*)::int FROM order_state_history WHERE vendor_id = $1) AS n`,
        [gone],
      );
      expect(left.rows[0]!.n).toBe(0);
    });
  },
);
