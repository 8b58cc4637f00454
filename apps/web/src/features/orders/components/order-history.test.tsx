import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { useAuthStore } from '../../../stores/auth-store';
import { makeOrderListRow, makeProfile, makeVendorLanding } from '../../../test/factories';
import { reply, stubApi } from '../../../test/fetch-stub';
import { pageText, renderApp } from '../../../test/render';

const MY_ORDERS = 'GET /api/orders/me';

describe('my order history', () => {
  it('lists my orders newest first with Persian status, price and a link to each, ten a page', async () => {
    useAuthStore.setState({ token: 'token', profile: makeProfile({ kind: 'CUSTOMER', vendorId: null }) });
    const first = makeOrderListRow({
      id: 'o-12',
      number: 12,
      status: 'DELIVERING',
      deliveryType: 'DELIVER',
      finalPrice: 420_000,
    });
    const second = makeOrderListRow({ id: 'o-11', number: 11, status: 'FINISHED' });
    const rejected = makeOrderListRow({
      id: 'o-10',
      number: 10,
      status: 'REJECTED',
      paymentMethod: 'ONLINE',
      refunded: 250_000,
      refundedAt: '2026-11-25T09:41:00.000Z',
    });
    const owed = makeOrderListRow({ id: 'o-9', number: 9, status: 'REJECTED', refundOwed: 120_000 });
    let pageNumber = 0;
    const api = stubApi({
      'GET /api-identity/identity/vendors/landing': reply(200, makeVendorLanding()),
      [MY_ORDERS]: () => {
        pageNumber += 1;
        return reply(200, {
          data: pageNumber === 1 ? [first, rejected, owed] : [second],
          pageNumber,
          pageSize: 10,
          totalCount: 11,
        });
      },
    });
    const urlsAsked = () =>
      api.fetchMock.mock.calls
        .map(([input]) => String(input))
        .filter((url) => url.startsWith('/api/orders/me'));
    const { router } = renderApp('/orders');

    const row = await screen.findByRole('link', { name: 'سفارش شماره ۱۲' });
    expect(within(row).getByText('پیک در راه است')).toBeTruthy();
    // Refunds in the customer's words (issue 19.2): back with its Jalali date, or on its way.
    const back = screen.getByRole('link', { name: 'سفارش شماره ۱۰' });
    expect(within(back).getByText('لغو شد')).toBeTruthy();
    expect(within(back).getByTestId('money-back-line').textContent).toBe(
      '۲۵۰٬۰۰۰ تومان به کارت شما بازگشت · ۱۴۰۵/۰۹/۰۴ ۱۳:۱۱',
    );
    expect(
      within(screen.getByRole('link', { name: 'سفارش شماره ۹' })).getByTestId('money-back-line').textContent,
    ).toBe('بازگشت ۱۲۰٬۰۰۰ تومان به کارت شما در جریان است');
    expect(within(row).getByText(/۴۲۰٬۰۰۰ تومان/)).toBeTruthy();
    expect(within(row).getByText(/ارسال با پیک/)).toBeTruthy();
    expect(screen.getByText('۱۱ مورد')).toBeTruthy();
    expect(pageText()).not.toMatch(/[0-9]/);
    expect(urlsAsked()).toEqual(['/api/orders/me?pageNumber=1&pageSize=10']);

    const user = userEvent.setup({ delay: null });
    await user.click(screen.getByRole('button', { name: 'صفحه ۲' }));
    expect(await screen.findByRole('link', { name: 'سفارش شماره ۱۱' })).toBeTruthy();
    expect(urlsAsked().at(-1)).toBe('/api/orders/me?pageNumber=2&pageSize=10');

    await user.click(screen.getByRole('link', { name: 'سفارش شماره ۱۱' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/orders/o-11'));
  });

  it('says so when there is no order yet', async () => {
    useAuthStore.setState({ token: 'token', profile: makeProfile({ kind: 'CUSTOMER', vendorId: null }) });
    stubApi({
      'GET /api-identity/identity/vendors/landing': reply(200, makeVendorLanding()),
      [MY_ORDERS]: reply(200, { data: [], pageNumber: 1, pageSize: 10, totalCount: 0 }),
    });
    renderApp('/orders');
    expect(await screen.findByText('هنوز سفارشی ثبت نکرده‌اید.')).toBeTruthy();
  });

  it('tints its back button a faint grey when tapped, not the solid mid-grey of plain "dark"', async () => {
    useAuthStore.setState({ token: 'token', profile: makeProfile({ kind: 'CUSTOMER', vendorId: null }) });
    stubApi({
      'GET /api-identity/identity/vendors/landing': reply(200, makeVendorLanding()),
      [MY_ORDERS]: reply(200, { data: [], pageNumber: 1, pageSize: 10, totalCount: 0 }),
    });
    renderApp('/orders');
    const back = await screen.findByRole('link', { name: 'بازگشت به صفحه رستوران' });
    // The journey's screenshot of /orders caught the plain-dark hover: var(--mantine-color-dark-light-hover).
    expect(back.style.getPropertyValue('--ai-hover')).toMatch(/^rgba\(\d+, \d+, \d+, 0\.12\)$/);
  });
});
