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

/** What caller-ID boxes report for a withheld number instead of digits. */
const HIDDEN_CALLER = /^(?:|p|private|anonymous|unknown|restricted|withheld|o|out of area)$/i;

/**
 * The number a caller-ID box reported, as the back office shows and searches it (decision 0024):
 * - `{ kind: 'hidden' }` for a withheld number (empty, "P", "PRIVATE", "ANONYMOUS"…);
 * - a mobile as 09xxxxxxxxx (normalizeIranianMobile), so it matches customers' phone numbers;
 * - a landline with its area code as 0 + 10 digits (+98 21…, 0098 21…, 021…);
 * - a local number the exchange sent without an area code (3–8 digits) as its digits;
 * - null for anything else (letters, too long, a foreign number): the device is told it is wrong.
 * Persian, Arabic and Latin digits, spaces, dashes, dots and brackets are all accepted.
 */
export function normalizeCallerNumber(
  input: string,
): { kind: 'hidden' } | { kind: 'number'; number: string } | null {
  const trimmed = input.trim();
  if (HIDDEN_CALLER.test(trimmed)) return { kind: 'hidden' };
  const mobile = normalizeIranianMobile(trimmed);
  if (mobile) return { kind: 'number', number: mobile };
  const digits = toLatinDigits(trimmed).replace(/[\s\-().]/g, '');
  const national = /^(?:\+98|0098|98|0)([1-8]\d{9})$/.exec(digits);
  if (national) return { kind: 'number', number: `0${national[1]}` };
  if (/^\d{3,8}$/.test(digits)) return { kind: 'number', number: digits };
  return null;
}
