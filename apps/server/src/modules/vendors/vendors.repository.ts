import { and, eq, sql } from 'drizzle-orm';
import { lockKeys } from '../../db/advisory-lock';
import type { Executor } from '../../db/database';
import type { VendorKey } from '../../platform/tenancy';
import { openingHours, vendorDomains, vendors } from './vendors.schema';

export async function findVendorByKey(db: Executor, key: VendorKey) {
  if ('slug' in key) {
    const [row] = await db.select().from(vendors).where(eq(vendors.slug, key.slug)).limit(1);
    return row ?? null;
  }
  const [row] = await db
    .select({ vendor: vendors })
    .from(vendorDomains)
    .innerJoin(vendors, eq(vendors.id, vendorDomains.vendorId))
    .where(eq(vendorDomains.domain, key.domain))
    .limit(1);
  return row?.vendor ?? null;
}

export async function findVendorById(db: Executor, vendorId: string) {
  const [row] = await db.select().from(vendors).where(eq(vendors.id, vendorId)).limit(1);
  return row ?? null;
}

export function listOpeningHours(db: Executor, vendorId: string) {
  return db
    .select({
      id: openingHours.id,
      dayOfWeek: openingHours.dayOfWeek,
      startTime: openingHours.startTime,
      endTime: openingHours.endTime,
    })
    .from(openingHours)
    .where(eq(openingHours.vendorId, vendorId));
}

export type NewVendor = typeof vendors.$inferInsert;

export async function insertVendor(db: Executor, vendor: NewVendor) {
  const [row] = await db.insert(vendors).values(vendor).returning();
  return row!;
}

export async function insertVendorDomain(db: Executor, vendorId: string, domain: string) {
  await db.insert(vendorDomains).values({ vendorId, domain: domain.toLowerCase() });
}

/** One writer of a vendor's opening hours at a time, until the transaction ends. */
export const lockOpeningHours = (db: Executor, vendorId: string) =>
  lockKeys(db, [`opening-hours:${vendorId}`]);

/** Replaces the vendor's opening hours as a whole, under their lock (concurrent saves follow each other). */
export async function replaceOpeningHours(
  db: Executor,
  vendorId: string,
  hours: Array<{
    dayOfWeek: (typeof openingHours.$inferInsert)['dayOfWeek'];
    startTime: string;
    endTime: string;
  }>,
) {
  await lockOpeningHours(db, vendorId);
  await db.delete(openingHours).where(eq(openingHours.vendorId, vendorId));
  if (hours.length > 0) await db.insert(openingHours).values(hours.map((h) => ({ ...h, vendorId })));
}

export type VendorRow = typeof vendors.$inferSelect;

export async function updateVendor(
  db: Executor,
  vendorId: string,
  // Not `active`: switching a vendor on or off is vendor-admin's setActive, which announces it (0027).
  fields: Partial<Omit<typeof vendors.$inferInsert, 'id' | 'active'>>,
) {
  // Nothing to change (an empty update) reads the vendor as it is.
  if (Object.values(fields).every((value) => value === undefined)) {
    const [row] = await db.select().from(vendors).where(eq(vendors.id, vendorId)).limit(1);
    return row ?? null;
  }
  const [row] = await db.update(vendors).set(fields).where(eq(vendors.id, vendorId)).returning();
  return row ?? null;
}

export async function insertOpeningHours(
  db: Executor,
  vendorId: string,
  hours: { dayOfWeek: (typeof openingHours.$inferInsert)['dayOfWeek']; startTime: string; endTime: string },
) {
  const [row] = await db
    .insert(openingHours)
    .values({ ...hours, vendorId })
    .returning({
      id: openingHours.id,
      dayOfWeek: openingHours.dayOfWeek,
      startTime: openingHours.startTime,
      endTime: openingHours.endTime,
    });
  return row!;
}

/** False when the vendor has no such entry (another vendor's id included). */
export async function deleteOpeningHours(db: Executor, vendorId: string, id: string) {
  const rows = await db
    .delete(openingHours)
    .where(and(eq(openingHours.vendorId, vendorId), eq(openingHours.id, id)))
    .returning({ id: openingHours.id });
  return rows.length === 1;
}

/** The vendor with its opening hours, in one query: every order reads it. */
export async function findVendorWithHours(db: Executor, vendorId: string) {
  const [row] = await db
    .select({
      vendor: vendors,
      // Spelt out: inside a select's fields drizzle writes bare column names, which the subquery
      // would read as its own table's.
      openingHours: sql<Array<{ dayOfWeek: VendorWeekday; startTime: string; endTime: string }>>`coalesce(
        (SELECT json_agg(json_build_object('dayOfWeek', h.day_of_week, 'startTime', h.start_time, 'endTime', h.end_time)
                  ORDER BY h.day_of_week, h.start_time, h.end_time)
         FROM opening_hours h WHERE h.vendor_id = "vendors"."id"),
        '[]'::json
      )`,
    })
    .from(vendors)
    .where(eq(vendors.id, vendorId))
    .limit(1);
  return row ?? null;
}
type VendorWeekday = (typeof openingHours.$inferSelect)['dayOfWeek'];

/** What a receipt shows of the vendor. */
export async function vendorPrintOptions(db: Executor, vendorId: string) {
  const [row] = await db
    .select({ vendorName: vendors.name, printItemsOnFactor: vendors.printItemsOnFactor })
    .from(vendors)
    .where(eq(vendors.id, vendorId));
  return row ?? null;
}
