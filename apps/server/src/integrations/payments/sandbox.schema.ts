import { bigint, index, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { createdAt } from '../../db/columns';
import { vendorRef } from '../../modules/vendors/vendors.schema';

/**
 * The built-in test gateway's own ledger. It lives in the database so that it works across server
 * instances and restarts, exactly like an outside bank would; only the sandbox adapter touches it.
 */
export const sandboxPayments = pgTable(
  'sandbox_payments',
  {
    vendorId: vendorRef(),
    authority: text('authority').notNull(),
    merchantName: text('merchant_name').notNull(),
    amountRial: bigint('amount_rial', { mode: 'number' }).notNull(),
    description: text('description').notNull(),
    callbackUrl: text('callback_url').notNull(),
    reference: text('reference').notNull(),
    mobile: text('mobile'),
    status: text('status', { enum: ['CREATED', 'PAID', 'CANCELED', 'VERIFIED', 'REVERSED'] })
      .notNull()
      .default('CREATED'),
    refId: text('ref_id'),
    cardPan: text('card_pan'),
    createdAt: createdAt(),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    verifiedAt: timestamp('verified_at', { withTimezone: true }),
  },
  (t) => [
    primaryKey({ columns: [t.vendorId, t.authority] }),
    index('sandbox_payments_vendor_status').on(t.vendorId, t.status),
  ],
);

/** The sandbox gateway's refunds, one per refund reference (our refund id): asking twice gives back once. */
export const sandboxRefunds = pgTable(
  'sandbox_refunds',
  {
    vendorId: vendorRef(),
    reference: text('reference').notNull(),
    authority: text('authority').notNull(),
    amountRial: bigint('amount_rial', { mode: 'number' }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.vendorId, t.reference] }),
    index('sandbox_refunds_authority').on(t.vendorId, t.authority),
  ],
);
