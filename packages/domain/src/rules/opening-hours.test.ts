import { describe, expect, it } from 'vitest';
import { isVendorOpen, nextOpening, type OpeningHours } from './opening-hours';

// 2026-11-22 is a Sunday. Tehran is UTC+03:30 all year (no daylight saving since 2022).
const tehran = (isoLocal: string) => new Date(`${isoLocal}+03:30`);

const lunch: OpeningHours = { dayOfWeek: 'SUN', startTime: '12:00', endTime: '16:00' };
const lateNight: OpeningHours = { dayOfWeek: 'SUN', startTime: '18:00', endTime: '00:00' };

describe('isVendorOpen (SPEC §4)', () => {
  it('is open strictly between start and end on the current weekday', () => {
    expect(isVendorOpen([lunch], tehran('2026-11-22T13:30:00'))).toBe(true);
  });

  it('is closed at exactly the start minute and at exactly the end minute', () => {
    expect(isVendorOpen([lunch], tehran('2026-11-22T12:00:00'))).toBe(false);
    expect(isVendorOpen([lunch], tehran('2026-11-22T12:01:00'))).toBe(true);
    expect(isVendorOpen([lunch], tehran('2026-11-22T15:59:00'))).toBe(true);
    expect(isVendorOpen([lunch], tehran('2026-11-22T16:00:00'))).toBe(false);
  });

  it('treats an end of 00:00 as 23:59', () => {
    expect(isVendorOpen([lateNight], tehran('2026-11-22T23:58:00'))).toBe(true);
    expect(isVendorOpen([lateNight], tehran('2026-11-22T23:59:00'))).toBe(false);
    expect(isVendorOpen([lateNight], tehran('2026-11-22T17:59:00'))).toBe(false);
  });

  it('uses Tehran time, not the server clock', () => {
    // 09:00 UTC is 12:30 in Tehran.
    expect(isVendorOpen([lunch], new Date('2026-11-22T09:00:00Z'))).toBe(true);
    // 20:31 UTC on Sunday is already Monday 00:01 in Tehran.
    expect(isVendorOpen([lateNight], new Date('2026-11-22T20:31:00Z'))).toBe(false);
  });

  it('ignores other weekdays and is closed with no hours', () => {
    expect(isVendorOpen([{ ...lunch, dayOfWeek: 'MON' }], tehran('2026-11-22T13:30:00'))).toBe(false);
    expect(isVendorOpen([], tehran('2026-11-22T13:30:00'))).toBe(false);
  });

  it('is open when any of several windows of the day contains now', () => {
    expect(isVendorOpen([lunch, lateNight], tehran('2026-11-22T19:00:00'))).toBe(true);
    expect(isVendorOpen([lunch, lateNight], tehran('2026-11-22T17:00:00'))).toBe(false);
  });
});

describe('nextOpening', () => {
  it('finds a later window today', () => {
    expect(nextOpening([lunch, lateNight], tehran('2026-11-22T16:30:00'))).toEqual(lateNight);
  });

  it('finds the next day with hours, wrapping around the week', () => {
    const saturday: OpeningHours = { dayOfWeek: 'SAT', startTime: '11:00', endTime: '15:00' };
    expect(nextOpening([saturday], tehran('2026-11-22T16:30:00'))).toEqual(saturday);
    expect(nextOpening([lunch], tehran('2026-11-22T16:30:00'))).toEqual(lunch);
  });

  it('is null without hours', () => {
    expect(nextOpening([], tehran('2026-11-22T16:30:00'))).toBeNull();
  });
});
