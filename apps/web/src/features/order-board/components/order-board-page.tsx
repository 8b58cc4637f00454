import {
  Badge,
  Button,
  Card,
  Chip,
  Drawer,
  Group,
  Loader,
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
  formatJalaliDate,
  formatMoney,
  formatNumber,
  ORDER_BOARD_MAX_TAKE,
  ORDER_BOARD_TAKE_STEP,
  OrderStatus,
  PaymentMethod,
  type TBoardOrderRow,
  type TOrderStatus,
  type TPrintTarget,
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
import { useNewOrderAlarmQuery } from '../api/new-order-alarm';
import { usePrintStatuses } from '../api/print-status';
import { useOrderStream } from '../hooks/use-order-stream';
import { OrderColumns } from './order-columns';
import { OrderDetail } from './order-detail';
import { OrderFilters } from './order-filters';
import { BOARD_COLUMNS, BOARD_GROUPS, type BoardGroup, PaymentBadge, StatusBadge } from './order-labels';
import { StationPrintBadges } from './order-print-panel';
import { customerOf, serviceOf, TEHRAN_CLOCK } from './order-text';
import { RefundOwedBadge, RefundOwedSwitch } from './refund-owed-badge';

const ALL = 'ALL';
type View = 'list' | 'columns';
type Filters = Omit<BoardFilters, 'status' | 'statuses'>;
/** The column view asks once for every order still in the kitchen's hands. */
const COLUMN_STATES = BOARD_COLUMNS.flatMap((column) => column.states);

const groupOf = (key: string): BoardGroup | null => BOARD_GROUPS.find((g) => g.key === key) ?? null;

/**
 * The live order board (issue 5): grouped tabs or the columns restaurants know, filters, the newest
 * orders, and one open order. Both views fit 1366 px (issue 19 point 16).
 */
export function OrderBoardPage() {
  const queryClient = useQueryClient();
  const [view, setView] = useLocalStorage<View>({
    key: persistKey('order-board-view'),
    defaultValue: 'list',
  });
  const [storedTab, setTab] = useLocalStorage<string>({
    key: persistKey('order-board-group'),
    defaultValue: ALL,
  });
  const tab = groupOf(storedTab) ? storedTab : ALL;
  // Inside a group of several states, one of them (null: the whole group).
  const [state, setState] = useState<TOrderStatus | null>(null);
  const [filters, setFilters] = useState<Filters>(NO_FILTERS);
  const [take, setTake] = useState(ORDER_BOARD_TAKE_STEP);
  const [openId, setOpenId] = useState<string | null>(null);
  // Rows of orders nobody acknowledged yet stand out until someone opens them (the ringer, on every
  // page, rings for the same ones until «دیدم»).
  const [opened, setOpened] = useState<ReadonlySet<string>>(new Set());
  const phone = useMediaQuery('(max-width: 48em)');

  const refresh = useCallback(() => queryClient.invalidateQueries({ queryKey: ORDERS_KEY }), [queryClient]);
  const live = useOrderStream(refresh, refresh);
  const unseen = useNewOrderAlarmQuery(true, live);
  const highlighted = (id: string) =>
    !opened.has(id) && (unseen.data?.orders.some((order) => order.id === id) ?? false);

  const group = groupOf(tab);
  const shown: Pick<BoardFilters, 'status' | 'statuses'> =
    view === 'columns'
      ? { status: null, statuses: COLUMN_STATES }
      : group === null
        ? { status: null, statuses: null }
        : state
          ? { status: state, statuses: null }
          : group.states.length === 1
            ? { status: group.states[0]!, statuses: null }
            : { status: null, statuses: group.states };
  const query = useBoardOrders(
    { ...filters, ...shown },
    view === 'columns' ? ORDER_BOARD_MAX_TAKE : take,
    live,
  );
  const detail = useBoardOrder(openId);
  const prints = usePrintStatuses(query.data?.data.map((row) => row.id) ?? []);
  // A restaurant without printer stations prints nothing: no badge then.
  const printsOf = (orderId: string) => {
    const found = prints.data?.find((s) => s.orderId === orderId);
    return found && found.targets.length > 0 ? found.targets : undefined;
  };

  // Any change of what is shown starts again from the newest 15.
  const changeFilters = (next: Partial<BoardFilters>) => {
    setFilters((current) => ({ ...current, ...next }));
    setTake(ORDER_BOARD_TAKE_STEP);
  };
  const changeTab = (value: string | null) => {
    setTab(value ?? ALL);
    setState(null);
    setTake(ORDER_BOARD_TAKE_STEP);
  };
  const open = (id: string) => {
    setOpenId(id);
    setOpened((ids) => new Set(ids).add(id));
  };
  const page = query.data;
  const countOfStates = (states: readonly TOrderStatus[]) =>
    page ? states.reduce((sum, s) => sum + page.counts[s], 0) : null;
  const countOf = (key: string) =>
    key === ALL ? (page?.allCount ?? null) : countOfStates(groupOf(key)!.states);

  return (
    <>
      <PageHeader
        title="سفارش‌ها"
        description="سفارش‌های تازه خودبه‌خود اینجا می‌آیند و تا «دیدم» را نزنید زنگ می‌زنند."
        actions={<BoardActions live={live} />}
      />

      <Card withBorder padding={phone ? 'sm' : 'lg'} radius="md">
        <Stack gap="md">
          <Group justify="space-between" align="flex-end" wrap="nowrap" gap="sm">
            {view === 'list' ? (
              <Tabs value={tab} onChange={changeTab} keepMounted={false} style={{ minWidth: 0, flex: 1 }}>
                <ScrollArea type="auto" scrollbarSize={6} offsetScrollbars={phone ?? false}>
                  <Tabs.List style={{ flexWrap: 'nowrap' }}>
                    {[ALL, ...BOARD_GROUPS.map((g) => g.key)].map((key) => {
                      const count = countOf(key);
                      return (
                        <Tabs.Tab
                          key={key}
                          value={key}
                          px="sm"
                          rightSection={
                            count ? (
                              <Badge size="sm" variant="light" circle={count < 10}>
                                {formatNumber(count)}
                              </Badge>
                            ) : null
                          }
                          style={{ whiteSpace: 'nowrap' }}
                        >
                          {key === ALL ? 'همه' : groupOf(key)!.label}
                        </Tabs.Tab>
                      );
                    })}
                  </Tabs.List>
                </ScrollArea>
              </Tabs>
            ) : (
              <Text size="sm" c="dimmed" style={{ flex: 1 }}>
                سفارش‌هایی که هنوز در دست رستوران‌اند، از تازه تا در راه.
              </Text>
            )}
            {/* Two plain buttons: a segmented control's sliding indicator lands off its label in
                right-to-left once the web font arrives after it was measured. */}
            <Button.Group aria-label="نمای سفارش‌ها" style={{ flexShrink: 0 }}>
              {(
                [
                  ['list', 'فهرست'],
                  ['columns', 'ستونی'],
                ] as const
              ).map(([value, label]) => (
                <Button
                  key={value}
                  size="xs"
                  variant={view === value ? 'filled' : 'default'}
                  aria-pressed={view === value}
                  onClick={() => setView(value)}
                >
                  {label}
                </Button>
              ))}
            </Button.Group>
          </Group>
          {view === 'list' && group && group.states.length > 1 ? (
            <Chip.Group
              multiple={false}
              value={state ?? ALL}
              onChange={(value) => {
                setState(value === ALL ? null : (value as TOrderStatus));
                setTake(ORDER_BOARD_TAKE_STEP);
              }}
            >
              <Group gap="xs" role="radiogroup" aria-label={`وضعیت‌های ${group.label}`}>
                <Chip value={ALL} size="xs" variant="outline">
                  همه {group.label}
                </Chip>
                {group.states.map((s) => (
                  <Chip key={s} value={s} size="xs" variant="outline">
                    {OrderStatus.labels[s]}
                    {page?.counts[s] ? ` (${formatNumber(page.counts[s])})` : ''}
                  </Chip>
                ))}
              </Group>
            </Chip.Group>
          ) : null}
          <OrderFilters filters={{ ...filters, ...shown }} onChange={changeFilters} />
          <RefundOwedSwitch
            checked={Boolean(filters.refundOwed)}
            onChange={(on) => changeFilters({ refundOwed: on })}
          />
          {view === 'columns' ? (
            <QueryState query={query}>
              {(p) => (
                <OrderColumns
                  rows={p.data}
                  counts={p.counts}
                  highlighted={highlighted}
                  printsOf={printsOf}
                  onOpen={open}
                />
              )}
            </QueryState>
          ) : (
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
                            highlighted={highlighted(row.id)}
                            prints={printsOf(row.id)}
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
          )}
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
  prints,
  onOpen,
}: {
  row: TBoardOrderRow;
  highlighted: boolean;
  /** Each station's print of it; undefined until known, or when the restaurant prints nothing. */
  prints: readonly TPrintTarget[] | undefined;
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
          {prints === undefined ? null : <StationPrintBadges targets={prints} />}
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
