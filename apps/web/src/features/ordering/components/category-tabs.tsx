import { Box, UnstyledButton } from '@mantine/core';
import { useEffect, useRef } from 'react';

type CategoryTabsProps = {
  categories: ReadonlyArray<{ id: string; title: string }>;
  activeId: string | null;
  onSelect: (id: string) => void;
};

/** The menu's categories in a row that scrolls sideways; the active one stays in view. */
export function CategoryTabs({ categories, activeId, onSelect }: CategoryTabsProps) {
  const stripRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const strip = stripRef.current;
    const tab = strip?.querySelector<HTMLElement>(`[data-category="${activeId}"]`);
    if (!strip || !tab) return;
    // Centre the tab by a relative scroll: it works the same in right-to-left, where scrollLeft
    // counts negative in some browsers, and it never moves the page itself.
    const stripBox = strip.getBoundingClientRect();
    const tabBox = tab.getBoundingClientRect();
    const delta = tabBox.left + tabBox.width / 2 - (stripBox.left + stripBox.width / 2);
    if (Math.abs(delta) > 4) strip.scrollBy?.({ left: delta, behavior: 'smooth' });
  }, [activeId]);

  return (
    <Box
      ref={stripRef}
      component="nav"
      aria-label="دسته‌های منو"
      style={{
        display: 'flex',
        gap: 8,
        overflowX: 'auto',
        padding: '8px 16px 10px',
        scrollbarWidth: 'none',
      }}
    >
      {categories.map((category) => {
        const active = category.id === activeId;
        return (
          <UnstyledButton
            key={category.id}
            data-category={category.id}
            aria-current={active ? 'true' : undefined}
            onClick={() => onSelect(category.id)}
            style={{
              flexShrink: 0,
              padding: '7px 16px',
              borderRadius: 999,
              fontSize: 14,
              fontWeight: active ? 700 : 500,
              whiteSpace: 'nowrap',
              color: active ? 'white' : 'var(--mantine-color-gray-8)',
              background: active ? 'var(--mantine-color-saffron-7)' : 'var(--mantine-color-gray-1)',
              transition: 'background-color 150ms, color 150ms',
            }}
          >
            {category.title}
          </UnstyledButton>
        );
      })}
    </Box>
  );
}
