import crypto from 'node:crypto';

const VERSION = 'v1';
const IV_BYTES = 12;
const TAG_BYTES = 16;

/** A sealed value that cannot be opened: another key, another owner, or tampered with. */
export class SecretBoxError extends Error {
  override readonly name = 'SecretBoxError';
}

/**
 * Encrypts small secrets (gateway credentials) for storage: AES-256-GCM with a key derived from the
 * configured PAYMENT_SECRETS_KEY. Each value is bound to a context string (e.g. the vendor and
 * account it belongs to) as associated data, so a sealed value copied onto another row does not
 * open. The sealed form names the key it was made with, so a changed key is reported as such rather
 * than as corruption. Messages never include the plaintext or the key.
 */
export function createSecretBox(secret: string) {
  if (secret.length < 32) throw new Error('The secrets key must be at least 32 characters');
  const key = Buffer.from(crypto.hkdfSync('sha256', secret, 'sofreh', 'payment-credentials', 32));
  const keyId = crypto.createHash('sha256').update(key).digest('hex').slice(0, 8);

  return {
    keyId,
    seal(plaintext: string, context: string): string {
      const iv = crypto.randomBytes(IV_BYTES);
      const cipher = crypto.createCipheriv('aes-256-gcm', key, iv);
      cipher.setAAD(Buffer.from(context, 'utf8'));
      const body = Buffer.concat([cipher.update(plaintext, 'utf8'), cipher.final()]);
      const sealed = Buffer.concat([iv, cipher.getAuthTag(), body]).toString('base64url');
      return `${VERSION}.${keyId}.${sealed}`;
    },
    open(sealed: string, context: string): string {
      const [version, sealedKeyId, payload] = sealed.split('.');
      if (version !== VERSION || !sealedKeyId || !payload) throw new SecretBoxError('not a sealed value');
      if (sealedKeyId !== keyId) {
        throw new SecretBoxError(
          `sealed with another key (${sealedKeyId}; this server's PAYMENT_SECRETS_KEY is ${keyId})`,
        );
      }
      const raw = Buffer.from(payload, 'base64url');
      if (raw.length < IV_BYTES + TAG_BYTES) throw new SecretBoxError('sealed value is truncated');
      try {
        const decipher = crypto.createDecipheriv('aes-256-gcm', key, raw.subarray(0, IV_BYTES));
        decipher.setAAD(Buffer.from(context, 'utf8'));
        decipher.setAuthTag(raw.subarray(IV_BYTES, IV_BYTES + TAG_BYTES));
        return Buffer.concat([
          decipher.update(raw.subarray(IV_BYTES + TAG_BYTES)),
          decipher.final(),
        ]).toString('utf8');
      } catch {
        throw new SecretBoxError('sealed value does not open: tampered with, or sealed for another owner');
      }
    },
  };
}
export type SecretBox = ReturnType<typeof createSecretBox>;
