import { QueryClient } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { createMemoryRouter, MemoryRouter, RouterProvider } from 'react-router';
import { AppProviders } from '../app/providers';
import { appRoutes } from '../app/router';

// Same defaults as the app except retries: a test should see a failure at once, not after backoff.
function createTestQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: { queries: { retry: false, staleTime: 15_000 }, mutations: { retry: false } },
  });
}

/** A component with the app's providers and a router at `path`. */
export function renderWithProviders(ui: ReactElement, { path = '/' }: { path?: string } = {}) {
  return render(
    <AppProviders queryClient={createTestQueryClient()} mantineEnv="test">
      <MemoryRouter initialEntries={[path]}>{ui}</MemoryRouter>
    </AppProviders>,
  );
}

/** The whole app, routes and all, starting at `path`. */
export function renderApp(path: string) {
  const router = createMemoryRouter(appRoutes, { initialEntries: [path] });
  const view = render(
    <AppProviders queryClient={createTestQueryClient()} mantineEnv="test">
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return { ...view, router };
}

/** What a person can read on the page: the body's text without Mantine's injected <style> tags. */
export function pageText(): string {
  const copy = document.body.cloneNode(true) as HTMLElement;
  for (const element of copy.querySelectorAll('style, script')) element.remove();
  return copy.textContent ?? '';
}
