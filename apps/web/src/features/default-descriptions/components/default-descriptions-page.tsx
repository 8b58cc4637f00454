import { Button, Text } from '@mantine/core';
import type { TDefaultDescription } from '@sofreh/domain';
import { useState } from 'react';
import { ListCard } from '../../../components/list-card';
import { PageHeader } from '../../../components/page-header';
import { RowActions } from '../../../components/row-actions';
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
      <ListCard
        list={list}
        query={query}
        searchPlaceholder="جستجو در توضیحات…"
        empty={{
          searching: 'توضیحی با این عبارت پیدا نشد.',
          none: 'هنوز توضیحی ثبت نشده است؛ با «افزودن توضیح» شروع کنید.',
        }}
        columns={[{ header: 'متن', cell: (note) => <Text>{note.text}</Text> }]}
        actions={(note) => (
          <RowActions
            onEdit={() => setEditing(note)}
            deleteQuestion={`«${note.text}» حذف شود؟`}
            onDelete={() => remove.mutateAsync(note.id)}
            deleting={remove.isPending && remove.variables === note.id}
          />
        )}
      />
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
