import { Box, Divider, Group, Skeleton, Stack, Text } from '@mantine/core';
import { formatMoney, type TOrderQuote, toPersianDigits } from '@sofreh/domain';

type QuoteSummaryProps = { quote: TOrderQuote | undefined };

function Row({
  label,
  amount,
  quote,
  minus = false,
}: {
  label: string;
  amount: number;
  quote: TOrderQuote;
  minus?: boolean;
}) {
  return (
    <Group justify="space-between" gap="sm" wrap="nowrap">
      <Text size="sm" c="dimmed">
        {label}
      </Text>
      <Text size="sm" fw={600} c={minus ? 'teal.8' : undefined} style={{ whiteSpace: 'nowrap' }}>
        {minus ? '− ' : ''}
        {formatMoney(amount, quote.currency)}
      </Text>
    </Group>
  );
}

/** The server's price of the order: each line, every charge and the final price (decision 0006). */
export function QuoteSummary({ quote }: QuoteSummaryProps) {
  if (!quote) {
    return (
      <Stack gap="xs" aria-label="در حال محاسبه مبلغ">
        <Skeleton h={20} />
        <Skeleton h={20} />
        <Skeleton h={28} />
      </Stack>
    );
  }
  const { totals } = quote;
  const serviceFeeLabel =
    totals.serviceFeeType === 'PERCENTAGE'
      ? `کارمزد خدمات (${toPersianDigits(totals.serviceFeeValue)}٪)`
      : 'کارمزد خدمات';
  return (
    <Stack gap={6}>
      {quote.lines.map((line) => (
        <Group
          key={line.index === null ? `free-${line.menuItemId}` : `line-${line.index}`}
          justify="space-between"
          gap="sm"
          wrap="nowrap"
          align="flex-start"
        >
          <Box style={{ minWidth: 0 }}>
            <Text size="sm" fw={600} c={line.orderable ? undefined : 'red.8'}>
              {toPersianDigits(line.count)} × {line.title ?? 'غذای نامشخص'}
            </Text>
            {line.toppings.length > 0 && (
              <Text size="xs" c="dimmed">
                {line.toppings
                  .map((topping) =>
                    topping.count > 1 ? `${topping.title} ×${toPersianDigits(topping.count)}` : topping.title,
                  )
                  .join('، ')}
              </Text>
            )}
            {line.problem && (
              <Text size="xs" c="red.8">
                {line.problem}
              </Text>
            )}
          </Box>
          <Text size="sm" fw={600} style={{ whiteSpace: 'nowrap' }}>
            {line.isFreeItem ? 'رایگان' : formatMoney(line.lineTotal, quote.currency)}
          </Text>
        </Group>
      ))}
      <Divider my={4} />
      <Row label="جمع اقلام" amount={totals.sumOfItemsPrice + totals.sumOfItemToppingsPrice} quote={quote} />
      {totals.totalPackagingCost > 0 && (
        <Row label="هزینه بسته‌بندی" amount={totals.totalPackagingCost} quote={quote} />
      )}
      {totals.totalServiceFee > 0 && (
        <Row label={serviceFeeLabel} amount={totals.totalServiceFee} quote={quote} />
      )}
      {totals.tax > 0 && <Row label="مالیات بر ارزش افزوده" amount={totals.tax} quote={quote} />}
      {(totals.deliveryCost > 0 || quote.discount?.type === 'FREESHIPPING') && (
        <Row label="هزینه ارسال" amount={totals.deliveryCost} quote={quote} />
      )}
      {totals.finalDiscountAmount > 0 && (
        <Row label="تخفیف" amount={totals.finalDiscountAmount} quote={quote} minus />
      )}
      {totals.tip > 0 && <Row label="انعام" amount={totals.tip} quote={quote} />}
      <Divider my={4} />
      <Group justify="space-between" gap="sm">
        <Text fw={800}>مبلغ قابل پرداخت</Text>
        <Text fw={800} fz="lg" data-testid="final-price">
          {formatMoney(totals.finalPrice, quote.currency)}
        </Text>
      </Group>
    </Stack>
  );
}
