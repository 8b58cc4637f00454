import crypto from 'node:crypto';
import { OTP_LENGTH } from '@sofreh/domain';

/** A uniformly random code from the OS CSPRNG (never Math.random). */
export function generateOtp(): string {
  return crypto
    .randomInt(0, 10 ** OTP_LENGTH)
    .toString()
    .padStart(OTP_LENGTH, '0');
}

/**
 * Codes are stored as a keyed hash bound to their challenge: a leaked table gives neither the codes
 * nor a cheap way to try all million of them, and a code only works against its own challenge.
 */
export function createOtpHasher(secret: string) {
  const hashKey = crypto.createHash('sha256').update(`otp-hash:${secret}`).digest();
  const sealKey = crypto.createHash('sha256').update(`otp-seal:${secret}`).digest();

  const hash = (challengeId: string, code: string) =>
    crypto.createHmac('sha256', hashKey).update(`${challengeId}:${code}`).digest('base64url');

  return {
    hash,
    matches(challengeId: string, code: string, storedHash: string): boolean {
      const a = Buffer.from(hash(challengeId, code));
      const b = Buffer.from(storedHash);
      return a.length === b.length && crypto.timingSafeEqual(a, b);
    },
    /** Encrypts the code for the SMS job's payload so the job table never holds it in clear. */
    seal(code: string): string {
      const iv = crypto.randomBytes(12);
      const cipher = crypto.createCipheriv('aes-256-gcm', sealKey, iv);
      const body = Buffer.concat([cipher.update(code, 'utf8'), cipher.final()]);
      return Buffer.concat([iv, cipher.getAuthTag(), body]).toString('base64url');
    },
    open(sealed: string): string {
      const raw = Buffer.from(sealed, 'base64url');
      const decipher = crypto.createDecipheriv('aes-256-gcm', sealKey, raw.subarray(0, 12));
      decipher.setAuthTag(raw.subarray(12, 28));
      return Buffer.concat([decipher.update(raw.subarray(28)), decipher.final()]).toString('utf8');
    },
  };
}
export type OtpHasher = ReturnType<typeof createOtpHasher>;
