import { asc, count, eq, ilike, or, sql } from 'drizzle-orm';
import type { Executor } from '../../db/database';
import { vendorDomains, vendors } from './vendors.schema';

// Correlated subqueries name the outer table in full: drizzle writes a bare column name, which the
// subquery would read as its own.
const columns = {
  id: vendors.id,
  slug: vendors.slug,
  name: vendors.name,
  active: vendors.active,
  createdAt: vendors.createdAt,
  domains: sql<
    string[]
  >`coalesce((select array_agg(d.domain order by d.domain) from vendor_domains d where d.vendor_id = vendors.id), '{}')`,
  ownerPhones: sql<
    string[]
  >`coalesce((select array_agg(u.phone_number order by u.phone_number) from vendor_members m join users u on u.id = m.user_id where m.vendor_id = vendors.id and m.kind = 'VENDOR' and m.active), '{}')`,
};

/** Name, short address, a custom domain or an owner's phone. */
const matching = (pattern: string | null) =>
  pattern
    ? or(
        ilike(vendors.name, pattern),
        ilike(vendors.slug, pattern),
        sql`exists (select 1 from vendor_domains d where d.vendor_id = vendors.id and d.domain ilike ${pattern})`,
        sql`exists (select 1 from vendor_members m join users u on u.id = m.user_id where m.vendor_id = vendors.id and m.kind = 'VENDOR' and m.active and u.phone_number like ${pattern})`,
      )
    : undefined;

export function listPage(db: Executor, page: { pattern: string | null; limit: number; offset: number }) {
  return db
    .select(columns)
    .from(vendors)
    .where(matching(page.pattern))
    .orderBy(asc(vendors.createdAt), asc(vendors.slug))
    .limit(page.limit)
    .offset(page.offset);
}

export async function countMatching(db: Executor, pattern: string | null) {
  const [row] = await db.select({ n: count() }).from(vendors).where(matching(pattern));
  return row?.n ?? 0;
}

export async function findOne(db: Executor, id: string) {
  const [row] = await db.select(columns).from(vendors).where(eq(vendors.id, id));
  return row ?? null;
}

export async function slugTaken(db: Executor, slug: string) {
  const [row] = await db.select({ id: vendors.id }).from(vendors).where(eq(vendors.slug, slug));
  return Boolean(row);
}

export async function domainTaken(db: Executor, domain: string) {
  const [row] = await db
    .select({ domain: vendorDomains.domain })
    .from(vendorDomains)
    .where(eq(vendorDomains.domain, domain));
  return Boolean(row);
}

export async function setActive(db: Executor, id: string, active: boolean) {
  const rows = await db
    .update(vendors)
    .set({ active })
    .where(eq(vendors.id, id))
    .returning({ id: vendors.id });
  return rows.length === 1;
}
