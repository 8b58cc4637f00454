import { Badge, Button, CloseButton, Group, Paper, Skeleton, Stack, Text } from '@mantine/core';
import {
  formatJalaliDate,
  formatMoney,
  formatTehranTime,
  OrderStatus,
  type TCallerIdCall,
  toPersianDigits,
} from '@sofreh/domain';
import { useNavigate } from 'react-router';
import { useCall } from '../api/get-recent-calls';
import { formatCallerNumber, newOrderPathFor } from './caller-number';

type IncomingCallCardProps = { callId: string; onClose: () => void };

/** One ringing call: who it is, what they ordered lately, and a button to take their order. */
export function IncomingCallCard({ callId, onClose }: IncomingCallCardProps) {
  const call = useCall(callId);
  const navigate = useNavigate();
  const data = call.data ?? null;
  const title = data ? `تماس ورودی از ${formatCallerNumber(data.number)}` : 'تماس ورودی';

  return (
    <Paper
      component="section"
      aria-label={title}
      withBorder
      shadow="xl"
      radius="md"
      p="md"
      style={{ borderInlineStart: '4px solid var(--mantine-color-teal-6)' }}
    >
      <Group justify="space-between" wrap="nowrap" mb={6}>
        <Group gap={6} wrap="nowrap">
          <Text size="sm" c="teal.8" fw={700}>
            تماس ورودی
          </Text>
          {data ? (
            <Text size="sm" c="dimmed">
              {`خط ${toPersianDigits(data.lineNumber)}${data.lineLabel ? ` · ${data.lineLabel}` : ''} · ${formatTehranTime(new Date(data.receivedAt))}`}
            </Text>
          ) : null}
          {data?.test ? (
            <Badge size="xs" variant="light" color="gray">
              آزمایشی
            </Badge>
          ) : null}
        </Group>
        <CloseButton aria-label="بستن تماس" onClick={onClose} size="sm" />
      </Group>
      {data ? (
        <CallDetails call={data} />
      ) : call.isError ? (
        <Text size="sm" c="red">
          اطلاعات این تماس خوانده نشد.
        </Text>
      ) : (
        <Stack gap={6} aria-label="در حال بارگذاری">
          <Skeleton h={26} w="60%" />
          <Skeleton h={18} w="40%" />
          <Skeleton h={16} />
        </Stack>
      )}
      <Button
        fullWidth
        mt="md"
        disabled={!data}
        onClick={() => {
          navigate(newOrderPathFor(data?.number ?? null));
          onClose();
        }}
      >
        سفارش جدید برای این تماس
      </Button>
    </Paper>
  );
}

function CallDetails({ call }: { call: TCallerIdCall }) {
  const name = call.customer
    ? [call.customer.firstName, call.customer.lastName].filter(Boolean).join(' ') || 'مشتری بی‌نام'
    : null;
  return (
    <Stack gap={8}>
      <Text fw={800} fz={24} dir="ltr" ta="right" lh={1.2}>
        {formatCallerNumber(call.number)}
      </Text>
      {name ? (
        <Text fw={700} size="lg">
          {name}
        </Text>
      ) : (
        <Group gap={6}>
          <Badge variant="light" color="orange" size="lg" radius="sm">
            مشتری جدید
          </Badge>
          <Text size="sm" c="dimmed">
            این شماره هنوز مشتری این رستوران نیست.
          </Text>
        </Group>
      )}
      {call.customer ? (
        call.lastOrders.length > 0 ? (
          <Stack gap={4}>
            <Text size="sm" c="dimmed">
              آخرین سفارش‌ها
            </Text>
            {call.lastOrders.map((order) => (
              <Group key={order.id} justify="space-between" wrap="nowrap" gap="xs">
                <Text size="sm" fw={600} style={{ whiteSpace: 'nowrap' }}>
                  {`سفارش ${toPersianDigits(order.number)}`}
                </Text>
                <Text size="sm" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
                  {formatJalaliDate(new Date(order.createdAt))}
                </Text>
                <Text size="sm" style={{ whiteSpace: 'nowrap' }}>
                  {formatMoney(order.finalPrice, order.currency)}
                </Text>
                <Badge size="sm" variant="light" radius="sm" styles={{ root: { flexShrink: 0 } }}>
                  {OrderStatus.labels[order.status]}
                </Badge>
              </Group>
            ))}
          </Stack>
        ) : (
          <Text size="sm" c="dimmed">
            هنوز سفارشی از این رستوران نداشته است.
          </Text>
        )
      ) : null}
    </Stack>
  );
}
