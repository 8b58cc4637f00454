import { Alert, Button, Card, Group, Table, Text, VisuallyHidden } from '@mantine/core';
import { NOTICES_FA, type TPosTerminal, toPersianDigits } from '@sofreh/domain';
import { useState } from 'react';
import { ListPagination } from '../../../components/list-pagination';
import { PageHeader } from '../../../components/page-header';
import { QueryState } from '../../../components/query-state';
import { RowActions } from '../../../components/row-actions';
import { SearchInput } from '../../../components/search-input';
import { StatusSwitch } from '../../../components/status-switch';
import { notifySuccess } from '../../../lib/notify';
import { useListParams } from '../../../lib/use-list-params';
import { useDeletePosTerminal } from '../api/delete-pos-terminal';
import { usePosTerminals } from '../api/get-pos-terminals';
import { useSetPosTerminalActive } from '../api/set-pos-terminal-active';
import { PosTerminalForm } from './pos-terminal-form';

type Editing = null | 'new' | TPosTerminal;

/** SPEC §2 POS terminal settings: the card terminals at the counter. */
export function PosTerminalsPage() {
  const list = useListParams();
  const query = usePosTerminals(list);
  const setActive = useSetPosTerminalActive();
  const remove = useDeletePosTerminal();
  const [editing, setEditing] = useState<Editing>(null);

  return (
    <>
      <PageHeader
        title="کارت‌خوان‌ها"
        description="کارت‌خوان‌های صندوق رستوران و بانک هر کدام."
        actions={<Button onClick={() => setEditing('new')}>کارت‌خوان جدید</Button>}
      />
      <Alert variant="light" color="blue" mb="md">
        فعلاً فهرست کارت‌خوان‌ها اینجا نگه داشته می‌شود؛ فرستادن مبلغ سفارش به کارت‌خوان و خواندن نتیجه پرداخت، گام
        بعدی است.
      </Alert>
      <Card withBorder padding="lg" radius="md">
        <Group mb="md">
          <SearchInput
            value={list.search}
            onSearch={list.setSearch}
            placeholder="جستجو در نام، پایانه یا سریال…"
          />
        </Group>
        <QueryState
          query={query}
          isEmpty={(page) => page.data.length === 0}
          empty={
            list.search
              ? 'کارت‌خوانی با این عبارت پیدا نشد.'
              : 'هنوز کارت‌خوانی ثبت نشده است؛ با «کارت‌خوان جدید» نام، بانک و شماره پایانه را وارد کنید.'
          }
        >
          {(page) => (
            <>
              <Table.ScrollContainer minWidth={720} type="native">
                <Table verticalSpacing="sm" highlightOnHover>
                  <Table.Thead>
                    <Table.Tr>
                      <Table.Th>نام</Table.Th>
                      <Table.Th>بانک</Table.Th>
                      <Table.Th>شماره پایانه</Table.Th>
                      <Table.Th>نشانی شبکه</Table.Th>
                      <Table.Th>وضعیت</Table.Th>
                      <Table.Th w={150}>
                        <VisuallyHidden>عملیات</VisuallyHidden>
                      </Table.Th>
                    </Table.Tr>
                  </Table.Thead>
                  <Table.Tbody>
                    {page.data.map((terminal) => (
                      <Table.Tr key={terminal.id}>
                        <Table.Td fw={600}>{terminal.name}</Table.Td>
                        <Table.Td>{terminal.providerLabel}</Table.Td>
                        <Table.Td>
                          <Text span dir="ltr" size="sm">
                            {toPersianDigits(terminal.terminalId)}
                          </Text>
                          {terminal.serialNumber ? (
                            <Text size="xs" c="dimmed">
                              {`سریال ${toPersianDigits(terminal.serialNumber)}`}
                            </Text>
                          ) : null}
                        </Table.Td>
                        <Table.Td>
                          {terminal.ip ? (
                            <Text span dir="ltr" size="sm">
                              {toPersianDigits(
                                terminal.port ? `${terminal.ip}:${terminal.port}` : terminal.ip,
                              )}
                            </Text>
                          ) : (
                            <Text size="sm" c="dimmed">
                              مستقل
                            </Text>
                          )}
                        </Table.Td>
                        <Table.Td>
                          <StatusSwitch
                            checked={terminal.active}
                            label={`فعال بودن ${terminal.name}`}
                            onText="فعال"
                            offText="غیرفعال"
                            onToggle={(active) => setActive.mutateAsync({ id: terminal.id, active })}
                          />
                        </Table.Td>
                        <Table.Td>
                          <RowActions
                            onEdit={() => setEditing(terminal)}
                            deleteQuestion={`کارت‌خوان «${terminal.name}» حذف شود؟`}
                            onDelete={async () => {
                              await remove.mutateAsync(terminal.id);
                              notifySuccess(NOTICES_FA.OPERATION_DONE);
                            }}
                            deleting={remove.isPending && remove.variables === terminal.id}
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
        <PosTerminalForm
          key={editing === 'new' ? 'new' : editing.id}
          editing={editing === 'new' ? null : editing}
          onClose={() => setEditing(null)}
        />
      ) : null}
    </>
  );
}
