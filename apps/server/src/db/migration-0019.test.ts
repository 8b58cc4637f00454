import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DB_KINDS, openTestDatabase, type TestDatabase } from '../../test/database';
import { ensureVendor } from '../orchestrators/vendor-onboarding';

const statements = fs
  .readFileSync(
    path.join(
      path.dirname(fileURLToPath(import.meta.url)),
      'migrations/0019_order_numbers_made_with_the_vendor.sql',
    ),
    'utf8',
  )
  .split('--> statement-breakpoint');
/** The statement that gives every vendor without a sequence one. */
const backfill = statements.find((statement) => statement.includes('FOR v IN SELECT id FROM vendors'))!;

describe.each(DB_KINDS)('order-number sequences made with the vendor (migration 0019) on %s', (kind) => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await openTestDatabase(kind);
  });
  afterAll(async () => {
    await database?.close();
  });

  const sql = (text: string, values?: unknown[]) => database.executeSql(text, values);
  const vendor = async (slug: string, phoneNumber: string) =>
    (await ensureVendor(database.db, { slug, name: 'رستوران تازه', owner: { phoneNumber } })).vendor.id;
  const sequenceOf = (vendorId: string) => `order_numbers_${vendorId.replaceAll('-', '')}`;
  const exists = async (vendorId: string) =>
    (await sql('SELECT to_regclass($1) IS NOT NULL AS found', [sequenceOf(vendorId)])).rows[0]!.found;
  const next = async (vendorId: string) =>
    Number((await sql('SELECT next_order_number($1) AS n', [vendorId])).rows[0]!.n);
  const addOrder = (vendorId: string, number: number) =>
    sql(
      `INSERT INTO orders (vendor_id, number, source, delivery_type, status, initial_status, payment_method,
                           service_fee_type, tax_percent, currency, preparation_minutes)
       VALUES ($1, $2, 'SALON', 'PICKUP', 'CONFIRMED', 'CONFIRMED', 'CASH', 'PERCENTAGE', 0, 'TOMAN', 20)`,
      [vendorId, number],
    );

  it('makes a vendor’s sequence with the vendor, numbers from 1, and drops it with the vendor', async () => {
    const id = await vendor('with-sequence', '09120000091');
    expect(await exists(id)).toBe(true);
    expect(await next(id)).toBe(1);
    expect(await next(id)).toBe(2);
    await sql('DELETE FROM vendors WHERE id = $1', [id]);
    expect(await exists(id)).toBe(false);
  });

  it('gives every vendor that had none a sequence after its highest order, and leaves the others', async () => {
    const older = await vendor('before-0019', '09120000092');
    const counting = await vendor('already-counting', '09120000093');
    // A vendor made before this migration that has not taken a number yet had no sequence.
    await sql(`DROP SEQUENCE ${sequenceOf(older)}`);
    await addOrder(older, 41);
    expect(await next(counting)).toBe(1);

    await sql(backfill);

    expect(await next(older)).toBe(42);
    expect(await next(counting)).toBe(2);
  });

  it('gives a new vendor’s first numbers taken at once from its one sequence', async () => {
    const busy = await vendor('rush-0019', '09120000094');
    const numbers = await Promise.all(Array.from({ length: 12 }, () => next(busy)));
    expect(numbers.sort((a, b) => a - b)).toEqual(Array.from({ length: 12 }, (_, i) => i + 1));
  });
});
