import type { TPageQuery } from '@sofreh/domain';
import { and, asc, count, eq, inArray, sql } from 'drizzle-orm';
import type { Executor } from '../../db/database';
import { vendorPage } from '../../platform/paging';
import { menuCategories } from './catalog.schema';

export type MenuCategoryRow = typeof menuCategories.$inferSelect;
export type MenuCategoryValues = Partial<
  Pick<MenuCategoryRow, 'title' | 'description' | 'sortOrder' | 'active' | 'sellChannels'>
>;

const columns = {
  id: menuCategories.id,
  title: menuCategories.title,
  description: menuCategories.description,
  sortOrder: menuCategories.sortOrder,
  active: menuCategories.active,
  sellChannels: menuCategories.sellChannels,
  printerStationId: menuCategories.printerStationId,
  // Spelt out: drizzle leaves columns of a one-table query unqualified, which inside a subquery would
  // name the subquery's own table.
  itemCount: sql<number>`(SELECT count(*)::int FROM menu_items i WHERE i.vendor_id = menu_categories.vendor_id AND i.category_id = menu_categories.id)`,
};
const order = [asc(menuCategories.sortOrder), asc(menuCategories.createdAt), asc(menuCategories.id)];

/** The back office's list: searched by title, in menu order. */
export function menuCategoryPage(db: Executor, vendorId: string, query: TPageQuery) {
  return vendorPage(db, query, {
    table: menuCategories,
    vendorColumn: menuCategories.vendorId,
    vendorId,
    columns,
    searchIn: [menuCategories.title],
    orderBy: order,
  });
}

/** How many categories the vendor has (the demo menu is written only into an empty one). */
export async function countMenuCategories(db: Executor, vendorId: string) {
  const [row] = await db
    .select({ n: count() })
    .from(menuCategories)
    .where(eq(menuCategories.vendorId, vendorId));
  return row?.n ?? 0;
}

export function listAllMenuCategories(db: Executor, vendorId: string) {
  return db
    .select(columns)
    .from(menuCategories)
    .where(eq(menuCategories.vendorId, vendorId))
    .orderBy(...order);
}

export function listMenuCategoryTitles(db: Executor, vendorId: string) {
  return db
    .select({ id: menuCategories.id, title: menuCategories.title })
    .from(menuCategories)
    .where(eq(menuCategories.vendorId, vendorId))
    .orderBy(...order);
}

export async function findMenuCategory(db: Executor, vendorId: string, id: string) {
  const [row] = await db
    .select(columns)
    .from(menuCategories)
    .where(and(eq(menuCategories.vendorId, vendorId), eq(menuCategories.id, id)));
  return row ?? null;
}

export async function findMenuCategoryIds(db: Executor, vendorId: string, ids: string[]) {
  if (ids.length === 0) return new Set<string>();
  const rows = await db
    .select({ id: menuCategories.id })
    .from(menuCategories)
    .where(and(eq(menuCategories.vendorId, vendorId), inArray(menuCategories.id, ids)));
  return new Set(rows.map((r) => r.id));
}

export async function nextMenuCategorySortOrder(db: Executor, vendorId: string) {
  const [row] = await db
    .select({ next: sql<number>`coalesce(max(${menuCategories.sortOrder}) + 1, 0)::int` })
    .from(menuCategories)
    .where(eq(menuCategories.vendorId, vendorId));
  return row?.next ?? 0;
}

export async function insertMenuCategory(
  db: Executor,
  vendorId: string,
  values: Required<Omit<MenuCategoryValues, 'description'>> & { description: string | null },
) {
  const [row] = await db
    .insert(menuCategories)
    .values({ vendorId, ...values })
    .returning({ id: menuCategories.id });
  return row!.id;
}

/** False when the vendor has no such category. */
export async function updateMenuCategory(
  db: Executor,
  vendorId: string,
  id: string,
  values: MenuCategoryValues,
) {
  const where = and(eq(menuCategories.vendorId, vendorId), eq(menuCategories.id, id));
  if (Object.keys(values).length === 0) {
    return (await db.select({ id: menuCategories.id }).from(menuCategories).where(where)).length > 0;
  }
  const rows = await db.update(menuCategories).set(values).where(where).returning({ id: menuCategories.id });
  return rows.length > 0;
}

export async function deleteMenuCategory(db: Executor, vendorId: string, id: string) {
  const rows = await db
    .delete(menuCategories)
    .where(and(eq(menuCategories.vendorId, vendorId), eq(menuCategories.id, id)))
    .returning({ id: menuCategories.id });
  return rows.length > 0;
}

/** Gives each id its position as sort order in one statement. */
export async function setMenuCategorySortOrders(db: Executor, vendorId: string, orderedIds: string[]) {
  if (orderedIds.length === 0) return;
  const position = sql.join(
    orderedIds.map((id, index) => sql`WHEN ${id}::uuid THEN ${index}::int`),
    sql` `,
  );
  await db
    .update(menuCategories)
    .set({ sortOrder: sql`CASE ${menuCategories.id} ${position} END` })
    .where(and(eq(menuCategories.vendorId, vendorId), inArray(menuCategories.id, orderedIds)));
}
