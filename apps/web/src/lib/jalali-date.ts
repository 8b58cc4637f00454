import { TEHRAN_TIME_ZONE } from '@sofreh/domain';

// The domain's formatJalaliDateLong leaves the word order to ICU, and ICU 78 (Node 20 here and
// Chromium 156) writes '۱۴۰۵ آذر ۴, چهارشنبه' — year first, Latin comma. Persian readers expect
// 'چهارشنبه ۴ آذر ۱۴۰۵', so the parts are put in that order here. Candidate to move into
// packages/domain (format.ts).
const longParts = new Intl.DateTimeFormat('fa-IR-u-ca-persian', {
  timeZone: TEHRAN_TIME_ZONE,
  weekday: 'long',
  year: 'numeric',
  month: 'long',
  day: 'numeric',
});

/** 'چهارشنبه ۴ آذر ۱۴۰۵' — the Tehran day in the Jalali calendar, Persian digits. */
export function formatJalaliDayLong(date: Date): string {
  const parts = longParts.formatToParts(date);
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? '';
  return `${part('weekday')} ${part('day')} ${part('month')} ${part('year')}`;
}
