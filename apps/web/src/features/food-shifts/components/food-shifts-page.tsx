import { Anchor, Button, Stack, Text } from '@mantine/core';
import { NOTICES_FA, type TFoodShift } from '@sofreh/domain';
import { useState } from 'react';
import { Link } from 'react-router';
import { ListCard } from '../../../components/list-card';
import { PageHeader } from '../../../components/page-header';
import { RowActions } from '../../../components/row-actions';
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
      <ListCard
        list={list}
        query={query}
        searchPlaceholder="جستجوی شیفت…"
        empty={{
          searching: 'شیفتی با این عبارت پیدا نشد.',
          none: 'هنوز شیفتی ندارید؛ با «شیفت جدید» مثلاً صبحانه را بسازید.',
        }}
        minWidth={600}
        columns={[
          {
            header: 'عنوان',
            width: '25%',
            cell: (shift) => (
              <Anchor component={Link} to={`${FOOD_SHIFTS_ROUTE}/${shift.id}`} fw={600}>
                {shift.title}
              </Anchor>
            ),
          },
          {
            header: 'روزها و ساعت‌ها',
            cell: (shift) => (
              <Stack gap={2}>
                {summarizeWindows(shift.windows).map((line) => (
                  <Text key={line} size="sm">
                    {line}
                  </Text>
                ))}
              </Stack>
            ),
          },
        ]}
        actionsWidth={150}
        actions={(shift) => (
          <RowActions
            onEdit={() => setEditing(shift)}
            deleteQuestion={`شیفت «${shift.title}» حذف شود؟`}
            onDelete={async () => {
              await remove.mutateAsync(shift.id);
              notifySuccess(NOTICES_FA.OPERATION_SUBMIT_SUCCESS);
            }}
            deleting={remove.isPending && remove.variables === shift.id}
          />
        )}
      />
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
