import { tehranWeekdayAndMinute, toPersianDigits, Weekday } from '@sofreh/domain';
import type { SiteMenuItem } from './menu-lookup';

const TEHRAN_OFFSET_MS = 3.5 * 60 * 60 * 1000; // Iran has kept +03:30 all year since 2022
const DAY_MS = 24 * 60 * 60 * 1000;
const tehranDayNumber = (at: Date) => Math.floor((at.getTime() + TEHRAN_OFFSET_MS) / DAY_MS);

/**
 * Why a dish on the menu cannot be ordered now, in the customer's words (issue 19.6): «ناموجود» when
 * the restaurant ran out of it, «از ساعت ۱۲:۰۰» (today), «از فردا ساعت ۱۲:۰۰» or «از شنبه ساعت ۱۲:۰۰»
 * when it is sold in a later shift. Shift times are Tehran's, so "today" is Tehran's. Null when it
 * can be ordered.
 */
export function unavailableText(item: SiteMenuItem, now: Date): string | null {
  if (item.orderable) return null;
  if (item.soldOut) return 'ناموجود';
  if (!item.availableFrom) return 'فعلاً سرو نمی‌شود';
  const from = new Date(item.availableFrom);
  const { weekday, minuteOfDay } = tehranWeekdayAndMinute(from);
  const time = toPersianDigits(
    `${String(Math.floor(minuteOfDay / 60)).padStart(2, '0')}:${String(minuteOfDay % 60).padStart(2, '0')}`,
  );
  const days = tehranDayNumber(from) - tehranDayNumber(now);
  if (days <= 0) return `از ساعت ${time}`;
  if (days === 1) return `از فردا ساعت ${time}`;
  return `از ${Weekday.labels[weekday]} ساعت ${time}`;
}
