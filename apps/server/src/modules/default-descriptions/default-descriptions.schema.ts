import { pgTable, primaryKey, text, uuid } from 'drizzle-orm/pg-core';
import { createdAt } from '../../db/columns';
import { vendorRef } from '../vendors/vendors.schema';

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
