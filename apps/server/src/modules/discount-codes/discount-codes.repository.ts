import type { TPageQuery } from '@sofreh/domain';
import { and, asc, count, desc, eq, gt, inArray, isNull, lt, or, sql } from 'drizzle-orm';
import type { Executor } from '../../db/database';
import { vendorPage } from '../../platform/paging';
import { menuItems } from '../catalog/catalog.schema';
import { vendorCustomers } from '../customers/customers.schema';
import { discountCodeFreeItems, discountCodes, discountCodeUsages } from './discount-codes.schema';

export type DiscountCodeValues = Omit<
  typeof discountCodes.$inferInsert,
  'vendorId' | 'id' | 'usageCount' | 'deletedAt'
>;
export type DiscountCodeRow = NonNullable<Awaited<ReturnType<typeof findById>>>;

const columns = {
  id: discountCodes.id,
  code: discountCodes.code,
  type: discountCodes.type,
  value: discountCodes.value,
  cap: discountCodes.cap,
  minOrderAmount: discountCodes.minOrderAmount,
  expiration: discountCodes.expiration,
  active: discountCodes.active,
  usageLimit: discountCodes.usageLimit,
  usageCount: discountCodes.usageCount,
  usageLimitPerUser: discountCodes.usageLimitPerUser,
  vendorDeal: discountCodes.vendorDeal,
  createdAt: discountCodes.createdAt,
};
const live = (vendorId: string) => and(eq(discountCodes.vendorId, vendorId), isNull(discountCodes.deletedAt));
const newestFirst = [desc(discountCodes.createdAt), desc(discountCodes.id)];

/** The back office's list: live codes searched by their text, newest first. */
export function page(db: Executor, vendorId: string, query: TPageQuery) {
  return vendorPage(db, query, {
    table: discountCodes,
    vendorColumn: discountCodes.vendorId,
    vendorId,
    columns,
    where: isNull(discountCodes.deletedAt),
    searchIn: [discountCodes.code],
    orderBy: newestFirst,
  });
}

export function listKeyValues(db: Executor, vendorId: string) {
  return db
    .select({ id: discountCodes.id, title: discountCodes.code })
    .from(discountCodes)
    .where(live(vendorId))
    .orderBy(asc(discountCodes.code));
}

/** Deals a customer may use now: advertised, on, not expired, uses left. */
export function listAvailableDeals(db: Executor, vendorId: string, now: Date) {
  return db
    .select(columns)
    .from(discountCodes)
    .where(
      and(
        live(vendorId),
        eq(discountCodes.vendorDeal, true),
        eq(discountCodes.active, true),
        or(isNull(discountCodes.expiration), gt(discountCodes.expiration, now)),
        or(isNull(discountCodes.usageLimit), lt(discountCodes.usageCount, discountCodes.usageLimit)),
      ),
    )
    .orderBy(...newestFirst);
}

export async function findById(db: Executor, vendorId: string, id: string) {
  const [row] = await db
    .select(columns)
    .from(discountCodes)
    .where(and(live(vendorId), eq(discountCodes.id, id)));
  return row ?? null;
}

/** Locks the code's row to the end of the transaction (a delete must not race a claim). */
export async function lockById(db: Executor, vendorId: string, id: string) {
  const rows = await db
    .select({ id: discountCodes.id })
    .from(discountCodes)
    .where(and(live(vendorId), eq(discountCodes.id, id)))
    .for('update');
  return rows.length > 0;
}

export async function findByCode(db: Executor, vendorId: string, code: string) {
  const [row] = await db
    .select(columns)
    .from(discountCodes)
    .where(and(live(vendorId), eq(discountCodes.code, code)));
  return row ?? null;
}

/** The free items of these codes with their menu item's current price and packaging, in code order. */
export function listFreeItems(db: Executor, vendorId: string, codeIds: string[]) {
  if (codeIds.length === 0) return Promise.resolve([]);
  return db
    .select({
      discountCodeId: discountCodeFreeItems.discountCodeId,
      id: menuItems.id,
      title: menuItems.title,
      price: menuItems.price,
      packagingCost: menuItems.packagingCost,
      servePackagingCost: menuItems.servePackagingCost,
      withTax: menuItems.withTax,
      count: discountCodeFreeItems.count,
    })
    .from(discountCodeFreeItems)
    .innerJoin(
      menuItems,
      and(
        eq(menuItems.vendorId, discountCodeFreeItems.vendorId),
        eq(menuItems.id, discountCodeFreeItems.menuItemId),
      ),
    )
    .where(
      and(
        eq(discountCodeFreeItems.vendorId, vendorId),
        inArray(discountCodeFreeItems.discountCodeId, codeIds),
      ),
    )
    .orderBy(asc(discountCodeFreeItems.sortOrder));
}

export async function findMenuItemIds(db: Executor, vendorId: string, ids: string[]) {
  if (ids.length === 0) return new Set<string>();
  const rows = await db
    .select({ id: menuItems.id })
    .from(menuItems)
    .where(and(eq(menuItems.vendorId, vendorId), inArray(menuItems.id, ids)));
  return new Set(rows.map((r) => r.id));
}

/** Every code the vendor ever had, deleted ones included. */
export async function countEver(db: Executor, vendorId: string) {
  const [row] = await db
    .select({ n: count() })
    .from(discountCodes)
    .where(eq(discountCodes.vendorId, vendorId));
  return row?.n ?? 0;
}

export async function findMenuItemIdByTitle(db: Executor, vendorId: string, title: string) {
  const [row] = await db
    .select({ id: menuItems.id })
    .from(menuItems)
    .where(and(eq(menuItems.vendorId, vendorId), eq(menuItems.title, title)))
    .limit(1);
  return row?.id ?? null;
}

export async function isVendorCustomer(db: Executor, vendorId: string, userId: string) {
  const rows = await db
    .select({ userId: vendorCustomers.userId })
    .from(vendorCustomers)
    .where(and(eq(vendorCustomers.vendorId, vendorId), eq(vendorCustomers.userId, userId)));
  return rows.length > 0;
}

export async function insert(db: Executor, vendorId: string, values: DiscountCodeValues) {
  const [row] = await db
    .insert(discountCodes)
    .values({ vendorId, ...values })
    .returning({ id: discountCodes.id });
  return row!.id;
}

export async function update(
  db: Executor,
  vendorId: string,
  id: string,
  values: Partial<DiscountCodeValues>,
) {
  if (Object.keys(values).length === 0) return;
  await db
    .update(discountCodes)
    .set(values)
    .where(and(live(vendorId), eq(discountCodes.id, id)));
}

export async function replaceFreeItems(
  db: Executor,
  vendorId: string,
  codeId: string,
  items: Array<{ id: string; count: number }>,
) {
  await db
    .delete(discountCodeFreeItems)
    .where(
      and(eq(discountCodeFreeItems.vendorId, vendorId), eq(discountCodeFreeItems.discountCodeId, codeId)),
    );
  if (items.length === 0) return;
  await db.insert(discountCodeFreeItems).values(
    items.map((item, sortOrder) => ({
      vendorId,
      discountCodeId: codeId,
      menuItemId: item.id,
      count: item.count,
      sortOrder,
    })),
  );
}

export async function hasUsages(db: Executor, vendorId: string, codeId: string) {
  const rows = await db
    .select({ id: discountCodeUsages.id })
    .from(discountCodeUsages)
    .where(and(eq(discountCodeUsages.vendorId, vendorId), eq(discountCodeUsages.discountCodeId, codeId)))
    .limit(1);
  return rows.length > 0;
}

/** Soft delete: the row stays for the orders that used it; its code text is free again. */
export async function markDeleted(db: Executor, vendorId: string, id: string, now: Date) {
  const rows = await db
    .update(discountCodes)
    .set({ deletedAt: now, active: false })
    .where(and(live(vendorId), eq(discountCodes.id, id)))
    .returning({ id: discountCodes.id });
  return rows.length > 0;
}

export async function hardDelete(db: Executor, vendorId: string, id: string) {
  const rows = await db
    .delete(discountCodes)
    .where(and(live(vendorId), eq(discountCodes.id, id)))
    .returning({ id: discountCodes.id });
  return rows.length > 0;
}

// ─── Uses ────────────────────────────────────────────────────────────────────────────────────────

export async function countUsesBy(db: Executor, vendorId: string, codeId: string, userId: string) {
  const [row] = await db
    .select({ n: count() })
    .from(discountCodeUsages)
    .where(
      and(
        eq(discountCodeUsages.vendorId, vendorId),
        eq(discountCodeUsages.discountCodeId, codeId),
        eq(discountCodeUsages.userId, userId),
      ),
    );
  return row?.n ?? 0;
}

/** How many times this customer used each of these codes. */
export async function usesByCustomer(db: Executor, vendorId: string, userId: string, codeIds: string[]) {
  if (codeIds.length === 0) return new Map<string, number>();
  const rows = await db
    .select({ codeId: discountCodeUsages.discountCodeId, n: count() })
    .from(discountCodeUsages)
    .where(
      and(
        eq(discountCodeUsages.vendorId, vendorId),
        eq(discountCodeUsages.userId, userId),
        inArray(discountCodeUsages.discountCodeId, codeIds),
      ),
    )
    .groupBy(discountCodeUsages.discountCodeId);
  return new Map(rows.map((r) => [r.codeId, r.n]));
}

/**
 * Counts one use if the code is live, on, and has uses left — in one conditional UPDATE. The row lock
 * it takes is held to the end of the caller's transaction, so concurrent claims of the same code queue
 * here and each re-reads usage_count after the one before it commits (READ COMMITTED): no limit is
 * ever passed. Returns the per-customer limit, or null when nothing was counted.
 */
export async function incrementUsage(db: Executor, vendorId: string, codeId: string) {
  const rows = await db
    .update(discountCodes)
    .set({ usageCount: sql`${discountCodes.usageCount} + 1` })
    .where(
      and(
        live(vendorId),
        eq(discountCodes.id, codeId),
        eq(discountCodes.active, true),
        or(isNull(discountCodes.usageLimit), lt(discountCodes.usageCount, discountCodes.usageLimit)),
      ),
    )
    .returning({ usageLimitPerUser: discountCodes.usageLimitPerUser });
  return rows[0] ?? null;
}

export async function decrementUsage(db: Executor, vendorId: string, codeId: string) {
  await db
    .update(discountCodes)
    .set({ usageCount: sql`${discountCodes.usageCount} - 1` })
    .where(
      and(
        eq(discountCodes.vendorId, vendorId),
        eq(discountCodes.id, codeId),
        gt(discountCodes.usageCount, 0),
      ),
    );
}

export async function findUsageOfOrder(db: Executor, vendorId: string, orderId: string) {
  const [row] = await db
    .select({ discountCodeId: discountCodeUsages.discountCodeId, userId: discountCodeUsages.userId })
    .from(discountCodeUsages)
    .where(and(eq(discountCodeUsages.vendorId, vendorId), eq(discountCodeUsages.orderId, orderId)));
  return row ?? null;
}

export async function insertUsage(
  db: Executor,
  vendorId: string,
  usage: { discountCodeId: string; userId: string; orderId: string },
) {
  await db.insert(discountCodeUsages).values({ vendorId, ...usage });
}

export async function deleteUsagesOfOrder(db: Executor, vendorId: string, orderId: string) {
  return db
    .delete(discountCodeUsages)
    .where(and(eq(discountCodeUsages.vendorId, vendorId), eq(discountCodeUsages.orderId, orderId)))
    .returning({ discountCodeId: discountCodeUsages.discountCodeId });
}
