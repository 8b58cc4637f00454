import type { TPageQuery } from '@sofreh/domain';
import { and, asc, count, eq, inArray } from 'drizzle-orm';
import type { Executor } from '../../db/database';
import { vendorPage } from '../../platform/paging';
import { foodShifts, foodShiftWindows, menuItemFoodShifts } from './catalog.schema';

export type FoodShiftWindowValues = Pick<
  typeof foodShiftWindows.$inferInsert,
  'dayOfWeek' | 'startTime' | 'endTime'
>;

const columns = { id: foodShifts.id, title: foodShifts.title };
const order = [asc(foodShifts.createdAt), asc(foodShifts.id)];

/** The back office's list: searched by title, oldest first. */
export function foodShiftPage(db: Executor, vendorId: string, query: TPageQuery) {
  return vendorPage(db, query, {
    table: foodShifts,
    vendorColumn: foodShifts.vendorId,
    vendorId,
    columns,
    searchIn: [foodShifts.title],
    orderBy: order,
  });
}

export function listFoodShiftTitles(db: Executor, vendorId: string) {
  return db
    .select(columns)
    .from(foodShifts)
    .where(eq(foodShifts.vendorId, vendorId))
    .orderBy(...order);
}

export async function findFoodShift(db: Executor, vendorId: string, id: string) {
  const [row] = await db
    .select(columns)
    .from(foodShifts)
    .where(and(eq(foodShifts.vendorId, vendorId), eq(foodShifts.id, id)));
  return row ?? null;
}

/** Which of `ids` are the vendor's food shifts. */
export async function findFoodShiftIds(db: Executor, vendorId: string, ids: string[]) {
  if (ids.length === 0) return new Set<string>();
  const rows = await db
    .select({ id: foodShifts.id })
    .from(foodShifts)
    .where(and(eq(foodShifts.vendorId, vendorId), inArray(foodShifts.id, ids)));
  return new Set(rows.map((r) => r.id));
}

/** The windows of the given shifts, or of all the vendor's shifts when `shiftIds` is omitted. */
export function listFoodShiftWindows(db: Executor, vendorId: string, shiftIds?: string[]) {
  return db
    .select({
      shiftId: foodShiftWindows.shiftId,
      dayOfWeek: foodShiftWindows.dayOfWeek,
      startTime: foodShiftWindows.startTime,
      endTime: foodShiftWindows.endTime,
    })
    .from(foodShiftWindows)
    .where(
      and(
        eq(foodShiftWindows.vendorId, vendorId),
        shiftIds ? inArray(foodShiftWindows.shiftId, shiftIds) : undefined,
      ),
    );
}

export async function insertFoodShift(db: Executor, vendorId: string, title: string) {
  const [row] = await db.insert(foodShifts).values({ vendorId, title }).returning({ id: foodShifts.id });
  return row!.id;
}

/** False when the vendor has no such shift. */
export async function updateFoodShiftTitle(
  db: Executor,
  vendorId: string,
  id: string,
  title: string | undefined,
) {
  const where = and(eq(foodShifts.vendorId, vendorId), eq(foodShifts.id, id));
  if (title === undefined) {
    return (await db.select({ id: foodShifts.id }).from(foodShifts).where(where)).length > 0;
  }
  const rows = await db.update(foodShifts).set({ title }).where(where).returning({ id: foodShifts.id });
  return rows.length > 0;
}

export async function replaceFoodShiftWindows(
  db: Executor,
  vendorId: string,
  shiftId: string,
  windows: FoodShiftWindowValues[],
) {
  await db
    .delete(foodShiftWindows)
    .where(and(eq(foodShiftWindows.vendorId, vendorId), eq(foodShiftWindows.shiftId, shiftId)));
  if (windows.length === 0) return;
  await db.insert(foodShiftWindows).values(windows.map((w) => ({ vendorId, shiftId, ...w })));
}

/** Its windows go with it (the foreign key cascades). */
export async function deleteFoodShift(db: Executor, vendorId: string, id: string) {
  const rows = await db
    .delete(foodShifts)
    .where(and(eq(foodShifts.vendorId, vendorId), eq(foodShifts.id, id)))
    .returning({ id: foodShifts.id });
  return rows.length > 0;
}

export async function countItemsInFoodShift(db: Executor, vendorId: string, id: string) {
  const [row] = await db
    .select({ n: count() })
    .from(menuItemFoodShifts)
    .where(and(eq(menuItemFoodShifts.vendorId, vendorId), eq(menuItemFoodShifts.foodShiftId, id)));
  return row?.n ?? 0;
}
