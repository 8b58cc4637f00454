import {
  Alert,
  Button,
  Card,
  Center,
  Group,
  Skeleton,
  Table,
  Text,
  Title,
  VisuallyHidden,
} from '@mantine/core';
import { formatMoney, NOTICES_FA, type TTopping } from '@sofreh/domain';
import { useState } from 'react';
import { ListPagination } from '../../../components/list-pagination';
import { QueryState } from '../../../components/query-state';
import { RowActions } from '../../../components/row-actions';
import { SearchInput } from '../../../components/search-input';
import { StatusSwitch } from '../../../components/status-switch';
import { notifySuccess } from '../../../lib/notify';
import type { useListParams } from '../../../lib/use-list-params';
import { useDeleteTopping } from '../api/delete-topping';
import { useToppings } from '../api/get-toppings';
import { useSetToppingAvailability } from '../api/set-topping-availability';
import { ToppingForm } from './topping-form';

type ToppingsCardProps = {
  /** The selected topping category, or null when there is none (yet). */
  category: { id: string; title: string; available: boolean } | null;
  loading: boolean;
  list: ReturnType<typeof useListParams>;
};

/** null: closed; 'new': adding; a topping: editing it. */
type Editing = null | 'new' | TTopping;

export function ToppingsCard({ category, loading, list }: ToppingsCardProps) {
  const toppings = useToppings(category?.id ?? null, list);
  const remove = useDeleteTopping();
  const setAvailability = useSetToppingAvailability();
  const [editing, setEditing] = useState<Editing>(null);

  if (!category) {
    return (
      <Card withBorder padding="lg" radius="md">
        {loading ? (
          <Skeleton h={120} radius="sm" />
        ) : (
          <Center py="xl">
            <Text c="dimmed" ta="center">
              برای دیدن و افزودن افزودنی‌ها، یک دسته را انتخاب کنید یا دسته تازه‌ای بسازید.
            </Text>
          </Center>
        )}
      </Card>
    );
  }

  return (
    <Card withBorder padding="lg" radius="md">
      <Group justify="space-between" mb="sm" wrap="nowrap" align="flex-start">
        <Title order={3} size="h5">
          افزودنی‌های «{category.title}»
        </Title>
        <Button size="sm" variant="light" onClick={() => setEditing('new')}>
          افزودن افزودنی
        </Button>
      </Group>
      {category.available ? null : (
        <Alert color="orange" variant="light" mb="sm">
          این دسته غیرفعال است و فعلاً کنار هیچ آیتمی به مشتری نشان داده نمی‌شود.
        </Alert>
      )}
      <Group mb="md">
        <SearchInput
          value={list.search}
          onSearch={list.setSearch}
          placeholder="جستجوی افزودنی…"
          label="جستجوی افزودنی"
        />
      </Group>
      <QueryState
        query={toppings}
        isEmpty={(page) => page.data.length === 0}
        empty={
          list.search
            ? 'افزودنی‌ای با این عبارت پیدا نشد.'
            : 'این دسته هنوز افزودنی ندارد؛ با «افزودن افزودنی» شروع کنید.'
        }
      >
        {(page) => (
          <>
            <Table.ScrollContainer minWidth={520} type="native">
              <Table verticalSpacing="xs" highlightOnHover>
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>عنوان</Table.Th>
                    <Table.Th w={130}>قیمت</Table.Th>
                    <Table.Th w={120}>وضعیت</Table.Th>
                    <Table.Th w={120}>
                      <VisuallyHidden>عملیات</VisuallyHidden>
                    </Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {page.data.map((topping) => (
                    <Table.Tr key={topping.id}>
                      <Table.Td>
                        <Text fw={500}>{topping.title}</Text>
                      </Table.Td>
                      <Table.Td>
                        <Text size="sm" style={{ whiteSpace: 'nowrap' }}>
                          {topping.price === 0 ? 'رایگان' : formatMoney(topping.price)}
                        </Text>
                      </Table.Td>
                      <Table.Td>
                        <StatusSwitch
                          checked={topping.available}
                          label={`موجود بودن ${topping.title}`}
                          onText="موجود"
                          offText="ناموجود"
                          onToggle={async (available) => {
                            await setAvailability.mutateAsync({ id: topping.id, available });
                            notifySuccess(NOTICES_FA.OPERATION_DONE);
                          }}
                        />
                      </Table.Td>
                      <Table.Td>
                        <RowActions
                          onEdit={() => setEditing(topping)}
                          deleteQuestion={`افزودنی «${topping.title}» حذف شود؟`}
                          onDelete={async () => {
                            await remove.mutateAsync(topping.id);
                            notifySuccess(NOTICES_FA.OPERATION_DONE);
                          }}
                          deleting={remove.isPending && remove.variables === topping.id}
                        />
                      </Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </Table.ScrollContainer>
            <ListPagination page={page} onChange={list.setPage} />
          </>
        )}
      </QueryState>
      {editing !== null ? (
        <ToppingForm
          key={editing === 'new' ? 'new' : editing.id}
          category={category}
          editing={editing === 'new' ? null : editing}
          onClose={() => setEditing(null)}
        />
      ) : null}
    </Card>
  );
}
