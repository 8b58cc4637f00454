import { Group, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';

type PageHeaderProps = {
  title: string;
  /** One sentence on what the screen is for, in the restaurant's words. */
  description?: ReactNode;
  /** Buttons at the leading edge (left in RTL), e.g. «افزودن». */
  actions?: ReactNode;
};

/** The top of every back-office screen: its title, what it is for, and its main actions. */
export function PageHeader({ title, description, actions }: PageHeaderProps) {
  return (
    <Group justify="space-between" align="flex-start" mb="lg" gap="md">
      <Stack gap={4} miw={0}>
        <Title order={2} size="h3">
          {title}
        </Title>
        {description ? (
          <Text c="dimmed" size="sm">
            {description}
          </Text>
        ) : null}
      </Stack>
      {actions ? <Group gap="sm">{actions}</Group> : null}
    </Group>
  );
}
