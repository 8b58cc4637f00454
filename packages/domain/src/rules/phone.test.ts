import { describe, expect, it } from 'vitest';
import { normalizeCallerNumber, normalizeIranianMobile } from './phone';

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

describe('normalizeCallerNumber', () => {
  it.each([
    ['09121111111', '09121111111'],
    ['+98 912 111 1111', '09121111111'],
    ['۰۹۱۲۱۱۱۱۱۱۱', '09121111111'],
    ['9121111111', '09121111111'],
    ['02188776655', '02188776655'],
    ['+982188776655', '02188776655'],
    ['0098-21-8877-6655', '02188776655'],
    ['(021) 8877 6655', '02188776655'],
    ['۸۸۷۷۶۶۵۵', '88776655'],
    ['118', '118'],
  ])('reads %s as %s', (input, expected) => {
    expect(normalizeCallerNumber(input)).toEqual({ kind: 'number', number: expected });
  });

  it.each(['', '  ', 'P', 'private', 'ANONYMOUS', 'Unknown'])('reads %j as a withheld number', (input) => {
    expect(normalizeCallerNumber(input)).toEqual({ kind: 'hidden' });
  });

  it.each(['12', '+14155550100', '021887766551', 'abc123', '0912111111x', '09121111111;DROP'])(
    'refuses %s',
    (input) => {
      expect(normalizeCallerNumber(input)).toBeNull();
    },
  );
});
