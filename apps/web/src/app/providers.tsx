import { DirectionProvider, MantineProvider } from '@mantine/core';
import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { lazy, type ReactNode, Suspense } from 'react';
import { theme } from './theme';

// Notices are not needed to draw the first screen; their code comes in behind it (issue 19.18).
const NoticeHost = lazy(() =>
  import('../lib/notice-host').then((module) => ({ default: module.NoticeHost })),
);

type AppProvidersProps = {
  queryClient: QueryClient;
  /** 'test' turns off Mantine's transitions and portals, so component tests see dialogs at once. */
  mantineEnv?: 'default' | 'test';
  children: ReactNode;
};

export function AppProviders({ queryClient, mantineEnv = 'default', children }: AppProvidersProps) {
  return (
    // The page is always right to left; index.html sets <html dir="rtl"> since this provider does not.
    <DirectionProvider initialDirection="rtl" detectDirection={false}>
      <MantineProvider theme={theme} env={mantineEnv}>
        <Suspense fallback={null}>
          <NoticeHost />
        </Suspense>
        <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
      </MantineProvider>
    </DirectionProvider>
  );
}
