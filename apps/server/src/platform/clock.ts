/** The time source. Services take it as a dependency so tests can move time (OTP expiry, token life). */
export interface Clock {
  now(): Date;
}

export const systemClock: Clock = { now: () => new Date() };

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
