import {
  type TFoodShiftWindow,
  type TWeekday,
  toPersianDigits,
  WEEKDAYS_IRANIAN_ORDER,
  Weekday,
} from '@sofreh/domain';

type Window = Pick<TFoodShiftWindow, 'dayOfWeek' | 'startTime' | 'endTime'>;

/** '08:00'–'11:00' → «۰۸:۰۰ تا ۱۱:۰۰»; an end of 00:00 is the end of the day (decision 0005). */
export function windowText(window: Pick<Window, 'startTime' | 'endTime'>): string {
  const end = window.endTime === '00:00' ? 'نیمه‌شب' : toPersianDigits(window.endTime);
  return `${toPersianDigits(window.startTime)} تا ${end}`;
}

/** The windows of one weekday, earliest first. */
export function windowsOf(windows: readonly Window[], day: TWeekday): Window[] {
  return windows
    .filter((window) => window.dayOfWeek === day)
    .sort((a, b) => a.startTime.localeCompare(b.startTime));
}

/** «شنبه تا چهارشنبه»، «شنبه و دوشنبه» — days in the Iranian week order, runs of three or more as a range. */
function daysText(days: readonly TWeekday[]): string {
  if (days.length === 7) return 'همه روزها';
  const indexes = days.map((day) => WEEKDAYS_IRANIAN_ORDER.indexOf(day));
  const runs: number[][] = [];
  for (const index of indexes) {
    const run = runs.at(-1);
    if (run && run.at(-1) === index - 1) run.push(index);
    else runs.push([index]);
  }
  const label = (index: number) => Weekday.labels[WEEKDAYS_IRANIAN_ORDER[index]!];
  const parts = runs.flatMap((run) =>
    run.length >= 3 ? [`${label(run[0]!)} تا ${label(run.at(-1)!)}`] : run.map(label),
  );
  return parts.length === 2 ? `${parts[0]} و ${parts[1]}` : parts.join('، ');
}

/**
 * A shift's week in a few lines for a list: days with the same hours together, e.g.
 * «شنبه تا پنجشنبه: ۰۸:۰۰ تا ۱۱:۰۰» and «جمعه: ۰۹:۰۰ تا ۱۲:۰۰».
 */
export function summarizeWindows(windows: readonly Window[]): string[] {
  const daysByHours = new Map<string, TWeekday[]>();
  for (const day of WEEKDAYS_IRANIAN_ORDER) {
    const hours = windowsOf(windows, day).map(windowText).join('، ');
    if (!hours) continue;
    daysByHours.set(hours, [...(daysByHours.get(hours) ?? []), day]);
  }
  return [...daysByHours].map(([hours, days]) => `${daysText(days)}: ${hours}`);
}
