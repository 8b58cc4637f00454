import { describe, expect, it } from 'vitest';
import { customerStatusOf, expectedTimeOf, moneyBackOf, rejectionTextOf } from './order-for-customer';

const confirmedAt = '2026-11-29T09:00:00.000Z';
const base = {
  preparationMinutes: 25,
  deliveryMinutes: 40,
  createdAt: '2026-11-29T08:55:00.000Z',
  history: [
    {
      fromStatus: null,
      toStatus: 'NEEDFORCALL' as const,
      at: '2026-11-29T08:55:00.000Z',
      actorUserId: null,
      actorName: null,
      note: null,
    },
    {
      fromStatus: 'NEEDFORCALL' as const,
      toStatus: 'CONFIRMED' as const,
      at: confirmedAt,
      actorUserId: null,
      actorName: null,
      note: null,
    },
  ],
};

describe('what a customer reads about their order', () => {
  it('never shows back-office words', () => {
    expect(customerStatusOf('NEEDFORCALL', 'DELIVER').title).toBe('منتظر تأیید رستوران');
    expect(customerStatusOf('CONFIRMED', 'PICKUP').title).toBe('در حال آماده‌سازی');
    expect(customerStatusOf('DELIVERED', 'SERVE').title).toBe('سرو شد');
  });

  it('expects a delivered order at confirmation + preparation + the zone’s courier time', () => {
    const at = expectedTimeOf({ ...base, status: 'CONFIRMED', deliveryType: 'DELIVER' });
    expect(at).toEqual({ kind: 'at', at: new Date('2026-11-29T10:05:00.000Z'), delivered: true });
    expect(expectedTimeOf({ ...base, status: 'CONFIRMED', deliveryType: 'PICKUP' })).toEqual({
      kind: 'at',
      at: new Date('2026-11-29T09:25:00.000Z'),
      delivered: false,
    });
    expect(expectedTimeOf({ ...base, status: 'NEEDFORCALL', deliveryType: 'DELIVER' })).toEqual({
      kind: 'after-confirmation',
      minutes: 65,
      delivered: true,
    });
    expect(expectedTimeOf({ ...base, status: 'READYTOPICKUP', deliveryType: 'PICKUP' })).toBeNull();
    expect(expectedTimeOf({ ...base, status: 'REJECTED', deliveryType: 'DELIVER' })).toBeNull();
  });

  it('says why it was rejected, in the restaurant’s words for OTHER', () => {
    expect(rejectionTextOf({ rejectReason: 'TOO_BUSY', rejectNote: null })).toBe(
      'رستوران در این ساعت سفارش بیشتری نمی‌پذیرد',
    );
    expect(rejectionTextOf({ rejectReason: 'OTHER', rejectNote: 'برق رفت' })).toBe('برق رفت');
  });

  it('sums the money back: owed first, else what came back and when', () => {
    expect(moneyBackOf({ refundOwed: 250_000, refunds: [] })).toEqual({ state: 'PENDING', amount: 250_000 });
    const refunds = [
      {
        id: 'a',
        amount: 50_000,
        state: 'DONE' as const,
        createdAt: '2026-11-29T09:00:00Z',
        settledAt: '2026-11-29T09:01:00Z',
      },
      {
        id: 'b',
        amount: 10_000,
        state: 'FAILED' as const,
        createdAt: '2026-11-29T08:00:00Z',
        settledAt: '2026-11-29T08:01:00Z',
      },
    ];
    expect(moneyBackOf({ refundOwed: 0, refunds })).toEqual({
      state: 'DONE',
      amount: 50_000,
      at: '2026-11-29T09:01:00Z',
    });
    expect(moneyBackOf({ refundOwed: 0, refunded: 0, refundedAt: null })).toBeNull();
  });
});
