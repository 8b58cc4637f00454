import { Divider, Group, Stack, Text } from '@mantine/core';
import { formatMoney, type TCurrency, type TPriceBreakdown } from '@sofreh/domain';

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

/** The money of a placed order, as it was priced when ordered. */
export function OrderTotals({ totals, currency }: { totals: TPriceBreakdown; currency: TCurrency }) {
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
        <Row label="کارمزد خدمات" amount={totals.totalServiceFee} currency={currency} />
      )}
      {totals.tax > 0 && <Row label="مالیات بر ارزش افزوده" amount={totals.tax} currency={currency} />}
      {totals.deliveryCost > 0 && (
        <Row label="هزینه ارسال" amount={totals.deliveryCost} currency={currency} />
      )}
      {totals.finalDiscountAmount > 0 && (
        <Row label="تخفیف" amount={totals.finalDiscountAmount} currency={currency} minus />
      )}
      {totals.tip > 0 && <Row label="انعام" amount={totals.tip} currency={currency} />}
      <Divider my={4} />
      <Group justify="space-between" gap="sm">
        <Text fw={800}>مبلغ کل</Text>
        <Text fw={800} fz="lg">
          {formatMoney(totals.finalPrice, currency)}
        </Text>
      </Group>
    </Stack>
  );
}
