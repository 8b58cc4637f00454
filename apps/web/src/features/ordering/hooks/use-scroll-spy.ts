import { useCallback, useEffect, useRef, useState } from 'react';

/**
 * Which section the reader is in: the last one whose top has passed under the sticky header (the
 * last one of all at the bottom of the page, however short it is). Choosing a section scrolls to it
 * and holds the choice until that scroll ends, so the tabs do not flicker through the ones passed.
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
      let current = sectionIds[0] ?? null;
      for (const id of sectionIds) {
        const section = document.getElementById(id);
        if (section && section.getBoundingClientRect().top - offset <= 8) current = id;
      }
      if (atBottom) current = sectionIds.at(-1) ?? current;
      setActiveId(current);
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
