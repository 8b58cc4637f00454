import { notifications } from '@mantine/notifications';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, vi } from 'vitest';
import { noticesReady } from '../lib/notify';
import { useAuthStore } from '../stores/auth-store';
import { useCartStore } from '../stores/cart-store';
import { useNetworkStore } from '../stores/network-store';
import { useOrderingStepperStore } from '../stores/ordering-stepper-store';
import { useSidebarStore } from '../stores/sidebar-store';

// findBy… waits up to 5 s instead of 1 s: a busy CI machine is slow, not broken.
configure({ asyncUtilTimeout: 5000 });

// The notices' code loads behind the first screen in the app; tests read notices at once.
beforeAll(() => noticesReady);

// index.html sets these in the browser; Mantine's DirectionProvider reads <html dir> on mount.
beforeEach(() => {
  document.documentElement.dir = 'rtl';
  document.documentElement.lang = 'fa';
});

type ResettableStore<T> = { getInitialState: () => T; setState: (state: T, replace: true) => void };

function resetStore<T>(store: ResettableStore<T>): void {
  store.setState(store.getInitialState(), true);
}

afterEach(() => {
  cleanup();
  notifications.clean();
  resetStore(useAuthStore);
  resetStore(useCartStore);
  resetStore(useNetworkStore);
  resetStore(useOrderingStepperStore);
  resetStore(useSidebarStore);
  localStorage.clear();
  sessionStorage.clear();
  window.history.replaceState(null, '', '/');
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});
