import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';

// Tenant tables carry vendor_id and keep it in their keys where practical, so that distributing by
// vendor_id (Citus) stays open. Users are platform-wide: one phone number is one person across vendors.

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

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

export const users = pgTable('users', {
  id: uuid('id').primaryKey(),
  phoneNumber: text('phone_number').notNull().unique(),
  firstName: text('first_name'),
  lastName: text('last_name'),
  email: text('email'),
  createdAt: createdAt(),
});

export const roles = pgTable(
  'roles',
  {
    vendorId: uuid('vendor_id')
      .notNull()
      .references(() => vendors.id, { onDelete: 'cascade' }),
    id: uuid('id').notNull().defaultRandom(),
    name: text('name').notNull(),
    permissions: text('permissions').array().notNull().default(sql`ARRAY[]::text[]`),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.vendorId, t.id] }),
    uniqueIndex('roles_vendor_name').on(t.vendorId, t.name),
  ],
);

/** Who works for a vendor: its owner (kind VENDOR, every permission) and its staff (their role's). */
export const vendorMembers = pgTable(
  'vendor_members',
  {
    vendorId: uuid('vendor_id')
      .notNull()
      .references(() => vendors.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: ['VENDOR', 'STAFF', 'BIKER'] }).notNull(),
    roleId: uuid('role_id'),
    active: boolean('active').notNull().default(true),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.vendorId, t.userId] })],
);

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
  },
  (t) => [primaryKey({ columns: [t.vendorId, t.userId] })],
);

/**
 * One login attempt: a code sent to a phone for a vendor and an audience. The code is stored only as
 * a keyed hash. user_id is chosen at login even for a person not yet registered; the user row is
 * created when they verify.
 */
export const otpChallenges = pgTable(
  'otp_challenges',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    vendorId: uuid('vendor_id')
      .notNull()
      .references(() => vendors.id, { onDelete: 'cascade' }),
    userId: uuid('user_id').notNull(),
    phoneNumber: text('phone_number').notNull(),
    audience: text('audience', { enum: ['site', 'bo', 'biker'] }).notNull(),
    codeHash: text('code_hash').notNull(),
    attempts: integer('attempts').notNull().default(0),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    consumedAt: timestamp('consumed_at', { withTimezone: true }),
    requestIp: text('request_ip').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index('otp_challenges_phone_created').on(t.phoneNumber, t.createdAt),
    index('otp_challenges_ip_created').on(t.requestIp, t.createdAt),
    index('otp_challenges_user_created').on(t.userId, t.createdAt),
  ],
);

/**
 * A login session. Every access token names its session; revoking the session (logout, refresh-token
 * reuse) makes its access tokens fail on their next request.
 */
export const sessions = pgTable('sessions', {
  id: uuid('id').primaryKey().defaultRandom(),
  userId: uuid('user_id').notNull(),
  vendorId: uuid('vendor_id'),
  kind: text('kind', { enum: ['CUSTOMER', 'STAFF', 'VENDOR', 'BIKER', 'ADMIN'] }).notNull(),
  createdAt: createdAt(),
  revokedAt: timestamp('revoked_at', { withTimezone: true }),
});

/** Refresh tokens, hashed; each use rotates to a new one in the same session. */
export const refreshTokens = pgTable(
  'refresh_tokens',
  {
    tokenHash: text('token_hash').primaryKey(),
    sessionId: uuid('session_id')
      .notNull()
      .references(() => sessions.id, { onDelete: 'cascade' }),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index('refresh_tokens_session').on(t.sessionId)],
);

export const admins = pgTable('admins', {
  id: uuid('id').primaryKey().defaultRandom(),
  username: text('username').notNull().unique(),
  passwordHash: text('password_hash').notNull(),
  createdAt: createdAt(),
});
