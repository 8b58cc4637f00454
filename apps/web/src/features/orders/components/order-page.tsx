import {
  ActionIcon,
  Alert,
  Badge,
  Box,
  Button,
  Container,
  Divider,
  Group,
  Paper,
  Skeleton,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import {
  customerStatusOf,
  DeliveryType,
  formatJalaliDateTime,
  formatMoney,
  moneyBackOf,
  PaymentMethod,
  PaymentState,
  type TOrder,
  type TOrderItem,
  toPersianDigits,
} from '@sofreh/domain';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { BackIcon } from '../../../components/icons';
import { ApiError } from '../../../lib/api-error';
import { useOrder } from '../api/get-order';
import { statusColor } from '../utils/status-color';
import { ExpectedTime } from './expected-time';
import { MoneyBack } from './money-back';
import { OrderProgress } from './order-progress';
import { OrderTotals } from './order-totals';
import { PaymentResultNotice } from './payment-result-notice';

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Paper radius="lg" p="md" withBorder component="section" aria-label={title}>
      <Title order={2} fz="md" mb="sm">
        {title}
      </Title>
      {children}
    </Paper>
  );
}

function lineTotal(line: TOrderItem): number {
  if (line.isFreeItem) return 0;
  const toppings = line.toppings.reduce((sum, topping) => sum + topping.price * topping.count, 0);
  return (line.unitPrice + toppings) * line.count;
}

/** The payment's state in the customer's words: a refund changes what "paid" means to them. */
function paymentWord(order: TOrder): string {
  const back = moneyBackOf(order);
  if (back?.state === 'PENDING') return 'پرداخت‌شده، در حال بازگشت';
  if (back?.state === 'DONE')
    return back.amount >= order.totals.finalPrice ? 'بازگشت داده شد' : 'پرداخت‌شده، بخشی بازگشت';
  return PaymentState.labels[order.paymentState];
}

type OrderPageProps = { orderId: string; search: string; homePath: string; historyPath: string };

/** `/orders/:id`: one of my orders, live until it is final, with what became of its payment. */
export function OrderPage({ orderId, search, homePath, historyPath }: OrderPageProps) {
  const order = useOrder(orderId);

  const header = (title: string) => (
    <Group gap="xs" wrap="nowrap" px="md" pt="sm" pb={4}>
      <ActionIcon
        component={Link}
        to={historyPath}
        variant="subtle"
        // A shade, not plain "dark": Mantine tints plain dark's hover and tap a solid mid-grey.
        color="dark.7"
        size={40}
        radius="xl"
        aria-label="سفارش‌های من"
      >
        <BackIcon size={22} />
      </ActionIcon>
      <Text fw={800} fz="lg" component="h1" m={0}>
        {title}
      </Text>
    </Group>
  );

  if (order.isError) {
    const missing = order.error instanceof ApiError && order.error.status === 404;
    return (
      <Container size={600} px={0}>
        {header('سفارش')}
        <Box px="md" pt="md">
          <Alert
            color="red"
            variant="light"
            radius="md"
            title={missing ? 'سفارش پیدا نشد' : 'سفارش بارگذاری نشد'}
          >
            <Stack gap="sm" align="flex-start">
              <Text size="sm">
                {missing
                  ? 'چنین سفارشی در حساب شما نیست.'
                  : 'اتصال اینترنت را بررسی کنید و دوباره تلاش کنید.'}
              </Text>
              {!missing && (
                <Button size="xs" variant="light" onClick={() => void order.refetch()}>
                  تلاش دوباره
                </Button>
              )}
            </Stack>
          </Alert>
        </Box>
      </Container>
    );
  }
  if (!order.data) {
    return (
      <Container size={600} px="md" pt="md">
        <Stack gap="md" aria-label="در حال بارگذاری سفارش">
          <Skeleton h={40} />
          <Skeleton h={160} radius="lg" />
          <Skeleton h={200} radius="lg" />
        </Stack>
      </Container>
    );
  }
  const data: TOrder = order.data;
  const said = customerStatusOf(data.status, data.deliveryType);
  return (
    <Box mih="100dvh" pb="xl">
      <Container size={600} px={0}>
        {header(`سفارش شماره ${toPersianDigits(data.number)}`)}
      </Container>
      <Container size={600} px="md" pt="sm">
        <Stack gap="md">
          <PaymentResultNotice order={data} search={search} />
          <MoneyBack order={data} />
          <Section title="وضعیت سفارش">
            <Stack gap="sm">
              <Group justify="space-between" gap="sm">
                <Badge size="lg" variant="light" color={statusColor(data.status)} data-testid="order-status">
                  {said.title}
                </Badge>
                <Text size="sm" c="dimmed">
                  {formatJalaliDateTime(new Date(data.createdAt))}
                </Text>
              </Group>
              {data.status !== 'REJECTED' && <Text size="sm">{said.detail}</Text>}
              <ExpectedTime order={data} />
              <OrderProgress order={data} />
            </Stack>
          </Section>
          <Section title="تحویل و پرداخت">
            <Stack gap={6}>
              <Text size="sm">
                <Text span c="dimmed">
                  نحوه تحویل:{' '}
                </Text>
                {DeliveryType.labels[data.deliveryType]}
                {data.tableNumber && ` · میز ${toPersianDigits(data.tableNumber)}`}
              </Text>
              {data.address?.text && (
                <Text size="sm">
                  <Text span c="dimmed">
                    آدرس:{' '}
                  </Text>
                  {data.address.text}
                  {data.address.details && `، ${data.address.details}`}
                </Text>
              )}
              <Text size="sm">
                <Text span c="dimmed">
                  پرداخت:{' '}
                </Text>
                {PaymentMethod.labels[data.paymentMethod]} · {paymentWord(data)}
              </Text>
              {data.description && (
                <Text size="sm">
                  <Text span c="dimmed">
                    توضیحات:{' '}
                  </Text>
                  {data.description}
                </Text>
              )}
            </Stack>
          </Section>
          <Section title="اقلام سفارش">
            <Stack gap={0}>
              {data.items.map((line, index) => (
                <Box key={line.id}>
                  {index > 0 && <Divider color="gray.2" />}
                  <Group justify="space-between" wrap="nowrap" align="flex-start" py="xs" gap="sm">
                    <Stack gap={2} style={{ minWidth: 0 }}>
                      <Text fw={600} size="sm">
                        {toPersianDigits(line.count)} × {line.title}
                      </Text>
                      {line.toppings.length > 0 && (
                        <Text size="xs" c="dimmed">
                          {line.toppings
                            .map((t) => (t.count > 1 ? `${t.title} ×${toPersianDigits(t.count)}` : t.title))
                            .join('، ')}
                        </Text>
                      )}
                    </Stack>
                    <Text fw={600} size="sm" style={{ whiteSpace: 'nowrap' }}>
                      {line.isFreeItem ? 'رایگان' : formatMoney(lineTotal(line), data.currency)}
                    </Text>
                  </Group>
                </Box>
              ))}
            </Stack>
            <Divider my="sm" />
            <OrderTotals totals={data.totals} currency={data.currency} />
          </Section>
          <Button component={Link} to={homePath} variant="default" size="md" radius="md">
            بازگشت به صفحه رستوران
          </Button>
        </Stack>
      </Container>
    </Box>
  );
}
