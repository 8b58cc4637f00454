import { ActionIcon, Button, Group, TextInput } from '@mantine/core';
import type { ReactNode } from 'react';
import { SearchIcon } from '../../../components/icons';

type MenuSearchBarProps = {
  searching: boolean;
  query: string;
  onQuery: (query: string) => void;
  onOpen: () => void;
  onClose: () => void;
  /** The category tabs, shown beside the search button while not searching. */
  tabs: ReactNode;
};

/**
 * The row under the menu's header: the category tabs with a search button, or, while searching, the
 * search field in their place (issue 19.7). It sits in the sticky header, so it is in reach wherever
 * the customer has scrolled to.
 */
export function MenuSearchBar({ searching, query, onQuery, onOpen, onClose, tabs }: MenuSearchBarProps) {
  if (searching) {
    return (
      <Group px="md" pt={6} pb={10} gap="xs" wrap="nowrap">
        <TextInput
          // Opened by a tap on the search button: the keyboard comes up at once.
          autoFocus
          type="search"
          aria-label="جستجو در منو"
          placeholder="نام غذا، مثلاً کباب"
          value={query}
          onChange={(event) => onQuery(event.currentTarget.value)}
          onKeyDown={(event) => {
            if (event.key === 'Escape') onClose();
          }}
          leftSection={<SearchIcon size={18} />}
          radius="xl"
          style={{ flex: 1 }}
        />
        <Button variant="subtle" color="dark.7" radius="xl" onClick={onClose}>
          بستن
        </Button>
      </Group>
    );
  }
  return (
    <Group gap={0} wrap="nowrap" ps="md" align="center">
      <ActionIcon
        variant="light"
        color="gray"
        size={34}
        radius="xl"
        aria-label="جستجو در منو"
        onClick={onOpen}
        style={{ flexShrink: 0 }}
      >
        <SearchIcon size={18} />
      </ActionIcon>
      <div style={{ flex: 1, minWidth: 0 }}>{tabs}</div>
    </Group>
  );
}
