import type { TAuditLogPage, TAuditLogPerson, TAuditLogQuery } from '@sofreh/domain';
import type { Database } from '../../db/database';
import type { VendorContext } from '../../platform/context';
import { pageResult, pageWindow } from '../../platform/paging';
import * as repo from './audit-log.repository';

type Row = Awaited<ReturnType<typeof repo.listPage>>[number];

/** Every (column, value) of a row's before and after, arrays flattened. */
function* valuesOf(row: Row): Generator<[string, unknown]> {
  for (const side of [row.before, row.after]) {
    for (const [field, value] of Object.entries(side ?? {})) {
      if (Array.isArray(value)) for (const item of value) yield [field, item];
      else yield [field, value];
    }
  }
}

/** The ids a page's rows mention (in reference columns, or as the object of a part), by table. */
function referencesIn(rows: Row[]) {
  const wanted = new Map<(typeof repo.REFERENCE_COLUMNS)[string], Set<string>>();
  const want = (reference: (typeof repo.REFERENCE_COLUMNS)[string] | undefined, id: unknown) => {
    if (!reference || typeof id !== 'string') return;
    if (!wanted.has(reference)) wanted.set(reference, new Set());
    wanted.get(reference)!.add(id);
  };
  for (const row of rows) {
    if (!row.objectLabel) want(repo.OBJECT_TABLES[row.objectType], row.objectId);
    for (const [field, value] of valuesOf(row)) want(repo.REFERENCE_COLUMNS[field], value);
  }
  return wanted;
}

/** The vendor's audit log for the back office (decision 0020). Access: AUDIT_VIEW, checked by the route. */
export function createAuditLogService(deps: { database: Database }) {
  const db = deps.database.db;
  return {
    async list(vendor: VendorContext, query: TAuditLogQuery): Promise<TAuditLogPage> {
      const [rows, total] = await Promise.all([
        repo.listPage(db, vendor.id, query, pageWindow(query)),
        repo.countMatching(db, vendor.id, query),
      ]);
      const names = await repo.namesOf(db, vendor.id, referencesIn(rows));
      const data = rows.map((row) => {
        const own: Record<string, string> = {};
        for (const [field, value] of valuesOf(row)) {
          if (field in repo.REFERENCE_COLUMNS && typeof value === 'string' && names.has(value))
            own[value] = names.get(value)!;
        }
        return {
          ...row,
          at: row.at.toISOString(),
          // A part of an object (a link, a window, an order line) is shown under the object's name.
          objectLabel: row.objectLabel ?? names.get(row.objectId) ?? null,
          names: own,
        };
      });
      return pageResult({ ...query, search: undefined }, data, total);
    },
    people: (vendor: VendorContext): Promise<TAuditLogPerson[]> => repo.people(db, vendor.id),
  };
}
export type AuditLogService = ReturnType<typeof createAuditLogService>;
