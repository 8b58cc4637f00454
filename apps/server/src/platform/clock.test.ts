import { describe, expect, it } from 'vitest';
import { clockStartingAt, fakeClock, millisOf, systemClock } from './clock';

describe('millisOf', () => {
  it('reads the system clock as Date.now does', () => {
    const before = Date.now();
    const read = millisOf(systemClock);
    expect(read).toBeGreaterThanOrEqual(before);
    expect(read).toBeLessThanOrEqual(Date.now());
  });

  it('reads any other clock through its now(): a test’s clock moved by hand, a shifted one', () => {
    const clock = fakeClock('2026-11-22T09:00:00Z');
    expect(millisOf(clock)).toBe(Date.parse('2026-11-22T09:00:00Z'));
    clock.advance(1_500);
    expect(millisOf(clock)).toBe(Date.parse('2026-11-22T09:00:01.500Z'));
    const shifted = clockStartingAt(new Date('2030-01-01T00:00:00Z'));
    expect(Math.abs(millisOf(shifted) - Date.parse('2030-01-01T00:00:00Z'))).toBeLessThan(60_000);
  });
});
