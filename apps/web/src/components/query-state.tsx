import { Alert, Button, Center, Skeleton, Stack, Text } from '@mantine/core';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';

type QueryStateProps<T> = {
  query: Pick<UseQueryResult<T>, 'data' | 'isPending' | 'isError' | 'error' | 'refetch' | 'isRefetching'>;
  /** True when the answer holds nothing to show (an empty page, no rows). */
  isEmpty?: (data: T) => boolean;
  /** What the screen says when there is nothing yet, with a hint of what to do. */
  empty?: ReactNode;
  /** Placeholder rows while loading. */
  skeletonRows?: number;
  children: (data: T) => ReactNode;
};

/**
 * Loading, failed, empty or the data — every list says which, so staff never stare at a blank card.
 * The failure's own message was already shown in the red notice; here it stays, with a retry.
 */
export function QueryState<T>({ query, isEmpty, empty, skeletonRows = 4, children }: QueryStateProps<T>) {
  if (query.isPending) {
    return (
      <Stack gap="xs" aria-busy="true" aria-label="در حال بارگذاری">
        {Array.from({ length: skeletonRows }, (_, i) => `row-${i}`).map((row) => (
          <Skeleton key={row} h={40} radius="sm" />
        ))}
      </Stack>
    );
  }
  if (query.isError) {
    return (
      <Alert color="red" variant="light" title="دریافت اطلاعات انجام نشد">
        <Stack gap="sm" align="flex-start">
          <Text size="sm">{query.error?.message}</Text>
          <Button
            size="xs"
            variant="white"
            color="red"
            onClick={() => query.refetch()}
            loading={query.isRefetching}
          >
            تلاش دوباره
          </Button>
        </Stack>
      </Alert>
    );
  }
  const data = query.data as T;
  if (isEmpty?.(data)) {
    return (
      <Center py="xl">
        <Text c="dimmed" ta="center">
          {empty ?? 'موردی برای نمایش نیست.'}
        </Text>
      </Center>
    );
  }
  return <>{children(data)}</>;
}
