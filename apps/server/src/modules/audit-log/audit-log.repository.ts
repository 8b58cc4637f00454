import type { TAuditLogQuery } from '@sofreh/domain';
import { and, count, desc, eq, gte, lt, max, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../db/database';
import { auditLog } from './audit-log.schema';

// Reads of the audit log (decision 0020); the rows themselves are written by the database triggers.
// Every statement names the vendor first: audit_log_vendor_{at,actor_at,type_at} serve them.

/** Iran has kept +03:30 all year since 2022: a Tehran day starts at 00:00+03:30 (decision 0018). */
const TEHRAN_OFFSET = '+03:30';
const dayStart = (day: string) => new Date(`${day}T00:00:00${TEHRAN_OFFSET}`);
const nextDayStart = (day: string) => new Date(dayStart(day).getTime() + 24 * 60 * 60 * 1000);

function filtersOf(vendorId: string, query: TAuditLogQuery): SQL | undefined {
  const where: SQL[] = [eq(auditLog.vendorId, vendorId)];
  if (query.userId) where.push(eq(auditLog.actorUserId, query.userId));
  if (query.objectType) where.push(eq(auditLog.objectType, query.objectType));
  if (query.from) where.push(gte(auditLog.at, dayStart(query.from)));
  if (query.to) where.push(lt(auditLog.at, nextDayStart(query.to)));
  return and(...where);
}

export function listPage(
  db: Executor,
  vendorId: string,
  query: TAuditLogQuery,
  page: { limit: number; offset: number },
) {
  return db
    .select({
      id: auditLog.id,
      at: auditLog.at,
      actorUserId: auditLog.actorUserId,
      actorName: auditLog.actorName,
      objectType: auditLog.objectType,
      objectId: auditLog.objectId,
      objectLabel: auditLog.objectLabel,
      action: auditLog.action,
      before: auditLog.before,
      after: auditLog.after,
    })
    .from(auditLog)
    .where(filtersOf(vendorId, query))
    .orderBy(desc(auditLog.at), desc(auditLog.id))
    .limit(page.limit)
    .offset(page.offset);
}

export async function countMatching(db: Executor, vendorId: string, query: TAuditLogQuery) {
  const [row] = await db.select({ n: count() }).from(auditLog).where(filtersOf(vendorId, query));
  return row?.n ?? 0;
}

/** Everyone who appears in the vendor's log, with the name of their latest change, by that name. */
export async function people(db: Executor, vendorId: string) {
  const latest = db
    .select({ userId: auditLog.actorUserId, at: max(auditLog.at).as('latest_at') })
    .from(auditLog)
    .where(eq(auditLog.vendorId, vendorId))
    .groupBy(auditLog.actorUserId)
    .as('latest');
  const rows = await db
    .select({ userId: latest.userId, name: sql<string>`min(${auditLog.actorName})` })
    .from(latest)
    .innerJoin(
      auditLog,
      and(
        eq(auditLog.vendorId, vendorId),
        eq(auditLog.actorUserId, latest.userId),
        eq(auditLog.at, latest.at),
      ),
    )
    .groupBy(latest.userId);
  return rows.sort((a, b) => a.name.localeCompare(b.name, 'fa'));
}

/** A column holding another object's id, and where that object's name is. */
type Reference = { table: string; label: string };

/** Id columns the log's rows carry, and the table (of the same vendor) that names them. */
export const REFERENCE_COLUMNS: Record<string, Reference> = {
  category_id: { table: 'menu_categories', label: 'title' },
  food_shift_id: { table: 'food_shifts', label: 'title' },
  shift_id: { table: 'food_shifts', label: 'title' },
  topping_category_id: { table: 'topping_categories', label: 'title' },
  menu_item_id: { table: 'menu_items', label: 'title' },
  role_id: { table: 'roles', label: 'name' },
  printer_station_id: { table: 'printer_stations', label: 'name' },
  printer_id: { table: 'printers', label: 'name' },
  discount_code_id: { table: 'discount_codes', label: 'code' },
  order_id: { table: 'orders', label: 'number' },
  gateway_account_id: { table: 'payment_gateway_accounts', label: 'title' },
  user_id: { table: 'users', label: 'name' },
};

/** Where an object type's own name is, for rows that record a part of it (links, windows, lines). */
export const OBJECT_TABLES: Record<string, Reference> = {
  MENU_ITEM: REFERENCE_COLUMNS.menu_item_id!,
  FOOD_SHIFT: REFERENCE_COLUMNS.food_shift_id!,
  DISCOUNT_CODE: REFERENCE_COLUMNS.discount_code_id!,
  ORDER: REFERENCE_COLUMNS.order_id!,
  STAFF: REFERENCE_COLUMNS.user_id!,
  CUSTOMER: REFERENCE_COLUMNS.user_id!,
};

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * The current names of objects by id, one query per table, each limited to the vendor's rows (people:
 * the ids come from this vendor's own log). An id no longer there has no name.
 */
export async function namesOf(
  db: Executor,
  vendorId: string,
  wanted: Map<Reference, Set<string>>,
): Promise<Map<string, string>> {
  const names = new Map<string, string>();
  for (const [reference, ids] of wanted) {
    const list = [...ids].filter((id) => UUID.test(id));
    if (list.length === 0) continue;
    const idList = sql`ARRAY[${sql.join(
      list.map((id) => sql`${id}`),
      sql`, `,
    )}]::uuid[]`;
    const query =
      reference.table === 'users'
        ? sql`SELECT id::text AS id, coalesce(nullif(trim(coalesce(first_name, '') || ' ' || coalesce(last_name, '')), ''), phone_number) AS label
                FROM users WHERE id = ANY(${idList})`
        : sql`SELECT id::text AS id, ${sql.identifier(reference.label)}::text AS label
                FROM ${sql.identifier(reference.table)} WHERE vendor_id = ${vendorId} AND id = ANY(${idList})`;
    const result = (await db.execute(query)) as unknown as {
      rows: Array<{ id: string; label: string | null }>;
    };
    for (const row of result.rows) if (row.label) names.set(row.id, row.label);
  }
  return names;
}
