import type { TDeliveryType, TOrderQuoteRequest } from '@sofreh/domain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { browserNavigation } from '../../../lib/browser-navigation';
import { useAuthStore } from '../../../stores/auth-store';
import { useCartStore } from '../../../stores/cart-store';
import { useOrderingStepperStore } from '../../../stores/ordering-stepper-store';
import {
  makeBankConfiguration,
  makeDeliveryAddress,
  makeOrder,
  makeProfile,
  makeQuote,
  makeTotals,
  makeVendorLanding,
} from '../../../test/factories';
import { reply, type StubRequest, stubApi } from '../../../test/fetch-stub';
import { pageText, renderWithProviders } from '../../../test/render';
import { DetailsStep } from './details-step';

const QUOTE = 'POST /api/orders/quote';
const ADDRESSES = 'GET /api-delivery/v1/customer-addresses/based-on-delivery-zones';
const BANK = 'GET /api/bankconfiguration';
const ORDERS = 'POST /api/orders';
const CODE = (code: string) => `GET /api-identity/identity/discountcodes/site/getbycode/${code}`;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

const home = makeDeliveryAddress({ id: 'addr-home', title: 'خانه', deliveryPrice: 35_000 });
const villa = makeDeliveryAddress({
  id: 'addr-villa',
  title: 'ویلای لواسان',
  text: 'لواسان، خیابان امام',
  deliverable: false,
  deliveryPrice: null,
  zoneId: null,
  vendorsProperName: null,
});

/** The server's quote, following what was asked: delivery for an address, 10 % off with NOWRUZ10, the tip. */
function quoteFor(request: StubRequest) {
  const body = request.body as TOrderQuoteRequest;
  const deliveryCost = body.addressId === 'addr-home' ? 35_000 : 0;
  const finalDiscountAmount = body.discountCode === 'NOWRUZ10' ? 9_000 : 0;
  const tip = body.tip ?? 0;
  const problems =
    body.deliveryType === 'DELIVER' && !body.addressId
      ? [{ code: 'ADDRESS_REQUIRED', field: 'addressId', message: 'آدرس تحویل را انتخاب کنید.' }]
      : [];
  return reply(
    200,
    makeQuote({
      totals: makeTotals({
        deliveryCost,
        finalDiscountAmount,
        tip,
        finalPrice: 109_000 + deliveryCost - finalDiscountAmount + tip,
      }),
      discount: finalDiscountAmount
        ? { codeId: 'c1', code: 'NOWRUZ10', type: 'PERCENTAGE', value: 10, cap: null }
        : null,
      problems,
      canSubmit: problems.length === 0,
    }),
  );
}

function renderDetails({
  deliveryType = 'DELIVER' as TDeliveryType,
  handlers = {} as Parameters<typeof stubApi>[0],
  signedIn = true,
} = {}) {
  const vendor = makeVendorLanding({ deliveryTypes: ['DELIVER', 'PICKUP'] });
  if (signedIn) {
    useAuthStore.setState({ token: 'token', profile: makeProfile({ kind: 'CUSTOMER', vendorId: null }) });
  }
  useOrderingStepperStore.setState({ step: 'ORDER_DETAILS' });
  const cart = useCartStore.getState();
  cart.startFor(vendor.id, null);
  cart.setDeliveryType(deliveryType);
  cart.addItem({ menuItemId: 'doogh', title: 'دوغ محلی' });
  cart.addItem({ menuItemId: 'doogh', title: 'دوغ محلی' });
  const api = stubApi({
    [ADDRESSES]: reply(200, [home, villa]),
    [BANK]: reply(200, makeBankConfiguration()),
    [QUOTE]: quoteFor,
    ...handlers,
  });
  renderWithProviders(<DetailsStep vendor={vendor} tableNumber={null} />);
  return { api, user: userEvent.setup({ delay: null }) };
}

const section = (name: string) => screen.getByRole('region', { name });
const lastQuote = (api: ReturnType<typeof stubApi>) => api.callsTo(QUOTE).at(-1)?.body as TOrderQuoteRequest;

describe('the order details step', () => {
  it('offers the addresses with their zone price, disables one outside every zone, and quotes the chosen one', async () => {
    const { api } = renderDetails();

    const addresses = section('آدرس تحویل');
    const homeRadio = await within(addresses).findByRole('radio', { name: 'خانه' });
    expect(within(addresses).getByText('هزینه ارسال: ۳۵٬۰۰۰ تومان')).toBeTruthy();
    const villaRadio = within(addresses).getByRole('radio', { name: 'ویلای لواسان' });
    expect(villaRadio.hasAttribute('disabled')).toBe(true);
    expect(within(addresses).getByText('این آدرس خارج از محدوده ارسال رستوران است.')).toBeTruthy();
    expect(within(addresses).getByRole('link', { name: 'افزودن آدرس جدید' }).getAttribute('href')).toBe(
      '/addresses',
    );
    // The only deliverable address is chosen for the customer.
    await waitFor(() => expect((homeRadio as HTMLInputElement).checked).toBe(true));

    // The server's quote, every charge in Toman with Persian digits.
    const bill = section('صورت‌حساب');
    await within(bill).findByText('۱۴۴٬۰۰۰ تومان');
    expect(within(bill).getByText('۲ × دوغ محلی')).toBeTruthy();
    expect(within(bill).getByText('هزینه بسته‌بندی')).toBeTruthy();
    expect(within(bill).getByText('مالیات بر ارزش افزوده')).toBeTruthy();
    expect(within(bill).getByText('هزینه ارسال')).toBeTruthy();
    expect(lastQuote(api)).toMatchObject({
      deliveryType: 'DELIVER',
      source: 'WEBSITE',
      addressId: 'addr-home',
      items: [{ menuItemId: 'doogh', count: 2, toppings: [] }],
    });
    expect(pageText()).not.toMatch(/[0-9]/);
  });

  it('shows the server’s own reason beside the code field, applies a good code, and removing it re-quotes without it', async () => {
    const { api, user } = renderDetails({
      handlers: {
        [CODE('OLD50')]: reply(400, {
          code: 'DISCOUNT_CODE_EXPIRED',
          message: 'مهلت استفاده از این کد تخفیف تمام شده است.',
        }),
        [CODE('NOWRUZ10')]: reply(200, {
          id: 'c1',
          code: 'NOWRUZ10',
          type: 'PERCENTAGE',
          value: 10,
          cap: null,
          expiration: null,
          minOrderAmount: 0,
          freeItems: [],
        }),
      },
    });
    const codes = section('کد تخفیف');
    const field = within(codes).getByRole('textbox', { name: 'کد تخفیف' });

    await user.type(field, 'OLD50');
    await user.click(within(codes).getByRole('button', { name: 'اعمال' }));
    expect(await within(codes).findByText('مهلت استفاده از این کد تخفیف تمام شده است.')).toBeTruthy();
    expect(field.getAttribute('aria-invalid')).toBe('true');

    await user.clear(field);
    await user.type(field, 'NOWRUZ10');
    await user.click(within(codes).getByRole('button', { name: 'اعمال' }));
    expect(await within(codes).findByText('کد تخفیف اعمال شد')).toBeTruthy();
    await within(section('صورت‌حساب')).findByText('تخفیف');
    expect(lastQuote(api).discountCode).toBe('NOWRUZ10');
    expect(useCartStore.getState().discount).toEqual({ code: 'NOWRUZ10', type: 'PERCENTAGE', amount: 10 });

    await user.click(within(codes).getByRole('button', { name: 'حذف کد' }));
    await waitFor(() => expect(lastQuote(api).discountCode).toBeNull());
    await waitFor(() => expect(within(section('صورت‌حساب')).queryByText('تخفیف')).toBeNull());
    expect(useCartStore.getState().discount).toEqual({ code: null, type: 'MONEY', amount: 0 });
  });

  it('preselects online payment with the vendor’s gateway, and cash hides the gateway choice', async () => {
    const { user } = renderDetails();
    const payment = section('روش پرداخت');

    const online = await within(payment).findByRole('radio', { name: /پرداخت آنلاین/ });
    await waitFor(() => expect((online as HTMLInputElement).checked).toBe(true));
    expect((within(payment).getByRole('radio', { name: 'زرین‌پال' }) as HTMLInputElement).checked).toBe(true);
    expect(within(payment).getByRole('radio', { name: 'درگاه آزمایشی' })).toBeTruthy();
    expect(await screen.findByRole('button', { name: 'ثبت و پرداخت ۱۴۴٬۰۰۰ تومان' })).toBeTruthy();

    await user.click(within(payment).getByRole('radio', { name: /پرداخت نقدی/ }));
    expect(within(payment).queryByRole('radio', { name: 'زرین‌پال' })).toBeNull();
    expect(await screen.findByRole('button', { name: 'ثبت سفارش' })).toBeTruthy();
  });

  it('adds a tip to the quote, a fixed one or one typed', async () => {
    const { api, user } = renderDetails();
    const tips = section('انعام');
    await user.click(within(tips).getByRole('radio', { name: '۲۰٬۰۰۰' }));
    await waitFor(() => expect(lastQuote(api).tip).toBe(20_000));
    await within(section('صورت‌حساب')).findByText('انعام');

    await user.click(within(tips).getByRole('radio', { name: 'مبلغ دلخواه' }));
    await user.type(within(tips).getByRole('textbox', { name: 'مبلغ انعام' }), '۱۵۰۰۰');
    await waitFor(() => expect(lastQuote(api).tip).toBe(15_000));
  });

  it('keeps the submit button disabled while the quote has a problem, and says it in Persian', async () => {
    renderDetails({ handlers: { [ADDRESSES]: reply(200, [villa]) } });
    expect(await screen.findByText('آدرس تحویل را انتخاب کنید.')).toBeTruthy();
    expect(screen.getByRole('button', { name: /ثبت و پرداخت/ }).hasAttribute('disabled')).toBe(true);
  });

  it('submits once with an Idempotency-Key, clears the cart and goes to the gateway for an online payment', async () => {
    const order = makeOrder({
      id: 'order-1',
      deliveryType: 'DELIVER',
      status: 'SUBMITTED',
      paymentMethod: 'ONLINE',
    });
    const assign = vi.spyOn(browserNavigation, 'assign').mockImplementation(() => {});
    const { api, user } = renderDetails({
      handlers: {
        [ORDERS]: reply(201, order),
        'GET /api/orders/payment/order-1': reply(200, {
          transactionId: 'tx-1',
          redirectUrl: 'https://sandbox.example/pay/tx-1',
          amount: 144_000,
          currency: 'TOMAN',
        }),
      },
    });
    const submit = await screen.findByRole('button', { name: 'ثبت و پرداخت ۱۴۴٬۰۰۰ تومان' });
    await waitFor(() => expect(submit.hasAttribute('disabled')).toBe(false));
    await user.type(within(section('توضیحات سفارش')).getByRole('textbox'), 'بدون یخ');
    await waitFor(() => expect(lastQuote(api).description).toBe('بدون یخ'));
    await waitFor(() => expect(submit.hasAttribute('disabled')).toBe(false));
    await user.click(submit);

    await waitFor(() => expect(assign).toHaveBeenCalledWith('https://sandbox.example/pay/tx-1'));
    const [sent] = api.callsTo(ORDERS);
    expect(sent!.headers.get('Idempotency-Key')).toMatch(UUID);
    expect(sent!.body).toMatchObject({
      paymentMethod: 'ONLINE',
      addressId: 'addr-home',
      description: 'بدون یخ',
      tip: 0,
    });
    const paymentUrl = new URL(
      String(api.fetchMock.mock.calls.find(([url]) => String(url).includes('/api/orders/payment/'))![0]),
      window.location.href,
    );
    expect(paymentUrl.searchParams.get('submitUrl')).toBe(`${window.location.origin}/orders/order-1`);
    expect(paymentUrl.searchParams.get('paymentServiceType')).toBe('ZARIN_PAL');
    expect(useCartStore.getState().items).toEqual([]);
    expect(useOrderingStepperStore.getState().step).toBe('DELIVERY_TYPE');
  });

  it('retries a lost answer with the same key, and a refused cart that changed with a new one', async () => {
    let answer: 'network' | 'refuse' | 'ok' = 'network';
    const { api, user } = renderDetails({
      deliveryType: 'PICKUP',
      handlers: {
        [ORDERS]: () => {
          if (answer === 'network') throw new TypeError('Failed to fetch');
          if (answer === 'refuse')
            return reply(400, {
              code: 'MINIMUM_BASKET_NOT_REACHED',
              message: 'حداقل مبلغ سفارش رعایت نشده است.',
            });
          return reply(201, makeOrder());
        },
      },
    });
    await user.click(await within(section('روش پرداخت')).findByRole('radio', { name: /پرداخت نقدی/ }));
    const submit = await screen.findByRole('button', { name: 'ثبت سفارش' });
    await waitFor(() => expect(submit.hasAttribute('disabled')).toBe(false));

    await user.click(submit);
    await waitFor(() => expect(api.callsTo(ORDERS)).toHaveLength(1));
    answer = 'refuse';
    await waitFor(() => expect(submit.hasAttribute('disabled')).toBe(false));
    await user.click(submit);
    expect(await screen.findByText('حداقل مبلغ سفارش رعایت نشده است.')).toBeTruthy();
    const [first, retry] = api.callsTo(ORDERS).map((request) => request.headers.get('Idempotency-Key'));
    expect(retry).toBe(first);

    // The customer changes the order after a clear refusal: a new attempt, a new key.
    answer = 'ok';
    await user.click(within(section('انعام')).getByRole('radio', { name: '۱۰٬۰۰۰' }));
    await waitFor(() => expect(lastQuote(api).tip).toBe(10_000));
    await waitFor(() => expect(submit.hasAttribute('disabled')).toBe(false));
    await user.click(submit);
    await waitFor(() => expect(api.callsTo(ORDERS)).toHaveLength(3));
    const third = api.callsTo(ORDERS)[2]!.headers.get('Idempotency-Key');
    expect(third).toMatch(UUID);
    expect(third).not.toBe(first);
  });

  it('asks a guest to log in, keeping the cart', async () => {
    renderDetails({ signedIn: false });
    expect(screen.getByRole('heading', { name: 'برای ثبت سفارش وارد شوید' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'ورود با شماره موبایل' }).getAttribute('href')).toBe(
      '/auth/login',
    );
    expect(useCartStore.getState().items).toHaveLength(1);
  });
});
