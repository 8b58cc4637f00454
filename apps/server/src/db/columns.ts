// Column helpers shared by the modules' schemas (each module owns its tables in <module>.schema.ts).
import { sql } from 'drizzle-orm';
import { timestamp } from 'drizzle-orm/pg-core';

// Tenant tables carry vendor_id and keep it in their keys where practical, so that distributing by
// vendor_id (Citus) stays open. Users are platform-wide: one phone number is one person across vendors.

export const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

/**
 * The moment of the insert itself, not of its transaction's start: rows written in one transaction
 * (the demo seed) still list in the order they were written.
 */
export const insertedAt = () =>
  timestamp('created_at', { withTimezone: true }).notNull().default(sql`clock_timestamp()`);
