import { describe, expect, it } from 'vitest';
import { formatJalaliDayLong } from './jalali-date';

describe('formatJalaliDayLong', () => {
  it('writes weekday, day, month and year in the Persian order', () => {
    expect(formatJalaliDayLong(new Date('2026-11-25T06:30:00Z'))).toBe('چهارشنبه ۴ آذر ۱۴۰۵');
  });

  it('uses the Tehran day: 21:00 UTC is already the next day there', () => {
    expect(formatJalaliDayLong(new Date('2026-11-21T21:00:00Z'))).toBe('یکشنبه ۱ آذر ۱۴۰۵');
  });
});
