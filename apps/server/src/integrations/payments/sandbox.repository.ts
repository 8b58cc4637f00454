import { and, asc, eq, gte, sql } from 'drizzle-orm';
import type { Executor } from '../../db/database';
import { sandboxPayments, sandboxRefunds } from './sandbox.schema';

// The sandbox gateway's ledger. Every state change is one conditional UPDATE, so two instances (or
// two callbacks) racing on one payment cannot both win.

export type SandboxPaymentRow = typeof sandboxPayments.$inferSelect;
export type NewSandboxPayment = Omit<typeof sandboxPayments.$inferInsert, 'status'>;

const key = (vendorId: string, authority: string) =>
  and(eq(sandboxPayments.vendorId, vendorId), eq(sandboxPayments.authority, authority));

export async function insertPayment(db: Executor, payment: NewSandboxPayment) {
  const [row] = await db.insert(sandboxPayments).values(payment).returning();
  return row!;
}

export async function findPayment(db: Executor, vendorId: string, authority: string) {
  const [row] = await db.select().from(sandboxPayments).where(key(vendorId, authority));
  return row ?? null;
}

export async function markPaid(
  db: Executor,
  vendorId: string,
  authority: string,
  paid: { refId: string; cardPan: string; at: Date },
) {
  const [row] = await db
    .update(sandboxPayments)
    .set({ status: 'PAID', refId: paid.refId, cardPan: paid.cardPan, paidAt: paid.at })
    .where(and(key(vendorId, authority), eq(sandboxPayments.status, 'CREATED')))
    .returning();
  return row ?? null;
}

export async function markCanceled(db: Executor, vendorId: string, authority: string) {
  const [row] = await db
    .update(sandboxPayments)
    .set({ status: 'CANCELED' })
    .where(and(key(vendorId, authority), eq(sandboxPayments.status, 'CREATED')))
    .returning();
  return row ?? null;
}

export async function markVerified(
  db: Executor,
  vendorId: string,
  authority: string,
  amountRial: number,
  at: Date,
) {
  const [row] = await db
    .update(sandboxPayments)
    .set({ status: 'VERIFIED', verifiedAt: at })
    .where(
      and(
        key(vendorId, authority),
        eq(sandboxPayments.status, 'PAID'),
        eq(sandboxPayments.amountRial, amountRial),
      ),
    )
    .returning();
  return row ?? null;
}

/** Reverses a verified payment paid at or after `paidSince` (the provider's window counts from the payment). */
export async function markReversed(db: Executor, vendorId: string, authority: string, paidSince: Date) {
  const [row] = await db
    .update(sandboxPayments)
    .set({ status: 'REVERSED' })
    .where(
      and(
        key(vendorId, authority),
        eq(sandboxPayments.status, 'VERIFIED'),
        gte(sandboxPayments.paidAt, paidSince),
      ),
    )
    .returning();
  return row ?? null;
}

export function listPaidUnverified(db: Executor, vendorId: string, limit: number) {
  return db
    .select()
    .from(sandboxPayments)
    .where(and(eq(sandboxPayments.vendorId, vendorId), eq(sandboxPayments.status, 'PAID')))
    .orderBy(asc(sandboxPayments.createdAt))
    .limit(limit);
}

/**
 * Records a refund of a VERIFIED payment unless it would give back more than the payment took, in one
 * statement; a reference already recorded counts as done (asking twice gives back once). The payment's
 * row is locked so that two refunds of one payment are judged one after the other.
 */
export async function insertRefund(
  db: Executor,
  vendorId: string,
  refund: { authority: string; amountRial: number; reference: string },
): Promise<boolean> {
  const result = await db.execute(sql`
    WITH payment AS (
      SELECT amount_rial FROM sandbox_payments
      WHERE vendor_id = ${vendorId} AND authority = ${refund.authority} AND status = 'VERIFIED'
      FOR UPDATE
    ), earlier AS (
      SELECT 1 AS done FROM sandbox_refunds WHERE vendor_id = ${vendorId} AND reference = ${refund.reference}
    ), added AS (
      INSERT INTO sandbox_refunds (vendor_id, reference, authority, amount_rial)
      SELECT ${vendorId}, ${refund.reference}, ${refund.authority}, ${refund.amountRial}
      FROM payment p
      WHERE NOT EXISTS (SELECT 1 FROM earlier)
        AND ${refund.amountRial} + coalesce((
          SELECT sum(r.amount_rial) FROM sandbox_refunds r
          WHERE r.vendor_id = ${vendorId} AND r.authority = ${refund.authority}
        ), 0) <= p.amount_rial
      ON CONFLICT (vendor_id, reference) DO NOTHING
      RETURNING 1 AS done
    )
    SELECT done FROM added UNION ALL SELECT done FROM earlier
  `);
  return (result as unknown as { rows: unknown[] }).rows.length > 0;
}

export async function findRefund(db: Executor, vendorId: string, reference: string) {
  const [row] = await db
    .select()
    .from(sandboxRefunds)
    .where(and(eq(sandboxRefunds.vendorId, vendorId), eq(sandboxRefunds.reference, reference)));
  return row ?? null;
}
