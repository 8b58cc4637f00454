import '@mantine/core/styles/List.css';
import {
  Alert,
  Box,
  Button,
  Container,
  List,
  Paper,
  Skeleton,
  Stack,
  Text,
  Textarea,
  Title,
} from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import {
  formatMoney,
  type TCustomerPaymentMethod,
  type TPaymentProvider,
  type TVendorLanding,
  toPersianDigits,
} from '@sofreh/domain';
import { type ComponentType, type ReactNode, useEffect, useMemo, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { defaultProvider, payOrderOnline, useBankConfiguration } from '../../../lib/online-payment';
import { CUSTOMER_LOGIN_PATH } from '../../../lib/session-routes';
import { withTableNumber } from '../../../lib/table-number';
import { useAuthStore } from '../../../stores/auth-store';
import { useCartStore } from '../../../stores/cart-store';
import { useOrderingStepperStore } from '../../../stores/ordering-stepper-store';
import { useDeliveryAddresses } from '../api/get-delivery-addresses';
import { useOrderQuote } from '../api/quote-order';
import { useOrderSubmission } from '../hooks/use-order-submission';
import { needsAddress, orderRequestOf } from '../utils/order-request';
import { AddressChoice } from './address-choice';
import { DiscountCodeField } from './discount-code-field';
import { OrderingHeader } from './ordering-header';
import { offeredMethods, PaymentMethodChoice } from './payment-method-choice';
import { QuoteSummary } from './quote-summary';
import { useServiceChange } from './service-change';
import { TipChoice } from './tip-choice';

/** The quote is asked once typing and tapping settle, not on every keystroke. */
export const QUOTE_DEBOUNCE_MS = 400;

/**
 * The app's in-place «افزودن آدرس» (a sheet with the address book's form and map): another feature,
 * so the app hands it in. `onSaved` gets the new address once the checkout's list holds it.
 */
export type AddAddressSlot = ComponentType<{
  opened: boolean;
  onClose: () => void;
  onSaved: (addressId: string) => void;
}>;

type DetailsStepProps = { vendor: TVendorLanding; tableNumber: string | null; AddAddress?: AddAddressSlot };

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

/**
 * ORDER_DETAILS (SPEC §2): where it goes, a note, a discount code, a tip, how it is paid, and the
 * server's price of it all. Submitting places the order once (Idempotency-Key) and then either goes to
 * the bank or to the order's page.
 */
export function DetailsStep({ vendor, tableNumber, AddAddress }: DetailsStepProps) {
  const goTo = useOrderingStepperStore((state) => state.goTo);
  const resetStepper = useOrderingStepperStore((state) => state.reset);
  const signedInCustomer = useAuthStore(
    (state) => state.token !== null && state.profile?.kind === 'CUSTOMER',
  );
  const signedInStaff = useAuthStore(
    (state) => state.token !== null && state.profile !== null && state.profile.kind !== 'CUSTOMER',
  );
  const cart = useCartStore();
  const navigate = useNavigate();
  const byAddress = needsAddress(cart.deliveryType);
  const addresses = useDeliveryAddresses(signedInCustomer && byAddress);
  const bank = useBankConfiguration();
  const service = useServiceChange(vendor, tableNumber);

  const [addingAddress, setAddingAddress] = useState(false);
  const [description, setDescription] = useState('');
  const [tip, setTip] = useState(0);
  const [method, setMethod] = useState<TCustomerPaymentMethod | null>(null);
  const [provider, setProvider] = useState<TPaymentProvider | null>(null);

  // The first way to pay is chosen for the customer: online with the vendor's gateway when offered.
  useEffect(() => {
    if (!bank.data || method !== null) return;
    const first = offeredMethods(bank.data)[0] ?? null;
    setMethod(first);
    setProvider(defaultProvider(bank.data));
  }, [bank.data, method]);

  // An address chosen before that is gone, or now outside every zone, is no choice: the first good one is.
  useEffect(() => {
    if (!byAddress || !addresses.data) return;
    const chosen = addresses.data.find((address) => address.id === cart.addressId);
    if (chosen?.deliverable) return;
    const first = addresses.data.find((address) => address.deliverable);
    cart.setAddress(first?.id ?? null);
  }, [byAddress, addresses.data, cart.addressId, cart.setAddress]);

  const request = useMemo(
    () => orderRequestOf(cart, { description, tip, paymentMethod: method }),
    [cart, description, tip, method],
  );
  const [settled] = useDebouncedValue(request, QUOTE_DEBOUNCE_MS);
  const quote = useOrderQuote(signedInCustomer ? settled : null);
  const submission = useOrderSubmission();
  const [leaving, setLeaving] = useState(false);

  const upToDate =
    quote.data !== undefined && !quote.isPlaceholderData && settled === request && !quote.isFetching;
  const discountProblem =
    quote.data?.problems.find((problem) => problem.field === 'discountCode')?.message ?? null;
  const otherProblems = quote.data?.problems.filter((problem) => problem.field !== 'discountCode') ?? [];
  const onlineNeedsGateway = method === 'ONLINE' && provider === null;
  const canSubmit =
    upToDate &&
    quote.data?.canSubmit === true &&
    method !== null &&
    !onlineNeedsGateway &&
    !submission.submitting &&
    !leaving;
  const loginPath = withTableNumber(CUSTOMER_LOGIN_PATH, tableNumber);

  async function placeOrder() {
    if (!method || !canSubmit) return;
    const order = await submission.submit({ ...request, paymentMethod: method });
    if (!order) return;
    setLeaving(true);
    // The order exists: the cart has done its work, and the next visit starts afresh. For an online
    // payment it is cleared once the gateway is on its way, so the page does not flash the restaurant's
    // home in between.
    const finishOrdering = () => {
      cart.clear();
      resetStepper();
    };
    if (method === 'ONLINE' && provider) {
      try {
        await payOrderOnline(order.id, provider);
        finishOrdering();
        return;
      } catch {
        // The order page offers the payment again.
      }
    }
    finishOrdering();
    // At a table the order's page keeps the table, so «بازگشت» orders more for the same table.
    navigate(withTableNumber(`/orders/${order.id}`, tableNumber));
  }

  // The service sheet comes with the header: a guest may change how they get the food before login too.
  const header = (
    <>
      {service.sheet}
      <Box pos="sticky" top={0} style={{ zIndex: 100, background: 'var(--mantine-color-body)' }}>
        <Container size={600} px={0} pb={4}>
          <OrderingHeader
            title="تکمیل سفارش"
            backLabel="بازگشت به بازبینی سفارش"
            onBack={() => goTo('OVERVIEW')}
            deliveryType={cart.deliveryType}
            tableNumber={tableNumber}
            onChangeService={service.onChangeService}
          />
        </Container>
      </Box>
    </>
  );

  if (!signedInCustomer) {
    return (
      <Box mih="100dvh" pb="xl">
        {header}
        <Container size={600} px="md" pt="md">
          <Paper radius="lg" p="lg" withBorder>
            <Stack gap="md">
              <Title order={2} fz="lg">
                {signedInStaff ? 'این حساب برای سفارش نیست' : 'برای ثبت سفارش وارد شوید'}
              </Title>
              <Text c="dimmed">
                {signedInStaff
                  ? 'شما با حساب کارکنان وارد شده‌اید. برای سفارش دادن، از آن خارج شوید و با شماره موبایل خود وارد شوید.'
                  : 'سبد خرید شما نگه داشته می‌شود؛ پس از ورود با شماره موبایل به همین مرحله برمی‌گردید.'}
              </Text>
              {!signedInStaff && (
                <Button component={Link} to={loginPath} size="md" radius="md">
                  ورود با شماره موبایل
                </Button>
              )}
            </Stack>
          </Paper>
        </Container>
      </Box>
    );
  }

  const subtotal = quote.data
    ? quote.data.totals.sumOfItemsPrice + quote.data.totals.sumOfItemToppingsPrice
    : 0;
  const finalPrice = quote.data?.totals.finalPrice;
  const submitLabel =
    method === 'ONLINE'
      ? `ثبت و پرداخت${finalPrice !== undefined ? ` ${formatMoney(finalPrice, quote.data!.currency)}` : ''}`
      : 'ثبت سفارش';

  return (
    <Box mih="100dvh" pb={120}>
      {header}
      <Container size={600} px="md" pt="md">
        <Stack gap="md">
          {byAddress && (
            <Section title="آدرس تحویل">
              <AddressChoice
                addresses={addresses.data}
                selectedId={cart.addressId}
                onSelect={cart.setAddress}
                currency={vendor.currency}
                addAddressPath={withTableNumber('/addresses', tableNumber)}
                onAdd={AddAddress && (() => setAddingAddress(true))}
              />
              {AddAddress && (
                <AddAddress
                  opened={addingAddress}
                  onClose={() => setAddingAddress(false)}
                  onSaved={(addressId) => {
                    setAddingAddress(false);
                    cart.setAddress(addressId);
                  }}
                />
              )}
            </Section>
          )}
          {cart.deliveryType === 'SERVE' && tableNumber && (
            <Section title="محل سرو">
              <Text fw={600}>سفارش شما سر میز {toPersianDigits(tableNumber)} سرو می‌شود.</Text>
            </Section>
          )}
          <Section title="توضیحات سفارش">
            <Textarea
              aria-label="توضیحات سفارش"
              placeholder="مثلاً: بدون پیاز، سس جداگانه"
              value={description}
              onChange={(event) => setDescription(event.currentTarget.value)}
              maxLength={500}
              rows={2}
            />
          </Section>
          <Section title="کد تخفیف">
            <DiscountCodeField subtotal={subtotal} quoteProblem={discountProblem} />
          </Section>
          <Section title="انعام">
            <TipChoice value={tip} onChange={setTip} currency={vendor.currency} />
          </Section>
          <Section title="روش پرداخت">
            {bank.data ? (
              <PaymentMethodChoice
                configuration={bank.data}
                method={method}
                provider={provider}
                onChange={(choice) => {
                  setMethod(choice.method);
                  setProvider(choice.provider);
                }}
              />
            ) : (
              <Skeleton h={60} />
            )}
          </Section>
          <Section title="صورت‌حساب">
            <QuoteSummary quote={quote.data} />
          </Section>
          {otherProblems.length > 0 && (
            <Alert color="red" variant="light" radius="md" title="این سفارش هنوز ثبت نمی‌شود">
              <List size="sm" spacing={4}>
                {otherProblems.map((problem) => (
                  <List.Item key={`${problem.code}-${problem.field ?? ''}`}>{problem.message}</List.Item>
                ))}
              </List>
            </Alert>
          )}
          {quote.isError && !quote.data && (
            <Alert color="red" variant="light" radius="md">
              محاسبه مبلغ سفارش انجام نشد. اتصال اینترنت را بررسی کنید.
            </Alert>
          )}
        </Stack>
      </Container>
      <Box
        pos="fixed"
        bottom={0}
        left={0}
        right={0}
        p="md"
        style={{
          zIndex: 100,
          background: 'var(--mantine-color-body)',
          boxShadow: '0 -4px 16px rgba(0,0,0,0.08)',
        }}
      >
        <Container size={600} px={0}>
          <Stack gap={6}>
            {submission.error && (
              <Text size="sm" c="red.8" role="alert">
                {submission.error.message}{' '}
                {submission.error.code === 'IDEMPOTENCY_KEY_REUSED' && <Link to="/orders">سفارش‌های من</Link>}
              </Text>
            )}
            <Button
              size="lg"
              radius="md"
              fullWidth
              disabled={!canSubmit}
              loading={submission.submitting || leaving}
              onClick={() => void placeOrder()}
            >
              {submitLabel}
            </Button>
          </Stack>
        </Container>
      </Box>
    </Box>
  );
}
