import { Button, Card, Group, Table, Text, VisuallyHidden } from '@mantine/core';
import type { TDefaultDescription } from '@sofreh/domain';
import { useState } from 'react';
import { ListPagination } from '../../../components/list-pagination';
import { PageHeader } from '../../../components/page-header';
import { QueryState } from '../../../components/query-state';
import { RowActions } from '../../../components/row-actions';
import { SearchInput } from '../../../components/search-input';
import { useListParams } from '../../../lib/use-list-params';
import { useDeleteDefaultDescription } from '../api/delete-default-description';
import { useDefaultDescriptions } from '../api/get-default-descriptions';
import { DefaultDescriptionForm } from './default-description-form';

/** null: closed; 'new': adding; a note: editing it. */
type Editing = null | 'new' | TDefaultDescription;

/** The ready-made order notes staff pick while taking an order (SPEC §2 default-descriptions list). */
export function DefaultDescriptionsPage() {
  const list = useListParams();
  const query = useDefaultDescriptions(list);
  const remove = useDeleteDefaultDescription();
  const [editing, setEditing] = useState<Editing>(null);

  return (
    <>
      <PageHeader
        title="توضیحات پیش‌فرض"
        description="یادداشت‌های آماده‌ای که هنگام ثبت سفارش با یک کلیک به توضیحات سفارش اضافه می‌شوند."
        actions={<Button onClick={() => setEditing('new')}>افزودن توضیح</Button>}
      />
      <Card withBorder padding="lg" radius="md">
        <Group mb="md">
          <SearchInput value={list.search} onSearch={list.setSearch} placeholder="جستجو در توضیحات…" />
        </Group>
        <QueryState
          query={query}
          isEmpty={(page) => page.data.length === 0}
          empty={
            list.search
              ? 'توضیحی با این عبارت پیدا نشد.'
              : 'هنوز توضیحی ثبت نشده است؛ با «افزودن توضیح» شروع کنید.'
          }
        >
          {(page) => (
            <>
              <Table verticalSpacing="sm" highlightOnHover>
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>متن</Table.Th>
                    <Table.Th w={160} ta="left">
                      <VisuallyHidden>عملیات</VisuallyHidden>
                    </Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {page.data.map((note) => (
                    <Table.Tr key={note.id}>
                      <Table.Td>
                        <Text>{note.text}</Text>
                      </Table.Td>
                      <Table.Td>
                        <RowActions
                          onEdit={() => setEditing(note)}
                          deleteQuestion={`«${note.text}» حذف شود؟`}
                          onDelete={() => remove.mutateAsync(note.id)}
                          deleting={remove.isPending && remove.variables === note.id}
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
      {editing !== null ? (
        <DefaultDescriptionForm
          key={editing === 'new' ? 'new' : editing.id}
          editing={editing === 'new' ? null : editing}
          opened
          onClose={() => setEditing(null)}
        />
      ) : null}
    </>
  );
}
