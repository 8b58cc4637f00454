import type { TWeekday } from '../enums';
import { WEEKDAYS_IRANIAN_ORDER } from '../enums';
import { tehranWeekdayAndMinute } from '../format';

export type OpeningHours = { dayOfWeek: TWeekday; startTime: string; endTime: string };

/** 'HH:MM' → minutes since midnight. */
export function minutesOf(time: string): number {
  const [h, m] = time.split(':').map(Number);
  return h! * 60 + m!;
}

/** SPEC §4: an end of 00:00 means "until the end of the day" and counts as 23:59. */
function endMinutes(endTime: string): number {
  const end = minutesOf(endTime);
  return end === 0 ? 23 * 60 + 59 : end;
}

/**
 * SPEC §4 vendor open rule: open iff the current Tehran time is strictly between start and end of an
 * entry for the current weekday. Compared at minute precision: at exactly the start or end minute the
 * vendor is closed.
 */
export function isVendorOpen(hours: readonly OpeningHours[], now: Date): boolean {
  const { weekday, minuteOfDay } = tehranWeekdayAndMinute(now);
  return hours.some(
    (h) =>
      h.dayOfWeek === weekday && minutesOf(h.startTime) < minuteOfDay && minuteOfDay < endMinutes(h.endTime),
  );
}

/**
 * The next time the vendor opens after `now` within the coming week (the same day later, or a later
 * day), for "opens Saturday at 12:00" on the customer site. Null when no hours are set.
 */
export function nextOpening(hours: readonly OpeningHours[], now: Date): OpeningHours | null {
  if (hours.length === 0) return null;
  const { weekday, minuteOfDay } = tehranWeekdayAndMinute(now);
  const today = WEEKDAYS_IRANIAN_ORDER.indexOf(weekday);
  for (let offset = 0; offset <= 7; offset++) {
    const day = WEEKDAYS_IRANIAN_ORDER[(today + offset) % 7]!;
    const candidates = hours
      .filter((h) => h.dayOfWeek === day && (offset > 0 || minutesOf(h.startTime) >= minuteOfDay))
      .sort((a, b) => minutesOf(a.startTime) - minutesOf(b.startTime));
    if (candidates[0]) return candidates[0];
  }
  return null;
}
