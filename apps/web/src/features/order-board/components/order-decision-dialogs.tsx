import { Alert, Radio, Stack, Text, Textarea } from '@mantine/core';
import {
  formatMoney,
  formatNumber,
  MIN_PREPARATION_MINUTES,
  RejectReason,
  type TOrder,
  type TRejectReason,
  toPersianDigits,
} from '@sofreh/domain';
import { type FormEvent, useState } from 'react';
import { FormModal } from '../../../components/form-modal';
import { NumericInput } from '../../../components/numeric-input';
import { ApiError } from '../../../lib/api-error';
import { useChangeOrderState } from '../api/change-order-state';
import { useOrderMoney } from '../api/order-money';

// Accepting and rejecting an order ask what the customer will be told (issue 19 points 1 and 4,
// decision 0046): the preparation time on confirming, the reason on rejecting, and what happens to
// money paid online. Kept apart from the board's layout so each can change without the other.

type DialogProps = { order: TOrder; opened: boolean; onClose: () => void };

/** «تأیید سفارش»: how many minutes until it is ready (SPEC §9: at least 14). */
export function ConfirmOrderDialog({ order, opened, onClose }: DialogProps) {
  const change = useChangeOrderState();
  const [minutes, setMinutes] = useState<number | ''>(order.preparationMinutes);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const tooShort = minutes === '' || minutes < MIN_PREPARATION_MINUTES;

  function submit(event: FormEvent) {
    event.preventDefault();
    if (tooShort) {
      setErrors({
        preparationMinutes: `زمان آماده‌سازی دست‌کم ${toPersianDigits(MIN_PREPARATION_MINUTES)} دقیقه است.`,
      });
      return;
    }
    change.mutate(
      { orderId: order.id, fromStatus: order.status, status: 'CONFIRMED', preparationMinutes: minutes },
      {
        onSuccess: onClose,
        onError: (error) => setErrors(error instanceof ApiError ? error.fieldErrors() : {}),
      },
    );
  }

  return (
    <FormModal
      opened={opened}
      onClose={onClose}
      title={`تأیید سفارش ${formatNumber(order.number)}`}
      onSubmit={submit}
      submitting={change.isPending}
      submitLabel="تأیید و شروع آماده‌سازی"
    >
      <NumericInput
        label="زمان آماده‌سازی"
        description="مشتری زمان آماده شدن سفارش را از این عدد می‌بیند."
        unit="دقیقه"
        value={minutes}
        onChange={(value) => {
          setMinutes(value);
          setErrors({});
        }}
        error={errors.preparationMinutes}
        data-autofocus
      />
    </FormModal>
  );
}

/** What rejecting does to money paid online, said before anyone presses «رد سفارش». */
function MoneyNotice({ order }: { order: TOrder }) {
  const online = order.paymentMethod === 'ONLINE' && order.paymentState === 'PAID';
  const money = useOrderMoney(order.id, online);
  if (!online) return null;
  if (!money.data) return <Text size="sm">در حال خواندن مبلغ پرداخت‌شده…</Text>;
  const back = money.data.refundable;
  return (
    <Alert color="orange" variant="light" title="پول مشتری" data-testid="reject-money-notice">
      {back > 0
        ? `مبلغ ${formatMoney(back, money.data.currency)} از راه درگاه پرداخت به کارت مشتری بازگردانده می‌شود.`
        : 'مبلغ این سفارش پیش‌تر بازگردانده شده است؛ چیزی دوباره بازگردانده نمی‌شود.'}
    </Alert>
  );
}

/** «رد سفارش»: why, from a list the customer reads, with the restaurant's own words if it likes. */
export function RejectOrderDialog({ order, opened, onClose }: DialogProps) {
  const change = useChangeOrderState();
  const [reason, setReason] = useState<TRejectReason | null>(null);
  const [note, setNote] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});

  function submit(event: FormEvent) {
    event.preventDefault();
    const missing: Record<string, string> = {};
    if (!reason) missing.rejectReason = 'دلیل رد سفارش را انتخاب کنید.';
    else if (reason === 'OTHER' && !note.trim()) missing.note = 'دلیل رد سفارش را بنویسید.';
    setErrors(missing);
    if (!reason || Object.keys(missing).length > 0) return;
    change.mutate(
      {
        orderId: order.id,
        fromStatus: order.status,
        status: 'REJECTED',
        rejectReason: reason,
        note: note.trim() || null,
      },
      {
        onSuccess: onClose,
        onError: (error) => setErrors(error instanceof ApiError ? error.fieldErrors() : {}),
      },
    );
  }

  return (
    <FormModal
      opened={opened}
      onClose={onClose}
      title={`رد سفارش ${formatNumber(order.number)}`}
      onSubmit={submit}
      submitting={change.isPending}
      submitLabel="رد سفارش"
    >
      <Stack gap="md">
        <Radio.Group
          label="دلیل رد سفارش"
          description="مشتری همین جمله را در صفحه سفارشش می‌بیند."
          value={reason}
          onChange={(value) => {
            setReason(value as TRejectReason);
            setErrors({});
          }}
          error={errors.rejectReason}
        >
          <Stack gap={8} mt="xs">
            {RejectReason.options.map((value) => (
              <Radio key={value} value={value} label={RejectReason.labels[value]} />
            ))}
          </Stack>
        </Radio.Group>
        <Textarea
          label={reason === 'OTHER' ? 'دلیل' : 'توضیح برای مشتری (اختیاری)'}
          value={note}
          maxLength={300}
          minRows={2}
          onChange={(event) => {
            setNote(event.currentTarget.value);
            setErrors({});
          }}
          error={errors.note}
        />
        <MoneyNotice order={order} />
      </Stack>
    </FormModal>
  );
}
