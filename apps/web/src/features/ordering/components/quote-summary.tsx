import { Box, Divider, Group, Skeleton, Stack, Text } from '@mantine/core';
import { formatMoney, type TOrderQuote, toPersianDigits } from '@sofreh/domain';
import { PriceBreakdown } from '../../../components/price-breakdown';

type QuoteSummaryProps = { quote: TOrderQuote | undefined };

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
      <PriceBreakdown
        totals={quote.totals}
        currency={quote.currency}
        finalLabel="مبلغ قابل پرداخت"
        freeDelivery={quote.discount?.type === 'FREESHIPPING'}
      />
    </Stack>
  );
}
