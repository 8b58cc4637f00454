import { Notifications, notifications } from '@mantine/notifications';

// The notices' code (Mantine's notifications and their transitions) is its own chunk: the first
// screen draws without it, and the first notice or the providers' lazy mount brings it (issue 19.18).

// SPEC §9 notices: top centre, 4 s, at most five at once, 250 ms transition.
const NOTICE_AUTO_CLOSE_MS = 4000;
const NOTICE_LIMIT = 5;
const NOTICE_TRANSITION_MS = 250;

export function NoticeHost() {
  return (
    <Notifications
      position="top-center"
      autoClose={NOTICE_AUTO_CLOSE_MS}
      limit={NOTICE_LIMIT}
      transitionDuration={NOTICE_TRANSITION_MS}
    />
  );
}

export { notifications };
