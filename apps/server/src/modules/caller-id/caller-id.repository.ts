import { and, desc, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/database';
import { callerIdCalls, callerIdLines } from './caller-id.schema';

const lineColumns = {
  id: callerIdLines.id,
  lineNumber: callerIdLines.lineNumber,
  number: callerIdLines.number,
  label: callerIdLines.label,
  keyHint: callerIdLines.keyHint,
  keyCreatedAt: callerIdLines.keyCreatedAt,
  // Written out qualified: drizzle renders a column of the outer table unqualified here, which the
  // subquery would read as its own.
  lastCallAt: sql<Date | string | null>`(
    SELECT max(c.received_at) FROM caller_id_calls c
     WHERE c.vendor_id = caller_id_lines.vendor_id AND c.line_id = caller_id_lines.id
  )`.as('last_call_at'),
};
export type LineRow = {
  id: string;
  lineNumber: number;
  number: string;
  label: string | null;
  keyHint: string;
  keyCreatedAt: Date;
  lastCallAt: Date | string | null;
};

export function listLines(db: Executor, vendorId: string): Promise<LineRow[]> {
  return db
    .select(lineColumns)
    .from(callerIdLines)
    .where(eq(callerIdLines.vendorId, vendorId))
    .orderBy(callerIdLines.lineNumber);
}

export async function findLine(db: Executor, vendorId: string, id: string): Promise<LineRow | null> {
  const [row] = await db
    .select(lineColumns)
    .from(callerIdLines)
    .where(and(eq(callerIdLines.vendorId, vendorId), eq(callerIdLines.id, id)));
  return row ?? null;
}

export async function lineNumberTaken(db: Executor, vendorId: string, lineNumber: number, exceptId?: string) {
  const [row] = await db
    .select({ id: callerIdLines.id })
    .from(callerIdLines)
    .where(and(eq(callerIdLines.vendorId, vendorId), eq(callerIdLines.lineNumber, lineNumber)));
  return Boolean(row && row.id !== exceptId);
}

export async function insertLine(
  db: Executor,
  vendorId: string,
  line: {
    lineNumber: number;
    number: string;
    label: string | null;
    keyHash: string;
    keyHint: string;
    at: Date;
  },
): Promise<string> {
  const [row] = await db
    .insert(callerIdLines)
    .values({
      vendorId,
      lineNumber: line.lineNumber,
      number: line.number,
      label: line.label,
      keyHash: line.keyHash,
      keyHint: line.keyHint,
      keyCreatedAt: line.at,
    })
    .returning({ id: callerIdLines.id });
  return row!.id;
}

export async function updateLine(
  db: Executor,
  vendorId: string,
  id: string,
  line: { lineNumber: number; number: string; label: string | null },
): Promise<boolean> {
  const rows = await db
    .update(callerIdLines)
    .set(line)
    .where(and(eq(callerIdLines.vendorId, vendorId), eq(callerIdLines.id, id)))
    .returning({ id: callerIdLines.id });
  return rows.length === 1;
}

export async function replaceKey(
  db: Executor,
  vendorId: string,
  id: string,
  key: { keyHash: string; keyHint: string; at: Date },
): Promise<boolean> {
  const rows = await db
    .update(callerIdLines)
    .set({ keyHash: key.keyHash, keyHint: key.keyHint, keyCreatedAt: key.at })
    .where(and(eq(callerIdLines.vendorId, vendorId), eq(callerIdLines.id, id)))
    .returning({ id: callerIdLines.id });
  return rows.length === 1;
}

export async function deleteLine(db: Executor, vendorId: string, id: string): Promise<boolean> {
  const rows = await db
    .delete(callerIdLines)
    .where(and(eq(callerIdLines.vendorId, vendorId), eq(callerIdLines.id, id)))
    .returning({ id: callerIdLines.id });
  return rows.length === 1;
}

/**
 * The line a device key opens, locked until the transaction ends: two reports of one call from the
 * same line (a retry racing the first) are then decided one after the other.
 */
export async function lockLineByKey(db: Executor, vendorId: string, keyHash: string) {
  const [row] = await db
    .select({ id: callerIdLines.id, lineNumber: callerIdLines.lineNumber })
    .from(callerIdLines)
    .where(and(eq(callerIdLines.vendorId, vendorId), eq(callerIdLines.keyHash, keyHash)))
    .for('update');
  return row ?? null;
}

export async function lockLine(db: Executor, vendorId: string, id: string) {
  const [row] = await db
    .select({ id: callerIdLines.id, lineNumber: callerIdLines.lineNumber })
    .from(callerIdLines)
    .where(and(eq(callerIdLines.vendorId, vendorId), eq(callerIdLines.id, id)))
    .for('update');
  return row ?? null;
}

export async function findCallByDeviceId(
  db: Executor,
  vendorId: string,
  lineId: string,
  deviceCallId: string,
) {
  const [row] = await db
    .select({ id: callerIdCalls.id })
    .from(callerIdCalls)
    .where(
      and(
        eq(callerIdCalls.vendorId, vendorId),
        eq(callerIdCalls.lineId, lineId),
        eq(callerIdCalls.deviceCallId, deviceCallId),
      ),
    );
  return row ?? null;
}

/** The line's newest call if it came after `since` from the same number (null: a withheld one). */
export async function findRecentCallFrom(
  db: Executor,
  vendorId: string,
  lineId: string,
  number: string | null,
  since: Date,
) {
  const [row] = await db
    .select({ id: callerIdCalls.id, number: callerIdCalls.number })
    .from(callerIdCalls)
    .where(
      and(
        eq(callerIdCalls.vendorId, vendorId),
        eq(callerIdCalls.lineId, lineId),
        sql`${callerIdCalls.receivedAt} >= ${since.toISOString()}`,
      ),
    )
    .orderBy(desc(callerIdCalls.receivedAt))
    .limit(1);
  return row && row.number === number ? row : null;
}

export async function insertCall(
  db: Executor,
  vendorId: string,
  call: { lineId: string; number: string | null; deviceCallId: string | null; test: boolean; at: Date },
): Promise<string> {
  const [row] = await db
    .insert(callerIdCalls)
    .values({
      vendorId,
      lineId: call.lineId,
      number: call.number,
      deviceCallId: call.deviceCallId,
      test: call.test,
      receivedAt: call.at,
    })
    .returning({ id: callerIdCalls.id });
  return row!.id;
}

export type CallRow = {
  id: string;
  lineId: string;
  lineNumber: number;
  lineLabel: string | null;
  number: string | null;
  receivedAt: Date;
  test: boolean;
};

export function listCalls(
  db: Executor,
  vendorId: string,
  filter: { callId?: string; lineId?: string; take: number },
): Promise<CallRow[]> {
  return db
    .select({
      id: callerIdCalls.id,
      lineId: callerIdCalls.lineId,
      lineNumber: callerIdLines.lineNumber,
      lineLabel: callerIdLines.label,
      number: callerIdCalls.number,
      receivedAt: callerIdCalls.receivedAt,
      test: callerIdCalls.test,
    })
    .from(callerIdCalls)
    .innerJoin(
      callerIdLines,
      and(eq(callerIdLines.vendorId, callerIdCalls.vendorId), eq(callerIdLines.id, callerIdCalls.lineId)),
    )
    .where(
      and(
        eq(callerIdCalls.vendorId, vendorId),
        filter.callId ? eq(callerIdCalls.id, filter.callId) : undefined,
        filter.lineId ? eq(callerIdCalls.lineId, filter.lineId) : undefined,
      ),
    )
    .orderBy(desc(callerIdCalls.receivedAt), desc(callerIdCalls.id))
    .limit(filter.take);
}

type Rows = { rows: Record<string, unknown>[] };

/** This vendor's customers among these phone numbers. */
export async function customersByPhone(db: Executor, vendorId: string, phones: string[]) {
  if (phones.length === 0) return [];
  const result = (await db.execute(sql`
    SELECT u.id::text AS id, u.first_name, u.last_name, u.phone_number
      FROM users u
      JOIN vendor_customers vc ON vc.user_id = u.id AND vc.vendor_id = ${vendorId}
     WHERE u.phone_number IN (${sql.join(
       phones.map((p) => sql`${p}`),
       sql`, `,
     )})
  `)) as unknown as Rows;
  return result.rows.map((r) => ({
    id: String(r.id),
    firstName: (r.first_name as string | null) ?? null,
    lastName: (r.last_name as string | null) ?? null,
    phoneNumber: String(r.phone_number),
  }));
}

/**
 * The newest `perCustomer` orders of each customer at this vendor, leaving out online orders still
 * waiting for the bank (SUBMITTED: mostly abandoned at the gateway, decision 0018).
 */
export async function lastOrdersOf(
  db: Executor,
  vendorId: string,
  customerIds: string[],
  perCustomer: number,
) {
  if (customerIds.length === 0) return [];
  const result = (await db.execute(sql`
    SELECT customer_user_id::text AS customer_id, id::text AS id, number, created_at, final_price, currency, status
      FROM (
        SELECT o.customer_user_id, o.id, o.number, o.created_at, o.final_price, o.currency, o.status,
               row_number() OVER (PARTITION BY o.customer_user_id ORDER BY o.created_at DESC, o.number DESC) AS rn
          FROM orders o
         WHERE o.vendor_id = ${vendorId}
           AND o.status <> 'SUBMITTED'
           AND o.customer_user_id IN (${sql.join(
             customerIds.map((id) => sql`${id}::uuid`),
             sql`, `,
           )})
      ) ranked
     WHERE rn <= ${perCustomer}
     ORDER BY customer_id, created_at DESC, number DESC
  `)) as unknown as Rows;
  return result.rows.map((r) => ({
    customerId: String(r.customer_id),
    id: String(r.id),
    number: Number(r.number),
    createdAt: new Date(r.created_at as string | Date),
    finalPrice: Number(r.final_price),
    currency: r.currency as 'TOMAN' | 'RIAL',
    status: String(r.status),
  }));
}
