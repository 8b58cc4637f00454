import {
  minutesOf,
  type TCreateFoodShiftRequest,
  type TFoodShift,
  type TKeyValue,
  type TPage,
  type TPageQuery,
  type TUpdateFoodShiftRequest,
  WEEKDAYS_IRANIAN_ORDER,
} from '@sofreh/domain';
import type { Executor } from '../../db/database';
import type { VendorContext } from '../../platform/context';
import { AppError } from '../../platform/errors';
import { type CatalogWriterDeps, catalogWrite } from './catalog-write';
import * as repo from './food-shifts.repository';

type Window = TFoodShift['windows'][number];

/** Shown to people in the Iranian week order, Saturday first, then by start time. */
const byWeekThenStart = (a: Window, b: Window) =>
  WEEKDAYS_IRANIAN_ORDER.indexOf(a.dayOfWeek) - WEEKDAYS_IRANIAN_ORDER.indexOf(b.dayOfWeek) ||
  minutesOf(a.startTime) - minutesOf(b.startTime);

export type FoodShiftsService = ReturnType<typeof createFoodShiftsService>;

/** Food shifts of the back office. The route guard has checked MENU_VIEW / MENU_MANAGE. */
export function createFoodShiftsService(deps: CatalogWriterDeps) {
  const { database, changes } = deps;
  const db = database.db;

  /** Shifts with their windows: one query for the windows of all of them. */
  async function withWindows(tx: Executor, vendorId: string, shifts: TKeyValue[]): Promise<TFoodShift[]> {
    if (shifts.length === 0) return [];
    const windows = await repo.listFoodShiftWindows(
      tx,
      vendorId,
      shifts.map((s) => s.id),
    );
    return shifts.map((shift) => ({
      ...shift,
      windows: windows
        .filter((w) => w.shiftId === shift.id)
        .map(({ dayOfWeek, startTime, endTime }) => ({ dayOfWeek, startTime, endTime }))
        .sort(byWeekThenStart),
    }));
  }

  async function load(tx: Executor, vendorId: string, id: string): Promise<TFoodShift> {
    const row = await repo.findFoodShift(tx, vendorId, id);
    if (!row) throw new AppError('FOOD_SHIFT_NOT_FOUND');
    return (await withWindows(tx, vendorId, [row]))[0]!;
  }

  return {
    async list(vendor: VendorContext, query: TPageQuery): Promise<TPage<TFoodShift>> {
      const page = await repo.foodShiftPage(db, vendor.id, query);
      return { ...page, data: await withWindows(db, vendor.id, page.data) };
    },

    get: (vendor: VendorContext, id: string) => load(db, vendor.id, id),

    keyValues: (vendor: VendorContext): Promise<TKeyValue[]> => repo.listFoodShiftTitles(db, vendor.id),

    create(vendor: VendorContext, input: TCreateFoodShiftRequest): Promise<TFoodShift> {
      return catalogWrite(changes, vendor.id, async (tx) => {
        const id = await repo.insertFoodShift(tx, vendor.id, input.title);
        await repo.replaceFoodShiftWindows(tx, vendor.id, id, input.windows);
        return load(tx, vendor.id, id);
      });
    },

    /** Windows, when sent, replace the old ones. */
    update(vendor: VendorContext, input: TUpdateFoodShiftRequest): Promise<TFoodShift> {
      return catalogWrite(changes, vendor.id, async (tx) => {
        if (!(await repo.updateFoodShiftTitle(tx, vendor.id, input.id, input.title))) {
          throw new AppError('FOOD_SHIFT_NOT_FOUND');
        }
        if (input.windows) await repo.replaceFoodShiftWindows(tx, vendor.id, input.id, input.windows);
        return load(tx, vendor.id, input.id);
      });
    },

    /** Refused while items are sold in it: deleting it would put them on sale all day. */
    remove(vendor: VendorContext, id: string): Promise<void> {
      return catalogWrite(changes, vendor.id, async (tx) => {
        await load(tx, vendor.id, id);
        if ((await repo.countItemsInFoodShift(tx, vendor.id, id)) > 0)
          throw new AppError('FOOD_SHIFT_IN_USE');
        await repo.deleteFoodShift(tx, vendor.id, id);
      });
    },
  };
}
