import { describe, expect, it } from 'vitest';
import { OrderStatus, PaymentMethod, type TOrderStatus, type TPaymentMethod } from '../enums';
import { type OrderPayment, paymentStateAt } from './payment-state';

const pending = (paymentMethod: TPaymentMethod) => ({ paymentMethod, paymentState: 'PENDING' as const });
const NOT_HANDED_OVER = OrderStatus.options.filter((s) => s !== 'DELIVERED' && s !== 'FINISHED');

describe('the payment state after a status change', () => {
  it('settles cash and card when the order is handed over (delivered, picked up or served) or closed', () => {
    expect(paymentStateAt(pending('CASH'), 'DELIVERED')).toBe('PAID');
    expect(paymentStateAt(pending('CASH'), 'FINISHED')).toBe('PAID');
    expect(paymentStateAt(pending('CARD'), 'DELIVERED')).toBe('PAID');
    expect(paymentStateAt(pending('CARD'), 'FINISHED')).toBe('PAID');
  });

  it('leaves cash and card waiting until then, and a rejected order is never paid by the rejection', () => {
    for (const method of ['CASH', 'CARD'] as const) {
      for (const status of NOT_HANDED_OVER) {
        expect(paymentStateAt(pending(method), status), `${method} → ${status}`).toBe('PENDING');
      }
    }
    expect(paymentStateAt(pending('CASH'), 'REJECTED')).toBe('PENDING');
  });

  it('never settles online, credit, pay-later or wallet orders by a status, handed over or not', () => {
    for (const method of ['ONLINE', 'CREDIT', 'UNPAID', 'FOODRO'] as const) {
      for (const status of OrderStatus.options) {
        expect(paymentStateAt(pending(method), status), `${method} → ${status}`).toBe('PENDING');
      }
    }
    // A failed online payment stays failed: only the gateway pays it.
    expect(paymentStateAt({ paymentMethod: 'ONLINE', paymentState: 'FAILED' }, 'DELIVERED')).toBe('FAILED');
  });

  it('never takes a paid order back to unpaid, whatever the move (a paid rejected order is refunded)', () => {
    for (const paymentMethod of PaymentMethod.options) {
      for (const status of OrderStatus.options) {
        expect(
          paymentStateAt({ paymentMethod, paymentState: 'PAID' }, status),
          `${paymentMethod} → ${status}`,
        ).toBe('PAID');
      }
    }
  });

  it('walks a cash pickup order: waiting until it is picked up, paid from then on', () => {
    const walk: TOrderStatus[] = ['NEEDFORCALL', 'CONFIRMED', 'READYTOPICKUP', 'DELIVERED', 'FINISHED'];
    let order: OrderPayment = pending('CASH');
    const seen = walk.map((status) => {
      order = { ...order, paymentState: paymentStateAt(order, status) };
      return order.paymentState;
    });
    expect(seen).toEqual(['PENDING', 'PENDING', 'PENDING', 'PAID', 'PAID']);
  });
});
