import { and, count, desc, eq, gte, inArray, lt, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../db/database';
import { users } from '../auth/auth.schema';
import { vendorCustomers } from '../customers/customers.schema';
import type { NewOrderItem } from './orders.repository';
import { orderItems, orderItemToppings, orders } from './orders.schema';
import { refundedAtSql, refundedSql, refundOwedSql } from './refunds.repository';

// Orders staff take (decision 0022): reads and writes the customer's checkout does not need. Every
// statement names the vendor first.

/** Whether the person is one of the vendor's customers (staff may order only for those). */
export async function isVendorCustomer(db: Executor, vendorId: string, userId: string) {
  const rows = await db
    .select({ userId: vendorCustomers.userId })
    .from(vendorCustomers)
    .where(and(eq(vendorCustomers.vendorId, vendorId), eq(vendorCustomers.userId, userId)));
  return rows.length > 0;
}

export type RepricedTotals = {
  sumOfItemsPrice: number;
  sumOfItemToppingsPrice: number;
  totalPackagingCost: number;
  finalDiscountAmount: number;
  totalServiceFee: number;
  tax: number;
  tip: number;
  finalPrice: number;
};

/**
 * Replaces the lines of an open pay-later order and its totals, only while it is still one and
 * nobody changed it since `seenUpdatedAt` (else false, nothing written). Run inside a transaction.
 */
export async function replacePostpaidItems(
  tx: Executor,
  change: {
    vendorId: string;
    orderId: string;
    seenUpdatedAt: Date;
    at: Date;
    totals: RepricedTotals;
    description: string | null | undefined;
    items: NewOrderItem[];
  },
): Promise<boolean> {
  const { vendorId, orderId, totals } = change;
  const updated = await tx
    .update(orders)
    .set({
      ...totals,
      ...(change.description !== undefined ? { description: change.description || null } : {}),
      updatedAt: change.at,
    })
    .where(
      and(
        eq(orders.vendorId, vendorId),
        eq(orders.id, orderId),
        eq(orders.paymentMethod, 'UNPAID'),
        eq(orders.updatedAt, change.seenUpdatedAt),
        sql`${orders.status} NOT IN ('FINISHED', 'REJECTED')`,
        sql`${orders.paymentState} <> 'PAID'`,
      ),
    )
    .returning({ id: orders.id });
  if (updated.length === 0) return false;
  const ofOrder = (table: typeof orderItems | typeof orderItemToppings) =>
    and(eq(table.vendorId, vendorId), eq(table.orderId, orderId));
  await tx.delete(orderItemToppings).where(ofOrder(orderItemToppings));
  await tx.delete(orderItems).where(ofOrder(orderItems));
  await tx.insert(orderItems).values(
    change.items.map((i) => ({
      vendorId,
      id: i.id,
      orderId,
      lineNumber: i.lineNumber,
      menuItemId: i.menuItemId,
      title: i.title,
      unitPrice: i.unitPrice,
      packagingCost: i.packagingCost,
      servePackagingCost: i.servePackagingCost,
      withTax: i.withTax,
      isFreeItem: i.isFreeItem,
      count: i.count,
      originalCount: i.count,
    })),
  );
  const toppings = change.items.flatMap((i) =>
    i.toppings.map((t) => ({
      vendorId,
      id: t.id,
      orderId,
      orderItemId: i.id,
      toppingId: t.toppingId,
      title: t.title,
      price: t.price,
      count: t.count,
    })),
  );
  if (toppings.length > 0) await tx.insert(orderItemToppings).values(toppings);
  return true;
}

const rowColumns = {
  id: orders.id,
  number: orders.number,
  status: orders.status,
  source: orders.source,
  deliveryType: orders.deliveryType,
  paymentMethod: orders.paymentMethod,
  paymentState: orders.paymentState,
  finalPrice: orders.finalPrice,
  currency: orders.currency,
  tableNumber: orders.tableNumber,
  addressText: orders.addressText,
  createdAt: orders.createdAt,
  firstName: sql<string | null>`coalesce(${vendorCustomers.firstName}, ${users.firstName})`,
  lastName: sql<string | null>`coalesce(${vendorCustomers.lastName}, ${users.lastName})`,
  phoneNumber: users.phoneNumber,
  itemCount: sql<number>`(
    SELECT coalesce(sum(oi.count), 0)::int FROM order_items oi
    WHERE oi.vendor_id = "orders"."vendor_id" AND oi.order_id = "orders"."id"
  )`,
  refundOwed: refundOwedSql,
  refunded: refundedSql,
  refundedAt: refundedAtSql,
};
export type StaffListRow = {
  id: string;
  number: number;
  status: (typeof orders.$inferSelect)['status'];
  source: (typeof orders.$inferSelect)['source'];
  deliveryType: (typeof orders.$inferSelect)['deliveryType'];
  paymentMethod: (typeof orders.$inferSelect)['paymentMethod'];
  paymentState: (typeof orders.$inferSelect)['paymentState'];
  finalPrice: number;
  currency: (typeof orders.$inferSelect)['currency'];
  tableNumber: string | null;
  addressText: string | null;
  createdAt: Date;
  firstName: string | null;
  lastName: string | null;
  phoneNumber: string | null;
  itemCount: number;
  refundOwed: unknown;
  refunded: unknown;
  refundedAt: Date | string | null;
};

function listFrom(db: Executor) {
  return db
    .select(rowColumns)
    .from(orders)
    .leftJoin(users, eq(users.id, orders.customerUserId))
    .leftJoin(
      vendorCustomers,
      and(eq(vendorCustomers.vendorId, orders.vendorId), eq(vendorCustomers.userId, orders.customerUserId)),
    );
}

/**
 * Courier orders the kitchen accepted or finished that no courier has yet. Orders do not carry a
 * courier until courier dispatch is built (decision 0022): today that is every such order.
 */
export function listUnassignedDeliveries(db: Executor, vendorId: string): Promise<StaffListRow[]> {
  return listFrom(db)
    .where(
      and(
        eq(orders.vendorId, vendorId),
        inArray(orders.deliveryType, ['DELIVER', 'ZFEXPRESS']),
        inArray(orders.status, ['CONFIRMED', 'READYTOSHIPMENT']),
      ),
    )
    .orderBy(orders.createdAt)
    .limit(200) as Promise<StaffListRow[]>;
}

const TEHRAN_OFFSET = '+03:30';
const dayStart = (day: string) => new Date(`${day}T00:00:00${TEHRAN_OFFSET}`);

function creditWhere(vendorId: string, range: { from?: string; to?: string }): SQL {
  const where: SQL[] = [eq(orders.vendorId, vendorId), eq(orders.paymentMethod, 'CREDIT')];
  if (range.from) where.push(gte(orders.createdAt, dayStart(range.from)));
  if (range.to) where.push(lt(orders.createdAt, new Date(dayStart(range.to).getTime() + 86_400_000)));
  where.push(sql`${orders.status} <> 'REJECTED'`);
  return and(...where)!;
}

export function listCreditOrders(
  db: Executor,
  vendorId: string,
  range: { from?: string; to?: string },
  window: { limit: number; offset: number },
): Promise<StaffListRow[]> {
  return listFrom(db)
    .where(creditWhere(vendorId, range))
    .orderBy(desc(orders.createdAt), desc(orders.number))
    .limit(window.limit)
    .offset(window.offset) as Promise<StaffListRow[]>;
}

export async function sumCreditOrders(db: Executor, vendorId: string, range: { from?: string; to?: string }) {
  const [row] = await db
    .select({ n: count(), total: sql<string>`coalesce(sum(${orders.finalPrice}), 0)::bigint` })
    .from(orders)
    .where(creditWhere(vendorId, range));
  return { count: Number(row?.n ?? 0), total: Number(row?.total ?? 0) };
}
