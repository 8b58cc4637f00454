import crypto from 'node:crypto';
import {
  ALL_PERMISSIONS,
  normalizeIranianMobile,
  type TLoginRequest,
  type TLoginResponse,
  type TPermission,
  type TProfile,
  type TTokens,
  type TUpdateProfileRequest,
  type TVerifyRequest,
  toLatinDigits,
} from '@sofreh/domain';
import argon2 from 'argon2';
import type { Config } from '../../config';
import type { Database, Executor } from '../../db/database';
import type { ChangePublisher } from '../../platform/change-feed';
import type { Clock } from '../../platform/clock';
import type { AuthContext, SessionKind, VendorContext } from '../../platform/context';
import { AppError, fieldError } from '../../platform/errors';
import type { Jobs } from '../../platform/jobs';
import { linkCustomer } from '../customers/customers.service';
import type { AccessCache, CachedAccess } from './access-cache';
import { announceAccessChange } from './access-changes';
import * as repo from './auth.repository';
import { createOtpHasher, generateOtp } from './otp';
import { createTokenService, hashRefreshToken, newRefreshToken } from './tokens';

export const OTP_SMS_QUEUE = 'sms-otp';
export const MAX_OTP_ATTEMPTS = 5;
/** SPEC §9: a session (its refresh tokens) lives at most 7 days, however often it is refreshed. */
export const SESSION_MAX_AGE_MS = 7 * 24 * 3600 * 1000;
const HOUR_MS = 3600 * 1000;
/** The per-account lock of administrator logins (decision 0043). */
export const ADMIN_LOGIN_POLICY: repo.AdminLoginPolicy = {
  freeTries: 5,
  firstWaitSeconds: 60,
  maxWaitSeconds: 3600,
  forgetAfterMs: 24 * HOUR_MS,
};

export type OtpSmsJob = { challengeId: string; phoneNumber: string; sealedCode: string; expiresAt: string };
type Audience = 'site' | 'bo' | 'biker';

export type AuthService = ReturnType<typeof createAuthService>;

export function createAuthService(deps: {
  database: Database;
  config: Config;
  clock: Clock;
  jobs: Jobs;
  /** Revocations are announced through it, so every instance drops the session at once. */
  changes: ChangePublisher;
  /** Without it (CLI, tests of one call) every access check reads the database. */
  accessCache?: AccessCache;
}) {
  const { database, config, clock, jobs, changes, accessCache } = deps;
  const db = database.db;
  const tokens = createTokenService({
    secret: config.jwtSecret,
    accessTtlSeconds: config.ACCESS_TOKEN_TTL_SECONDS,
    clock,
  });
  const otp = createOtpHasher(config.jwtSecret);
  // Verifying an unknown admin still costs one argon2 run, so timing does not reveal usernames.
  const dummyAdminHash = argon2.hash(crypto.randomBytes(16).toString('hex'));

  function normalizePhone(input: string): string {
    const phone = normalizeIranianMobile(input);
    if (!phone) {
      throw new AppError('INVALID_PHONE_NUMBER', {
        errors: [fieldError('phoneNumber', 'شماره موبایل را به شکل ۰۹۱۲۳۴۵۶۷۸۹ وارد کنید.')],
      });
    }
    return phone;
  }

  /** Staff-side audiences are only for people who work for this vendor. */
  async function sessionKindFor(tx: Executor, vendorId: string, userId: string, audience: Audience) {
    if (audience === 'site') return 'CUSTOMER' as const;
    const member = await repo.findMembership(tx, vendorId, userId);
    const wanted = audience === 'biker' ? ['BIKER'] : ['VENDOR', 'STAFF'];
    if (!member?.active || !wanted.includes(member.kind)) return null;
    return member.kind as 'VENDOR' | 'STAFF' | 'BIKER';
  }

  /** Revokes a session and drops it from every instance's access cache, this one's before returning. */
  function revoke(sessionId: string) {
    return changes.transaction(async (tx, publish) => {
      await repo.revokeSession(tx, sessionId, clock.now());
      await announceAccessChange(publish, { session: sessionId });
    });
  }

  /** The session's access as the database has it now, or null when it no longer gives any. */
  async function readAccess(sessionId: string): Promise<CachedAccess | null> {
    const row = await repo.loadSessionAccess(db, sessionId);
    if (!row || row.revokedAt) return null;
    let permissions: readonly TPermission[] = [];
    const member = row.kind === 'VENDOR' || row.kind === 'STAFF' || row.kind === 'BIKER';
    if (member) {
      if (!row.memberActive || row.memberKind !== row.kind) return null;
      permissions = row.kind === 'VENDOR' ? ALL_PERMISSIONS : ((row.permissions ?? []) as TPermission[]);
    }
    // One object serves every request of the session while it is kept: frozen, so none can change it.
    const context: AuthContext = Object.freeze({
      userId: row.userId,
      sessionId,
      kind: row.kind,
      vendorId: row.vendorId,
      permissions: new Set(permissions),
    });
    return { context, roleId: member ? row.roleId : null };
  }

  async function startSession(
    tx: Executor,
    userId: string,
    vendorId: string | null,
    kind: SessionKind,
  ): Promise<TTokens> {
    const now = clock.now();
    const session = await repo.insertSession(tx, { userId, vendorId, kind, createdAt: now });
    const refreshToken = newRefreshToken();
    await repo.insertRefreshToken(tx, session.id, hashRefreshToken(refreshToken), now);
    const token = await tokens.signAccess({ userId, sessionId: session.id, kind, vendorId });
    return { token, refreshToken };
  }

  return {
    tokens,

    /** Sends a login code (SPEC §7 auth/login). Limits protect the SMS bill: per phone and per IP. */
    async login(
      vendor: VendorContext,
      input: TLoginRequest,
      requestIp: string,
      audience?: Audience,
    ): Promise<TLoginResponse> {
      const phoneNumber = normalizePhone(input.phoneNumber);
      const target: Audience = audience ?? (input.isBackOffice ? 'bo' : 'site');
      const existing = await repo.findUserByPhone(db, phoneNumber);
      if (target !== 'site') {
        const kind = existing ? await sessionKindFor(db, vendor.id, existing.id, target) : null;
        if (!kind) throw new AppError('ACCESS_DENIED_ERR');
      }
      const now = clock.now();
      const challengeId = crypto.randomUUID();
      const code = generateOtp();

      const userId = await db.transaction(async (tx) => {
        await repo.lockKeys(tx, [`otp-phone:${phoneNumber}`, `otp-ip:${requestIp}`]);
        const latest = await repo.latestChallengeForPhone(tx, phoneNumber);
        const cooldownMs = config.OTP_RESEND_COOLDOWN_SECONDS * 1000;
        if (latest && now.getTime() - latest.createdAt.getTime() < cooldownMs) {
          const wait = Math.ceil((cooldownMs - (now.getTime() - latest.createdAt.getTime())) / 1000);
          throw new AppError('OTP_RESEND_COOLDOWN', { headers: { 'retry-after': String(wait) } });
        }
        const hourAgo = new Date(now.getTime() - HOUR_MS);
        if (
          (await repo.countChallengesSince(tx, { phoneNumber }, hourAgo)) >= config.OTP_PHONE_HOURLY_LIMIT
        ) {
          throw new AppError('TOO_MANY_REQUESTS', { headers: { 'retry-after': '3600' } });
        }
        if ((await repo.countChallengesSince(tx, { requestIp }, hourAgo)) >= config.OTP_IP_HOURLY_LIMIT) {
          throw new AppError('TOO_MANY_REQUESTS', { headers: { 'retry-after': '3600' } });
        }
        // A person not registered yet keeps one id across resends, so any of their codes verifies them.
        const id = existing?.id ?? latest?.userId ?? crypto.randomUUID();
        const expiresAt = new Date(now.getTime() + config.OTP_TTL_SECONDS * 1000);
        await repo.insertChallenge(tx, {
          id: challengeId,
          vendorId: vendor.id,
          userId: id,
          phoneNumber,
          audience: target,
          codeHash: otp.hash(challengeId, code),
          expiresAt,
          requestIp,
          createdAt: now,
        });
        const job: OtpSmsJob = {
          challengeId,
          phoneNumber,
          sealedCode: otp.seal(code),
          expiresAt: expiresAt.toISOString(),
        };
        await jobs.send(OTP_SMS_QUEUE, job, { tx, retryLimit: 3 });
        return id;
      });
      return { userId, isRegistered: Boolean(existing?.firstName), phoneNumber };
    },

    /** Checks a code (SPEC §7 auth/verify): single use, bound to its challenge, 5 tries, expires. */
    async verify(vendor: VendorContext, input: TVerifyRequest): Promise<TTokens> {
      const challenge = await repo.latestChallengeForUser(db, vendor.id, input.userId);
      if (!challenge || challenge.consumedAt) throw new AppError('OTP_INVALID');
      if (challenge.attempts >= MAX_OTP_ATTEMPTS) throw new AppError('OTP_TOO_MANY_ATTEMPTS');
      const now = clock.now();
      if (challenge.expiresAt.getTime() <= now.getTime()) throw new AppError('OTP_EXPIRED');

      // The try is counted first: of any number of guesses sent together, five at most are compared.
      const attempt = await repo.countAttempt(db, challenge.id, MAX_OTP_ATTEMPTS);
      if (attempt === null) throw new AppError('OTP_TOO_MANY_ATTEMPTS');
      if (!otp.matches(challenge.id, toLatinDigits(input.otp), challenge.codeHash)) {
        if (attempt >= MAX_OTP_ATTEMPTS) await repo.consumeChallenge(db, challenge.id, now);
        throw new AppError('OTP_INVALID');
      }

      const user = await repo.findUserById(db, challenge.userId);
      if (!user?.firstName && !(input.firstName && input.lastName)) {
        // The code stays valid: the person only has to add their name.
        throw new AppError('NAMES_REQUIRED', {
          errors: [
            ...(input.firstName ? [] : [fieldError('firstName', 'نام را وارد کنید.')]),
            ...(input.lastName ? [] : [fieldError('lastName', 'نام خانوادگی را وارد کنید.')]),
          ],
        });
      }

      return db.transaction(async (tx) => {
        if (!(await repo.consumeChallenge(tx, challenge.id, now))) throw new AppError('OTP_INVALID');
        let userId = user?.id;
        if (!user) {
          const created = await repo.insertUser(tx, {
            id: challenge.userId,
            phoneNumber: challenge.phoneNumber,
            firstName: input.firstName ?? null,
            lastName: input.lastName ?? null,
          });
          userId = created.id;
        } else if (!user.firstName) {
          await repo.updateUserProfile(tx, user.id, {
            firstName: input.firstName!,
            lastName: input.lastName!,
          });
        }
        const kind = await sessionKindFor(tx, vendor.id, userId!, challenge.audience);
        if (!kind) throw new AppError('ACCESS_DENIED_ERR');
        if (kind === 'CUSTOMER') await linkCustomer(tx, vendor.id, userId!);
        return startSession(tx, userId!, vendor.id, kind);
      });
    },

    /** Rotates a refresh token. A replayed (already used) token revokes its whole session. */
    async refresh(refreshToken: string | undefined): Promise<TTokens> {
      if (!refreshToken) throw new AppError('REFRESH_TOKEN_INVALID');
      const tokenHash = hashRefreshToken(refreshToken);
      const now = clock.now();
      const found = await repo.findRefreshToken(db, tokenHash);
      if (!found || found.session.revokedAt) throw new AppError('REFRESH_TOKEN_INVALID');
      const { session } = found;
      if (now.getTime() - session.createdAt.getTime() > SESSION_MAX_AGE_MS)
        throw new AppError('REFRESH_TOKEN_INVALID');

      const result = await db.transaction(async (tx) => {
        if (found.token.usedAt || !(await repo.markRefreshTokenUsed(tx, tokenHash, now)))
          return 'replayed' as const;
        if (session.kind === 'STAFF' || session.kind === 'VENDOR' || session.kind === 'BIKER') {
          const member = await repo.findMembership(tx, session.vendorId!, session.userId);
          if (!member?.active) return 'no-access' as const;
        }
        const next = newRefreshToken();
        await repo.insertRefreshToken(tx, session.id, hashRefreshToken(next), now);
        const token = await tokens.signAccess({
          userId: session.userId,
          sessionId: session.id,
          kind: session.kind,
          vendorId: session.vendorId,
        });
        return { token, refreshToken: next };
      });
      if (typeof result === 'object') return result;
      await revoke(session.id);
      throw new AppError('REFRESH_TOKEN_INVALID');
    },

    /**
     * Demo only (/dev/sms): whether a code the console provider sent to this phone is one of this
     * vendor's login codes — matched against the vendor's challenges by their keyed hash, so the page
     * of one vendor never shows a code of another's.
     */
    async isVendorLoginCode(vendorId: string, phoneNumber: string, code: string): Promise<boolean> {
      const challenges = await repo.recentChallengesForPhone(db, vendorId, phoneNumber, 20);
      return challenges.some((challenge) => otp.matches(challenge.id, code, challenge.codeHash));
    },

    async logout(auth: AuthContext): Promise<void> {
      await revoke(auth.sessionId);
    },

    /** Revokes the session a refresh token belongs to (logout with only the cookie). */
    async logoutByRefreshToken(refreshToken: string): Promise<void> {
      const found = await repo.findRefreshToken(db, hashRefreshToken(refreshToken));
      if (found) await revoke(found.session.id);
    },

    async getProfile(auth: AuthContext): Promise<TProfile> {
      const user = await repo.findUserById(db, auth.userId);
      if (!user) throw new AppError('NOT_FOUND');
      return toProfile(user, auth);
    },

    async updateProfile(auth: AuthContext, input: TUpdateProfileRequest): Promise<TProfile> {
      const user = await repo.updateUserProfile(db, auth.userId, {
        firstName: input.firstName,
        lastName: input.lastName,
        ...(input.email !== undefined ? { email: input.email } : {}),
      });
      if (!user) throw new AppError('NOT_FOUND');
      return toProfile(user, auth);
    },

    /**
     * Besides the per-IP limit of the route, each username has its own: five tries, then a wait that
     * doubles with every further try (1 minute up to an hour), whichever addresses the tries come from.
     */
    async adminLogin(username: string, password: string): Promise<TTokens> {
      const claim = await repo.claimAdminLoginTry(db, username, clock.now(), ADMIN_LOGIN_POLICY);
      if (!claim.allowed) {
        throw new AppError('ADMIN_LOGIN_LOCKED', {
          headers: { 'retry-after': String(claim.retryAfterSeconds) },
        });
      }
      const admin = await repo.findAdminByUsername(db, username);
      const ok = await argon2.verify(admin?.passwordHash ?? (await dummyAdminHash), password);
      if (!admin || !ok) throw new AppError('ADMIN_LOGIN_FAILED');
      await repo.forgetAdminLoginTries(db, username);
      return startSession(db, admin.id, null, 'ADMIN');
    },

    async setAdminPassword(username: string, password: string): Promise<void> {
      await repo.upsertAdmin(db, username, await argon2.hash(password));
    },

    /**
     * The access context of a verified token: kept per instance by session (decision 0027) and read
     * again after any announced change, so a revoked session, a removed staff member or a changed role
     * takes effect on the very next request; read from the database every time while the change feed
     * is down.
     */
    async loadAccess(claims: {
      sessionId: string;
      userId: string;
      kind: SessionKind;
    }): Promise<AuthContext | null> {
      const access = accessCache
        ? await accessCache.get(claims.sessionId, () => readAccess(claims.sessionId))
        : await readAccess(claims.sessionId);
      if (!access || access.context.userId !== claims.userId || access.context.kind !== claims.kind)
        return null;
      return access.context;
    },
  };
}

function toProfile(
  user: {
    id: string;
    phoneNumber: string;
    firstName: string | null;
    lastName: string | null;
    email: string | null;
  },
  auth: AuthContext,
): TProfile {
  return {
    id: user.id,
    phoneNumber: user.phoneNumber,
    firstName: user.firstName,
    lastName: user.lastName,
    email: user.email,
    kind: auth.kind === 'ADMIN' ? 'STAFF' : auth.kind,
    vendorId: auth.vendorId,
  };
}
