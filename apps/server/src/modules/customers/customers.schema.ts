import { pgTable, primaryKey, text, uuid } from 'drizzle-orm/pg-core';
import { createdAt } from '../../db/columns';
import { users } from '../auth/auth.schema';
import { vendors } from '../vendors/vendors.schema';

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
    /** The name this vendor's staff gave them (decision 0022); only this vendor sees it. */
    firstName: text('first_name'),
    lastName: text('last_name'),
    /** The staff member who added them for a phone order; null when they signed up on the site. */
    addedByUserId: uuid('added_by_user_id'),
  },
  (t) => [primaryKey({ columns: [t.vendorId, t.userId] })],
);
