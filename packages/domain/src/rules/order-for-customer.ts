import type { TOrder } from '../contracts/orders';
import { RejectReason, type TDeliveryType, type TOrderStatus } from '../enums';

// What a customer reads about their order (issue 19 points 1, 2, 4 and 11; decision 0046): the state
// in their words, when to expect it, why it was rejected and what became of their money. The back
// office keeps its own words (OrderStatus.labels, docs/order-states.md).

const BY_COURIER: readonly TDeliveryType[] = ['DELIVER', 'ZFEXPRESS'];

/** The state as a customer understands it: a short title for lists and badges, and a sentence. */
export function customerStatusOf(
  status: TOrderStatus,
  deliveryType: TDeliveryType,
): { title: string; detail: string } {
  switch (status) {
    case 'SUBMITTED':
      return {
        title: 'در انتظار پرداخت',
        detail: 'سفارش پس از پرداخت آنلاین برای رستوران فرستاده می‌شود.',
      };
    case 'PAID':
    case 'NEEDFORCALL':
      return {
        title: 'منتظر تأیید رستوران',
        detail: 'سفارش به دست رستوران رسید. به‌زودی آن را تأیید می‌کند و اگر لازم باشد با شما تماس می‌گیرد.',
      };
    case 'CONFIRMED':
      return { title: 'در حال آماده‌سازی', detail: 'رستوران سفارش را پذیرفت و آشپزخانه آن را آماده می‌کند.' };
    case 'READYTOSHIPMENT':
      return { title: 'آماده شد', detail: 'سفارش آماده است و به‌زودی با پیک برایتان فرستاده می‌شود.' };
    case 'DELIVERING':
      return { title: 'پیک در راه است', detail: 'سفارش با پیک به سوی شما در راه است.' };
    case 'READYTOPICKUP':
      return { title: 'آماده تحویل', detail: 'سفارش آماده است؛ می‌توانید آن را از رستوران تحویل بگیرید.' };
    case 'READYTOSERVE':
      return { title: 'آماده سرو', detail: 'سفارش آماده است و به‌زودی سر میز شما می‌رسد.' };
    case 'DELIVERED':
    case 'FINISHED':
      return deliveryType === 'SERVE'
        ? { title: 'سرو شد', detail: 'نوش جان!' }
        : { title: 'تحویل داده شد', detail: 'سفارش به دست شما رسید. نوش جان!' };
    case 'REJECTED':
      return { title: 'لغو شد', detail: 'رستوران نتوانست این سفارش را بپذیرد.' };
  }
}

/** Why the order was rejected, in the restaurant's words when it wrote some. */
export function rejectionTextOf(order: Pick<TOrder, 'rejectReason' | 'rejectNote'>): string | null {
  if (!order.rejectReason) return order.rejectNote;
  if (order.rejectReason === 'OTHER') return order.rejectNote ?? null;
  const reason = RejectReason.labels[order.rejectReason];
  return order.rejectNote ? `${reason}. ${order.rejectNote}` : reason;
}

export type ExpectedTime =
  /** Not confirmed yet: how long after the restaurant confirms it. */
  | { kind: 'after-confirmation'; minutes: number; delivered: boolean }
  /** Confirmed: about when it is ready (pickup, table) or in the customer's hands (courier). */
  | { kind: 'at'; at: Date; delivered: boolean };

type Timed = Pick<
  TOrder,
  'status' | 'deliveryType' | 'preparationMinutes' | 'deliveryMinutes' | 'history' | 'createdAt'
>;

/**
 * When the customer can expect the order: the preparation time from its confirmation, plus the
 * delivery zone's courier time for a delivered order (SPEC §9 preparation time). Null once there is
 * nothing left to wait for (handed over, rejected), or while it waits for payment.
 */
export function expectedTimeOf(order: Timed): ExpectedTime | null {
  const delivered = BY_COURIER.includes(order.deliveryType);
  const courier = delivered ? (order.deliveryMinutes ?? 0) : 0;
  switch (order.status) {
    case 'PAID':
    case 'NEEDFORCALL':
      return { kind: 'after-confirmation', minutes: order.preparationMinutes + courier, delivered };
    case 'CONFIRMED':
    case 'READYTOSHIPMENT':
    case 'DELIVERING': {
      if (!delivered && order.status !== 'CONFIRMED') return null;
      // The latest confirmation: staff orders start confirmed (their first entry).
      const confirmed = order.history.findLast(
        (h) => h.toStatus === 'CONFIRMED' && h.fromStatus !== 'CONFIRMED',
      );
      const from = new Date(confirmed?.at ?? order.createdAt).getTime();
      return { kind: 'at', at: new Date(from + (order.preparationMinutes + courier) * 60_000), delivered };
    }
    default:
      return null;
  }
}

export type MoneyBack =
  /** Nothing was paid online, or nothing goes back. */
  | null
  /** Being given back (the bank has it, or the restaurant will send it again). */
  | { state: 'PENDING'; amount: number }
  /** Given back, when. */
  | { state: 'DONE'; amount: number; at: string };

/**
 * What became of the customer's money, summed over the order's refunds: anything still on its way
 * (pending, or owed after a failed try) first, else what came back and when.
 */
export function moneyBackOf(
  order:
    | Pick<TOrder, 'refunds' | 'refundOwed'>
    | (Pick<TOrder, 'refundOwed'> & { refunded: number; refundedAt: string | null }),
): MoneyBack {
  if (order.refundOwed > 0) return { state: 'PENDING', amount: order.refundOwed };
  if ('refunds' in order) {
    const done = order.refunds.filter((r) => r.state === 'DONE');
    if (done.length === 0) return null;
    const at = done
      .map((r) => r.settledAt ?? r.createdAt)
      .sort()
      .at(-1)!;
    return { state: 'DONE', amount: done.reduce((sum, r) => sum + r.amount, 0), at };
  }
  return order.refunded > 0 && order.refundedAt
    ? { state: 'DONE', amount: order.refunded, at: order.refundedAt }
    : null;
}
