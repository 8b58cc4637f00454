import { sql } from 'drizzle-orm';
import {
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
import { insertedAt } from '../../db/columns';
import { printerStations, printers } from '../catalog/catalog.schema';
import { orders } from '../orders/orders.schema';
import { vendorRef } from '../vendors/vendors.schema';

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
