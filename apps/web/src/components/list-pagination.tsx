import { Group, Pagination, Text } from '@mantine/core';
import { formatNumber, toPersianDigits } from '@sofreh/domain';

type ListPaginationProps = {
  /** The paged answer (its data is not needed here). */
  page: { pageNumber: number; pageSize: number; totalCount: number };
  onChange: (page: number) => void;
};

/** Page buttons in Persian digits, and how many rows there are in all. Hidden when one page holds all. */
export function ListPagination({ page, onChange }: ListPaginationProps) {
  const { pageNumber, pageSize, totalCount } = page;
  const pages = Math.max(1, Math.ceil(totalCount / pageSize));
  return (
    <Group justify="space-between" mt="md" gap="sm">
      <Text size="sm" c="dimmed">
        {formatNumber(totalCount)} مورد
      </Text>
      {pages > 1 ? (
        <Pagination
          value={Math.min(pageNumber, pages)}
          onChange={onChange}
          total={pages}
          size="sm"
          getItemProps={(page) => ({
            children: toPersianDigits(page),
            'aria-label': `صفحه ${toPersianDigits(page)}`,
          })}
          getControlProps={(control) =>
            control === 'previous'
              ? { 'aria-label': 'صفحه قبل' }
              : control === 'next'
                ? { 'aria-label': 'صفحه بعد' }
                : {}
          }
        />
      ) : null}
    </Group>
  );
}
