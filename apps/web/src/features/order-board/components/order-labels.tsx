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

/** The tabs in the order a shift works through them; SUBMITTED last, as it is not real yet. */
export const BOARD_TABS: readonly TOrderStatus[] = [
  'NEEDFORCALL',
  'PAID',
  'CONFIRMED',
  'READYTOSHIPMENT',
  'DELIVERING',
  'READYTOPICKUP',
  'READYTOSERVE',
  'DELIVERED',
  'FINISHED',
  'REJECTED',
  'SUBMITTED',
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
