import { Alert, Stack, Text } from '@mantine/core';
import {
  formatJalaliDateTime,
  formatMoney,
  moneyBackOf,
  type TOrder,
  type TOrderListRow,
} from '@sofreh/domain';

// What became of the customer's money (issue 19 points 1 and 2, decision 0046), in their words:
// on its way back, or back on their card and when. A refund the bank refused is still owed by the
// restaurant, so the customer reads "on its way", never "failed".

/** One sentence for «سفارش‌های من»: «۲۵۰٬۰۰۰ تومان به کارت شما بازگشت · ۸ آذر ۱۴۰۵، ۱۲:۳۰». */
export function moneyBackLine(row: TOrderListRow): string | null {
  const back = moneyBackOf(row);
  if (!back) return null;
  return back.state === 'PENDING'
    ? `بازگشت ${formatMoney(back.amount, row.currency)} به کارت شما در جریان است`
    : `${formatMoney(back.amount, row.currency)} به کارت شما بازگشت · ${formatJalaliDateTime(new Date(back.at))}`;
}

/** The order page's note about the money: what is on its way back and what already came back. */
export function MoneyBack({ order }: { order: TOrder }) {
  const back = moneyBackOf(order);
  const done = order.refunds.filter((r) => r.state === 'DONE');
  if (!back && done.length === 0) return null;
  const pending = order.refundOwed > 0;
  return (
    <Alert
      color={pending ? 'orange' : 'teal'}
      variant="light"
      radius="md"
      title={pending ? 'پول شما در راه بازگشت است' : 'پول شما بازگشت'}
      data-testid="money-back"
    >
      <Stack gap={4}>
        {pending ? (
          <Text size="sm">
            مبلغ {formatMoney(order.refundOwed, order.currency)} به همان کارتی که با آن پرداخت کردید
            بازگردانده می‌شود. بانک معمولاً تا ۷۲ ساعت آن را به حساب شما می‌نشاند.
          </Text>
        ) : null}
        {done.map((refund) => (
          <Text size="sm" key={refund.id}>
            {formatMoney(refund.amount, order.currency)} به کارت شما بازگشت ·{' '}
            {formatJalaliDateTime(new Date(refund.settledAt ?? refund.createdAt))}
          </Text>
        ))}
      </Stack>
    </Alert>
  );
}
