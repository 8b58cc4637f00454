import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useAuthStore } from '../../stores/auth-store';
import { makeProfile, makeVendorLanding } from '../../test/factories';
import { reply, stubApi } from '../../test/fetch-stub';
import { renderApp } from '../../test/render';

const STAFF = makeProfile({ kind: 'STAFF', firstName: 'علی' });

function signedInWith(permissions: string[], more: Parameters<typeof stubApi>[0] = {}) {
  useAuthStore.setState({ token: 'access-1', profile: STAFF });
  return stubApi({
    'GET /api-identity/identity/vendors/landing': reply(200, makeVendorLanding()),
    'GET /api-identity/identity/auth/me': reply(200, STAFF),
    'GET /api-identity/identity/permissions/me': reply(200, { permissions }),
    ...more,
  });
}

describe('back-office screens by permission', () => {
  it('shows a clear «دسترسی ندارید» page at the address of a screen the role does not open', async () => {
    const api = signedInWith(['ORDERS_VIEW', 'MENU_VIEW']);
    renderApp('/bo/menu');
    expect(await screen.findByRole('heading', { name: 'دسترسی ندارید' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'بازگشت به پیشخوان' }).getAttribute('href')).toBe('/bo');
    // The menu screen never asked the server for anything.
    expect(api.requests.some((r) => r.path.startsWith('/api-catalog'))).toBe(false);
  });

  it('opens the staff screen for someone who may manage staff', async () => {
    signedInWith(['STAFF_MANAGE'], {
      'GET /api-identity/identity/users': reply(200, {
        data: [],
        pageNumber: 1,
        pageSize: 10,
        totalCount: 0,
      }),
    });
    renderApp('/bo/staff');
    expect(await screen.findByRole('heading', { name: 'کارکنان' })).toBeTruthy();
    expect(screen.queryByText('دسترسی ندارید')).toBeNull();
  });
});
