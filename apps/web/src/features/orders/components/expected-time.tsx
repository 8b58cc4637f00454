import { Text } from '@mantine/core';
import { expectedTimeOf, formatTehranTime, type TOrder, toPersianDigits } from '@sofreh/domain';

/**
 * When to expect the order (issue 19 points 4 and 11): the preparation time the restaurant set on
 * confirming, plus the delivery zone's courier time for a delivered order.
 */
export function ExpectedTime({ order }: { order: TOrder }) {
  const expected = expectedTimeOf(order);
  if (!expected) return null;
  const what = expected.delivered ? 'رسیدن سفارش به دست شما' : 'آماده شدن سفارش';
  return (
    <Text size="sm" fw={600} data-testid="expected-time">
      {expected.kind === 'at'
        ? `زمان تقریبی ${what}: ساعت ${formatTehranTime(expected.at)}`
        : `زمان تقریبی ${what}: حدود ${toPersianDigits(expected.minutes)} دقیقه پس از تأیید رستوران`}
    </Text>
  );
}
