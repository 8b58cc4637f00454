import {
  Alert,
  Badge,
  Button,
  Divider,
  Group,
  Modal,
  Popover,
  Radio,
  Select,
  Stack,
  Text,
  Textarea,
  TextInput,
} from '@mantine/core';
import {
  editOf,
  formatJalaliDateTime,
  formatMoney,
  isOrderEditable,
  PaymentProvider,
  priceEditedOrder,
  REFUND_METHOD_LABELS,
  REFUND_STATE_LABELS,
  type TOrder,
  type TOrderRefund,
  TransactionState,
  type TTransaction,
  toPersianDigits,
} from '@sofreh/domain';
import { useState } from 'react';
import { NumericInput } from '../../../components/numeric-input';
import { ApiError } from '../../../lib/api-error';
import { newIdempotencyKey } from '../../../lib/idempotency-key';
import { useCan } from '../../../lib/my-permissions';
import { notifySuccess } from '../../../lib/notify';
import { useChangeTable } from '../api/edit-order';
import { useCallForReady, useOrderMoney, useOrderTransactions, useRefund } from '../api/order-money';

const TX_COLORS: Record<TTransaction['state'], string> = {
  INIT: 'gray',
  PENDING: 'yellow',
  FAILED: 'red',
  DONE: 'green',
};
const REFUND_COLORS: Record<TOrderRefund['state'], string> = {
  PENDING: 'yellow',
  DONE: 'green',
  FAILED: 'red',
};

const DOUBLE_PAYMENT_TEXT: Record<NonNullable<TTransaction['refundState']>, string> = {
  NEEDED: 'در حال بازگشت به مشتری',
  REVERSED: 'به مشتری بازگردانده شد',
  REFUSED: 'بازگشت از راه درگاه نشد؛ دستی بازگردانید',
};
const READY_STATES = ['READYTOSHIPMENT', 'READYTOPICKUP', 'READYTOSERVE'];

/** Actions beside the order that are not moves: the "ready" SMS, another table for a dine-in order. */
export function OrderActions({ order }: { order: TOrder }) {
  const ready = useCallForReady();
  const isReady = READY_STATES.includes(order.status);
  const atTable = order.deliveryType === 'SERVE' && isOrderEditable(order.status);
  if (!isReady && !atTable) return null;
  return (
    <Group gap="xs">
      {isReady && order.customer ? (
        <Button
          variant="light"
          color="teal"
          loading={ready.isPending}
          onClick={() =>
            ready.mutate(order.id, { onSuccess: () => notifySuccess('پیامک آماده بودن سفارش فرستاده شد.') })
          }
        >
          پیامک «سفارش آماده است»
        </Button>
      ) : null}
      {atTable ? <ChangeTableButton order={order} /> : null}
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

/** The order's payments, transactions and refunds, with states in Persian, and «بازگشت وجه». */
export function OrderMoney({ order }: { order: TOrder }) {
  const transactions = useOrderTransactions(order.id);
  const canRefund = useCan('ORDERS_REFUND');
  const money = useOrderMoney(order.id, true);
  const [refunding, setRefunding] = useState(false);
  const rows = transactions.data ?? [];
  const m = money.data;

  return (
    <Stack gap="xs" aria-label="پرداخت‌ها">
      <Divider label="پرداخت‌ها و تراکنش‌ها" labelPosition="center" />
      {m && m.paid > 0 ? (
        <Group gap="lg" wrap="wrap">
          <Text size="sm">
            پرداخت‌شده: <b>{formatMoney(m.paid, m.currency)}</b>
          </Text>
          {m.refunded > 0 ? (
            <Text size="sm">
              بازگشت‌داده: <b>{formatMoney(m.refunded, m.currency)}</b>
            </Text>
          ) : null}
          {m.overpaid > 0 ? (
            <Badge color="orange" variant="light" size="lg">
              {formatMoney(m.overpaid, m.currency)} بیش از مبلغ سفارش پرداخت شده است
            </Badge>
          ) : null}
        </Group>
      ) : null}
      {rows.length === 0 && order.paymentMethod !== 'ONLINE' ? (
        m && m.paid === 0 ? (
          <Text size="sm" c="dimmed">
            هنوز پرداختی برای این سفارش ثبت نشده است.
          </Text>
        ) : null
      ) : rows.length === 0 ? (
        <Text size="sm" c="dimmed">
          {transactions.isLoading ? 'در حال خواندن…' : 'پرداخت آنلاینی برای این سفارش ثبت نشده است.'}
        </Text>
      ) : (
        rows.map((tx) => (
          <Stack key={tx.id} gap={2}>
            <Group justify="space-between" wrap="nowrap">
              <Text size="sm">
                پرداخت {PaymentProvider.labels[tx.provider]} — {formatMoney(tx.amount, tx.currency)}
              </Text>
              <Badge color={TX_COLORS[tx.state]} variant="light" style={{ flexShrink: 0 }}>
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
            {tx.ownerReason ? (
              // What the gateway's answer means for the restaurant's own setup, and where to fix it.
              <Alert color="orange" variant="light" p="xs" title="برای رفع این مشکل درگاه">
                <Text size="xs">{tx.ownerReason}</Text>
              </Alert>
            ) : null}
            {tx.refundState ? (
              <Text size="xs" c={tx.refundState === 'REFUSED' ? 'red' : 'orange'}>
                {DOUBLE_PAYMENT_TEXT[tx.refundState]}
                {tx.refundReason ? ` — ${tx.refundReason}` : ''}
              </Text>
            ) : null}
          </Stack>
        ))
      )}
      {(m?.refunds ?? []).map((refund) => (
        <Stack key={refund.id} gap={2} aria-label="بازگشت وجه">
          <Group justify="space-between" wrap="nowrap">
            <Text size="sm">
              بازگشت وجه {REFUND_METHOD_LABELS[refund.method]} — {formatMoney(refund.amount, refund.currency)}
            </Text>
            <Badge color={REFUND_COLORS[refund.state]} variant="light" style={{ flexShrink: 0 }}>
              {REFUND_STATE_LABELS[refund.state]}
            </Badge>
          </Group>
          <Text size="xs" c="dimmed">
            {formatJalaliDateTime(new Date(refund.createdAt))}
            {refund.actorName ? ` — ${refund.actorName}` : ''} — {refund.reason}
          </Text>
          {refund.failureReason ? (
            <Text size="xs" c="red">
              {refund.failureReason}
            </Text>
          ) : null}
        </Stack>
      ))}
      {canRefund && m && m.refundable > 0 ? (
        <Group justify="flex-end">
          <Button variant="light" color="orange" onClick={() => setRefunding(true)}>
            بازگشت وجه
          </Button>
        </Group>
      ) : null}
      {refunding && m ? (
        <RefundDialog
          order={order}
          refundable={m.refundable}
          overpaid={m.overpaid}
          onClose={() => setRefunding(false)}
        />
      ) : null}
    </Stack>
  );
}

type Scope = 'ORDER' | 'ITEM' | 'AMOUNT';

/** One line's share of the order: the price with and without it (the server's rule). */
function lineShare(order: TOrder, lineId: string): number {
  const start = editOf(order);
  return (
    order.totals.finalPrice -
    priceEditedOrder(order, { ...start, items: start.items.filter((l) => l.id !== lineId) }).finalPrice
  );
}

/** «بازگشت وجه»: what (all, one item, an amount), why, then a confirmation naming the sum. */
export function RefundDialog({
  order,
  refundable,
  overpaid,
  onClose,
}: {
  order: TOrder;
  refundable: number;
  overpaid: number;
  onClose: () => void;
}) {
  const [scope, setScope] = useState<Scope>(overpaid > 0 ? 'AMOUNT' : 'ORDER');
  const [itemId, setItemId] = useState<string | null>(order.items[0]?.id ?? null);
  const [amount, setAmount] = useState<number | ''>(overpaid > 0 ? overpaid : '');
  const [reason, setReason] = useState(overpaid > 0 ? 'کاهش اقلام سفارش' : '');
  const [confirming, setConfirming] = useState(false);
  const [key] = useState(newIdempotencyKey);
  const refund = useRefund();
  const sum =
    scope === 'ORDER' ? refundable : scope === 'ITEM' ? (itemId ? lineShare(order, itemId) : 0) : amount || 0;
  const problem =
    sum <= 0
      ? 'مبلغ را وارد کنید.'
      : sum > refundable
        ? `بیشترین مبلغ قابل بازگشت ${formatMoney(refundable, order.currency)} است.`
        : reason.trim().length < 2
          ? 'علت بازگشت وجه را بنویسید.'
          : null;
  const error = refund.error instanceof ApiError ? refund.error.message : null;

  const send = () =>
    refund.mutate(
      {
        orderId: order.id,
        scope,
        ...(scope === 'ITEM' && itemId ? { orderItemId: itemId } : {}),
        ...(scope === 'AMOUNT' && amount ? { amount } : {}),
        reason: reason.trim(),
        idempotencyKey: key,
      },
      {
        onSuccess: (money) => {
          const latest = money.refunds[0];
          if (latest?.state === 'FAILED') return setConfirming(false);
          notifySuccess(
            latest?.state === 'PENDING'
              ? 'درخواست بازگشت وجه ثبت شد؛ پاسخ بانک هر ساعت دوباره پرسیده می‌شود.'
              : 'وجه بازگردانده شد.',
          );
          onClose();
        },
      },
    );
  const failed = refund.data?.refunds[0]?.state === 'FAILED' ? refund.data.refunds[0].failureReason : null;

  return (
    <Modal opened onClose={onClose} title="بازگشت وجه" centered closeButtonProps={{ 'aria-label': 'بستن' }}>
      <Stack gap="md">
        <Text size="sm" c="dimmed">
          قابل بازگشت: {formatMoney(refundable, order.currency)}
          {order.paymentMethod === 'ONLINE' ? ' — از راه درگاه پرداخت' : ' — دستی، از صندوق'}
        </Text>
        <Radio.Group
          label="چه چیزی بازگردانده شود"
          value={scope}
          onChange={(value) => {
            setScope(value as Scope);
            setConfirming(false);
          }}
        >
          <Group gap="lg" mt={6}>
            <Radio value="ORDER" label="همه" />
            <Radio value="ITEM" label="یک قلم" />
            <Radio value="AMOUNT" label="مبلغ دلخواه" />
          </Group>
        </Radio.Group>
        {scope === 'ITEM' ? (
          <Select
            label="قلم"
            value={itemId}
            onChange={setItemId}
            allowDeselect={false}
            data={order.items.map((l) => ({
              value: l.id,
              label: `${l.title} × ${toPersianDigits(l.count)}`,
            }))}
          />
        ) : null}
        {scope === 'AMOUNT' ? (
          <NumericInput label="مبلغ" thousands unit="تومان" value={amount} onChange={setAmount} />
        ) : null}
        <Textarea
          label="علت"
          value={reason}
          onChange={(event) => setReason(event.currentTarget.value)}
          rows={2}
        />
        {failed || error ? (
          <Alert color="red" variant="filled" role="alert" title="بازگشت وجه انجام نشد">
            {failed ?? error}
          </Alert>
        ) : null}
        {confirming && !problem ? (
          <Alert color="orange" variant="light" title="تأیید">
            <Stack gap="xs">
              <Text size="sm">{formatMoney(sum, order.currency)} به مشتری بازگردانده شود؟</Text>
              <Group justify="flex-end" gap="xs">
                <Button size="xs" variant="default" onClick={() => setConfirming(false)}>
                  انصراف
                </Button>
                <Button size="xs" color="orange" loading={refund.isPending} onClick={send}>
                  بله، بازگردانده شود
                </Button>
              </Group>
            </Stack>
          </Alert>
        ) : (
          <Group justify="space-between">
            <Text size="sm" c={problem ? 'red' : undefined}>
              {problem ?? `مبلغ: ${formatMoney(sum, order.currency)}`}
            </Text>
            <Button color="orange" disabled={Boolean(problem)} onClick={() => setConfirming(true)}>
              بازگرداندن
            </Button>
          </Group>
        )}
      </Stack>
    </Modal>
  );
}
