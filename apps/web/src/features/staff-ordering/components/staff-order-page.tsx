import {
  Alert,
  Badge,
  Button,
  Chip,
  Grid,
  Group,
  Kbd,
  Paper,
  Stack,
  Text,
  Textarea,
  TextInput,
  Title,
} from '@mantine/core';
import {
  DeliveryType,
  ERROR_MESSAGES,
  MIN_PREPARATION_MINUTES,
  NOTICES_FA,
  PaymentMethod,
  type TCurrency,
  type TOfflineAddress,
  type TStaffOrderQuote,
  toPersianDigits,
} from '@sofreh/domain';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { MoneyInput, NumericInput } from '../../../components/numeric-input';
import { ApiError } from '../../../lib/api-error';
import { newIdempotencyKey } from '../../../lib/idempotency-key';
import { notifyError, notifySuccess } from '../../../lib/notify';
import {
  quoteStaffOrder,
  submitStaffOrder,
  useDefaultDescriptionList,
  useSalonMenu,
} from '../api/staff-order';
import {
  addLine,
  initialStaffOrder,
  localTotals,
  type StaffCustomer,
  type StaffOrderState,
  setLineCount,
  toStaffOrderRequest,
} from '../utils/staff-order-state';
import { AddressPanel } from './address-panel';
import { ChoiceButtons } from './choice-buttons';
import { CustomerPanel } from './customer-panel';
import { MenuPanel } from './menu-panel';
import { OrderLines } from './order-lines';
import { StaffTotals } from './staff-totals';

const STAFF_PAYMENTS = ['CARD', 'CASH', 'UNPAID', 'CREDIT'] as const;
const SERVICE_TYPES = ['SERVE', 'PICKUP', 'DELIVER'] as const;
const QUOTE_DELAY_MS = 300;

type StaffOrderPageProps = {
  currency: TCurrency;
  /** `?phone=` (the caller-ID popup's link) or `?customerId=`. */
  initialPhone?: string;
  initialCustomer?: StaffCustomer | null;
  /** After a placed order: e.g. go to the board. */
  onPlaced?: (orderNumber: number) => void;
};

/**
 * «ثبت سفارش» — the screen a cashier uses all day (SPEC §2 offline order taking, §3 offline ordering
 * state): customer by phone, address with its zone price, service type, the menu, payment,
 * description, table, preparation time, discount or coupon, tip and live totals from the shared
 * pricing rule, checked against the server's quote. Ctrl+Enter places the order.
 */
export function StaffOrderPage({
  currency,
  initialPhone,
  initialCustomer = null,
  onPlaced,
}: StaffOrderPageProps) {
  const [state, setState] = useState<StaffOrderState>(() => ({
    ...initialStaffOrder(),
    customer: initialCustomer,
  }));
  const [quote, setQuote] = useState<TStaffOrderQuote | null>(null);
  const [address, setAddress] = useState<TOfflineAddress | null>(null);
  const [submitting, setSubmitting] = useState(false);
  const [fieldErrors, setFieldErrors] = useState<Record<string, string>>({});
  const [lastPlaced, setLastPlaced] = useState<number | null>(null);
  const keyRef = useRef(newIdempotencyKey());
  const phoneRef = useRef<HTMLInputElement>(null);
  const menuRef = useRef<HTMLInputElement>(null);
  const menu = useSalonMenu();
  const descriptions = useDefaultDescriptionList();
  const queryClient = useQueryClient();

  useEffect(() => {
    if (initialCustomer) setState((s) => (s.customer ? s : { ...s, customer: initialCustomer }));
  }, [initialCustomer]);

  const update = useCallback((change: Partial<StaffOrderState>) => {
    setState((s) => ({ ...s, ...change }));
    setFieldErrors({});
  }, []);

  const request = useMemo(() => toStaffOrderRequest(state), [state]);

  // The server's price of the same order, a moment after each change.
  useEffect(() => {
    const controller = new AbortController();
    const timer = setTimeout(() => {
      quoteStaffOrder(request, controller.signal)
        .then(setQuote)
        .catch(() => undefined);
    }, QUOTE_DELAY_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [request]);

  const terms = quote?.terms ?? { taxPercent: 0, serviceFeeType: 'PERCENTAGE' as const, serviceFeeValue: 0 };
  const deliveryCost = address?.deliveryPrice ?? quote?.deliveryCost ?? 0;
  const totals = localTotals(state, terms, deliveryCost, quote?.discount);
  const agrees =
    quote !== null &&
    (Object.keys(totals) as Array<keyof typeof totals>).every((k) => totals[k] === quote.totals[k]);
  const serverProblems = quote?.problems ?? [];

  const submit = useCallback(async () => {
    if (submitting) return;
    setSubmitting(true);
    setFieldErrors({});
    try {
      const order = await submitStaffOrder(request, keyRef.current);
      keyRef.current = newIdempotencyKey();
      notifySuccess(`${NOTICES_FA.OPERATION_SUBMIT_SUCCESS} سفارش شماره ${toPersianDigits(order.number)}`);
      setLastPlaced(order.number);
      setState(initialStaffOrder());
      setAddress(null);
      void queryClient.invalidateQueries({ queryKey: ['orders'] });
      onPlaced?.(order.number);
      phoneRef.current?.focus();
    } catch (error) {
      const reason = error instanceof ApiError ? error.message : NOTICES_FA.NETWORK_ERROR;
      notifyError(`${ERROR_MESSAGES.fa.ORDER_SUBMIT_REJECTED} ${reason}`);
      if (error instanceof ApiError) setFieldErrors(error.fieldErrors());
    } finally {
      setSubmitting(false);
    }
  }, [submitting, request, queryClient, onPlaced]);

  // Shortcuts anywhere on the screen: «/» the menu search, F2 the phone, Ctrl+Enter place the order.
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      const target = event.target as HTMLElement | null;
      const typing = target && (target.tagName === 'INPUT' || target.tagName === 'TEXTAREA');
      if (event.key === 'Enter' && (event.ctrlKey || event.metaKey)) {
        event.preventDefault();
        void submit();
      } else if (event.key === '/' && (!typing || target === menuRef.current)) {
        // In the menu search itself «/» starts a new search rather than typing a slash.
        event.preventDefault();
        menuRef.current?.focus();
        menuRef.current?.select();
      } else if (event.key === 'F2') {
        event.preventDefault();
        phoneRef.current?.focus();
      }
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [submit]);

  const allowedTypes = SERVICE_TYPES.filter((t) => !quote || quote.terms.deliveryTypes.includes(t));
  const prepTooShort = state.preparationTime !== '' && state.preparationTime < MIN_PREPARATION_MINUTES;
  const errorOf = (field: string) => fieldErrors[field];

  return (
    <Stack gap="sm">
      <Group justify="space-between" wrap="wrap" gap="xs">
        <Title order={2} fz="h3">
          ثبت سفارش
        </Title>
        <Group gap="md" wrap="wrap" aria-label="میان‌برهای صفحه‌کلید" visibleFrom="sm">
          <Text size="xs" c="dimmed">
            <Kbd size="xs">F2</Kbd> تلفن مشتری
          </Text>
          <Text size="xs" c="dimmed">
            <Kbd size="xs">/</Kbd> جستجوی منو
          </Text>
          <Text size="xs" c="dimmed">
            <Kbd size="xs">+</Kbd>/<Kbd size="xs">−</Kbd> روی یک قلم
          </Text>
          <Text size="xs" c="dimmed">
            <Kbd size="xs">Ctrl</Kbd>+<Kbd size="xs">Enter</Kbd> ثبت
          </Text>
        </Group>
      </Group>
      {lastPlaced !== null && (
        <Alert color="green" variant="light" withCloseButton onClose={() => setLastPlaced(null)}>
          سفارش شماره {toPersianDigits(lastPlaced)} ثبت شد و روی صفحه سفارش‌ها است.
        </Alert>
      )}
      <Grid gap="sm">
        <Grid.Col span={{ base: 12, md: 7 }}>
          <Stack gap="sm">
            <CustomerPanel
              ref={phoneRef}
              customer={state.customer}
              onChange={(customer) => {
                update({ customer, selectedAddressId: null });
                setAddress(null);
              }}
              currency={currency}
              initialPhone={initialPhone}
              onPicked={() => menuRef.current?.focus()}
            />
            <Paper withBorder radius="md" p="sm">
              <Text fw={700} mb={6}>
                نوع سفارش
              </Text>
              <ChoiceButtons
                label="نوع سفارش"
                value={state.deliveryType as (typeof SERVICE_TYPES)[number]}
                onChange={(value) => update({ deliveryType: value })}
                data={allowedTypes.map((t) => ({ value: t, label: DeliveryType.labels[t] }))}
              />
              {state.deliveryType === 'SERVE' && (
                <Group grow mt="xs" align="flex-start">
                  <TextInput
                    label="شماره میز"
                    value={state.tableNumber}
                    onChange={(e) => update({ tableNumber: e.currentTarget.value })}
                    error={errorOf('tableNumber')}
                  />
                  <NumericInput
                    label="تعداد نفرات"
                    value={state.numberOfCustomer}
                    onChange={(value) => update({ numberOfCustomer: value })}
                    error={errorOf('numberOfPerson')}
                  />
                </Group>
              )}
              {state.deliveryType === 'DELIVER' && !state.customer && (
                <Text size="sm" c="orange.8" mt="xs">
                  برای ارسال با پیک، اول مشتری را انتخاب کنید.
                </Text>
              )}
              {errorOf('customerId') && (
                <Text size="sm" c="red.7" mt={4} role="alert">
                  {errorOf('customerId')}
                </Text>
              )}
            </Paper>
            {state.deliveryType === 'DELIVER' && state.customer && (
              <AddressPanel
                customerId={state.customer.id}
                value={state.selectedAddressId}
                currency={currency}
                onChange={(chosen) => {
                  setAddress(chosen);
                  update({ selectedAddressId: chosen?.id ?? null });
                }}
              />
            )}
            {errorOf('addressId') && (
              <Text size="sm" c="red.7" role="alert">
                {errorOf('addressId')}
              </Text>
            )}
            <MenuPanel
              ref={menuRef}
              menu={menu.data}
              currency={currency}
              onAdd={(line) => update({ lines: addLine(state.lines, line) })}
            />
          </Stack>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 5 }}>
          <Stack gap="sm" style={{ position: 'sticky', top: 8 }}>
            <Paper withBorder radius="md" p="sm">
              <Text fw={700} mb={6}>
                اقلام سفارش
              </Text>
              <OrderLines
                lines={state.lines}
                currency={currency}
                onCount={(key, count) => update({ lines: setLineCount(state.lines, key, count) })}
              />
            </Paper>
            <Paper withBorder radius="md" p="sm">
              <Stack gap="xs">
                <div>
                  <Text size="sm" fw={500} mb={4}>
                    روش پرداخت
                  </Text>
                  <ChoiceButtons
                    label="روش پرداخت"
                    value={state.paymentType}
                    onChange={(value) => update({ paymentType: value })}
                    data={STAFF_PAYMENTS.map((p) => ({
                      value: p,
                      label: p === 'UNPAID' ? 'پرداخت در پایان' : PaymentMethod.labels[p],
                    }))}
                  />
                </div>
                <Group grow align="flex-start">
                  <NumericInput
                    label="زمان آماده‌سازی"
                    unit="دقیقه"
                    value={state.preparationTime}
                    onChange={(value) => update({ preparationTime: value })}
                    error={
                      prepTooShort
                        ? `دست‌کم ${toPersianDigits(MIN_PREPARATION_MINUTES)} دقیقه`
                        : errorOf('preparationMinutes')
                    }
                  />
                  <MoneyInput
                    label="انعام"
                    currency={currency}
                    value={state.tip}
                    onChange={(value) => update({ tip: value })}
                    error={errorOf('tip')}
                  />
                </Group>
                <Group grow align="flex-end">
                  <ChoiceButtons
                    label="نوع تخفیف"
                    value={state.discountType}
                    onChange={(value) => update({ discountType: value })}
                    data={[
                      { value: 'PERCENTAGE', label: 'تخفیف ٪' },
                      { value: 'MONEY', label: 'تخفیف مبلغی' },
                    ]}
                    disabled={state.couponCode.trim() !== ''}
                  />
                  <NumericInput
                    label="مقدار تخفیف"
                    aria-label="مقدار تخفیف"
                    thousands={state.discountType === 'MONEY'}
                    unit={state.discountType === 'PERCENTAGE' ? '٪' : currency === 'TOMAN' ? 'تومان' : 'ریال'}
                    value={state.discountAmount}
                    onChange={(value) => update({ discountAmount: value })}
                    disabled={state.couponCode.trim() !== ''}
                    error={errorOf('discountAmount')}
                  />
                </Group>
                <TextInput
                  label="کد تخفیف"
                  description="به جای تخفیف دستی؛ برای مشتری انتخاب‌شده"
                  value={state.couponCode}
                  onChange={(e) => update({ couponCode: e.currentTarget.value })}
                  error={
                    errorOf('couponCode') ?? serverProblems.find((p) => p.field === 'couponCode')?.message
                  }
                  dir="ltr"
                />
                <Textarea
                  label="توضیحات"
                  rows={2}
                  value={state.description}
                  onChange={(e) => update({ description: e.currentTarget.value })}
                  error={errorOf('description')}
                />
                {(descriptions.data?.length ?? 0) > 0 && (
                  <Group gap={6} aria-label="توضیحات پیش‌فرض">
                    {descriptions.data!.map((d) => (
                      <Chip
                        key={d.id}
                        size="xs"
                        checked={false}
                        onChange={() =>
                          update({
                            description: state.description ? `${state.description}، ${d.text}` : d.text,
                          })
                        }
                      >
                        {d.text}
                      </Chip>
                    ))}
                  </Group>
                )}
              </Stack>
            </Paper>
            <Paper withBorder radius="md" p="sm">
              <StaffTotals totals={totals} currency={currency} />
              {/* An empty order has nothing to compare; a quote of the last order would only mislead. */}
              {state.lines.length > 0 && (
                <Group justify="space-between" mt="xs" gap={6}>
                  {quote === null ? (
                    <Badge variant="light" color="gray">
                      در انتظار قیمت سرور
                    </Badge>
                  ) : agrees ? (
                    <Badge variant="light" color="teal" data-testid="server-agrees">
                      هم‌خوان با قیمت سرور
                    </Badge>
                  ) : (
                    <Badge variant="light" color="orange">
                      قیمت سرور: {toPersianDigits(quote.totals.finalPrice.toLocaleString('en-US'))}
                    </Badge>
                  )}
                </Group>
              )}
              {state.lines.length > 0 && serverProblems.length > 0 && (
                <Stack gap={2} mt="xs">
                  {serverProblems.slice(0, 3).map((p) => (
                    <Text key={`${p.code}:${p.field}`} size="xs" c="orange.8">
                      {p.message}
                    </Text>
                  ))}
                </Stack>
              )}
              <Button
                fullWidth
                size="md"
                mt="sm"
                onClick={() => void submit()}
                loading={submitting}
                disabled={state.lines.length === 0 || prepTooShort}
              >
                ثبت سفارش (Ctrl+Enter)
              </Button>
            </Paper>
          </Stack>
        </Grid.Col>
      </Grid>
    </Stack>
  );
}
