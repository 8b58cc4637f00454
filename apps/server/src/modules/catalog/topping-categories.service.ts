import type {
  TCreateToppingCategoryRequest,
  TPage,
  TPageQuery,
  TToppingCategory,
  TToppingCategoryDetail,
  TUpdateToppingCategoryRequest,
} from '@sofreh/domain';
import type { Executor } from '../../db/database';
import type { VendorContext } from '../../platform/context';
import { AppError } from '../../platform/errors';
import { type CatalogWriterDeps, catalogWrite } from './catalog-write';
import * as repo from './topping-categories.repository';
import { listToppingsOfCategory } from './toppings.repository';

export type ToppingCategoriesService = ReturnType<typeof createToppingCategoriesService>;

/** Topping categories of the back office. The route guard has checked MENU_VIEW / MENU_MANAGE. */
export function createToppingCategoriesService(deps: CatalogWriterDeps) {
  const { database, changes } = deps;
  const db = database.db;

  async function load(tx: Executor, vendorId: string, id: string): Promise<TToppingCategory> {
    const row = await repo.findToppingCategory(tx, vendorId, id);
    if (!row) throw new AppError('TOPPING_CATEGORY_NOT_FOUND');
    return row;
  }

  async function loadDetail(tx: Executor, vendorId: string, id: string): Promise<TToppingCategoryDetail> {
    const category = await load(tx, vendorId, id);
    return { ...category, toppings: await listToppingsOfCategory(tx, vendorId, id) };
  }

  return {
    list: (vendor: VendorContext, query: TPageQuery): Promise<TPage<TToppingCategory>> =>
      repo.toppingCategoryPage(db, vendor.id, query),

    get: (vendor: VendorContext, id: string) => loadDetail(db, vendor.id, id),

    create(vendor: VendorContext, input: TCreateToppingCategoryRequest): Promise<TToppingCategoryDetail> {
      return catalogWrite(changes, vendor.id, async (tx) => {
        const id = await repo.insertToppingCategory(tx, vendor.id, {
          title: input.title,
          available: input.available,
          sortOrder: input.sortOrder ?? (await repo.nextToppingCategorySortOrder(tx, vendor.id)),
        });
        return loadDetail(tx, vendor.id, id);
      });
    },

    update(vendor: VendorContext, input: TUpdateToppingCategoryRequest): Promise<TToppingCategoryDetail> {
      const { id, ...values } = input;
      return catalogWrite(changes, vendor.id, async (tx) => {
        if (!(await repo.updateToppingCategory(tx, vendor.id, id, values))) {
          throw new AppError('TOPPING_CATEGORY_NOT_FOUND');
        }
        return loadDetail(tx, vendor.id, id);
      });
    },

    /**
     * Deletes the category with its toppings. Refused while items offer it: taking it off them
     * silently would change what customers must pick.
     */
    remove(vendor: VendorContext, id: string): Promise<void> {
      return catalogWrite(changes, vendor.id, async (tx) => {
        await load(tx, vendor.id, id);
        if ((await repo.countItemsOfferingToppingCategory(tx, vendor.id, id)) > 0) {
          throw new AppError('TOPPING_CATEGORY_IN_USE');
        }
        await repo.deleteToppingCategory(tx, vendor.id, id);
      });
    },

    /** Sets `available` when given, else flips it. */
    setAvailable(
      vendor: VendorContext,
      id: string,
      available: boolean | undefined,
    ): Promise<TToppingCategory> {
      return catalogWrite(changes, vendor.id, async (tx) => {
        const current = await load(tx, vendor.id, id);
        await repo.updateToppingCategory(tx, vendor.id, id, { available: available ?? !current.available });
        return load(tx, vendor.id, id);
      });
    },
  };
}
