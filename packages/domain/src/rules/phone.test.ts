import { describe, expect, it } from 'vitest';
import { normalizeIranianMobile } from './phone';

describe('normalizeIranianMobile', () => {
  it.each([
    ['09121234567', '09121234567'],
    ['9121234567', '09121234567'],
    ['+989121234567', '09121234567'],
    ['989121234567', '09121234567'],
    ['00989121234567', '09121234567'],
    ['0912 123 4567', '09121234567'],
    ['0912-123-4567', '09121234567'],
    ['۰۹۱۲۱۲۳۴۵۶۷', '09121234567'],
    ['٠٩١٢١٢٣٤٥٦٧', '09121234567'],
  ])('accepts %s', (input, expected) => {
    expect(normalizeIranianMobile(input)).toBe(expected);
  });

  it.each(['', '02188776655', '0912123456', '091212345678', '08121234567', 'abc', '+19121234567'])(
    'refuses %s',
    (input) => {
      expect(normalizeIranianMobile(input)).toBeNull();
    },
  );
});
