import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { useAuthStore } from '../../stores/auth-store';
import { useCartStore } from '../../stores/cart-store';
import { useOrderingStepperStore } from '../../stores/ordering-stepper-store';
import {
  makeBankConfiguration,
  makeDeliveryAddress,
  makeOrder,
  makeProfile,
  makeQuote,
  makeSiteMenu,
  makeVendorLanding,
} from '../../test/factories';
import { reply, stubApi } from '../../test/fetch-stub';
import { renderApp } from '../../test/render';

const LANDING = 'GET /api-identity/identity/vendors/landing';
const SITE_MENU = 'GET /api-catalog/catalog/menucategories/site';
const LOGIN = 'POST /api-identity/identity/auth/login';
const VERIFY = 'POST /api-identity/identity/auth/verify';
const ME = 'GET /api-identity/identity/auth/me';

describe('from the overview to the details, through login', () => {
  it('a guest at table 5 logs in and comes back to the details with the cart and table kept', async () => {
    const vendor = makeVendorLanding({ deliveryTypes: ['SERVE'] });
    useCartStore.getState().startFor(vendor.id, '5');
    useCartStore.getState().addItem({ menuItemId: 'doogh', title: 'دوغ محلی' });
    useOrderingStepperStore.setState({ step: 'OVERVIEW' });
    const api = stubApi({
      [LANDING]: reply(200, vendor),
      [SITE_MENU]: reply(200, makeSiteMenu({ sellChannel: 'QR' })),
      [LOGIN]: reply(200, { userId: 'u-3', isRegistered: true, phoneNumber: '09121234567' }),
      [VERIFY]: reply(200, { token: 'access-3', refreshToken: 'refresh-3' }),
      [ME]: reply(200, makeProfile({ kind: 'CUSTOMER', vendorId: null })),
      'GET /api/bankconfiguration': reply(200, makeBankConfiguration()),
      'POST /api/orders/quote': reply(200, makeQuote()),
    });
    const user = userEvent.setup();
    const { router } = renderApp('/?table=5');

    await user.click(await screen.findByRole('button', { name: 'ورود و تکمیل سفارش' }));
    expect(router.state.location.pathname).toBe('/auth/login');
    expect(router.state.location.search).toBe('?table=5');
    expect(useOrderingStepperStore.getState().step).toBe('ORDER_DETAILS');

    await user.type(await screen.findByLabelText('شماره موبایل'), '09121234567');
    await user.click(screen.getByRole('button', { name: 'دریافت کد' }));
    await user.click(await screen.findByLabelText('رقم ۱'));
    await user.paste('123456');

    expect(await screen.findByText('تکمیل سفارش')).toBeTruthy();
    expect(router.state.location.search).toBe('?table=5');
    expect(await screen.findByText('سفارش شما سر میز ۵ سرو می‌شود.')).toBeTruthy();
    await screen.findByTestId('final-price');
    expect(api.callsTo('POST /api/orders/quote').at(-1)!.body).toMatchObject({
      deliveryType: 'SERVE',
      source: 'QR',
      tableNumber: '5',
      items: [{ menuItemId: 'doogh', count: 1, toppings: [] }],
    });
  });
});

describe('a website visitor without a table (issue 19.5)', () => {
  it('never lands on serving in the restaurant, and switches to delivery on the checkout itself', async () => {
    const vendor = makeVendorLanding({ deliveryTypes: ['SERVE', 'PICKUP', 'DELIVER'] });
    useAuthStore.setState({ token: 'token', profile: makeProfile({ kind: 'CUSTOMER', vendorId: null }) });
    // A cart kept from a table's visit, or the spec's default: serving in the restaurant.
    useCartStore.getState().startFor(vendor.id, null);
    useCartStore.getState().setDeliveryType('SERVE');
    useCartStore.getState().addItem({ menuItemId: 'doogh', title: 'دوغ محلی' });
    useOrderingStepperStore.setState({ step: 'ORDER_DETAILS' });
    const api = stubApi({
      [LANDING]: reply(200, vendor),
      [SITE_MENU]: reply(200, makeSiteMenu()),
      'GET /api/bankconfiguration': reply(200, makeBankConfiguration()),
      'POST /api/orders/quote': reply(200, makeQuote()),
      'GET /api-delivery/v1/customer-addresses/based-on-delivery-zones': reply(200, []),
    });
    const user = userEvent.setup();
    renderApp('/');

    // Without a table the service is one the visitor can have: the first the vendor offers of the others.
    await screen.findByText('تکمیل سفارش');
    await waitFor(() => expect(useCartStore.getState().deliveryType).toBe('DELIVER'));
    expect(screen.queryByText(/شماره میز/)).toBeNull();

    await user.click(screen.getByRole('button', { name: /نحوه تحویل: ارسال با پیک، تغییر/ }));
    const sheet = await screen.findByRole('dialog', { name: 'سفارش را چطور تحویل می‌گیرید؟' });
    expect(screen.queryByRole('button', { name: /سرو در محل/ })).toBeNull();
    await user.click(within(sheet).getByRole('button', { name: /تحویل حضوری/ }));

    expect(useCartStore.getState().deliveryType).toBe('PICKUP');
    await waitFor(() =>
      expect(api.callsTo('POST /api/orders/quote').at(-1)!.body).toMatchObject({
        deliveryType: 'PICKUP',
        source: 'WEBSITE',
      }),
    );
    expect(screen.queryByRole('region', { name: 'آدرس تحویل' })).toBeNull();
  });

  it('changes the service on the overview too', async () => {
    const vendor = makeVendorLanding({ deliveryTypes: ['SERVE', 'PICKUP', 'DELIVER'] });
    useCartStore.getState().startFor(vendor.id, null);
    useCartStore.getState().setDeliveryType('DELIVER');
    useCartStore.getState().addItem({ menuItemId: 'doogh', title: 'دوغ محلی' });
    useOrderingStepperStore.setState({ step: 'OVERVIEW' });
    stubApi({ [LANDING]: reply(200, vendor), [SITE_MENU]: reply(200, makeSiteMenu()) });
    const user = userEvent.setup();
    renderApp('/');

    await user.click(await screen.findByRole('button', { name: /نحوه تحویل: ارسال با پیک، تغییر/ }));
    const sheet = await screen.findByRole('dialog', { name: 'سفارش را چطور تحویل می‌گیرید؟' });
    await user.click(within(sheet).getByRole('button', { name: /تحویل حضوری/ }));
    expect(await screen.findByRole('button', { name: /نحوه تحویل: تحویل حضوری، تغییر/ })).toBeTruthy();
    expect(useOrderingStepperStore.getState().step).toBe('OVERVIEW');
  });
});

describe('a table comes from the link (issue 19.10)', () => {
  it('orders for table 5 from /?table=5, and / afterwards in the same tab is the website again', async () => {
    const vendor = makeVendorLanding({ deliveryTypes: ['SERVE', 'PICKUP', 'DELIVER'] });
    stubApi({ [LANDING]: reply(200, vendor), [SITE_MENU]: reply(200, makeSiteMenu()) });
    const atTable = renderApp('/?table=5');
    expect(await screen.findByText('میز ۵')).toBeTruthy();
    await waitFor(() =>
      expect(useCartStore.getState()).toMatchObject({ tableNumber: '5', deliveryType: 'SERVE' }),
    );
    atTable.unmount();

    renderApp('/');
    await screen.findByRole('button', { name: 'شروع سفارش' });
    await waitFor(() => expect(useCartStore.getState().tableNumber).toBeNull());
    expect(useCartStore.getState().deliveryType).toBe('DELIVER');
    expect(screen.queryByText('میز ۵')).toBeNull();
    expect(sessionStorage.getItem('sofreh:table')).toBeNull();
  });

  it('forgets a table an earlier build kept for the whole tab', async () => {
    sessionStorage.setItem('sofreh:table', '9');
    stubApi({ [LANDING]: reply(200, makeVendorLanding({ deliveryTypes: ['SERVE', 'PICKUP'] })) });
    renderApp('/');
    await screen.findByRole('button', { name: 'شروع سفارش' });
    expect(screen.queryByText('میز ۹')).toBeNull();
    expect(sessionStorage.getItem('sofreh:table')).toBeNull();
  });
});

describe('adding an address from the checkout (issue 19.9)', () => {
  it('adds it in a sheet over the checkout and comes back with it chosen', async () => {
    const vendor = makeVendorLanding({ deliveryTypes: ['DELIVER', 'PICKUP'] });
    useAuthStore.setState({ token: 'token', profile: makeProfile({ kind: 'CUSTOMER', vendorId: null }) });
    useCartStore.getState().startFor(vendor.id, null);
    useCartStore.getState().setDeliveryType('DELIVER');
    useCartStore.getState().addItem({ menuItemId: 'doogh', title: 'دوغ محلی' });
    useOrderingStepperStore.setState({ step: 'ORDER_DETAILS' });
    // The phone's location service (Leaflet reads the user agent as it loads, so keep it).
    vi.stubGlobal('navigator', {
      ...navigator,
      userAgent: navigator.userAgent,
      platform: navigator.platform,
      geolocation: {
        getCurrentPosition: (ok: PositionCallback) =>
          ok({ coords: { latitude: 35.7575, longitude: 51.4098 } } as GeolocationPosition),
      },
    });
    let saved: ReturnType<typeof makeDeliveryAddress>[] = [
      makeDeliveryAddress({ id: 'far', title: 'کرج', deliverable: false, deliveryPrice: null }),
    ];
    const api = stubApi({
      [LANDING]: reply(200, vendor),
      [SITE_MENU]: reply(200, makeSiteMenu()),
      'GET /api/bankconfiguration': reply(200, makeBankConfiguration()),
      'POST /api/orders/quote': reply(200, makeQuote()),
      'GET /api-delivery/v1/customer-addresses/based-on-delivery-zones': () => reply(200, saved),
      'GET /api-delivery/v1/covered-areas': reply(200, [
        {
          id: 'zone-1',
          vendorsProperName: 'ونک و اطراف',
          price: 30_000,
          polygon: [
            [35.764, 51.398],
            [35.764, 51.418],
            [35.748, 51.418],
            [35.748, 51.398],
          ],
        },
      ]),
      'POST /api-identity/identity/address': (request) => {
        const address = { id: 'work', details: null, receiverPhone: null, ...(request.body as object) };
        saved = [...saved, makeDeliveryAddress({ ...address, deliveryPrice: 30_000 })];
        return reply(201, address);
      },
    });
    const user = userEvent.setup();
    const { router } = renderApp('/');

    const addresses = await screen.findByRole('region', { name: 'آدرس تحویل' });
    await user.click(await within(addresses).findByRole('button', { name: 'افزودن آدرس جدید' }));
    const sheet = await screen.findByRole('dialog', { name: 'افزودن آدرس' });
    await user.click(within(sheet).getByRole('checkbox', { name: 'محل کار' }));
    await user.click(within(sheet).getByLabelText(/نشانی/));
    await user.paste('جردن، خیابان تابان');
    await user.click(within(sheet).getByRole('button', { name: 'موقعیت من' }));
    await user.click(within(sheet).getByRole('button', { name: 'ثبت آدرس' }));

    // Back on the checkout, never having left it, with the new address chosen and quoted.
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'افزودن آدرس' })).toBeNull());
    expect(router.state.location.pathname).toBe('/');
    const work = await within(addresses).findByRole('radio', { name: 'محل کار' });
    await waitFor(() => expect((work as HTMLInputElement).checked).toBe(true));
    expect(useCartStore.getState().addressId).toBe('work');
    await waitFor(() =>
      expect(api.callsTo('POST /api/orders/quote').at(-1)!.body).toMatchObject({ addressId: 'work' }),
    );
  });
});

describe('after the order is placed', () => {
  it('shows the order awaiting payment, with a way to pay, when the online payment could not be started', async () => {
    const vendor = makeVendorLanding({ deliveryTypes: ['PICKUP'] });
    const order = makeOrder({
      id: '5f0c1d2e-3a4b-4c5d-8e6f-7a8b9c0d1e2f',
      number: 8,
      status: 'SUBMITTED',
      paymentMethod: 'ONLINE',
    });
    useAuthStore.setState({ token: 'token', profile: makeProfile({ kind: 'CUSTOMER', vendorId: null }) });
    useCartStore.getState().startFor(vendor.id, null);
    useCartStore.getState().setDeliveryType('PICKUP');
    useCartStore.getState().addItem({ menuItemId: 'doogh', title: 'دوغ محلی' });
    useOrderingStepperStore.setState({ step: 'ORDER_DETAILS' });
    stubApi({
      [LANDING]: reply(200, vendor),
      [SITE_MENU]: reply(200, makeSiteMenu()),
      [ME]: reply(200, makeProfile({ kind: 'CUSTOMER', vendorId: null })),
      'GET /api/bankconfiguration': reply(200, makeBankConfiguration()),
      'POST /api/orders/quote': reply(200, makeQuote()),
      'POST /api/orders': reply(201, order),
      // No payment route answers: the gateway cannot be reached.
      [`GET /api/orders/${order.id}`]: reply(200, order),
    });
    const user = userEvent.setup();
    const { router } = renderApp('/');

    const submit = await screen.findByRole('button', { name: /ثبت و پرداخت/ });
    await waitFor(() => expect(submit.hasAttribute('disabled')).toBe(false));
    await user.click(submit);

    await waitFor(() => expect(router.state.location.pathname).toBe(`/orders/${order.id}`));
    expect(await screen.findByRole('heading', { name: 'سفارش شماره ۸' }, { timeout: 10_000 })).toBeTruthy();
    expect(await screen.findByRole('button', { name: 'پرداخت آنلاین' })).toBeTruthy();
    expect(useCartStore.getState().items).toEqual([]);
  }, 15_000);
});
