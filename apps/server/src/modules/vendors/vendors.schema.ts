import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  doublePrecision,
  integer,
  pgTable,
  primaryKey,
  text,
  uuid,
} from 'drizzle-orm/pg-core';
import { createdAt } from '../../db/columns';

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

export const vendorRef = () =>
  uuid('vendor_id')
    .notNull()
    .references(() => vendors.id, { onDelete: 'cascade' });
