import type {
  TCreateMenuItemRequest,
  TMenuItem,
  TMenuItemDetail,
  TMenuItemQuery,
  TPage,
  TUpdateMenuItemRequest,
} from '@sofreh/domain';
import type { Executor } from '../../db/database';
import type { VendorContext } from '../../platform/context';
import { AppError, fieldError } from '../../platform/errors';
import { containsPattern, pageResult, pageWindow } from '../../platform/paging';
import { invalidFields } from './catalog-errors';
import { type CatalogWriterDeps, catalogWrite } from './catalog-write';
import { findFoodShiftIds } from './food-shifts.repository';
import { findMenuCategoryIds } from './menu-categories.repository';
import * as repo from './menu-items.repository';
import { findToppingCategoryIds } from './topping-categories.repository';

type References = Pick<TUpdateMenuItemRequest, 'categoryId' | 'toppingCategories' | 'foodShiftIds'>;

export type MenuItemsService = ReturnType<typeof createMenuItemsService>;

/** Menu items of the back office. The route guard has checked MENU_VIEW / MENU_MANAGE. */
export function createMenuItemsService(deps: CatalogWriterDeps) {
  const { database, changes } = deps;
  const db = database.db;

  async function loadItem(tx: Executor, vendorId: string, id: string): Promise<TMenuItem> {
    const row = await repo.findMenuItem(tx, vendorId, id);
    if (!row) throw new AppError('MENU_ITEM_NOT_FOUND');
    return row;
  }

  async function loadDetail(tx: Executor, vendorId: string, id: string): Promise<TMenuItemDetail> {
    const item = await loadItem(tx, vendorId, id);
    const toppingCategories = await repo.listItemToppingCategories(tx, vendorId, id);
    const foodShiftIds = await repo.listItemFoodShiftIds(tx, vendorId, id);
    return { ...item, toppingCategories, foodShiftIds };
  }

  /**
   * Everything an item points at must be this vendor's: a category, topping categories and shifts of
   * another vendor (or of nobody) are named beside their fields, all at once.
   */
  async function checkReferences(tx: Executor, vendorId: string, input: References) {
    const problems = [];
    if (input.categoryId) {
      const found = await findMenuCategoryIds(tx, vendorId, [input.categoryId]);
      if (!found.has(input.categoryId)) problems.push(fieldError('categoryId', 'دسته منو پیدا نشد.'));
    }
    if (input.toppingCategories?.length) {
      const ids = input.toppingCategories.map((l) => l.toppingCategoryId);
      const found = await findToppingCategoryIds(tx, vendorId, ids);
      ids.forEach((id, i) => {
        if (!found.has(id)) {
          problems.push(fieldError(`toppingCategories.${i}.toppingCategoryId`, 'دسته افزودنی پیدا نشد.'));
        }
      });
    }
    if (input.foodShiftIds?.length) {
      const found = await findFoodShiftIds(tx, vendorId, input.foodShiftIds);
      input.foodShiftIds.forEach((id, i) => {
        if (!found.has(id)) problems.push(fieldError(`foodShiftIds.${i}`, 'شیفت غذایی پیدا نشد.'));
      });
    }
    if (problems.length > 0) throw invalidFields(problems);
  }

  /** Sets the flag when given, else flips it. */
  function toggle(
    vendor: VendorContext,
    id: string,
    flag: 'active' | 'available',
    value: boolean | undefined,
  ) {
    return catalogWrite(changes, vendor.id, async (tx) => {
      const current = await loadItem(tx, vendor.id, id);
      await repo.updateMenuItem(tx, vendor.id, id, { [flag]: value ?? !current[flag] });
      return loadItem(tx, vendor.id, id);
    });
  }

  return {
    async list(vendor: VendorContext, query: TMenuItemQuery): Promise<TPage<TMenuItem>> {
      const filter = {
        pattern: containsPattern(query.search),
        categoryId: query.categoryId,
        foodShiftId: query.foodShiftId,
      };
      const [rows, total] = await Promise.all([
        repo.listMenuItemsPage(db, vendor.id, { ...filter, ...pageWindow(query) }),
        repo.countMenuItems(db, vendor.id, filter),
      ]);
      return pageResult(query, rows, total);
    },

    get: (vendor: VendorContext, id: string) => loadDetail(db, vendor.id, id),

    /** Distinct tags in use, in Persian alphabetical order (the same on every database engine). */
    async tags(vendor: VendorContext): Promise<string[]> {
      return (await repo.listMenuItemTags(db, vendor.id)).sort((a, b) => a.localeCompare(b, 'fa'));
    },

    create(vendor: VendorContext, input: TCreateMenuItemRequest): Promise<TMenuItemDetail> {
      return catalogWrite(changes, vendor.id, async (tx) => {
        await checkReferences(tx, vendor.id, input);
        const { toppingCategories, foodShiftIds, sortOrder, description, imageUrl, ...fields } = input;
        const id = await repo.insertMenuItem(tx, vendor.id, {
          ...fields,
          description: description || null,
          imageUrl: imageUrl ?? null,
          sortOrder: sortOrder ?? (await repo.nextMenuItemSortOrder(tx, vendor.id, input.categoryId)),
        });
        await repo.replaceItemToppingCategories(tx, vendor.id, id, toppingCategories);
        await repo.replaceItemFoodShifts(tx, vendor.id, id, foodShiftIds);
        return loadDetail(tx, vendor.id, id);
      });
    },

    /** Fields left out keep their value; topping categories and shifts, when sent, replace the old. */
    update(vendor: VendorContext, input: TUpdateMenuItemRequest): Promise<TMenuItemDetail> {
      const { id, toppingCategories, foodShiftIds, ...fields } = input;
      return catalogWrite(changes, vendor.id, async (tx) => {
        const current = await loadItem(tx, vendor.id, id);
        await checkReferences(tx, vendor.id, input);
        const values: Parameters<typeof repo.updateMenuItem>[3] = { ...fields };
        if (fields.description !== undefined) values.description = fields.description || null;
        // Moved to another category without a position: it goes last there.
        if (fields.categoryId && fields.categoryId !== current.categoryId && fields.sortOrder === undefined) {
          values.sortOrder = await repo.nextMenuItemSortOrder(tx, vendor.id, fields.categoryId);
        }
        await repo.updateMenuItem(tx, vendor.id, id, values);
        if (toppingCategories) await repo.replaceItemToppingCategories(tx, vendor.id, id, toppingCategories);
        if (foodShiftIds) await repo.replaceItemFoodShifts(tx, vendor.id, id, foodShiftIds);
        return loadDetail(tx, vendor.id, id);
      });
    },

    remove(vendor: VendorContext, id: string): Promise<void> {
      return catalogWrite(changes, vendor.id, async (tx) => {
        if (!(await repo.deleteMenuItem(tx, vendor.id, id))) throw new AppError('MENU_ITEM_NOT_FOUND');
      });
    },

    setActive: (vendor: VendorContext, id: string, active: boolean | undefined) =>
      toggle(vendor, id, 'active', active),

    setAvailable: (vendor: VendorContext, id: string, available: boolean | undefined) =>
      toggle(vendor, id, 'available', available),
  };
}
