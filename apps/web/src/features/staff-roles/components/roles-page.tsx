import { Badge, Button, Card, Group, Table, Text, VisuallyHidden } from '@mantine/core';
import { toPersianDigits } from '@sofreh/domain';
import { Link, useNavigate } from 'react-router';
import { ListPagination } from '../../../components/list-pagination';
import { PageHeader } from '../../../components/page-header';
import { QueryState } from '../../../components/query-state';
import { RowActions } from '../../../components/row-actions';
import { SearchInput } from '../../../components/search-input';
import { ApiError } from '../../../lib/api-error';
import { notifyError, notifySuccess } from '../../../lib/notify';
import { useListParams } from '../../../lib/use-list-params';
import { useDeleteRole, useRolesPage } from '../api/roles';

export const ROLES_PATH = '/bo/roles';

/** SPEC §2 roles list: each role with how many permissions and people it has. */
export function RolesPage() {
  const list = useListParams();
  const query = useRolesPage(list);
  const remove = useDeleteRole();
  const navigate = useNavigate();

  const deleteRole = async (id: string, name: string) => {
    try {
      await remove.mutateAsync(id);
      notifySuccess(`نقش «${name}» حذف شد.`);
    } catch (error) {
      // «این نقش را این افراد دارند: …» says whose role to change first.
      if (error instanceof ApiError && error.errors[0])
        notifyError(`${error.message} ${error.errors[0].message}`);
    }
  };

  return (
    <>
      <PageHeader
        title="نقش‌ها و دسترسی‌ها"
        description="هر نقش مشخص می‌کند کارکنانِ دارای آن به کدام بخش‌های پنل دسترسی دارند. مالک رستوران همیشه همه دسترسی‌ها را دارد."
        actions={
          <Button component={Link} to={`${ROLES_PATH}/new`}>
            نقش جدید
          </Button>
        }
      />
      <Card withBorder padding="lg" radius="md">
        <Group mb="md">
          <SearchInput value={list.search} onSearch={list.setSearch} placeholder="جستجوی نقش…" />
        </Group>
        <QueryState
          query={query}
          isEmpty={(page) => page.data.length === 0}
          empty={
            list.search ? 'نقشی با این نام پیدا نشد.' : 'هنوز نقشی ساخته نشده است؛ با «نقش جدید» شروع کنید.'
          }
        >
          {(page) => (
            <>
              <Table verticalSpacing="sm" highlightOnHover>
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>نام نقش</Table.Th>
                    <Table.Th>دسترسی‌ها</Table.Th>
                    <Table.Th>کارکنان</Table.Th>
                    <Table.Th w={160} ta="left">
                      <VisuallyHidden>عملیات</VisuallyHidden>
                    </Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {page.data.map((role) => (
                    <Table.Tr key={role.id}>
                      <Table.Td>
                        <Text component={Link} to={`${ROLES_PATH}/${role.id}`} fw={500} c="inherit">
                          {role.name}
                        </Text>
                      </Table.Td>
                      <Table.Td>
                        <Badge variant="light" color={role.permissions.length ? 'teal' : 'gray'}>
                          {role.permissions.length
                            ? `${toPersianDigits(role.permissions.length)} دسترسی`
                            : 'بدون دسترسی'}
                        </Badge>
                      </Table.Td>
                      <Table.Td>
                        <Text size="sm" c="dimmed">
                          {role.staffCount ? `${toPersianDigits(role.staffCount)} نفر` : 'هیچ‌کس'}
                        </Text>
                      </Table.Td>
                      <Table.Td>
                        <RowActions
                          onEdit={() => navigate(`${ROLES_PATH}/${role.id}`)}
                          deleteQuestion={`نقش «${role.name}» حذف شود؟`}
                          onDelete={() => deleteRole(role.id, role.name)}
                          deleting={remove.isPending && remove.variables === role.id}
                        />
                      </Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
              <ListPagination page={page} onChange={list.setPage} />
            </>
          )}
        </QueryState>
      </Card>
    </>
  );
}
