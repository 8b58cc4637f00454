import { and, asc, eq, gte } from 'drizzle-orm';
import type { Executor } from '../../db/database';
import { sandboxPayments } from '../../db/schema';

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

/** Reverses a payment verified at or after `verifiedSince` (the provider's window). */
export async function markReversed(db: Executor, vendorId: string, authority: string, verifiedSince: Date) {
  const [row] = await db
    .update(sandboxPayments)
    .set({ status: 'REVERSED' })
    .where(
      and(
        key(vendorId, authority),
        eq(sandboxPayments.status, 'VERIFIED'),
        gte(sandboxPayments.verifiedAt, verifiedSince),
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
