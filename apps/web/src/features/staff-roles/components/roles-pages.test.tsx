import { ALL_PERMISSIONS, permissionCatalogue, type TRole } from '@sofreh/domain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { reply, stubApi } from '../../../test/fetch-stub';
import { renderWithProviders } from '../../../test/render';
import { RoleDetailPage } from './role-detail-page';
import { RolesPage } from './roles-page';

const ROLES = '/api-identity/identity/roles';
const PERMISSIONS = '/api-identity/identity/permissions';
const WAITER: TRole = {
  id: '8f0e7c1a-0000-4000-8000-0000000000b1',
  name: 'گارسون',
  permissions: ['ORDERS_VIEW', 'ORDERS_CREATE'],
  staffCount: 2,
};
const page = <T,>(data: T[]) => ({ data, pageNumber: 1, pageSize: 10, totalCount: data.length });

function renderRoutes(path: string) {
  return renderWithProviders(
    <Routes>
      <Route path="/bo/roles" element={<RolesPage />} />
      <Route path="/bo/roles/:id" element={<RoleDetailPage />} />
    </Routes>,
    { path },
  );
}

describe('roles screens', () => {
  it('lists roles with their permission and staff counts, and names who holds a role it cannot delete', async () => {
    const user = userEvent.setup();
    stubApi({
      [`GET ${ROLES}`]: reply(200, page([WAITER])),
      [`DELETE ${ROLES}/${WAITER.id}`]: reply(409, {
        code: 'ROLE_IN_USE',
        message: 'این نقش به کارکنانی داده شده است؛ ابتدا نقش آن‌ها را عوض کنید.',
        errors: [{ field: 'id', message: 'این نقش را این افراد دارند: مینا نوری، علی رضایی' }],
      }),
    });
    renderRoutes('/bo/roles');
    const row = (await screen.findByText('گارسون')).closest('tr')!;
    expect(within(row).getByText('۲ دسترسی')).toBeTruthy();
    expect(within(row).getByText('۲ نفر')).toBeTruthy();

    await user.click(within(row).getByRole('button', { name: 'حذف' }));
    await user.click(screen.getAllByRole('button', { name: 'حذف' }).at(-1)!);
    expect(await screen.findByText(/مینا نوری، علی رضایی/)).toBeTruthy();
  });

  it('shows the catalogue grouped by area as checkboxes and saves the ticked permissions', async () => {
    const user = userEvent.setup();
    const api = stubApi({
      [`GET ${PERMISSIONS}`]: reply(200, permissionCatalogue()),
      [`GET ${ROLES}/${WAITER.id}`]: reply(200, WAITER),
      [`PUT ${ROLES}`]: (request) => reply(200, { ...WAITER, ...(request.body as object) }),
      [`GET ${ROLES}`]: reply(200, page([WAITER])),
    });
    renderRoutes(`/bo/roles/${WAITER.id}`);

    const orders = await screen.findByRole('group', { name: 'سفارش‌ها' });
    expect((within(orders).getByLabelText('مشاهده سفارش‌ها') as HTMLInputElement).checked).toBe(true);
    expect((within(orders).getByLabelText('بازگشت وجه') as HTMLInputElement).checked).toBe(false);
    for (const label of ['منو', 'تخفیف‌ها', 'مشتریان', 'گزارش‌ها', 'تسویه‌ها', 'تنظیمات', 'کارکنان']) {
      expect(screen.getByRole('group', { name: label })).toBeTruthy();
    }
    const menu = screen.getByRole('group', { name: 'منو' });
    await user.click(within(menu).getByLabelText('همه دسترسی‌های منو'));
    await user.click(within(orders).getByLabelText('مشاهده سفارش‌ها'));
    await user.click(screen.getByRole('button', { name: 'ذخیره نقش' }));

    await waitFor(() => expect(api.callsTo(`PUT ${ROLES}`)).toHaveLength(1));
    expect(api.callsTo(`PUT ${ROLES}`)[0]!.body).toEqual({
      id: WAITER.id,
      name: 'گارسون',
      permissions: ['ORDERS_CREATE', 'MENU_VIEW', 'MENU_MANAGE'],
    });
    expect(await screen.findByText('عملیات با موفقیت ثبت شد.')).toBeTruthy();
  });

  it('creates a role, keeping the server’s name error beside the name', async () => {
    const user = userEvent.setup();
    stubApi({
      [`GET ${PERMISSIONS}`]: reply(200, permissionCatalogue()),
      [`POST ${ROLES}`]: reply(409, {
        code: 'ROLE_NAME_EXISTS',
        message: 'نقشی با این نام قبلاً ساخته شده است؛ نام دیگری انتخاب کنید.',
        errors: [{ field: 'name', message: 'نقشی با این نام وجود دارد.' }],
      }),
    });
    renderRoutes('/bo/roles/new');
    await user.type(await screen.findByLabelText('نام نقش'), 'گارسون');
    await user.click(screen.getByRole('button', { name: 'ذخیره نقش' }));
    expect(await screen.findByText('نقشی با این نام وجود دارد.')).toBeTruthy();
    expect(ALL_PERMISSIONS.length).toBeGreaterThan(0);
  });
});
