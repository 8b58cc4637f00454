import { Button, Center, Loader, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import type { TPermission } from '@sofreh/domain';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { LockIcon } from '../../../components/icons';
import { useMyPermissions } from '../../../lib/my-permissions';

/**
 * A back-office screen for those whose role holds `permission`. Anyone else opening its address sees
 * a plain «دسترسی ندارید» page rather than a screen full of refused calls (the server refuses anyway).
 */
export function RequirePermission({
  permission,
  children,
}: {
  permission: TPermission;
  children: ReactNode;
}) {
  const mine = useMyPermissions();
  if (mine.isPending) {
    return (
      <Center mih="40dvh">
        <Loader aria-label="در حال بررسی دسترسی" />
      </Center>
    );
  }
  if (mine.isError) {
    return (
      <Center mih="40dvh">
        <Stack align="center" gap="sm">
          <Text>دسترسی‌های شما دریافت نشد.</Text>
          <Button onClick={() => mine.refetch()}>تلاش دوباره</Button>
        </Stack>
      </Center>
    );
  }
  if (!mine.data.has(permission)) return <NoAccessPage />;
  return children;
}

export function NoAccessPage() {
  return (
    <Center mih="50dvh" p="md">
      <Stack align="center" gap="sm" maw={420} ta="center">
        <ThemeIcon size={56} radius="xl" variant="light" color="orange" aria-hidden>
          <LockIcon size={28} />
        </ThemeIcon>
        <Title order={2} size="h3">
          دسترسی ندارید
        </Title>
        <Text c="dimmed">
          نقش شما اجازه دیدن این بخش را نمی‌دهد. اگر برای کارتان لازم است، از مالک یا مدیر رستوران بخواهید این
          دسترسی را به نقش شما بدهد.
        </Text>
        <Button component={Link} to="/bo" variant="light">
          بازگشت به پیشخوان
        </Button>
      </Stack>
    </Center>
  );
}
