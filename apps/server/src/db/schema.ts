import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  doublePrecision,
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
export const sessions = pgTable('sessions', {
  id: uuid('id').primaryKey().defaultRandom(),
  userId: uuid('user_id').notNull(),
  vendorId: uuid('vendor_id'),
  kind: text('kind', { enum: ['CUSTOMER', 'STAFF', 'VENDOR', 'BIKER', 'ADMIN'] }).notNull(),
  createdAt: createdAt(),
  revokedAt: timestamp('revoked_at', { withTimezone: true }),
});

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
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.vendorId, t.id] })],
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
