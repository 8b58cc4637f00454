import { Button, Group, Paper, Stack, Text } from '@mantine/core';
import { DeliveryType, formatMoney, formatNumber, type TUnseenOrder } from '@sofreh/domain';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { useCan } from '../../../lib/my-permissions';
import { NEW_ORDER_ALARM_KEY, useAcknowledgeOrders, useNewOrderAlarmQuery } from '../api/new-order-alarm';
import { useOrderStream } from '../hooks/use-order-stream';

// The new-order alarm of every back-office page (issue 19 point 3, decision 0045). It rings for every
// order the server says nobody at the restaurant has acknowledged — whether it came a second ago or
// while no panel was open — until someone presses «دیدم», here or on any other panel.

export const NEW_ORDER_SOUND = '/sounds/new-order.wav';
const BOARD_PATH = '/bo/orders';
/** How many of the waiting orders the banner names; the rest are counted. */
const NAMED = 3;

const TEHRAN_CLOCK = new Intl.DateTimeFormat('fa-IR', {
  timeZone: 'Asia/Tehran',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

type SoundState = 'off' | 'playing' | 'blocked';

/**
 * Loops the chime while `ringing`. Browsers refuse sound until the person has touched the page, and
 * a reload forgets that they did: then it tries again at their first click or key.
 */
function useLoopingSound(ringing: boolean): SoundState {
  const audio = useRef<HTMLAudioElement | null>(null);
  const [state, setState] = useState<SoundState>('off');
  useEffect(() => {
    if (!ringing) {
      setState('off');
      return;
    }
    audio.current ??= Object.assign(new Audio(NEW_ORDER_SOUND), { loop: true });
    const sound = audio.current;
    let active = true;
    const play = () => {
      const played = sound.play();
      played?.then?.(
        () => active && setState('playing'),
        () => active && setState('blocked'),
      );
    };
    play();
    document.addEventListener('pointerdown', play);
    document.addEventListener('keydown', play);
    return () => {
      active = false;
      document.removeEventListener('pointerdown', play);
      document.removeEventListener('keydown', play);
      sound.pause();
      sound.currentTime = 0;
    };
  }, [ringing]);
  return state;
}

/** One browser notification per order (the tag keeps a reload from stacking a second one). */
function useOrderNotifications(orders: readonly TUnseenOrder[]) {
  const navigate = useNavigate();
  const shown = useRef(new Set<string>());
  useEffect(() => {
    if (typeof Notification === 'undefined' || Notification.permission !== 'granted') return;
    for (const order of orders) {
      if (shown.current.has(order.id)) continue;
      shown.current.add(order.id);
      const notice = new Notification(`سفارش جدید ${formatNumber(order.number)}`, {
        body: `${DeliveryType.labels[order.deliveryType]} — ${formatMoney(order.finalPrice, order.currency)}`,
        tag: order.id,
      });
      notice.onclick = () => {
        window.focus();
        navigate(BOARD_PATH);
      };
    }
  }, [orders, navigate]);
}

export function NewOrderRinger() {
  const canSeeOrders = useCan('ORDERS_VIEW');
  return canSeeOrders ? <Ringer /> : null;
}

function Ringer() {
  const queryClient = useQueryClient();
  const recheck = useCallback(
    () => queryClient.invalidateQueries({ queryKey: NEW_ORDER_ALARM_KEY }),
    [queryClient],
  );
  // Any order event may start or stop the ringing (a new order, a payment, someone's «دیدم»).
  const live = useOrderStream(recheck, recheck);
  const alarm = useNewOrderAlarmQuery(true, live);
  const acknowledge = useAcknowledgeOrders();
  const orders = alarm.data?.orders ?? [];
  const total = alarm.data?.totalCount ?? 0;
  const sound = useLoopingSound(orders.length > 0);
  useOrderNotifications(orders);
  const { pathname } = useLocation();
  const [permission, setPermission] = useState(() =>
    typeof Notification === 'undefined' ? 'denied' : Notification.permission,
  );

  if (orders.length === 0) return null;
  const named = orders.slice(0, NAMED);
  return (
    <Paper
      role="alert"
      aria-label="سفارش جدید"
      data-sound={sound}
      p="sm"
      mb="md"
      radius="md"
      bg="orange.1"
      withBorder
      // Stays in sight under the header while the page scrolls, without covering the page's buttons.
      style={{
        position: 'sticky',
        top: 'calc(var(--app-shell-header-height, 60px) + 8px)',
        zIndex: 150,
        borderColor: 'var(--mantine-color-orange-5)',
        boxShadow: 'var(--mantine-shadow-md)',
      }}
    >
      <Group justify="space-between" wrap="wrap" gap="sm">
        <Stack gap={2} miw={0}>
          <Text fw={700}>
            {total === 1 ? 'یک سفارش جدید رسید!' : `${formatNumber(total)} سفارش جدید رسید!`}
          </Text>
          <Text size="sm">
            {named
              .map(
                (o) =>
                  `سفارش ${formatNumber(o.number)} (${DeliveryType.labels[o.deliveryType]}، ${TEHRAN_CLOCK.format(new Date(o.createdAt))})`,
              )
              .join('، ')}
            {total > named.length ? ` و ${formatNumber(total - named.length)} سفارش دیگر` : ''}
          </Text>
          {sound === 'blocked' ? (
            <Text size="xs" c="dimmed">
              مرورگر تا روی صفحه کلیک نکنید صدا پخش نمی‌کند.
            </Text>
          ) : null}
        </Stack>
        <Group gap="xs" wrap="nowrap">
          {/* The board has the same button in its header. */}
          {permission === 'default' && pathname !== BOARD_PATH ? (
            <Button
              variant="subtle"
              color="orange"
              size="xs"
              onClick={async () => setPermission(await Notification.requestPermission())}
            >
              فعال کردن اعلان مرورگر
            </Button>
          ) : null}
          {pathname === BOARD_PATH ? null : (
            <Button component={Link} to={BOARD_PATH} variant="default">
              نمایش سفارش‌ها
            </Button>
          )}
          <Button
            color="orange"
            loading={acknowledge.isPending}
            onClick={() => acknowledge.mutate({ orderIds: orders.map((o) => o.id) })}
          >
            دیدم
          </Button>
        </Group>
      </Group>
    </Paper>
  );
}
