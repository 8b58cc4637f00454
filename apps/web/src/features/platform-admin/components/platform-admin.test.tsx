import type { TAdminVendor } from '@sofreh/domain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { useAdminAuthStore } from '../../../stores/admin-auth-store';
import { useAuthStore } from '../../../stores/auth-store';
import { reply, stubApi } from '../../../test/fetch-stub';
import { renderApp } from '../../../test/render';

const ADMIN_LOGIN = 'POST /api-identity/identity/auth/adminlogin';
const VENDORS = '/api-identity/identity/vendors';
const NARENJ: TAdminVendor = {
  id: '8f0e7c1a-0000-4000-8000-0000000000b1',
  slug: 'narenj',
  name: 'رستوران نارنج',
  active: true,
  domains: ['order.narenj.ir'],
  ownerPhones: ['09120000000'],
  createdAt: '2026-11-01T08:00:00Z',
};
const page = (data: TAdminVendor[]) => ({ data, pageNumber: 1, pageSize: 10, totalCount: data.length });

// The back office is a lazy chunk: load it once up front so the first test does not wait on the import.
beforeAll(async () => {
  await import('../../../app/backoffice/backoffice-app');
});

beforeEach(() => {
  useAdminAuthStore.setState({ token: null });
});

describe('admin login', () => {
  it('says beside the fields what is missing, and a wrong pair in the red notice', async () => {
    const user = userEvent.setup();
    const api = stubApi({
      [ADMIN_LOGIN]: reply(401, {
        code: 'ADMIN_LOGIN_FAILED',
        message: 'نام کاربری یا رمز عبور اشتباه است.',
      }),
    });
    renderApp('/bo/admin/login');
    await user.click(await screen.findByRole('button', { name: 'ورود' }));
    expect(screen.getByText('نام کاربری را وارد کنید.')).toBeTruthy();
    expect(screen.getByText('رمز عبور را وارد کنید.')).toBeTruthy();
    expect(api.callsTo(ADMIN_LOGIN)).toHaveLength(0);

    await user.type(screen.getByLabelText('نام کاربری'), 'admin');
    await user.type(screen.getByLabelText('رمز عبور'), 'wrong-password');
    await user.click(screen.getByRole('button', { name: 'ورود' }));
    expect(await screen.findByText('نام کاربری یا رمز عبور اشتباه است.')).toBeTruthy();
    expect(api.callsTo(ADMIN_LOGIN)[0]?.body).toEqual({ username: 'admin', password: 'wrong-password' });
    expect(useAdminAuthStore.getState().token).toBeNull();
  });

  it('keeps the administrator apart from a staff session and opens the vendors list', async () => {
    const user = userEvent.setup();
    useAuthStore.setState({ token: 'staff-token' });
    const api = stubApi({
      [ADMIN_LOGIN]: reply(200, { token: 'admin-token', refreshToken: 'r' }),
      [`GET ${VENDORS}`]: reply(200, page([NARENJ])),
    });
    renderApp('/bo/admin/login');
    await user.type(await screen.findByLabelText('نام کاربری'), 'admin');
    await user.type(screen.getByLabelText('رمز عبور'), 'a-long-password');
    await user.click(screen.getByRole('button', { name: 'ورود' }));
    expect(await screen.findByText('رستوران نارنج')).toBeTruthy();
    // The login carried no staff token; the list carries the administrator's; the staff session stays.
    expect(api.callsTo(ADMIN_LOGIN)[0]?.headers.get('Authorization')).toBeNull();
    expect(api.callsTo(`GET ${VENDORS}`)[0]?.headers.get('Authorization')).toBe('Bearer admin-token');
    expect(useAuthStore.getState().token).toBe('staff-token');
  });

  it('sends a visitor without an administrator session to the admin login', async () => {
    stubApi({});
    const { router } = renderApp('/bo/admin/vendors');
    expect(await screen.findByRole('heading', { name: 'ورود مدیران سامانه' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/bo/admin/login');
  });
});

describe('vendors screen', () => {
  beforeEach(() => useAdminAuthStore.setState({ token: 'admin-token' }));

  it('lists vendors with slug, domain, owner phone in Persian digits and state', async () => {
    stubApi({
      [`GET ${VENDORS}`]: reply(
        200,
        page([
          NARENJ,
          {
            ...NARENJ,
            id: `${NARENJ.id.slice(0, -1)}2`,
            slug: 'sib',
            name: 'کافه سیب',
            active: false,
            domains: [],
          },
        ]),
      ),
      'GET /api/config': reply(200, { mapTileUrl: 'x', mapAttribution: 'x', baseDomain: 'sofreh.ir' }),
    });
    renderApp('/bo/admin/vendors');
    const row = (await screen.findByText('رستوران نارنج')).closest('tr')!;
    expect(within(row).getByText('narenj')).toBeTruthy();
    expect(within(row).getByText('order.narenj.ir')).toBeTruthy();
    expect(within(row).getAllByText('۰۹۱۲۰۰۰۰۰۰۰').length).toBeGreaterThan(0);
    expect(
      (within(row).getByRole('switch', { name: 'فعال بودن رستوران نارنج' }) as HTMLInputElement).checked,
    ).toBe(true);
    const sib = screen.getByText('کافه سیب').closest('tr')!;
    expect(within(sib).getByText('غیرفعال')).toBeTruthy();
    expect(within(sib).getByText('ندارد')).toBeTruthy();
    // Each name opens the restaurant's site: its own domain, else its sub-domain of the platform's.
    expect(within(row).getByRole('link', { name: 'سایت رستوران نارنج' }).getAttribute('href')).toBe(
      `${window.location.protocol}//order.narenj.ir`,
    );
    const port = window.location.port ? `:${window.location.port}` : '';
    await waitFor(() =>
      expect(within(sib).getByRole('link', { name: 'سایت کافه سیب' }).getAttribute('href')).toBe(
        `${window.location.protocol}//sib.sofreh.ir${port}/`,
      ),
    );
  });

  it('creates a vendor, showing the server’s errors beside the fields', async () => {
    const user = userEvent.setup();
    let rows = [NARENJ];
    const api = stubApi({
      [`GET ${VENDORS}`]: () => reply(200, page(rows)),
      [`POST ${VENDORS}`]: (request) => {
        const body = request.body as { slug: string; name: string; ownerPhone: string; domain?: string };
        if (body.slug === 'narenj') {
          return reply(409, {
            code: 'VENDOR_SLUG_EXISTS',
            message: 'رستورانی با این نشانی کوتاه وجود دارد؛ نشانی دیگری انتخاب کنید.',
            errors: [{ field: 'slug', message: 'این نشانی کوتاه گرفته شده است.' }],
          });
        }
        const created = {
          ...NARENJ,
          id: `${NARENJ.id.slice(0, -1)}3`,
          slug: body.slug,
          name: body.name,
          domains: [],
          ownerPhones: [body.ownerPhone],
        };
        rows = [NARENJ, created];
        return reply(201, created);
      },
    });
    renderApp('/bo/admin/vendors');
    await screen.findByText('رستوران نارنج');
    await user.click(screen.getByRole('button', { name: 'رستوران جدید' }));
    const dialog = await screen.findByRole('dialog', { name: 'رستوران جدید' });
    await user.type(within(dialog).getByLabelText('نام رستوران'), 'رستوران تست');
    await user.type(within(dialog).getByLabelText('نشانی کوتاه'), 'narenj');
    await user.type(within(dialog).getByLabelText('موبایل مالک'), '09123334444');
    await user.click(within(dialog).getByRole('button', { name: 'ذخیره' }));
    expect(await within(dialog).findByText('این نشانی کوتاه گرفته شده است.')).toBeTruthy();
    // An empty custom domain is left out, not sent as an empty string the server would refuse.
    expect(api.callsTo(`POST ${VENDORS}`)[0]?.body).toEqual({
      slug: 'narenj',
      name: 'رستوران تست',
      ownerPhone: '09123334444',
    });

    await user.clear(within(dialog).getByLabelText('نشانی کوتاه'));
    await user.type(within(dialog).getByLabelText('نشانی کوتاه'), 'test');
    await user.click(within(dialog).getByRole('button', { name: 'ذخیره' }));
    expect(await screen.findByText('رستوران «رستوران تست» ساخته شد.')).toBeTruthy();
    expect(await screen.findByText('test')).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'رستوران جدید' })).toBeNull());
  });

  it('switches a vendor off only after the administrator confirms', async () => {
    const user = userEvent.setup();
    let active = true;
    const api = stubApi({
      [`GET ${VENDORS}`]: () => reply(200, page([{ ...NARENJ, active }])),
      [`PUT ${VENDORS}/activate`]: (request) => {
        active = (request.body as { active: boolean }).active;
        return reply(200, { ...NARENJ, active });
      },
    });
    renderApp('/bo/admin/vendors');
    const toggle = await screen.findByRole('switch', { name: 'فعال بودن رستوران نارنج' });

    await user.click(toggle);
    let dialog = await screen.findByRole('dialog', { name: 'غیرفعال کردن «رستوران نارنج»' });
    await user.click(within(dialog).getByRole('button', { name: 'انصراف' }));
    expect(api.callsTo(`PUT ${VENDORS}/activate`)).toHaveLength(0);
    expect((toggle as HTMLInputElement).checked).toBe(true);

    await user.click(toggle);
    dialog = await screen.findByRole('dialog', { name: 'غیرفعال کردن «رستوران نارنج»' });
    await user.click(within(dialog).getByRole('button', { name: 'غیرفعال شود' }));
    expect(await screen.findByText('«رستوران نارنج» غیرفعال شد.')).toBeTruthy();
    expect(api.callsTo(`PUT ${VENDORS}/activate`)[0]?.body).toEqual({ vendorId: NARENJ.id, active: false });
    await waitFor(() =>
      expect(
        (screen.getByRole('switch', { name: 'فعال بودن رستوران نارنج' }) as HTMLInputElement).checked,
      ).toBe(false),
    );
  });

  it('sends the administrator back to the login when the session has ended', async () => {
    stubApi({
      [`GET ${VENDORS}`]: reply(401, { code: 'JWT_DECODE_ERR', message: 'نشست شما به پایان رسیده است.' }),
    });
    const { router } = renderApp('/bo/admin/vendors');
    await waitFor(() => expect(router.state.location.pathname).toBe('/bo/admin/login'));
    expect(useAdminAuthStore.getState().token).toBeNull();
    expect(await screen.findByText('نشست مدیریت به پایان رسید؛ دوباره وارد شوید.')).toBeTruthy();
  });
});
