// The back office's one live connection (decisions 0018, 0024): Server-Sent Events from
// /api/orders/stream, read with fetch so the token travels in the Authorization header (EventSource
// cannot send headers and would put it in the URL). Every part of the back office that wants live
// events (the order board's orders, the incoming-call cards on every page) subscribes here and shares
// one connection; it opens with the first subscriber and closes with the last. While it is down it
// reconnects with growing waits, and subscribers fall back to polling.

export const LIVE_STREAM_PATH = '/api/orders/stream';
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

export type LiveListener = {
  /** Every event but `ready`, its data parsed as JSON (null when it is not JSON). */
  onEvent?: (event: string, data: unknown) => void;
  /** After every (re)connection: refetch what may have been missed while down. */
  onConnected?: () => void;
  /** Whether the stream is up; called at once on subscribing and on every change. */
  onLive?: (live: boolean) => void;
};

const listeners = new Set<LiveListener>();
let connection: { token: string; stop: () => void } | null = null;
let live = false;

function setLive(value: boolean) {
  if (live === value) return;
  live = value;
  for (const listener of listeners) listener.onLive?.(value);
}

function open(token: string): () => void {
  let stopped = false;
  let failures = 0;
  let retry: ReturnType<typeof setTimeout> | undefined;
  const controller = new AbortController();

  async function connect() {
    try {
      const response = await fetch(LIVE_STREAM_PATH, {
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
          if (stopped) return;
          if (event === 'ready') {
            failures = 0;
            setLive(true);
            for (const listener of [...listeners]) listener.onConnected?.();
          } else {
            const json = safeJson(data);
            for (const listener of [...listeners]) listener.onEvent?.(event, json);
          }
        }
      }
    } catch {
      // Down: subscribers poll until the next attempt succeeds.
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
  };
}

/**
 * Listens to the back office's live stream with `token`; returns the unsubscribe. The connection is
 * shared: it opens (or reopens for a new token) here and closes when the last listener leaves.
 */
export function subscribeLiveStream(token: string, listener: LiveListener): () => void {
  listeners.add(listener);
  if (connection?.token !== token) {
    connection?.stop();
    live = false;
    connection = { token, stop: open(token) };
  }
  listener.onLive?.(live);
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0 && connection) {
      connection.stop();
      connection = null;
      live = false;
    }
  };
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}
