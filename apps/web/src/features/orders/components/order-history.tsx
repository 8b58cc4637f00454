import '@mantine/core/styles/Pagination.css';
import {
  ActionIcon,
  Alert,
  Badge,
  Box,
  Button,
  Container,
  Group,
  Paper,
  Skeleton,
  Stack,
  Text,
  UnstyledButton,
} from '@mantine/core';
import {
  customerStatusOf,
  DeliveryType,
  formatJalaliDateTime,
  formatMoney,
  type TOrderListRow,
  toPersianDigits,
} from '@sofreh/domain';
import { useState } from 'react';
import { Link } from 'react-router';
import { BackIcon } from '../../../components/icons';
import { ListPagination } from '../../../components/list-pagination';
import { useMyOrders } from '../api/get-my-orders';
import { statusColor } from '../utils/status-color';
import { moneyBackLine } from './money-back';

function OrderRow({ row }: { row: TOrderListRow }) {
  const moneyBack = moneyBackLine(row);
  return (
    <UnstyledButton
      component={Link}
      to={`/orders/${row.id}`}
      aria-label={`سفارش شماره ${toPersianDigits(row.number)}`}
    >
      <Paper radius="lg" p="md" withBorder>
        <Group justify="space-between" wrap="nowrap" gap="sm" align="flex-start">
          <Stack gap={4} style={{ minWidth: 0 }}>
            <Text fw={700}>سفارش شماره {toPersianDigits(row.number)}</Text>
            <Text size="sm" c="dimmed">
              {formatJalaliDateTime(new Date(row.createdAt))} · {DeliveryType.labels[row.deliveryType]}
            </Text>
            <Text size="sm" c="dimmed">
              {toPersianDigits(row.itemCount)} قلم · {formatMoney(row.finalPrice, row.currency)}
            </Text>
            {moneyBack && (
              <Text size="sm" c={row.refundOwed > 0 ? 'orange.8' : 'teal.8'} data-testid="money-back-line">
                {moneyBack}
              </Text>
            )}
          </Stack>
          <Badge variant="light" color={statusColor(row.status)} style={{ flexShrink: 0 }}>
            {customerStatusOf(row.status, row.deliveryType).title}
          </Badge>
        </Group>
      </Paper>
    </UnstyledButton>
  );
}

/** `/orders`: my orders at this restaurant, newest first, ten a page. */
export function OrderHistory({ homePath }: { homePath: string }) {
  const [pageNumber, setPageNumber] = useState(1);
  const orders = useMyOrders(pageNumber);

  return (
    <Box mih="100dvh" pb="xl">
      <Container size={600} px={0}>
        <Group gap="xs" wrap="nowrap" px="md" pt="sm" pb={4}>
          <ActionIcon
            component={Link}
            to={homePath}
            variant="subtle"
            // A shade, not plain "dark": Mantine tints plain dark's hover and tap a solid mid-grey.
            color="dark.7"
            size={40}
            radius="xl"
            aria-label="بازگشت به صفحه رستوران"
          >
            <BackIcon size={22} />
          </ActionIcon>
          <Text fw={800} fz="lg" component="h1" m={0}>
            سفارش‌های من
          </Text>
        </Group>
      </Container>
      <Container size={600} px="md" pt="sm">
        {orders.isError && !orders.data ? (
          <Alert color="red" variant="light" radius="md" title="فهرست سفارش‌ها بارگذاری نشد">
            <Button size="xs" variant="light" onClick={() => void orders.refetch()}>
              تلاش دوباره
            </Button>
          </Alert>
        ) : !orders.data ? (
          <Stack gap="sm" aria-label="در حال بارگذاری سفارش‌ها">
            <Skeleton h={96} radius="lg" />
            <Skeleton h={96} radius="lg" />
          </Stack>
        ) : orders.data.totalCount === 0 ? (
          <Paper radius="lg" p="lg" withBorder>
            <Stack gap="sm" align="center">
              <Text c="dimmed">هنوز سفارشی ثبت نکرده‌اید.</Text>
              <Button component={Link} to={homePath}>
                مشاهده منو
              </Button>
            </Stack>
          </Paper>
        ) : (
          <Stack gap="sm">
            {orders.data.data.map((row) => (
              <OrderRow key={row.id} row={row} />
            ))}
            <ListPagination page={orders.data} onChange={setPageNumber} />
          </Stack>
        )}
      </Container>
    </Box>
  );
}
