import { useCallback, useEffect, useRef, useState } from 'react';

/** How far under the sticky header a heading still counts as the one being read: about a card's height. */
const READING_BAND_PX = 96;

/**
 * The section being read, from the sections' tops (viewport pixels, in page order): the last one
 * whose heading has reached the reading line — a band under the sticky header (`offset`) of 96 px,
 * or a fifth of the visible height on a tall screen. A heading sitting just under the tabs is the
 * section in view, even while the end of the previous one still shows above it (issue 19.12). At
 * the bottom of the page the last section wins, however short it is.
 */
export function activeSectionIndex(
  tops: readonly number[],
  offset: number,
  viewportHeight: number,
  atBottom: boolean,
): number {
  if (tops.length === 0) return -1;
  if (atBottom) return tops.length - 1;
  const line = offset + Math.max(READING_BAND_PX, (viewportHeight - offset) * 0.2);
  let current = 0;
  tops.forEach((top, index) => {
    if (top <= line) current = index;
  });
  return current;
}

/**
 * Which section the reader is in (activeSectionIndex). Choosing a section scrolls to it and holds the
 * choice until that scroll ends, so the tabs do not flicker through the ones passed.
 */
export function useScrollSpy(sectionIds: readonly string[], offset: number) {
  const [activeId, setActiveId] = useState<string | null>(sectionIds[0] ?? null);
  const heldUntil = useRef(0);

  useEffect(() => {
    setActiveId((current) => (current && sectionIds.includes(current) ? current : (sectionIds[0] ?? null)));
    let frame = 0;
    const measure = () => {
      frame = 0;
      if (Date.now() < heldUntil.current) return;
      const atBottom =
        window.innerHeight + window.scrollY >= document.documentElement.scrollHeight - 2 &&
        window.scrollY > 0;
      // A section not on the page (yet) counts as far below.
      const tops = sectionIds.map(
        (id) => document.getElementById(id)?.getBoundingClientRect().top ?? Number.POSITIVE_INFINITY,
      );
      setActiveId(sectionIds[activeSectionIndex(tops, offset, window.innerHeight, atBottom)] ?? null);
    };
    const onScroll = () => {
      if (!frame) frame = requestAnimationFrame(measure);
    };
    const release = () => {
      heldUntil.current = 0;
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    window.addEventListener('scrollend', release);
    return () => {
      window.removeEventListener('scroll', onScroll);
      window.removeEventListener('scrollend', release);
      if (frame) cancelAnimationFrame(frame);
    };
  }, [sectionIds, offset]);

  const scrollTo = useCallback((id: string) => {
    setActiveId(id);
    // Held until the smooth scroll ends ('scrollend'), or a second at most where that event is missing.
    heldUntil.current = Date.now() + 1000;
    document.getElementById(id)?.scrollIntoView({ behavior: 'smooth', block: 'start' });
  }, []);

  return { activeId, scrollTo };
}
