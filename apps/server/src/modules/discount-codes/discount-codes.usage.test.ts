import crypto from 'node:crypto';
import type { TCreateDiscountCodeRequest } from '@sofreh/domain';
import { ZCreateDiscountCodeRequest } from '@sofreh/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DB_KINDS, type DbKind, openTestDatabase } from '../../../test/database';
import type { Database } from '../../db/database';
import { seedDemo } from '../../demo/seed';
import { fakeClock } from '../../platform/clock';
import type { VendorContext } from '../../platform/context';
import { AppError } from '../../platform/errors';
import {
  claimDiscountUsage,
  createDiscountCodesService,
  releaseDiscountUsage,
  resolveDiscountForOrder,
} from './discount-codes.service';

// What the order module relies on: counting uses inside its own transaction, under concurrency.

describe.each(DB_KINDS)('discount code uses on %s', (kind: DbKind) => {
  let database: Database;
  let vendor: VendorContext;
  let service: ReturnType<typeof createDiscountCodesService>;
  const clock = fakeClock('2026-11-22T09:00:00Z');
  let people = 0;

  const newCode = (input: Partial<TCreateDiscountCodeRequest> & { code: string }) =>
    service.create(vendor, ZCreateDiscountCodeRequest.parse({ type: 'MONEY', value: 10_000, ...input }));

  async function newCustomer() {
    const id = crypto.randomUUID();
    await database.executeSql('INSERT INTO users (id, phone_number) VALUES ($1, $2)', [
      id,
      `0936${String(++people).padStart(7, '0')}`,
    ]);
    return id;
  }

  /** One order's transaction claiming the code; resolves to the error code, or 'OK'. */
  function orderClaiming(codeId: string, customerId: string, orderId = crypto.randomUUID()) {
    return database.db
      .transaction((tx) => claimDiscountUsage(tx, vendor.id, codeId, customerId, orderId))
      .then(
        () => 'OK',
        (error: unknown) => (error instanceof AppError ? error.code : `unexpected: ${String(error)}`),
      );
  }

  async function stored(codeId: string) {
    const { rows } = await database.executeSql(
      'SELECT usage_count AS "usageCount", (SELECT count(*)::int FROM discount_code_usages u WHERE u.discount_code_id = c.id) AS uses FROM discount_codes c WHERE c.id = $1',
      [codeId],
    );
    return rows[0];
  }

  beforeAll(async () => {
    database = await openTestDatabase(kind);
    const { id, slug, name, active } = (await seedDemo(database)).vendor;
    vendor = { id, slug, name, active };
    service = createDiscountCodesService({ database, clock });
  });
  afterAll(async () => {
    await database?.close();
  });

  it('20 concurrent orders on a code limited to 5: exactly 5 get it', async () => {
    const code = await newCode({ code: 'HOT5', usageLimit: 5 });
    const customers = await Promise.all(Array.from({ length: 20 }, newCustomer));
    const outcomes = await Promise.all(customers.map((customer) => orderClaiming(code.id, customer)));
    expect(outcomes.filter((o) => o === 'OK')).toHaveLength(5);
    expect(outcomes.filter((o) => o === 'DISCOUNT_CODE_INVALID')).toHaveLength(15);
    expect(await stored(code.id)).toEqual({ usageCount: 5, uses: 5 });
  });

  it('5 concurrent orders of one customer on a once-per-customer code: exactly 1 gets it', async () => {
    const code = await newCode({ code: 'ONCE', usageLimitPerUser: 1 });
    const customer = await newCustomer();
    const outcomes = await Promise.all(Array.from({ length: 5 }, () => orderClaiming(code.id, customer)));
    expect(outcomes.filter((o) => o === 'OK')).toHaveLength(1);
    expect(outcomes.filter((o) => o === 'DISCOUNT_CODE_ALREADY_USED')).toHaveLength(4);
    // The refused orders rolled back their count with them.
    expect(await stored(code.id)).toEqual({ usageCount: 1, uses: 1 });
    // Another customer still may.
    expect(await orderClaiming(code.id, await newCustomer())).toBe('OK');
  });

  it('gives a cancelled order’s use back, once', async () => {
    const code = await newCode({ code: 'BACK', usageLimit: 1 });
    const customer = await newCustomer();
    const orderId = crypto.randomUUID();
    expect(await orderClaiming(code.id, customer, orderId)).toBe('OK');
    expect(await orderClaiming(code.id, customer)).toBe('DISCOUNT_CODE_INVALID');

    await database.db.transaction((tx) => releaseDiscountUsage(tx, vendor.id, orderId));
    await database.db.transaction((tx) => releaseDiscountUsage(tx, vendor.id, orderId));
    expect(await stored(code.id)).toEqual({ usageCount: 0, uses: 0 });
    expect(await orderClaiming(code.id, customer)).toBe('OK');
  });

  it('claims once per order: again is a no-op, another code moves the use', async () => {
    const first = await newCode({ code: 'FIRST' });
    const second = await newCode({ code: 'SECOND' });
    const customer = await newCustomer();
    const orderId = crypto.randomUUID();
    expect(await orderClaiming(first.id, customer, orderId)).toBe('OK');
    expect(await orderClaiming(first.id, customer, orderId)).toBe('OK');
    expect(await stored(first.id)).toEqual({ usageCount: 1, uses: 1 });
    expect(await orderClaiming(second.id, customer, orderId)).toBe('OK');
    expect(await stored(first.id)).toEqual({ usageCount: 0, uses: 0 });
    expect(await stored(second.id)).toEqual({ usageCount: 1, uses: 1 });
  });

  it('refuses a switched-off or deleted code at claim time', async () => {
    const code = await newCode({ code: 'LATEOFF' });
    await service.setActive(vendor, code.id, false);
    expect(await orderClaiming(code.id, await newCustomer())).toBe('DISCOUNT_CODE_INVALID');
    await service.remove(vendor, code.id);
    expect(await orderClaiming(code.id, await newCustomer())).toBe('DISCOUNT_CODE_INVALID');
  });

  it('resolves a code for an order in the shape priceOrder takes', async () => {
    await newCode({ code: 'NOROOZ', type: 'PERCENTAGE', value: 20, cap: 50_000, minOrderAmount: 100_000 });
    const customer = await newCustomer();
    const resolved = await resolveDiscountForOrder(database.db, vendor.id, customer, 'norooz', clock.now(), {
      orderSubtotal: 300_000,
    });
    expect(resolved).toMatchObject({
      code: 'NOROOZ',
      type: 'PERCENTAGE',
      pricing: { type: 'PERCENTAGE', value: 20, cap: 50_000 },
    });
    await expect(
      resolveDiscountForOrder(database.db, vendor.id, customer, 'NOROOZ', clock.now(), {
        orderSubtotal: 50_000,
      }),
    ).rejects.toMatchObject({ code: 'DISCOUNT_CODE_MINIMUM_ORDER' });
    await expect(
      resolveDiscountForOrder(database.db, vendor.id, customer, 'NOPE', clock.now()),
    ).rejects.toMatchObject({ code: 'DISCOUNT_CODE_NOT_FOUND' });
  });
});
