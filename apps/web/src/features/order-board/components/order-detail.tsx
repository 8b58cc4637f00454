import {
  Alert,
  Anchor,
  Button,
  Divider,
  Group,
  Loader,
  Stack,
  Table,
  Text,
  Timeline,
  Title,
} from '@mantine/core';
import {
  DeliveryType,
  formatJalaliDateTime,
  formatMoney,
  formatNumber,
  isOrderEditable,
  nextOrderStates,
  OrderSource,
  OrderStatus,
  PaymentMethod,
  type TOrder,
  type TOrderItem,
  type TOrderStatus,
  toPersianDigits,
} from '@sofreh/domain';
import { lazy, Suspense, useState } from 'react';
import { PriceBreakdown } from '../../../components/price-breakdown';
import { useChangeOrderState } from '../api/change-order-state';
import { ConfirmOrderDialog, RejectOrderDialog } from './order-decision-dialogs';
import { OrderEditor } from './order-editor';
import { MOVE_LABELS, PaymentBadge, StatusBadge } from './order-labels';
import { OrderActions, OrderMoney } from './order-money';
import { OrderPrintPanel } from './order-print-panel';

const OrderAddressMap = lazy(() => import('./order-address-map'));

/** Moves that tell the customer something: each asks for it in a dialog (decision 0046). */
const ASKS: Partial<Record<TOrderStatus, 'confirm' | 'reject'>> = {
  CONFIRMED: 'confirm',
  REJECTED: 'reject',
};

function customerName(order: TOrder): string {
  const c = order.customer;
  if (!c) return 'مشتری حضوری';
  return [c.firstName, c.lastName].filter(Boolean).join(' ') || 'بدون نام';
}

function ItemLine({
  item,
  currency,
  removed,
}: {
  item: TOrderItem;
  currency: TOrder['currency'];
  removed?: boolean;
}) {
  const toppings = item.toppings.map((t) => `${t.title}${t.count > 1 ? ` ×${formatNumber(t.count)}` : ''}`);
  const unit = item.unitPrice + item.toppings.reduce((sum, t) => sum + t.price * t.count, 0);
  return (
    <Table.Tr style={removed ? { textDecoration: 'line-through', opacity: 0.6 } : undefined}>
      <Table.Td>
        <Text fw={600} size="sm">
          {item.title}
          {item.isFreeItem ? ' (رایگان)' : ''}
        </Text>
        {toppings.length > 0 ? (
          <Text size="xs" c="dimmed">
            {toppings.join('، ')}
          </Text>
        ) : null}
      </Table.Td>
      <Table.Td ta="center">{formatNumber(removed ? item.originalCount : item.count)}</Table.Td>
      <Table.Td ta="end">
        {item.isFreeItem ? '—' : formatMoney(unit * (removed ? item.originalCount : item.count), currency)}
      </Table.Td>
    </Table.Tr>
  );
}

function Fact({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <Group gap="xs" wrap="nowrap" align="flex-start">
      <Text size="sm" c="dimmed" miw={90}>
        {label}
      </Text>
      <Text size="sm" component="div">
        {children}
      </Text>
    </Group>
  );
}

/** Everything staff need about one order, and the buttons for the moves the server will accept. */
export function OrderDetail({ order }: { order: TOrder }) {
  const change = useChangeOrderState();
  const moves = nextOrderStates(order, 'STAFF');
  const t = order.totals;
  const pin =
    order.address?.latitude != null && order.address.longitude != null
      ? { latitude: order.address.latitude, longitude: order.address.longitude }
      : null;
  const move = (status: TOrderStatus) =>
    change.mutate({ orderId: order.id, fromStatus: order.status, status });
  const [editing, setEditing] = useState(false);
  const [asking, setAsking] = useState<'confirm' | 'reject' | null>(null);

  return (
    <Stack gap="md">
      <Group justify="space-between">
        <Title order={3}>سفارش {formatNumber(order.number)}</Title>
        <StatusBadge status={order.status} />
      </Group>

      {moves.length > 0 ? (
        <Group gap="xs" aria-label="تغییر وضعیت">
          {moves.map((status) => (
            <Button
              key={status}
              color={status === 'REJECTED' ? 'red' : undefined}
              variant={status === 'REJECTED' ? 'light' : status === moves[0] ? 'filled' : 'default'}
              loading={change.isPending && change.variables?.status === status}
              disabled={change.isPending}
              onClick={() => {
                const ask = ASKS[status];
                if (ask) setAsking(ask);
                else move(status);
              }}
            >
              {MOVE_LABELS[status]}
            </Button>
          ))}
        </Group>
      ) : (
        <Text size="sm" c="dimmed">
          این سفارش به پایان رسیده است و وضعیتش تغییر نمی‌کند.
        </Text>
      )}

      {asking === 'confirm' ? (
        <ConfirmOrderDialog order={order} opened onClose={() => setAsking(null)} />
      ) : null}
      {asking === 'reject' ? (
        <RejectOrderDialog order={order} opened onClose={() => setAsking(null)} />
      ) : null}

      <Divider label="چاپ" labelPosition="center" />
      <OrderPrintPanel orderId={order.id} />

      <Stack gap={6}>
        <Fact label="مشتری">
          {customerName(order)}
          {order.customer ? (
            <>
              {' — '}
              <Anchor href={`tel:${order.customer.phoneNumber}`} dir="ltr">
                {toPersianDigits(order.customer.phoneNumber)}
              </Anchor>
            </>
          ) : null}
        </Fact>
        <Fact label="نوع تحویل">
          {DeliveryType.labels[order.deliveryType]}
          {order.tableNumber ? ` — میز ${toPersianDigits(order.tableNumber)}` : ''}
          {order.numberOfPerson ? ` — ${formatNumber(order.numberOfPerson)} نفر` : ''}
        </Fact>
        <Fact label="منبع">{OrderSource.labels[order.source]}</Fact>
        <Fact label="ثبت">{formatJalaliDateTime(new Date(order.createdAt))}</Fact>
        <Fact label="پرداخت">
          <Group gap="xs">
            {PaymentMethod.labels[order.paymentMethod]}
            <PaymentBadge state={order.paymentState} />
          </Group>
        </Fact>
        {order.address ? (
          <Fact label="آدرس">
            {order.address.text}
            {order.address.details ? ` — ${order.address.details}` : ''}
          </Fact>
        ) : null}
      </Stack>

      {pin ? (
        <Suspense fallback={<Loader size="sm" />}>
          <OrderAddressMap {...pin} />
        </Suspense>
      ) : null}

      {order.description ? (
        <Alert color="yellow" variant="light" title="توضیحات مشتری">
          {order.description}
        </Alert>
      ) : null}

      <OrderActions order={order} />

      {editing ? (
        <OrderEditor order={order} onDone={() => setEditing(false)} />
      ) : (
        <>
          {isOrderEditable(order.status) ? (
            <Group justify="flex-end">
              <Button variant="light" onClick={() => setEditing(true)}>
                ویرایش سفارش
              </Button>
            </Group>
          ) : null}
          <Table verticalSpacing={6} aria-label="اقلام سفارش">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>غذا</Table.Th>
                <Table.Th ta="center">تعداد</Table.Th>
                <Table.Th ta="end">مبلغ</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {order.items.map((item) => (
                <ItemLine key={item.id} item={item} currency={order.currency} />
              ))}
            </Table.Tbody>
          </Table>
          {order.removedItems.length > 0 ? (
            <Stack gap={4}>
              <Text size="sm" fw={600} c="dimmed">
                حذف‌شده از سفارش
              </Text>
              <Table verticalSpacing={4} aria-label="اقلام حذف‌شده">
                <Table.Tbody>
                  {order.removedItems.map((item) => (
                    <ItemLine key={item.id} item={item} currency={order.currency} removed />
                  ))}
                </Table.Tbody>
              </Table>
            </Stack>
          ) : null}

          <PriceBreakdown
            totals={t}
            currency={order.currency}
            finalLabel="مبلغ نهایی"
            discountCode={order.discount?.code}
          />
        </>
      )}

      <OrderMoney order={order} />

      <Divider label="تاریخچه وضعیت" labelPosition="center" />
      <Timeline active={order.history.length - 1} bulletSize={14} lineWidth={2}>
        {order.history.map((entry) => (
          <Timeline.Item
            key={`${entry.toStatus}-${entry.at}`}
            title={entry.fromStatus === entry.toStatus ? 'تغییر سفارش' : OrderStatus.labels[entry.toStatus]}
          >
            <Text size="xs" c="dimmed">
              {formatJalaliDateTime(new Date(entry.at))}
              {' — '}
              {entry.actorName ?? (entry.fromStatus === null ? 'ثبت سفارش' : 'سیستم')}
            </Text>
            {entry.note ? <Text size="xs">{entry.note}</Text> : null}
          </Timeline.Item>
        ))}
      </Timeline>
    </Stack>
  );
}
