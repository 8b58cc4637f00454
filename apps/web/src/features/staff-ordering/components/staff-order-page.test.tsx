import { priceOrder, type TSiteMenu, type TStaffOrderRequest } from '@sofreh/domain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useAuthStore } from '../../../stores/auth-store';
import { makeOrder } from '../../../test/factories';
import { reply, stubApi } from '../../../test/fetch-stub';
import { pageText, renderWithProviders } from '../../../test/render';
import { StaffOrderPage } from './staff-order-page';

const KEBAB = '11111111-1111-4111-8111-111111111111';
const SOUP = '22222222-2222-4222-8222-222222222222';
const LAVASH = '33333333-3333-4333-8333-333333333333';
const SANGAK = '44444444-4444-4444-8444-444444444444';
const CUSTOMER = {
  id: '55555555-5555-4555-8555-555555555555',
  firstName: 'علی',
  lastName: 'رضایی',
  phoneNumber: '09121111111',
  createdAt: '2026-11-01T10:00:00Z',
};

const MENU: TSiteMenu = {
  sellChannel: 'SALON',
  categories: [
    {
      id: 'c1',
      title: 'کباب',
      description: null,
      items: [
        {
          id: KEBAB,
          title: 'کباب کوبیده',
          description: null,
          price: 285_000,
          packagingCost: 15_000,
          servePackagingCost: 0,
          withTax: false,
          imageUrl: null,
          tags: [],
          orderable: true,
          soldOut: false,
          availableFrom: null,
          toppingCategories: [
            {
              id: 'bread',
              title: 'نوع نان',
              minSelect: 1,
              maxSelect: 1,
              toppings: [
                { id: SANGAK, title: 'نان سنگک', price: 0 },
                { id: LAVASH, title: 'نان لواش', price: 10_000 },
              ],
            },
          ],
        },
        {
          id: SOUP,
          title: 'سوپ جو',
          description: null,
          price: 95_000,
          packagingCost: 10_000,
          servePackagingCost: 0,
          withTax: true,
          imageUrl: null,
          tags: [],
          orderable: true,
          soldOut: false,
          availableFrom: null,
          toppingCategories: [],
        },
      ],
    },
  ],
};
const PRICES: Record<string, { price: number; withTax: boolean; packaging: number }> = {
  [KEBAB]: { price: 285_000, withTax: false, packaging: 15_000 },
  [SOUP]: { price: 95_000, withTax: true, packaging: 10_000 },
};
const TOPPING_PRICES: Record<string, number> = { [LAVASH]: 10_000, [SANGAK]: 0 };
const TERMS = { taxPercent: 10, serviceFeeType: 'PERCENTAGE' as const, serviceFeeValue: 10 };

/** The server's quote: the same rule over the server's own prices. */
function serverQuote(body: TStaffOrderRequest) {
  const totals = priceOrder({
    lines: (body.items ?? []).map((i) => ({
      unitPrice: PRICES[i.menuItemId]!.price,
      count: i.count,
      packagingCost: PRICES[i.menuItemId]!.packaging,
      servePackagingCost: 0,
      withTax: PRICES[i.menuItemId]!.withTax,
      isFreeItem: false,
      toppings: (i.toppings ?? []).map((t) => ({ price: TOPPING_PRICES[t.toppingId]!, count: t.count ?? 1 })),
    })),
    deliveryType: body.deliveryType ?? 'SERVE',
    taxPercent: TERMS.taxPercent,
    serviceFee: { type: TERMS.serviceFeeType, value: TERMS.serviceFeeValue },
    deliveryCost: 0,
    discount:
      body.discountAmount && body.discountAmount > 0
        ? body.discountType === 'MONEY'
          ? { type: 'MONEY', value: body.discountAmount }
          : { type: 'PERCENTAGE', value: body.discountAmount, cap: null }
        : null,
    tip: body.tip ?? 0,
  });
  return {
    lines: [],
    totals,
    currency: 'TOMAN',
    minimumBasket: 0,
    isOpen: true,
    discount: null,
    problems: [],
    canSubmit: true,
    deliveryCost: null,
    terms: { ...TERMS, minimumBasket: 0, deliveryTypes: ['SERVE', 'PICKUP', 'DELIVER'], isOpen: true },
  };
}

function stubs(submit: (body: TStaffOrderRequest, key: string | null) => ReturnType<typeof reply>) {
  return stubApi({
    'GET /api-catalog/catalog/menucategories/site': reply(200, MENU),
    'GET /api-identity/identity/defaultdescription/list': reply(200, [{ id: 'd1', text: 'بدون پیاز' }]),
    'GET /api-identity/identity/customers/search': reply(200, [CUSTOMER]),
    [`GET /api-identity/identity/customers/${CUSTOMER.id}/information`]: reply(200, {
      ...CUSTOMER,
      orderCount: 3,
      totalSpent: 1_200_000,
      lastOrderAt: '2026-11-20T10:00:00Z',
      lastOrderNumber: 12,
    }),
    'POST /api/orders/quick/quote': (request) => reply(200, serverQuote(request.body as TStaffOrderRequest)),
    'POST /api/orders/quick': (request) =>
      submit(request.body as TStaffOrderRequest, request.headers.get('Idempotency-Key')),
  });
}

describe('StaffOrderPage', () => {
  beforeEach(() => {
    useAuthStore.getState().setToken('staff-token');
  });
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('takes a table order by keyboard and shows the totals the server computes', async () => {
    const user = userEvent.setup();
    const sent: Array<{ body: TStaffOrderRequest; key: string | null }> = [];
    stubs((body, key) => {
      sent.push({ body, key });
      return reply(201, makeOrder({ number: 42, status: 'CONFIRMED', source: 'SALON' }));
    });
    renderWithProviders(<StaffOrderPage currency="TOMAN" />);

    // The phone field has the focus: Persian digits find the customer; Enter picks them.
    const phone = await screen.findByLabelText('شماره تلفن مشتری');
    await waitFor(() => expect(document.activeElement).toBe(phone));
    await user.keyboard('۰۹۱۲');
    await screen.findByRole('option', { name: /علی رضایی/ });
    await user.keyboard('{Enter}');
    expect(within(screen.getByTestId('chosen-customer')).getByText('علی رضایی')).toBeTruthy();
    expect(await screen.findByText(/۳ سفارش، جمعاً ۱٬۲۰۰٬۰۰۰ تومان/)).toBeTruthy();

    // Focus moved to the menu search: a name and Enter; the kebab asks for its bread.
    await waitFor(() => expect(document.activeElement).toBe(screen.getByLabelText('جستجوی منو')));
    await user.keyboard('کوبیده{Enter}');
    const dialog = await screen.findByRole('dialog', { name: 'کباب کوبیده' });
    expect(within(dialog).getByRole('button', { name: 'افزودن به سفارش' }).hasAttribute('disabled')).toBe(
      true,
    );
    await user.click(within(dialog).getByLabelText(/نان لواش/));
    await user.click(within(dialog).getByRole('button', { name: 'افزودن به سفارش' }));

    // «/» from anywhere goes back to the search; + on a focused line counts it up.
    (document.activeElement as HTMLElement | null)?.blur();
    await user.keyboard('/');
    expect(document.activeElement).toBe(screen.getByLabelText('جستجوی منو'));
    await user.keyboard('سوپ{Enter}');
    const soup = await screen.findByRole('listitem', { name: 'سوپ جو، ۱ عدد' });
    soup.focus();
    await user.keyboard('+');
    expect(await screen.findByRole('listitem', { name: 'سوپ جو، ۲ عدد' })).toBeTruthy();

    await user.type(screen.getByLabelText('شماره میز'), '۳');
    await user.type(screen.getByRole('textbox', { name: 'مقدار تخفیف' }), '10');

    // 475,000 + 10,000 bread − 48,500 (10%) + 43,650 service (10%) + 17,100 VAT on the soup.
    await waitFor(() => expect(screen.getByTestId('finalPrice').textContent).toBe('۴۹۷٬۲۵۰ تومان'));
    expect(screen.getByTestId('sumOfItemsPrice').textContent).toBe('۴۷۵٬۰۰۰ تومان');
    expect(screen.getByTestId('sumOfItemToppingsPrice').textContent).toBe('۱۰٬۰۰۰ تومان');
    expect(screen.getByTestId('serviceChargeFinalPrice').textContent).toBe('۴۳٬۶۵۰ تومان');
    expect(screen.getByTestId('tax').textContent).toBe('۱۷٬۱۰۰ تومان');
    expect(await screen.findByTestId('server-agrees')).toBeTruthy();

    await user.keyboard('{Control>}{Enter}{/Control}');
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]!.key).toMatch(/^[0-9a-f-]{36}$/);
    expect(sent[0]!.body).toMatchObject({
      customerId: CUSTOMER.id,
      deliveryType: 'SERVE',
      tableNumber: '۳',
      paymentMethod: 'CARD',
      preparationMinutes: 20,
      discountType: 'PERCENTAGE',
      discountAmount: 10,
      items: [
        { menuItemId: KEBAB, count: 1, toppings: [{ toppingId: LAVASH, count: 1 }] },
        { menuItemId: SOUP, count: 2, toppings: [] },
      ],
    });
    expect(JSON.stringify(sent[0]!.body)).not.toContain('price');
    expect(await screen.findByText(/عملیات با موفقیت ثبت شد. سفارش شماره ۴۲/)).toBeTruthy();
  });

  it('shows the server’s refusal in red and beside the field, and retries with the same key', async () => {
    const user = userEvent.setup();
    const keys: Array<string | null> = [];
    stubs((_body, key) => {
      keys.push(key);
      return reply(400, {
        code: 'TABLE_NUMBER_REQUIRED',
        message: 'شماره میز را وارد کنید.',
        errors: [{ field: 'tableNumber', message: 'شماره میز را وارد کنید.' }],
      });
    });
    renderWithProviders(<StaffOrderPage currency="TOMAN" />);
    await user.click(await screen.findByRole('button', { name: 'افزودن سوپ جو' }));
    await user.click(screen.getByRole('button', { name: 'ثبت سفارش (Ctrl+Enter)' }));
    await screen.findByText('ثبت سفارش انجام نشد. شماره میز را وارد کنید.');
    expect(pageText()).toContain('شماره میز را وارد کنید.');
    const table = screen.getByLabelText('شماره میز');
    expect(table.getAttribute('aria-invalid')).toBe('true');
    await user.click(screen.getByRole('button', { name: 'ثبت سفارش (Ctrl+Enter)' }));
    await waitFor(() => expect(keys).toHaveLength(2));
    expect(keys[1]).toBe(keys[0]);
  });
});
