import { Alert, Anchor, Badge, Button, Group, Loader, Stack, Text } from '@mantine/core';
import { formatJalaliDateTime, formatNumber, PrintState, type TPrintTarget } from '@sofreh/domain';
import { useOrderPrintStatus, usePrintOrder } from '../api/print-status';

const STATE_COLOR: Record<TPrintTarget['state'], string> = {
  NOT_PRINTED: 'gray',
  QUEUED: 'blue',
  PRINTED: 'green',
  FAILED: 'red',
};

const STATE_MARK: Record<TPrintTarget['state'], string> = {
  NOT_PRINTED: '✗',
  QUEUED: '…',
  PRINTED: '✓',
  FAILED: '!',
};

/**
 * Print status per station for a board row or card (issue 19 point 15): «آشپزخانه ✓ · صندوق ✗» says
 * the kitchen has its ticket and only the cashier's is missing, where one «چاپ نشده» said neither.
 */
export function StationPrintBadges({ targets }: { targets: readonly TPrintTarget[] }) {
  return (
    <Group gap={4} role="list" aria-label="چاپ در ایستگاه‌ها">
      {targets.map((target) => {
        const text = `${target.stationName}: ${PrintState.labels[target.state]}`;
        return (
          <Badge
            key={target.stationId}
            role="listitem"
            aria-label={text}
            title={text}
            size="sm"
            variant="light"
            color={STATE_COLOR[target.state]}
            leftSection={STATE_MARK[target.state]}
            styles={{ root: { maxWidth: 'none', flexShrink: 0 }, label: { overflow: 'visible' } }}
          >
            {target.stationName}
          </Badge>
        );
      })}
    </Group>
  );
}

/** Where the order's kitchen tickets and bill printed, with print and reprint per station. */
export function OrderPrintPanel({ orderId }: { orderId: string }) {
  const status = useOrderPrintStatus(orderId);
  const print = usePrintOrder(orderId);
  if (status.isPending) return <Loader size="sm" aria-label="وضعیت چاپ" />;
  if (status.isError)
    return (
      <Text size="sm" c="red">
        وضعیت چاپ خوانده نشد.
      </Text>
    );
  const targets = status.data.targets;
  if (targets.length === 0)
    return (
      <Text size="sm" c="dimmed">
        هیچ ایستگاه چاپی برای این سفارش تعریف نشده است؛ ایستگاه‌ها را در «ایستگاه‌های چاپ» بسازید.
      </Text>
    );
  return (
    <Stack gap="xs" aria-label="چاپ سفارش">
      {targets.map((target) => {
        const busy = print.isPending && print.variables?.stationId === target.stationId;
        const label =
          target.kind === 'CUSTOMER'
            ? `فیش مشتری — ${target.stationName}`
            : `آشپزخانه — ${target.stationName}`;
        return (
          <Stack key={target.stationId} gap={4} role="group" aria-label={label}>
            <Group justify="space-between" wrap="nowrap" gap="xs">
              <div>
                <Text size="sm" fw={600}>
                  {label}
                </Text>
                <Text size="xs" c="dimmed">
                  {target.kind === 'KITCHEN' ? `${formatNumber(target.itemCount)} قلم` : 'صورت‌حساب'}
                  {target.printedAt
                    ? ` — آخرین چاپ ${formatJalaliDateTime(new Date(target.printedAt))}${target.printCount > 1 ? ` (${formatNumber(target.printCount)} بار)` : ''}`
                    : ''}
                </Text>
              </div>
              <Badge color={STATE_COLOR[target.state]} variant="light" style={{ flexShrink: 0 }}>
                {PrintState.labels[target.state]}
              </Badge>
            </Group>
            {target.failureReason ? (
              <Alert color="red" variant="light" p="xs">
                <Text size="xs">{target.failureReason}</Text>
              </Alert>
            ) : null}
            <Group gap="xs">
              {target.printerId ? (
                <Button
                  size="xs"
                  variant={target.printCount > 0 ? 'default' : 'filled'}
                  loading={busy}
                  disabled={print.isPending || target.state === 'QUEUED'}
                  onClick={() => print.mutate({ stationId: target.stationId, output: 'NETWORK' })}
                >
                  {target.printCount > 0 || target.state === 'FAILED' ? 'چاپ دوباره' : 'چاپ'}
                  {target.printerName ? ` با ${target.printerName}` : ''}
                </Button>
              ) : null}
              <Anchor
                size="xs"
                href={`/bo/print/orders/${orderId}?station=${target.stationId}`}
                target="_blank"
                rel="noopener"
              >
                فیش ۸۰ میلی‌متری در مرورگر
              </Anchor>
            </Group>
          </Stack>
        );
      })}
    </Stack>
  );
}
