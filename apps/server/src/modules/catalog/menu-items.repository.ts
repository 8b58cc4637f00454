import { and, asc, count, eq, exists, ilike, sql } from 'drizzle-orm';
import type { Executor } from '../../db/database';
import {
  menuCategories,
  menuItemFoodShifts,
  menuItems,
  menuItemToppingCategories,
  toppingCategories,
} from './catalog.schema';

export type MenuItemValues = Omit<typeof menuItems.$inferInsert, 'vendorId' | 'id' | 'createdAt'>;

const columns = {
  id: menuItems.id,
  categoryId: menuItems.categoryId,
  categoryTitle: menuCategories.title,
  title: menuItems.title,
  description: menuItems.description,
  price: menuItems.price,
  packagingCost: menuItems.packagingCost,
  servePackagingCost: menuItems.servePackagingCost,
  withTax: menuItems.withTax,
  active: menuItems.active,
  available: menuItems.available,
  imageUrl: menuItems.imageUrl,
  tags: menuItems.tags,
  sortOrder: menuItems.sortOrder,
};
const withCategory = and(
  eq(menuCategories.vendorId, menuItems.vendorId),
  eq(menuCategories.id, menuItems.categoryId),
);

type MenuItemFilter = { pattern: string | null; categoryId?: string; foodShiftId?: string };

function matching(db: Executor, vendorId: string, filter: MenuItemFilter) {
  return and(
    eq(menuItems.vendorId, vendorId),
    filter.categoryId ? eq(menuItems.categoryId, filter.categoryId) : undefined,
    filter.pattern ? ilike(menuItems.title, filter.pattern) : undefined,
    filter.foodShiftId
      ? exists(
          db
            .select({ one: sql`1` })
            .from(menuItemFoodShifts)
            .where(
              and(
                eq(menuItemFoodShifts.vendorId, menuItems.vendorId),
                eq(menuItemFoodShifts.menuItemId, menuItems.id),
                eq(menuItemFoodShifts.foodShiftId, filter.foodShiftId),
              ),
            ),
        )
      : undefined,
  );
}

/** Items as the menu reads: by their category's position, then their own. */
export function listMenuItemsPage(
  db: Executor,
  vendorId: string,
  page: MenuItemFilter & { limit: number; offset: number },
) {
  return db
    .select(columns)
    .from(menuItems)
    .innerJoin(menuCategories, withCategory)
    .where(matching(db, vendorId, page))
    .orderBy(
      asc(menuCategories.sortOrder),
      asc(menuCategories.id),
      asc(menuItems.sortOrder),
      asc(menuItems.createdAt),
      asc(menuItems.id),
    )
    .limit(page.limit)
    .offset(page.offset);
}

export async function countMenuItems(db: Executor, vendorId: string, filter: MenuItemFilter) {
  const [row] = await db
    .select({ n: count() })
    .from(menuItems)
    .where(matching(db, vendorId, filter));
  return row?.n ?? 0;
}

export async function findMenuItem(db: Executor, vendorId: string, id: string) {
  const [row] = await db
    .select(columns)
    .from(menuItems)
    .innerJoin(menuCategories, withCategory)
    .where(and(eq(menuItems.vendorId, vendorId), eq(menuItems.id, id)));
  return row ?? null;
}

export function listItemToppingCategories(db: Executor, vendorId: string, itemId: string) {
  return db
    .select({
      toppingCategoryId: menuItemToppingCategories.toppingCategoryId,
      title: toppingCategories.title,
      minSelect: menuItemToppingCategories.minSelect,
      maxSelect: menuItemToppingCategories.maxSelect,
    })
    .from(menuItemToppingCategories)
    .innerJoin(
      toppingCategories,
      and(
        eq(toppingCategories.vendorId, menuItemToppingCategories.vendorId),
        eq(toppingCategories.id, menuItemToppingCategories.toppingCategoryId),
      ),
    )
    .where(
      and(eq(menuItemToppingCategories.vendorId, vendorId), eq(menuItemToppingCategories.menuItemId, itemId)),
    )
    .orderBy(asc(menuItemToppingCategories.sortOrder));
}

export async function listItemFoodShiftIds(db: Executor, vendorId: string, itemId: string) {
  const rows = await db
    .select({ id: menuItemFoodShifts.foodShiftId })
    .from(menuItemFoodShifts)
    .where(and(eq(menuItemFoodShifts.vendorId, vendorId), eq(menuItemFoodShifts.menuItemId, itemId)))
    .orderBy(asc(menuItemFoodShifts.foodShiftId));
  return rows.map((r) => r.id);
}

export async function countItemsInCategory(db: Executor, vendorId: string, categoryId: string) {
  const [row] = await db
    .select({ n: count() })
    .from(menuItems)
    .where(and(eq(menuItems.vendorId, vendorId), eq(menuItems.categoryId, categoryId)));
  return row?.n ?? 0;
}

export async function nextMenuItemSortOrder(db: Executor, vendorId: string, categoryId: string) {
  const [row] = await db
    .select({ next: sql<number>`coalesce(max(${menuItems.sortOrder}) + 1, 0)::int` })
    .from(menuItems)
    .where(and(eq(menuItems.vendorId, vendorId), eq(menuItems.categoryId, categoryId)));
  return row?.next ?? 0;
}

export async function insertMenuItem(db: Executor, vendorId: string, values: MenuItemValues) {
  const [row] = await db
    .insert(menuItems)
    .values({ vendorId, ...values })
    .returning({ id: menuItems.id });
  return row!.id;
}

/** False when the vendor has no such item. */
export async function updateMenuItem(
  db: Executor,
  vendorId: string,
  id: string,
  values: Partial<MenuItemValues>,
) {
  const where = and(eq(menuItems.vendorId, vendorId), eq(menuItems.id, id));
  if (Object.keys(values).length === 0) {
    return (await db.select({ id: menuItems.id }).from(menuItems).where(where)).length > 0;
  }
  const rows = await db.update(menuItems).set(values).where(where).returning({ id: menuItems.id });
  return rows.length > 0;
}

/** Its topping-category and shift links go with it (foreign keys cascade). */
export async function deleteMenuItem(db: Executor, vendorId: string, id: string) {
  const rows = await db
    .delete(menuItems)
    .where(and(eq(menuItems.vendorId, vendorId), eq(menuItems.id, id)))
    .returning({ id: menuItems.id });
  return rows.length > 0;
}

export async function replaceItemToppingCategories(
  db: Executor,
  vendorId: string,
  itemId: string,
  links: Array<{ toppingCategoryId: string; minSelect: number; maxSelect: number }>,
) {
  await db
    .delete(menuItemToppingCategories)
    .where(
      and(eq(menuItemToppingCategories.vendorId, vendorId), eq(menuItemToppingCategories.menuItemId, itemId)),
    );
  if (links.length === 0) return;
  await db
    .insert(menuItemToppingCategories)
    .values(links.map((link, sortOrder) => ({ vendorId, menuItemId: itemId, ...link, sortOrder })));
}

export async function replaceItemFoodShifts(
  db: Executor,
  vendorId: string,
  itemId: string,
  shiftIds: string[],
) {
  await db
    .delete(menuItemFoodShifts)
    .where(and(eq(menuItemFoodShifts.vendorId, vendorId), eq(menuItemFoodShifts.menuItemId, itemId)));
  if (shiftIds.length === 0) return;
  await db
    .insert(menuItemFoodShifts)
    .values(shiftIds.map((foodShiftId) => ({ vendorId, menuItemId: itemId, foodShiftId })));
}

export async function listMenuItemTags(db: Executor, vendorId: string) {
  const result = await db.execute<{ tag: string }>(
    sql`SELECT DISTINCT unnest(${menuItems.tags}) AS tag FROM ${menuItems} WHERE ${menuItems.vendorId} = ${vendorId} ORDER BY tag`,
  );
  return (result as unknown as { rows: Array<{ tag: string }> }).rows.map((r) => r.tag);
}
