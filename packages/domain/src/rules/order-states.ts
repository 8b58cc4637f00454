import type { TDeliveryType, TOrderStatus } from '../enums';

// The order state machine (SPEC §4 says the server holds the allowed moves; docs/order-states.md
// explains them for people). One table, read by the server's PATCH /api/orders/state and by the
// back office to offer only the buttons that will work.

/** Who moves the order: staff at the back office, or the system (payment, courier, timers). */
export type OrderActor = 'STAFF' | 'SYSTEM';

type Move = {
  to: TOrderStatus;
  /** Only for these service types; every type when absent. */
  deliveryTypes?: readonly TDeliveryType[];
  /** PAID comes only from a verified payment, never from a click. */
  systemOnly?: boolean;
};

const BY_COURIER: readonly TDeliveryType[] = ['DELIVER', 'ZFEXPRESS'];

const MOVES: Record<TOrderStatus, readonly Move[]> = {
  // Awaiting online payment.
  SUBMITTED: [{ to: 'PAID', systemOnly: true }, { to: 'NEEDFORCALL' }, { to: 'REJECTED' }],
  PAID: [{ to: 'CONFIRMED' }, { to: 'NEEDFORCALL' }, { to: 'REJECTED' }],
  // The review queue: someone calls the customer, then confirms or rejects.
  NEEDFORCALL: [{ to: 'CONFIRMED' }, { to: 'REJECTED' }],
  CONFIRMED: [
    { to: 'READYTOSHIPMENT', deliveryTypes: BY_COURIER },
    { to: 'READYTOPICKUP', deliveryTypes: ['PICKUP'] },
    { to: 'READYTOSERVE', deliveryTypes: ['SERVE'] },
    { to: 'NEEDFORCALL' },
    { to: 'REJECTED' },
  ],
  READYTOSHIPMENT: [{ to: 'DELIVERING', deliveryTypes: BY_COURIER }],
  DELIVERING: [{ to: 'DELIVERED', deliveryTypes: BY_COURIER }],
  READYTOPICKUP: [{ to: 'DELIVERED', deliveryTypes: ['PICKUP'] }],
  READYTOSERVE: [{ to: 'DELIVERED', deliveryTypes: ['SERVE'] }],
  DELIVERED: [{ to: 'FINISHED' }],
  FINISHED: [],
  REJECTED: [],
};

export type OrderForTransition = { status: TOrderStatus; deliveryType: TDeliveryType };

export type TransitionCheck =
  | { ok: true }
  | { ok: false; code: 'DUPLICATE_ORDER_STATE' | 'INVALID_ORDER_STATE' };

function allowed(move: Move, order: OrderForTransition, actor: OrderActor): boolean {
  if (move.systemOnly && actor !== 'SYSTEM') return false;
  return !move.deliveryTypes || move.deliveryTypes.includes(order.deliveryType);
}

/** Whether `actor` may move the order to `to`: the same state is a duplicate, a move off the table is invalid. */
export function checkOrderTransition(
  order: OrderForTransition,
  to: TOrderStatus,
  actor: OrderActor,
): TransitionCheck {
  if (order.status === to) return { ok: false, code: 'DUPLICATE_ORDER_STATE' };
  const move = MOVES[order.status].find((m) => m.to === to);
  if (!move || !allowed(move, order, actor)) return { ok: false, code: 'INVALID_ORDER_STATE' };
  return { ok: true };
}

/** The states `actor` may move the order to now, in the order a person works through them. */
export function nextOrderStates(order: OrderForTransition, actor: OrderActor): TOrderStatus[] {
  return MOVES[order.status].filter((m) => allowed(m, order, actor)).map((m) => m.to);
}

/** No move leaves these: the order's story is over. */
export function isFinalOrderState(status: TOrderStatus): boolean {
  return MOVES[status].length === 0;
}

/**
 * The whole table as rows, for documentation and for tests that enumerate it:
 * every (from, to, service type, staff may) the server accepts.
 */
export function orderTransitionTable() {
  return (Object.keys(MOVES) as TOrderStatus[]).flatMap((from) =>
    MOVES[from].map((move) => ({
      from,
      to: move.to,
      deliveryTypes: move.deliveryTypes ?? null,
      staffMay: !move.systemOnly,
    })),
  );
}
