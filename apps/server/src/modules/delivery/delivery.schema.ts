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
  primaryKey,
  text,
  uuid,
} from 'drizzle-orm/pg-core';
import { insertedAt } from '../../db/columns';
import { vendorCustomers } from '../customers/customers.schema';
import { vendorRef } from '../vendors/vendors.schema';

// ─── Addresses and delivery zones (SPEC §7 /identity/address, /api-delivery/v1) ────────────────────

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
    /** How long a courier takes to addresses in the zone (decision 0046): the customer's expected time. */
    deliveryMinutes: integer('delivery_minutes').notNull().default(30),
    polygon: jsonb('polygon').$type<Array<[number, number]>>().notNull(),
    minLat: doublePrecision('min_lat').notNull(),
    maxLat: doublePrecision('max_lat').notNull(),
    minLng: doublePrecision('min_lng').notNull(),
    maxLng: doublePrecision('max_lng').notNull(),
    createdAt: insertedAt(),
  },
  (t) => [
    primaryKey({ columns: [t.vendorId, t.id] }),
    check('delivery_zones_delivery_minutes', sql`${t.deliveryMinutes} BETWEEN 1 AND 600`),
  ],
);
