import { DirectionProvider, MantineProvider } from '@mantine/core';
import { Notifications } from '@mantine/notifications';
import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { theme } from './theme';

// SPEC §9 notices: top centre, 4 s, at most five at once, 250 ms transition.
const NOTICE_AUTO_CLOSE_MS = 4000;
const NOTICE_LIMIT = 5;
const NOTICE_TRANSITION_MS = 250;

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
        <Notifications
          position="top-center"
          autoClose={NOTICE_AUTO_CLOSE_MS}
          limit={NOTICE_LIMIT}
          transitionDuration={NOTICE_TRANSITION_MS}
        />
        <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
      </MantineProvider>
    </DirectionProvider>
  );
}
