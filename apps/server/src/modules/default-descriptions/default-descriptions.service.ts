import type { TDefaultDescription, TPage, TPageQuery } from '@sofreh/domain';
import type { Database } from '../../db/database';
import type { VendorContext } from '../../platform/context';
import { AppError } from '../../platform/errors';
import * as repo from './default-descriptions.repository';

/** Ready-made order notes (SPEC §7 /identity/defaultdescription) that staff pick when taking orders. */
export function createDefaultDescriptionsService(deps: { database: Database }) {
  const db = deps.database.db;
  const notFound = () => new AppError('NOT_FOUND');
  return {
    list: (vendor: VendorContext, query: TPageQuery): Promise<TPage<TDefaultDescription>> =>
      repo.page(db, vendor.id, query),
    listAll: (vendor: VendorContext) => repo.listAll(db, vendor.id),
    async get(vendor: VendorContext, id: string) {
      const row = await repo.findOne(db, vendor.id, id);
      if (!row) throw notFound();
      return row;
    },
    create: (vendor: VendorContext, text: string) => repo.insert(db, vendor.id, text),
    async update(vendor: VendorContext, id: string, text: string) {
      const row = await repo.update(db, vendor.id, id, text);
      if (!row) throw notFound();
      return row;
    },
    async remove(vendor: VendorContext, id: string) {
      if (!(await repo.remove(db, vendor.id, id))) throw notFound();
    },
  };
}
export type DefaultDescriptionsService = ReturnType<typeof createDefaultDescriptionsService>;
