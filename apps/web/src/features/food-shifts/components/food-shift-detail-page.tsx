import { Badge, Button, Card, Group, Stack, Table, Text, Title } from '@mantine/core';
import { formatMoney, NOTICES_FA, type TFoodShift, WEEKDAYS_IRANIAN_ORDER, Weekday } from '@sofreh/domain';
import { useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { ConfirmButton } from '../../../components/confirm-button';
import { ListPagination } from '../../../components/list-pagination';
import { PageHeader } from '../../../components/page-header';
import { QueryState } from '../../../components/query-state';
import { notifySuccess } from '../../../lib/notify';
import { useDeleteFoodShift } from '../api/delete-food-shift';
import { useFoodShift } from '../api/get-food-shift';
import { useShiftMenuItems } from '../api/get-shift-menu-items';
import { FoodShiftForm } from './food-shift-form';
import { FOOD_SHIFTS_ROUTE } from './food-shifts-page';
import { windowsOf, windowText } from './shift-windows-text';

/** SPEC §2 food-shift detail: the week, day by day, and the items sold in the shift. */
export function FoodShiftDetailPage() {
  const { id = '' } = useParams();
  const query = useFoodShift(id);

  return (
    <QueryState query={query} skeletonRows={6}>
      {(shift) => <FoodShiftDetail shift={shift} />}
    </QueryState>
  );
}

function FoodShiftDetail({ shift }: { shift: TFoodShift }) {
  const navigate = useNavigate();
  const remove = useDeleteFoodShift();
  const [editing, setEditing] = useState(false);

  return (
    <>
      <PageHeader
        title={`شیفت «${shift.title}»`}
        description="آیتم‌های این شیفت فقط در این روزها و ساعت‌ها (به وقت تهران) به مشتری نشان داده می‌شوند."
        actions={
          <>
            <Button variant="default" component={Link} to={FOOD_SHIFTS_ROUTE}>
              بازگشت به فهرست
            </Button>
            <Button variant="light" onClick={() => setEditing(true)}>
              ویرایش
            </Button>
            <ConfirmButton
              question={`شیفت «${shift.title}» حذف شود؟`}
              onConfirm={async () => {
                await remove.mutateAsync(shift.id);
                notifySuccess(NOTICES_FA.OPERATION_SUBMIT_SUCCESS);
                navigate(FOOD_SHIFTS_ROUTE);
              }}
              loading={remove.isPending}
            >
              <Button variant="light" color="red">
                حذف
              </Button>
            </ConfirmButton>
          </>
        }
      />
      <Stack gap="lg">
        <Card withBorder padding="lg" radius="md">
          <Title order={3} size="h5" mb="sm">
            روزهای هفته
          </Title>
          <Table verticalSpacing="xs">
            <Table.Tbody>
              {WEEKDAYS_IRANIAN_ORDER.map((day) => {
                const windows = windowsOf(shift.windows, day);
                return (
                  <Table.Tr key={day}>
                    <Table.Th w={140} fw={600} scope="row">
                      {Weekday.labels[day]}
                    </Table.Th>
                    <Table.Td>
                      {windows.length > 0 ? (
                        <Group gap="xs">
                          {windows.map((window) => (
                            <Badge
                              key={`${window.startTime}-${window.endTime}`}
                              variant="light"
                              size="lg"
                              radius="sm"
                              fw={500}
                            >
                              {windowText(window)}
                            </Badge>
                          ))}
                        </Group>
                      ) : (
                        <Text size="sm" c="dimmed">
                          در این روز فروخته نمی‌شود
                        </Text>
                      )}
                    </Table.Td>
                  </Table.Tr>
                );
              })}
            </Table.Tbody>
          </Table>
        </Card>
        <ShiftItemsCard shiftId={shift.id} />
      </Stack>
      {editing ? <FoodShiftForm editing={shift} onClose={() => setEditing(false)} /> : null}
    </>
  );
}

function ShiftItemsCard({ shiftId }: { shiftId: string }) {
  const [pageNumber, setPageNumber] = useState(1);
  const items = useShiftMenuItems(shiftId, pageNumber);
  return (
    <Card withBorder padding="lg" radius="md">
      <Title order={3} size="h5" mb="sm">
        آیتم‌های این شیفت
      </Title>
      <QueryState
        query={items}
        isEmpty={(page) => page.data.length === 0}
        empty="هنوز آیتمی به این شیفت داده نشده است؛ شیفت هر آیتم را در صفحه آیتم‌های منو انتخاب کنید."
        skeletonRows={3}
      >
        {(page) => (
          <>
            <Table.ScrollContainer minWidth={520} type="native">
              <Table verticalSpacing="xs">
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>آیتم</Table.Th>
                    <Table.Th>دسته</Table.Th>
                    <Table.Th>قیمت</Table.Th>
                    <Table.Th>وضعیت</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {page.data.map((item) => (
                    <Table.Tr key={item.id}>
                      <Table.Td fw={500}>{item.title}</Table.Td>
                      <Table.Td>{item.categoryTitle}</Table.Td>
                      <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatMoney(item.price)}</Table.Td>
                      <Table.Td>
                        {!item.active ? (
                          <Badge color="gray" variant="light">
                            غیرفعال
                          </Badge>
                        ) : !item.available ? (
                          <Badge color="orange" variant="light">
                            ناموجود
                          </Badge>
                        ) : (
                          <Badge color="green" variant="light">
                            در فروش
                          </Badge>
                        )}
                      </Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </Table.ScrollContainer>
            <ListPagination page={page} onChange={setPageNumber} />
          </>
        )}
      </QueryState>
    </Card>
  );
}
