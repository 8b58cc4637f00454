import { describe, expect, it } from 'vitest';
import { ORDER_CHANGES, parseOrderChange, publishOrderChange } from './order-events';

describe('order change messages', () => {
  it('publishes one JSON payload on order_changes that the stream reads back', async () => {
    const sent: Array<[string, string]> = [];
    await publishOrderChange(
      { publish: async (channel, payload) => void sent.push([channel, payload]) },
      'vendor-1',
      'order-1',
      'PAID',
      'PAID',
    );
    expect(sent).toHaveLength(1);
    expect(sent[0]![0]).toBe(ORDER_CHANGES);
    expect(JSON.parse(sent[0]![1])).toEqual({
      vendorId: 'vendor-1',
      orderId: 'order-1',
      kind: 'PAID',
      status: 'PAID',
    });
    expect(parseOrderChange(sent[0]![1])).toEqual({
      vendorId: 'vendor-1',
      orderId: 'order-1',
      kind: 'PAID',
      status: 'PAID',
    });
  });

  it('never throws: a failed publish goes to onError, the change already happened', async () => {
    const errors: unknown[] = [];
    await expect(
      publishOrderChange(
        {
          publish: async () => {
            throw new Error('database away');
          },
        },
        'v',
        'o',
        'STATE_CHANGED',
        null,
        (error) => errors.push(error),
      ),
    ).resolves.toBeUndefined();
    expect(errors).toHaveLength(1);
  });

  it('drops payloads that are not order changes', () => {
    expect(parseOrderChange('not json')).toBeNull();
    expect(parseOrderChange('{"vendorId":"v"}')).toBeNull();
    expect(parseOrderChange('{"vendorId":"v","orderId":"o","kind":"EXPLODED"}')).toBeNull();
  });
});
