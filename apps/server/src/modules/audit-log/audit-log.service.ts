import type { TAuditLogPage, TAuditLogPerson, TAuditLogQuery } from '@sofreh/domain';
import type { Database } from '../../db/database';
import type { VendorContext } from '../../platform/context';
import { pageResult, pageWindow } from '../../platform/paging';
import * as repo from './audit-log.repository';

/** The vendor's audit log for the back office (decision 0020). Access: AUDIT_VIEW, checked by the route. */
export function createAuditLogService(deps: { database: Database }) {
  const db = deps.database.db;
  return {
    async list(vendor: VendorContext, query: TAuditLogQuery): Promise<TAuditLogPage> {
      const [rows, total] = await Promise.all([
        repo.listPage(db, vendor.id, query, pageWindow(query)),
        repo.countMatching(db, vendor.id, query),
      ]);
      const data = rows.map((row) => ({ ...row, at: row.at.toISOString() }));
      return pageResult({ ...query, search: undefined }, data, total);
    },
    people: (vendor: VendorContext): Promise<TAuditLogPerson[]> => repo.people(db, vendor.id),
  };
}
export type AuditLogService = ReturnType<typeof createAuditLogService>;
