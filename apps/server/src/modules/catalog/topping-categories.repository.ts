import type { TPageQuery } from '@sofreh/domain';
import { and, asc, count, eq, inArray, sql } from 'drizzle-orm';
import type { Executor } from '../../db/database';
import { vendorPage } from '../../platform/paging';
import { menuItemToppingCategories, toppingCategories } from './catalog.schema';

export type ToppingCategoryValues = Partial<
  Pick<typeof toppingCategories.$inferInsert, 'title' | 'available' | 'sortOrder'>
>;

const columns = {
  id: toppingCategories.id,
  title: toppingCategories.title,
  available: toppingCategories.available,
  sortOrder: toppingCategories.sortOrder,
  // Spelt out: drizzle leaves columns of a one-table query unqualified, which inside a subquery would
  // name the subquery's own table.
  toppingCount: sql<number>`(SELECT count(*)::int FROM toppings t WHERE t.vendor_id = topping_categories.vendor_id AND t.topping_category_id = topping_categories.id)`,
};
const order = [asc(toppingCategories.sortOrder), asc(toppingCategories.createdAt), asc(toppingCategories.id)];

/** The back office's list: searched by title, in menu order. */
export function toppingCategoryPage(db: Executor, vendorId: string, query: TPageQuery) {
  return vendorPage(db, query, {
    table: toppingCategories,
    vendorColumn: toppingCategories.vendorId,
    vendorId,
    columns,
    searchIn: [toppingCategories.title],
    orderBy: order,
  });
}

export async function findToppingCategory(db: Executor, vendorId: string, id: string) {
  const [row] = await db
    .select(columns)
    .from(toppingCategories)
    .where(and(eq(toppingCategories.vendorId, vendorId), eq(toppingCategories.id, id)));
  return row ?? null;
}

/** Which of `ids` are the vendor's topping categories. */
export async function findToppingCategoryIds(db: Executor, vendorId: string, ids: string[]) {
  if (ids.length === 0) return new Set<string>();
  const rows = await db
    .select({ id: toppingCategories.id })
    .from(toppingCategories)
    .where(and(eq(toppingCategories.vendorId, vendorId), inArray(toppingCategories.id, ids)));
  return new Set(rows.map((r) => r.id));
}

export async function nextToppingCategorySortOrder(db: Executor, vendorId: string) {
  const [row] = await db
    .select({ next: sql<number>`coalesce(max(${toppingCategories.sortOrder}) + 1, 0)::int` })
    .from(toppingCategories)
    .where(eq(toppingCategories.vendorId, vendorId));
  return row?.next ?? 0;
}

export async function insertToppingCategory(
  db: Executor,
  vendorId: string,
  values: Required<ToppingCategoryValues>,
) {
  const [row] = await db
    .insert(toppingCategories)
    .values({ vendorId, ...values })
    .returning({ id: toppingCategories.id });
  return row!.id;
}

/** False when the vendor has no such topping category. */
export async function updateToppingCategory(
  db: Executor,
  vendorId: string,
  id: string,
  values: ToppingCategoryValues,
) {
  const where = and(eq(toppingCategories.vendorId, vendorId), eq(toppingCategories.id, id));
  if (Object.keys(values).length === 0) {
    return (await db.select({ id: toppingCategories.id }).from(toppingCategories).where(where)).length > 0;
  }
  const rows = await db
    .update(toppingCategories)
    .set(values)
    .where(where)
    .returning({ id: toppingCategories.id });
  return rows.length > 0;
}

/** Its toppings go with it (the foreign key cascades). */
export async function deleteToppingCategory(db: Executor, vendorId: string, id: string) {
  const rows = await db
    .delete(toppingCategories)
    .where(and(eq(toppingCategories.vendorId, vendorId), eq(toppingCategories.id, id)))
    .returning({ id: toppingCategories.id });
  return rows.length > 0;
}

/** How many menu items offer the topping category. */
export async function countItemsOfferingToppingCategory(db: Executor, vendorId: string, id: string) {
  const [row] = await db
    .select({ n: count() })
    .from(menuItemToppingCategories)
    .where(
      and(
        eq(menuItemToppingCategories.vendorId, vendorId),
        eq(menuItemToppingCategories.toppingCategoryId, id),
      ),
    );
  return row?.n ?? 0;
}
