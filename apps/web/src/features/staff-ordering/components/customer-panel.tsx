import {
  Badge,
  Button,
  Group,
  Kbd,
  Loader,
  Paper,
  Stack,
  Text,
  TextInput,
  UnstyledButton,
} from '@mantine/core';
import {
  formatJalaliDate,
  formatMoney,
  normalizeIranianMobile,
  type TCurrency,
  type TCustomer,
  toLatinDigits,
  toPersianDigits,
} from '@sofreh/domain';
import { useQueryClient } from '@tanstack/react-query';
import { forwardRef, useEffect, useState } from 'react';
import { CUSTOMERS_KEY, useCustomerInformation, useCustomerSearch } from '../api/customers';
import type { StaffCustomer } from '../utils/staff-order-state';
import { CustomerFormModal } from './customer-form-modal';

type CustomerPanelProps = {
  customer: StaffCustomer | null;
  onChange: (customer: StaffCustomer | null) => void;
  currency: TCurrency;
  /** `?phone=` of the caller-ID popup: typed in, and picked when it is exactly one customer. */
  initialPhone?: string;
  /** Where focus goes once a customer is chosen (the menu search). */
  onPicked?: () => void;
};

const fullName = (c: { firstName: string | null; lastName: string | null }) =>
  [c.firstName, c.lastName].filter(Boolean).join(' ') || 'بی‌نام';

/**
 * Who the order is for: type the phone (Persian or Latin digits) and matches appear; ↑/↓ and Enter
 * pick one (the exact number first); Enter on a full number nobody has opens «مشتری جدید»; Enter before
 * the search answered waits for it. Empty: a walk-in guest.
 */
export const CustomerPanel = forwardRef<HTMLInputElement, CustomerPanelProps>(function CustomerPanel(
  { customer, onChange, currency, initialPhone = '', onPicked },
  ref,
) {
  const [phone, setPhone] = useState(initialPhone);
  const [highlight, setHighlight] = useState(0);
  const [modal, setModal] = useState<'new' | 'edit' | null>(null);
  const queryClient = useQueryClient();
  const digits = toLatinDigits(phone).replace(/\D/g, '');
  const search = useCustomerSearch(customer ? '' : digits);
  const matches = digits.length >= 2 ? (search.data ?? []) : [];
  const info = useCustomerInformation(customer?.id ?? null);
  const fullPhone = normalizeIranianMobile(phone);

  // The caller-ID link: a number that is exactly one customer is that customer.
  const [autoPicked, setAutoPicked] = useState(false);
  useEffect(() => {
    if (autoPicked || !initialPhone || customer || !search.data) return;
    const normal = normalizeIranianMobile(initialPhone);
    const exact = search.data.find((c) => c.phoneNumber === normal);
    if (exact) onChange(exact);
    setAutoPicked(true);
  }, [autoPicked, initialPhone, customer, search.data, onChange]);

  const pick = (c: TCustomer | StaffCustomer) => {
    onChange(c);
    setPhone('');
    setHighlight(0);
    onPicked?.();
  };

  // Enter pressed before the search answered (a pasted number, Enter at once): it waits for the answer,
  // so a known customer is picked instead of «مشتری جدید» opening for them (issue 19 point 14).
  const [enterWaiting, setEnterWaiting] = useState(false);
  const answered =
    search.isError || (search.data !== undefined && !search.isPlaceholderData && !search.isFetching);
  const decideEnter = () => {
    const exact = fullPhone ? matches.find((c) => c.phoneNumber === fullPhone) : undefined;
    const chosen = exact ?? matches[highlight];
    if (chosen) pick(chosen);
    else if (fullPhone) setModal('new');
  };
  useEffect(() => {
    if (!enterWaiting || !answered) return;
    setEnterWaiting(false);
    decideEnter();
  });

  const onKeyDown = (event: React.KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown') {
      event.preventDefault();
      setHighlight((h) => Math.min(h + 1, Math.max(matches.length - 1, 0)));
    } else if (event.key === 'ArrowUp') {
      event.preventDefault();
      setHighlight((h) => Math.max(h - 1, 0));
    } else if (event.key === 'Enter' && !event.ctrlKey) {
      event.preventDefault();
      if (digits.length >= 2 && !answered) setEnterWaiting(true);
      else decideEnter();
    }
  };

  const saved = (c: TCustomer) => {
    setModal(null);
    void queryClient.invalidateQueries({ queryKey: CUSTOMERS_KEY });
    pick(c);
  };

  return (
    <Paper withBorder radius="md" p="sm">
      <Group justify="space-between" mb={6}>
        <Text fw={700}>مشتری</Text>
        {!customer && (
          <Button size="compact-sm" variant="light" onClick={() => setModal('new')}>
            مشتری جدید
          </Button>
        )}
      </Group>
      {customer ? (
        <Stack gap={4} data-testid="chosen-customer">
          <Group justify="space-between" wrap="nowrap">
            <div>
              <Text fw={600}>{fullName(customer)}</Text>
              <Text size="sm" c="dimmed" dir="ltr" ta="right">
                {toPersianDigits(customer.phoneNumber)}
              </Text>
            </div>
            <Group gap={6} wrap="nowrap">
              <Button size="compact-sm" variant="default" onClick={() => setModal('edit')}>
                ویرایش
              </Button>
              <Button size="compact-sm" variant="subtle" color="gray" onClick={() => onChange(null)}>
                تغییر
              </Button>
            </Group>
          </Group>
          {info.data && (
            <Text size="xs" c="dimmed">
              {info.data.orderCount === 0
                ? 'هنوز سفارشی نداشته است.'
                : `${toPersianDigits(info.data.orderCount)} سفارش، جمعاً ${formatMoney(info.data.totalSpent, currency)}${
                    info.data.lastOrderAt
                      ? `؛ آخرین: ${formatJalaliDate(new Date(info.data.lastOrderAt))}`
                      : ''
                  }`}
            </Text>
          )}
        </Stack>
      ) : (
        <Stack gap={6}>
          <TextInput
            ref={ref}
            // The cashier starts with the caller's number.
            autoFocus
            label="شماره تلفن مشتری"
            description="خالی بگذارید: مشتری حضوری"
            placeholder="۰۹۱۲…"
            inputMode="tel"
            value={phone}
            onChange={(event) => {
              setPhone(event.currentTarget.value);
              setHighlight(0);
              setEnterWaiting(false);
            }}
            onKeyDown={onKeyDown}
            rightSection={
              enterWaiting ? (
                <Loader size="xs" aria-label="در حال جستجوی مشتری" />
              ) : (
                <Kbd size="xs" ff="inherit">
                  اینتر
                </Kbd>
              )
            }
            rightSectionWidth={60}
            aria-describedby="customer-results"
          />
          <Stack gap={2} id="customer-results" role="listbox" aria-label="مشتریان پیدا شده">
            {matches.map((c, index) => (
              <UnstyledButton
                key={c.id}
                role="option"
                aria-selected={index === highlight}
                onClick={() => pick(c)}
                tabIndex={-1}
                px="xs"
                py={4}
                style={{
                  borderRadius: 6,
                  background: index === highlight ? 'var(--mantine-color-saffron-0, #fff4e0)' : undefined,
                }}
              >
                <Group justify="space-between" wrap="nowrap">
                  <Text size="sm">{fullName(c)}</Text>
                  <Text size="sm" c="dimmed" dir="ltr">
                    {toPersianDigits(c.phoneNumber)}
                  </Text>
                </Group>
              </UnstyledButton>
            ))}
            {digits.length >= 2 && search.isFetched && matches.length === 0 && (
              <Group gap={6}>
                <Text size="sm" c="dimmed">
                  مشتری‌ای با این شماره نیست.
                </Text>
                {fullPhone && (
                  <Badge variant="light" color="gray">
                    اینتر: افزودن مشتری جدید
                  </Badge>
                )}
              </Group>
            )}
          </Stack>
        </Stack>
      )}
      <CustomerFormModal
        opened={modal !== null}
        onClose={() => setModal(null)}
        editing={modal === 'edit' && customer ? { ...customer, createdAt: '' } : null}
        initialPhone={fullPhone ?? phone}
        onSaved={saved}
      />
    </Paper>
  );
});
