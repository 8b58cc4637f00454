import type { TPaymentProvider } from '@sofreh/domain';
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  doublePrecision,
  foreignKey,
  index,
  integer,
  jsonb,
  pgTable,
  pgView,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';

// Tenant tables carry vendor_id and keep it in their keys where practical, so that distributing by
// vendor_id (Citus) stays open. Users are platform-wide: one phone number is one person across vendors.

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

export const vendors = pgTable('vendors', {
  id: uuid('id').primaryKey().defaultRandom(),
  slug: text('slug').notNull().unique(),
  name: text('name').notNull(),
  logoUrl: text('logo_url'),
  coverUrl: text('cover_url'),
  currency: text('currency', { enum: ['TOMAN', 'RIAL'] })
    .notNull()
    .default('TOMAN'),
  minimumBasket: bigint('minimum_basket', { mode: 'number' }).notNull().default(0),
  deliveryTypes: text('delivery_types')
    .array()
    .notNull()
    .default(sql`ARRAY['SERVE','PICKUP','DELIVER']::text[]`),
  offlineAccess: boolean('offline_access').notNull().default(false),
  active: boolean('active').notNull().default(true),
  phone: text('phone'),
  address: text('address'),
  latitude: doublePrecision('latitude'),
  longitude: doublePrecision('longitude'),
  /** VAT on items marked withTax, in percent (Iran: 10 since 1403). */
  taxPercent: integer('tax_percent').notNull().default(10),
  serviceFeeType: text('service_fee_type', { enum: ['PERCENTAGE', 'FIX'] })
    .notNull()
    .default('PERCENTAGE'),
  /** Percent for PERCENTAGE, an amount in the vendor's currency for FIX. */
  serviceFeeValue: bigint('service_fee_value', { mode: 'number' }).notNull().default(0),
  preparationMinutes: integer('preparation_minutes').notNull().default(20),
  sellChannels: text('sell_channels').array().notNull().default(sql`ARRAY['SALON','QR','WEBSITE']::text[]`),
  printItemsOnFactor: boolean('print_items_on_factor').notNull().default(true),
  createdAt: createdAt(),
});

/** Custom domains: the whole host names the vendor (e.g. order.kababi.ir). */
export const vendorDomains = pgTable('vendor_domains', {
  domain: text('domain').primaryKey(),
  vendorId: uuid('vendor_id')
    .notNull()
    .references(() => vendors.id, { onDelete: 'cascade' }),
});

export const openingHours = pgTable(
  'opening_hours',
  {
    vendorId: uuid('vendor_id')
      .notNull()
      .references(() => vendors.id, { onDelete: 'cascade' }),
    id: uuid('id').notNull().defaultRandom(),
    dayOfWeek: text('day_of_week', { enum: ['MON', 'TUE', 'WED', 'THU', 'FRI', 'SAT', 'SUN'] }).notNull(),
    startTime: text('start_time').notNull(),
    endTime: text('end_time').notNull(),
  },
  (t) => [primaryKey({ columns: [t.vendorId, t.id] })],
);

export const users = pgTable('users', {
  id: uuid('id').primaryKey(),
  phoneNumber: text('phone_number').notNull().unique(),
  firstName: text('first_name'),
  lastName: text('last_name'),
  email: text('email'),
  createdAt: createdAt(),
});

export const roles = pgTable(
  'roles',
  {
    vendorId: uuid('vendor_id')
      .notNull()
      .references(() => vendors.id, { onDelete: 'cascade' }),
    id: uuid('id').notNull().defaultRandom(),
    name: text('name').notNull(),
    permissions: text('permissions').array().notNull().default(sql`ARRAY[]::text[]`),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.vendorId, t.id] }),
    uniqueIndex('roles_vendor_name').on(t.vendorId, t.name),
  ],
);

/** Who works for a vendor: its owner (kind VENDOR, every permission) and its staff (their role's). */
export const vendorMembers = pgTable(
  'vendor_members',
  {
    vendorId: uuid('vendor_id')
      .notNull()
      .references(() => vendors.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: ['VENDOR', 'STAFF', 'BIKER'] }).notNull(),
    roleId: uuid('role_id'),
    active: boolean('active').notNull().default(true),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.vendorId, t.userId] })],
);

/** A person who has logged in on a vendor's customer site. */
export const vendorCustomers = pgTable(
  'vendor_customers',
  {
    vendorId: uuid('vendor_id')
      .notNull()
      .references(() => vendors.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
    /** The name this vendor's staff gave them (decision 0022); only this vendor sees it. */
    firstName: text('first_name'),
    lastName: text('last_name'),
    /** The staff member who added them for a phone order; null when they signed up on the site. */
    addedByUserId: uuid('added_by_user_id'),
  },
  (t) => [primaryKey({ columns: [t.vendorId, t.userId] })],
);

/**
 * One login attempt: a code sent to a phone for a vendor and an audience. The code is stored only as
 * a keyed hash. user_id is chosen at login even for a person not yet registered; the user row is
 * created when they verify.
 */
export const otpChallenges = pgTable(
  'otp_challenges',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    vendorId: uuid('vendor_id')
      .notNull()
      .references(() => vendors.id, { onDelete: 'cascade' }),
    userId: uuid('user_id').notNull(),
    phoneNumber: text('phone_number').notNull(),
    audience: text('audience', { enum: ['site', 'bo', 'biker'] }).notNull(),
    codeHash: text('code_hash').notNull(),
    attempts: integer('attempts').notNull().default(0),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    consumedAt: timestamp('consumed_at', { withTimezone: true }),
    requestIp: text('request_ip').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index('otp_challenges_phone_created').on(t.phoneNumber, t.createdAt),
    index('otp_challenges_ip_created').on(t.requestIp, t.createdAt),
    index('otp_challenges_user_created').on(t.userId, t.createdAt),
  ],
);

/**
 * A login session. Every access token names its session; revoking the session (logout, refresh-token
 * reuse) makes its access tokens fail on their next request.
 */
export const sessions = pgTable(
  'sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id').notNull(),
    vendorId: uuid('vendor_id'),
    kind: text('kind', { enum: ['CUSTOMER', 'STAFF', 'VENDOR', 'BIKER', 'ADMIN'] }).notNull(),
    createdAt: createdAt(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  // A removed member's open sessions are found by person and vendor (decision 0043).
  (t) => [index('sessions_member_open').on(t.vendorId, t.userId).where(sql`${t.revokedAt} IS NULL`)],
);

/** Refresh tokens, hashed; each use rotates to a new one in the same session. */
export const refreshTokens = pgTable(
  'refresh_tokens',
  {
    tokenHash: text('token_hash').primaryKey(),
    sessionId: uuid('session_id')
      .notNull()
      .references(() => sessions.id, { onDelete: 'cascade' }),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index('refresh_tokens_session').on(t.sessionId)],
);

export const admins = pgTable('admins', {
  id: uuid('id').primaryKey().defaultRandom(),
  username: text('username').notNull().unique(),
  passwordHash: text('password_hash').notNull(),
  createdAt: createdAt(),
});

/**
 * Administrator login tries per username (any name tried, known or not, so a lock says nothing about
 * which exist): counted before the password is checked; from the fifth on, each try sets how long the
 * next must wait, doubling (decision 0043). A success deletes the row; a day without tries forgets it.
 */
export const adminLoginTries = pgTable('admin_login_tries', {
  username: text('username').primaryKey(),
  tries: integer('tries').notNull(),
  lastTryAt: timestamp('last_try_at', { withTimezone: true }).notNull(),
  nextTryAt: timestamp('next_try_at', { withTimezone: true }),
});

// ─── Catalog (SPEC §3, §7 catalog service) ─────────────────────────────────────────────────────────
// Every catalog table is keyed (vendor_id, id), and every reference between them is a composite
// foreign key that includes vendor_id: the database itself refuses an item pointing at another
// vendor's category, whatever a bug in the code might try.

const vendorRef = () =>
  uuid('vendor_id')
    .notNull()
    .references(() => vendors.id, { onDelete: 'cascade' });

export const menuCategories = pgTable(
  'menu_categories',
  {
    vendorId: vendorRef(),
    id: uuid('id').notNull().defaultRandom(),
    title: text('title').notNull(),
    description: text('description'),
    sortOrder: integer('sort_order').notNull().default(0),
    active: boolean('active').notNull().default(true),
    sellChannels: text('sell_channels').array().notNull().default(sql`ARRAY['SALON']::text[]`),
    /** The printer station its items print at; the printer-stations increment adds the table it points to. */
    printerStationId: uuid('printer_station_id'),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.vendorId, t.id] })],
);

export const menuItems = pgTable(
  'menu_items',
  {
    vendorId: vendorRef(),
    id: uuid('id').notNull().defaultRandom(),
    categoryId: uuid('category_id').notNull(),
    title: text('title').notNull(),
    description: text('description'),
    price: bigint('price', { mode: 'number' }).notNull(),
    packagingCost: bigint('packaging_cost', { mode: 'number' }).notNull().default(0),
    servePackagingCost: bigint('serve_packaging_cost', { mode: 'number' }).notNull().default(0),
    withTax: boolean('with_tax').notNull().default(false),
    active: boolean('active').notNull().default(true),
    available: boolean('available').notNull().default(true),
    imageUrl: text('image_url'),
    tags: text('tags').array().notNull().default(sql`ARRAY[]::text[]`),
    sortOrder: integer('sort_order').notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.vendorId, t.id] }),
    // No cascade: a category with items cannot be deleted (the service says so in Persian first).
    foreignKey({
      name: 'menu_items_category_fk',
      columns: [t.vendorId, t.categoryId],
      foreignColumns: [menuCategories.vendorId, menuCategories.id],
    }),
    index('menu_items_vendor_category').on(t.vendorId, t.categoryId),
  ],
);

export const toppingCategories = pgTable(
  'topping_categories',
  {
    vendorId: vendorRef(),
    id: uuid('id').notNull().defaultRandom(),
    title: text('title').notNull(),
    available: boolean('available').notNull().default(true),
    sortOrder: integer('sort_order').notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.vendorId, t.id] })],
);

export const toppings = pgTable(
  'toppings',
  {
    vendorId: vendorRef(),
    id: uuid('id').notNull().defaultRandom(),
    toppingCategoryId: uuid('topping_category_id').notNull(),
    title: text('title').notNull(),
    price: bigint('price', { mode: 'number' }).notNull().default(0),
    available: boolean('available').notNull().default(true),
    sortOrder: integer('sort_order').notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.vendorId, t.id] }),
    // A topping belongs to its category: deleting the category deletes its toppings.
    foreignKey({
      name: 'toppings_category_fk',
      columns: [t.vendorId, t.toppingCategoryId],
      foreignColumns: [toppingCategories.vendorId, toppingCategories.id],
    }).onDelete('cascade'),
    index('toppings_vendor_category').on(t.vendorId, t.toppingCategoryId),
  ],
);

/** The topping categories offered with an item, and how many toppings of each a customer picks. */
export const menuItemToppingCategories = pgTable(
  'menu_item_topping_categories',
  {
    vendorId: vendorRef(),
    menuItemId: uuid('menu_item_id').notNull(),
    toppingCategoryId: uuid('topping_category_id').notNull(),
    minSelect: integer('min_select').notNull().default(0),
    maxSelect: integer('max_select').notNull(),
    sortOrder: integer('sort_order').notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.vendorId, t.menuItemId, t.toppingCategoryId] }),
    foreignKey({
      name: 'menu_item_topping_categories_item_fk',
      columns: [t.vendorId, t.menuItemId],
      foreignColumns: [menuItems.vendorId, menuItems.id],
    }).onDelete('cascade'),
    // No cascade: a topping category offered with items cannot be deleted until it is taken off them.
    foreignKey({
      name: 'menu_item_topping_categories_category_fk',
      columns: [t.vendorId, t.toppingCategoryId],
      foreignColumns: [toppingCategories.vendorId, toppingCategories.id],
    }),
    index('menu_item_topping_categories_category').on(t.vendorId, t.toppingCategoryId),
  ],
);

/** A named set of weekday time windows (Tehran time) in which the items assigned to it are sold. */
export const foodShifts = pgTable(
  'food_shifts',
  {
    vendorId: vendorRef(),
    id: uuid('id').notNull().defaultRandom(),
    title: text('title').notNull(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.vendorId, t.id] })],
);

export const foodShiftWindows = pgTable(
  'food_shift_windows',
  {
    vendorId: vendorRef(),
    id: uuid('id').notNull().defaultRandom(),
    shiftId: uuid('shift_id').notNull(),
    dayOfWeek: text('day_of_week', { enum: ['MON', 'TUE', 'WED', 'THU', 'FRI', 'SAT', 'SUN'] }).notNull(),
    startTime: text('start_time').notNull(),
    endTime: text('end_time').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.vendorId, t.id] }),
    foreignKey({
      name: 'food_shift_windows_shift_fk',
      columns: [t.vendorId, t.shiftId],
      foreignColumns: [foodShifts.vendorId, foodShifts.id],
    }).onDelete('cascade'),
    index('food_shift_windows_shift').on(t.vendorId, t.shiftId),
  ],
);

export const menuItemFoodShifts = pgTable(
  'menu_item_food_shifts',
  {
    vendorId: vendorRef(),
    menuItemId: uuid('menu_item_id').notNull(),
    foodShiftId: uuid('food_shift_id').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.vendorId, t.menuItemId, t.foodShiftId] }),
    foreignKey({
      name: 'menu_item_food_shifts_item_fk',
      columns: [t.vendorId, t.menuItemId],
      foreignColumns: [menuItems.vendorId, menuItems.id],
    }).onDelete('cascade'),
    // No cascade: deleting a shift would silently put its items on sale all day.
    foreignKey({
      name: 'menu_item_food_shifts_shift_fk',
      columns: [t.vendorId, t.foodShiftId],
      foreignColumns: [foodShifts.vendorId, foodShifts.id],
    }),
    index('menu_item_food_shifts_shift').on(t.vendorId, t.foodShiftId),
  ],
);

/**
 * One number per vendor, bumped in the same transaction as every catalog write. The customer menu's
 * ETag (and the per-instance menu cache that follows) keys off it, so every server instance sees a
 * change at once without messaging each other.
 */
export const catalogVersions = pgTable('catalog_versions', {
  vendorId: uuid('vendor_id')
    .primaryKey()
    .references(() => vendors.id, { onDelete: 'cascade' }),
  version: bigint('version', { mode: 'number' }).notNull().default(0),
});

/** Ready-made order notes staff pick from when taking an order ("بدون پیاز", "سس جدا"). */
export const defaultDescriptions = pgTable(
  'default_descriptions',
  {
    vendorId: vendorRef(),
    id: uuid('id').notNull().defaultRandom(),
    text: text('text').notNull(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.vendorId, t.id] })],
);

/** A receipt printer on the restaurant's network (ESC/POS over TCP, port 9100 by default). */
export const printers = pgTable(
  'printers',
  {
    vendorId: vendorRef(),
    id: uuid('id').notNull().defaultRandom(),
    name: text('name').notNull(),
    ip: text('ip').notNull(),
    port: integer('port').notNull().default(9100),
    /** 80 or 58: the receipt is drawn this wide (576 or 384 dots at 203 dpi; decision 0044). */
    paperWidthMm: integer('paper_width_mm').notNull().default(80),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.vendorId, t.id] }),
    check('printers_paper_width_mm', sql`${t.paperWidthMm} IN (58, 80)`),
  ],
);

/**
 * Where tickets print: KITCHEN stations print the items of the menu categories routed to them
 * (menu_categories.printer_station_id), CUSTOMER stations print the customer's bill.
 */
export const printerStations = pgTable(
  'printer_stations',
  {
    vendorId: vendorRef(),
    id: uuid('id').notNull().defaultRandom(),
    name: text('name').notNull(),
    kind: text('kind', { enum: ['KITCHEN', 'CUSTOMER'] }).notNull(),
    printerId: uuid('printer_id'),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.vendorId, t.id] }),
    // A printer in use cannot be deleted out from under its stations.
    foreignKey({
      name: 'printer_stations_printer_fk',
      columns: [t.vendorId, t.printerId],
      foreignColumns: [printers.vendorId, printers.id],
    }),
  ],
);

// ─── Addresses and delivery zones (SPEC §7 /identity/address, /api-delivery/v1) ────────────────────

/**
 * The moment of the insert itself, not of its transaction's start: rows written in one transaction
 * (the demo seed) still list in the order they were written.
 */
const insertedAt = () =>
  timestamp('created_at', { withTimezone: true }).notNull().default(sql`clock_timestamp()`);

/**
 * A customer's saved address at one vendor (decision 0013: per person and vendor, not shared between
 * restaurants). Keyed by the customer's membership of the vendor, so an address can only belong to
 * someone who is that vendor's customer, and goes when they are removed. Staff creating an address
 * for a customer (phone orders) write the same rows.
 */
export const customerAddresses = pgTable(
  'customer_addresses',
  {
    vendorId: vendorRef(),
    id: uuid('id').notNull().defaultRandom(),
    userId: uuid('user_id').notNull(),
    title: text('title').notNull(),
    text: text('text').notNull(),
    details: text('details'),
    latitude: doublePrecision('latitude').notNull(),
    longitude: doublePrecision('longitude').notNull(),
    receiverPhone: text('receiver_phone'),
    createdAt: insertedAt(),
  },
  (t) => [
    primaryKey({ columns: [t.vendorId, t.id] }),
    foreignKey({
      name: 'customer_addresses_customer_fk',
      columns: [t.vendorId, t.userId],
      foreignColumns: [vendorCustomers.vendorId, vendorCustomers.userId],
    }).onDelete('cascade'),
    index('customer_addresses_customer').on(t.vendorId, t.userId),
  ],
);

/**
 * An area the vendor delivers to, at one price: a polygon of [latitude, longitude] points stored as
 * JSON (PGlite has no PostGIS), with its bounding box in columns so that finding the zones around a
 * point reads only the few whose box contains it before the exact test runs in code.
 */
export const deliveryZones = pgTable(
  'delivery_zones',
  {
    vendorId: vendorRef(),
    id: uuid('id').notNull().defaultRandom(),
    vendorsProperName: text('vendors_proper_name').notNull(),
    price: bigint('price', { mode: 'number' }).notNull(),
    enabled: boolean('enabled').notNull().default(true),
    polygon: jsonb('polygon').$type<Array<[number, number]>>().notNull(),
    minLat: doublePrecision('min_lat').notNull(),
    maxLat: doublePrecision('max_lat').notNull(),
    minLng: doublePrecision('min_lng').notNull(),
    maxLng: doublePrecision('max_lng').notNull(),
    createdAt: insertedAt(),
  },
  (t) => [primaryKey({ columns: [t.vendorId, t.id] })],
);

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
    serviceType: text('service_type', { enum: ['DELIVER', 'PICKUP', 'SERVE', 'ZFEXPRESS'] }).notNull(),
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

// ─── Caller ID and POS terminals (issue 5, decision 0024) ──────────────────────────────────────────

/**
 * A phone line plugged into the restaurant's caller-ID box. The box proves itself with the line's
 * device key, kept only as a SHA-256 hash (the key is 32 random bytes: no salt or slow hash needed).
 */
export const callerIdLines = pgTable(
  'caller_id_lines',
  {
    vendorId: vendorRef(),
    id: uuid('id').notNull().defaultRandom(),
    lineNumber: integer('line_number').notNull(),
    number: text('number').notNull(),
    label: text('label'),
    keyHash: text('key_hash').notNull(),
    /** The key's last 4 characters, so staff can tell which key a device holds. */
    keyHint: text('key_hint').notNull(),
    keyCreatedAt: timestamp('key_created_at', { withTimezone: true }).notNull().defaultNow(),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.vendorId, t.id] }),
    uniqueIndex('caller_id_lines_vendor_line').on(t.vendorId, t.lineNumber),
    uniqueIndex('caller_id_lines_key_hash').on(t.keyHash),
  ],
);

/** An incoming call a line's device reported (or a test call from the settings screen). */
export const callerIdCalls = pgTable(
  'caller_id_calls',
  {
    vendorId: vendorRef(),
    id: uuid('id').notNull().defaultRandom(),
    lineId: uuid('line_id').notNull(),
    /** Normalised (normalizeCallerNumber); null for a withheld number. */
    number: text('number'),
    /** The device's own id of the call, when it sends one: a retry with it is the same call. */
    deviceCallId: text('device_call_id'),
    test: boolean('test').notNull().default(false),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.vendorId, t.id] }),
    foreignKey({
      name: 'caller_id_calls_line_fk',
      columns: [t.vendorId, t.lineId],
      foreignColumns: [callerIdLines.vendorId, callerIdLines.id],
    }).onDelete('cascade'),
    index('caller_id_calls_vendor_received').on(t.vendorId, t.receivedAt),
    index('caller_id_calls_line_received').on(t.vendorId, t.lineId, t.receivedAt),
    uniqueIndex('caller_id_calls_device_call')
      .on(t.vendorId, t.lineId, t.deviceCallId)
      .where(sql`${t.deviceCallId} IS NOT NULL`),
  ],
);

/** A card payment terminal at the counter (SPEC §2). Paying through one is a later step. */
export const posTerminals = pgTable(
  'pos_terminals',
  {
    vendorId: vendorRef(),
    id: uuid('id').notNull().defaultRandom(),
    name: text('name').notNull(),
    provider: text('provider', {
      enum: [
        'MELLAT',
        'MELLI',
        'TEJARAT',
        'SAMAN',
        'ASANPARDAKHT',
        'PARSIAN_DLL',
        'PARSIAN_JSON',
        'PASARGAD',
      ],
    }).notNull(),
    terminalId: text('terminal_id').notNull(),
    serialNumber: text('serial_number'),
    ip: text('ip'),
    port: integer('port'),
    active: boolean('active').notNull().default(true),
    createdAt: insertedAt(),
  },
  (t) => [
    primaryKey({ columns: [t.vendorId, t.id] }),
    uniqueIndex('pos_terminals_vendor_provider_terminal').on(t.vendorId, t.provider, t.terminalId),
  ],
);

// ─── Printing orders (issue 5 "Printing", decision 0021) ───────────────────────────────────────────

/** Stations that print an order by themselves, and on which event (no row: only when asked). */
export const autoPrintStations = pgTable(
  'auto_print_stations',
  {
    vendorId: vendorRef(),
    stationId: uuid('station_id').notNull(),
    trigger: text('trigger', { enum: ['NEW', 'CONFIRMED'] }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.vendorId, t.stationId] }),
    foreignKey({
      name: 'auto_print_stations_station_fk',
      columns: [t.vendorId, t.stationId],
      foreignColumns: [printerStations.vendorId, printerStations.id],
    }).onDelete('cascade'),
  ],
);

/**
 * One print of an order at one station: asked for by a person (MANUAL, any number of times) or
 * started by an automatic trigger — at most once per order, station and trigger, which the partial
 * unique index enforces whichever instance or back office claims it first.
 */
export const printJobs = pgTable(
  'print_jobs',
  {
    vendorId: vendorRef(),
    id: uuid('id').notNull().defaultRandom(),
    orderId: uuid('order_id').notNull(),
    /** No foreign key: the record of what was printed outlives a deleted station. */
    stationId: uuid('station_id').notNull(),
    trigger: text('trigger', { enum: ['NEW', 'CONFIRMED', 'MANUAL'] }).notNull(),
    output: text('output', { enum: ['NETWORK', 'BROWSER'] }).notNull(),
    state: text('state', { enum: ['QUEUED', 'PRINTED', 'FAILED'] }).notNull(),
    attempts: integer('attempts').notNull().default(0),
    failureReason: text('failure_reason'),
    requestedBy: uuid('requested_by'),
    createdAt: insertedAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    printedAt: timestamp('printed_at', { withTimezone: true }),
  },
  (t) => [
    primaryKey({ columns: [t.vendorId, t.id] }),
    foreignKey({
      name: 'print_jobs_order_fk',
      columns: [t.vendorId, t.orderId],
      foreignColumns: [orders.vendorId, orders.id],
    }).onDelete('cascade'),
    index('print_jobs_order').on(t.vendorId, t.orderId, t.createdAt),
    uniqueIndex('print_jobs_auto_once')
      .on(t.vendorId, t.orderId, t.stationId, t.trigger)
      .where(sql`${t.trigger} <> 'MANUAL'`),
  ],
);

/** The printer sandbox (demo): the last receipt each printer was sent, decoded back to a PNG. */
export const printerSandboxPrints = pgTable(
  'printer_sandbox_prints',
  {
    vendorId: vendorRef(),
    printerId: uuid('printer_id').notNull(),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    pngBase64: text('png_base64').notNull(),
    printedAt: timestamp('printed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.vendorId, t.printerId] }),
    foreignKey({
      name: 'printer_sandbox_prints_printer_fk',
      columns: [t.vendorId, t.printerId],
      foreignColumns: [printers.vendorId, printers.id],
    }).onDelete('cascade'),
  ],
);

// ── Audit log (issue 6, decision 0020) ───────────────────────────────────────
// Written only by the audit_row() trigger (migration 0008) inside the writing transaction.

/** One change to one row by a staff member or administrator: who, when, what, and before → after. */
export const auditLog = pgTable(
  'audit_log',
  {
    vendorId: vendorRef(),
    id: uuid('id').notNull().defaultRandom(),
    at: timestamp('at', { withTimezone: true }).notNull().default(sql`clock_timestamp()`),
    actorUserId: uuid('actor_user_id').notNull(),
    /** The actor's name as it was then (a later rename does not rewrite history). */
    actorName: text('actor_name').notNull(),
    requestId: text('request_id'),
    objectType: text('object_type').notNull(),
    objectId: text('object_id').notNull(),
    /** The object's title/name/code/number as it was then, for rows that are objects themselves. */
    objectLabel: text('object_label'),
    tableName: text('table_name').notNull(),
    action: text('action', { enum: ['INSERT', 'UPDATE', 'DELETE'] }).notNull(),
    /** Changed columns only for UPDATE; the whole row (secrets excluded) for INSERT/DELETE. */
    before: jsonb('before').$type<Record<string, unknown>>(),
    after: jsonb('after').$type<Record<string, unknown>>(),
  },
  (t) => [
    primaryKey({ columns: [t.vendorId, t.id] }),
    index('audit_log_vendor_at').on(t.vendorId, t.at),
    index('audit_log_vendor_actor_at').on(t.vendorId, t.actorUserId, t.at),
    index('audit_log_vendor_type_at').on(t.vendorId, t.objectType, t.at),
  ],
);

/** The tables audit_attach() put a trigger on, and how (read by the tests). */
export const auditedTables = pgTable('audited_tables', {
  tableName: text('table_name').primaryKey(),
  objectType: text('object_type').notNull(),
  idColumn: text('id_column').notNull(),
  vendorColumn: text('vendor_column').notNull(),
  excludedColumns: text('excluded_columns').array().notNull(),
});
