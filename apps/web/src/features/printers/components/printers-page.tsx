import { Badge, Button, Card, Group, Skeleton, Table, Text, VisuallyHidden } from '@mantine/core';
import { NOTICES_FA, type TPrinter, toPersianDigits } from '@sofreh/domain';
import { useState } from 'react';
import { PageHeader } from '../../../components/page-header';
import { QueryState } from '../../../components/query-state';
import { RowActions } from '../../../components/row-actions';
import { notifySuccess } from '../../../lib/notify';
import { useDeletePrinter } from '../api/delete-printer';
import { usePrinterStations } from '../api/get-printer-stations';
import { usePrinters } from '../api/get-printers';
import { usePrinterSandbox } from '../api/printer-sandbox';
import { PrinterForm } from './printer-form';
import { SandboxPrintModal } from './sandbox-print-modal';

/** null: closed; 'new': adding; a printer: editing it. */
type Editing = null | 'new' | TPrinter;

/** SPEC §2 printers: the receipt printers on the restaurant's network. */
export function PrintersPage() {
  const printers = usePrinters();
  const stations = usePrinterStations();
  const remove = useDeletePrinter();
  const [editing, setEditing] = useState<Editing>(null);
  const sandbox = usePrinterSandbox();
  const [viewing, setViewing] = useState<TPrinter | null>(null);

  const stationsOf = (printerId: string) =>
    (stations.data ?? []).filter((station) => station.printerId === printerId);

  return (
    <>
      <PageHeader
        title="چاپگرها"
        description="چاپگرهای فیش روی شبکه رستوران؛ در «ایستگاه‌های چاپ» مشخص کنید هر کدام چه چیزی چاپ کند."
        actions={<Button onClick={() => setEditing('new')}>چاپگر جدید</Button>}
      />
      <Card withBorder padding="lg" radius="md">
        <QueryState
          query={printers}
          isEmpty={(list) => list.length === 0}
          empty="هنوز چاپگری ثبت نشده است؛ با «چاپگر جدید» نام و نشانی IP چاپگر آشپزخانه یا صندوق را وارد کنید."
        >
          {(list) => (
            <Table.ScrollContainer minWidth={620} type="native">
              <Table verticalSpacing="sm" highlightOnHover>
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>نام</Table.Th>
                    <Table.Th>نشانی IP</Table.Th>
                    <Table.Th>پورت</Table.Th>
                    <Table.Th>کاغذ</Table.Th>
                    <Table.Th>ایستگاه‌ها</Table.Th>
                    <Table.Th w={170}>
                      <VisuallyHidden>عملیات</VisuallyHidden>
                    </Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {list.map((printer) => {
                    const used = stationsOf(printer.id);
                    return (
                      <Table.Tr key={printer.id}>
                        <Table.Td fw={600}>{printer.name}</Table.Td>
                        <Table.Td>
                          <Text span dir="ltr" size="sm">
                            {toPersianDigits(printer.ip)}
                          </Text>
                        </Table.Td>
                        <Table.Td>
                          <Text size="sm">{toPersianDigits(printer.port)}</Text>
                        </Table.Td>
                        <Table.Td>
                          <Text size="sm">{toPersianDigits(printer.paperWidthMm)} میلی‌متر</Text>
                        </Table.Td>
                        <Table.Td>
                          {stations.data === undefined ? (
                            <Skeleton h={20} w={90} radius="sm" aria-label="در حال بارگذاری" />
                          ) : used.length > 0 ? (
                            <Group gap={4}>
                              {used.map((station) => (
                                <Badge key={station.id} variant="light" radius="sm">
                                  {station.name}
                                </Badge>
                              ))}
                            </Group>
                          ) : (
                            <Text size="sm" c="dimmed">
                              به ایستگاهی وصل نیست
                            </Text>
                          )}
                        </Table.Td>
                        <Table.Td>
                          {sandbox.data?.enabled ? (
                            <Button
                              size="compact-xs"
                              variant="subtle"
                              mb={4}
                              onClick={() => setViewing(printer)}
                            >
                              آخرین فیش
                            </Button>
                          ) : null}
                          <RowActions
                            onEdit={() => setEditing(printer)}
                            deleteQuestion={`چاپگر «${printer.name}» حذف شود؟`}
                            onDelete={async () => {
                              await remove.mutateAsync(printer.id);
                              notifySuccess(NOTICES_FA.OPERATION_DONE);
                            }}
                            deleting={remove.isPending && remove.variables === printer.id}
                          />
                        </Table.Td>
                      </Table.Tr>
                    );
                  })}
                </Table.Tbody>
              </Table>
            </Table.ScrollContainer>
          )}
        </QueryState>
      </Card>
      <SandboxPrintModal printer={viewing} onClose={() => setViewing(null)} />
      {editing !== null ? (
        <PrinterForm
          key={editing === 'new' ? 'new' : editing.id}
          editing={editing === 'new' ? null : editing}
          onClose={() => setEditing(null)}
        />
      ) : null}
    </>
  );
}
