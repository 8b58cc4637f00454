import type { PriceBreakdown, TOrderStatus } from '@sofreh/domain';
import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/database';

// SQL for staff editing an order, moving its table and stamping its history (decision 0023). Every
// statement is filtered by vendor_id.

type Rows<T> = { rows: T[] };

/**
 * Writes the re-priced totals only while the order is exactly as the editor saw it: same state and
 * the same updated_at (the version the screen sent). Of two edits from the same version exactly one
 * matches; the other gets null. updated_at always moves forward (at least 1 ms), so the next edit
 * needs the new version even when the clock stands still.
 */
export async function writeEditedTotals(
  tx: Executor,
  input: {
    vendorId: string;
    orderId: string;
    status: TOrderStatus;
    version: string;
    totals: PriceBreakdown;
    now: Date;
  },
): Promise<boolean> {
  const t = input.totals;
  const result = await tx.execute(sql`
    UPDATE orders SET
      sum_of_items_price = ${t.sumOfItemsPrice},
      sum_of_item_toppings_price = ${t.sumOfItemToppingsPrice},
      total_packaging_cost = ${t.totalPackagingCost},
      final_discount_amount = ${t.finalDiscountAmount},
      total_service_fee = ${t.totalServiceFee},
      tax = ${t.tax},
      delivery_cost = ${t.deliveryCost},
      final_price = ${t.finalPrice},
      updated_at = greatest(${input.now.toISOString()}::timestamptz, updated_at + interval '1 millisecond')
    WHERE vendor_id = ${input.vendorId} AND id = ${input.orderId} AND status = ${input.status}
      AND abs(extract(epoch FROM updated_at - ${input.version}::timestamptz)) < 0.001
    RETURNING id
  `);
  return (result as unknown as Rows<unknown>).rows.length === 1;
}

/** The lines' new counts; removed_count is how many staff took off the ordered count. */
export async function writeLineCounts(
  tx: Executor,
  vendorId: string,
  orderId: string,
  counts: readonly { id: string; count: number }[],
): Promise<void> {
  if (counts.length === 0) return;
  const values = counts.map((c) => sql`(${c.id}::uuid, ${c.count}::int)`);
  await tx.execute(sql`
    UPDATE order_items oi SET
      count = v.count,
      removed_count = greatest(oi.original_count - v.count, 0)
    FROM (VALUES ${sql.join(values, sql`, `)}) AS v(id, count)
    WHERE oi.vendor_id = ${vendorId} AND oi.order_id = ${orderId} AND oi.id = v.id
  `);
}

/**
 * A history row that is not a move: the state stays (from = to) and the note says what changed.
 * Stamped no earlier than the order's last row + 1 ms, like every move (decision 0018).
 */
export async function insertHistoryNote(
  tx: Executor,
  input: {
    vendorId: string;
    orderId: string;
    status: TOrderStatus;
    actorUserId: string;
    note: string;
    at: Date;
  },
): Promise<void> {
  await tx.execute(sql`
    INSERT INTO order_state_history (vendor_id, order_id, from_status, to_status, actor_user_id, at, note)
    SELECT ${input.vendorId}, ${input.orderId}, ${input.status}, ${input.status}, ${input.actorUserId},
      greatest(${input.at.toISOString()}::timestamptz, (
        SELECT max(h.at) + interval '1 millisecond' FROM order_states h
        WHERE h.vendor_id = ${input.vendorId} AND h.order_id = ${input.orderId}
      )),
      ${input.note}
  `);
}

/** A SERVE order still open moves to another table, with its history row, in one statement; false when it is not one. */
export async function moveTable(
  db: Executor,
  input: {
    vendorId: string;
    orderId: string;
    tableNumber: string;
    actorUserId: string;
    note: string;
    at: Date;
  },
): Promise<boolean> {
  const at = input.at.toISOString();
  const result = await db.execute(sql`
    WITH moved AS (
      UPDATE orders SET table_number = ${input.tableNumber},
        updated_at = greatest(${at}::timestamptz, updated_at + interval '1 millisecond')
      WHERE vendor_id = ${input.vendorId} AND id = ${input.orderId} AND delivery_type = 'SERVE'
        AND status NOT IN ('DELIVERED', 'FINISHED', 'REJECTED')
      RETURNING vendor_id, id, status
    )
    INSERT INTO order_state_history (vendor_id, order_id, from_status, to_status, actor_user_id, at, note)
    SELECT m.vendor_id, m.id, m.status, m.status, ${input.actorUserId},
      greatest(${at}::timestamptz, (
        SELECT max(h.at) + interval '1 millisecond' FROM order_states h
        WHERE h.vendor_id = m.vendor_id AND h.order_id = m.id
      )),
      ${input.note}
    FROM moved m
    RETURNING order_id
  `);
  return (result as unknown as Rows<unknown>).rows.length === 1;
}

/**
 * Claims this order's "ready" message: true when none was sent in the last `intervalMs` (then now is
 * recorded). One statement, so two staff pressing at once, or two instances, send one message.
 */
export async function claimReadyNotice(
  db: Executor,
  input: { vendorId: string; orderId: string; now: Date; intervalMs: number },
): Promise<boolean> {
  const now = input.now.toISOString();
  const result = await db.execute(sql`
    INSERT INTO order_ready_notices (vendor_id, order_id, sent_at)
    VALUES (${input.vendorId}, ${input.orderId}, ${now})
    ON CONFLICT (vendor_id, order_id) DO UPDATE SET sent_at = excluded.sent_at
    WHERE order_ready_notices.sent_at <= excluded.sent_at - ${`${input.intervalMs} milliseconds`}::interval
    RETURNING sent_at
  `);
  return (result as unknown as Rows<unknown>).rows.length === 1;
}

export async function lastReadyNotice(db: Executor, vendorId: string, orderId: string): Promise<Date | null> {
  const result = await db.execute(sql`
    SELECT sent_at FROM order_ready_notices WHERE vendor_id = ${vendorId} AND order_id = ${orderId}
  `);
  const row = (result as unknown as Rows<{ sent_at: string | Date }>).rows[0];
  return row ? new Date(row.sent_at) : null;
}
