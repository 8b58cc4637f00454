import { describe, expect, it } from 'vitest';
import type { TDeliveryType, TOrderStatus } from '../enums';
import { OrderStatus } from '../enums';
import {
  checkOrderTransition,
  isFinalOrderState,
  nextOrderStates,
  orderTransitionTable,
} from './order-states';

const order = (status: TOrderStatus, deliveryType: TDeliveryType = 'DELIVER') => ({ status, deliveryType });

describe('the order state machine', () => {
  it('walks a delivery order from payment to the end', () => {
    const path: TOrderStatus[] = [
      'SUBMITTED',
      'PAID',
      'CONFIRMED',
      'READYTOSHIPMENT',
      'DELIVERING',
      'DELIVERED',
      'FINISHED',
    ];
    for (let i = 1; i < path.length; i++) {
      const actor = path[i] === 'PAID' ? 'SYSTEM' : 'STAFF';
      expect(
        checkOrderTransition(order(path[i - 1]!), path[i]!, actor),
        `${path[i - 1]} → ${path[i]}`,
      ).toEqual({ ok: true });
    }
  });

  it('gives each service type its own "ready" step', () => {
    expect(nextOrderStates(order('CONFIRMED', 'DELIVER'), 'STAFF')).toEqual([
      'READYTOSHIPMENT',
      'NEEDFORCALL',
      'REJECTED',
    ]);
    expect(nextOrderStates(order('CONFIRMED', 'ZFEXPRESS'), 'STAFF')).toEqual([
      'READYTOSHIPMENT',
      'NEEDFORCALL',
      'REJECTED',
    ]);
    expect(nextOrderStates(order('CONFIRMED', 'PICKUP'), 'STAFF')).toEqual([
      'READYTOPICKUP',
      'NEEDFORCALL',
      'REJECTED',
    ]);
    expect(nextOrderStates(order('CONFIRMED', 'SERVE'), 'STAFF')).toEqual([
      'READYTOSERVE',
      'NEEDFORCALL',
      'REJECTED',
    ]);
    expect(nextOrderStates(order('READYTOPICKUP', 'PICKUP'), 'STAFF')).toEqual(['DELIVERED']);
    expect(nextOrderStates(order('READYTOSERVE', 'SERVE'), 'STAFF')).toEqual(['DELIVERED']);
  });

  it('keeps shipment and courier states for courier orders only', () => {
    for (const deliveryType of ['PICKUP', 'SERVE'] as const) {
      expect(checkOrderTransition(order('CONFIRMED', deliveryType), 'READYTOSHIPMENT', 'STAFF')).toEqual({
        ok: false,
        code: 'INVALID_ORDER_STATE',
      });
    }
    expect(checkOrderTransition(order('READYTOSERVE', 'SERVE'), 'DELIVERING', 'STAFF').ok).toBe(false);
    expect(checkOrderTransition(order('CONFIRMED', 'DELIVER'), 'READYTOSERVE', 'STAFF').ok).toBe(false);
  });

  it('answers DUPLICATE_ORDER_STATE for the state the order is in', () => {
    for (const status of OrderStatus.options) {
      expect(checkOrderTransition(order(status), status, 'STAFF')).toEqual({
        ok: false,
        code: 'DUPLICATE_ORDER_STATE',
      });
    }
  });

  it('lets only a verified payment mark an order paid', () => {
    expect(checkOrderTransition(order('SUBMITTED'), 'PAID', 'STAFF')).toEqual({
      ok: false,
      code: 'INVALID_ORDER_STATE',
    });
    expect(checkOrderTransition(order('SUBMITTED'), 'PAID', 'SYSTEM')).toEqual({ ok: true });
    expect(nextOrderStates(order('SUBMITTED'), 'STAFF')).toEqual(['NEEDFORCALL', 'REJECTED']);
  });

  it('sends an order through the review queue to confirmation or rejection', () => {
    expect(nextOrderStates(order('PAID'), 'STAFF')).toEqual(['CONFIRMED', 'NEEDFORCALL', 'REJECTED']);
    expect(nextOrderStates(order('NEEDFORCALL'), 'STAFF')).toEqual(['CONFIRMED', 'REJECTED']);
  });

  it('refuses to go back or to leave a finished story', () => {
    expect(checkOrderTransition(order('DELIVERED'), 'CONFIRMED', 'STAFF').ok).toBe(false);
    expect(checkOrderTransition(order('DELIVERING'), 'REJECTED', 'STAFF').ok).toBe(false);
    for (const final of ['FINISHED', 'REJECTED'] as const) {
      expect(isFinalOrderState(final)).toBe(true);
      for (const to of OrderStatus.options.filter((s) => s !== final)) {
        expect(checkOrderTransition(order(final), to, 'SYSTEM')).toEqual({
          ok: false,
          code: 'INVALID_ORDER_STATE',
        });
      }
    }
    expect(isFinalOrderState('DELIVERED')).toBe(false);
  });

  it('has a table in which every state is reachable from SUBMITTED or a staff order’s CONFIRMED', () => {
    const reachable = new Set<TOrderStatus>(['SUBMITTED', 'CONFIRMED']);
    let grew = true;
    while (grew) {
      grew = false;
      for (const row of orderTransitionTable()) {
        if (reachable.has(row.from) && !reachable.has(row.to)) {
          reachable.add(row.to);
          grew = true;
        }
      }
    }
    expect([...reachable].sort()).toEqual([...OrderStatus.options].sort());
  });
});
