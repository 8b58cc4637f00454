import { describe, expect, it } from 'vitest';
import {
  formatJalaliDate,
  formatJalaliDateLong,
  formatJalaliDateTime,
  formatMoney,
  jalaliParts,
  tehranWeekdayAndMinute,
  toLatinDigits,
  toPersianDigits,
} from './format';

describe('Persian formatting', () => {
  it('writes Persian digits and reads Persian or Arabic ones back', () => {
    expect(toPersianDigits('Order 1405')).toBe('Order ۱۴۰۵');
    expect(toLatinDigits('۰۹۱۲-٣٤٥')).toBe('0912-345');
  });

  it('formats Toman and Rial amounts with Persian grouping', () => {
    expect(formatMoney(125000)).toBe('۱۲۵٬۰۰۰ تومان');
    expect(formatMoney(1250000n, 'RIAL')).toBe('۱٬۲۵۰٬۰۰۰ ریال');
    expect(formatMoney(0)).toBe('۰ تومان');
  });

  it('shows dates in the Jalali calendar on the Tehran day', () => {
    // 2026-11-22 is 1 Azar 1405.
    expect(jalaliParts(new Date('2026-11-22T10:00:00Z'))).toEqual({ year: 1405, month: 9, day: 1 });
    expect(formatJalaliDate(new Date('2026-11-22T10:00:00Z'))).toBe('۱۴۰۵/۰۹/۰۱');
    // 21:00 UTC on the 21st is already 00:30 on 1 Azar in Tehran.
    expect(formatJalaliDateTime(new Date('2026-11-21T21:00:00Z'))).toBe('۱۴۰۵/۰۹/۰۱ ۰۰:۳۰');
    expect(formatJalaliDateLong(new Date('2026-11-22T10:00:00Z'))).toBe('یکشنبه ۱ آذر ۱۴۰۵');
    // Nowruz: 2026-03-21 is 1 Farvardin 1405.
    expect(jalaliParts(new Date('2026-03-21T12:00:00Z'))).toEqual({ year: 1405, month: 1, day: 1 });
  });

  it('reads the Tehran weekday and minute', () => {
    expect(tehranWeekdayAndMinute(new Date('2026-11-22T08:30:00Z'))).toEqual({
      weekday: 'SUN',
      minuteOfDay: 12 * 60,
    });
  });

  it('answers each minute afresh though it keeps the last one', () => {
    const at = (iso: string) => tehranWeekdayAndMinute(new Date(iso));
    // Saturday 23:59:59.999 in Tehran, then midnight: the next day's first minute.
    expect(at('2026-11-21T20:29:00Z')).toEqual({ weekday: 'SAT', minuteOfDay: 23 * 60 + 59 });
    expect(at('2026-11-21T20:29:59.999Z')).toEqual({ weekday: 'SAT', minuteOfDay: 23 * 60 + 59 });
    expect(at('2026-11-21T20:30:00Z')).toEqual({ weekday: 'SUN', minuteOfDay: 0 });
    // Back to an earlier minute, and a week later at the same time.
    expect(at('2026-11-21T20:29:30Z')).toEqual({ weekday: 'SAT', minuteOfDay: 23 * 60 + 59 });
    expect(at('2026-11-28T20:30:00Z')).toEqual({ weekday: 'SUN', minuteOfDay: 0 });
  });
});
