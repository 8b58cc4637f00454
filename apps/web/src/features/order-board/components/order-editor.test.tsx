import { priceOrder, type TOrder } from '@sofreh/domain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { reply, stubApi } from '../../../test/fetch-stub';
import { renderWithProviders } from '../../../test/render';
import { OrderDetail } from './order-detail';

const line = (id: string, title: string, unitPrice: number, count: number, extra: object = {}) => ({
  id,
  lineNumber: 0,
  menuItemId: `m-${id}`,
  title,
  unitPrice,
  packagingCost: 0,
  servePackagingCost: 0,
  withTax: false,
  isFreeItem: false,
  count,
  originalCount: count,
  removedCount: 0,
  toppings: [],
  ...extra,
});

const kabab = line('0b000000-0000-4000-8000-0000000000a1', 'کوبیده', 300_000, 2, {
  withTax: true,
  packagingCost: 10_000,
  toppings: [{ id: 't1', toppingId: 'tp1', title: 'سس سیر', price: 20_000, count: 1 }],
});
const dough = line('0b000000-0000-4000-8000-0000000000a2', 'دوغ', 40_000, 1);

const ORDER: TOrder = {
  id: '0b000000-0000-4000-8000-000000000042',
  number: 42,
  source: 'WEBSITE',
  deliveryType: 'PICKUP',
  status: 'CONFIRMED',
  paymentMethod: 'CASH',
  paymentState: 'PENDING',
  customer: { userId: 'u1', firstName: 'مریم', lastName: 'احمدی', phoneNumber: '09121234567' },
  address: null,
  tableNumber: null,
  numberOfPerson: null,
  description: null,
  discount: null,
  totals: {
    sumOfItemsPrice: 640_000,
    sumOfItemToppingsPrice: 40_000,
    totalPackagingCost: 20_000,
    finalDiscountAmount: 0,
    serviceFeeType: 'PERCENTAGE',
    serviceFeeValue: 0,
    totalServiceFee: 0,
    tax: 64_000,
    deliveryCost: 0,
    tip: 0,
    finalPrice: 764_000,
  },
  taxPercent: 10,
  currency: 'TOMAN',
  preparationMinutes: 20,
  deliveryMinutes: null,
  rejectReason: null,
  rejectNote: null,
  refunds: [],
  refundOwed: 0,
  items: [kabab, dough],
  removedItems: [],
  history: [],
  createdAt: '2026-11-22T09:30:00.000Z',
  updatedAt: '2026-11-22T09:31:00.000Z',
};

const MONEY = {
  currency: 'TOMAN',
  finalPrice: 764_000,
  paid: 0,
  refunded: 0,
  refundable: 0,
  overpaid: 0,
  refunds: [],
};
/** What the drawer reads besides the order. */
const around = {
  'GET /api-identity/identity/permissions/me': reply(200, { permissions: ['ORDERS_VIEW', 'ORDERS_MANAGE'] }),
  'GET /api/orders/0b000000-0000-4000-8000-000000000042/transactions': reply(200, []),
  'GET /api/orders/0b000000-0000-4000-8000-000000000042/refunds': reply(200, MONEY),
};
const editorAlert = () => within(screen.getByLabelText('ویرایش سفارش')).getByRole('alert');

const stepper = (title: string) => within(screen.getByRole('group', { name: `تعداد ${title}` }));

describe('editing an order in the drawer', () => {
  it('caps increases, moves a line at zero to «حذف‌شده», restores it, refuses the last line, previews the domain’s totals and saves', async () => {
    const api = stubApi({
      ...around,
      'PUT /api/orders/0b000000-0000-4000-8000-000000000042/items': (request) =>
        reply(200, { ...ORDER, updatedAt: '2026-11-22T09:40:00.000Z', body: request.body }),
    });
    renderWithProviders(<OrderDetail order={ORDER} />);
    await userEvent.click(screen.getByRole('button', { name: 'ویرایش سفارش' }));

    // Confirmed: two kebabs were ordered, so two is the ceiling.
    expect(screen.getByText(/سقف ۲/)).toBeTruthy();
    expect(stepper('کوبیده').getByRole('button', { name: 'یکی بیشتر' })).toHaveProperty('disabled', true);

    // The dough goes to «حذف‌شده», and the total drops by its 40,000.
    await userEvent.click(stepper('دوغ').getByRole('button', { name: 'حذف' }));
    const removed = screen.getByLabelText('حذف‌شده');
    expect(within(removed).getByText(/دوغ/)).toBeTruthy();
    const expected = priceOrder({
      lines: [
        {
          unitPrice: 300_000,
          count: 2,
          packagingCost: 10_000,
          servePackagingCost: 0,
          withTax: true,
          isFreeItem: false,
          toppings: [{ price: 20_000, count: 1 }],
        },
      ],
      deliveryType: 'PICKUP',
      taxPercent: 10,
      serviceFee: { type: 'PERCENTAGE', value: 0 },
      deliveryCost: 0,
      discount: null,
      tip: 0,
    });
    expect(screen.getByLabelText('ویرایش سفارش').textContent).toContain('۷۲۴٬۰۰۰ تومان');
    expect(expected.finalPrice).toBe(724_000);

    // The last kebab cannot go: the red notice, and the line stays.
    await userEvent.click(stepper('کوبیده').getByRole('button', { name: 'یکی کمتر' }));
    await userEvent.click(stepper('کوبیده').getByRole('button', { name: 'حذف' }));
    expect(editorAlert().textContent).toContain('نمی‌توان همه اقلام سفارش را حذف کرد.');
    expect(screen.getByRole('group', { name: 'تعداد کوبیده' })).toBeTruthy();

    // Back up to two, the dough restored, then the dough removed again for the save.
    await userEvent.click(stepper('کوبیده').getByRole('button', { name: 'یکی بیشتر' }));
    await userEvent.click(within(removed).getByRole('button', { name: 'بازگرداندن دوغ' }));
    expect(within(screen.getByLabelText('ویرایش سفارش')).queryByRole('alert')).toBeNull();
    expect(screen.getByRole('button', { name: 'ذخیره تغییرات' })).toHaveProperty('disabled', true);
    await userEvent.click(stepper('کوبیده').getByRole('button', { name: 'یکی کمتر' }));

    await userEvent.click(screen.getByRole('button', { name: 'ذخیره تغییرات' }));
    await waitFor(() =>
      expect(api.callsTo('PUT /api/orders/0b000000-0000-4000-8000-000000000042/items')).toHaveLength(1),
    );
    expect(api.callsTo('PUT /api/orders/0b000000-0000-4000-8000-000000000042/items')[0]!.body).toEqual({
      version: ORDER.updatedAt,
      lines: [{ id: kabab.id, count: 1 }],
    });
  });

  it('shows the server’s refusal in red, beside the lines', async () => {
    stubApi({
      ...around,
      'PUT /api/orders/0b000000-0000-4000-8000-000000000042/items': reply(409, {
        code: 'ORDER_EDIT_CONFLICT',
        message: 'این سفارش هم‌زمان به دست شخص دیگری تغییر کرد؛ سفارش را دوباره باز کنید و از نو ویرایش کنید.',
      }),
    });
    renderWithProviders(<OrderDetail order={ORDER} />);
    await userEvent.click(screen.getByRole('button', { name: 'ویرایش سفارش' }));
    await userEvent.click(stepper('دوغ').getByRole('button', { name: 'حذف' }));
    await userEvent.click(screen.getByRole('button', { name: 'ذخیره تغییرات' }));
    await waitFor(() => expect(editorAlert().textContent).toContain('شخص دیگری تغییر کرد'));
  });

  it('offers no editing once the order is closed', () => {
    stubApi(around);
    renderWithProviders(<OrderDetail order={{ ...ORDER, status: 'FINISHED' }} />);
    expect(screen.queryByRole('button', { name: 'ویرایش سفارش' })).toBeNull();
  });
});
