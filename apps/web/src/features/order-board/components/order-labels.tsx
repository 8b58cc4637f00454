import { Badge } from '@mantine/core';
import { OrderStatus, PaymentState, type TOrderStatus } from '@sofreh/domain';

type TPaymentState = keyof typeof PaymentState.labels;

// Colours a person at the counter can tell apart at a glance: what needs someone now is warm.
const STATUS_COLOR: Record<TOrderStatus, string> = {
  SUBMITTED: 'gray',
  PAID: 'orange',
  NEEDFORCALL: 'red',
  CONFIRMED: 'blue',
  READYTOSHIPMENT: 'violet',
  DELIVERING: 'indigo',
  READYTOPICKUP: 'teal',
  READYTOSERVE: 'teal',
  DELIVERED: 'green',
  FINISHED: 'gray',
  REJECTED: 'dark',
};

export function StatusBadge({ status }: { status: TOrderStatus }) {
  return (
    <Badge
      color={STATUS_COLOR[status]}
      variant="light"
      radius="sm"
      // A status is short: shown whole, never cut to «تحویل‌ش…» on a phone.
      styles={{ root: { maxWidth: 'none', flexShrink: 0 }, label: { overflow: 'visible' } }}
    >
      {OrderStatus.labels[status]}
    </Badge>
  );
}

const PAYMENT_COLOR: Record<TPaymentState, string> = { PENDING: 'yellow', PAID: 'green', FAILED: 'red' };

export function PaymentBadge({ state }: { state: TPaymentState }) {
  return (
    <Badge color={PAYMENT_COLOR[state]} variant="dot" radius="sm">
      {PaymentState.labels[state]}
    </Badge>
  );
}

/**
 * The board's tabs (issue 19 point 16): the eleven states grouped the way a shift works through them,
 * so all of them fit beside each other at 1366 px. A group of several states offers each state inside
 * it; SUBMITTED last, as it is not real yet.
 */
export type BoardGroup = { key: string; label: string; states: readonly TOrderStatus[] };
export const BOARD_GROUPS: readonly BoardGroup[] = [
  { key: 'NEW', label: 'جدید', states: ['NEEDFORCALL', 'PAID'] },
  { key: 'CONFIRMED', label: OrderStatus.labels.CONFIRMED, states: ['CONFIRMED'] },
  { key: 'READY', label: 'آماده', states: ['READYTOSHIPMENT', 'READYTOPICKUP', 'READYTOSERVE'] },
  { key: 'DELIVERING', label: OrderStatus.labels.DELIVERING, states: ['DELIVERING'] },
  { key: 'DONE', label: 'تحویل‌شده', states: ['DELIVERED', 'FINISHED'] },
  { key: 'REJECTED', label: OrderStatus.labels.REJECTED, states: ['REJECTED'] },
  { key: 'SUBMITTED', label: OrderStatus.labels.SUBMITTED, states: ['SUBMITTED'] },
];

/** The column view's columns, as restaurants know them: new, preparing, ready, on the way. */
export const BOARD_COLUMNS: readonly BoardGroup[] = [
  { key: 'NEW', label: 'جدید', states: ['NEEDFORCALL', 'PAID'] },
  { key: 'PREPARING', label: 'در حال آماده‌سازی', states: ['CONFIRMED'] },
  { key: 'READY', label: 'آماده', states: ['READYTOSHIPMENT', 'READYTOPICKUP', 'READYTOSERVE'] },
  { key: 'ON_THE_WAY', label: 'در راه', states: ['DELIVERING'] },
];

/** What the button that moves an order to a state says. */
export const MOVE_LABELS: Record<TOrderStatus, string> = {
  SUBMITTED: 'در انتظار پرداخت',
  PAID: 'پرداخت‌شده',
  NEEDFORCALL: 'به صف بررسی',
  CONFIRMED: 'تأیید سفارش',
  READYTOSHIPMENT: 'آماده ارسال',
  DELIVERING: 'تحویل به پیک',
  READYTOPICKUP: 'آماده تحویل حضوری',
  READYTOSERVE: 'آماده سرو',
  DELIVERED: 'تحویل شد',
  FINISHED: 'بستن سفارش',
  REJECTED: 'رد سفارش',
};
