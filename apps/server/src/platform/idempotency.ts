import crypto from 'node:crypto';
import { IDEMPOTENCY_KEY_PATTERN } from '@sofreh/domain';
import { AppError } from './errors';

/**
 * The `Idempotency-Key` of a write a client may retry (DESIGN.md): required, 8–255 characters of
 * letters, digits and `- _ . :` (a UUID fits). Anything else is refused before any work is done.
 */
export function requireIdempotencyKey(header: string | string[] | undefined): string {
  const value = Array.isArray(header) ? header[0] : header;
  if (value === undefined || value.trim() === '') throw new AppError('IDEMPOTENCY_KEY_REQUIRED');
  const key = value.trim();
  if (!IDEMPOTENCY_KEY_PATTERN.test(key)) throw new AppError('IDEMPOTENCY_KEY_INVALID');
  return key;
}

/**
 * JSON with object keys sorted and absent (undefined or null) fields left out: equal data, equal text.
 * Written with loops and one string: every order request is hashed through it.
 */
export function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) {
    let out = '[';
    for (let i = 0; i < value.length; i++) {
      if (i > 0) out += ',';
      out += canonicalJson(value[i]) ?? '';
    }
    return `${out}]`;
  }
  if (value !== null && typeof value === 'object') {
    const record = value as Record<string, unknown>;
    // The default sort compares UTF-16 code units, as `<` does.
    const keys = Object.keys(record).sort();
    let out = '{';
    for (const key of keys) {
      const v = record[key];
      if (v === undefined || v === null) continue;
      if (out.length > 1) out += ',';
      out += `${JSON.stringify(key)}:${canonicalJson(v)}`;
    }
    return `${out}}`;
  }
  return JSON.stringify(value);
}

/**
 * What a retry must repeat: the endpoint (scope) and the request body as parsed, so that key order,
 * whitespace the schema trims and fields the schema drops (a client-sent price) do not count.
 */
export function requestHash(scope: string, body: unknown): string {
  return crypto
    .createHash('sha256')
    .update(`${scope}\n${canonicalJson(body)}`)
    .digest('hex');
}
