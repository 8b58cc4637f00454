import type { TTransaction } from '@sofreh/domain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { browserNavigation } from '../../../lib/browser-navigation';
import { useAuthStore } from '../../../stores/auth-store';
import { makeBankConfiguration, makeOrder, makeProfile, makeVendorLanding } from '../../../test/factories';
import { reply, stubApi } from '../../../test/fetch-stub';
import { pageText, renderApp } from '../../../test/render';

const ORDER_ID = '0b8e6f1c-3a52-4d7e-9f0a-1c2d3e4f5a6b';
const TX_ID = '7d1f2e3a-4b5c-4d6e-8f70-8192a3b4c5d6';
const GET_ORDER = `GET /api/orders/${ORDER_ID}`;
const VERIFY = 'POST /api/transactions/verify';
const LANDING = { 'GET /api-identity/identity/vendors/landing': reply(200, makeVendorLanding()) };

function signIn() {
  useAuthStore.setState({ token: 'token', profile: makeProfile({ kind: 'CUSTOMER', vendorId: null }) });
}

function transaction(state: 'PENDING' | 'DONE' | 'FAILED'): TTransaction {
  return {
    id: TX_ID,
    orderId: ORDER_ID,
    orderNumber: 42,
    kind: null,
    provider: 'SANDBOX',
    state,
    amount: 295_000,
    currency: 'TOMAN',
    refId: state === 'DONE' ? '123456' : null,
    cardPan: null,
    failureReason: null,
    ownerReason: null,
    refundState: null,
    refundReason: null,
    createdAt: '2026-11-25T09:30:00.000Z',
    updatedAt: '2026-11-25T09:31:00.000Z',
  };
}

const onlineUnpaid = makeOrder({ status: 'SUBMITTED', paymentMethod: 'ONLINE', paymentState: 'PENDING' });

describe('a customer’s order page', () => {
  it('shows the number, the Persian status with its progress, the lines with toppings and the totals', async () => {
    signIn();
    stubApi({
      ...LANDING,
      [GET_ORDER]: reply(200, makeOrder({ status: 'CONFIRMED', description: 'بدون پیاز' })),
    });
    renderApp(`/orders/${ORDER_ID}`);

    expect(await screen.findByRole('heading', { name: 'سفارش شماره ۴۲' })).toBeTruthy();
    // The customer's words, not the back office's (issue 19.11), and when to expect it: confirmed
    // at 13:00 Tehran (no history: a staff order starts confirmed) plus 20 minutes.
    expect(screen.getByTestId('order-status').textContent).toBe('در حال آماده‌سازی');
    expect(screen.getByTestId('expected-time').textContent).toBe('زمان تقریبی آماده شدن سفارش: ساعت ۱۳:۲۰');
    const steps = screen.getByRole('region', { name: 'وضعیت سفارش' });
    for (const label of ['ثبت سفارش', 'تأیید رستوران', 'آماده تحویل حضوری', 'تحویل شد']) {
      expect(within(steps).getByText(label)).toBeTruthy();
    }
    expect(within(steps).queryByText('در حال ارسال')).toBeNull();
    expect(within(steps).getByText('تأیید رستوران').closest('li')!.getAttribute('aria-current')).toBe('step');
    const items = screen.getByRole('region', { name: 'اقلام سفارش' });
    expect(within(items).getByText('۱ × کباب کوبیده')).toBeTruthy();
    expect(within(items).getByText('نان بربری')).toBeTruthy();
    expect(within(items).getByText('۲۹۵٬۰۰۰ تومان')).toBeTruthy();
    expect(within(items).getByText('۱۰۹٬۰۰۰ تومان')).toBeTruthy();
    const delivery = screen.getByRole('region', { name: 'تحویل و پرداخت' });
    expect(within(delivery).getByText(/تحویل حضوری/)).toBeTruthy();
    expect(within(delivery).getByText(/نقدی · در انتظار پرداخت/)).toBeTruthy();
    expect(within(delivery).getByText('بدون پیاز')).toBeTruthy();
    expect(pageText()).not.toMatch(/[0-9]/);
  });

  it('says why the restaurant rejected a paid order and that the money came back, with no green «paid»', async () => {
    signIn();
    const rejected = makeOrder({
      status: 'REJECTED',
      paymentMethod: 'ONLINE',
      paymentState: 'PAID',
      rejectReason: 'ITEMS_UNAVAILABLE',
      rejectNote: 'جوجه تمام شد',
      refunds: [
        {
          id: 'r1',
          amount: 250_000,
          state: 'DONE',
          createdAt: '2026-11-25T09:40:00.000Z',
          settledAt: '2026-11-25T09:41:00.000Z',
        },
      ],
    });
    stubApi({ ...LANDING, [GET_ORDER]: reply(200, rejected) });
    renderApp(`/orders/${ORDER_ID}?transactionId=${TX_ID}&paymentResult=DONE`);
    expect(await screen.findByText('دلیل: برخی از غذاهای سفارش تمام شده است. جوجه تمام شد')).toBeTruthy();
    expect(screen.getByTestId('order-status').textContent).toBe('لغو شد');
    const money = screen.getByTestId('money-back');
    expect(money.textContent).toContain('پول شما بازگشت');
    expect(money.textContent).toContain('۲۵۰٬۰۰۰ تومان به کارت شما بازگشت · ۱۴۰۵/۰۹/۰۴ ۱۳:۱۱');
    expect(screen.queryByText('پرداخت با موفقیت انجام شد')).toBeNull();
    expect(screen.getByText(/آنلاین · بازگشت داده شد/)).toBeTruthy();
    expect(screen.queryByTestId('expected-time')).toBeNull();
    expect(pageText()).not.toMatch(/[0-9]/);
  });

  it('says the money is on its way back while the refund is not final', async () => {
    signIn();
    stubApi({
      ...LANDING,
      [GET_ORDER]: reply(
        200,
        makeOrder({
          status: 'REJECTED',
          paymentMethod: 'ONLINE',
          paymentState: 'PAID',
          rejectReason: 'TOO_BUSY',
          refundOwed: 250_000,
          refunds: [
            {
              id: 'r1',
              amount: 250_000,
              state: 'PENDING',
              createdAt: '2026-11-25T09:40:00.000Z',
              settledAt: null,
            },
          ],
        }),
      ),
    });
    renderApp(`/orders/${ORDER_ID}`);
    const money = await screen.findByTestId('money-back');
    expect(money.textContent).toContain('پول شما در راه بازگشت است');
    expect(money.textContent).toContain(
      'مبلغ ۲۵۰٬۰۰۰ تومان به همان کارتی که با آن پرداخت کردید بازگردانده می‌شود.',
    );
  });

  it('says a payment went through when the bank sends the customer back with DONE', async () => {
    signIn();
    stubApi({
      ...LANDING,
      [GET_ORDER]: reply(200, makeOrder({ status: 'PAID', paymentMethod: 'ONLINE', paymentState: 'PAID' })),
    });
    renderApp(`/orders/${ORDER_ID}?transactionId=${TX_ID}&paymentResult=DONE`);
    expect(await screen.findByText('پرداخت با موفقیت انجام شد')).toBeTruthy();
    expect(screen.getByTestId('order-status').textContent).toBe('منتظر تأیید رستوران');
  });

  it('says a payment failed and «try again» starts a new payment of the same order', async () => {
    signIn();
    const assign = vi.spyOn(browserNavigation, 'assign').mockImplementation(() => {});
    const api = stubApi({
      ...LANDING,
      [GET_ORDER]: reply(200, onlineUnpaid),
      'GET /api/bankconfiguration': reply(
        200,
        makeBankConfiguration({ bankTypes: ['SANDBOX'], preSelectedProvider: 'SANDBOX' }),
      ),
      [`GET /api/orders/payment/${ORDER_ID}`]: reply(200, {
        transactionId: 'tx-2',
        redirectUrl: 'https://sandbox.example/pay/tx-2',
        amount: 109_000,
        currency: 'TOMAN',
      }),
    });
    renderApp(`/orders/${ORDER_ID}?transactionId=${TX_ID}&paymentResult=FAILED`);
    expect(await screen.findByText('پرداخت ناموفق بود')).toBeTruthy();
    await userEvent
      .setup({ delay: null })
      .click(await screen.findByRole('button', { name: 'پرداخت دوباره' }));

    await waitFor(() => expect(assign).toHaveBeenCalledWith('https://sandbox.example/pay/tx-2'));
    const url = new URL(
      String(api.fetchMock.mock.calls.find(([input]) => String(input).includes('/api/orders/payment/'))![0]),
      window.location.href,
    );
    expect(url.searchParams.get('paymentServiceType')).toBe('SANDBOX');
    expect(url.searchParams.get('submitUrl')).toBe(`${window.location.origin}/orders/${ORDER_ID}`);
  });

  it('offers to pay an online order still awaiting payment, as when starting the payment failed at checkout', async () => {
    signIn();
    const assign = vi.spyOn(browserNavigation, 'assign').mockImplementation(() => {});
    stubApi({
      ...LANDING,
      [GET_ORDER]: reply(200, onlineUnpaid),
      'GET /api/bankconfiguration': reply(200, makeBankConfiguration()),
      [`GET /api/orders/payment/${ORDER_ID}`]: reply(200, {
        transactionId: 'tx-3',
        redirectUrl: 'https://zarinpal.example/pg/StartPay/A1',
        amount: 109_000,
        currency: 'TOMAN',
      }),
    });
    renderApp(`/orders/${ORDER_ID}`);
    expect(
      await screen.findByText('در انتظار پرداخت', {
        selector: '.mantine-Alert-title *, .mantine-Alert-title',
      }),
    ).toBeTruthy();
    await userEvent
      .setup({ delay: null })
      .click(await screen.findByRole('button', { name: 'پرداخت آنلاین' }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith('https://zarinpal.example/pg/StartPay/A1'));
  });

  it('while the bank has not answered, checks again with verify until it settles, then shows the outcome', async () => {
    signIn();
    let bankAnswered = false;
    let order = onlineUnpaid;
    const api = stubApi({
      ...LANDING,
      [GET_ORDER]: () => reply(200, order),
      [VERIFY]: () => {
        if (!bankAnswered) return reply(200, transaction('PENDING'));
        order = makeOrder({ status: 'PAID', paymentMethod: 'ONLINE', paymentState: 'PAID' });
        return reply(200, transaction('DONE'));
      },
    });
    vi.useFakeTimers({ shouldAdvanceTime: true });
    renderApp(`/orders/${ORDER_ID}?transactionId=${TX_ID}&paymentResult=PENDING`);

    expect(await screen.findByText('در حال بررسی پرداخت با بانک هستیم')).toBeTruthy();
    await waitFor(() => expect(api.callsTo(VERIFY)).toHaveLength(1));
    expect(api.callsTo(VERIFY)[0]!.body).toEqual({ transactionId: TX_ID });

    bankAnswered = true;
    await vi.advanceTimersByTimeAsync(5_000);
    expect(await screen.findByText('پرداخت با موفقیت انجام شد')).toBeTruthy();
    expect(screen.getByText(/شماره پیگیری بانک: ۱۲۳۴۵۶/)).toBeTruthy();
    await waitFor(() => expect(screen.getByTestId('order-status').textContent).toBe('منتظر تأیید رستوران'));
  });

  it('asks for the order again every ten seconds while it is live, and stops once it is final', async () => {
    signIn();
    let status: 'NEEDFORCALL' | 'CONFIRMED' | 'FINISHED' = 'NEEDFORCALL';
    const api = stubApi({ ...LANDING, [GET_ORDER]: () => reply(200, makeOrder({ status })) });
    vi.useFakeTimers({ shouldAdvanceTime: true });
    renderApp(`/orders/${ORDER_ID}`);
    await waitFor(() => expect(screen.getByTestId('order-status').textContent).toBe('منتظر تأیید رستوران'));

    status = 'CONFIRMED';
    await vi.advanceTimersByTimeAsync(10_000);
    await waitFor(() => expect(screen.getByTestId('order-status').textContent).toBe('در حال آماده‌سازی'));

    status = 'FINISHED';
    await vi.advanceTimersByTimeAsync(10_000);
    await waitFor(() => expect(screen.getByTestId('order-status').textContent).toBe('تحویل داده شد'));
    const asked = api.callsTo(GET_ORDER).length;
    await vi.advanceTimersByTimeAsync(30_000);
    expect(api.callsTo(GET_ORDER)).toHaveLength(asked);
  });

  it('sends a guest to log in and back to the same order', async () => {
    stubApi({});
    const { router } = renderApp(`/orders/${ORDER_ID}?transactionId=${TX_ID}&paymentResult=DONE`);
    await waitFor(() => expect(router.state.location.pathname).toBe('/auth/login'));
    expect(new URLSearchParams(router.state.location.search).get('returnTo')).toBe(
      `/orders/${ORDER_ID}?transactionId=${TX_ID}&paymentResult=DONE`,
    );
  });
});
