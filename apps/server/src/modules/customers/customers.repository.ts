import { and, count, desc, eq, like, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../db/database';
import { users } from '../auth/auth.schema';
import { vendorCustomers } from './customers.schema';

// A vendor's customers: people (users) linked to the vendor (vendor_customers). Every statement names
// the vendor. The name staff gave a customer wins over the one the person gave themselves.

const firstName = sql<string | null>`coalesce(${vendorCustomers.firstName}, ${users.firstName})`;
const lastName = sql<string | null>`coalesce(${vendorCustomers.lastName}, ${users.lastName})`;

const columns = {
  id: users.id,
  firstName,
  lastName,
  phoneNumber: users.phoneNumber,
  createdAt: vendorCustomers.createdAt,
};
export type CustomerRow = {
  id: string;
  firstName: string | null;
  lastName: string | null;
  phoneNumber: string;
  createdAt: Date;
};

const ofVendor = (vendorId: string) => eq(vendorCustomers.vendorId, vendorId);

/** Digits look inside the phone; anything else inside the name. */
export type CustomerFilter = { phoneContains: string | null; namePattern: string | null };

function whereOf(vendorId: string, filter: CustomerFilter): SQL {
  const where: SQL[] = [ofVendor(vendorId)];
  if (filter.phoneContains) where.push(like(users.phoneNumber, `%${filter.phoneContains}%`));
  if (filter.namePattern) {
    where.push(
      sql`(coalesce(${firstName}, '') || ' ' || coalesce(${lastName}, '')) ILIKE ${filter.namePattern}`,
    );
  }
  return and(...where)!;
}

export function listCustomers(
  db: Executor,
  vendorId: string,
  filter: CustomerFilter,
  window: { limit: number; offset: number },
): Promise<CustomerRow[]> {
  return db
    .select(columns)
    .from(vendorCustomers)
    .innerJoin(users, eq(users.id, vendorCustomers.userId))
    .where(whereOf(vendorId, filter))
    .orderBy(desc(vendorCustomers.createdAt), desc(users.id))
    .limit(window.limit)
    .offset(window.offset);
}

export async function countCustomers(db: Executor, vendorId: string, filter: CustomerFilter) {
  const [row] = await db
    .select({ n: count() })
    .from(vendorCustomers)
    .innerJoin(users, eq(users.id, vendorCustomers.userId))
    .where(whereOf(vendorId, filter));
  return row?.n ?? 0;
}

/** Phones starting with `prefix` (09…), shortest match first: the number being typed. */
export function searchByPhonePrefix(db: Executor, vendorId: string, prefix: string, take: number) {
  const escaped = prefix.replace(/[\\%_]/g, (c) => `\\${c}`);
  return db
    .select(columns)
    .from(vendorCustomers)
    .innerJoin(users, eq(users.id, vendorCustomers.userId))
    .where(and(ofVendor(vendorId), like(users.phoneNumber, `${escaped}%`)))
    .orderBy(users.phoneNumber)
    .limit(take);
}

export async function findCustomer(
  db: Executor,
  vendorId: string,
  userId: string,
): Promise<CustomerRow | null> {
  const [row] = await db
    .select(columns)
    .from(vendorCustomers)
    .innerJoin(users, eq(users.id, vendorCustomers.userId))
    .where(and(ofVendor(vendorId), eq(vendorCustomers.userId, userId)));
  return row ?? null;
}

/** A person who logs in on the vendor's site becomes its customer (once). */
export async function linkCustomer(db: Executor, vendorId: string, userId: string) {
  await db.insert(vendorCustomers).values({ vendorId, userId }).onConflictDoNothing();
}

/** Links the person to the vendor; false when they already were its customer. */
export async function insertVendorCustomer(
  db: Executor,
  row: { vendorId: string; userId: string; firstName: string; lastName: string; addedByUserId: string },
): Promise<boolean> {
  const inserted = await db
    .insert(vendorCustomers)
    .values(row)
    .onConflictDoNothing()
    .returning({ userId: vendorCustomers.userId });
  return inserted.length > 0;
}

export async function updateCustomerNames(
  db: Executor,
  vendorId: string,
  userId: string,
  names: { firstName: string; lastName: string },
): Promise<boolean> {
  const rows = await db
    .update(vendorCustomers)
    .set(names)
    .where(and(ofVendor(vendorId), eq(vendorCustomers.userId, userId)))
    .returning({ userId: vendorCustomers.userId });
  return rows.length > 0;
}

export type CustomerStats = {
  orderCount: number;
  totalSpent: number;
  lastOrderAt: Date | null;
  lastOrderNumber: number | null;
};

/** The customer's orders at the vendor, rejected ones left out (a read of the orders table only). */
export async function customerStats(db: Executor, vendorId: string, userId: string): Promise<CustomerStats> {
  const result = await db.execute(sql`
    SELECT count(*)::int AS order_count, coalesce(sum(final_price), 0)::bigint AS total_spent,
           max(created_at) AS last_order_at,
           (SELECT number FROM orders l WHERE l.vendor_id = ${vendorId} AND l.customer_user_id = ${userId}
             AND l.status <> 'REJECTED' ORDER BY l.created_at DESC LIMIT 1) AS last_order_number
    FROM orders o
    WHERE o.vendor_id = ${vendorId} AND o.customer_user_id = ${userId} AND o.status <> 'REJECTED'
  `);
  const row = (result as unknown as { rows: StatsRow[] }).rows[0]!;
  return {
    orderCount: Number(row.order_count),
    totalSpent: Number(row.total_spent),
    lastOrderAt: row.last_order_at ? new Date(row.last_order_at) : null,
    lastOrderNumber: row.last_order_number === null ? null : Number(row.last_order_number),
  };
}
type StatsRow = {
  order_count: number | string;
  total_spent: number | string;
  last_order_at: string | Date | null;
  last_order_number: number | string | null;
};
