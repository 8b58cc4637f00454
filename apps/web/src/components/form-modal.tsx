import { Alert, Button, Group, Modal, Skeleton, Stack } from '@mantine/core';
import type { FormEvent, ReactNode } from 'react';

type FormModalProps = {
  opened: boolean;
  onClose: () => void;
  title: string;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  submitting?: boolean;
  submitLabel?: string;
  /** Problems the server named for fields this form does not show, or for the form as a whole. */
  formError?: string | null;
  size?: string | number;
  /** The record being edited is still on its way: placeholders instead of the fields, nothing to save. */
  loading?: boolean;
  children: ReactNode;
};

/**
 * The add/edit dialog of every back-office list: the fields, the server's errors beside them, and
 * «ذخیره» / «انصراف». Enter submits, Escape closes — a cashier can do it all from the keyboard.
 */
export function FormModal({
  opened,
  onClose,
  title,
  onSubmit,
  submitting = false,
  submitLabel = 'ذخیره',
  formError,
  size = 'md',
  loading = false,
  children,
}: FormModalProps) {
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={title}
      size={size}
      centered
      closeButtonProps={{ 'aria-label': 'بستن' }}
    >
      <form onSubmit={loading ? (event) => event.preventDefault() : onSubmit} noValidate>
        <Stack gap="md">
          {loading ? (
            <Stack gap="sm" aria-busy="true" aria-label="در حال بارگذاری">
              {['first', 'second', 'third'].map((row) => (
                <Skeleton key={row} h={36} radius="sm" />
              ))}
            </Stack>
          ) : (
            children
          )}
          {formError ? (
            <Alert color="red" variant="light">
              {formError}
            </Alert>
          ) : null}
          <Group justify="flex-end" gap="sm" mt="xs">
            <Button variant="default" onClick={onClose} disabled={submitting}>
              انصراف
            </Button>
            <Button type="submit" loading={submitting} disabled={loading}>
              {submitLabel}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
