import { and, count, desc, eq, inArray, lt, or, sql } from 'drizzle-orm';
import type { Executor } from '../../db/database';
import { orders } from '../orders/orders.schema';
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
