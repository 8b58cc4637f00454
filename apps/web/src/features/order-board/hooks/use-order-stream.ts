import { type TOrderEvent, ZOrderEvent } from '@sofreh/domain';
import { useEffect, useRef, useState } from 'react';
import { useAuthStore } from '../../../stores/auth-store';
import { ORDERS_PATH } from '../api/get-board-orders';

// The board's live connection (decision 0018): Server-Sent Events read with fetch, so the token goes
// in the Authorization header as on every other call (EventSource cannot send headers and would put
// it in the URL). While it is down the board polls, and the hook keeps trying to come back.

const RETRY_DELAYS_MS = [1_000, 3_000, 5_000, 10_000, 30_000];

/** Splits a text/event-stream into events; keeps the unfinished tail for the next chunk. */
export function parseEventStream(buffer: string): {
  events: Array<{ event: string; data: string }>;
  rest: string;
} {
  const events: Array<{ event: string; data: string }> = [];
  const blocks = buffer.replace(/\r\n/g, '\n').split('\n\n');
  const rest = blocks.pop() ?? '';
  for (const block of blocks) {
    let event = 'message';
    const data: string[] = [];
    for (const line of block.split('\n')) {
      if (line.startsWith(':')) continue; // heartbeat
      if (line.startsWith('event:')) event = line.slice(6).trim();
      else if (line.startsWith('data:')) data.push(line.slice(5).trimStart());
    }
    if (data.length > 0 || event !== 'message') events.push({ event, data: data.join('\n') });
  }
  return { events, rest };
}

/**
 * Opens the vendor's order stream and calls `onEvent` for each order event. Answers whether the
 * stream is up now; `onConnected` runs every time it (re)connects, so the board can refetch what it
 * may have missed while it was down.
 */
export function useOrderStream(onEvent: (event: TOrderEvent) => void, onConnected?: () => void): boolean {
  const [live, setLive] = useState(false);
  const token = useAuthStore((state) => state.token);
  const handlers = useRef({ onEvent, onConnected });
  handlers.current = { onEvent, onConnected };

  useEffect(() => {
    if (!token) return;
    let stopped = false;
    let failures = 0;
    let retry: ReturnType<typeof setTimeout> | undefined;
    const controller = new AbortController();

    async function connect() {
      try {
        const response = await fetch(`${ORDERS_PATH}/stream`, {
          headers: {
            Accept: 'text/event-stream',
            Authorization: `Bearer ${token}`,
            hostDomain: window.location.hostname,
          },
          credentials: 'same-origin',
          signal: controller.signal,
        });
        if (!response.ok || !response.body) throw new Error(`stream answered ${response.status}`);
        const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
        let buffer = '';
        for (;;) {
          const { value, done } = await reader.read();
          if (done) break;
          const parsed = parseEventStream(buffer + value);
          buffer = parsed.rest;
          for (const { event, data } of parsed.events) {
            if (event === 'ready') {
              failures = 0;
              setLive(true);
              handlers.current.onConnected?.();
            } else if (event === 'order') {
              const order = ZOrderEvent.safeParse(safeJson(data));
              if (order.success) handlers.current.onEvent(order.data);
            }
          }
        }
      } catch {
        // Down: the board polls until the next attempt succeeds.
      }
      if (stopped) return;
      setLive(false);
      const delay = RETRY_DELAYS_MS[Math.min(failures, RETRY_DELAYS_MS.length - 1)];
      failures++;
      retry = setTimeout(connect, delay);
    }
    void connect();
    return () => {
      stopped = true;
      clearTimeout(retry);
      controller.abort();
      setLive(false);
    };
  }, [token]);

  return live;
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}
