import type { TOrderStatus, TPaymentMethod, TPaymentState } from '../enums';

// What an order's payment state becomes when its status moves (decision 0031). Only money handed
// over in person is settled by a status: the guest pays cash or by card when the food reaches them.
// An online order is paid only by a verified payment (decision 0016); a credit or pay-later order is
// paid when it is settled, never because it was served (it stays in the credit and unpaid lists).

/** Paid to the restaurant in person when the order is handed over. */
export const PAID_AT_HANDOVER: readonly TPaymentMethod[] = ['CASH', 'CARD'];

/** The order is in the customer's hands: delivered, picked up or served, or closed after that. */
const HANDED_OVER: readonly TOrderStatus[] = ['DELIVERED', 'FINISHED'];

export type OrderPayment = { paymentMethod: TPaymentMethod; paymentState: TPaymentState };

/**
 * The payment state the order has once it stands in `status`. It only ever rises to PAID: a paid
 * order stays paid whatever happens next (a rejected paid order is refunded, not un-paid), and any
 * move the rule does not settle leaves the state as it is.
 */
export function paymentStateAt(order: OrderPayment, status: TOrderStatus): TPaymentState {
  if (order.paymentState === 'PAID') return 'PAID';
  if (PAID_AT_HANDOVER.includes(order.paymentMethod) && HANDED_OVER.includes(status)) return 'PAID';
  return order.paymentState;
}
