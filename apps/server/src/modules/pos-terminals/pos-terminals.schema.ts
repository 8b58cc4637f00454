import { boolean, integer, pgTable, primaryKey, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { insertedAt } from '../../db/columns';
import { vendorRef } from '../vendors/vendors.schema';

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
