import { describe, expect, it } from 'vitest';
import { parseEventStream } from './use-order-stream';

describe('parseEventStream', () => {
  it('splits events, skips heartbeats and keeps an unfinished tail for the next chunk', () => {
    const first = parseEventStream(
      'retry: 3000\nevent: ready\ndata: {}\n\n: ping\n\nevent: order\ndata: {"kind":"CREATED"',
    );
    expect(first.events).toEqual([{ event: 'ready', data: '{}' }]);
    const second = parseEventStream(`${first.rest},"orderId":"a","status":null}\n\n`);
    expect(second.events).toEqual([
      { event: 'order', data: '{"kind":"CREATED","orderId":"a","status":null}' },
    ]);
    expect(second.rest).toBe('');
  });

  it('reads CRLF line ends and multi-line data', () => {
    const { events } = parseEventStream('event: order\r\ndata: a\r\ndata: b\r\n\r\n');
    expect(events).toEqual([{ event: 'order', data: 'a\nb' }]);
  });
});
