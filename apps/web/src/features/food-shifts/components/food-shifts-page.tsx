import { Anchor, Button, Card, Group, Stack, Table, Text, VisuallyHidden } from '@mantine/core';
import { NOTICES_FA, type TFoodShift } from '@sofreh/domain';
import { useState } from 'react';
import { Link } from 'react-router';
import { ListPagination } from '../../../components/list-pagination';
import { PageHeader } from '../../../components/page-header';
import { QueryState } from '../../../components/query-state';
import { RowActions } from '../../../components/row-actions';
import { SearchInput } from '../../../components/search-input';
import { notifySuccess } from '../../../lib/notify';
import { useListParams } from '../../../lib/use-list-params';
import { useDeleteFoodShift } from '../api/delete-food-shift';
import { useFoodShifts } from '../api/get-food-shifts';
import { FoodShiftForm } from './food-shift-form';
import { summarizeWindows } from './shift-windows-text';

export const FOOD_SHIFTS_ROUTE = '/bo/food-shifts';

/** null: closed; 'new': adding; a shift: editing it. */
type Editing = null | 'new' | TFoodShift;

/** SPEC §2 food-shifts list: page size 10, search, and the way to each shift's detail. */
export function FoodShiftsPage() {
  const list = useListParams();
  const query = useFoodShifts(list);
  const remove = useDeleteFoodShift();
  const [editing, setEditing] = useState<Editing>(null);

  return (
    <>
      <PageHeader
        title="شیفت‌های غذا"
        description="ساعت‌هایی از هفته که بعضی آیتم‌ها فقط در آن فروخته می‌شوند، مثل صبحانه یا ناهار؛ آیتمی که شیفتی ندارد در تمام ساعات کاری فروخته می‌شود."
        actions={<Button onClick={() => setEditing('new')}>شیفت جدید</Button>}
      />
      <Card withBorder padding="lg" radius="md">
        <Group mb="md">
          <SearchInput value={list.search} onSearch={list.setSearch} placeholder="جستجوی شیفت…" />
        </Group>
        <QueryState
          query={query}
          isEmpty={(page) => page.data.length === 0}
          empty={
            list.search
              ? 'شیفتی با این عبارت پیدا نشد.'
              : 'هنوز شیفتی ندارید؛ با «شیفت جدید» مثلاً صبحانه را بسازید.'
          }
        >
          {(page) => (
            <>
              <Table.ScrollContainer minWidth={600} type="native">
                <Table verticalSpacing="sm" highlightOnHover>
                  <Table.Thead>
                    <Table.Tr>
                      <Table.Th w="25%">عنوان</Table.Th>
                      <Table.Th>روزها و ساعت‌ها</Table.Th>
                      <Table.Th w={150}>
                        <VisuallyHidden>عملیات</VisuallyHidden>
                      </Table.Th>
                    </Table.Tr>
                  </Table.Thead>
                  <Table.Tbody>
                    {page.data.map((shift) => (
                      <Table.Tr key={shift.id}>
                        <Table.Td>
                          <Anchor component={Link} to={`${FOOD_SHIFTS_ROUTE}/${shift.id}`} fw={600}>
                            {shift.title}
                          </Anchor>
                        </Table.Td>
                        <Table.Td>
                          <Stack gap={2}>
                            {summarizeWindows(shift.windows).map((line) => (
                              <Text key={line} size="sm">
                                {line}
                              </Text>
                            ))}
                          </Stack>
                        </Table.Td>
                        <Table.Td>
                          <RowActions
                            onEdit={() => setEditing(shift)}
                            deleteQuestion={`شیفت «${shift.title}» حذف شود؟`}
                            onDelete={async () => {
                              await remove.mutateAsync(shift.id);
                              notifySuccess(NOTICES_FA.OPERATION_SUBMIT_SUCCESS);
                            }}
                            deleting={remove.isPending && remove.variables === shift.id}
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
      </Card>
      {editing !== null ? (
        <FoodShiftForm
          key={editing === 'new' ? 'new' : editing.id}
          editing={editing === 'new' ? null : editing}
          onClose={() => setEditing(null)}
        />
      ) : null}
    </>
  );
}
