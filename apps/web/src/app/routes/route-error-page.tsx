import { Button, Center, Group, Stack, Text, Title } from '@mantine/core';
import { isRouteErrorResponse, useRouteError } from 'react-router';
import { NotFoundPage } from './not-found-page';

/** The last line of defence: a render error or a chunk that failed to load after a new deploy. */
export function RouteErrorPage() {
  const error = useRouteError();
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFoundPage />;

  // Kept in the console for whoever debugs it; the person sees only plain Persian.
  console.error(error);
  return (
    <Center mih="70dvh" p="md">
      <Stack align="center" gap="sm" ta="center" role="alert">
        <Title order={1} size="h3">
          مشکلی پیش آمد
        </Title>
        <Text c="dimmed" maw={380}>
          این صفحه درست نمایش داده نشد. دوباره بارگذاری کنید؛ اگر مشکل ادامه داشت، کمی بعد دوباره سر بزنید.
        </Text>
        <Group mt="sm">
          <Button onClick={() => window.location.reload()}>بارگذاری دوباره</Button>
          <Button variant="default" component="a" href="/">
            صفحه اصلی
          </Button>
        </Group>
      </Stack>
    </Center>
  );
}
