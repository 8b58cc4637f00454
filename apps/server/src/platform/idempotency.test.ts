import { describe, expect, it } from 'vitest';
import { AppError } from './errors';
import { canonicalJson, requestHash, requireIdempotencyKey } from './idempotency';

const codeOf = (fn: () => unknown) => {
  try {
    fn();
  } catch (error) {
    return error instanceof AppError ? error.code : 'not an AppError';
  }
  return null;
};

describe('Idempotency-Key', () => {
  it('accepts a UUID and other keys of 8 to 255 safe characters, trimmed', () => {
    expect(requireIdempotencyKey('0b7f3c2e-6a51-4c1e-9d2f-8e0a7b6c5d4e')).toBe(
      '0b7f3c2e-6a51-4c1e-9d2f-8e0a7b6c5d4e',
    );
    expect(requireIdempotencyKey('  order:2026.11.22_a  ')).toBe('order:2026.11.22_a');
    expect(requireIdempotencyKey(['first-key-1', 'second-key'])).toBe('first-key-1');
  });

  it('refuses a missing key and a malformed one with their own codes', () => {
    expect(codeOf(() => requireIdempotencyKey(undefined))).toBe('IDEMPOTENCY_KEY_REQUIRED');
    expect(codeOf(() => requireIdempotencyKey('   '))).toBe('IDEMPOTENCY_KEY_REQUIRED');
    expect(codeOf(() => requireIdempotencyKey('short'))).toBe('IDEMPOTENCY_KEY_INVALID');
    expect(codeOf(() => requireIdempotencyKey('a'.repeat(256)))).toBe('IDEMPOTENCY_KEY_INVALID');
    expect(codeOf(() => requireIdempotencyKey('with spaces inside'))).toBe('IDEMPOTENCY_KEY_INVALID');
    expect(codeOf(() => requireIdempotencyKey('کلید-سفارش-۱'))).toBe('IDEMPOTENCY_KEY_INVALID');
  });
});

describe('request hash', () => {
  it('writes equal data as equal text: keys sorted, absent fields dropped, arrays in order', () => {
    expect(canonicalJson({ b: 1, a: [2, { d: null, c: 'x' }], e: undefined })).toBe(
      '{"a":[2,{"c":"x"}],"b":1}',
    );
    expect(canonicalJson([3, 1, 2])).toBe('[3,1,2]');
    expect(canonicalJson({ z: null, y: {}, x: [], w: [{ v: undefined }], 'a"b': 'c"d' })).toBe(
      '{"a\\"b":"c\\"d","w":[{}],"x":[],"y":{}}',
    );
  });

  it('changes with the body and with the endpoint, not with key order', () => {
    const body = { items: [{ menuItemId: 'm1', count: 2 }], tip: 0 };
    const same = { tip: 0, items: [{ count: 2, menuItemId: 'm1' }] };
    expect(requestHash('POST /api/orders', body)).toBe(requestHash('POST /api/orders', same));
    expect(requestHash('POST /api/orders', body)).not.toBe(
      requestHash('POST /api/orders', { ...body, tip: 1000 }),
    );
    expect(requestHash('POST /api/orders', body)).not.toBe(requestHash('POST /api/orders/quick', body));
  });
});
