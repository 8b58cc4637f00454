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
  uuid,
} from 'drizzle-orm/pg-core';
import { createdAt } from '../../db/columns';
import { vendorRef, vendors } from '../vendors/vendors.schema';

// ─── Catalog (SPEC §3, §7 catalog service) ─────────────────────────────────────────────────────────
// Every catalog table is keyed (vendor_id, id), and every reference between them is a composite
// foreign key that includes vendor_id: the database itself refuses an item pointing at another
// vendor's category, whatever a bug in the code might try.

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
