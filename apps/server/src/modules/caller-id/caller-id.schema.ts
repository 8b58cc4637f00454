import { sql } from 'drizzle-orm';
import {
  boolean,
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
import { vendorRef } from '../vendors/vendors.schema';

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
