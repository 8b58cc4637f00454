import { describe, expect, it } from 'vitest';
import {
  activeFoodShiftIds,
  type FoodShiftLike,
  isFoodShiftActive,
  isItemSoldNow,
  isValidFoodShiftWindow,
  nextFoodShiftChange,
  nextSaleStart,
} from './food-shifts';

// 2026-11-22 is a Sunday. Tehran is UTC+03:30 all year.
const tehran = (isoLocal: string) => new Date(`${isoLocal}+03:30`);

const lunch: FoodShiftLike = {
  id: 'lunch',
  windows: [
    { dayOfWeek: 'SAT', startTime: '12:00', endTime: '16:00' },
    { dayOfWeek: 'SUN', startTime: '12:00', endTime: '16:00' },
  ],
};
const dinner: FoodShiftLike = {
  id: 'dinner',
  windows: [{ dayOfWeek: 'SUN', startTime: '19:00', endTime: '00:00' }],
};

describe('food shift windows', () => {
  it('runs from the start minute up to, not including, the end minute', () => {
    expect(isFoodShiftActive(lunch, tehran('2026-11-22T11:59:00'))).toBe(false);
    expect(isFoodShiftActive(lunch, tehran('2026-11-22T12:00:00'))).toBe(true);
    expect(isFoodShiftActive(lunch, tehran('2026-11-22T15:59:00'))).toBe(true);
    expect(isFoodShiftActive(lunch, tehran('2026-11-22T16:00:00'))).toBe(false);
  });

  it('reads an end of 00:00 as the end of the day', () => {
    expect(isFoodShiftActive(dinner, tehran('2026-11-22T23:59:00'))).toBe(true);
    // Monday 00:00 belongs to Monday, which has no window.
    expect(isFoodShiftActive(dinner, tehran('2026-11-23T00:00:00'))).toBe(false);
  });

  it('uses the weekday and time in Tehran, not the server clock', () => {
    // 09:00 UTC on Sunday is 12:30 in Tehran.
    expect(isFoodShiftActive(lunch, new Date('2026-11-22T09:00:00Z'))).toBe(true);
    // 20:45 UTC on Saturday is Sunday 00:15 in Tehran: no Saturday window applies.
    expect(isFoodShiftActive(lunch, new Date('2026-11-21T20:45:00Z'))).toBe(false);
    // Monday has no window at all.
    expect(isFoodShiftActive(lunch, tehran('2026-11-23T13:00:00'))).toBe(false);
  });

  it('lists the running shifts, sorted', () => {
    expect(activeFoodShiftIds([dinner, lunch], tehran('2026-11-22T13:00:00'))).toEqual(['lunch']);
    expect(activeFoodShiftIds([dinner, lunch], tehran('2026-11-22T20:00:00'))).toEqual(['dinner']);
    expect(activeFoodShiftIds([dinner, lunch], tehran('2026-11-22T17:00:00'))).toEqual([]);
  });

  it('accepts a window only when it ends after it starts (00:00 as end of day)', () => {
    expect(isValidFoodShiftWindow({ dayOfWeek: 'MON', startTime: '12:00', endTime: '16:00' })).toBe(true);
    expect(isValidFoodShiftWindow({ dayOfWeek: 'MON', startTime: '18:00', endTime: '00:00' })).toBe(true);
    expect(isValidFoodShiftWindow({ dayOfWeek: 'MON', startTime: '00:00', endTime: '00:00' })).toBe(true);
    expect(isValidFoodShiftWindow({ dayOfWeek: 'MON', startTime: '16:00', endTime: '12:00' })).toBe(false);
    expect(isValidFoodShiftWindow({ dayOfWeek: 'MON', startTime: '12:00', endTime: '12:00' })).toBe(false);
    expect(isValidFoodShiftWindow({ dayOfWeek: 'MON', startTime: '22:00', endTime: '02:00' })).toBe(false);
  });
});

describe('isItemSoldNow', () => {
  const shifts = [lunch, dinner];

  it('always sells an item with no shifts', () => {
    expect(isItemSoldNow({ foodShiftIds: [] }, shifts, tehran('2026-11-23T03:00:00'))).toBe(true);
    expect(isItemSoldNow({ foodShiftIds: [] }, [], tehran('2026-11-23T03:00:00'))).toBe(true);
  });

  it('sells an item with shifts only inside one of them', () => {
    const lunchOnly = { foodShiftIds: ['lunch'] };
    expect(isItemSoldNow(lunchOnly, shifts, tehran('2026-11-22T13:00:00'))).toBe(true);
    expect(isItemSoldNow(lunchOnly, shifts, tehran('2026-11-22T20:00:00'))).toBe(false);
    const both = { foodShiftIds: ['lunch', 'dinner'] };
    expect(isItemSoldNow(both, shifts, tehran('2026-11-22T20:00:00'))).toBe(true);
    expect(isItemSoldNow(both, shifts, tehran('2026-11-22T17:00:00'))).toBe(false);
  });

  it('never sells an item whose only shift is unknown', () => {
    expect(isItemSoldNow({ foodShiftIds: ['gone'] }, shifts, tehran('2026-11-22T13:00:00'))).toBe(false);
  });
});

describe('nextFoodShiftChange', () => {
  const shifts = [lunch, dinner];
  const next = (now: Date) => nextFoodShiftChange(shifts, now)?.toISOString();

  it('is the next start or end of any window, in Tehran time', () => {
    expect(next(tehran('2026-11-22T11:00:00'))).toBe(tehran('2026-11-22T12:00:00').toISOString());
    expect(next(tehran('2026-11-22T13:00:00'))).toBe(tehran('2026-11-22T16:00:00').toISOString());
    expect(next(tehran('2026-11-22T16:00:00'))).toBe(tehran('2026-11-22T19:00:00').toISOString());
    // Read from a UTC instant: 06:00 UTC on Sunday is 09:30 in Tehran, before lunch.
    expect(next(new Date('2026-11-22T06:00:00Z'))).toBe('2026-11-22T08:30:00.000Z');
  });

  it('counts a boundary at the current minute as passed, even a fraction of a second in', () => {
    expect(next(tehran('2026-11-22T12:00:00'))).toBe(tehran('2026-11-22T16:00:00').toISOString());
    expect(next(tehran('2026-11-22T12:00:30.500'))).toBe(tehran('2026-11-22T16:00:00').toISOString());
    // A moment before the minute turns, the boundary is that turn, to the millisecond.
    expect(next(tehran('2026-11-22T11:59:59.999'))).toBe(tehran('2026-11-22T12:00:00').toISOString());
  });

  it('ends a window closing at 00:00 at the following midnight', () => {
    expect(next(tehran('2026-11-22T20:00:00'))).toBe(tehran('2026-11-23T00:00:00').toISOString());
    expect(next(tehran('2026-11-22T23:59:00'))).toBe(tehran('2026-11-23T00:00:00').toISOString());
    // Saturday's dinner-less evening: the next boundary is Sunday's lunch, past midnight.
    expect(next(tehran('2026-11-21T18:00:00'))).toBe(tehran('2026-11-22T12:00:00').toISOString());
  });

  it('wraps around the week, to the same boundary seven days on when it is the only one', () => {
    // After Sunday's dinner ends (Monday 00:00) the next change is Saturday's lunch.
    expect(next(tehran('2026-11-23T00:00:00'))).toBe(tehran('2026-11-28T12:00:00').toISOString());
    const fridayOnly: FoodShiftLike = {
      id: 'friday',
      windows: [{ dayOfWeek: 'FRI', startTime: '00:00', endTime: '00:00' }],
    };
    // A whole-day window starts at Friday 00:00 and ends at Saturday 00:00.
    expect(nextFoodShiftChange([fridayOnly], tehran('2026-11-27T00:00:00'))?.toISOString()).toBe(
      tehran('2026-11-28T00:00:00').toISOString(),
    );
    expect(nextFoodShiftChange([fridayOnly], tehran('2026-11-28T00:00:00'))?.toISOString()).toBe(
      tehran('2026-12-04T00:00:00').toISOString(),
    );
  });

  it('is null when no shift has a window', () => {
    expect(nextFoodShiftChange([], tehran('2026-11-22T13:00:00'))).toBeNull();
    expect(nextFoodShiftChange([{ id: 'empty', windows: [] }], tehran('2026-11-22T13:00:00'))).toBeNull();
  });

  it('names an instant before which the running shifts do not change, and at which they do', () => {
    for (const start of ['2026-11-22T09:17:42', '2026-11-22T15:59:59', '2026-11-22T21:03:00']) {
      const now = tehran(start);
      const change = nextFoodShiftChange(shifts, now)!;
      const before = new Date(change.getTime() - 1);
      expect(activeFoodShiftIds(shifts, before)).toEqual(activeFoodShiftIds(shifts, now));
      expect(activeFoodShiftIds(shifts, change)).not.toEqual(activeFoodShiftIds(shifts, now));
    }
  });
});

describe('nextSaleStart (issue 19.6: «از ساعت ۱۲:۰۰»)', () => {
  const shifts = [lunch, dinner];
  const from = (foodShiftIds: string[], now: Date) =>
    nextSaleStart({ foodShiftIds }, shifts, now)?.toISOString();

  it('is the next start of one of the item’s own shifts, today or later in the week', () => {
    expect(from(['lunch'], tehran('2026-11-22T09:00:00'))).toBe(tehran('2026-11-22T12:00:00').toISOString());
    expect(from(['dinner'], tehran('2026-11-22T17:00:00'))).toBe(tehran('2026-11-22T19:00:00').toISOString());
    // Sunday after lunch: Saturday's lunch is the next one for a lunch dish, six days on.
    expect(from(['lunch'], tehran('2026-11-22T17:00:00'))).toBe(tehran('2026-11-28T12:00:00').toISOString());
    expect(from(['lunch', 'dinner'], tehran('2026-11-22T17:00:00'))).toBe(
      tehran('2026-11-22T19:00:00').toISOString(),
    );
  });

  it('is null for an item whose shifts have no window', () => {
    expect(from(['gone'], tehran('2026-11-22T17:00:00'))).toBeUndefined();
  });
});
