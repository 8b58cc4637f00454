import { Group, Paper, Stack, Text } from '@mantine/core';
import { formatMoney, type TCurrency, toPersianDigits } from '@sofreh/domain';
import { CountStepper } from '../../../components/count-stepper';
import type { StaffLine } from '../utils/staff-order-state';

type OrderLinesProps = {
  lines: readonly StaffLine[];
  currency: TCurrency;
  onCount: (key: string, count: number) => void;
};

/** The order's lines. A focused line takes + and − (and Delete) from the keyboard. */
export function OrderLines({ lines, currency, onCount }: OrderLinesProps) {
  if (lines.length === 0) {
    return (
      <Text size="sm" c="dimmed" py="xs">
        هنوز غذایی انتخاب نشده است؛ از منو اضافه کنید.
      </Text>
    );
  }
  return (
    <Stack gap={4} role="list" aria-label="اقلام سفارش">
      {lines.map((line) => {
        const toppings = line.toppings.reduce((s, t) => s + t.price * t.count, 0);
        return (
          <Paper
            key={line.key}
            role="listitem"
            tabIndex={0}
            aria-label={`${line.title}، ${toPersianDigits(line.count)} عدد`}
            data-testid="order-line"
            withBorder
            radius="sm"
            px="xs"
            py={4}
            onKeyDown={(event) => {
              if (event.key === '+' || event.key === '=') {
                event.preventDefault();
                onCount(line.key, line.count + 1);
              } else if (event.key === '-') {
                event.preventDefault();
                onCount(line.key, line.count - 1);
              } else if (event.key === 'Delete') {
                event.preventDefault();
                onCount(line.key, 0);
              }
            }}
          >
            <Group justify="space-between" wrap="nowrap" gap="xs">
              <div style={{ minWidth: 0 }}>
                <Text size="sm" fw={600} truncate>
                  {line.title}
                </Text>
                {line.toppings.length > 0 && (
                  <Text size="xs" c="dimmed" truncate>
                    {line.toppings.map((t) => t.title).join('، ')}
                  </Text>
                )}
              </div>
              <Group gap={6} wrap="nowrap">
                <CountStepper
                  label={`تعداد ${line.title}`}
                  value={line.count}
                  onChange={(n) => onCount(line.key, n)}
                  max={99}
                />
                <Text size="sm" w={96} ta="left" style={{ whiteSpace: 'nowrap' }}>
                  {formatMoney((line.unitPrice + toppings) * line.count, currency)}
                </Text>
              </Group>
            </Group>
          </Paper>
        );
      })}
    </Stack>
  );
}
