import { Badge, Group, Paper, ScrollArea, SimpleGrid, Stack, Text, UnstyledButton } from '@mantine/core';
import {
  formatMoney,
  formatNumber,
  type TBoardOrderRow,
  type TOrderStatus,
  type TPrintTarget,
} from '@sofreh/domain';
import { BOARD_COLUMNS, StatusBadge } from './order-labels';
import { StationPrintBadges } from './order-print-panel';
import { customerOf, serviceOf, TEHRAN_CLOCK } from './order-text';
import { RefundOwedBadge } from './refund-owed-badge';

type OrderColumnsProps = {
  rows: readonly TBoardOrderRow[];
  /** Per state, under the board's filters: a column's count even beyond the orders loaded. */
  counts: Record<TOrderStatus, number>;
  highlighted: (orderId: string) => boolean;
  printsOf: (orderId: string) => readonly TPrintTarget[] | undefined;
  onOpen: (orderId: string) => void;
};

/**
 * The column view restaurants know from their kitchen screens (issue 19 point 16): new, preparing,
 * ready, on the way — each order a card, the oldest on top as it has waited longest. Four columns fit
 * 1366 px beside the sidebar; a phone stacks them.
 */
export function OrderColumns({ rows, counts, highlighted, printsOf, onOpen }: OrderColumnsProps) {
  return (
    <SimpleGrid cols={{ base: 1, sm: 2, lg: 4 }} spacing="sm">
      {BOARD_COLUMNS.map((column) => {
        const cards = rows
          .filter((row) => column.states.includes(row.status))
          .sort((a, b) => a.createdAt.localeCompare(b.createdAt));
        const count = column.states.reduce((sum, s) => sum + counts[s], 0);
        const mixed = column.states.length > 1;
        return (
          <Paper
            key={column.key}
            component="section"
            aria-label={column.label}
            withBorder
            radius="md"
            p="xs"
            bg="gray.0"
            miw={0}
          >
            <Group justify="space-between" px={4} pb="xs">
              <Text fw={700}>{column.label}</Text>
              <Badge variant="light" color="gray" circle={count < 10}>
                {formatNumber(count)}
              </Badge>
            </Group>
            <ScrollArea.Autosize mah="calc(100vh - 320px)" type="auto" offsetScrollbars>
              <Stack gap="xs">
                {cards.length === 0 ? (
                  <Text size="sm" c="dimmed" ta="center" py="md">
                    سفارشی نیست.
                  </Text>
                ) : (
                  cards.map((row) => (
                    <OrderCard
                      key={row.id}
                      row={row}
                      showStatus={mixed}
                      highlighted={highlighted(row.id)}
                      prints={printsOf(row.id)}
                      onOpen={() => onOpen(row.id)}
                    />
                  ))
                )}
              </Stack>
            </ScrollArea.Autosize>
          </Paper>
        );
      })}
    </SimpleGrid>
  );
}

function OrderCard({
  row,
  showStatus,
  highlighted,
  prints,
  onOpen,
}: {
  row: TBoardOrderRow;
  showStatus: boolean;
  highlighted: boolean;
  prints: readonly TPrintTarget[] | undefined;
  onOpen: () => void;
}) {
  return (
    <UnstyledButton
      onClick={onOpen}
      aria-label={`سفارش ${formatNumber(row.number)}`}
      data-new={highlighted || undefined}
      style={{ display: 'block', width: '100%' }}
    >
      <Paper
        withBorder
        radius="sm"
        p="xs"
        bg={highlighted ? 'yellow.1' : 'white'}
        style={highlighted ? { borderColor: 'var(--mantine-color-orange-5)' } : undefined}
      >
        <Group justify="space-between" wrap="nowrap" gap={4}>
          <Text fw={700}>{formatNumber(row.number)}</Text>
          <Text size="xs" c="dimmed">
            {TEHRAN_CLOCK.format(new Date(row.createdAt))}
          </Text>
        </Group>
        <Text size="sm" truncate>
          {customerOf(row)}
        </Text>
        <Text size="xs" c="dimmed" truncate>
          {serviceOf(row)}
        </Text>
        <Text size="sm" mt={4} style={{ whiteSpace: 'nowrap' }}>
          {formatMoney(row.finalPrice, row.currency)}
        </Text>
        {showStatus || prints !== undefined || row.refundOwed > 0 ? (
          <Group gap={4} mt={4}>
            {showStatus ? <StatusBadge status={row.status} /> : null}
            <RefundOwedBadge amount={row.refundOwed} currency={row.currency} />
            {prints === undefined ? null : <StationPrintBadges targets={prints} />}
          </Group>
        ) : null}
      </Paper>
    </UnstyledButton>
  );
}
