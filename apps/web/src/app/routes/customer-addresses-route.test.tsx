import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { useAuthStore } from '../../stores/auth-store';
import { makeProfile, makeVendorLanding } from '../../test/factories';
import { reply, stubApi } from '../../test/fetch-stub';
import { renderApp } from '../../test/render';

const LANDING = 'GET /api-identity/identity/vendors/landing';
const MINE = 'GET /api-delivery/v1/customer-addresses/based-on-delivery-zones';
// The address book is a lazy chunk: its first import in a test run takes a moment.
const LAZY = { timeout: 10_000 };

describe('my addresses', () => {
  it('is linked from the home page of a signed-in customer and opens their address book', async () => {
    useAuthStore.setState({ token: 'access-1', profile: makeProfile({ kind: 'CUSTOMER' }) });
    stubApi({ [LANDING]: reply(200, makeVendorLanding()), [MINE]: reply(200, []) });
    const { router } = renderApp('/?table=4');

    await userEvent.click(await screen.findByRole('link', { name: 'آدرس‌های من' }));
    expect(await screen.findByRole('heading', { name: 'آدرس‌های من' }, LAZY)).toBeTruthy();
    expect(await screen.findByText('هنوز آدرسی ذخیره نکرده‌اید.')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/addresses');
    expect(router.state.location.search).toBe('?table=4');
  }, 15_000);

  it('is not offered to someone signed out or to staff', async () => {
    stubApi({ [LANDING]: reply(200, makeVendorLanding()) });
    const first = renderApp('/');
    expect(await screen.findByRole('heading', { name: 'رستوران سفره' })).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'آدرس‌های من' })).toBeNull();
    first.unmount();

    useAuthStore.setState({ token: 'access-1', profile: makeProfile({ kind: 'VENDOR' }) });
    renderApp('/');
    expect(await screen.findByRole('heading', { name: 'رستوران سفره' })).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'آدرس‌های من' })).toBeNull();
  });

  it('sends someone signed out to the login, to come back to the address book', async () => {
    stubApi({ [LANDING]: reply(200, makeVendorLanding()) });
    const { router } = renderApp('/addresses?table=4');
    expect(await screen.findByRole('button', { name: 'دریافت کد' }, LAZY)).toBeTruthy();
    expect(router.state.location.pathname).toBe('/auth/login');
    expect(router.state.location.search).toBe('?table=4&returnTo=%2Faddresses');
  }, 15_000);
});
