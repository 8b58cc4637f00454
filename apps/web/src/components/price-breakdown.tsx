import { Divider, Group, Stack, Text } from '@mantine/core';
import { formatMoney, type TCurrency, type TPriceBreakdown, toPersianDigits } from '@sofreh/domain';

type PriceBreakdownProps = {
  totals: TPriceBreakdown;
  currency: TCurrency;
  /** «مبلغ قابل پرداخت» before the order is placed, «مبلغ کل» after. */
  finalLabel: string;
  /** Shows the delivery line at zero too: a free-shipping code made it so. */
  freeDelivery?: boolean;
  /** Named beside the discount, for staff who must know which code a customer used. */
  discountCode?: string | null;
};

function Row({
  label,
  amount,
  currency,
  minus = false,
}: {
  label: string;
  amount: number;
  currency: TCurrency;
  minus?: boolean;
}) {
  return (
    <Group justify="space-between" gap="sm" wrap="nowrap">
      <Text size="sm" c="dimmed">
        {label}
      </Text>
      <Text size="sm" fw={600} c={minus ? 'teal.8' : undefined} style={{ whiteSpace: 'nowrap' }}>
        {minus ? '− ' : ''}
        {formatMoney(amount, currency)}
      </Text>
    </Group>
  );
}

/**
 * The money of an order as the server priced it (decision 0006): items, each charge that applies, the
 * discount, the tip and the final price. The same rows in the checkout's quote and on a placed order.
 */
export function PriceBreakdown({
  totals,
  currency,
  finalLabel,
  freeDelivery = false,
  discountCode,
}: PriceBreakdownProps) {
  const serviceFeeLabel =
    totals.serviceFeeType === 'PERCENTAGE'
      ? `کارمزد خدمات (${toPersianDigits(totals.serviceFeeValue)}٪)`
      : 'کارمزد خدمات';
  return (
    <Stack gap={6}>
      <Row
        label="جمع اقلام"
        amount={totals.sumOfItemsPrice + totals.sumOfItemToppingsPrice}
        currency={currency}
      />
      {totals.totalPackagingCost > 0 && (
        <Row label="هزینه بسته‌بندی" amount={totals.totalPackagingCost} currency={currency} />
      )}
      {totals.totalServiceFee > 0 && (
        <Row label={serviceFeeLabel} amount={totals.totalServiceFee} currency={currency} />
      )}
      {totals.tax > 0 && <Row label="مالیات بر ارزش افزوده" amount={totals.tax} currency={currency} />}
      {(totals.deliveryCost > 0 || freeDelivery) && (
        <Row label="هزینه ارسال" amount={totals.deliveryCost} currency={currency} />
      )}
      {totals.finalDiscountAmount > 0 && (
        <Row
          label={discountCode ? `تخفیف (${discountCode})` : 'تخفیف'}
          amount={totals.finalDiscountAmount}
          currency={currency}
          minus
        />
      )}
      {totals.tip > 0 && <Row label="انعام" amount={totals.tip} currency={currency} />}
      <Divider my={4} />
      <Group justify="space-between" gap="sm">
        <Text fw={800}>{finalLabel}</Text>
        <Text fw={800} fz="lg" data-testid="final-price">
          {formatMoney(totals.finalPrice, currency)}
        </Text>
      </Group>
    </Stack>
  );
}
