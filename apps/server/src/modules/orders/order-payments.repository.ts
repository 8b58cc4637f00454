import { and, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/database';
import { users } from '../auth/auth.schema';
import { orderStateHistory, orders } from './orders.schema';

// An order being paid online: what the payments side (the transactions module) reads of it and
// the two changes it may make — the tip set at the payment page, and SUBMITTED → PAID once a
// payment is verified. The orders module owns these rows; transactions reach them through
// order-payments.service.ts.

export type PayableOrder = Pick<
  typeof orders.$inferSelect,
  'id' | 'number' | 'status' | 'paymentMethod' | 'paymentState' | 'tip' | 'finalPrice' | 'currency'
> & { customerPhone: string | null };

const payableColumns = {
  id: orders.id,
  number: orders.number,
  status: orders.status,
  paymentMethod: orders.paymentMethod,
  paymentState: orders.paymentState,
  tip: orders.tip,
  finalPrice: orders.finalPrice,
  currency: orders.currency,
  customerPhone: users.phoneNumber,
};

/** The customer's own order; `lock` holds its row until the transaction ends (FOR UPDATE). */
export async function findCustomerOrder(
  db: Executor,
  vendorId: string,
  orderId: string,
  customerUserId: string,
  lock = false,
): Promise<PayableOrder | null> {
  const query = db
    .select(payableColumns)
    .from(orders)
    .leftJoin(users, eq(users.id, orders.customerUserId))
    .where(
      and(eq(orders.vendorId, vendorId), eq(orders.id, orderId), eq(orders.customerUserId, customerUserId)),
    );
  const [row] = lock ? await query.for('update', { of: orders }) : await query;
  return row ?? null;
}

export async function orderExists(db: Executor, vendorId: string, orderId: string, customerUserId?: string) {
  const [row] = await db
    .select({ id: orders.id })
    .from(orders)
    .where(
      and(
        eq(orders.vendorId, vendorId),
        eq(orders.id, orderId),
        customerUserId ? eq(orders.customerUserId, customerUserId) : undefined,
      ),
    );
  return Boolean(row);
}

export async function orderPaymentState(db: Executor, vendorId: string, orderId: string) {
  const [row] = await db
    .select({ paymentState: orders.paymentState })
    .from(orders)
    .where(and(eq(orders.vendorId, vendorId), eq(orders.id, orderId)));
  return row?.paymentState ?? null;
}

/** The tip changed at the payment page: the final price moves by the same amount (tip is added untouched). */
export async function repriceTip(
  db: Executor,
  vendorId: string,
  orderId: string,
  tip: number,
  now: Date,
): Promise<number> {
  const [row] = await db
    .update(orders)
    .set({ finalPrice: sql`${orders.finalPrice} - ${orders.tip} + ${tip}`, tip, updatedAt: now })
    .where(and(eq(orders.vendorId, vendorId), eq(orders.id, orderId)))
    .returning({ finalPrice: orders.finalPrice });
  return row!.finalPrice;
}

/**
 * SUBMITTED → PAID for a verified payment of exactly the order's price, once: the conditional
 * UPDATE decides, so of two transactions settling at once only one pays the order. False when the
 * order is already paid, moved on, or costs something else now.
 */
export async function markOrderPaid(
  db: Executor,
  vendorId: string,
  orderId: string,
  amount: number,
  now: Date,
): Promise<boolean> {
  const paid = await db
    .update(orders)
    .set({ status: 'PAID', paymentState: 'PAID', updatedAt: now })
    .where(
      and(
        eq(orders.vendorId, vendorId),
        eq(orders.id, orderId),
        eq(orders.status, 'SUBMITTED'),
        eq(orders.paymentState, 'PENDING'),
        eq(orders.paymentMethod, 'ONLINE'),
        eq(orders.finalPrice, amount),
      ),
    )
    .returning({ id: orders.id });
  if (paid.length === 0) return false;
  await db.insert(orderStateHistory).values({
    vendorId,
    orderId,
    fromStatus: 'SUBMITTED',
    toStatus: 'PAID',
    // The system moved it: a verified payment, not a person.
    actorUserId: null,
    at: now,
    note: null,
  });
  return true;
}
