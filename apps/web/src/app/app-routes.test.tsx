import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { useAuthStore } from '../stores/auth-store';
import { useCartStore } from '../stores/cart-store';
import { useOrderingStepperStore } from '../stores/ordering-stepper-store';
import { makeProfile, makeSiteMenu, makeVendorLanding } from '../test/factories';
import { reply, stubApi } from '../test/fetch-stub';
import { renderApp } from '../test/render';

const LANDING = 'GET /api-identity/identity/vendors/landing';
const ME = 'GET /api-identity/identity/auth/me';
const LOGIN = 'POST /api-identity/identity/auth/login';
const VERIFY = 'POST /api-identity/identity/auth/verify';
const LOGOUT = 'DELETE /api-identity/identity/auth/logout';
const SITE_MENU = 'GET /api-catalog/catalog/menucategories/site';

function signIn(profile = makeProfile()) {
  useAuthStore.setState({ token: 'access-1', profile });
}

describe('back office routes', () => {
  it('sends someone without a session to the back-office login', async () => {
    stubApi({ [LANDING]: reply(200, makeVendorLanding()) });
    const { router } = renderApp('/bo');

    // The first back-office route of a worker loads the lazy back-office chunk: on a busy machine with
    // both cores running test files that alone can pass findBy's 5 s, so this wait is longer.
    expect(
      await screen.findByRole('heading', { name: 'ورود به پنل رستوران' }, { timeout: 15_000 }),
    ).toBeTruthy();
    expect(router.state.location.pathname).toBe('/bo/auth/login');
  });

  it("welcomes the owner by name with today's Jalali date and the vendor's state", async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-25T06:30:00Z'));
    signIn();
    stubApi({
      [LANDING]: reply(200, makeVendorLanding({ isOpen: true })),
      [ME]: reply(200, makeProfile()),
    });
    renderApp('/bo');

    expect(await screen.findByRole('heading', { name: 'سلام، مریم' })).toBeTruthy();
    expect(screen.getByText('امروز چهارشنبه ۴ آذر ۱۴۰۵')).toBeTruthy();
    expect(await screen.findByText('باز است')).toBeTruthy();
    const header = screen.getByRole('banner');
    expect(within(header).getByText('رستوران سفره')).toBeTruthy();
    expect(within(header).getByText('آنلاین')).toBeTruthy();
    expect(within(header).getByText('مریم احمدی')).toBeTruthy();
    expect(screen.getByRole('navigation', { name: 'بخش‌های پنل' })).toBeTruthy();
  });

  it('tells a customer session that it has no back-office access', async () => {
    signIn(makeProfile({ kind: 'CUSTOMER' }));
    stubApi({
      [LANDING]: reply(200, makeVendorLanding()),
      [ME]: reply(200, makeProfile({ kind: 'CUSTOMER' })),
    });
    renderApp('/bo');
    expect(await screen.findByText('دسترسی به پنل رستوران ندارید')).toBeTruthy();
    expect(screen.queryByRole('navigation')).toBeNull();
  });

  it('opens the dashboard after a back-office login', async () => {
    stubApi({
      [LANDING]: reply(200, makeVendorLanding()),
      [LOGIN]: reply(200, { userId: 'u-1', isRegistered: true, phoneNumber: '09123456789' }),
      [VERIFY]: reply(200, { token: 'access-1', refreshToken: 'refresh-1' }),
      [ME]: reply(200, makeProfile()),
    });
    const user = userEvent.setup();
    const { router } = renderApp('/bo/auth/login');

    await user.type(await screen.findByLabelText('شماره موبایل'), '09123456789');
    await user.click(screen.getByRole('button', { name: 'دریافت کد' }));
    await user.click(await screen.findByLabelText('رقم ۱'));
    await user.paste('123456');

    expect(await screen.findByRole('heading', { name: 'سلام، مریم' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/bo');
  });

  it('logs out to the back-office login', async () => {
    signIn();
    const api = stubApi({
      [LANDING]: reply(200, makeVendorLanding()),
      [ME]: reply(200, makeProfile()),
      [LOGOUT]: reply(204),
    });
    const user = userEvent.setup();
    const { router } = renderApp('/bo');

    await user.click(await screen.findByRole('button', { name: 'خروج' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/bo/auth/login'));
    expect(api.callsTo(LOGOUT)).toHaveLength(1);
    expect(useAuthStore.getState().token).toBeNull();
  });

  it('shows a Persian not-found page inside the back office', async () => {
    signIn();
    stubApi({ [LANDING]: reply(200, makeVendorLanding()), [ME]: reply(200, makeProfile()) });
    renderApp('/bo/no-such-area');
    expect(await screen.findByRole('heading', { name: 'این صفحه پیدا نشد' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'بازگشت به پیشخوان' })).toBeTruthy();
  });
});

describe('customer routes', () => {
  it('keeps the table through login', async () => {
    const api = stubApi({
      [LANDING]: reply(200, makeVendorLanding()),
      [LOGIN]: reply(200, { userId: 'u-3', isRegistered: true, phoneNumber: '09121234567' }),
      [VERIFY]: reply(200, { token: 'access-3', refreshToken: 'refresh-3' }),
      [ME]: reply(200, makeProfile({ kind: 'CUSTOMER', firstName: 'علی', lastName: 'رضایی' })),
    });
    const user = userEvent.setup();
    const { router } = renderApp('/?table=5');

    expect(await screen.findByText('میز ۵')).toBeTruthy();
    await user.click(screen.getByRole('link', { name: 'ورود' }));
    expect(router.state.location.pathname).toBe('/auth/login');
    expect(router.state.location.search).toBe('?table=5');

    await user.type(await screen.findByLabelText('شماره موبایل'), '09121234567');
    await user.click(screen.getByRole('button', { name: 'دریافت کد' }));
    await user.click(await screen.findByLabelText('رقم ۱'));
    await user.paste('123456');

    expect(await screen.findByText('علی رضایی')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/');
    expect(router.state.location.search).toBe('?table=5');
    expect(api.callsTo(LOGIN)[0]!.body).toMatchObject({ isBackOffice: false });
  });

  it('keeps the table after logout and forgets the cart', async () => {
    signIn(makeProfile({ kind: 'CUSTOMER' }));
    useCartStore.setState({
      items: [
        { tempId: 'line-1', menuItemId: 'kabab', title: 'کباب', count: 2, toppings: [], isFreeItem: false },
      ],
    });
    stubApi({ [LANDING]: reply(200, makeVendorLanding()), [LOGOUT]: reply(204) });
    const user = userEvent.setup();
    const { router } = renderApp('/?table=7');

    await user.click(await screen.findByRole('button', { name: 'خروج' }));

    expect(await screen.findByRole('link', { name: 'ورود' })).toBeTruthy();
    expect(router.state.location.search).toBe('?table=7');
    expect(await screen.findByText('میز ۷')).toBeTruthy();
    expect(useCartStore.getState().items).toEqual([]);
  });

  it('starts ordering at a table: one card serving at that table, then the QR menu', async () => {
    const api = stubApi({
      [LANDING]: reply(200, makeVendorLanding({ deliveryTypes: ['DELIVER', 'PICKUP', 'SERVE'] })),
      [SITE_MENU]: reply(200, makeSiteMenu({ sellChannel: 'QR' })),
    });
    const user = userEvent.setup({ delay: null });
    renderApp('/?table=5');

    await user.click(await screen.findByRole('button', { name: 'شروع سفارش' }));
    const sheet = await screen.findByRole('dialog', { name: 'سفارش را چطور تحویل می‌گیرید؟' });
    const cards = within(sheet).getAllByRole('button', { pressed: true });
    expect(cards).toHaveLength(1);
    expect(within(cards[0]!).getByText('سرو در محل')).toBeTruthy();
    expect(within(cards[0]!).getByText('میز ۵')).toBeTruthy();
    expect(within(sheet).queryByText('ارسال با پیک')).toBeNull();
    await user.click(cards[0]!);

    expect(await screen.findByRole('heading', { name: 'کباب' })).toBeTruthy();
    expect(screen.getByText('سرو در محل · میز ۵')).toBeTruthy();
    expect(String(api.fetchMock.mock.calls.find(([url]) => String(url).includes('/site'))![0])).toContain(
      'sellChannel=QR',
    );
    expect(useOrderingStepperStore.getState().step).toBe('MENU');

    await user.click(screen.getByRole('button', { name: 'بازگشت به صفحه رستوران' }));
    expect(await screen.findByRole('button', { name: 'شروع سفارش' })).toBeTruthy();
    expect(useOrderingStepperStore.getState().step).toBe('DELIVERY_TYPE');
  });

  it("offers the vendor's service types as cards and orders with the one chosen", async () => {
    stubApi({
      [LANDING]: reply(200, makeVendorLanding({ deliveryTypes: ['SERVE', 'PICKUP', 'DELIVER'] })),
      [SITE_MENU]: reply(200, makeSiteMenu()),
    });
    const user = userEvent.setup({ delay: null });
    renderApp('/');

    await user.click(await screen.findByRole('button', { name: 'شروع سفارش' }));
    const sheet = await screen.findByRole('dialog', { name: 'سفارش را چطور تحویل می‌گیرید؟' });
    expect(
      within(sheet)
        .getAllByRole('button', { pressed: false })
        .map((card) => card.textContent),
    ).toEqual([
      'ارسال با پیکپیک رستوران به آدرس شما می‌آورد',
      'تحویل حضوریخودتان از رستوران تحویل می‌گیرید',
      // «سرو در محل» needs a table: offered from a table's QR code, not to a visitor of the site (19.5).
    ]);
    await user.click(within(sheet).getByText('تحویل حضوری'));

    expect(await screen.findByRole('button', { name: 'نحوه تحویل: تحویل حضوری، تغییر' })).toBeTruthy();
    expect(useCartStore.getState().deliveryType).toBe('PICKUP');
  });

  it('lets a closed restaurant be browsed but not ordered from, and says when it opens', async () => {
    // A Wednesday in Tehran: the next opening (Saturday) is named by its day, not «امروز».
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-25T06:30:00Z'));
    stubApi({
      [LANDING]: reply(
        200,
        makeVendorLanding({
          isOpen: false,
          nextOpening: { dayOfWeek: 'SAT', startTime: '12:00', endTime: '23:00' },
        }),
      ),
      [SITE_MENU]: reply(200, makeSiteMenu()),
    });
    const user = userEvent.setup({ delay: null });
    renderApp('/');

    const start = await screen.findByRole('button', { name: 'شروع سفارش' });
    expect(start.hasAttribute('disabled')).toBe(true);
    expect(screen.getByText('رستوران الان بسته است؛ تا بازگشایی می‌توانید منو را ببینید.')).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'مشاهده منو' }));
    expect(await screen.findByText('رستوران بسته است؛ بازگشایی: شنبه ساعت ۱۲:۰۰')).toBeTruthy();
    expect(await screen.findByText('کباب کوبیده')).toBeTruthy();
    expect(screen.queryByRole('button', { name: /^افزودن/ })).toBeNull();
  });

  it('shows a Persian not-found page for an unknown address', async () => {
    stubApi({ [LANDING]: reply(200, makeVendorLanding()) });
    renderApp('/no-such-page');
    expect(await screen.findByRole('heading', { name: 'این صفحه پیدا نشد' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'بازگشت به صفحه اصلی' }).getAttribute('href')).toBe('/');
  });
});
