import {
  Badge,
  Button,
  Card,
  Drawer,
  Group,
  Loader,
  Paper,
  ScrollArea,
  Stack,
  Table,
  Tabs,
  Text,
  Tooltip,
  UnstyledButton,
} from '@mantine/core';
import { useLocalStorage, useMediaQuery } from '@mantine/hooks';
import {
  DeliveryType,
  formatJalaliDate,
  formatMoney,
  formatNumber,
  isNewOrderEvent,
  ORDER_BOARD_TAKE_STEP,
  OrderStatus,
  PaymentMethod,
  type TBoardOrderRow,
  type TOrderEvent,
  type TOrderStatus,
  toPersianDigits,
} from '@sofreh/domain';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import { Link } from 'react-router';
import { PageHeader } from '../../../components/page-header';
import { QueryState } from '../../../components/query-state';
import { useCan } from '../../../lib/my-permissions';
import { persistKey } from '../../../lib/storage';
import { type BoardFilters, NO_FILTERS, ORDERS_KEY, useBoardOrders } from '../api/get-board-orders';
import { useBoardOrder } from '../api/get-order';
import { usePrintStatuses } from '../api/print-status';
import { useNewOrderAlarm } from '../hooks/use-new-order-alarm';
import { useOrderStream } from '../hooks/use-order-stream';
import { OrderDetail } from './order-detail';
import { OrderFilters } from './order-filters';
import { BOARD_TABS, PaymentBadge, StatusBadge } from './order-labels';
import { PrintBadge } from './order-print-panel';
import { RefundOwedBadge, RefundOwedSwitch } from './refund-owed-badge';

const ALL = 'ALL';
type Tab = typeof ALL | TOrderStatus;
const TEHRAN_CLOCK = new Intl.DateTimeFormat('fa-IR', {
  timeZone: 'Asia/Tehran',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

function customerOf(row: TBoardOrderRow): string {
  return row.customerName ?? (row.customerPhone ? toPersianDigits(row.customerPhone) : 'مشتری حضوری');
}

function serviceOf(row: TBoardOrderRow): string {
  const type = DeliveryType.labels[row.serviceType];
  return row.tableNumber ? `${type} — میز ${toPersianDigits(row.tableNumber)}` : type;
}

/** The live order board (issue 5): tabs per state, filters, the newest orders, and one open order. */
export function OrderBoardPage() {
  const queryClient = useQueryClient();
  const [tab, setTab] = useLocalStorage<Tab>({ key: persistKey('order-board-tab'), defaultValue: ALL });
  const [filters, setFilters] = useState<Omit<BoardFilters, 'status'>>(NO_FILTERS);
  const [take, setTake] = useState(ORDER_BOARD_TAKE_STEP);
  const [openId, setOpenId] = useState<string | null>(null);
  const [highlighted, setHighlighted] = useState<ReadonlySet<string>>(new Set());
  const alarm = useNewOrderAlarm();
  const phone = useMediaQuery('(max-width: 48em)');

  const refresh = useCallback(() => queryClient.invalidateQueries({ queryKey: ORDERS_KEY }), [queryClient]);
  const onEvent = useCallback(
    (event: TOrderEvent) => {
      void refresh();
      if (!isNewOrderEvent(event)) return;
      alarm.ring(event.orderId);
      setHighlighted((ids) => new Set(ids).add(event.orderId));
    },
    [refresh, alarm.ring],
  );
  const live = useOrderStream(onEvent, refresh);
  const status = tab === ALL ? null : tab;
  const query = useBoardOrders({ ...filters, status }, take, live);
  const detail = useBoardOrder(openId);
  const prints = usePrintStatuses(query.data?.data.map((row) => row.id) ?? []);
  // A restaurant without printer stations prints nothing: no badge then.
  const printedOf = (orderId: string) => {
    const found = prints.data?.find((s) => s.orderId === orderId);
    return found && found.targets.length > 0 ? found.printed : undefined;
  };

  // Any change of what is shown starts again from the newest 15.
  const changeFilters = (next: Partial<BoardFilters>) => {
    setFilters((current) => ({ ...current, ...next }));
    setTake(ORDER_BOARD_TAKE_STEP);
  };
  const changeTab = (value: string | null) => {
    setTab((value ?? ALL) as Tab);
    setTake(ORDER_BOARD_TAKE_STEP);
  };
  const open = (id: string) => {
    setOpenId(id);
    setHighlighted((ids) => {
      const rest = new Set(ids);
      rest.delete(id);
      return rest;
    });
  };
  const page = query.data;
  const countOf = (t: Tab) => (page ? (t === ALL ? page.allCount : page.counts[t]) : null);

  return (
    <>
      <PageHeader
        title="سفارش‌ها"
        description="سفارش‌های تازه خودبه‌خود اینجا می‌آیند و تا «دیدم» را نزنید زنگ می‌زنند."
        actions={<BoardActions live={live} />}
      />

      {alarm.pending.length > 0 ? (
        <Paper
          role="alert"
          p="md"
          mb="md"
          radius="md"
          bg="orange.1"
          withBorder
          style={{ borderColor: 'var(--mantine-color-orange-5)' }}
        >
          <Group justify="space-between">
            <Stack gap={2}>
              <Text fw={700}>
                {alarm.pending.length === 1
                  ? 'یک سفارش جدید رسید!'
                  : `${formatNumber(alarm.pending.length)} سفارش جدید رسید!`}
              </Text>
              {alarm.soundBlocked ? (
                <Text size="xs" c="dimmed">
                  مرورگر تا روی صفحه کلیک نکنید صدا پخش نمی‌کند.
                </Text>
              ) : null}
            </Stack>
            <Button color="orange" onClick={alarm.acknowledge}>
              دیدم
            </Button>
          </Group>
        </Paper>
      ) : null}

      <Card withBorder padding={phone ? 'sm' : 'lg'} radius="md">
        <Stack gap="md">
          <Tabs value={tab} onChange={changeTab} keepMounted={false}>
            <ScrollArea type="auto" scrollbarSize={6} offsetScrollbars>
              <Tabs.List style={{ flexWrap: 'nowrap' }}>
                {[ALL, ...BOARD_TABS].map((t) => (
                  <Tabs.Tab
                    key={t}
                    value={t}
                    rightSection={
                      countOf(t as Tab) ? (
                        <Badge size="sm" variant="light" circle={countOf(t as Tab)! < 10}>
                          {formatNumber(countOf(t as Tab)!)}
                        </Badge>
                      ) : null
                    }
                    style={{ whiteSpace: 'nowrap' }}
                  >
                    {t === ALL ? 'همه' : OrderStatus.labels[t as TOrderStatus]}
                  </Tabs.Tab>
                ))}
              </Tabs.List>
            </ScrollArea>
          </Tabs>
          <OrderFilters filters={{ ...filters, status }} onChange={changeFilters} />
          <RefundOwedSwitch
            checked={Boolean(filters.refundOwed)}
            onChange={(on) => changeFilters({ refundOwed: on })}
          />
          <QueryState query={query} isEmpty={(p) => p.data.length === 0} empty="سفارشی با این شرایط نیست.">
            {(p) => (
              <>
                <ScrollArea type="auto">
                  <Table verticalSpacing="sm" highlightOnHover aria-label="فهرست سفارش‌ها">
                    <Table.Thead>
                      <Table.Tr>
                        <Table.Th>شماره</Table.Th>
                        <Table.Th visibleFrom="sm">زمان</Table.Th>
                        <Table.Th>مشتری</Table.Th>
                        <Table.Th visibleFrom="sm">تحویل</Table.Th>
                        <Table.Th>مبلغ</Table.Th>
                        <Table.Th visibleFrom="sm">پرداخت</Table.Th>
                        <Table.Th>وضعیت</Table.Th>
                      </Table.Tr>
                    </Table.Thead>
                    <Table.Tbody>
                      {p.data.map((row) => (
                        <OrderRow
                          key={row.id}
                          row={row}
                          highlighted={highlighted.has(row.id)}
                          printed={printedOf(row.id)}
                          onOpen={() => open(row.id)}
                        />
                      ))}
                    </Table.Tbody>
                  </Table>
                </ScrollArea>
                {p.data.length < p.totalCount ? (
                  <Group justify="center">
                    <Button
                      variant="default"
                      loading={query.isFetching}
                      onClick={() => setTake((n) => n + ORDER_BOARD_TAKE_STEP)}
                    >
                      سفارش‌های بیشتر ({formatNumber(p.totalCount - p.data.length)})
                    </Button>
                  </Group>
                ) : null}
              </>
            )}
          </QueryState>
        </Stack>
      </Card>

      <Drawer
        opened={openId !== null}
        onClose={() => setOpenId(null)}
        position="left"
        size={phone ? '100%' : 'lg'}
        title="جزئیات سفارش"
      >
        {detail.data ? (
          <OrderDetail order={detail.data} />
        ) : detail.isError ? (
          <Text c="red">این سفارش خوانده نشد.</Text>
        ) : (
          <Loader />
        )}
      </Drawer>
    </>
  );
}

function OrderRow({
  row,
  highlighted,
  printed,
  onOpen,
}: {
  row: TBoardOrderRow;
  highlighted: boolean;
  /** Every station printed it at least once; undefined until known. */
  printed: boolean | undefined;
  onOpen: () => void;
}) {
  const created = new Date(row.createdAt);
  return (
    <Table.Tr
      onClick={onOpen}
      style={{ cursor: 'pointer' }}
      bg={highlighted ? 'yellow.1' : undefined}
      data-new={highlighted || undefined}
    >
      <Table.Td>
        <UnstyledButton onClick={onOpen} fw={700} aria-label={`سفارش ${formatNumber(row.number)}`}>
          {formatNumber(row.number)}
        </UnstyledButton>
        <Text size="xs" c="dimmed" hiddenFrom="sm">
          {TEHRAN_CLOCK.format(created)}
        </Text>
      </Table.Td>
      <Table.Td visibleFrom="sm">
        <Tooltip label={formatJalaliDate(created)}>
          <Text size="sm">{TEHRAN_CLOCK.format(created)}</Text>
        </Tooltip>
      </Table.Td>
      <Table.Td>
        <Text size="sm">{customerOf(row)}</Text>
        <Text size="xs" c="dimmed" hiddenFrom="sm">
          {serviceOf(row)}
        </Text>
      </Table.Td>
      <Table.Td visibleFrom="sm">
        <Text size="sm">{serviceOf(row)}</Text>
      </Table.Td>
      <Table.Td>
        <Text size="sm" style={{ whiteSpace: 'nowrap' }}>
          {formatMoney(row.finalPrice, row.currency)}
        </Text>
      </Table.Td>
      <Table.Td visibleFrom="sm">
        <Group gap={4} wrap="nowrap">
          <Text size="sm">{PaymentMethod.labels[row.paymentMethod]}</Text>
          <PaymentBadge state={row.paymentState} />
        </Group>
      </Table.Td>
      <Table.Td style={{ whiteSpace: 'nowrap' }}>
        <Stack gap={4} align="flex-start">
          <StatusBadge status={row.status} />
          <RefundOwedBadge amount={row.refundOwed} currency={row.currency} />
          {printed === undefined ? null : <PrintBadge printed={printed} />}
        </Stack>
      </Table.Td>
    </Table.Tr>
  );
}

/** Whether the board hears orders live, and the request for browser notifications. */
function BoardActions({ live }: { live: boolean }) {
  const [permission, setPermission] = useState(() =>
    typeof Notification === 'undefined' ? 'denied' : Notification.permission,
  );
  const canCreate = useCan('ORDERS_CREATE');
  return (
    <Group gap="sm">
      {canCreate ? (
        <Button component={Link} to="/bo/orders/new" size="xs">
          سفارش جدید
        </Button>
      ) : null}
      <Badge color={live ? 'green' : 'gray'} variant="dot" size="lg">
        {live ? 'به‌روزرسانی زنده' : 'به‌روزرسانی هر ۱۰ ثانیه'}
      </Badge>
      {permission === 'default' ? (
        <Button
          variant="light"
          size="xs"
          onClick={async () => setPermission(await Notification.requestPermission())}
        >
          فعال کردن اعلان مرورگر
        </Button>
      ) : null}
    </Group>
  );
}
