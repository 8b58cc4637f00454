import { Card, Group, Table, Text, Title, UnstyledButton, VisuallyHidden } from '@mantine/core';
import { formatNumber, NOTICES_FA, type TPage, type TToppingCategory } from '@sofreh/domain';
import type { UseQueryResult } from '@tanstack/react-query';
import { ListPagination } from '../../../components/list-pagination';
import { QueryState } from '../../../components/query-state';
import { RowActions } from '../../../components/row-actions';
import { SearchInput } from '../../../components/search-input';
import { StatusSwitch } from '../../../components/status-switch';
import { notifySuccess } from '../../../lib/notify';
import type { useListParams } from '../../../lib/use-list-params';
import { useDeleteToppingCategory } from '../api/delete-topping-category';
import { useSetToppingCategoryAvailability } from '../api/set-topping-category-availability';

type ToppingCategoriesCardProps = {
  list: ReturnType<typeof useListParams>;
  query: UseQueryResult<TPage<TToppingCategory>>;
  selectedId: string | null;
  onSelect: (id: string) => void;
  onEdit: (category: TToppingCategory) => void;
  onDeleted: (id: string) => void;
};

export function ToppingCategoriesCard({
  list,
  query,
  selectedId,
  onSelect,
  onEdit,
  onDeleted,
}: ToppingCategoriesCardProps) {
  const remove = useDeleteToppingCategory();
  const setAvailability = useSetToppingCategoryAvailability();

  return (
    <Card withBorder padding="lg" radius="md">
      <Title order={3} size="h5" mb="sm">
        دسته‌ها
      </Title>
      <Group mb="md">
        <SearchInput value={list.search} onSearch={list.setSearch} placeholder="جستجوی دسته…" />
      </Group>
      <QueryState
        query={query}
        isEmpty={(page) => page.data.length === 0}
        empty={
          list.search
            ? 'دسته‌ای با این عبارت پیدا نشد.'
            : 'هنوز دسته افزودنی ندارید؛ با «دسته جدید» شروع کنید، مثلاً «سس‌ها».'
        }
      >
        {(page) => (
          <>
            <Table.ScrollContainer minWidth={380} type="native">
              <Table verticalSpacing="xs" highlightOnHover>
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>دسته</Table.Th>
                    <Table.Th w={110}>وضعیت</Table.Th>
                    <Table.Th w={120}>
                      <VisuallyHidden>عملیات</VisuallyHidden>
                    </Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {page.data.map((category) => {
                    const selected = category.id === selectedId;
                    return (
                      <Table.Tr
                        key={category.id}
                        aria-selected={selected}
                        bg={selected ? 'var(--mantine-primary-color-light)' : undefined}
                      >
                        <Table.Td>
                          <UnstyledButton
                            onClick={() => onSelect(category.id)}
                            aria-current={selected ? 'true' : undefined}
                            aria-label={`نمایش افزودنی‌های ${category.title}`}
                            w="100%"
                          >
                            <Text fw={selected ? 700 : 500}>{category.title}</Text>
                            <Text size="xs" c="dimmed">
                              {category.toppingCount === 0
                                ? 'بدون افزودنی'
                                : `${formatNumber(category.toppingCount)} افزودنی`}
                            </Text>
                          </UnstyledButton>
                        </Table.Td>
                        <Table.Td>
                          <StatusSwitch
                            checked={category.available}
                            label={`عرضه دسته ${category.title}`}
                            onText="فعال"
                            offText="غیرفعال"
                            onToggle={async (available) => {
                              await setAvailability.mutateAsync({ id: category.id, available });
                              notifySuccess(NOTICES_FA.OPERATION_DONE);
                            }}
                          />
                        </Table.Td>
                        <Table.Td>
                          <RowActions
                            onEdit={() => onEdit(category)}
                            deleteQuestion={
                              category.toppingCount > 0
                                ? `دسته «${category.title}» و ${formatNumber(category.toppingCount)} افزودنی آن حذف شود؟`
                                : `دسته «${category.title}» حذف شود؟`
                            }
                            onDelete={async () => {
                              await remove.mutateAsync(category.id);
                              notifySuccess(NOTICES_FA.OPERATION_DONE);
                              onDeleted(category.id);
                            }}
                            deleting={remove.isPending && remove.variables === category.id}
                          />
                        </Table.Td>
                      </Table.Tr>
                    );
                  })}
                </Table.Tbody>
              </Table>
            </Table.ScrollContainer>
            <ListPagination page={page} onChange={list.setPage} />
          </>
        )}
      </QueryState>
    </Card>
  );
}
