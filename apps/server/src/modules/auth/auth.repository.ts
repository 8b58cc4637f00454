import { and, count, desc, eq, gte, inArray, isNull, lt, sql } from 'drizzle-orm';
import type { Executor } from '../../db/database';
import type { SessionKind } from '../../platform/context';
import { roles, vendorMembers } from '../staff/staff.schema';
import { adminLoginTries, admins, otpChallenges, refreshTokens, sessions, users } from './auth.schema';

export async function findUserByPhone(db: Executor, phoneNumber: string) {
  const [row] = await db.select().from(users).where(eq(users.phoneNumber, phoneNumber)).limit(1);
  return row ?? null;
}

export async function findUserById(db: Executor, userId: string) {
  const [row] = await db.select().from(users).where(eq(users.id, userId)).limit(1);
  return row ?? null;
}

/** Inserts the user unless the phone number is already taken; returns the row for that phone. */
export async function insertUser(
  db: Executor,
  user: { id: string; phoneNumber: string; firstName: string | null; lastName: string | null },
) {
  await db.insert(users).values(user).onConflictDoNothing({ target: users.phoneNumber });
  return (await findUserByPhone(db, user.phoneNumber))!;
}

export async function updateUserProfile(
  db: Executor,
  userId: string,
  profile: { firstName: string; lastName: string; email?: string | null },
) {
  const [row] = await db.update(users).set(profile).where(eq(users.id, userId)).returning();
  return row ?? null;
}

/**
 * The person's membership of the vendor. Read under a share lock: a session opened on it commits
 * before a removal of the member can revoke that member's sessions, or sees the removal and is not
 * opened (`endMemberSessions`).
 */
export async function findMembership(db: Executor, vendorId: string, userId: string) {
  const [row] = await db
    .select({ kind: vendorMembers.kind, active: vendorMembers.active, roleId: vendorMembers.roleId })
    .from(vendorMembers)
    .where(and(eq(vendorMembers.vendorId, vendorId), eq(vendorMembers.userId, userId)))
    .limit(1)
    .for('share');
  return row ?? null;
}

/** Serialises OTP sends per key (phone, IP) across every server instance until the transaction ends. */
export { lockKeys } from '../../db/advisory-lock';

export async function countChallengesSince(
  db: Executor,
  where: { phoneNumber?: string; requestIp?: string },
  since: Date,
) {
  const filter = where.phoneNumber
    ? eq(otpChallenges.phoneNumber, where.phoneNumber)
    : eq(otpChallenges.requestIp, where.requestIp ?? '');
  const [row] = await db
    .select({ n: count() })
    .from(otpChallenges)
    .where(and(filter, gte(otpChallenges.createdAt, since)));
  return row?.n ?? 0;
}

export async function latestChallengeForPhone(db: Executor, phoneNumber: string) {
  const [row] = await db
    .select()
    .from(otpChallenges)
    .where(eq(otpChallenges.phoneNumber, phoneNumber))
    .orderBy(desc(otpChallenges.createdAt))
    .limit(1);
  return row ?? null;
}

export async function latestChallengeForUser(db: Executor, vendorId: string, userId: string) {
  const [row] = await db
    .select()
    .from(otpChallenges)
    .where(and(eq(otpChallenges.vendorId, vendorId), eq(otpChallenges.userId, userId)))
    .orderBy(desc(otpChallenges.createdAt))
    .limit(1);
  return row ?? null;
}

/** A vendor's most recent login challenges for a phone (the demo's SMS page matches codes to them). */
export function recentChallengesForPhone(db: Executor, vendorId: string, phoneNumber: string, limit: number) {
  return db
    .select({ id: otpChallenges.id, codeHash: otpChallenges.codeHash })
    .from(otpChallenges)
    .where(and(eq(otpChallenges.phoneNumber, phoneNumber), eq(otpChallenges.vendorId, vendorId)))
    .orderBy(desc(otpChallenges.createdAt))
    .limit(limit);
}

export async function insertChallenge(db: Executor, challenge: typeof otpChallenges.$inferInsert) {
  await db.insert(otpChallenges).values(challenge);
}

/**
 * Counts a try before its code is compared, in one statement, and only while the challenge has tries
 * left: parallel guesses cannot all pass a check made before any of them was counted. Returns the
 * try's number, or null when the challenge is used up (consumed, or `maxAttempts` tries counted).
 */
export async function countAttempt(db: Executor, challengeId: string, maxAttempts: number) {
  const [row] = await db
    .update(otpChallenges)
    .set({ attempts: sql`${otpChallenges.attempts} + 1` })
    .where(
      and(
        eq(otpChallenges.id, challengeId),
        isNull(otpChallenges.consumedAt),
        lt(otpChallenges.attempts, maxAttempts),
      ),
    )
    .returning({ attempts: otpChallenges.attempts });
  return row?.attempts ?? null;
}

/** Marks the challenge used; false when someone else used it first (a code works once). */
export async function consumeChallenge(db: Executor, challengeId: string, at: Date) {
  const rows = await db
    .update(otpChallenges)
    .set({ consumedAt: at })
    .where(and(eq(otpChallenges.id, challengeId), isNull(otpChallenges.consumedAt)))
    .returning({ id: otpChallenges.id });
  return rows.length === 1;
}

export async function insertSession(
  db: Executor,
  session: { userId: string; vendorId: string | null; kind: SessionKind; createdAt: Date },
) {
  const [row] = await db.insert(sessions).values(session).returning();
  return row!;
}

export async function insertRefreshToken(
  db: Executor,
  sessionId: string,
  tokenHash: string,
  createdAt: Date,
) {
  await db.insert(refreshTokens).values({ sessionId, tokenHash, createdAt });
}

export async function findRefreshToken(db: Executor, tokenHash: string) {
  const [row] = await db
    .select({ token: refreshTokens, session: sessions })
    .from(refreshTokens)
    .innerJoin(sessions, eq(sessions.id, refreshTokens.sessionId))
    .where(eq(refreshTokens.tokenHash, tokenHash))
    .limit(1);
  return row ?? null;
}

/** Marks a refresh token used; false when it had been used already (a replay). */
export async function markRefreshTokenUsed(db: Executor, tokenHash: string, at: Date) {
  const rows = await db
    .update(refreshTokens)
    .set({ usedAt: at })
    .where(and(eq(refreshTokens.tokenHash, tokenHash), isNull(refreshTokens.usedAt)))
    .returning({ tokenHash: refreshTokens.tokenHash });
  return rows.length === 1;
}

/** Revokes every staff-side session (owner, staff, biker) a person holds at a vendor. */
export async function revokeMemberSessions(db: Executor, vendorId: string, userId: string, at: Date) {
  await db
    .update(sessions)
    .set({ revokedAt: at })
    .where(
      and(
        eq(sessions.vendorId, vendorId),
        eq(sessions.userId, userId),
        inArray(sessions.kind, ['VENDOR', 'STAFF', 'BIKER']),
        isNull(sessions.revokedAt),
      ),
    );
}

export async function revokeSession(db: Executor, sessionId: string, at: Date) {
  await db
    .update(sessions)
    .set({ revokedAt: at })
    .where(and(eq(sessions.id, sessionId), isNull(sessions.revokedAt)));
}

/**
 * Everything a request's access check needs, in one query: the session, and for staff their
 * membership and role. Kept per instance until a writer announces a change (access-cache.ts).
 */
export async function loadSessionAccess(db: Executor, sessionId: string) {
  const [row] = await db
    .select({
      userId: sessions.userId,
      vendorId: sessions.vendorId,
      kind: sessions.kind,
      revokedAt: sessions.revokedAt,
      memberActive: vendorMembers.active,
      memberKind: vendorMembers.kind,
      roleId: vendorMembers.roleId,
      permissions: roles.permissions,
    })
    .from(sessions)
    .leftJoin(
      vendorMembers,
      and(eq(vendorMembers.vendorId, sessions.vendorId), eq(vendorMembers.userId, sessions.userId)),
    )
    .leftJoin(roles, and(eq(roles.vendorId, vendorMembers.vendorId), eq(roles.id, vendorMembers.roleId)))
    .where(eq(sessions.id, sessionId))
    .limit(1);
  return row ?? null;
}

export async function findAdminByUsername(db: Executor, username: string) {
  const [row] = await db.select().from(admins).where(eq(admins.username, username)).limit(1);
  return row ?? null;
}

export async function upsertAdmin(db: Executor, username: string, passwordHash: string) {
  await db
    .insert(admins)
    .values({ username, passwordHash })
    .onConflictDoUpdate({ target: admins.username, set: { passwordHash } });
}

export type AdminLoginPolicy = {
  /** Tries before the first wait. */
  freeTries: number;
  firstWaitSeconds: number;
  maxWaitSeconds: number;
  /** A name not tried for this long starts its count afresh. */
  forgetAfterMs: number;
};

/**
 * Counts an administrator login try before its password is checked, in one statement, unless the name
 * must still wait: tries sent together are counted one after another, so no more are checked than the
 * policy lets through. From the `freeTries`-th try on, each sets the wait before the next, doubling up
 * to `maxWaitSeconds`. Returns the seconds left to wait when the try is refused.
 */
export async function claimAdminLoginTry(
  db: Executor,
  username: string,
  at: Date,
  policy: AdminLoginPolicy,
): Promise<{ allowed: true } | { allowed: false; retryAfterSeconds: number }> {
  const now = sql`${at.toISOString()}::timestamptz`;
  const forgotten = sql`${new Date(at.getTime() - policy.forgetAfterMs).toISOString()}::timestamptz`;
  const tries = sql`(CASE WHEN t.last_try_at < ${forgotten} THEN 1 ELSE t.tries + 1 END)`;
  await db
    .delete(adminLoginTries)
    .where(lt(adminLoginTries.lastTryAt, new Date(at.getTime() - policy.forgetAfterMs)));
  const claimed = (await db.execute(sql`
    INSERT INTO admin_login_tries AS t (username, tries, last_try_at, next_try_at)
    VALUES (${username}, 1, ${now}, NULL)
    ON CONFLICT (username) DO UPDATE SET
      tries = ${tries},
      last_try_at = ${now},
      next_try_at = CASE WHEN ${tries} >= ${policy.freeTries}
        THEN ${now} + make_interval(secs => least(${policy.firstWaitSeconds}::float8 * power(2, ${tries} - ${policy.freeTries}), ${policy.maxWaitSeconds}::float8))
        ELSE NULL END
    WHERE t.next_try_at IS NULL OR t.next_try_at <= ${now}
    RETURNING t.tries`)) as unknown as { rows: unknown[] };
  if (claimed.rows.length > 0) return { allowed: true };
  const [row] = await db
    .select({ nextTryAt: adminLoginTries.nextTryAt })
    .from(adminLoginTries)
    .where(eq(adminLoginTries.username, username));
  const waitMs = (row?.nextTryAt?.getTime() ?? at.getTime()) - at.getTime();
  return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil(waitMs / 1000)) };
}

/** A successful login starts the name's count afresh. */
export async function forgetAdminLoginTries(db: Executor, username: string) {
  await db.delete(adminLoginTries).where(eq(adminLoginTries.username, username));
}
