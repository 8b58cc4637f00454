import { describe, expect, it } from 'vitest';
import { bankNameOfSheba, formatSheba, isValidSheba, normalizeSheba } from './sheba';

// Two published examples of valid Shebas (Parsian and Pasargad).
const PARSIAN = 'IR820540102680020817909002';
const PASARGAD = 'IR550570022080013447370101';

describe('normalizeSheba', () => {
  it.each([
    [PARSIAN, PARSIAN],
    ['ir82 0540 1026 8002 0817 9090 02', PARSIAN],
    ['IR82-0540-1026-8002-0817-9090-02', PARSIAN],
    ['IR۸۲۰۵۴۰۱۰۲۶۸۰۰۲۰۸۱۷۹۰۹۰۰۲', PARSIAN],
    ['820540102680020817909002', PARSIAN],
    ['  IR550570022080013447370101 ', PASARGAD],
  ])('%s → %s', (input, expected) => {
    expect(normalizeSheba(input)).toBe(expected);
  });

  it('leaves a wrong shape for isValidSheba to refuse', () => {
    expect(normalizeSheba('DE89 3704 0044 0532 0130 00')).toBe('DE89370400440532013000');
    expect(normalizeSheba('12345')).toBe('12345');
  });
});

describe('isValidSheba', () => {
  it('accepts Shebas whose mod-97 checksum holds', () => {
    expect(isValidSheba(PARSIAN)).toBe(true);
    expect(isValidSheba(PASARGAD)).toBe(true);
  });

  it.each([
    ['one digit mistyped', 'IR820540102680020817909003'],
    ['two digits swapped', 'IR820540102680020817990002'],
    ['wrong check digits', 'IR830540102680020817909002'],
    ['too short', 'IR82054010268002081790900'],
    ['too long', 'IR8205401026800208179090021'],
    ['not Iranian', 'DE89370400440532013000'],
    ['letters inside', 'IR82054010268002081790900A'],
    ['not normalised', 'ir820540102680020817909002'],
  ])('refuses %s', (_why, sheba) => {
    expect(isValidSheba(sheba)).toBe(false);
  });
});

describe('bankNameOfSheba', () => {
  it('reads the bank from digits 5–7', () => {
    expect(bankNameOfSheba(PARSIAN)).toBe('بانک پارسیان');
    expect(bankNameOfSheba(PASARGAD)).toBe('بانک پاسارگاد');
    expect(bankNameOfSheba('IR000170000000000000000000')).toBe('بانک ملی ایران');
  });

  it('is null for a code not in the table or a malformed Sheba', () => {
    expect(bankNameOfSheba('IR000990000000000000000000')).toBeNull();
    expect(bankNameOfSheba('IR05401')).toBeNull();
  });
});

it('formatSheba groups by four', () => {
  expect(formatSheba(PARSIAN)).toBe('IR82 0540 1026 8002 0817 9090 02');
});
