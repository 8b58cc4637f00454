import { Badge, Button, Divider, Group, Popover, Stack, Text, TextInput } from '@mantine/core';
import {
  formatJalaliDateTime,
  formatMoney,
  isOrderEditable,
  PaymentProvider,
  type TOrder,
  TransactionState,
  type TTransaction,
  toPersianDigits,
} from '@sofreh/domain';
import { useState } from 'react';
import { useChangeTable } from '../api/edit-order';
import { useOrderTransactions } from '../api/order-money';

const STATE_COLORS: Record<TTransaction['state'], string> = {
  INIT: 'gray',
  PENDING: 'yellow',
  FAILED: 'red',
  DONE: 'green',
};

const REFUND_STATE_TEXT: Record<NonNullable<TTransaction['refundState']>, string> = {
  NEEDED: 'در حال بازگشت به مشتری',
  REVERSED: 'به مشتری بازگردانده شد',
  REFUSED: 'بازگشت از راه درگاه نشد؛ دستی بازگردانید',
};

/** Actions beside the order that are not moves: another table for a dine-in order. */
export function OrderActions({ order }: { order: TOrder }) {
  const open = isOrderEditable(order.status);
  if (!open || order.serviceType !== 'SERVE') return null;
  return (
    <Group gap="xs">
      <ChangeTableButton order={order} />
    </Group>
  );
}

function ChangeTableButton({ order }: { order: TOrder }) {
  const [opened, setOpened] = useState(false);
  const [table, setTable] = useState('');
  const change = useChangeTable();
  return (
    <Popover opened={opened} onChange={setOpened} trapFocus withArrow shadow="md" position="bottom-end">
      <Popover.Target>
        <Button variant="default" onClick={() => setOpened((o) => !o)}>
          تغییر میز
        </Button>
      </Popover.Target>
      <Popover.Dropdown>
        <form
          onSubmit={(event) => {
            event.preventDefault();
            change.mutate(
              { orderId: order.id, tableNumber: table.trim() },
              { onSuccess: () => setOpened(false) },
            );
          }}
        >
          <Stack gap="xs" maw={220}>
            <TextInput
              label="شماره میز جدید"
              value={table}
              onChange={(event) => setTable(event.currentTarget.value)}
              data-autofocus
            />
            <Button type="submit" size="xs" loading={change.isPending} disabled={!table.trim()}>
              جابه‌جایی
            </Button>
          </Stack>
        </form>
      </Popover.Dropdown>
    </Popover>
  );
}

/** The order's payments and what happened to each, in Persian. */
export function OrderMoney({ order }: { order: TOrder }) {
  const transactions = useOrderTransactions(order.id);
  const rows = transactions.data ?? [];
  return (
    <Stack gap="xs" aria-label="پرداخت‌ها">
      <Divider label="پرداخت‌ها و تراکنش‌ها" labelPosition="center" />
      {rows.length === 0 ? (
        <Text size="sm" c="dimmed">
          {transactions.isLoading ? 'در حال خواندن…' : 'پرداخت آنلاینی برای این سفارش ثبت نشده است.'}
        </Text>
      ) : (
        rows.map((tx) => (
          <Stack key={tx.id} gap={2}>
            <Group justify="space-between" wrap="nowrap">
              <Text size="sm">
                {PaymentProvider.labels[tx.provider]} — {formatMoney(tx.amount, tx.currency)}
              </Text>
              <Badge color={STATE_COLORS[tx.state]} variant="light">
                {TransactionState.labels[tx.state]}
              </Badge>
            </Group>
            <Text size="xs" c="dimmed">
              {formatJalaliDateTime(new Date(tx.createdAt))}
              {tx.refId ? ` — شماره پیگیری ${toPersianDigits(tx.refId)}` : ''}
            </Text>
            {tx.failureReason ? (
              <Text size="xs" c="red">
                {tx.failureReason}
              </Text>
            ) : null}
            {tx.refundState ? (
              <Text size="xs" c={tx.refundState === 'REFUSED' ? 'red' : 'orange'}>
                {REFUND_STATE_TEXT[tx.refundState]}
                {tx.refundReason ? ` — ${tx.refundReason}` : ''}
              </Text>
            ) : null}
          </Stack>
        ))
      )}
    </Stack>
  );
}
