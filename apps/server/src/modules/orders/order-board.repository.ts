import type { TBoardOrdersQuery, TOrderStatus, TRejectReason } from '@sofreh/domain';
import { boardStatesOf, ORDER_STATES_NEEDING_ATTENTION, toLatinDigits } from '@sofreh/domain';
import {
  and,
  asc,
  count,
  desc,
  eq,
  gte,
  ilike,
  inArray,
  isNull,
  lt,
  ne,
  or,
  type SQL,
  sql,
} from 'drizzle-orm';
import type { Executor } from '../../db/database';
import { containsPattern } from '../../platform/paging';
import { users } from '../auth/auth.schema';
import { orders } from './orders.schema';
import { refundedAtSql, refundedSql, refundOwedSql } from './refunds.repository';

// The back-office board's reads and the state change (decision 0018). Every statement names the
// vendor first: the indexes orders_vendor_status_created and orders_vendor_created serve the list
// and the counts, newest first, without sorting the vendor's whole history.

/** Iran has kept +03:30 all year since 2022: a Tehran day starts at 00:00+03:30. */
const TEHRAN_OFFSET = '+03:30';

function dayStart(day: string): Date {
  return new Date(`${day}T00:00:00${TEHRAN_OFFSET}`);
}

function nextDayStart(day: string): Date {
  return new Date(dayStart(day).getTime() + 24 * 60 * 60 * 1000);
}

/** Every filter of the query except the tab (state), ANDed with the vendor. */
function filtersOf(vendorId: string, query: TBoardOrdersQuery): SQL[] {
  const where: SQL[] = [eq(orders.vendorId, vendorId)];
  if (query.source) where.push(eq(orders.source, query.source));
  if (query.deliveryType) where.push(eq(orders.deliveryType, query.deliveryType));
  if (query.paymentMethod) where.push(eq(orders.paymentMethod, query.paymentMethod));
  if (query.from) where.push(gte(orders.createdAt, dayStart(query.from)));
  if (query.to) where.push(lt(orders.createdAt, nextDayStart(query.to)));
  const search = searchOf(query.search);
  if (search) where.push(search);
  // Orders whose money is owed to the customer until a refund is final (decision 0046).
  if (query.refundOwed) where.push(sql`${refundOwedSql} > 0`);
  return where;
}

/** Digits look for the order number and inside the phone; anything else looks inside the name. */
function searchOf(raw: string | undefined): SQL | null {
  const text = raw ? toLatinDigits(raw).trim() : '';
  if (!text) return null;
  if (/^\d+$/.test(text)) {
    const byPhone = ilike(users.phoneNumber, `%${text}%`);
    // Order numbers are bigint; a longer run of digits can only be a phone.
    return text.length <= 12 ? or(eq(orders.number, Number(text)), byPhone)! : byPhone;
  }
  const pattern = containsPattern(text)!;
  return sql`(coalesce(${users.firstName}, '') || ' ' || coalesce(${users.lastName}, '')) ILIKE ${pattern}`;
}

function tabOf(query: TBoardOrdersQuery): SQL {
  const states = boardStatesOf(query);
  if (!states) return ne(orders.status, 'SUBMITTED');
  return states.length === 1 ? eq(orders.status, states[0]!) : inArray(orders.status, states);
}

export async function listBoardOrders(db: Executor, vendorId: string, query: TBoardOrdersQuery) {
  const where = and(...filtersOf(vendorId, query), tabOf(query));
  return db
    .select({
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
      firstName: users.firstName,
      lastName: users.lastName,
      phoneNumber: users.phoneNumber,
      itemCount: sql<number>`(
        SELECT coalesce(sum(oi.count), 0)::int FROM order_items oi
        WHERE oi.vendor_id = "orders"."vendor_id" AND oi.order_id = "orders"."id"
      )`,
      refundOwed: refundOwedSql,
      refunded: refundedSql,
      refundedAt: refundedAtSql,
    })
    .from(orders)
    .leftJoin(users, eq(users.id, orders.customerUserId))
    .where(where)
    .orderBy(desc(orders.createdAt), desc(orders.number))
    .limit(query.take);
}

/** How many orders each state has under the filters, the tab left out. */
export async function countBoardOrdersByState(db: Executor, vendorId: string, query: TBoardOrdersQuery) {
  const rows = await db
    .select({ status: orders.status, n: count() })
    .from(orders)
    .leftJoin(users, eq(users.id, orders.customerUserId))
    .where(and(...filtersOf(vendorId, query)))
    .groupBy(orders.status);
  return rows.map((r) => ({ status: r.status, n: Number(r.n) }));
}

/**
 * Moves the order from `from` to `to` and writes the history row, in one statement: the UPDATE only
 * matches while the order is still in `from`, so of two people moving it at once exactly one row
 * changes and the other finds nothing (then reads what happened). The history row is stamped no
 * earlier than the order's last one, so the story reads in order even when clocks disagree.
 * `markPaid` also sets the order PAID in the same UPDATE (decision 0031): the rule only ever
 * raises the state to PAID, so writing it can never undo a payment recorded meanwhile.
 */
export async function moveOrderState(
  db: Executor,
  move: {
    vendorId: string;
    orderId: string;
    from: TOrderStatus;
    to: TOrderStatus;
    actorUserId: string | null;
    note: string | null;
    at: Date;
    markPaid: boolean;
    /** Confirming: the minutes until ready the person set (decision 0046). */
    preparationMinutes?: number;
    /** Rejecting: why, and the person's own words, kept for the customer (decision 0046). */
    rejection?: { reason: TRejectReason; note: string | null };
  },
): Promise<boolean> {
  const at = move.at.toISOString();
  const paid = move.markPaid ? sql`, payment_state = 'PAID'` : sql``;
  const minutes =
    move.preparationMinutes !== undefined ? sql`, preparation_minutes = ${move.preparationMinutes}` : sql``;
  const rejection = move.rejection
    ? sql`, reject_reason = ${move.rejection.reason}, reject_note = ${move.rejection.note}`
    : sql``;
  // Someone who moves the order has seen it: it will not ring if it comes back to the review queue.
  const seen = move.actorUserId
    ? sql`, acknowledged_at = coalesce(acknowledged_at, ${at}::timestamptz),
        acknowledged_by = coalesce(acknowledged_by, ${move.actorUserId}::uuid)`
    : sql``;
  const result = await db.execute(sql`
    WITH moved AS (
      UPDATE orders SET status = ${move.to}, updated_at = ${at}${paid}${minutes}${rejection}${seen}
      WHERE vendor_id = ${move.vendorId} AND id = ${move.orderId} AND status = ${move.from}
      RETURNING vendor_id, id
    )
    INSERT INTO order_state_history (vendor_id, order_id, from_status, to_status, actor_user_id, at, note)
    SELECT m.vendor_id, m.id, ${move.from}, ${move.to}, ${move.actorUserId},
      greatest(${at}::timestamptz, (
        SELECT max(h.at) + interval '1 millisecond' FROM order_states h
        WHERE h.vendor_id = m.vendor_id AND h.order_id = m.id
      )),
      ${move.note}
    FROM moved m
    RETURNING order_id
  `);
  return (result as unknown as { rows: unknown[] }).rows.length === 1;
}

// ─── The new-order alarm (decision 0045) ───────────────────────────────────────────────────────────

function unseenWhere(vendorId: string): SQL {
  return and(
    eq(orders.vendorId, vendorId),
    inArray(orders.status, [...ORDER_STATES_NEEDING_ATTENTION]),
    isNull(orders.acknowledgedAt),
  )!;
}

/** Orders waiting for someone that nobody acknowledged yet, oldest first (the one waiting longest). */
export async function listUnseenOrders(db: Executor, vendorId: string, limit: number) {
  const [rows, [total]] = await Promise.all([
    db
      .select({
        id: orders.id,
        number: orders.number,
        status: orders.status,
        deliveryType: orders.deliveryType,
        finalPrice: orders.finalPrice,
        currency: orders.currency,
        createdAt: orders.createdAt,
      })
      .from(orders)
      .where(unseenWhere(vendorId))
      .orderBy(asc(orders.createdAt), asc(orders.number))
      .limit(limit),
    db.select({ n: count() }).from(orders).where(unseenWhere(vendorId)),
  ]);
  return { rows, total: Number(total?.n ?? 0) };
}

/** Marks the named orders seen by `userId`; answers the ids that were still unacknowledged. */
export async function acknowledgeOrders(
  db: Executor,
  vendorId: string,
  orderIds: readonly string[],
  userId: string,
  at: Date,
): Promise<string[]> {
  const rows = await db
    .update(orders)
    .set({ acknowledgedAt: at, acknowledgedBy: userId })
    .where(
      and(eq(orders.vendorId, vendorId), inArray(orders.id, [...orderIds]), isNull(orders.acknowledgedAt)),
    )
    .returning({ id: orders.id });
  return rows.map((r) => r.id);
}
