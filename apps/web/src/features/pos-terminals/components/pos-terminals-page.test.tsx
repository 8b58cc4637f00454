import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { reply, stubApi } from '../../../test/fetch-stub';
import { pageText, renderWithProviders } from '../../../test/render';
import { PosTerminalsPage } from './pos-terminals-page';

const BASE = '/api-identity/identity/posterminal';
const PROVIDERS = [
  { value: 'MELLAT', label: 'بانک ملت' },
  { value: 'SAMAN', label: 'بانک سامان' },
];
const COUNTER = {
  id: '5a0e7c1a-0000-4000-8000-000000000001',
  name: 'کارت‌خوان صندوق',
  provider: 'MELLAT',
  providerLabel: 'بانک ملت',
  terminalId: '12345678',
  serialNumber: null,
  ip: '192.168.1.60',
  port: 8888,
  active: true,
};
const page = (data: unknown[]) => ({ data, pageNumber: 1, pageSize: 10, totalCount: data.length });

describe('PosTerminalsPage', { timeout: 20_000 }, () => {
  afterEach(() => vi.unstubAllGlobals());

  it('lists the terminals in Persian digits with their bank, switches one off, and deletes one after asking', async () => {
    const user = userEvent.setup();
    let terminals = [COUNTER];
    const api = stubApi({
      [`GET ${BASE}/posterminals`]: () => reply(200, page(terminals)),
      [`GET ${BASE}/bankproviders`]: reply(200, PROVIDERS),
      [`PATCH ${BASE}/deactivate`]: () => {
        terminals = [{ ...COUNTER, active: false }];
        return reply(200, terminals[0]);
      },
      [`DELETE ${BASE}`]: () => {
        terminals = [];
        return reply(204);
      },
    });
    renderWithProviders(<PosTerminalsPage />, { path: '/bo/settings/pos-terminals' });

    const row = (await screen.findByText('کارت‌خوان صندوق')).closest('tr')!;
    expect(within(row).getByText('بانک ملت')).toBeTruthy();
    expect(within(row).getByText('۱۲۳۴۵۶۷۸')).toBeTruthy();
    expect(within(row).getByText('۱۹۲.۱۶۸.۱.۶۰:۸۸۸۸')).toBeTruthy();
    expect(screen.getByText(/گام بعدی است/)).toBeTruthy();
    expect(pageText()).not.toMatch(/[0-9]/);

    await user.click(within(row).getByRole('switch', { name: 'فعال بودن کارت‌خوان صندوق' }));
    await waitFor(() => expect(api.callsTo(`PATCH ${BASE}/deactivate`)).toHaveLength(1));
    expect(api.callsTo(`PATCH ${BASE}/deactivate`)[0]!.body).toEqual({ id: COUNTER.id });
    expect(await within(row).findByText('غیرفعال')).toBeTruthy();

    await user.click(within(row).getByRole('button', { name: 'حذف' }));
    expect(await screen.findByText('کارت‌خوان «کارت‌خوان صندوق» حذف شود؟')).toBeTruthy();
    await user.click(screen.getAllByRole('button', { name: 'حذف' }).at(-1)!);
    await waitFor(() => expect(api.callsTo(`DELETE ${BASE}`)).toHaveLength(1));
    expect(api.callsTo(`DELETE ${BASE}`)[0]!.body).toEqual({ id: COUNTER.id });
  });

  it('adds a terminal, showing the server’s messages beside the fields', async () => {
    const user = userEvent.setup();
    const terminals: unknown[] = [];
    const api = stubApi({
      [`GET ${BASE}/posterminals`]: () => reply(200, page(terminals)),
      [`GET ${BASE}/bankproviders`]: reply(200, PROVIDERS),
      [`POST ${BASE}`]: (request) => {
        const body = request.body as { terminalId: string; provider: string; name: string };
        if (body.terminalId === '12345678')
          return reply(409, {
            code: 'POS_TERMINAL_EXISTS',
            message: 'کارت‌خوانی با این شماره پایانه از همین بانک قبلاً ثبت شده است.',
            errors: [{ field: 'terminalId', message: 'این شماره پایانه از همین بانک قبلاً ثبت شده است.' }],
          });
        const created = {
          ...COUNTER,
          ...body,
          id: '5a0e7c1a-0000-4000-8000-000000000002',
          ip: null,
          port: null,
          providerLabel: 'بانک سامان',
        };
        terminals.push(created);
        return reply(201, created);
      },
    });
    renderWithProviders(<PosTerminalsPage />, { path: '/bo/settings/pos-terminals' });
    expect(await screen.findByText(/هنوز کارت‌خوانی ثبت نشده است/)).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'کارت‌خوان جدید' }));
    const dialog = await screen.findByRole('dialog', { name: 'کارت‌خوان جدید' });
    await user.type(within(dialog).getByLabelText('نام کارت‌خوان'), 'صندوق ۲');
    await user.click(within(dialog).getByRole('combobox', { name: 'بانک یا شرکت پرداخت' }));
    await user.click(await screen.findByRole('option', { name: 'بانک سامان' }));
    const terminalId = within(dialog).getByLabelText('شماره پایانه');
    await user.type(terminalId, '۱۲۳۴۵۶۷۸');
    await user.click(within(dialog).getByRole('button', { name: 'ذخیره' }));
    expect(await within(dialog).findByText('این شماره پایانه از همین بانک قبلاً ثبت شده است.')).toBeTruthy();
    expect(api.callsTo(`POST ${BASE}`)[0]!.body).toMatchObject({
      provider: 'SAMAN',
      terminalId: '12345678',
      active: true,
    });

    await user.clear(terminalId);
    await user.type(terminalId, '87654321');
    await user.click(within(dialog).getByRole('button', { name: 'ذخیره' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(await screen.findByText('صندوق ۲')).toBeTruthy();
  });
});
