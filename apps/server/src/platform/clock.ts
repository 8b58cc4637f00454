/** The time source. Services take it as a dependency so tests can move time (OTP expiry, token life). */
export interface Clock {
  now(): Date;
}

export const systemClock: Clock = { now: () => new Date() };

/**
 * `clock`'s reading in epoch milliseconds. The system clock is read without making a Date: the
 * cached menu asks on every hit (decision 0034).
 */
export function millisOf(clock: Clock): number {
  return clock === systemClock ? Date.now() : clock.now().getTime();
}

/** Real time shifted so that it reads `start` now and runs on at normal speed (DEMO_CLOCK_START). */
export function clockStartingAt(start: Date): Clock {
  const offset = start.getTime() - Date.now();
  return { now: () => new Date(Date.now() + offset) };
}

/** A clock tests move by hand. */
export function fakeClock(start: Date | string = '2026-11-22T09:00:00Z') {
  let current = new Date(start).getTime();
  return {
    now: () => new Date(current),
    advance(ms: number) {
      current += ms;
    },
    set(date: Date | string) {
      current = new Date(date).getTime();
    },
  };
}
