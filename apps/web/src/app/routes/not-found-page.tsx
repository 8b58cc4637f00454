import { Button, Center, Stack, Text, Title } from '@mantine/core';
import { toPersianDigits } from '@sofreh/domain';
import { Link, useLocation } from 'react-router';
import { isBackofficePath } from '../../lib/session-routes';

export function NotFoundPage() {
  const { pathname } = useLocation();
  const inBackoffice = isBackofficePath(pathname);
  return (
    <Center mih="70dvh" p="md">
      <Stack align="center" gap="sm" ta="center">
        <Text fz={64} fw={800} c="saffron.7" lh={1}>
          {toPersianDigits(404)}
        </Text>
        <Title order={1} size="h3">
          این صفحه پیدا نشد
        </Title>
        <Text c="dimmed" maw={360}>
          نشانی را دوباره بررسی کنید؛ ممکن است صفحه جابه‌جا یا حذف شده باشد.
        </Text>
        <Button component={Link} to={inBackoffice ? '/bo' : '/'} mt="sm">
          {inBackoffice ? 'بازگشت به پیشخوان' : 'بازگشت به صفحه اصلی'}
        </Button>
      </Stack>
    </Center>
  );
}
