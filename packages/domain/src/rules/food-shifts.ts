import type { TWeekday } from '../enums';
import { tehranWeekdayAndMinute } from '../format';
import { minutesOf } from './opening-hours';

export type FoodShiftWindow = { dayOfWeek: TWeekday; startTime: string; endTime: string };
export type FoodShiftLike = { id: string; windows: readonly FoodShiftWindow[] };

const MINUTES_PER_DAY = 24 * 60;

/**
 * The minute a window ends. As in the opening-hours rule (SPEC §4), an end of 00:00 means "until the
 * end of the day"; here it is minute 1440, so a window 18:00–00:00 still sells at 23:59.
 */
export function windowEndMinute(endTime: string): number {
  const end = minutesOf(endTime);
  return end === 0 ? MINUTES_PER_DAY : end;
}

/** A window ends after it starts on the same day; a shift past midnight is two windows (FRI 18–00, SAT 00–02). */
export function isValidFoodShiftWindow(window: FoodShiftWindow): boolean {
  return minutesOf(window.startTime) < windowEndMinute(window.endTime);
}

/**
 * Windows are half-open, [start, end): an item of a 12:00–16:00 lunch shift sells from 12:00 and
 * stops at 16:00, so back-to-back windows (12–16, 16–20) leave no gap and do not overlap. (The vendor
 * open rule of SPEC §4 is strict at both ends; that rule is the spec's, this one is ours.)
 */
function windowContains(window: FoodShiftWindow, weekday: TWeekday, minuteOfDay: number): boolean {
  return (
    window.dayOfWeek === weekday &&
    minutesOf(window.startTime) <= minuteOfDay &&
    minuteOfDay < windowEndMinute(window.endTime)
  );
}

/** Whether `now` (any time zone) falls in one of the shift's windows, read in Tehran time. */
export function isFoodShiftActive(shift: FoodShiftLike, now: Date): boolean {
  const { weekday, minuteOfDay } = tehranWeekdayAndMinute(now);
  return shift.windows.some((w) => windowContains(w, weekday, minuteOfDay));
}

/** The ids of the shifts running at `now`, sorted: what the customer menu's cache key needs to know. */
export function activeFoodShiftIds(shifts: readonly FoodShiftLike[], now: Date): string[] {
  const { weekday, minuteOfDay } = tehranWeekdayAndMinute(now);
  return shifts
    .filter((s) => s.windows.some((w) => windowContains(w, weekday, minuteOfDay)))
    .map((s) => s.id)
    .sort();
}

const MINUTES_PER_WEEK = 7 * MINUTES_PER_DAY;
const DAY_OF_WEEK_INDEX: Record<TWeekday, number> = {
  MON: 0,
  TUE: 1,
  WED: 2,
  THU: 3,
  FRI: 4,
  SAT: 5,
  SUN: 6,
};

/**
 * The first instant after `now` at which any of the shifts' windows starts or ends — until then the
 * running shifts (and so the customer menu) stay what they are at `now`. Null when no shift has a
 * window. Windows change state only at whole Tehran minutes, and Tehran keeps UTC+03:30 all year
 * (no daylight saving since 2022), so the boundary is that many whole minutes after the start of
 * `now`'s minute. A boundary at `now`'s own minute has already happened: its next turn is a week on.
 */
export function nextFoodShiftChange(shifts: readonly FoodShiftLike[], now: Date): Date | null {
  const { weekday, minuteOfDay } = tehranWeekdayAndMinute(now);
  const minuteOfWeek = DAY_OF_WEEK_INDEX[weekday] * MINUTES_PER_DAY + minuteOfDay;
  let minutesAhead = Number.POSITIVE_INFINITY;
  for (const shift of shifts) {
    for (const window of shift.windows) {
      const dayStart = DAY_OF_WEEK_INDEX[window.dayOfWeek] * MINUTES_PER_DAY;
      // An end of 00:00 is minute 1440: the next day's midnight, which the modulo wraps into the week.
      for (const minute of [minutesOf(window.startTime), windowEndMinute(window.endTime)]) {
        const ahead = (dayStart + minute - minuteOfWeek + MINUTES_PER_WEEK) % MINUTES_PER_WEEK;
        minutesAhead = Math.min(minutesAhead, ahead === 0 ? MINUTES_PER_WEEK : ahead);
      }
    }
  }
  if (minutesAhead === Number.POSITIVE_INFINITY) return null;
  const startOfMinute = Math.floor(now.getTime() / 60_000) * 60_000;
  return new Date(startOfMinute + minutesAhead * 60_000);
}

/** An item sold in shifts, as far as this rule cares. */
export type ShiftedItem = { foodShiftIds: readonly string[] };

/** With the running shifts already known (one Tehran-time lookup for a whole menu). */
export function isItemSoldInShifts(item: ShiftedItem, activeShiftIds: ReadonlySet<string>): boolean {
  return item.foodShiftIds.length === 0 || item.foodShiftIds.some((id) => activeShiftIds.has(id));
}

/**
 * An item with no food shifts is always sold; an item with shifts only while one of them runs.
 * Shift ids of the item that are missing from `shifts` never run.
 */
export function isItemSoldNow(item: ShiftedItem, shifts: readonly FoodShiftLike[], now: Date): boolean {
  if (item.foodShiftIds.length === 0) return true;
  return isItemSoldInShifts(item, new Set(activeFoodShiftIds(shifts, now)));
}

/**
 * When an item sold only in some shifts is next sold: the first window start of one of its shifts
 * after `now` (within the coming week). Null when none of its shifts has a window. Used to tell a
 * customer «از ساعت ۱۲:۰۰» on a dish that is not served now; between two shift boundaries the answer
 * does not change, so a menu built at `now` stays right until its next boundary (the menu's cache).
 */
export function nextSaleStart(item: ShiftedItem, shifts: readonly FoodShiftLike[], now: Date): Date | null {
  const { weekday, minuteOfDay } = tehranWeekdayAndMinute(now);
  const minuteOfWeek = DAY_OF_WEEK_INDEX[weekday] * MINUTES_PER_DAY + minuteOfDay;
  const own = new Set(item.foodShiftIds);
  let minutesAhead = Number.POSITIVE_INFINITY;
  for (const shift of shifts) {
    if (!own.has(shift.id)) continue;
    for (const window of shift.windows) {
      const start = DAY_OF_WEEK_INDEX[window.dayOfWeek] * MINUTES_PER_DAY + minutesOf(window.startTime);
      const ahead = (start - minuteOfWeek + MINUTES_PER_WEEK) % MINUTES_PER_WEEK;
      minutesAhead = Math.min(minutesAhead, ahead === 0 ? MINUTES_PER_WEEK : ahead);
    }
  }
  if (minutesAhead === Number.POSITIVE_INFINITY) return null;
  const startOfMinute = Math.floor(now.getTime() / 60_000) * 60_000;
  return new Date(startOfMinute + minutesAhead * 60_000);
}
