import { type TVendorLanding, tehranWeekdayAndMinute, toPersianDigits, Weekday } from '@sofreh/domain';

/**
 * 'امروز ساعت ۱۸:۰۰' or 'شنبه ساعت ۱۲:۰۰' — when a closed vendor opens next. Null when it has no
 * opening hours at all. Opening times are Tehran wall-clock times, so "today" is Tehran's today.
 */
export function nextOpeningText(nextOpening: TVendorLanding['nextOpening'], now: Date): string | null {
  if (!nextOpening) return null;
  const today = tehranWeekdayAndMinute(now).weekday;
  const day = nextOpening.dayOfWeek === today ? 'امروز' : Weekday.labels[nextOpening.dayOfWeek];
  return `${day} ساعت ${toPersianDigits(nextOpening.startTime)}`;
}
