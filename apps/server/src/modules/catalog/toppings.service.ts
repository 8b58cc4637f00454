import type {
  TCreateToppingRequest,
  TPage,
  TTopping,
  TToppingQuery,
  TUpdateToppingRequest,
} from '@sofreh/domain';
import type { Executor } from '../../db/database';
import type { VendorContext } from '../../platform/context';
import { AppError, fieldError } from '../../platform/errors';
import { containsPattern, pageResult, pageWindow } from '../../platform/paging';
import { invalidFields } from './catalog-errors';
import { type CatalogWriterDeps, catalogWrite } from './catalog-write';
import { findToppingCategoryIds } from './topping-categories.repository';
import * as repo from './toppings.repository';

export type ToppingsService = ReturnType<typeof createToppingsService>;

/** Toppings of the back office. The route guard has checked MENU_VIEW / MENU_MANAGE. */
export function createToppingsService(deps: CatalogWriterDeps) {
  const { database, changes } = deps;
  const db = database.db;

  async function load(tx: Executor, vendorId: string, id: string): Promise<TTopping> {
    const row = await repo.findTopping(tx, vendorId, id);
    if (!row) throw new AppError('TOPPING_NOT_FOUND');
    return row;
  }

  async function checkCategory(tx: Executor, vendorId: string, toppingCategoryId: string) {
    const found = await findToppingCategoryIds(tx, vendorId, [toppingCategoryId]);
    if (!found.has(toppingCategoryId)) {
      throw invalidFields([fieldError('toppingCategoryId', 'دسته افزودنی پیدا نشد.')]);
    }
  }

  return {
    async list(vendor: VendorContext, query: TToppingQuery): Promise<TPage<TTopping>> {
      const filter = { pattern: containsPattern(query.search), toppingCategoryId: query.toppingCategoryId };
      const [rows, total] = await Promise.all([
        repo.listToppingsPage(db, vendor.id, { ...filter, ...pageWindow(query) }),
        repo.countToppings(db, vendor.id, filter),
      ]);
      return pageResult(query, rows, total);
    },

    get: (vendor: VendorContext, id: string) => load(db, vendor.id, id),

    create(vendor: VendorContext, input: TCreateToppingRequest): Promise<TTopping> {
      return catalogWrite(changes, vendor.id, async (tx) => {
        await checkCategory(tx, vendor.id, input.toppingCategoryId);
        const id = await repo.insertTopping(tx, vendor.id, {
          toppingCategoryId: input.toppingCategoryId,
          title: input.title,
          price: input.price,
          available: input.available,
          sortOrder:
            input.sortOrder ?? (await repo.nextToppingSortOrder(tx, vendor.id, input.toppingCategoryId)),
        });
        return load(tx, vendor.id, id);
      });
    },

    update(vendor: VendorContext, input: TUpdateToppingRequest): Promise<TTopping> {
      const { id, ...values } = input;
      return catalogWrite(changes, vendor.id, async (tx) => {
        const current = await load(tx, vendor.id, id);
        const moved = values.toppingCategoryId && values.toppingCategoryId !== current.toppingCategoryId;
        if (moved) {
          await checkCategory(tx, vendor.id, values.toppingCategoryId!);
          // Moved to another category without a position: it goes last there.
          values.sortOrder ??= await repo.nextToppingSortOrder(tx, vendor.id, values.toppingCategoryId!);
        }
        await repo.updateTopping(tx, vendor.id, id, values);
        return load(tx, vendor.id, id);
      });
    },

    remove(vendor: VendorContext, id: string): Promise<void> {
      return catalogWrite(changes, vendor.id, async (tx) => {
        if (!(await repo.deleteTopping(tx, vendor.id, id))) throw new AppError('TOPPING_NOT_FOUND');
      });
    },

    /** Sets `available` when given, else flips it. */
    setAvailable(vendor: VendorContext, id: string, available: boolean | undefined): Promise<TTopping> {
      return catalogWrite(changes, vendor.id, async (tx) => {
        const current = await load(tx, vendor.id, id);
        await repo.updateTopping(tx, vendor.id, id, { available: available ?? !current.available });
        return load(tx, vendor.id, id);
      });
    },
  };
}
