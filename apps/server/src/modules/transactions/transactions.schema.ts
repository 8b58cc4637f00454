import type { TPaymentProvider } from '@sofreh/domain';
import { sql } from 'drizzle-orm';
import {
  bigint,
  foreignKey,
  index,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { createdAt } from '../../db/columns';
import { orders } from '../orders/orders.schema';
import { vendorRef } from '../vendors/vendors.schema';

// ─── Online payment transactions (SPEC §4, §7 /api/transactions; decision 0016) ───────────────────

/**
 * One attempt to pay an order online: INIT (written before the gateway is asked) → PENDING (the
 * gateway gave an authority; the customer is at the bank) → DONE | FAILED. Settling is one
 * conditional UPDATE … WHERE state = 'PENDING', so racing callbacks and the reconciler settle it once.
 * A DONE transaction that could not pay its order (another one paid it first, or the order moved on)
 * carries refund_state: the money is given back through the gateway (decision 0016).
 */
export const transactions = pgTable(
  'transactions',
  {
    vendorId: vendorRef(),
    id: uuid('id').notNull().defaultRandom(),
    orderId: uuid('order_id').notNull(),
    customerUserId: uuid('customer_user_id').notNull(),
    provider: text('provider').$type<TPaymentProvider>().notNull(),
    /** The vendor's gateway account the payment went through (no foreign key: accounts may be deleted). */
    gatewayAccountId: uuid('gateway_account_id'),
    state: text('state', { enum: ['INIT', 'PENDING', 'DONE', 'FAILED'] })
      .notNull()
      .default('INIT'),
    /** What the customer pays, in the order's currency, read from the order when the payment started. */
    amount: bigint('amount', { mode: 'number' }).notNull(),
    currency: text('currency', { enum: ['TOMAN', 'RIAL'] }).notNull(),
    /** The same in Rial: what the gateway was asked for and is verified with. */
    amountRial: bigint('amount_rial', { mode: 'number' }).notNull(),
    authority: text('authority'),
    refId: text('ref_id'),
    cardPan: text('card_pan'),
    failureReason: text('failure_reason'),
    /** For the restaurant's staff: what the gateway's answer means for its setup, and what to fix where. */
    ownerReason: text('owner_reason'),
    /** Where the customer's browser lands after the callback (checked to be on the vendor's host). */
    submitUrl: text('submit_url').notNull(),
    refundState: text('refund_state', { enum: ['NEEDED', 'REVERSED', 'REFUSED'] }),
    refundReason: text('refund_reason'),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    settledAt: timestamp('settled_at', { withTimezone: true }),
  },
  (t) => [
    primaryKey({ columns: [t.vendorId, t.id] }),
    foreignKey({
      name: 'transactions_order_fk',
      columns: [t.vendorId, t.orderId],
      foreignColumns: [orders.vendorId, orders.id],
    }).onDelete('cascade'),
    // A gateway's authority names one payment: the callback finds it by it.
    uniqueIndex('transactions_provider_authority').on(t.provider, t.authority),
    index('transactions_vendor_authority').on(t.vendorId, t.authority),
    index('transactions_vendor_order').on(t.vendorId, t.orderId, t.createdAt),
    index('transactions_vendor_customer_created').on(t.vendorId, t.customerUserId, t.createdAt),
    // The reconciler's work list: open transactions (and refunds still owed), least recently looked at first.
    index('transactions_open')
      .on(t.updatedAt)
      .where(sql`${t.state} IN ('INIT', 'PENDING') OR ${t.refundState} = 'NEEDED'`),
  ],
);
