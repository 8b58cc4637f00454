import { Badge, Button, Card, Group, Table, Text, VisuallyHidden } from '@mantine/core';
import { formatJalaliDate, type TStaffMember, toPersianDigits } from '@sofreh/domain';
import { useState } from 'react';
import { ConfirmButton } from '../../../components/confirm-button';
import { ListPagination } from '../../../components/list-pagination';
import { PageHeader } from '../../../components/page-header';
import { QueryState } from '../../../components/query-state';
import { SearchInput } from '../../../components/search-input';
import { notifySuccess } from '../../../lib/notify';
import { useListParams } from '../../../lib/use-list-params';
import { useRemoveStaff, useStaffPage } from '../api/staff';
import { AddStaffForm } from './add-staff-form';
import { ChangeRoleForm } from './change-role-form';

export const personName = (m: Pick<TStaffMember, 'firstName' | 'lastName' | 'phoneNumber'>) =>
  [m.firstName, m.lastName].filter(Boolean).join(' ') || toPersianDigits(m.phoneNumber);

/** SPEC §2 staff list: who works here, in which role; add by phone, change role, remove. */
export function StaffPage({ myUserId }: { myUserId: string | null }) {
  const list = useListParams();
  const query = useStaffPage(list);
  const remove = useRemoveStaff();
  const [adding, setAdding] = useState(false);
  const [changing, setChanging] = useState<TStaffMember | null>(null);

  return (
    <>
      <PageHeader
        title="کارکنان"
        description="کسانی که با شماره موبایل خود وارد پنل رستوران می‌شوند و نقششان تعیین می‌کند به کدام بخش‌ها دسترسی دارند."
        actions={<Button onClick={() => setAdding(true)}>افزودن کارمند</Button>}
      />
      <Card withBorder padding="lg" radius="md">
        <Group mb="md">
          <SearchInput
            value={list.search}
            onSearch={list.setSearch}
            placeholder="جستجوی نام، شماره یا نقش…"
          />
        </Group>
        <QueryState
          query={query}
          isEmpty={(page) => page.data.length === 0}
          empty={list.search ? 'کسی با این مشخصات پیدا نشد.' : 'هنوز کارمندی اضافه نشده است.'}
        >
          {(page) => (
            <>
              <Table.ScrollContainer minWidth={320}>
                <Table verticalSpacing="sm" highlightOnHover>
                  <Table.Thead>
                    <Table.Tr>
                      <Table.Th>نام</Table.Th>
                      <Table.Th visibleFrom="sm">موبایل</Table.Th>
                      <Table.Th visibleFrom="sm">نقش</Table.Th>
                      <Table.Th visibleFrom="md">افزوده شده</Table.Th>
                      <Table.Th w={170} ta="left">
                        <VisuallyHidden>عملیات</VisuallyHidden>
                      </Table.Th>
                    </Table.Tr>
                  </Table.Thead>
                  <Table.Tbody>
                    {page.data.map((member) => (
                      <Table.Tr key={member.id}>
                        <Table.Td>
                          <Text fw={500}>{personName(member)}</Text>
                          {/* On a phone the role and number sit under the name instead of in columns. */}
                          <Group hiddenFrom="sm" gap={6} mt={4} wrap="nowrap">
                            <RoleBadge member={member} />
                            <Text size="xs" c="dimmed" dir="ltr">
                              {toPersianDigits(member.phoneNumber)}
                            </Text>
                          </Group>
                        </Table.Td>
                        <Table.Td visibleFrom="sm">
                          <Text dir="ltr" ta="right" size="sm">
                            {toPersianDigits(member.phoneNumber)}
                          </Text>
                        </Table.Td>
                        <Table.Td visibleFrom="sm">
                          <RoleBadge member={member} />
                        </Table.Td>
                        <Table.Td visibleFrom="md">
                          <Text size="sm" c="dimmed">
                            {formatJalaliDate(new Date(member.createdAt))}
                          </Text>
                        </Table.Td>
                        <Table.Td>
                          {member.kind === 'STAFF' && member.id !== myUserId ? (
                            <Group gap={4} justify="flex-end" wrap="nowrap">
                              <Button size="compact-sm" variant="subtle" onClick={() => setChanging(member)}>
                                تغییر نقش
                              </Button>
                              <ConfirmButton
                                question={`${personName(member)} از کارکنان حذف شود؟ دیگر نمی‌تواند وارد پنل شود.`}
                                onConfirm={async () => {
                                  await remove.mutateAsync(member.id);
                                  notifySuccess(`${personName(member)} از کارکنان حذف شد.`);
                                }}
                                loading={remove.isPending && remove.variables === member.id}
                              >
                                <Button size="compact-sm" variant="subtle" color="red">
                                  حذف
                                </Button>
                              </ConfirmButton>
                            </Group>
                          ) : null}
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
      {adding ? <AddStaffForm opened onClose={() => setAdding(false)} /> : null}
      {changing ? (
        <ChangeRoleForm key={changing.id} member={changing} opened onClose={() => setChanging(null)} />
      ) : null}
    </>
  );
}

function RoleBadge({ member }: { member: TStaffMember }) {
  return member.kind === 'VENDOR' ? (
    <Badge variant="light" color="grape">
      مالک
    </Badge>
  ) : (
    <Badge variant="light" style={{ flexShrink: 0 }}>
      {member.roleName ?? 'بدون نقش'}
    </Badge>
  );
}
