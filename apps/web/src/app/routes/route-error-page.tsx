import { Button, Center, Group, Stack, Text, Title } from '@mantine/core';
import { Component, type ReactNode } from 'react';
import { useLocation } from 'react-router';

type BoundaryProps = { pathname: string; children: ReactNode };
type BoundaryState = { pathname: string; failed: boolean };

/**
 * The last line of defence: a render error or a chunk that failed to load after a new deploy
 * replaces the page with plain Persian. Moving to another address gives the page another try.
 */
class ErrorBoundary extends Component<BoundaryProps, BoundaryState> {
  override state: BoundaryState = { pathname: this.props.pathname, failed: false };

  static getDerivedStateFromProps(props: BoundaryProps, state: BoundaryState): Partial<BoundaryState> | null {
    return props.pathname === state.pathname ? null : { pathname: props.pathname, failed: false };
  }

  static getDerivedStateFromError(): Partial<BoundaryState> {
    return { failed: true };
  }

  override componentDidCatch(error: unknown) {
    // Kept in the console for whoever debugs it; the person sees only plain Persian.
    console.error(error);
  }

  override render() {
    return this.state.failed ? <RouteErrorPage /> : this.props.children;
  }
}

/** Wraps the routes; must sit inside the router, since it follows the address. */
export function RouteErrorBoundary({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  return <ErrorBoundary pathname={pathname}>{children}</ErrorBoundary>;
}

export function RouteErrorPage() {
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
