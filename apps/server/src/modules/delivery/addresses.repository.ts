import { and, asc, count, eq } from 'drizzle-orm';
import type { Executor } from '../../db/database';
import { vendorCustomers } from '../customers/customers.schema';
import { customerAddresses } from './delivery.schema';

// Every query names the vendor and the customer the address belongs to: the customer's own calls pass
// their own user id, and staff taking a phone order will pass the customer's.

export type AddressValues = {
  title: string;
  text: string;
  details: string | null;
  latitude: number;
  longitude: number;
  receiverPhone: string | null;
};

const columns = {
  id: customerAddresses.id,
  title: customerAddresses.title,
  text: customerAddresses.text,
  details: customerAddresses.details,
  latitude: customerAddresses.latitude,
  longitude: customerAddresses.longitude,
  receiverPhone: customerAddresses.receiverPhone,
};

const ofCustomer = (vendorId: string, userId: string) =>
  and(eq(customerAddresses.vendorId, vendorId), eq(customerAddresses.userId, userId));

const oneOfCustomer = (vendorId: string, userId: string, id: string) =>
  and(ofCustomer(vendorId, userId), eq(customerAddresses.id, id));

/** Oldest first: the address someone saved first (usually home) stays at the top. */
export function listAddresses(db: Executor, vendorId: string, userId: string) {
  return db
    .select(columns)
    .from(customerAddresses)
    .where(ofCustomer(vendorId, userId))
    .orderBy(asc(customerAddresses.createdAt), asc(customerAddresses.id));
}

export async function findAddress(db: Executor, vendorId: string, userId: string, id: string) {
  const [row] = await db
    .select(columns)
    .from(customerAddresses)
    .where(oneOfCustomer(vendorId, userId, id));
  return row ?? null;
}

export async function countAddresses(db: Executor, vendorId: string, userId: string) {
  const [row] = await db.select({ n: count() }).from(customerAddresses).where(ofCustomer(vendorId, userId));
  return row?.n ?? 0;
}

/**
 * Locks the person's customer record at the vendor until the transaction ends, so that two saves at
 * once count each other's address. False when they are not the vendor's customer.
 */
export async function lockCustomer(db: Executor, vendorId: string, userId: string) {
  const rows = await db
    .select({ userId: vendorCustomers.userId })
    .from(vendorCustomers)
    .where(and(eq(vendorCustomers.vendorId, vendorId), eq(vendorCustomers.userId, userId)))
    .for('update');
  return rows.length > 0;
}

export async function insertAddress(db: Executor, vendorId: string, userId: string, values: AddressValues) {
  const [row] = await db
    .insert(customerAddresses)
    .values({ vendorId, userId, ...values })
    .returning(columns);
  return row!;
}

/** Null when the customer has no such address. */
export async function updateAddress(
  db: Executor,
  vendorId: string,
  userId: string,
  id: string,
  values: Partial<AddressValues>,
) {
  const where = oneOfCustomer(vendorId, userId, id);
  if (Object.keys(values).length === 0) return findAddress(db, vendorId, userId, id);
  const [row] = await db.update(customerAddresses).set(values).where(where).returning(columns);
  return row ?? null;
}

export async function deleteAddress(db: Executor, vendorId: string, userId: string, id: string) {
  const rows = await db
    .delete(customerAddresses)
    .where(oneOfCustomer(vendorId, userId, id))
    .returning({ id: customerAddresses.id });
  return rows.length > 0;
}

/** Whose address this is at the vendor (staff reading a customer's address by id); null when none. */
export async function findAddressOwner(db: Executor, vendorId: string, id: string) {
  const [row] = await db
    .select({ userId: customerAddresses.userId })
    .from(customerAddresses)
    .where(and(eq(customerAddresses.vendorId, vendorId), eq(customerAddresses.id, id)));
  return row?.userId ?? null;
}
