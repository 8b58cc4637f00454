import { Divider, Group, Stack, Text } from '@mantine/core';
import { formatMoney, type PriceBreakdown, type TCurrency, toPersianDigits } from '@sofreh/domain';

function Row({
  label,
  amount,
  currency,
  minus = false,
  testId,
}: {
  label: string;
  amount: number;
  currency: TCurrency;
  minus?: boolean;
  testId: string;
}) {
  return (
    <Group justify="space-between" gap="sm" wrap="nowrap">
      <Text size="sm" c="dimmed">
        {label}
      </Text>
      <Text
        size="sm"
        fw={600}
        c={minus && amount > 0 ? 'teal.8' : undefined}
        data-testid={testId}
        style={{ whiteSpace: 'nowrap' }}
      >
        {minus && amount > 0 ? '− ' : ''}
        {formatMoney(amount, currency)}
      </Text>
    </Group>
  );
}

/** Every total of the offline ordering state (SPEC §3), live, as the server will price them. */
export function StaffTotals({ totals, currency }: { totals: PriceBreakdown; currency: TCurrency }) {
  const fee =
    totals.serviceFeeType === 'PERCENTAGE'
      ? `حق سرویس (${toPersianDigits(totals.serviceFeeValue)}٪)`
      : 'حق سرویس (مبلغ ثابت)';
  return (
    <Stack gap={4} aria-label="جمع سفارش">
      <Row label="جمع غذاها" amount={totals.sumOfItemsPrice} currency={currency} testId="sumOfItemsPrice" />
      <Row
        label="جمع افزودنی‌ها"
        amount={totals.sumOfItemToppingsPrice}
        currency={currency}
        testId="sumOfItemToppingsPrice"
      />
      <Row
        label="بسته‌بندی"
        amount={totals.totalPackagingCost}
        currency={currency}
        testId="totalPackagingCost"
      />
      <Row label="تخفیف" amount={totals.finalDiscountAmount} currency={currency} minus testId="discount" />
      <Row label={fee} amount={totals.totalServiceFee} currency={currency} testId="serviceChargeFinalPrice" />
      <Row label="مالیات بر ارزش افزوده" amount={totals.tax} currency={currency} testId="tax" />
      <Row label="هزینه ارسال" amount={totals.deliveryCost} currency={currency} testId="deliveryCost" />
      <Row label="انعام" amount={totals.tip} currency={currency} testId="tip" />
      <Divider my={4} />
      <Group justify="space-between">
        <Text fw={800}>مبلغ قابل پرداخت</Text>
        <Text fw={800} fz="xl" data-testid="finalPrice">
          {formatMoney(totals.finalPrice, currency)}
        </Text>
      </Group>
    </Stack>
  );
}
