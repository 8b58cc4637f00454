import { type TOrderEvent, ZOrderEvent } from '@sofreh/domain';
import { useEffect, useRef, useState } from 'react';
import { subscribeLiveStream } from '../../../lib/live-stream';
import { useAuthStore } from '../../../stores/auth-store';

// The board's live connection (decision 0018), shared with the rest of the back office through
// lib/live-stream (decision 0024: incoming calls travel on the same stream). While it is down the
// board polls, and the connection keeps trying to come back.

export { parseEventStream } from '../../../lib/live-stream';

/**
 * Listens to the vendor's order events and calls `onEvent` for each. Answers whether the stream is
 * up now; `onConnected` runs every time it (re)connects, so the board can refetch what it may have
 * missed while it was down.
 */
export function useOrderStream(onEvent: (event: TOrderEvent) => void, onConnected?: () => void): boolean {
  const [live, setLive] = useState(false);
  const token = useAuthStore((state) => state.token);
  const handlers = useRef({ onEvent, onConnected });
  handlers.current = { onEvent, onConnected };

  useEffect(() => {
    if (!token) return;
    const unsubscribe = subscribeLiveStream(token, {
      onLive: setLive,
      onConnected: () => handlers.current.onConnected?.(),
      onEvent: (event, data) => {
        if (event !== 'order') return;
        const order = ZOrderEvent.safeParse(data);
        if (order.success) handlers.current.onEvent(order.data);
      },
    });
    return () => {
      unsubscribe();
      setLive(false);
    };
  }, [token]);

  return live;
}
