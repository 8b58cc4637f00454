import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DB_KINDS, openTestDatabase, type TestDatabase } from '../../test/database';
import { isIdempotencyKeyTaken } from '../modules/orders/orders.repository';
import { ensureVendor } from '../orchestrators/vendor-onboarding';

const statements = fs
  .readFileSync(
    path.join(
      path.dirname(fileURLToPath(import.meta.url)),
      'migrations/0017_order_idempotency_on_orders.sql',
    ),
    'utf8',
  )
  .split('--> statement-breakpoint');

describe.each(DB_KINDS)('idempotency keys on the order row (migration 0017) on %s', (kind) => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await openTestDatabase(kind);
  });
  afterAll(async () => {
    await database?.close();
  });

  const sql = (text: string, values?: unknown[]) => database.executeSql(text, values);
  const vendor = async (slug: string, phoneNumber: string) =>
    (await ensureVendor(database.db, { slug, name: 'رستوران پیشین', owner: { phoneNumber } })).vendor.id;
  const addOrder = async (vendorId: string, number: number, key?: [string, string, string]) =>
    (
      await sql(
        `INSERT INTO orders (vendor_id, number, source, delivery_type, status, initial_status, payment_method,
                             service_fee_type, tax_percent, currency, preparation_minutes,
                             idempotency_key, idempotency_user_id, idempotency_request_hash)
         VALUES ($1, $2, 'WEBSITE', 'PICKUP', 'CONFIRMED', 'CONFIRMED', 'CASH', 'PERCENTAGE', 0, 'TOMAN', 20, $3, $4, $5)
         RETURNING id`,
        [vendorId, number, ...(key ?? [null, null, null])],
      )
    ).rows[0]!.id as string;
  const USER = '00000000-0000-4000-8000-000000000001';

  it('moves every stored key onto its order, then drops the keys’ table', async () => {
    const first = await vendor('keys-before', '09120000091');
    const keyed = await addOrder(first, 1);
    const unkeyed = await addOrder(first, 2);
    // The schema as it stood before this migration: no claim on orders, the keys in a table of their own.
    await sql(`ALTER TABLE orders DROP CONSTRAINT orders_idempotency_claim_whole`);
    await sql(`DROP INDEX orders_vendor_idempotency_key`);
    await sql(
      `ALTER TABLE orders DROP COLUMN idempotency_key, DROP COLUMN idempotency_user_id,
         DROP COLUMN idempotency_request_hash`,
    );
    await sql(
      `CREATE TABLE order_idempotency_keys (vendor_id uuid NOT NULL, key text NOT NULL, user_id uuid NOT NULL,
         request_hash text NOT NULL, order_id uuid NOT NULL, created_at timestamptz NOT NULL DEFAULT now(),
         PRIMARY KEY (vendor_id, key))`,
    );
    await sql('INSERT INTO order_idempotency_keys VALUES ($1, $2, $3, $4, $5)', [
      first,
      'key-1',
      USER,
      'hash-1',
      keyed,
    ]);

    for (const statement of statements) await sql(statement);

    const rows = await sql(
      `SELECT id, idempotency_key, idempotency_user_id, idempotency_request_hash FROM orders
        WHERE vendor_id = $1 ORDER BY number`,
      [first],
    );
    expect(rows.rows).toEqual([
      { id: keyed, idempotency_key: 'key-1', idempotency_user_id: USER, idempotency_request_hash: 'hash-1' },
      { id: unkeyed, idempotency_key: null, idempotency_user_id: null, idempotency_request_hash: null },
    ]);
    expect((await sql("SELECT to_regclass('order_idempotency_keys') AS t")).rows[0]!.t).toBeNull();
    const [audited] = (await sql("SELECT excluded_columns FROM audited_tables WHERE table_name = 'orders'"))
      .rows;
    expect(audited!.excluded_columns).toEqual(
      expect.arrayContaining(['idempotency_key', 'idempotency_user_id', 'idempotency_request_hash']),
    );
  });

  it('lets a key name one order per vendor, and only as a whole claim', async () => {
    const one = await vendor('keys-one', '09120000092');
    const other = await vendor('keys-other', '09120000093');
    await addOrder(one, 1, ['shared-key', USER, 'h']);
    const again = await addOrder(one, 2, ['shared-key', USER, 'h']).catch((error: unknown) => error);
    expect(isIdempotencyKeyTaken(again)).toBe(true);
    // Another vendor's orders are another key space.
    await expect(addOrder(other, 1, ['shared-key', USER, 'h'])).resolves.toBeTypeOf('string');
    // Orders without a key (staff or marketplace orders) never collide.
    await addOrder(one, 3);
    await addOrder(one, 4);
    await expect(addOrder(one, 5, ['half-claim', USER, null as unknown as string])).rejects.toThrow();
  });
});
