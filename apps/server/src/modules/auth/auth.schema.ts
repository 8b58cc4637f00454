import { sql } from 'drizzle-orm';
import { index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { createdAt } from '../../db/columns';
import { vendors } from '../vendors/vendors.schema';

export const users = pgTable('users', {
  id: uuid('id').primaryKey(),
  phoneNumber: text('phone_number').notNull().unique(),
  firstName: text('first_name'),
  lastName: text('last_name'),
  email: text('email'),
  createdAt: createdAt(),
});

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
export const sessions = pgTable(
  'sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id').notNull(),
    vendorId: uuid('vendor_id'),
    kind: text('kind', { enum: ['CUSTOMER', 'STAFF', 'VENDOR', 'BIKER', 'ADMIN'] }).notNull(),
    createdAt: createdAt(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  // A removed member's open sessions are found by person and vendor (decision 0043).
  (t) => [index('sessions_member_open').on(t.vendorId, t.userId).where(sql`${t.revokedAt} IS NULL`)],
);

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

/**
 * Administrator login tries per username (any name tried, known or not, so a lock says nothing about
 * which exist): counted before the password is checked; from the fifth on, each try sets how long the
 * next must wait, doubling (decision 0043). A success deletes the row; a day without tries forgets it.
 */
export const adminLoginTries = pgTable('admin_login_tries', {
  username: text('username').primaryKey(),
  tries: integer('tries').notNull(),
  lastTryAt: timestamp('last_try_at', { withTimezone: true }).notNull(),
  nextTryAt: timestamp('next_try_at', { withTimezone: true }),
});
