import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  foreignKey,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { createdAt } from '../../db/columns';
import { users } from '../auth/auth.schema';
import { menuItems } from '../catalog/catalog.schema';
import { vendorRef } from '../vendors/vendors.schema';

// ─── Discount codes (SPEC §3, §7 /identity/discountcodes; decision 0009) ──────────────────────────

/**
 * A vendor's discount code. `code` is stored normalised (trimmed, upper case, Latin digits) and is
 * unique per vendor among codes not deleted. A code that orders used is soft-deleted (deleted_at), so
 * order history keeps pointing at it; its text can then be given to a new code.
 */
export const discountCodes = pgTable(
  'discount_codes',
  {
    vendorId: vendorRef(),
    id: uuid('id').notNull().defaultRandom(),
    code: text('code').notNull(),
    type: text('type', { enum: ['MONEY', 'PERCENTAGE', 'FREESHIPPING', 'FREEITEM'] }).notNull(),
    /** Amount for MONEY, percent for PERCENTAGE, 0 for the other types. */
    value: bigint('value', { mode: 'number' }).notNull().default(0),
    /** PERCENTAGE only: the most it takes off. */
    cap: bigint('cap', { mode: 'number' }),
    minOrderAmount: bigint('min_order_amount', { mode: 'number' }).notNull().default(0),
    expiration: timestamp('expiration', { withTimezone: true }),
    active: boolean('active').notNull().default(true),
    usageLimit: integer('usage_limit'),
    usageCount: integer('usage_count').notNull().default(0),
    usageLimitPerUser: integer('usage_limit_per_user'),
    /** Advertised on the customer site (GET /available); a code that is not stays private. */
    vendorDeal: boolean('vendor_deal').notNull().default(false),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.vendorId, t.id] }),
    uniqueIndex('discount_codes_vendor_code').on(t.vendorId, t.code).where(sql`${t.deletedAt} IS NULL`),
    // The promise "never over its limit" is kept by the claim's conditional update; the database
    // refuses anything that would break it all the same.
    check(
      'discount_codes_usage_count',
      sql`${t.usageCount} >= 0 AND (${t.usageLimit} IS NULL OR ${t.usageCount} <= ${t.usageLimit})`,
    ),
  ],
);

/** What a FREEITEM code gives: menu items of the same vendor, with a count each. */
export const discountCodeFreeItems = pgTable(
  'discount_code_free_items',
  {
    vendorId: vendorRef(),
    discountCodeId: uuid('discount_code_id').notNull(),
    menuItemId: uuid('menu_item_id').notNull(),
    count: integer('count').notNull().default(1),
    sortOrder: integer('sort_order').notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.vendorId, t.discountCodeId, t.menuItemId] }),
    foreignKey({
      name: 'discount_code_free_items_code_fk',
      columns: [t.vendorId, t.discountCodeId],
      foreignColumns: [discountCodes.vendorId, discountCodes.id],
    }).onDelete('cascade'),
    // Deleting a menu item takes it off the codes that give it (a FREEITEM code left with none is
    // refused as invalid), rather than making the menu item impossible to delete.
    foreignKey({
      name: 'discount_code_free_items_item_fk',
      columns: [t.vendorId, t.menuItemId],
      foreignColumns: [menuItems.vendorId, menuItems.id],
    }).onDelete('cascade'),
    index('discount_code_free_items_item').on(t.vendorId, t.menuItemId),
  ],
);

/**
 * One use of a code: by whom, on which order. Written in the order's transaction by the claim, removed
 * when the order is cancelled or rejected. order_id has no foreign key here: the orders table belongs
 * to the orders module, which adds it.
 */
export const discountCodeUsages = pgTable(
  'discount_code_usages',
  {
    vendorId: vendorRef(),
    id: uuid('id').notNull().defaultRandom(),
    discountCodeId: uuid('discount_code_id').notNull(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    orderId: uuid('order_id').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.vendorId, t.id] }),
    foreignKey({
      name: 'discount_code_usages_code_fk',
      columns: [t.vendorId, t.discountCodeId],
      foreignColumns: [discountCodes.vendorId, discountCodes.id],
    }),
    // One code per order.
    uniqueIndex('discount_code_usages_order').on(t.vendorId, t.orderId),
    index('discount_code_usages_code_user').on(t.vendorId, t.discountCodeId, t.userId),
  ],
);
