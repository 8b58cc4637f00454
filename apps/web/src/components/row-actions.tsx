import { Button, Group } from '@mantine/core';
import { ConfirmButton } from './confirm-button';

type RowActionsProps = {
  onEdit: () => void;
  /** The question asked beside «حذف» before anything is deleted. */
  deleteQuestion: string;
  onDelete: () => unknown;
  deleting?: boolean;
};

/** «ویرایش» and «حذف» (asked first) at the end of a back-office list row. */
export function RowActions({ onEdit, deleteQuestion, onDelete, deleting }: RowActionsProps) {
  return (
    <Group gap={4} justify="flex-end" wrap="nowrap">
      <Button size="compact-sm" variant="subtle" onClick={onEdit}>
        ویرایش
      </Button>
      <ConfirmButton question={deleteQuestion} onConfirm={onDelete} loading={deleting}>
        <Button size="compact-sm" variant="subtle" color="red">
          حذف
        </Button>
      </ConfirmButton>
    </Group>
  );
}
