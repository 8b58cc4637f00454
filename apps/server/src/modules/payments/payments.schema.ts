import { boolean, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { createdAt } from '../../db/columns';
import { vendorRef, vendors } from '../vendors/vendors.schema';

// ─── Payments (decision 0008) ──────────────────────────────────────────────────────────────────────

/**
 * A vendor's account with an online payment gateway (SPEC §7 /identity/banks): one per provider.
 * Credentials are sealed with PAYMENT_SECRETS_KEY (AES-256-GCM, bound to vendor and account) and
 * never leave the server; `credential_hint` is the masked tail shown to people.
 */
export const paymentGatewayAccounts = pgTable(
  'payment_gateway_accounts',
  {
    vendorId: vendorRef(),
    id: uuid('id').notNull().defaultRandom(),
    provider: text('provider').notNull(),
    title: text('title'),
    active: boolean('active').notNull().default(true),
    credentialsSealed: text('credentials_sealed'),
    credentialHint: text('credential_hint'),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.vendorId, t.id] }),
    uniqueIndex('payment_gateway_accounts_vendor_provider').on(t.vendorId, t.provider),
  ],
);

/** Where the vendor's money is settled to (SPEC §7 /identity/vendors/bank): one per vendor. */
export const vendorSettlementAccounts = pgTable('vendor_settlement_accounts', {
  vendorId: uuid('vendor_id')
    .primaryKey()
    .references(() => vendors.id, { onDelete: 'cascade' }),
  accountHolderName: text('account_holder_name').notNull(),
  sheba: text('sheba').notNull(),
  createdAt: createdAt(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * What the checkout offers (SPEC §7 /api/bankconfiguration). No row means the defaults: every active
 * gateway account, no preselection, cash and card allowed. `bank_types` null means "every active
 * account"; once the vendor picks, the list is theirs.
 */
export const vendorPaymentSettings = pgTable('vendor_payment_settings', {
  vendorId: uuid('vendor_id')
    .primaryKey()
    .references(() => vendors.id, { onDelete: 'cascade' }),
  bankTypes: text('bank_types').array(),
  preselectedProvider: text('preselected_provider'),
  allowCash: boolean('allow_cash').notNull().default(true),
  allowCardOnDelivery: boolean('allow_card_on_delivery').notNull().default(true),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
