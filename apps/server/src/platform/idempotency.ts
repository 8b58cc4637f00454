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

/** JSON with object keys sorted and absent (undefined or null) fields left out: equal data, equal text. */
export function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, v]) => v !== undefined && v !== null)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
      .map(([k, v]) => `${JSON.stringify(k)}:${canonicalJson(v)}`);
    return `{${entries.join(',')}}`;
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
