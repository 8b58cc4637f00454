import { Badge, Button, Card, Grid, Group, Table, Text, Title, VisuallyHidden } from '@mantine/core';
import { NOTICES_FA, PrintStation, type TPrinterStation } from '@sofreh/domain';
import { useState } from 'react';
import { PageHeader } from '../../../components/page-header';
import { QueryState } from '../../../components/query-state';
import { RowActions } from '../../../components/row-actions';
import { notifySuccess } from '../../../lib/notify';
import { useDeletePrinterStation } from '../api/delete-printer-station';
import { useCategoryRoutes } from '../api/get-category-routes';
import { usePrinterStations } from '../api/get-printer-stations';
import { CategoryRoutesCard } from './category-routes-card';
import { PrinterStationForm } from './printer-station-form';

/** null: closed; 'new': adding; a station: editing it. */
type Editing = null | 'new' | TPrinterStation;

/** SPEC §2 printer stations: which printer prints what (kitchen tickets per category, the bill). */
export function PrinterStationsPage() {
  const stations = usePrinterStations();
  const routes = useCategoryRoutes();
  const remove = useDeletePrinterStation();
  const [editing, setEditing] = useState<Editing>(null);
  const categoryTitle = new Map((routes.data ?? []).map((route) => [route.categoryId, route.categoryTitle]));

  return (
    <>
      <PageHeader
        title="ایستگاه‌های چاپ"
        description="ایستگاه آشپزخانه آیتم‌های دسته‌های خودش را چاپ می‌کند و ایستگاه صندوق فیش کامل مشتری را."
        actions={<Button onClick={() => setEditing('new')}>ایستگاه جدید</Button>}
      />
      <Grid gap="lg" align="flex-start">
        <Grid.Col span={{ base: 12, lg: 7 }}>
          <Card withBorder padding="lg" radius="md">
            <Title order={3} size="h5" mb="sm">
              ایستگاه‌ها
            </Title>
            <QueryState
              query={stations}
              isEmpty={(list) => list.length === 0}
              empty="هنوز ایستگاهی ندارید؛ با «ایستگاه جدید» آشپزخانه و صندوق را بسازید."
            >
              {(list) => (
                <Table.ScrollContainer minWidth={520} type="native">
                  <Table verticalSpacing="sm" highlightOnHover aria-label="فهرست ایستگاه‌ها">
                    <Table.Thead>
                      <Table.Tr>
                        <Table.Th>ایستگاه</Table.Th>
                        <Table.Th>چاپگر</Table.Th>
                        <Table.Th>چه چیزی چاپ می‌کند</Table.Th>
                        <Table.Th w={130}>
                          <VisuallyHidden>عملیات</VisuallyHidden>
                        </Table.Th>
                      </Table.Tr>
                    </Table.Thead>
                    <Table.Tbody>
                      {list.map((station) => (
                        <Table.Tr key={station.id}>
                          <Table.Td>
                            <Text fw={600}>{station.name}</Text>
                            <Badge
                              mt={4}
                              variant="light"
                              radius="sm"
                              color={station.kind === 'KITCHEN' ? 'saffron' : 'teal'}
                              // The table would otherwise squeeze the kind's label to an ellipsis.
                              styles={{ label: { overflow: 'visible' } }}
                            >
                              {PrintStation.labels[station.kind]}
                            </Badge>
                          </Table.Td>
                          <Table.Td>
                            {station.printerName ? (
                              <Text size="sm" style={{ whiteSpace: 'nowrap' }}>
                                {station.printerName}
                              </Text>
                            ) : (
                              <Badge color="red" variant="light" radius="sm">
                                بدون چاپگر
                              </Badge>
                            )}
                          </Table.Td>
                          <Table.Td>
                            {station.kind === 'CUSTOMER' ? (
                              <Text size="sm" c="dimmed">
                                فیش کامل مشتری
                              </Text>
                            ) : station.categoryIds.length > 0 ? (
                              <Group gap={4}>
                                {station.categoryIds.map((id) => (
                                  <Badge key={id} variant="outline" color="gray" radius="sm" fw={500}>
                                    {categoryTitle.get(id) ?? '…'}
                                  </Badge>
                                ))}
                              </Group>
                            ) : (
                              <Text size="sm" c="orange.8">
                                هنوز دسته‌ای ندارد
                              </Text>
                            )}
                          </Table.Td>
                          <Table.Td>
                            <RowActions
                              onEdit={() => setEditing(station)}
                              deleteQuestion={
                                station.categoryIds.length > 0
                                  ? `ایستگاه «${station.name}» حذف شود؟ دسته‌هایش تا وقتی به ایستگاه دیگری داده نشوند در آشپزخانه چاپ نمی‌شوند.`
                                  : `ایستگاه «${station.name}» حذف شود؟`
                              }
                              onDelete={async () => {
                                await remove.mutateAsync(station.id);
                                notifySuccess(NOTICES_FA.OPERATION_DONE);
                              }}
                              deleting={remove.isPending && remove.variables === station.id}
                            />
                          </Table.Td>
                        </Table.Tr>
                      ))}
                    </Table.Tbody>
                  </Table>
                </Table.ScrollContainer>
              )}
            </QueryState>
          </Card>
        </Grid.Col>
        <Grid.Col span={{ base: 12, lg: 5 }}>
          <CategoryRoutesCard />
        </Grid.Col>
      </Grid>
      {editing !== null ? (
        <PrinterStationForm
          key={editing === 'new' ? 'new' : editing.id}
          editing={editing === 'new' ? null : editing}
          onClose={() => setEditing(null)}
        />
      ) : null}
    </>
  );
}
