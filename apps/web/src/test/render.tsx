import { QueryClient } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { type Location, MemoryRouter, useLocation } from 'react-router';
import { AppProviders } from '../app/providers';
import { AppRoutes } from '../app/router';

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

/** Reports the router's current location to the test. */
function LocationProbe({ onLocation }: { onLocation: (location: Location) => void }) {
  onLocation(useLocation());
  return null;
}

/**
 * The whole app, routes and all, starting at `path`. `router.state.location` is where it is now
 * (shaped like a data router's state, which the app used before; decision 0047).
 */
export function renderApp(path: string) {
  let location: Location | undefined;
  const view = render(
    <AppProviders queryClient={createTestQueryClient()} mantineEnv="test">
      <MemoryRouter initialEntries={[path]}>
        <AppRoutes />
        <LocationProbe onLocation={(current) => (location = current)} />
      </MemoryRouter>
    </AppProviders>,
  );
  const router = {
    get state() {
      return { location: location! };
    },
  };
  return { ...view, router };
}

/** What a person can read on the page: the body's text without Mantine's injected <style> tags. */
export function pageText(): string {
  const copy = document.body.cloneNode(true) as HTMLElement;
  for (const element of copy.querySelectorAll('style, script')) element.remove();
  return copy.textContent ?? '';
}
