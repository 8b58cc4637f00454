import {
  Alert,
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
import { formatMoney, type TVendorLanding, toPersianDigits } from '@sofreh/domain';
import { useNavigate } from 'react-router';
import { CUSTOMER_LOGIN_PATH } from '../../../lib/session-routes';
import { withTableNumber } from '../../../lib/table-number';
import { useAuthStore } from '../../../stores/auth-store';
import { useCartStore } from '../../../stores/cart-store';
import { useOrderingStepperStore } from '../../../stores/ordering-stepper-store';
import { previewItemsTotal, previewLinesOf, type SiteMenuItem, toppingTitles } from '../utils/menu-lookup';
import { DroppedLinesAlert } from './dropped-lines-alert';
import { OrderingHeader } from './ordering-header';
import { useServiceChange } from './service-change';

type OverviewStepProps = {
  vendor: TVendorLanding;
  tableNumber: string | null;
  items: ReadonlyMap<string, SiteMenuItem>;
  /** False while the menu that prices the lines is still loading. */
  priced: boolean;
  dropped: { lines: Parameters<typeof DroppedLinesAlert>[0]['lines']; dismiss: () => void };
};

/**
 * OVERVIEW (SPEC §2): what is being ordered. The money beyond the items' menu prices — packaging,
 * tax, service fee, delivery, discount — is the server's quote, which this step does not guess.
 */
export function OverviewStep({ vendor, tableNumber, items, priced, dropped }: OverviewStepProps) {
  const goTo = useOrderingStepperStore((state) => state.goTo);
  const lines = useCartStore((state) => state.items);
  const deliveryType = useCartStore((state) => state.deliveryType);
  const itemsTotal = previewItemsTotal(previewLinesOf(lines, items));
  const signedIn = useAuthStore((state) => state.token !== null);
  const navigate = useNavigate();
  const service = useServiceChange(vendor, tableNumber);

  // The details need a customer: a guest logs in first and comes back here, the cart and table kept
  // (the step is kept, and login returns home, which shows the kept step — decision 0017).
  function continueToDetails() {
    goTo('ORDER_DETAILS');
    if (!signedIn) navigate(withTableNumber(CUSTOMER_LOGIN_PATH, tableNumber));
  }

  return (
    <Box mih="100dvh" pb="xl">
      <Box pos="sticky" top={0} style={{ zIndex: 100, background: 'var(--mantine-color-body)' }}>
        <Container size={600} px={0} pb={4}>
          <OrderingHeader
            title="بازبینی سفارش"
            backLabel="بازگشت به منو"
            onBack={() => goTo('MENU')}
            deliveryType={deliveryType}
            tableNumber={tableNumber}
            onChangeService={service.onChangeService}
          />
        </Container>
      </Box>
      <Container size={600} px="md" pt="md">
        <Stack gap="md">
          <DroppedLinesAlert lines={dropped.lines} onClose={dropped.dismiss} />
          <Paper radius="lg" p="md" withBorder>
            <Title order={2} fz="lg" mb="xs">
              اقلام سفارش
            </Title>
            <Stack gap={0}>
              {lines.map((line, index) => {
                const item = items.get(line.menuItemId);
                const toppings = toppingTitles(item, line.toppings);
                return (
                  <Box key={line.tempId}>
                    {index > 0 && <Divider color="gray.2" />}
                    <Group justify="space-between" wrap="nowrap" align="flex-start" py="sm" gap="sm">
                      <Stack gap={2} style={{ minWidth: 0 }}>
                        <Text fw={600}>
                          {toPersianDigits(line.count)} × {line.title}
                        </Text>
                        {toppings.length > 0 && (
                          <Text size="sm" c="dimmed">
                            {toppings.join('، ')}
                          </Text>
                        )}
                      </Stack>
                      {item && (
                        <Text fw={600} style={{ whiteSpace: 'nowrap' }}>
                          {line.isFreeItem
                            ? 'رایگان'
                            : formatMoney(
                                previewItemsTotal([
                                  { item, count: line.count, toppings: line.toppings, isFreeItem: false },
                                ]),
                                vendor.currency,
                              )}
                        </Text>
                      )}
                    </Group>
                  </Box>
                );
              })}
            </Stack>
            <Divider my="xs" />
            <Group justify="space-between">
              <Text fw={700}>جمع اقلام</Text>
              {priced ? (
                <Text fw={800} fz="lg">
                  {formatMoney(itemsTotal, vendor.currency)}
                </Text>
              ) : (
                <Skeleton h={24} w={120} />
              )}
            </Group>
          </Paper>
          <Alert color="saffron" variant="light" radius="md" title="مبلغ نهایی در مرحله بعد">
            هزینه بسته‌بندی، مالیات، کارمزد خدمات، هزینه ارسال و تخفیف را رستوران هنگام ثبت سفارش حساب می‌کند و
            مبلغ نهایی در مرحله بعد نمایش داده می‌شود.
          </Alert>
          <Button size="lg" radius="md" onClick={continueToDetails}>
            {signedIn ? 'ادامه و تکمیل سفارش' : 'ورود و تکمیل سفارش'}
          </Button>
          <Button variant="default" size="md" radius="md" onClick={() => goTo('MENU')}>
            ویرایش سبد خرید
          </Button>
        </Stack>
      </Container>
      {service.sheet}
    </Box>
  );
}
