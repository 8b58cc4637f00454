import type { TOrder } from '@sofreh/domain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { reply, stubApi } from '../../../test/fetch-stub';
import { pageText, renderWithProviders } from '../../../test/render';
import { OrderDetail } from './order-detail';

const ORDER: TOrder = {
  id: '0b000000-0000-4000-8000-000000000042',
  number: 42,
  source: 'WEBSITE',
  deliveryType: 'PICKUP',
  status: 'NEEDFORCALL',
  paymentMethod: 'CASH',
  paymentState: 'PENDING',
  customer: { userId: 'u1', firstName: 'مریم', lastName: 'احمدی', phoneNumber: '09121234567' },
  address: null,
  tableNumber: null,
  numberOfPerson: null,
  description: 'بدون پیاز',
  discount: null,
  totals: {
    sumOfItemsPrice: 600_000,
    sumOfItemToppingsPrice: 40_000,
    totalPackagingCost: 0,
    finalDiscountAmount: 0,
    serviceFeeType: 'PERCENTAGE',
    serviceFeeValue: 0,
    totalServiceFee: 0,
    tax: 0,
    deliveryCost: 0,
    tip: 0,
    finalPrice: 640_000,
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
      id: 'i1',
      lineNumber: 0,
      menuItemId: 'm1',
      title: 'کوبیده',
      unitPrice: 300_000,
      packagingCost: 0,
      servePackagingCost: 0,
      withTax: false,
      isFreeItem: false,
      count: 2,
      originalCount: 2,
      removedCount: 0,
      toppings: [{ id: 't1', toppingId: 'tp1', title: 'سس سیر', price: 20_000, count: 1 }],
    },
  ],
  removedItems: [
    {
      id: 'i2',
      lineNumber: 1,
      menuItemId: 'm2',
      title: 'دوغ',
      unitPrice: 40_000,
      packagingCost: 0,
      servePackagingCost: 0,
      withTax: false,
      isFreeItem: false,
      count: 0,
      originalCount: 1,
      removedCount: 1,
      toppings: [],
    },
  ],
  history: [
    {
      fromStatus: null,
      toStatus: 'NEEDFORCALL',
      at: '2026-11-22T09:30:00.000Z',
      actorUserId: 'u1',
      actorName: 'مریم احمدی',
      note: null,
    },
  ],
  createdAt: '2026-11-22T09:30:00.000Z',
  updatedAt: '2026-11-22T09:30:00.000Z',
};

describe('OrderDetail', () => {
  it('shows items with toppings, removed lines, the customer and the history in Persian', () => {
    stubApi({});
    renderWithProviders(<OrderDetail order={ORDER} />);
    const text = pageText();
    expect(text).toContain('سفارش ۴۲');
    expect(text).toContain('سس سیر');
    expect(text).toContain('حذف‌شده از سفارش');
    expect(text).toContain('دوغ');
    expect(text).toContain('۰۹۱۲۱۲۳۴۵۶۷');
    expect(text).toContain('بدون پیاز');
    expect(text).toContain('۶۴۰٬۰۰۰ تومان');
    expect(text).toContain('۱۴۰۵/۰۹/۰۱');
  });

  it('itemises the money as the customer saw it: items, the code’s discount as a minus, the final price', () => {
    stubApi({});
    renderWithProviders(
      <OrderDetail
        order={{
          ...ORDER,
          discount: { codeId: 'd1', code: 'NOROOZ', type: 'PERCENTAGE', value: 10, cap: null },
          totals: { ...ORDER.totals, finalDiscountAmount: 64_000, finalPrice: 576_000 },
        }}
      />,
    );
    const text = pageText();
    expect(text).toContain('جمع اقلام۶۴۰٬۰۰۰ تومان');
    expect(text).toContain('تخفیف (NOROOZ)− ۶۴٬۰۰۰ تومان');
    expect(text).toContain('مبلغ نهایی۵۷۶٬۰۰۰ تومان');
  });

  it('offers only the moves the table allows, and asks why before rejecting', async () => {
    const api = stubApi({
      'PATCH /api/orders/state': (request) =>
        reply(200, { ...ORDER, status: (request.body as { status: string }).status }),
    });
    renderWithProviders(<OrderDetail order={ORDER} />);
    expect(screen.getByRole('button', { name: 'تأیید سفارش' })).toBeTruthy();
    // A pickup order never goes to a courier.
    expect(screen.queryByRole('button', { name: 'آماده ارسال' })).toBeNull();

    await userEvent.click(screen.getByRole('button', { name: 'رد سفارش' }));
    expect(api.callsTo('PATCH /api/orders/state')).toHaveLength(0);
    const dialog = await screen.findByRole('dialog', { name: 'رد سفارش ۴۲' });
    // No reason, no rejection: said beside the list.
    await userEvent.click(within(dialog).getByRole('button', { name: 'رد سفارش' }));
    expect(await within(dialog).findByText('دلیل رد سفارش را انتخاب کنید.')).toBeTruthy();
    expect(api.callsTo('PATCH /api/orders/state')).toHaveLength(0);
    await userEvent.click(within(dialog).getByRole('radio', { name: 'رستوران اکنون بسته است' }));
    await userEvent.type(within(dialog).getByLabelText('توضیح برای مشتری (اختیاری)'), 'از ساعت ۱۸ باز هستیم');
    // A cash order: nothing is said about giving money back.
    expect(within(dialog).queryByTestId('reject-money-notice')).toBeNull();
    await userEvent.click(within(dialog).getByRole('button', { name: 'رد سفارش' }));
    await waitFor(() => expect(api.callsTo('PATCH /api/orders/state')).toHaveLength(1));
    expect(api.callsTo('PATCH /api/orders/state')[0]!.body).toEqual({
      orderId: ORDER.id,
      fromStatus: 'NEEDFORCALL',
      status: 'REJECTED',
      rejectReason: 'CLOSED',
      note: 'از ساعت ۱۸ باز هستیم',
    });
  });

  it('says how much goes back to the customer’s card before rejecting an order paid online', async () => {
    const paid = {
      ...ORDER,
      paymentMethod: 'ONLINE' as const,
      paymentState: 'PAID' as const,
      status: 'PAID' as const,
    };
    stubApi({
      [`GET /api/orders/${ORDER.id}/refunds`]: reply(200, {
        currency: 'TOMAN',
        finalPrice: 250_000,
        paid: 250_000,
        refunded: 0,
        refundable: 250_000,
        overpaid: 0,
        refunds: [],
      }),
      [`GET /api/orders/${ORDER.id}/transactions`]: reply(200, []),
    });
    renderWithProviders(<OrderDetail order={paid} />);
    await userEvent.click(screen.getByRole('button', { name: 'رد سفارش' }));
    const dialog = await screen.findByRole('dialog', { name: 'رد سفارش ۴۲' });
    expect((await within(dialog).findByTestId('reject-money-notice')).textContent).toContain(
      'مبلغ ۲۵۰٬۰۰۰ تومان از راه درگاه پرداخت به کارت مشتری بازگردانده می‌شود.',
    );
  });

  it('asks for the preparation time when confirming: 20 by default, at least 14', async () => {
    const api = stubApi({
      'PATCH /api/orders/state': (request) =>
        reply(200, { ...ORDER, status: (request.body as { status: string }).status }),
    });
    renderWithProviders(<OrderDetail order={ORDER} />);
    await userEvent.click(screen.getByRole('button', { name: 'تأیید سفارش' }));
    const dialog = await screen.findByRole('dialog', { name: 'تأیید سفارش ۴۲' });
    const minutes = within(dialog).getByLabelText('زمان آماده‌سازی');
    expect((minutes as HTMLInputElement).value).toBe('۲۰');
    await userEvent.clear(minutes);
    await userEvent.type(minutes, '10');
    await userEvent.click(within(dialog).getByRole('button', { name: 'تأیید و شروع آماده‌سازی' }));
    expect(await within(dialog).findByText('زمان آماده‌سازی دست‌کم ۱۴ دقیقه است.')).toBeTruthy();
    expect(api.callsTo('PATCH /api/orders/state')).toHaveLength(0);
    await userEvent.clear(minutes);
    await userEvent.type(minutes, '۳۵');
    await userEvent.click(within(dialog).getByRole('button', { name: 'تأیید و شروع آماده‌سازی' }));
    await waitFor(() => expect(api.callsTo('PATCH /api/orders/state')).toHaveLength(1));
    expect(api.callsTo('PATCH /api/orders/state')[0]!.body).toEqual({
      orderId: ORDER.id,
      fromStatus: 'NEEDFORCALL',
      status: 'CONFIRMED',
      preparationMinutes: 35,
    });
  });

  it('says where the order is now when someone moved it meanwhile', async () => {
    stubApi({
      'PATCH /api/orders/state': reply(409, {
        code: 'INVALID_ORDER_STATE',
        message: 'سفارش در وضعیتی نیست که این تغییر را بپذیرد.',
        errors: [{ field: 'fromStatus', message: 'این سفارش اکنون «تأییدشده» است؛ آن را دوباره ببینید.' }],
      }),
    });
    renderWithProviders(<OrderDetail order={ORDER} />);
    await userEvent.click(screen.getByRole('button', { name: 'رد سفارش' }));
    const dialog = await screen.findByRole('dialog', { name: 'رد سفارش ۴۲' });
    await userEvent.click(within(dialog).getByRole('radio', { name: 'رستوران اکنون بسته است' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'رد سفارش' }));
    expect(
      await screen.findByText(
        'سفارش در وضعیتی نیست که این تغییر را بپذیرد. این سفارش اکنون «تأییدشده» است؛ آن را دوباره ببینید.',
      ),
    ).toBeTruthy();
  });

  it('shows where the order printed and reprints at a station', async () => {
    const kitchen = {
      stationId: '0c000000-0000-4000-8000-000000000001',
      stationName: 'آشپزخانه',
      kind: 'KITCHEN',
      printerId: 'p1',
      printerName: 'چاپگر آشپزخانه',
      itemCount: 2,
      state: 'PRINTED',
      output: 'NETWORK',
      printedAt: '2026-11-22T09:31:00.000Z',
      failureReason: null,
      printCount: 1,
    };
    const bill = {
      ...kitchen,
      stationId: '0c000000-0000-4000-8000-000000000002',
      stationName: 'صندوق',
      kind: 'CUSTOMER',
      printerName: 'چاپگر صندوق',
      state: 'FAILED',
      printedAt: null,
      printCount: 0,
      failureReason: 'چاپگر «چاپگر صندوق» (۱۹۲.۱۶۸.۱.۵۱:۹۱۰۰) اتصال را نپذیرفت؛ درگاه چاپگر را بررسی کنید.',
    };
    const status = { orderId: ORDER.id, printed: false, targets: [kitchen, bill] };
    const api = stubApi({
      [`GET /api/printing/orders/${ORDER.id}`]: reply(200, status),
      [`POST /api/printing/orders/${ORDER.id}/print`]: reply(200, {
        ...status,
        targets: [{ ...kitchen, state: 'QUEUED', printCount: 1 }, bill],
      }),
    });
    renderWithProviders(<OrderDetail order={ORDER} />);
    const kitchenGroup = await screen.findByRole('group', { name: 'آشپزخانه — آشپزخانه' });
    expect(kitchenGroup.textContent).toContain('چاپ شده');
    expect(kitchenGroup.textContent).toContain('۱۴۰۵/۰۹/۰۱');
    const billGroup = screen.getByRole('group', { name: 'فیش مشتری — صندوق' });
    expect(billGroup.textContent).toContain('چاپ ناموفق');
    expect(billGroup.textContent).toContain('اتصال را نپذیرفت');
    expect(screen.getAllByRole('link', { name: 'فیش ۸۰ میلی‌متری در مرورگر' })[0]!.getAttribute('href')).toBe(
      `/bo/print/orders/${ORDER.id}?station=${kitchen.stationId}`,
    );

    await userEvent.click(screen.getByRole('button', { name: 'چاپ دوباره با چاپگر آشپزخانه' }));
    await waitFor(() => expect(api.callsTo(`POST /api/printing/orders/${ORDER.id}/print`)).toHaveLength(1));
    expect(api.callsTo(`POST /api/printing/orders/${ORDER.id}/print`)[0]!.body).toEqual({
      stationId: kitchen.stationId,
      output: 'NETWORK',
    });
    await waitFor(() => expect(kitchenGroup.textContent).toContain('در صف چاپ'));
  });
});
