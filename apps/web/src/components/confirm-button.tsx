import { Button, Group, Popover, Stack, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import type { ReactElement } from 'react';

type ConfirmButtonProps = {
  /** The question, e.g. «دسته «نوشیدنی» حذف شود؟» */
  question: string;
  confirmLabel?: string;
  onConfirm: () => unknown;
  loading?: boolean;
  /** The button that opens the question (an ActionIcon or a Button). */
  children: ReactElement;
};

/**
 * Asks before a destructive action, right beside the button that asked for it: at a busy counter a
 * slip of the finger must not delete a category.
 */
export function ConfirmButton({
  question,
  confirmLabel = 'حذف',
  onConfirm,
  loading,
  children,
}: ConfirmButtonProps) {
  const [opened, { close, toggle }] = useDisclosure(false);
  return (
    <Popover
      opened={opened}
      onChange={(open) => !open && close()}
      position="bottom-end"
      withArrow
      shadow="md"
      trapFocus
    >
      <Popover.Target>
        <span onClickCapture={toggle} style={{ display: 'inline-flex' }}>
          {children}
        </span>
      </Popover.Target>
      <Popover.Dropdown>
        <Stack gap="sm" maw={260}>
          <Text size="sm">{question}</Text>
          <Group gap="xs" justify="flex-end">
            <Button size="xs" variant="default" onClick={close}>
              انصراف
            </Button>
            <Button
              size="xs"
              color="red"
              loading={loading}
              onClick={async () => {
                try {
                  await onConfirm();
                } catch {
                  // A refused delete (still in use…) was already explained in the red notice.
                } finally {
                  close();
                }
              }}
            >
              {confirmLabel}
            </Button>
          </Group>
        </Stack>
      </Popover.Dropdown>
    </Popover>
  );
}
