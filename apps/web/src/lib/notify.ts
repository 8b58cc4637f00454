import type { NotificationData } from '@mantine/notifications';

// The notices' code (notice-host.tsx) is not part of the first screen: it is fetched as soon as the
// app starts, behind the first draw. A notice raised before it arrives waits for it (issue 19.18).
let host: typeof import('./notice-host') | undefined;
export const noticesReady: Promise<void> = import('./notice-host').then((module) => {
  host = module;
});

function show(notice: NotificationData): void {
  if (host) host.notifications.show(notice);
  else void noticesReady.then(() => host?.notifications.show(notice));
}

// The id is derived from the text so that the same message raised by several calls at once (retries,
// parallel queries) shows one notice, not a stack of identical ones.

export function notifySuccess(message: string): void {
  show({ id: `success:${message}`, color: 'green', message });
}

export function notifyError(message: string): void {
  show({ id: `error:${message}`, color: 'red', message });
}
