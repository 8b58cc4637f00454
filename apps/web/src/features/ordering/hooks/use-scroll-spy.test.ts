import { describe, expect, it } from 'vitest';
import { activeSectionIndex } from './use-scroll-spy';

// A phone: 844 px tall, the sticky header (title and tabs) 110 px.
const HEADER = 110;
const PHONE = 844;

describe('which category tab is highlighted (issue 19.12)', () => {
  it('is the section whose heading sits just under the sticky tabs, not the one above it', () => {
    // «کباب» starts 24 px under the tabs; the end of «پیش‌غذا» still shows above it.
    expect(activeSectionIndex([-900, HEADER + 24, 1400], HEADER, PHONE, false)).toBe(1);
    expect(activeSectionIndex([-900, HEADER + 4, 1400], HEADER, PHONE, false)).toBe(1);
  });

  it('stays on the section being read while the next heading is still well down the screen', () => {
    expect(activeSectionIndex([-900, -200, HEADER + 300], HEADER, PHONE, false)).toBe(1);
    expect(activeSectionIndex([0, 600, 1400], HEADER, PHONE, false)).toBe(0);
  });

  it('is the last section at the bottom of the page, however short', () => {
    expect(activeSectionIndex([-1200, -300, 500], HEADER, PHONE, true)).toBe(2);
    expect(activeSectionIndex([], HEADER, PHONE, false)).toBe(-1);
  });
});
