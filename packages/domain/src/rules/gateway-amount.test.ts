import { describe, expect, it } from 'vitest';
import { fromRial, toRial } from './gateway-amount';

describe('toRial', () => {
  it('multiplies Toman by ten and leaves Rial as is', () => {
    expect(toRial(125_000, 'TOMAN')).toBe(1_250_000);
    expect(toRial(1_250_000, 'RIAL')).toBe(1_250_000);
    expect(toRial(0, 'TOMAN')).toBe(0);
  });

  it.each([12.5, -1, Number.NaN, Number.POSITIVE_INFINITY])('refuses %s', (amount) => {
    expect(() => toRial(amount, 'TOMAN')).toThrow(RangeError);
  });

  it('refuses an amount that would lose digits once in Rial', () => {
    expect(() => toRial(Number.MAX_SAFE_INTEGER, 'TOMAN')).toThrow(/too large/);
  });
});

describe('fromRial', () => {
  it('is the inverse of toRial', () => {
    expect(fromRial(1_250_000, 'TOMAN')).toBe(125_000);
    expect(fromRial(1_250_000, 'RIAL')).toBe(1_250_000);
  });
});
