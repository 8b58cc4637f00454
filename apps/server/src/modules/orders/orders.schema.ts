import type { TPaymentProvider, TRejectReason } from '@sofreh/domain';
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  doublePrecision,
  foreignKey,
  index,
  integer,
  pgTable,
  pgView,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { createdAt } from '../../db/columns';
import { vendorCustomers } from '../customers/customers.schema';
import { transactions } from '../transactions/transactions.schema';
import { vendorRef } from '../vendors/vendors.schema';

// ─── Orders (SPEC §3 order item, §4 order statuses; issues 4 and 5) ───────────────────────────────
// An order keeps a snapshot of everything it was priced with (titles, prices, the address, the
// discount), so that later menu or address changes never rewrite what a customer ordered or paid.

const orderStatuses = [
  'SUBMITTED',
  'PAID',
  'CONFIRMED',
  'DELIVERED',
  'REJECTED',
  'FINISHED',
  'DELIVERING',
  'READYTOSHIPMENT',
  'READYTOPICKUP',
  'READYTOSERVE',
  'NEEDFORCALL',
] as const;
const money = (name: string) => bigint(name, { mode: 'number' }).notNull().default(0);

/**
 * The vendor of a row that belongs to an order: its composite key to `orders (vendor_id, id)` already
 * says the vendor exists (and deletes the row with the order), so no second key to `vendors` is checked
 * on every insert (decision 0033).
 */
const orderPartVendor = () => uuid('vendor_id').notNull();

export const orders = pgTable(
  'orders',
  {
    vendorId: vendorRef(),
    id: uuid('id').notNull().defaultRandom(),
    /** What people call the order by ("سفارش ۴۲"): 1, 2, 3… per vendor. */
    number: bigint('number', { mode: 'number' }).notNull(),
    source: text('source', { enum: ['WEBSITE', 'QR', 'SALON', 'SNAPPFOOD', 'KIOSK'] }).notNull(),
    deliveryType: text('delivery_type', { enum: ['DELIVER', 'PICKUP', 'SERVE', 'ZFEXPRESS'] }).notNull(),
    status: text('status', { enum: orderStatuses }).notNull(),
    /** The state it was created in: the first entry of its history (`orderStates`, decision 0036). */
    initialStatus: text('initial_status', { enum: orderStatuses }).notNull(),
    /** Who created it, as its history names them: staff, the customer, or null for the system. */
    createdBy: uuid('created_by'),
    paymentMethod: text('payment_method', {
      enum: ['CARD', 'CASH', 'ONLINE', 'UNPAID', 'FOODRO', 'CREDIT'],
    }).notNull(),
    paymentState: text('payment_state', { enum: ['PENDING', 'PAID', 'FAILED'] })
      .notNull()
      .default('PENDING'),
    /** Null for a walk-in order staff take without naming anyone (issue 5). */
    customerUserId: uuid('customer_user_id'),
    // The delivery address as it was when ordered (DELIVER / ZFEXPRESS only).
    addressId: uuid('address_id'),
    addressText: text('address_text'),
    addressDetails: text('address_details'),
    addressLatitude: doublePrecision('address_latitude'),
    addressLongitude: doublePrecision('address_longitude'),
    tableNumber: text('table_number'),
    numberOfPerson: integer('number_of_person'),
    description: text('description'),
    // The discount as it was applied; its money is final_discount_amount.
    discountCodeId: uuid('discount_code_id'),
    discountCode: text('discount_code'),
    discountType: text('discount_type', { enum: ['MONEY', 'PERCENTAGE', 'FREESHIPPING', 'FREEITEM'] }),
    /** Percent for PERCENTAGE, money for MONEY, null otherwise. */
    discountValue: bigint('discount_value', { mode: 'number' }),
    discountCap: bigint('discount_cap', { mode: 'number' }),
    // PriceBreakdown (decision 0006), one column per total, in the vendor's currency.
    sumOfItemsPrice: money('sum_of_items_price'),
    sumOfItemToppingsPrice: money('sum_of_item_toppings_price'),
    totalPackagingCost: money('total_packaging_cost'),
    finalDiscountAmount: money('final_discount_amount'),
    serviceFeeType: text('service_fee_type', { enum: ['PERCENTAGE', 'FIX'] }).notNull(),
    serviceFeeValue: money('service_fee_value'),
    totalServiceFee: money('total_service_fee'),
    /** The VAT rate the order was priced with, so an edit (issue 5) re-prices it the same way. */
    taxPercent: integer('tax_percent').notNull(),
    tax: money('tax'),
    deliveryCost: money('delivery_cost'),
    tip: money('tip'),
    finalPrice: money('final_price'),
    currency: text('currency', { enum: ['TOMAN', 'RIAL'] }).notNull(),
    preparationMinutes: integer('preparation_minutes').notNull(),
    /** The delivery zone's courier minutes when ordered (decision 0046); null unless delivered by courier. */
    deliveryMinutes: integer('delivery_minutes'),
    /** Why it was rejected (RejectReason) and the restaurant's own words, shown to the customer. */
    rejectReason: text('reject_reason').$type<TRejectReason>(),
    rejectNote: text('reject_note'),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    /**
     * The request's Idempotency-Key (decision 0014), kept on the order it made (decision 0035): the
     * insert that writes the order claims it, so a concurrent request with the same key waits for it
     * and then answers the same order, and a request that fails leaves no key behind. Null for orders
     * sent without one. Technical: never shown, never audited.
     */
    idempotencyKey: text('idempotency_key'),
    /** Who sent it: the same key from someone else never reveals their order. */
    idempotencyUserId: uuid('idempotency_user_id'),
    /** sha256 of the endpoint and the canonical (parsed) request body. */
    idempotencyRequestHash: text('idempotency_request_hash'),
    /**
     * When the restaurant said it saw the new order («دیدم», decision 0045): one acknowledgement per
     * order for the whole vendor, so every open back office stops ringing. Null: it still rings while
     * it needs attention (PAID or NEEDFORCALL). A staff member moving the order acknowledges it too.
     */
    acknowledgedAt: timestamp('acknowledged_at', { withTimezone: true }),
    acknowledgedBy: uuid('acknowledged_by'),
  },
  (t) => [
    primaryKey({ columns: [t.vendorId, t.id] }),
    uniqueIndex('orders_vendor_number').on(t.vendorId, t.number),
    uniqueIndex('orders_vendor_idempotency_key')
      .on(t.vendorId, t.idempotencyKey)
      .where(sql`idempotency_key IS NOT NULL`),
    check(
      'orders_idempotency_claim_whole',
      sql`(idempotency_key IS NULL) = (idempotency_user_id IS NULL) AND (idempotency_key IS NULL) = (idempotency_request_hash IS NULL)`,
    ),
    // Only people who have logged in on this vendor's site (or been added by its staff) order there.
    foreignKey({
      name: 'orders_customer_fk',
      columns: [t.vendorId, t.customerUserId],
      foreignColumns: [vendorCustomers.vendorId, vendorCustomers.userId],
    }),
    // The back-office board: one vendor's orders in a state, newest first.
    index('orders_vendor_status_created').on(t.vendorId, t.status, t.createdAt),
    // "My orders": one customer's orders at a vendor, newest first.
    index('orders_vendor_customer_created').on(t.vendorId, t.customerUserId, t.createdAt),
    index('orders_vendor_created').on(t.vendorId, t.createdAt),
  ],
);

/**
 * One line of an order. menu_item_id has no foreign key on purpose: the menu may lose the item
 * later, the order must not lose its line.
 */
export const orderItems = pgTable(
  'order_items',
  {
    vendorId: orderPartVendor(),
    id: uuid('id').notNull().defaultRandom(),
    orderId: uuid('order_id').notNull(),
    /** Position in the order as the customer built it. */
    lineNumber: integer('line_number').notNull(),
    menuItemId: uuid('menu_item_id').notNull(),
    title: text('title').notNull(),
    unitPrice: money('unit_price'),
    packagingCost: money('packaging_cost'),
    servePackagingCost: money('serve_packaging_cost'),
    withTax: boolean('with_tax').notNull().default(false),
    isFreeItem: boolean('is_free_item').notNull().default(false),
    /** Current count; 0 when staff removed the line (SPEC §4: kept, restorable). */
    count: integer('count').notNull(),
    /** The count the order was placed with: the ceiling of an edit once past SUBMITTED (SPEC §4). */
    originalCount: integer('original_count').notNull(),
    /** How many of the line staff took off by editing. */
    removedCount: integer('removed_count').notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.vendorId, t.id] }),
    foreignKey({
      name: 'order_items_order_fk',
      columns: [t.vendorId, t.orderId],
      foreignColumns: [orders.vendorId, orders.id],
    }).onDelete('cascade'),
    // Reads one order's lines; unique so that a topping's foreign key can name its order too.
    uniqueIndex('order_items_order').on(t.vendorId, t.orderId, t.id),
  ],
);

/** The toppings chosen on an order line, per unit of the line, with their price as ordered. */
export const orderItemToppings = pgTable(
  'order_item_toppings',
  {
    vendorId: orderPartVendor(),
    id: uuid('id').notNull().defaultRandom(),
    orderId: uuid('order_id').notNull(),
    orderItemId: uuid('order_item_id').notNull(),
    toppingId: uuid('topping_id').notNull(),
    title: text('title').notNull(),
    price: money('price'),
    count: integer('count').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.vendorId, t.id] }),
    // order_id is repeated so one order's toppings are read by one index; the key makes sure the
    // line named belongs to that very order.
    foreignKey({
      name: 'order_item_toppings_item_fk',
      columns: [t.vendorId, t.orderId, t.orderItemId],
      foreignColumns: [orderItems.vendorId, orderItems.orderId, orderItems.id],
    }).onDelete('cascade'),
    index('order_item_toppings_order').on(t.vendorId, t.orderId),
  ],
);

/**
 * Every state an order has moved to after the one it was created in (that one is on the order row):
 * who moved it (null: the system) and when. Read it through `orderStates`.
 */
export const orderStateHistory = pgTable(
  'order_state_history',
  {
    vendorId: orderPartVendor(),
    id: uuid('id').notNull().defaultRandom(),
    orderId: uuid('order_id').notNull(),
    /** The state it moved from; the creation, from none, is on the order row (decision 0036). */
    fromStatus: text('from_status', { enum: orderStatuses }),
    toStatus: text('to_status', { enum: orderStatuses }).notNull(),
    actorUserId: uuid('actor_user_id'),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    note: text('note'),
  },
  (t) => [
    primaryKey({ columns: [t.vendorId, t.id] }),
    foreignKey({
      name: 'order_state_history_order_fk',
      columns: [t.vendorId, t.orderId],
      foreignColumns: [orders.vendorId, orders.id],
    }).onDelete('cascade'),
    index('order_state_history_order').on(t.vendorId, t.orderId, t.at),
  ],
);

/**
 * Every state an order has been in (migration 0018, decision 0036): its creation, made from the order
 * row (from_status null, to_status its initial status, by created_by at created_at), then the history.
 */
export const orderStates = pgView('order_states', {
  vendorId: uuid('vendor_id').notNull(),
  orderId: uuid('order_id').notNull(),
  /** Null for the state the order was created in. */
  fromStatus: text('from_status', { enum: orderStatuses }),
  toStatus: text('to_status', { enum: orderStatuses }).notNull(),
  actorUserId: uuid('actor_user_id'),
  at: timestamp('at', { withTimezone: true }).notNull(),
  note: text('note'),
}).existing();

// ─── Refunds, ready notices (SPEC §4, §7 /api/orders/refund, /callforreadyorder; decision 0023) ──

/**
 * Money given back on an order: through the gateway of the online payment it came in by (GATEWAY,
 * transaction_id set), or by hand for cash and card (MANUAL). PENDING until the gateway says it went
 * through; an hourly job asks again until DONE or FAILED. One row per idempotency key.
 */
export const orderRefunds = pgTable(
  'order_refunds',
  {
    vendorId: vendorRef(),
    id: uuid('id').notNull().defaultRandom(),
    orderId: uuid('order_id').notNull(),
    transactionId: uuid('transaction_id'),
    method: text('method', { enum: ['GATEWAY', 'MANUAL'] }).notNull(),
    provider: text('provider').$type<TPaymentProvider>(),
    scope: text('scope', { enum: ['ORDER', 'ITEM', 'AMOUNT'] }).notNull(),
    orderItemId: uuid('order_item_id'),
    amount: bigint('amount', { mode: 'number' }).notNull(),
    currency: text('currency', { enum: ['TOMAN', 'RIAL'] }).notNull(),
    amountRial: bigint('amount_rial', { mode: 'number' }).notNull(),
    reason: text('reason').notNull(),
    state: text('state', { enum: ['PENDING', 'DONE', 'FAILED'] })
      .notNull()
      .default('PENDING'),
    failureReason: text('failure_reason'),
    idempotencyKey: text('idempotency_key').notNull(),
    requestHash: text('request_hash').notNull(),
    actorUserId: uuid('actor_user_id'),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    checkedAt: timestamp('checked_at', { withTimezone: true }),
    settledAt: timestamp('settled_at', { withTimezone: true }),
  },
  (t) => [
    primaryKey({ columns: [t.vendorId, t.id] }),
    foreignKey({
      name: 'order_refunds_order_fk',
      columns: [t.vendorId, t.orderId],
      foreignColumns: [orders.vendorId, orders.id],
    }).onDelete('cascade'),
    foreignKey({
      name: 'order_refunds_transaction_fk',
      columns: [t.vendorId, t.transactionId],
      foreignColumns: [transactions.vendorId, transactions.id],
    }),
    check('order_refunds_amount_positive', sql`${t.amount} > 0`),
    uniqueIndex('order_refunds_vendor_key').on(t.vendorId, t.idempotencyKey),
    index('order_refunds_vendor_order').on(t.vendorId, t.orderId, t.createdAt),
    index('order_refunds_pending').on(t.checkedAt).where(sql`${t.state} = 'PENDING'`),
  ],
);

/** When the customer was last told by SMS that the order is ready: at most one message per few minutes. */
export const orderReadyNotices = pgTable(
  'order_ready_notices',
  {
    vendorId: vendorRef(),
    orderId: uuid('order_id').notNull(),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.vendorId, t.orderId] }),
    foreignKey({
      name: 'order_ready_notices_order_fk',
      columns: [t.vendorId, t.orderId],
      foreignColumns: [orders.vendorId, orders.id],
    }).onDelete('cascade'),
  ],
);
