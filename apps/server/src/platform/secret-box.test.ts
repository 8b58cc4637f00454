import { describe, expect, it } from 'vitest';
import { createSecretBox, SecretBoxError } from './secret-box';

const KEY = 'a-payment-secrets-key-of-forty-characters';
const MERCHANT = '0f6b2a1c-3d4e-4f50-8a9b-0c1d2e3f4a5b';

describe('secret box', () => {
  const box = createSecretBox(KEY);

  it('opens what it sealed, for the same context', () => {
    const sealed = box.seal(MERCHANT, 'vendor-1/account-1');
    expect(box.open(sealed, 'vendor-1/account-1')).toBe(MERCHANT);
  });

  it('never shows the secret in the sealed form, and seals the same value differently each time', () => {
    const a = box.seal(MERCHANT, 'ctx');
    const b = box.seal(MERCHANT, 'ctx');
    expect(a).not.toBe(b);
    for (const sealed of [a, b]) {
      expect(sealed).not.toContain(MERCHANT);
      expect(sealed).not.toContain(Buffer.from(MERCHANT).toString('base64url'));
      expect(sealed).toMatch(/^v1\.[0-9a-f]{8}\.[A-Za-z0-9_-]+$/);
    }
  });

  it('does not open a value moved to another owner', () => {
    const sealed = box.seal(MERCHANT, 'vendor-1/account-1');
    expect(() => box.open(sealed, 'vendor-2/account-1')).toThrow(SecretBoxError);
  });

  it('does not open a value that was changed', () => {
    const [version, keyId, payload] = box.seal(MERCHANT, 'ctx').split('.');
    const bytes = Buffer.from(payload!, 'base64url');
    const last = bytes.length - 1;
    bytes[last] = (bytes[last] ?? 0) ^ 1;
    expect(() => box.open(`${version}.${keyId}.${bytes.toString('base64url')}`, 'ctx')).toThrow(/tampered/);
    expect(() => box.open('v1.nonsense', 'ctx')).toThrow(SecretBoxError);
  });

  it('says so when the key changed, naming key ids but never a key', () => {
    const sealed = box.seal(MERCHANT, 'ctx');
    const otherKey = 'another-payment-secrets-key-forty-chars!!';
    let error: unknown;
    try {
      createSecretBox(otherKey).open(sealed, 'ctx');
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(SecretBoxError);
    const message = (error as Error).message;
    expect(message).toMatch(/another key/);
    expect(message).not.toContain(KEY);
    expect(message).not.toContain(otherKey);
  });

  it('refuses a short key', () => {
    expect(() => createSecretBox('short')).toThrow(/32 characters/);
  });
});
