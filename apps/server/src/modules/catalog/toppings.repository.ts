import { and, asc, count, eq, ilike, sql } from 'drizzle-orm';
import type { Executor } from '../../db/database';
import { toppingCategories, toppings } from './catalog.schema';

export type ToppingValues = Partial<
  Pick<typeof toppings.$inferInsert, 'toppingCategoryId' | 'title' | 'price' | 'available' | 'sortOrder'>
>;

const columns = {
  id: toppings.id,
  toppingCategoryId: toppings.toppingCategoryId,
  title: toppings.title,
  price: toppings.price,
  available: toppings.available,
  sortOrder: toppings.sortOrder,
};

function matching(vendorId: string, filter: { pattern: string | null; toppingCategoryId?: string }) {
  return and(
    eq(toppings.vendorId, vendorId),
    filter.toppingCategoryId ? eq(toppings.toppingCategoryId, filter.toppingCategoryId) : undefined,
    filter.pattern ? ilike(toppings.title, filter.pattern) : undefined,
  );
}

/** Toppings by their category's position, then their own. */
export function listToppingsPage(
  db: Executor,
  vendorId: string,
  page: { pattern: string | null; toppingCategoryId?: string; limit: number; offset: number },
) {
  return db
    .select(columns)
    .from(toppings)
    .innerJoin(
      toppingCategories,
      and(
        eq(toppingCategories.vendorId, toppings.vendorId),
        eq(toppingCategories.id, toppings.toppingCategoryId),
      ),
    )
    .where(matching(vendorId, page))
    .orderBy(
      asc(toppingCategories.sortOrder),
      asc(toppingCategories.id),
      asc(toppings.sortOrder),
      asc(toppings.createdAt),
      asc(toppings.id),
    )
    .limit(page.limit)
    .offset(page.offset);
}

export async function countToppings(
  db: Executor,
  vendorId: string,
  filter: { pattern: string | null; toppingCategoryId?: string },
) {
  const [row] = await db.select({ n: count() }).from(toppings).where(matching(vendorId, filter));
  return row?.n ?? 0;
}

export function listToppingsOfCategory(db: Executor, vendorId: string, toppingCategoryId: string) {
  return db
    .select(columns)
    .from(toppings)
    .where(and(eq(toppings.vendorId, vendorId), eq(toppings.toppingCategoryId, toppingCategoryId)))
    .orderBy(asc(toppings.sortOrder), asc(toppings.createdAt), asc(toppings.id));
}

export async function findTopping(db: Executor, vendorId: string, id: string) {
  const [row] = await db
    .select(columns)
    .from(toppings)
    .where(and(eq(toppings.vendorId, vendorId), eq(toppings.id, id)));
  return row ?? null;
}

export async function nextToppingSortOrder(db: Executor, vendorId: string, toppingCategoryId: string) {
  const [row] = await db
    .select({ next: sql<number>`coalesce(max(${toppings.sortOrder}) + 1, 0)::int` })
    .from(toppings)
    .where(and(eq(toppings.vendorId, vendorId), eq(toppings.toppingCategoryId, toppingCategoryId)));
  return row?.next ?? 0;
}

export async function insertTopping(db: Executor, vendorId: string, values: Required<ToppingValues>) {
  const [row] = await db
    .insert(toppings)
    .values({ vendorId, ...values })
    .returning({ id: toppings.id });
  return row!.id;
}

/** False when the vendor has no such topping. */
export async function updateTopping(db: Executor, vendorId: string, id: string, values: ToppingValues) {
  const where = and(eq(toppings.vendorId, vendorId), eq(toppings.id, id));
  if (Object.keys(values).length === 0) {
    return (await db.select({ id: toppings.id }).from(toppings).where(where)).length > 0;
  }
  const rows = await db.update(toppings).set(values).where(where).returning({ id: toppings.id });
  return rows.length > 0;
}

export async function deleteTopping(db: Executor, vendorId: string, id: string) {
  const rows = await db
    .delete(toppings)
    .where(and(eq(toppings.vendorId, vendorId), eq(toppings.id, id)))
    .returning({ id: toppings.id });
  return rows.length > 0;
}
