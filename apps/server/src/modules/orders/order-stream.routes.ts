import type { TOrderEvent } from '@sofreh/domain';
import type { FastifyInstance } from 'fastify';
import type { ChangeFeed } from '../../platform/change-feed';
import { AppError } from '../../platform/errors';
import { requireAuth, requireVendor } from '../auth/auth.guard';
import { ORDER_CHANGES, parseOrderChange } from './order-events';

// The board's live connection (decision 0018): Server-Sent Events over an ordinary authenticated
// GET, read by the web with fetch so the token travels in the Authorization header, never in the
// URL. Every instance forwards the vendor's order messages from the change feed to the boards open
// on it; a board on instance B hears an order placed on instance A through PostgreSQL NOTIFY.

const HEARTBEAT_MS = 15_000;

/**
 * Another change-feed channel the same stream carries to the vendor's back offices (decision 0024:
 * incoming calls as `event: call`), so a back office holds one live connection, not one per kind.
 */
export type StreamFeed = {
  channel: string;
  event: string;
  /** The event's data for this vendor's stream, or null when the message is not for it. */
  toEvent(payload: string, vendorId: string): unknown | null;
};

export type OrderStreamOptions = {
  changes: Pick<ChangeFeed, 'subscribe' | 'onHealthChange' | 'healthy'>;
  heartbeatMs?: number;
  feeds?: readonly StreamFeed[];
};

export async function orderStreamRoutes(app: FastifyInstance, options: OrderStreamOptions) {
  const { changes } = options;
  const heartbeatMs = options.heartbeatMs ?? HEARTBEAT_MS;
  /** Every open stream's closer, so the server can shut down without waiting for the boards. */
  const open = new Set<() => void>();
  app.addHook('onClose', async () => {
    for (const close of [...open]) close();
  });

  app.get(
    '/api/orders/stream',
    {
      config: { access: { permission: 'ORDERS_VIEW' } },
      schema: {
        tags: ['api: orders'],
        summary:
          'Live order events of the vendor as text/event-stream: `event: order` with {kind, orderId, status}, `event: call` with {callId, lineId, number} for an incoming call (decision 0024), a comment line as heartbeat every 15 s; the stream ends when the live feed is down (poll then)',
      },
    },
    (request, reply) => {
      const vendor = requireVendor(request);
      requireAuth(request);
      // Without the feed this instance would hear nothing: refuse, and the board polls instead.
      if (!changes.healthy) {
        throw new AppError('LIVE_UPDATES_UNAVAILABLE');
      }
      reply.hijack();
      const raw = reply.raw;
      raw.writeHead(200, {
        'content-type': 'text/event-stream; charset=utf-8',
        'cache-control': 'no-cache, no-transform',
        connection: 'keep-alive',
        // A proxy (nginx) must pass each event on at once instead of buffering the response.
        'x-accel-buffering': 'no',
      });
      const send = (text: string) => {
        if (!raw.writableEnded) raw.write(text);
      };
      send(`retry: 3000\nevent: ready\ndata: {}\n\n`);

      const unsubscribe = changes.subscribe(ORDER_CHANGES, (payload) => {
        const change = parseOrderChange(payload);
        if (!change || change.vendorId !== vendor.id) return;
        const event: TOrderEvent = { kind: change.kind, orderId: change.orderId, status: change.status };
        send(`event: order\ndata: ${JSON.stringify(event)}\n\n`);
      });
      const unsubscribeFeeds = (options.feeds ?? []).map((feed) =>
        changes.subscribe(feed.channel, (payload) => {
          const data = feed.toEvent(payload, vendor.id);
          if (data !== null) send(`event: ${feed.event}\ndata: ${JSON.stringify(data)}\n\n`);
        }),
      );
      // Messages may be lost while the feed is down: end the stream so the board polls and reconnects.
      const unwatch = changes.onHealthChange((healthy) => {
        if (!healthy) close();
      });
      const heartbeat = setInterval(() => send(': ping\n\n'), heartbeatMs);
      heartbeat.unref();

      function close() {
        if (!open.delete(close)) return;
        clearInterval(heartbeat);
        unsubscribe();
        for (const stop of unsubscribeFeeds) stop();
        unwatch();
        if (!raw.writableEnded) raw.end();
      }
      open.add(close);
      request.raw.on('close', close);
    },
  );
}
