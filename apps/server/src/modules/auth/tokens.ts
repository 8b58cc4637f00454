import crypto from 'node:crypto';
import { errors as joseErrors, jwtVerify, SignJWT } from 'jose';
import type { Clock } from '../../platform/clock';
import type { SessionKind } from '../../platform/context';
import { AppError } from '../../platform/errors';

const ISSUER = 'sofreh';
const AUDIENCE = 'sofreh-api';
// The header type tells an access token from anything else signed with the same key.
const ACCESS_TYPE = 'at+jwt';
/** How many verified tokens one instance remembers (oldest out first). */
const MAX_VERIFIED = 10_000;

export type AccessClaims = { userId: string; sessionId: string; kind: SessionKind; vendorId: string | null };

export type TokenService = ReturnType<typeof createTokenService>;

/** Short-lived access tokens (JWT, HS256 only) and opaque refresh tokens stored as hashes. */
export function createTokenService(options: { secret: string; accessTtlSeconds: number; clock: Clock }) {
  const key = crypto.createHash('sha256').update(`access:${options.secret}`).digest();
  /**
   * Tokens whose signature and claims were checked, with their expiry (seconds): a client sends the
   * same token with every request, and checking an HMAC through WebCrypto was about a tenth of an
   * order's CPU. Only the expiry is checked again; revocation is the session's, read per request.
   */
  const verified = new Map<string, { claims: AccessClaims; exp: number }>();

  return {
    async signAccess(claims: AccessClaims): Promise<string> {
      const now = Math.floor(options.clock.now().getTime() / 1000);
      return new SignJWT({ sid: claims.sessionId, knd: claims.kind, vid: claims.vendorId })
        .setProtectedHeader({ alg: 'HS256', typ: ACCESS_TYPE })
        .setSubject(claims.userId)
        .setIssuer(ISSUER)
        .setAudience(AUDIENCE)
        .setIssuedAt(now)
        .setExpirationTime(now + options.accessTtlSeconds)
        .sign(key);
    },

    /** Checks signature, algorithm, issuer, audience, type and expiry; any failure is JWT_DECODE_ERR. */
    async verifyAccess(token: string): Promise<AccessClaims> {
      // A token already verified is the very same bytes: only its expiry can have changed since.
      const now = options.clock.now();
      const kept = verified.get(token);
      if (kept) {
        if (kept.exp > now.getTime() / 1000) return kept.claims;
        verified.delete(token);
      }
      try {
        const { payload } = await jwtVerify(token, key, {
          algorithms: ['HS256'],
          issuer: ISSUER,
          audience: AUDIENCE,
          typ: ACCESS_TYPE,
          currentDate: options.clock.now(),
          requiredClaims: ['sub', 'exp', 'sid', 'knd'],
        });
        const claims: AccessClaims = {
          userId: String(payload.sub),
          sessionId: String(payload.sid),
          kind: payload.knd as SessionKind,
          vendorId: typeof payload.vid === 'string' ? payload.vid : null,
        };
        if (verified.size >= MAX_VERIFIED) verified.delete(verified.keys().next().value!);
        verified.set(token, { claims, exp: Number(payload.exp) });
        return claims;
      } catch (error) {
        if (error instanceof joseErrors.JOSEError || error instanceof TypeError)
          throw new AppError('JWT_DECODE_ERR');
        throw error;
      }
    },
  };
}

/** A new opaque refresh token; only its hash is stored. */
export function newRefreshToken(): string {
  return crypto.randomBytes(32).toString('base64url');
}

export function hashRefreshToken(token: string): string {
  return crypto.createHash('sha256').update(token).digest('base64url');
}
