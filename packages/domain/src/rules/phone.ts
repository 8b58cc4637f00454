import { toLatinDigits } from '../format';

/**
 * Normalises an Iranian mobile number to 09xxxxxxxxx, or returns null when it is not one.
 * Accepts 09…, 9…, +989…, 989…, 00989…, with spaces or dashes, in Latin, Persian or Arabic digits.
 */
export function normalizeIranianMobile(input: string): string | null {
  const digits = toLatinDigits(input).replace(/[\s\-()]/g, '');
  const match = /^(?:\+98|0098|98|0)?(9\d{9})$/.exec(digits);
  return match ? `0${match[1]}` : null;
}
