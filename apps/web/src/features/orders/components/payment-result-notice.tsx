import { Alert, Button, Group, Loader, Text } from '@mantine/core';
import { PaymentResult, type TOrder, type TPaymentResult, toPersianDigits } from '@sofreh/domain';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { defaultProvider, payOrderOnline, useBankConfiguration } from '../../../lib/online-payment';
import { usePendingPayment } from '../api/verify-transaction';

export const PAYMENT_NOTICES = {
  DONE: 'پرداخت با موفقیت انجام شد',
  FAILED: 'پرداخت ناموفق بود',
  PENDING: 'در حال بررسی پرداخت با بانک هستیم',
} as const;

/** `?transactionId=…&paymentResult=…` as the server's bank callback wrote it; anything else is ignored. */
export function paymentReturnOf(
  search: string,
): { transactionId: string | null; result: TPaymentResult } | null {
  const params = new URLSearchParams(search);
  const parsed = PaymentResult.safeParse(params.get('paymentResult'));
  if (!parsed.success) return null;
  return { transactionId: params.get('transactionId'), result: parsed.data };
}

type PaymentResultNoticeProps = { order: TOrder; search: string };

/** What became of an online payment, and «try again» when it failed or was never made. */
export function PaymentResultNotice({ order, search }: PaymentResultNoticeProps) {
  const returned = paymentReturnOf(search);
  const pending = usePendingPayment(returned?.result === 'PENDING' ? returned.transactionId : null);
  const queryClient = useQueryClient();
  const bank = useBankConfiguration();
  const [retrying, setRetrying] = useState(false);
  const [retryError, setRetryError] = useState<string | null>(null);

  // The bank settled a pending payment: the order moved too, ask for it now rather than in 10 s.
  const settled = pending.data && pending.data.state !== 'PENDING' && pending.data.state !== 'INIT';
  useEffect(() => {
    if (settled) void queryClient.invalidateQueries({ queryKey: ['orders', 'detail', order.id] });
  }, [settled, queryClient, order.id]);

  const awaitingPayment =
    order.paymentMethod === 'ONLINE' && order.status === 'SUBMITTED' && order.paymentState !== 'PAID';
  const provider = bank.data ? defaultProvider(bank.data) : null;

  async function payAgain() {
    if (!provider) return;
    setRetrying(true);
    setRetryError(null);
    try {
      await payOrderOnline(order.id, provider);
    } catch (cause) {
      setRetryError(cause instanceof Error ? cause.message : 'اتصال به درگاه انجام نشد.');
      setRetrying(false);
    }
  }

  const retryButton = awaitingPayment && provider && (
    <Button color="red" variant="filled" size="sm" mt="sm" loading={retrying} onClick={() => void payAgain()}>
      پرداخت دوباره
    </Button>
  );

  let result: TPaymentResult | null = returned?.result ?? null;
  if (result === 'PENDING' && settled) result = pending.data!.state === 'DONE' ? 'DONE' : 'FAILED';
  if (order.paymentState === 'PAID') result = returned ? 'DONE' : null;

  // A rejected order's money is told by MoneyBack: no green "paid" above a red "rejected".
  if (result === 'DONE' && order.status === 'REJECTED') return null;
  if (result === 'DONE') {
    const refId = pending.data?.refId;
    return (
      <Alert color="teal" variant="light" radius="md" title={PAYMENT_NOTICES.DONE}>
        سفارش شما پرداخت شد و برای رستوران ارسال شد.
        {refId && <Text size="sm">شماره پیگیری بانک: {toPersianDigits(refId)}</Text>}
      </Alert>
    );
  }
  if (result === 'FAILED') {
    return (
      <Alert color="red" variant="light" radius="md" title={PAYMENT_NOTICES.FAILED}>
        مبلغی از حساب شما برداشت نشد یا در صورت برداشت، بانک تا ۷۲ ساعت آن را برمی‌گرداند.
        {pending.data?.failureReason && <Text size="sm">{pending.data.failureReason}</Text>}
        {retryError && (
          <Text size="sm" c="red.8">
            {retryError}
          </Text>
        )}
        <div>{retryButton}</div>
      </Alert>
    );
  }
  if (result === 'PENDING') {
    return (
      <Alert color="yellow" variant="light" radius="md" title={PAYMENT_NOTICES.PENDING}>
        <Group gap="xs" wrap="nowrap">
          <Loader size="xs" color="yellow" />
          <Text size="sm">پاسخ بانک هنوز نرسیده است؛ این صفحه خودش به‌روز می‌شود.</Text>
        </Group>
      </Alert>
    );
  }
  if (awaitingPayment) {
    return (
      <Alert color="saffron" variant="light" radius="md" title="در انتظار پرداخت">
        این سفارش پس از پرداخت آنلاین برای رستوران فرستاده می‌شود.
        {retryError && (
          <Text size="sm" c="red.8">
            {retryError}
          </Text>
        )}
        {provider && (
          <div>
            <Button size="sm" mt="sm" loading={retrying} onClick={() => void payAgain()}>
              پرداخت آنلاین
            </Button>
          </div>
        )}
      </Alert>
    );
  }
  return null;
}
