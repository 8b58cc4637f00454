import { and, asc, desc, eq, isNull, lte, ne, or, sql, sum } from 'drizzle-orm';
import type { Executor } from '../../db/database';
import { users } from '../auth/auth.schema';
import { transactions } from '../transactions/transactions.schema';
import { vendors } from '../vendors/vendors.schema';
import { orderRefunds, orders } from './orders.schema';

// Refunds of orders (decision 0023). Every statement is filtered by vendor_id except the hourly
// re-check's work list, which is the platform's job and names each row's vendor.

export type RefundRow = typeof orderRefunds.$inferSelect;
export type RefundView = RefundRow & {
  actorFirstName: string | null;
  actorLastName: string | null;
  actorPhone: string | null;
};

/** Holds the order's row until the transaction ends: refunds of one order are judged one at a time. */
export async function lockOrder(tx: Executor, vendorId: string, orderId: string) {
  const [row] = await tx
    .select({ id: orders.id })
    .from(orders)
    .where(and(eq(orders.vendorId, vendorId), eq(orders.id, orderId)))
    .for('update');
  return Boolean(row);
}

/** The verified online payments that paid this order (not those being given back as double payments). */
export function paidTransactions(db: Executor, vendorId: string, orderId: string) {
  return db
    .select({
      id: transactions.id,
      provider: transactions.provider,
      amount: transactions.amount,
      amountRial: transactions.amountRial,
      authority: transactions.authority,
    })
    .from(transactions)
    .where(
      and(
        eq(transactions.vendorId, vendorId),
        eq(transactions.orderId, orderId),
        eq(transactions.state, 'DONE'),
        isNull(transactions.refundState),
      ),
    )
    .orderBy(asc(transactions.createdAt));
}

/** Refunds of the order that took or may take money back (everything but FAILED), by payment. */
export async function refundedByTransaction(db: Executor, vendorId: string, orderId: string) {
  const rows = await db
    .select({ transactionId: orderRefunds.transactionId, total: sum(orderRefunds.amount) })
    .from(orderRefunds)
    .where(
      and(
        eq(orderRefunds.vendorId, vendorId),
        eq(orderRefunds.orderId, orderId),
        ne(orderRefunds.state, 'FAILED'),
      ),
    )
    .groupBy(orderRefunds.transactionId);
  return rows.map((r) => ({ transactionId: r.transactionId, total: Number(r.total ?? 0) }));
}

export async function findByKey(db: Executor, vendorId: string, key: string) {
  const [row] = await db
    .select()
    .from(orderRefunds)
    .where(and(eq(orderRefunds.vendorId, vendorId), eq(orderRefunds.idempotencyKey, key)));
  return row ?? null;
}

export type NewRefund = typeof orderRefunds.$inferInsert;

export async function insertRefund(tx: Executor, row: NewRefund) {
  const [inserted] = await tx.insert(orderRefunds).values(row).returning();
  return inserted!;
}

/** PENDING → DONE | FAILED, once. */
export async function settle(
  db: Executor,
  vendorId: string,
  id: string,
  outcome: { state: 'DONE' } | { state: 'FAILED'; reason: string },
  now: Date,
) {
  const [row] = await db
    .update(orderRefunds)
    .set({
      state: outcome.state,
      failureReason: outcome.state === 'FAILED' ? outcome.reason : null,
      settledAt: now,
      updatedAt: now,
      checkedAt: now,
    })
    .where(
      and(eq(orderRefunds.vendorId, vendorId), eq(orderRefunds.id, id), eq(orderRefunds.state, 'PENDING')),
    )
    .returning();
  return row ?? null;
}

export async function touch(db: Executor, vendorId: string, id: string, now: Date) {
  await db
    .update(orderRefunds)
    .set({ checkedAt: now })
    .where(
      and(eq(orderRefunds.vendorId, vendorId), eq(orderRefunds.id, id), eq(orderRefunds.state, 'PENDING')),
    );
}

export async function listForOrder(db: Executor, vendorId: string, orderId: string): Promise<RefundView[]> {
  const rows = await db
    .select({
      refund: orderRefunds,
      actorFirstName: users.firstName,
      actorLastName: users.lastName,
      actorPhone: users.phoneNumber,
    })
    .from(orderRefunds)
    .leftJoin(users, eq(users.id, orderRefunds.actorUserId))
    .where(and(eq(orderRefunds.vendorId, vendorId), eq(orderRefunds.orderId, orderId)))
    .orderBy(desc(orderRefunds.createdAt));
  return rows.map((r) => ({
    ...r.refund,
    actorFirstName: r.actorFirstName,
    actorLastName: r.actorLastName,
    actorPhone: r.actorPhone,
  }));
}

export type PendingRefund = RefundRow & {
  vendorName: string;
  authority: string | null;
  paidRial: number | null;
};

/** The hourly re-check's work: PENDING gateway refunds last looked at before `before`, oldest look first. */
export async function listPending(db: Executor, before: Date, limit: number): Promise<PendingRefund[]> {
  const rows = await db
    .select({
      refund: orderRefunds,
      vendorName: vendors.name,
      authority: transactions.authority,
      paidRial: transactions.amountRial,
    })
    .from(orderRefunds)
    .innerJoin(vendors, eq(vendors.id, orderRefunds.vendorId))
    .leftJoin(
      transactions,
      and(eq(transactions.vendorId, orderRefunds.vendorId), eq(transactions.id, orderRefunds.transactionId)),
    )
    .where(
      and(
        eq(orderRefunds.state, 'PENDING'),
        or(isNull(orderRefunds.checkedAt), lte(orderRefunds.checkedAt, before)),
      ),
    )
    .orderBy(sql`${orderRefunds.checkedAt} NULLS FIRST`)
    .limit(limit);
  return rows.map((r) => ({
    ...r.refund,
    vendorName: r.vendorName,
    authority: r.authority,
    paidRial: r.paidRial,
  }));
}

// ─── Money owed back, as lists show it (decision 0046) ──────────────────────────────────────────

/** Refunds of the order in the outer query (`"orders"`), in one state. */
const refundsIn = (state: 'DONE' | 'PENDING') => sql`(
  SELECT coalesce(sum(r.amount), 0) FROM order_refunds r
  WHERE r.vendor_id = "orders"."vendor_id" AND r.order_id = "orders"."id" AND r.state = ${state}
)`;

/**
 * What goes back to the customer and is not final yet: all of a rejected online order's payment not
 * yet given back (a failed refund leaves it owed), or, for any other order, its refunds still pending.
 * Spelt out for the outer query's row: inside a select's fields drizzle writes bare column names.
 */
export const refundOwedSql = sql<string>`CASE
  WHEN "orders"."status" = 'REJECTED' AND "orders"."payment_method" = 'ONLINE' THEN greatest((
    SELECT coalesce(sum(t.amount), 0) FROM transactions t
    WHERE t.vendor_id = "orders"."vendor_id" AND t.order_id = "orders"."id" AND t.state = 'DONE'
      AND t.refund_state IS NULL
  ) - ${refundsIn('DONE')}, 0)
  ELSE ${refundsIn('PENDING')}
END`;

/** Given back and final, and when the last of it was. */
export const refundedSql = refundsIn('DONE');
export const refundedAtSql = sql<Date | string | null>`(
  SELECT max(r.settled_at) FROM order_refunds r
  WHERE r.vendor_id = "orders"."vendor_id" AND r.order_id = "orders"."id" AND r.state = 'DONE'
)`;

/** The three as a list row's fields. */
export function refundFieldsOf(row: {
  refundOwed: unknown;
  refunded: unknown;
  refundedAt: Date | string | null;
}) {
  return {
    refundOwed: Number(row.refundOwed ?? 0),
    refunded: Number(row.refunded ?? 0),
    refundedAt: row.refundedAt ? new Date(row.refundedAt).toISOString() : null,
  };
}
