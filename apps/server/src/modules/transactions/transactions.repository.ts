import { and, count, desc, eq, inArray, lt, or, sql } from 'drizzle-orm';
import type { Executor } from '../../db/database';
import { users } from '../auth/auth.schema';
import { orderStateHistory, orders } from '../orders/orders.schema';
import { vendors } from '../vendors/vendors.schema';
import { transactions } from './transactions.schema';

export type TransactionRow = typeof transactions.$inferSelect;
/** A transaction with the number of the order it pays, as every answer shows it. */
export type TransactionView = TransactionRow & { orderNumber: number | null };

const viewColumns = { transaction: transactions, orderNumber: orders.number };
const joinOrder = and(eq(orders.vendorId, transactions.vendorId), eq(orders.id, transactions.orderId));
const toView = (row: { transaction: TransactionRow; orderNumber: number | null }): TransactionView => ({
  ...row.transaction,
  orderNumber: row.orderNumber,
});

// ─── The order being paid ────────────────────────────────────────────────────────────────────────

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

// ─── Transactions ────────────────────────────────────────────────────────────────────────────────

export type NewTransaction = Pick<
  TransactionRow,
  | 'vendorId'
  | 'id'
  | 'orderId'
  | 'customerUserId'
  | 'provider'
  | 'gatewayAccountId'
  | 'amount'
  | 'currency'
  | 'amountRial'
  | 'submitUrl'
  | 'createdAt'
>;

export async function insertTransaction(db: Executor, row: NewTransaction): Promise<void> {
  await db.insert(transactions).values({ ...row, state: 'INIT', updatedAt: row.createdAt });
}

const isTransaction = (vendorId: string, id: string) =>
  and(eq(transactions.vendorId, vendorId), eq(transactions.id, id));

/** INIT → PENDING with the gateway's authority. */
export async function markSent(db: Executor, vendorId: string, id: string, authority: string, now: Date) {
  await db
    .update(transactions)
    .set({ state: 'PENDING', authority, updatedAt: now })
    .where(and(isTransaction(vendorId, id), eq(transactions.state, 'INIT')));
}

/**
 * INIT | PENDING → FAILED, once. Returns the row when this call failed it. `ownerReason` is what the
 * gateway's refusal means for the restaurant's setup, when it says anything about it.
 */
export async function markFailed(
  db: Executor,
  vendorId: string,
  id: string,
  reason: string,
  now: Date,
  ownerReason: string | null = null,
): Promise<TransactionRow | null> {
  const [row] = await db
    .update(transactions)
    .set({ state: 'FAILED', failureReason: reason, ownerReason, updatedAt: now, settledAt: now })
    .where(and(isTransaction(vendorId, id), inArray(transactions.state, ['INIT', 'PENDING'])))
    .returning();
  return row ?? null;
}

/**
 * PENDING → DONE, once: the one conditional UPDATE that makes settling exactly-once. Whoever gets
 * the row back (a callback, a second callback, the reconciler, another instance) fulfils the order;
 * everybody else gets null.
 */
export async function markDone(
  db: Executor,
  vendorId: string,
  id: string,
  paid: { refId: string | null; cardPan: string | null },
  now: Date,
): Promise<TransactionRow | null> {
  const [row] = await db
    .update(transactions)
    .set({
      state: 'DONE',
      // A gateway may confirm a payment without its reference (ZarinPal 101): keep what we have.
      refId: paid.refId ?? sql`${transactions.refId}`,
      cardPan: paid.cardPan ?? sql`${transactions.cardPan}`,
      ownerReason: null,
      updatedAt: now,
      settledAt: now,
    })
    .where(and(isTransaction(vendorId, id), eq(transactions.state, 'PENDING')))
    .returning();
  return row ?? null;
}

/** A payment still PENDING whose gateway answered with something the owner must fix (kept until settled). */
export async function setOwnerReason(db: Executor, vendorId: string, id: string, ownerReason: string) {
  await db
    .update(transactions)
    .set({ ownerReason })
    .where(and(isTransaction(vendorId, id), eq(transactions.state, 'PENDING')));
}

export async function setRefund(
  db: Executor,
  vendorId: string,
  id: string,
  refund: { state: 'NEEDED' | 'REVERSED' | 'REFUSED'; reason: string | null },
  now: Date,
) {
  await db
    .update(transactions)
    .set({ refundState: refund.state, refundReason: refund.reason, updatedAt: now })
    .where(isTransaction(vendorId, id));
}

export async function findById(
  db: Executor,
  vendorId: string,
  id: string,
  customerUserId?: string,
): Promise<TransactionView | null> {
  const [row] = await db
    .select(viewColumns)
    .from(transactions)
    .leftJoin(orders, joinOrder)
    .where(
      and(
        isTransaction(vendorId, id),
        customerUserId ? eq(transactions.customerUserId, customerUserId) : undefined,
      ),
    );
  return row ? toView(row) : null;
}

/** The callback names the payment by the gateway's authority only; it is unique per provider. */
export async function findByAuthority(
  db: Executor,
  vendorId: string,
  authority: string,
): Promise<TransactionView | null> {
  const [row] = await db
    .select(viewColumns)
    .from(transactions)
    .leftJoin(orders, joinOrder)
    .where(and(eq(transactions.vendorId, vendorId), eq(transactions.authority, authority)))
    .limit(1);
  return row ? toView(row) : null;
}

export async function listForCustomer(
  db: Executor,
  vendorId: string,
  customerUserId: string,
  window: { limit: number; offset: number },
): Promise<{ rows: TransactionView[]; total: number }> {
  const where = and(eq(transactions.vendorId, vendorId), eq(transactions.customerUserId, customerUserId));
  const [rows, [total]] = await Promise.all([
    db
      .select(viewColumns)
      .from(transactions)
      .leftJoin(orders, joinOrder)
      .where(where)
      .orderBy(desc(transactions.createdAt), desc(transactions.id))
      .limit(window.limit)
      .offset(window.offset),
    db.select({ n: count() }).from(transactions).where(where),
  ]);
  return { rows: rows.map(toView), total: total?.n ?? 0 };
}

export async function listForOrder(
  db: Executor,
  vendorId: string,
  orderId: string,
): Promise<TransactionView[]> {
  const rows = await db
    .select(viewColumns)
    .from(transactions)
    .leftJoin(orders, joinOrder)
    .where(and(eq(transactions.vendorId, vendorId), eq(transactions.orderId, orderId)))
    .orderBy(desc(transactions.createdAt), desc(transactions.id));
  return rows.map(toView);
}

export type OpenTransaction = TransactionRow & { vendorName: string };

/**
 * The reconciler's work, across vendors (it is the platform's job, and each row names its vendor):
 * INIT and PENDING transactions started before `before`, and DONE ones whose refund is still owed.
 */
export async function listOpen(db: Executor, before: Date, limit: number): Promise<OpenTransaction[]> {
  const rows = await db
    .select({ transaction: transactions, vendorName: vendors.name })
    .from(transactions)
    .innerJoin(vendors, eq(vendors.id, transactions.vendorId))
    .where(
      and(
        or(inArray(transactions.state, ['INIT', 'PENDING']), eq(transactions.refundState, 'NEEDED')),
        lt(transactions.createdAt, before),
      ),
    )
    // Least recently looked at first: payments the gateway cannot answer about yet are touched on each
    // look (touch below), so they move to the back and never hold up the rest.
    .orderBy(transactions.updatedAt)
    .limit(limit);
  return rows.map((r) => ({ ...r.transaction, vendorName: r.vendorName }));
}

/** Marks an open transaction as looked at now, so the reconciler's next run takes others first. */
export async function touch(db: Executor, vendorId: string, id: string, now: Date) {
  await db
    .update(transactions)
    .set({ updatedAt: now })
    .where(
      and(
        isTransaction(vendorId, id),
        or(inArray(transactions.state, ['INIT', 'PENDING']), eq(transactions.refundState, 'NEEDED')),
      ),
    );
}
