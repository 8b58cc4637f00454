import { sql } from 'drizzle-orm';
import { index, jsonb, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { vendorRef } from '../vendors/vendors.schema';

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
