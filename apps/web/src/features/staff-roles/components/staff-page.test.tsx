import type { TRole, TStaffMember } from '@sofreh/domain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { reply, stubApi } from '../../../test/fetch-stub';
import { pageText, renderWithProviders } from '../../../test/render';
import { StaffPage } from './staff-page';

const USERS = '/api-identity/identity/users';
const ROLES = '/api-identity/identity/roles';
const OWNER: TStaffMember = {
  id: '8f0e7c1a-0000-4000-8000-000000000001',
  phoneNumber: '09120000000',
  firstName: 'مریم',
  lastName: 'احمدی',
  kind: 'VENDOR',
  roleId: null,
  roleName: null,
  createdAt: '2026-11-01T08:00:00Z',
};
const CASHIER_ROLE: TRole = {
  id: '8f0e7c1a-0000-4000-8000-0000000000a1',
  name: 'صندوقدار',
  permissions: ['ORDERS_VIEW'],
  staffCount: 1,
};
const KITCHEN_ROLE: TRole = { ...CASHIER_ROLE, id: '8f0e7c1a-0000-4000-8000-0000000000a2', name: 'آشپزخانه' };
const ALI: TStaffMember = {
  ...OWNER,
  id: '8f0e7c1a-0000-4000-8000-000000000002',
  phoneNumber: '09151234567',
  firstName: 'علی',
  lastName: 'رضایی',
  kind: 'STAFF',
  roleId: CASHIER_ROLE.id,
  roleName: 'صندوقدار',
};
const page = <T,>(data: T[]) => ({ data, pageNumber: 1, pageSize: 10, totalCount: data.length });

describe('StaffPage', () => {
  it('lists owner and staff with their roles, phones in Persian digits, and no actions on the owner', async () => {
    stubApi({ [`GET ${USERS}`]: reply(200, page([OWNER, ALI])) });
    renderWithProviders(<StaffPage myUserId={OWNER.id} />, { path: '/bo/staff' });
    const aliRow = (await screen.findByText('علی رضایی')).closest('tr')!;
    expect(within(aliRow).getAllByText('صندوقدار').length).toBeGreaterThan(0);
    expect(within(aliRow).getAllByText('۰۹۱۵۱۲۳۴۵۶۷').length).toBeGreaterThan(0);
    const ownerRow = screen.getByText('مریم احمدی').closest('tr')!;
    expect(within(ownerRow).getAllByText('مالک').length).toBeGreaterThan(0);
    expect(within(ownerRow).queryByRole('button')).toBeNull();
    expect(pageText()).not.toMatch(/[0-9]/);
  });

  it('adds staff by phone and role, showing the server’s field error beside the phone', async () => {
    const user = userEvent.setup();
    let rows = [OWNER];
    const api = stubApi({
      [`GET ${USERS}`]: () => reply(200, page(rows)),
      [`GET ${ROLES}`]: reply(200, page([CASHIER_ROLE, KITCHEN_ROLE])),
      [`POST ${USERS}/addstaff`]: (request) => {
        const body = request.body as { phoneNumber: string; roleId: string };
        if (body.phoneNumber === '0915') {
          return reply(400, {
            code: 'INVALID_PHONE_NUMBER',
            message: 'شماره موبایل معتبر نیست.',
            errors: [{ field: 'phoneNumber', message: 'شماره موبایل را به شکل ۰۹۱۲۳۴۵۶۷۸۹ وارد کنید.' }],
          });
        }
        rows = [OWNER, { ...ALI, roleId: body.roleId, roleName: 'آشپزخانه' }];
        return reply(201, rows[1]);
      },
    });
    renderWithProviders(<StaffPage myUserId={OWNER.id} />, { path: '/bo/staff' });
    await screen.findByText('مریم احمدی');

    await user.click(screen.getByRole('button', { name: 'افزودن کارمند' }));
    const dialog = await screen.findByRole('dialog', { name: 'افزودن کارمند' });
    await user.type(within(dialog).getByLabelText('شماره موبایل'), '0915');
    await user.type(within(dialog).getByLabelText('نام'), 'علی');
    await user.type(within(dialog).getByLabelText('نام خانوادگی'), 'رضایی');
    await user.click(within(dialog).getByRole('combobox', { name: 'نقش' }));
    await user.click(await screen.findByRole('option', { name: 'آشپزخانه' }));
    await user.click(within(dialog).getByRole('button', { name: 'ذخیره' }));
    expect(await within(dialog).findByText('شماره موبایل را به شکل ۰۹۱۲۳۴۵۶۷۸۹ وارد کنید.')).toBeTruthy();

    await user.type(within(dialog).getByLabelText('شماره موبایل'), '1234567');
    await user.click(within(dialog).getByRole('button', { name: 'ذخیره' }));
    expect(await screen.findByText('علی رضایی به کارکنان اضافه شد.')).toBeTruthy();
    expect(api.callsTo(`POST ${USERS}/addstaff`).at(-1)!.body).toEqual({
      phoneNumber: '09151234567',
      firstName: 'علی',
      lastName: 'رضایی',
      roleId: KITCHEN_ROLE.id,
    });
    const row = (await screen.findByText('علی رضایی')).closest('tr')!;
    expect(within(row).getAllByText('آشپزخانه').length).toBeGreaterThan(0);
  });

  it('changes a role and removes someone after asking, then reloads the list', async () => {
    const user = userEvent.setup();
    let rows = [OWNER, ALI];
    const api = stubApi({
      [`GET ${USERS}`]: () => reply(200, page(rows)),
      [`GET ${ROLES}`]: reply(200, page([CASHIER_ROLE, KITCHEN_ROLE])),
      [`POST ${USERS}/updatestaffrole`]: (request) => {
        rows = [OWNER, { ...ALI, roleId: KITCHEN_ROLE.id, roleName: 'آشپزخانه' }];
        return reply(200, { ...rows[1], ...(request.body as object) });
      },
      [`DELETE ${USERS}/removestaff`]: () => {
        rows = [OWNER];
        return reply(204);
      },
    });
    renderWithProviders(<StaffPage myUserId={OWNER.id} />, { path: '/bo/staff' });
    const row = (await screen.findByText('علی رضایی')).closest('tr')!;

    await user.click(within(row).getByRole('button', { name: 'تغییر نقش' }));
    const dialog = await screen.findByRole('dialog', { name: 'تغییر نقش' });
    await user.click(within(dialog).getByRole('combobox', { name: 'نقش' }));
    await user.click(await screen.findByRole('option', { name: 'آشپزخانه' }));
    await user.click(within(dialog).getByRole('button', { name: 'ذخیره' }));
    expect(await screen.findByText('نقش علی رضایی به «آشپزخانه» تغییر کرد.')).toBeTruthy();
    expect(api.callsTo(`POST ${USERS}/updatestaffrole`)[0]!.body).toEqual({
      userId: ALI.id,
      roleId: KITCHEN_ROLE.id,
    });

    const updatedRow = (await screen.findByText('علی رضایی')).closest('tr')!;
    await user.click(within(updatedRow).getByRole('button', { name: 'حذف' }));
    expect(await screen.findByText(/از کارکنان حذف شود؟/)).toBeTruthy();
    expect(api.callsTo(`DELETE ${USERS}/removestaff`)).toHaveLength(0);
    await user.click(screen.getAllByRole('button', { name: 'حذف' }).at(-1)!);

    await waitFor(() => expect(screen.queryByText('علی رضایی')).toBeNull());
    expect(api.callsTo(`DELETE ${USERS}/removestaff`)[0]!.body).toEqual({ userId: ALI.id });
  });
});
