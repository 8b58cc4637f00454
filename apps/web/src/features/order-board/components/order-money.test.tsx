import type { TOrder, TOrderMoney } from '@sofreh/domain';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { reply, stubApi } from '../../../test/fetch-stub';
import { renderWithProviders } from '../../../test/render';
import { OrderActions, OrderMoney } from './order-money';

const ORDER_ID = '0b000000-0000-4000-8000-000000000077';
const ORDER = {
  id: ORDER_ID,
  number: 77,
  source: 'WEBSITE',
  deliveryType: 'PICKUP',
  status: 'CONFIRMED',
  paymentMethod: 'ONLINE',
  paymentState: 'PAID',
  customer: null,
  address: null,
  tableNumber: null,
  numberOfPerson: null,
  description: null,
  discount: null,
  totals: {
    sumOfItemsPrice: 250_000,
    sumOfItemToppingsPrice: 0,
    totalPackagingCost: 0,
    finalDiscountAmount: 0,
    serviceFeeType: 'PERCENTAGE',
    serviceFeeValue: 0,
    totalServiceFee: 0,
    tax: 0,
    deliveryCost: 0,
    tip: 0,
    finalPrice: 250_000,
  },
  taxPercent: 0,
  currency: 'TOMAN',
  preparationMinutes: 20,
  deliveryMinutes: null,
  rejectReason: null,
  rejectNote: null,
  refunds: [],
  refundOwed: 0,
  items: [
    {
      id: '0b000000-0000-4000-8000-0000000000b1',
      lineNumber: 0,
      menuItemId: 'm1',
      title: 'جوجه',
      unitPrice: 250_000,
      packagingCost: 0,
      servePackagingCost: 0,
      withTax: false,
      isFreeItem: false,
      count: 1,
      originalCount: 1,
      removedCount: 0,
      toppings: [],
    },
  ],
  removedItems: [],
  history: [],
  createdAt: '2026-11-22T09:30:00.000Z',
  updatedAt: '2026-11-22T09:31:00.000Z',
} satisfies TOrder;

const MONEY: TOrderMoney = {
  currency: 'TOMAN',
  finalPrice: 250_000,
  paid: 330_000,
  refunded: 0,
  refundable: 330_000,
  overpaid: 80_000,
  refunds: [],
};

const TRANSACTION = {
  id: 'tx1',
  orderId: ORDER_ID,
  orderNumber: 77,
  kind: null,
  provider: 'SANDBOX',
  state: 'DONE',
  amount: 330_000,
  currency: 'TOMAN',
  refId: '123456',
  cardPan: null,
  failureReason: null,
  ownerReason: null,
  refundState: null,
  refundReason: null,
  createdAt: '2026-11-22T09:31:00.000Z',
  updatedAt: '2026-11-22T09:31:00.000Z',
};

/** The server as the drawer sees it: after a refund, the order's money reads back as the refund left it. */
function api(refundAnswer: (body: Record<string, unknown>) => { status: number; body?: unknown }) {
  let money: unknown = MONEY;
  return stubApi({
    'GET /api-identity/identity/permissions/me': reply(200, {
      permissions: ['ORDERS_VIEW', 'ORDERS_REFUND'],
    }),
    [`GET /api/orders/${ORDER_ID}/transactions`]: reply(200, [TRANSACTION]),
    [`GET /api/orders/${ORDER_ID}/refunds`]: () => reply(200, money),
    'PUT /api/orders/refund': (request) => {
      const answer = refundAnswer(request.body as Record<string, unknown>);
      money = answer.body;
      return answer;
    },
  });
}

describe('the order’s payments and «بازگشت وجه»', () => {
  it('shows payments with Persian states, offers the edit’s difference, asks before giving it back', async () => {
    const stub = api((body) =>
      reply(200, {
        ...MONEY,
        refunded: 80_000,
        refundable: 250_000,
        overpaid: 0,
        refunds: [
          {
            id: 'r1',
            orderId: ORDER_ID,
            transactionId: 'tx1',
            method: 'GATEWAY',
            provider: 'SANDBOX',
            scope: 'AMOUNT',
            orderItemId: null,
            amount: body.amount,
            currency: 'TOMAN',
            reason: body.reason,
            state: 'DONE',
            failureReason: null,
            actorName: 'مریم احمدی',
            createdAt: '2026-11-22T09:40:00.000Z',
            settledAt: '2026-11-22T09:40:00.000Z',
          },
        ],
      }),
    );
    renderWithProviders(<OrderMoney order={ORDER} />);
    expect(await screen.findByText('موفق')).toBeTruthy();
    expect(screen.getByText(/شماره پیگیری ۱۲۳۴۵۶/)).toBeTruthy();
    expect(screen.getByText(/۸۰٬۰۰۰ تومان بیش از مبلغ سفارش/)).toBeTruthy();

    await userEvent.click(await screen.findByRole('button', { name: 'بازگشت وجه' }));
    // The difference is already filled in, with a reason.
    expect((screen.getByLabelText('مبلغ') as HTMLInputElement).value).toBe('۸۰٬۰۰۰');
    await userEvent.click(screen.getByRole('button', { name: 'بازگرداندن' }));
    expect(stub.callsTo('PUT /api/orders/refund')).toHaveLength(0);
    expect(screen.getByText('۸۰٬۰۰۰ تومان به مشتری بازگردانده شود؟')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'بله، بازگردانده شود' }));
    await waitFor(() => expect(stub.callsTo('PUT /api/orders/refund')).toHaveLength(1));
    expect(stub.callsTo('PUT /api/orders/refund')[0]!.body).toMatchObject({
      orderId: ORDER_ID,
      scope: 'AMOUNT',
      amount: 80_000,
      reason: 'کاهش اقلام سفارش',
      idempotencyKey: expect.stringMatching(/^[0-9a-f-]{36}$/),
    });
    expect(await screen.findByText('بازگردانده شد')).toBeTruthy();
  });

  it('refuses more than can go back before asking, and shows a gateway refusal in red', async () => {
    api(() =>
      reply(200, {
        ...MONEY,
        refunds: [
          {
            id: 'r2',
            orderId: ORDER_ID,
            transactionId: 'tx1',
            method: 'GATEWAY',
            provider: 'ZARIN_PAL',
            scope: 'ORDER',
            orderItemId: null,
            amount: 330_000,
            currency: 'TOMAN',
            reason: 'لغو',
            state: 'FAILED',
            failureReason: 'مهلت ۳۰ دقیقه‌ای بازگرداندن این تراکنش گذشته است.',
            actorName: null,
            createdAt: '2026-11-22T09:40:00.000Z',
            settledAt: '2026-11-22T09:40:00.000Z',
          },
        ],
      }),
    );
    renderWithProviders(<OrderMoney order={ORDER} />);
    await userEvent.click(await screen.findByRole('button', { name: 'بازگشت وجه' }));
    const amount = screen.getByLabelText('مبلغ');
    await userEvent.clear(amount);
    await userEvent.type(amount, '400000');
    expect(screen.getByText('بیشترین مبلغ قابل بازگشت ۳۳۰٬۰۰۰ تومان است.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'بازگرداندن' })).toHaveProperty('disabled', true);

    await userEvent.click(screen.getByRole('radio', { name: 'همه' }));
    await userEvent.click(screen.getByRole('button', { name: 'بازگرداندن' }));
    await userEvent.click(screen.getByRole('button', { name: 'بله، بازگردانده شود' }));
    expect((await screen.findByRole('alert')).textContent).toContain('مهلت ۳۰ دقیقه‌ای');
  });
});

describe('a payment the gateway refused for the restaurant’s setup', () => {
  it('shows the customer’s reason and, for staff, what to register where', async () => {
    const ownerReason =
      'درگاه زرین‌پال این رستوران برای دامنه دیگری ثبت شده است. در پنل زرین‌پال، در تنظیمات همین درگاه، دامنه naranj.sofreh.ir را ثبت کنید.';
    stubApi({
      'GET /api-identity/identity/permissions/me': reply(200, { permissions: ['ORDERS_VIEW'] }),
      [`GET /api/orders/${ORDER_ID}/transactions`]: reply(200, [
        {
          ...TRANSACTION,
          provider: 'ZARIN_PAL',
          state: 'FAILED',
          refId: null,
          failureReason: 'پرداخت آنلاین این رستوران فعلاً ممکن نیست؛ روش پرداخت دیگری را انتخاب کنید.',
          ownerReason,
        },
      ]),
      [`GET /api/orders/${ORDER_ID}/refunds`]: reply(200, { ...MONEY, paid: 0, refundable: 0, overpaid: 0 }),
    });
    renderWithProviders(<OrderMoney order={ORDER} />);
    expect(await screen.findByText(/پرداخت آنلاین این رستوران فعلاً ممکن نیست/)).toBeTruthy();
    expect(screen.getByText('برای رفع این مشکل درگاه')).toBeTruthy();
    expect(screen.getByText(ownerReason)).toBeTruthy();
  });
});

describe('actions beside the order', () => {
  it('sends the «ready» SMS for a ready order, and moves a dine-in order to another table', async () => {
    const stub = stubApi({
      [`PUT /api/orders/callforreadyorder/${ORDER_ID}`]: reply(200, {
        orderId: ORDER_ID,
        queuedAt: '2026-11-22T09:40:00.000Z',
        nextAllowedAt: '2026-11-22T09:45:00.000Z',
      }),
      'PUT /api/orders/changetable': (request) => reply(200, { ...ORDER, ...(request.body as object) }),
    });
    const ready: TOrder = {
      ...ORDER,
      status: 'READYTOSERVE',
      deliveryType: 'SERVE',
      tableNumber: '7',
      customer: { userId: 'u1', firstName: 'علی', lastName: 'رضایی', phoneNumber: '09121111111' },
    };
    renderWithProviders(<OrderActions order={ready} />);
    await userEvent.click(screen.getByRole('button', { name: 'پیامک «سفارش آماده است»' }));
    await waitFor(() =>
      expect(stub.callsTo(`PUT /api/orders/callforreadyorder/${ORDER_ID}`)).toHaveLength(1),
    );

    await userEvent.click(screen.getByRole('button', { name: 'تغییر میز' }));
    await userEvent.type(await screen.findByLabelText('شماره میز جدید'), '12');
    await userEvent.click(screen.getByRole('button', { name: 'جابه‌جایی' }));
    await waitFor(() => expect(stub.callsTo('PUT /api/orders/changetable')).toHaveLength(1));
    expect(stub.callsTo('PUT /api/orders/changetable')[0]!.body).toEqual({
      orderId: ORDER_ID,
      tableNumber: '12',
    });
  });

  it('offers neither for a pickup order still cooking', () => {
    stubApi({});
    renderWithProviders(<OrderActions order={ORDER} />);
    expect(screen.queryByRole('button', { name: 'تغییر میز' })).toBeNull();
    expect(screen.queryByRole('button', { name: /سفارش آماده است/ })).toBeNull();
  });
});
