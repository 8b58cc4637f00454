import { notifications } from '@mantine/notifications';

// The id is derived from the text so that the same message raised by several calls at once (retries,
// parallel queries) shows one notice, not a stack of identical ones.

export function notifySuccess(message: string): void {
  notifications.show({ id: `success:${message}`, color: 'green', message });
}

export function notifyError(message: string): void {
  notifications.show({ id: `error:${message}`, color: 'red', message });
}
