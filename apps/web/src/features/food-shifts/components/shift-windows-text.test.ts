import { describe, expect, it } from 'vitest';
import { summarizeWindows, windowText } from './shift-windows-text';

const w = (
  dayOfWeek: 'SAT' | 'SUN' | 'MON' | 'TUE' | 'WED' | 'THU' | 'FRI',
  startTime: string,
  endTime: string,
) => ({
  dayOfWeek,
  startTime,
  endTime,
});

describe('shift windows in words', () => {
  it('writes a window in Persian digits, an end of 00:00 as midnight', () => {
    expect(windowText({ startTime: '08:00', endTime: '11:30' })).toBe('۰۸:۰۰ تا ۱۱:۳۰');
    expect(windowText({ startTime: '18:00', endTime: '00:00' })).toBe('۱۸:۰۰ تا نیمه‌شب');
  });

  it('groups days with the same hours, Saturday first, runs of three or more as a range', () => {
    const breakfast = ['THU', 'SAT', 'SUN', 'MON', 'TUE', 'WED'].map((day) =>
      w(day as 'SAT', '08:00', '11:00'),
    );
    expect(summarizeWindows([...breakfast, w('FRI', '09:00', '12:00')])).toEqual([
      'شنبه تا پنجشنبه: ۰۸:۰۰ تا ۱۱:۰۰',
      'جمعه: ۰۹:۰۰ تا ۱۲:۰۰',
    ]);
  });

  it('names two days with «و», scattered days with commas, and a full week as every day', () => {
    expect(summarizeWindows([w('SAT', '12:00', '16:00'), w('MON', '12:00', '16:00')])).toEqual([
      'شنبه و دوشنبه: ۱۲:۰۰ تا ۱۶:۰۰',
    ]);
    expect(
      summarizeWindows([w('SAT', '12:00', '16:00'), w('MON', '12:00', '16:00'), w('WED', '12:00', '16:00')]),
    ).toEqual(['شنبه، دوشنبه، چهارشنبه: ۱۲:۰۰ تا ۱۶:۰۰']);
    const days = ['SAT', 'SUN', 'MON', 'TUE', 'WED', 'THU', 'FRI'] as const;
    expect(summarizeWindows(days.map((day) => w(day, '18:00', '00:00')))).toEqual([
      'همه روزها: ۱۸:۰۰ تا نیمه‌شب',
    ]);
  });

  it('keeps two windows of one day together, earliest first', () => {
    expect(
      summarizeWindows([w('SUN', '19:00', '23:00'), w('SUN', '12:00', '15:00'), w('SAT', '12:00', '15:00')]),
    ).toEqual(['شنبه: ۱۲:۰۰ تا ۱۵:۰۰', 'یکشنبه: ۱۲:۰۰ تا ۱۵:۰۰، ۱۹:۰۰ تا ۲۳:۰۰']);
  });
});
