import { Card, Group, Table, VisuallyHidden } from '@mantine/core';
import type { TPage } from '@sofreh/domain';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { ListPagination } from './list-pagination';
import { QueryState } from './query-state';
import { SearchInput } from './search-input';

/** One column of a list: its heading and what each row shows in it. */
export type ListColumn<Row> = {
  header: ReactNode;
  /** e.g. '25%' or 160; left out: the column takes what is left. */
  width?: number | string;
  cell: (row: Row) => ReactNode;
};

type ListCardProps<Row extends { id: string }> = {
  /** `useListParams()`: the page and search kept in the address. */
  list: { search: string; setSearch: (search: string) => void; setPage: (page: number) => void };
  query: Pick<
    UseQueryResult<TPage<Row>>,
    'data' | 'isPending' | 'isError' | 'error' | 'refetch' | 'isRefetching'
  >;
  searchPlaceholder: string;
  /** What an empty list says: with a search (nothing matched) and without (nothing yet, what to do). */
  empty: { searching: string; none: ReactNode };
  columns: ListColumn<Row>[];
  /** The row's buttons (edit, delete) in a last column whose heading only screen readers hear. */
  actions?: (row: Row) => ReactNode;
  actionsWidth?: number;
  /** Wide lists scroll sideways on a phone instead of squeezing their columns. */
  minWidth?: number;
};

/**
 * The back office's list card (decision 0049): search box, loading / failed / empty states, the table
 * and the page buttons, so a new resource's list page declares its columns instead of copying all of
 * it. Searching goes back to page 1 (`useListParams`).
 */
export function ListCard<Row extends { id: string }>({
  list,
  query,
  searchPlaceholder,
  empty,
  columns,
  actions,
  actionsWidth = 160,
  minWidth,
}: ListCardProps<Row>) {
  const table = (page: TPage<Row>) => (
    <Table verticalSpacing="sm" highlightOnHover>
      <Table.Thead>
        <Table.Tr>
          {columns.map((column, index) => (
            // Columns are fixed for a page: their position is their identity.
            // biome-ignore lint/suspicious/noArrayIndexKey: see above
            <Table.Th key={index} w={column.width}>
              {column.header}
            </Table.Th>
          ))}
          {actions ? (
            <Table.Th w={actionsWidth}>
              <VisuallyHidden>عملیات</VisuallyHidden>
            </Table.Th>
          ) : null}
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {page.data.map((row) => (
          <Table.Tr key={row.id}>
            {columns.map((column, index) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: columns are fixed for a page
              <Table.Td key={index}>{column.cell(row)}</Table.Td>
            ))}
            {actions ? <Table.Td>{actions(row)}</Table.Td> : null}
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );

  return (
    <Card withBorder padding="lg" radius="md">
      <Group mb="md">
        <SearchInput value={list.search} onSearch={list.setSearch} placeholder={searchPlaceholder} />
      </Group>
      <QueryState
        query={query}
        isEmpty={(page) => page.data.length === 0}
        empty={list.search ? empty.searching : empty.none}
      >
        {(page) => (
          <>
            {minWidth ? (
              <Table.ScrollContainer minWidth={minWidth} type="native">
                {table(page)}
              </Table.ScrollContainer>
            ) : (
              table(page)
            )}
            <ListPagination page={page} onChange={list.setPage} />
          </>
        )}
      </QueryState>
    </Card>
  );
}
