import type { TCurrency, TWeekday } from './enums';

// Persian presentation helpers. Everything a person reads goes through these: Persian digits,
// Toman/Rial amounts, Jalali dates, Tehran time.

export const TEHRAN_TIME_ZONE = 'Asia/Tehran';
const PERSIAN_DIGITS = '۰۱۲۳۴۵۶۷۸۹';
const ARABIC_DIGITS = '٠١٢٣٤٥٦٧٨٩';

export function toPersianDigits(value: string | number | bigint): string {
  return String(value).replace(/[0-9]/g, (d) => PERSIAN_DIGITS[Number(d)]!);
}

/** Turns Persian and Arabic-Indic digits into ASCII digits (people type either on Iranian keyboards). */
export function toLatinDigits(value: string): string {
  return value.replace(/[۰-۹٠-٩]/g, (d) => {
    const persian = PERSIAN_DIGITS.indexOf(d);
    return String(persian >= 0 ? persian : ARABIC_DIGITS.indexOf(d));
  });
}

const numberFormat = new Intl.NumberFormat('fa-IR', { useGrouping: true, maximumFractionDigits: 0 });

/** 125000 → '۱۲۵٬۰۰۰' */
export function formatNumber(value: number | bigint): string {
  return numberFormat.format(value);
}

/** 125000, 'TOMAN' → '۱۲۵٬۰۰۰ تومان'. Amounts are whole units of the vendor's currency. */
export function formatMoney(amount: number | bigint, currency: TCurrency = 'TOMAN'): string {
  return `${formatNumber(amount)} ${currency === 'TOMAN' ? 'تومان' : 'ریال'}`;
}

const jalaliDate = new Intl.DateTimeFormat('fa-IR-u-ca-persian', {
  timeZone: TEHRAN_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});
const jalaliDateLong = new Intl.DateTimeFormat('fa-IR-u-ca-persian', {
  timeZone: TEHRAN_TIME_ZONE,
  weekday: 'long',
  year: 'numeric',
  month: 'long',
  day: 'numeric',
});
const tehranClock = new Intl.DateTimeFormat('fa-IR', {
  timeZone: TEHRAN_TIME_ZONE,
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

/** '۱۴۰۵/۰۹/۰۱' in the Jalali calendar, Tehran day. */
export function formatJalaliDate(date: Date): string {
  return jalaliDate.format(date);
}

/**
 * 'یکشنبه ۱ آذر ۱۴۰۵'. The parts are put in order by hand: ICU (Node 20, Chromium 156) writes the
 * whole pattern year first with a Latin comma, which no Persian reader expects.
 */
export function formatJalaliDateLong(date: Date): string {
  const parts = jalaliDateLong.formatToParts(date);
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? '';
  return `${part('weekday')} ${part('day')} ${part('month')} ${part('year')}`;
}

/** '۱۴۰۵/۰۹/۰۱ ۱۴:۰۵' */
export function formatJalaliDateTime(date: Date): string {
  return `${formatJalaliDate(date)} ${tehranClock.format(date)}`;
}

/** 'HH:MM' in Tehran with Persian digits. */
export function formatTehranTime(date: Date): string {
  return tehranClock.format(date);
}

/** The parts of the Jalali calendar date in Tehran: { year: 1405, month: 9, day: 1 }. */
export function jalaliParts(date: Date): { year: number; month: number; day: number } {
  const parts = new Intl.DateTimeFormat('en-US-u-ca-persian', {
    timeZone: TEHRAN_TIME_ZONE,
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
  }).formatToParts(date);
  const get = (type: string) => Number(parts.find((p) => p.type === type)?.value);
  return { year: get('year'), month: get('month'), day: get('day') };
}

const tehranWeekdayClock = new Intl.DateTimeFormat('en-US', {
  timeZone: TEHRAN_TIME_ZONE,
  weekday: 'short',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

type WeekdayAndMinute = { readonly weekday: TWeekday; readonly minuteOfDay: number };
/** The last answer, by minute since the epoch: one request asks several times, and the next ones too. */
let lastWeekdayAndMinute: { minute: number; value: WeekdayAndMinute } | null = null;

/**
 * The weekday and minute of the day in Tehran at `date`. Intl's formatting is slow for something
 * every order asks several times, so the last minute's answer is kept: exact, because Tehran's
 * offset from UTC has been a whole number of minutes since 1946 (a minute of UTC is a minute there).
 */
export function tehranWeekdayAndMinute(date: Date): WeekdayAndMinute {
  const minute = Math.floor(date.getTime() / 60_000);
  if (lastWeekdayAndMinute?.minute === minute) return lastWeekdayAndMinute.value;
  const parts = tehranWeekdayClock.formatToParts(date);
  const get = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
  const weekday = get('weekday').toUpperCase() as TWeekday;
  const value = { weekday, minuteOfDay: Number(get('hour')) * 60 + Number(get('minute')) };
  lastWeekdayAndMinute = { minute, value };
  return value;
}
