import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DB_KINDS, openTestDatabase, type TestDatabase } from '../../test/database';
import { ensureVendor } from '../orchestrators/vendor-onboarding';

const backfill = fs.readFileSync(
  path.join(path.dirname(fileURLToPath(import.meta.url)), 'migrations/0014_in_person_payment_backfill.sql'),
  'utf8',
);

describe.each(DB_KINDS)('migration 0014 (in-person payment back-fill) on %s', (kind) => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await openTestDatabase(kind);
  });
  afterAll(async () => {
    await database?.close();
  });

  it('marks handed-over cash and card orders paid, and nothing else', async () => {
    const { vendor } = await ensureVendor(database.db, {
      slug: 'backfill',
      name: 'رستوران پیشین',
      owner: { phoneNumber: '09120000072' },
    });
    // Orders as they stood before decision 0031: every one PENDING.
    const orders: Array<[method: string, status: string, expected: string]> = [
      ['CASH', 'DELIVERED', 'PAID'],
      ['CARD', 'FINISHED', 'PAID'],
      ['CASH', 'SUBMITTED', 'PENDING'],
      ['CASH', 'REJECTED', 'PENDING'],
      ['CREDIT', 'FINISHED', 'PENDING'],
      ['UNPAID', 'DELIVERED', 'PENDING'],
      ['ONLINE', 'DELIVERED', 'PENDING'],
    ];
    for (const [i, [method, status]] of orders.entries()) {
      await database.executeSql(
        `INSERT INTO orders (vendor_id, number, source, delivery_type, status, initial_status, payment_method,
                             service_fee_type, tax_percent, currency, preparation_minutes)
         VALUES ($1, $2, 'SALON', 'PICKUP', $3, $3, $4, 'PERCENT', 0, 'IRT', 20)`,
        [vendor.id, i + 1, status, method],
      );
    }

    await database.executeSql(backfill);

    const { rows } = await database.executeSql(
      'SELECT payment_method, status, payment_state FROM orders WHERE vendor_id = $1 ORDER BY number',
      [vendor.id],
    );
    expect(rows.map((r) => [r.payment_method, r.status, r.payment_state])).toEqual(orders);
    const audit = await database.executeSql('SELECT count(*)::int AS n FROM audit_log WHERE vendor_id = $1', [
      vendor.id,
    ]);
    expect(audit.rows[0]!.n).toBe(0);
  });
});
