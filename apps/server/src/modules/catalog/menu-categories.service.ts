import {
  DEFAULT_SELL_CHANNEL,
  type TCreateMenuCategoryRequest,
  type TKeyValue,
  type TMenuCategory,
  type TPage,
  type TPageQuery,
  type TSellChannel,
  type TUpdateMenuCategoryRequest,
} from '@sofreh/domain';
import type { Executor } from '../../db/database';
import type { VendorContext } from '../../platform/context';
import { AppError, fieldError } from '../../platform/errors';
import { containsPattern, pageResult, pageWindow } from '../../platform/paging';
import { invalidFields } from './catalog-errors';
import { type CatalogWriterDeps, catalogWrite } from './catalog-write';
import * as repo from './menu-categories.repository';
import { countItemsInCategory } from './menu-items.repository';

type Row = NonNullable<Awaited<ReturnType<typeof repo.findMenuCategory>>>;

const toMenuCategory = (row: Row): TMenuCategory => ({
  ...row,
  sellChannels: row.sellChannels as TSellChannel[],
});

export type MenuCategoriesService = ReturnType<typeof createMenuCategoriesService>;

/** Menu categories of the back office. The route guard has checked MENU_VIEW / MENU_MANAGE. */
/** The channels a vendor sells on, from the vendors module. */
export type SellChannelsPort = (vendorId: string) => Promise<TSellChannel[]>;

export function createMenuCategoriesService(deps: CatalogWriterDeps & { sellChannelsOf?: SellChannelsPort }) {
  const { database, changes } = deps;
  const db = database.db;

  async function load(tx: Executor, vendorId: string, id: string): Promise<TMenuCategory> {
    const row = await repo.findMenuCategory(tx, vendorId, id);
    if (!row) throw new AppError('MENU_CATEGORY_NOT_FOUND');
    return toMenuCategory(row);
  }

  return {
    async list(vendor: VendorContext, query: TPageQuery): Promise<TPage<TMenuCategory>> {
      const pattern = containsPattern(query.search);
      const [rows, total] = await Promise.all([
        repo.listMenuCategoriesPage(db, vendor.id, { pattern, ...pageWindow(query) }),
        repo.countMenuCategories(db, vendor.id, pattern),
      ]);
      return pageResult(query, rows.map(toMenuCategory), total);
    },

    get: (vendor: VendorContext, id: string) => load(db, vendor.id, id),

    async all(vendor: VendorContext): Promise<TMenuCategory[]> {
      return (await repo.listAllMenuCategories(db, vendor.id)).map(toMenuCategory);
    },

    keyValues: (vendor: VendorContext): Promise<TKeyValue[]> => repo.listMenuCategoryTitles(db, vendor.id),

    async create(vendor: VendorContext, input: TCreateMenuCategoryRequest): Promise<TMenuCategory> {
      // Not named: every channel the restaurant sells on, so its first dishes show wherever it sells.
      const channels = input.sellChannels ?? (await deps.sellChannelsOf?.(vendor.id));
      const sellChannels = channels?.length ? channels : [DEFAULT_SELL_CHANNEL];
      return catalogWrite(changes, vendor.id, async (tx) => {
        const id = await repo.insertMenuCategory(tx, vendor.id, {
          title: input.title,
          description: input.description || null,
          sellChannels,
          active: input.active,
          sortOrder: input.sortOrder ?? (await repo.nextMenuCategorySortOrder(tx, vendor.id)),
        });
        return load(tx, vendor.id, id);
      });
    },

    update(vendor: VendorContext, input: TUpdateMenuCategoryRequest): Promise<TMenuCategory> {
      const { id, ...fields } = input;
      return catalogWrite(changes, vendor.id, async (tx) => {
        const values = {
          ...fields,
          ...(fields.description !== undefined ? { description: fields.description || null } : {}),
        };
        if (!(await repo.updateMenuCategory(tx, vendor.id, id, values))) {
          throw new AppError('MENU_CATEGORY_NOT_FOUND');
        }
        return load(tx, vendor.id, id);
      });
    },

    /** Refused while the category still holds items: deleting them with it would be a surprise. */
    remove(vendor: VendorContext, id: string): Promise<void> {
      return catalogWrite(changes, vendor.id, async (tx) => {
        await load(tx, vendor.id, id);
        if ((await countItemsInCategory(tx, vendor.id, id)) > 0)
          throw new AppError('MENU_CATEGORY_HAS_ITEMS');
        await repo.deleteMenuCategory(tx, vendor.id, id);
      });
    },

    /** Sets `active` when given, else flips it. */
    setActive(vendor: VendorContext, id: string, active: boolean | undefined): Promise<TMenuCategory> {
      return catalogWrite(changes, vendor.id, async (tx) => {
        const current = await load(tx, vendor.id, id);
        await repo.updateMenuCategory(tx, vendor.id, id, { active: active ?? !current.active });
        return load(tx, vendor.id, id);
      });
    },

    /** The listed categories come first in the given order; any not listed follow in their old order. */
    reorder(vendor: VendorContext, ids: string[]): Promise<TMenuCategory[]> {
      return catalogWrite(changes, vendor.id, async (tx) => {
        const all = await repo.listAllMenuCategories(tx, vendor.id);
        const known = new Set(all.map((c) => c.id));
        const unknown = ids.flatMap((id, index) =>
          known.has(id) ? [] : [fieldError(`ids.${index}`, 'این دسته منو پیدا نشد.')],
        );
        if (unknown.length > 0) throw invalidFields(unknown);
        const listed = new Set(ids);
        await repo.setMenuCategorySortOrders(tx, vendor.id, [
          ...ids,
          ...all.filter((c) => !listed.has(c.id)).map((c) => c.id),
        ]);
        return (await repo.listAllMenuCategories(tx, vendor.id)).map(toMenuCategory);
      });
    },
  };
}
