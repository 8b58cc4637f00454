import type { TAuditLogQuery } from '@sofreh/domain';
import { and, count, desc, eq, gte, lt, max, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../db/database';
import { auditLog } from '../../db/schema';

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
