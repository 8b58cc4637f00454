import { Paper, Stack, Text, Title } from '@mantine/core';
import { formatJalaliDateLong } from '@sofreh/domain';
import type { ReactNode } from 'react';

type DashboardWelcomeProps = {
  personName: string;
  today: Date;
  /** The vendor's open/closed state, supplied by the app from the vendor's public details. */
  vendorState: ReactNode;
};

export function DashboardWelcome({ personName, today, vendorState }: DashboardWelcomeProps) {
  return (
    <Stack gap="lg" maw={720}>
      <Stack gap={4}>
        <Title order={1} size="h2">
          سلام، {personName}
        </Title>
        <Text c="dimmed">امروز {formatJalaliDateLong(today)}</Text>
      </Stack>
      <Paper withBorder radius="md" p="lg">
        <Stack gap="sm">
          <Text fw={600}>وضعیت رستوران</Text>
          {vendorState}
        </Stack>
      </Paper>
      <Text size="sm" c="dimmed">
        بخش‌های پنل یکی‌یکی راه‌اندازی می‌شوند؛ بخش‌هایی که در منوی کناری با «به‌زودی» مشخص شده‌اند هنوز آماده
        نیستند.
      </Text>
    </Stack>
  );
}
