import {
  Alert,
  Badge,
  Box,
  Button,
  Center,
  Container,
  Group,
  Paper,
  Skeleton,
  Stack,
  Text,
  ThemeIcon,
  Title,
} from '@mantine/core';
import { DeliveryType, formatMoney, type TVendorLanding, toPersianDigits } from '@sofreh/domain';
import type { ReactNode } from 'react';
import { PlateIcon } from '../../../components/icons';
import { ApiError } from '../../../lib/api-error';
import { useVendorLanding } from '../api/get-vendor-landing';
import { OpeningHoursList } from './opening-hours-list';
import { OpeningStateBadge } from './opening-state-badge';
import { VendorAvatar } from './vendor-avatar';

type VendorHomeProps = {
  tableNumber: string | null;
  /** Login, or the person's name and logout: supplied by the app, which owns the session. */
  accountControl: ReactNode;
  /** «شروع سفارش»: the app opens the ordering's first step. */
  onStartOrdering: () => void;
  /** «مشاهده منو»: the menu, also while the restaurant is closed. */
  onViewMenu: () => void;
  /** Links to a signed-in customer's own pages (their addresses), supplied by the app. */
  customerLinks?: ReactNode;
  /** The restaurant's advertised discount codes (another feature's), supplied by the app. */
  deals?: ReactNode;
};

export function VendorHome({
  tableNumber,
  accountControl,
  onStartOrdering,
  onViewMenu,
  customerLinks,
  deals,
}: VendorHomeProps) {
  const landing = useVendorLanding();

  return (
    <Box mih="100dvh" pb="xl">
      <Container size={560} px={0}>
        {landing.isPending && <VendorHomeSkeleton />}
        {landing.isError && landing.error instanceof ApiError && landing.error.code === 'VENDOR_INACTIVE' && (
          <InactiveVendor message={landing.error.message} />
        )}
        {landing.isError &&
          !(landing.error instanceof ApiError && landing.error.code === 'VENDOR_INACTIVE') && (
            <Stack p="md" gap="md">
              <Group justify="flex-end">{accountControl}</Group>
              <Alert color="red" variant="light" title="صفحه رستوران باز نشد">
                <Stack gap="sm" align="flex-start">
                  <Text size="sm">
                    {landing.error instanceof ApiError ? landing.error.message : 'خطا در انجام عملیات.'}
                  </Text>
                  <Button size="xs" variant="light" color="red" onClick={() => landing.refetch()}>
                    تلاش دوباره
                  </Button>
                </Stack>
              </Alert>
            </Stack>
          )}
        {landing.data && (
          <VendorDetails
            vendor={landing.data}
            tableNumber={tableNumber}
            accountControl={accountControl}
            onStartOrdering={onStartOrdering}
            onViewMenu={onViewMenu}
            customerLinks={customerLinks}
            deals={deals}
          />
        )}
      </Container>
    </Box>
  );
}

/**
 * A restaurant the platform switched off (403 VENDOR_INACTIVE): a calm page, not an error with a
 * retry button — trying again will not help until the platform turns it back on.
 */
function InactiveVendor({ message }: { message: string }) {
  return (
    <Center mih="100dvh" p="md">
      <Paper withBorder radius="lg" p="xl" maw={420} w="100%" role="status">
        <Stack align="center" gap="sm" ta="center">
          <ThemeIcon size={64} radius="xl" variant="light" color="gray" aria-hidden>
            <PlateIcon size={32} />
          </ThemeIcon>
          <Title order={1} size="h3">
            {message}
          </Title>
          <Text c="dimmed" size="sm">
            سفارش آنلاین و پنل این رستوران فعلاً بسته است. اگر سفارشی داده‌اید یا سؤالی دارید، با خود رستوران
            تماس بگیرید.
          </Text>
        </Stack>
      </Paper>
    </Center>
  );
}

function VendorDetails({
  vendor,
  tableNumber,
  accountControl,
  onStartOrdering,
  onViewMenu,
  customerLinks,
  deals,
}: { vendor: TVendorLanding } & VendorHomeProps) {
  return (
    <Stack gap="md">
      <Box pos="relative">
        <Box
          h={150}
          style={{
            backgroundColor: 'var(--mantine-color-saffron-6)',
            // Without a cover photo a warm band keeps the page from looking unfinished.
            backgroundImage: vendor.coverUrl
              ? `url("${vendor.coverUrl}")`
              : 'linear-gradient(135deg, var(--mantine-color-saffron-7), var(--mantine-color-saffron-4))',
            backgroundSize: 'cover',
            backgroundPosition: 'center',
          }}
          role={vendor.coverUrl ? 'img' : undefined}
          aria-label={vendor.coverUrl ? `تصویر ${vendor.name}` : undefined}
        />
        <Paper pos="absolute" top={12} left={12} radius="xl" px={6} py={4} shadow="sm">
          {accountControl}
        </Paper>
        <Box pos="absolute" bottom={-36} right={16}>
          <VendorAvatar name={vendor.name} logoUrl={vendor.logoUrl} size={84} />
        </Box>
      </Box>

      <Stack gap="xs" px="md" pt={40}>
        <Group justify="space-between" align="center" wrap="nowrap">
          <Title order={1} size="h2">
            {vendor.name}
          </Title>
          {tableNumber && (
            <Badge size="xl" radius="sm" variant="filled" color="saffron">
              میز {toPersianDigits(tableNumber)}
            </Badge>
          )}
        </Group>
        <OpeningStateBadge vendor={vendor} />
      </Stack>

      <OrderingActions
        vendor={vendor}
        tableNumber={tableNumber}
        onStartOrdering={onStartOrdering}
        onViewMenu={onViewMenu}
      />

      {deals && <Box mx="md">{deals}</Box>}

      <Paper withBorder radius="md" p="md" mx="md">
        <Stack gap="sm">
          <Group justify="space-between" wrap="nowrap">
            <Text size="sm" c="dimmed">
              حداقل سفارش
            </Text>
            <Text size="sm" fw={600}>
              {vendor.minimumBasket > 0 ? formatMoney(vendor.minimumBasket, vendor.currency) : 'ندارد'}
            </Text>
          </Group>
          <Group justify="space-between" align="flex-start" wrap="nowrap" gap="md">
            <Text size="sm" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
              روش‌های دریافت
            </Text>
            {vendor.deliveryTypes.length > 0 ? (
              <Group gap={6} justify="flex-end">
                {vendor.deliveryTypes.map((type) => (
                  <Badge key={type} variant="light" color="saffron" radius="sm">
                    {DeliveryType.labels[type]}
                  </Badge>
                ))}
              </Group>
            ) : (
              <Text size="sm">اعلام نشده</Text>
            )}
          </Group>
        </Stack>
      </Paper>

      {customerLinks && <Box mx="md">{customerLinks}</Box>}

      {vendor.openingHours.length > 0 && (
        <Paper withBorder radius="md" p="md" mx="md">
          <Text fw={600} mb="sm">
            ساعات کاری
          </Text>
          <OpeningHoursList hours={vendor.openingHours} />
        </Paper>
      )}
    </Stack>
  );
}

/** Why ordering cannot start, in a sentence; null when it can. */
function orderingBlockedReason(vendor: TVendorLanding, tableNumber: string | null): string | null {
  if (!vendor.isOpen) return 'رستوران الان بسته است؛ تا بازگشایی می‌توانید منو را ببینید.';
  if (!tableNumber && vendor.deliveryTypes.length === 0) return 'این رستوران فعلاً سفارش آنلاین نمی‌پذیرد.';
  return null;
}

function OrderingActions({
  vendor,
  tableNumber,
  onStartOrdering,
  onViewMenu,
}: { vendor: TVendorLanding } & Pick<VendorHomeProps, 'tableNumber' | 'onStartOrdering' | 'onViewMenu'>) {
  const blocked = orderingBlockedReason(vendor, tableNumber);
  return (
    <Stack gap="xs" px="md">
      <Group gap="sm" wrap="nowrap" grow>
        <Button size="lg" radius="md" disabled={blocked !== null} onClick={onStartOrdering}>
          شروع سفارش
        </Button>
        <Button size="lg" radius="md" variant="default" onClick={onViewMenu}>
          مشاهده منو
        </Button>
      </Group>
      {blocked && (
        <Text size="sm" c="dimmed" ta="center">
          {blocked}
        </Text>
      )}
    </Stack>
  );
}

function VendorHomeSkeleton() {
  return (
    <Stack gap="md" aria-busy="true" aria-label="در حال بارگذاری">
      <Skeleton h={150} radius={0} />
      <Stack px="md" gap="sm" pt={40}>
        <Skeleton h={28} w="60%" />
        <Skeleton h={22} w="30%" />
      </Stack>
      <Skeleton h={90} mx="md" w="auto" radius="md" />
    </Stack>
  );
}
