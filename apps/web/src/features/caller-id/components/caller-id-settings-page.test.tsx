import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { reply, stubApi } from '../../../test/fetch-stub';
import { renderWithProviders } from '../../../test/render';
import { CallerIdSettingsPage } from './caller-id-settings-page';

const LINES = '/api-identity/identity/callerid/lines';
const CALLS = '/api-identity/identity/users/callerid';
const LINE = {
  id: '4a0e7c1a-0000-4000-8000-000000000001',
  lineNumber: 1,
  number: '02188776655',
  label: 'خط سفارش',
  keyCreatedAt: '2026-11-20T08:00:00.000Z',
  keyHint: 'Xy9_',
  lastCallAt: null,
};
const KEY = `cid_${'a'.repeat(39)}Zq-1`;
const CALL = {
  id: '4a0e7c1a-0000-4000-8000-0000000000c1',
  lineId: LINE.id,
  lineNumber: 1,
  lineLabel: 'خط سفارش',
  number: '09121111111',
  receivedAt: '2026-11-22T09:30:00.000Z',
  test: true,
  customer: { id: 'u1', firstName: 'علی', lastName: 'رضایی', phoneNumber: '09121111111' },
  lastOrders: [],
};

describe('CallerIdSettingsPage', { timeout: 20_000 }, () => {
  afterEach(() => vi.unstubAllGlobals());

  it('lists the lines and recent calls, adds a line showing its device key once, the server’s error beside the field first', async () => {
    const user = userEvent.setup();
    const lines = [LINE];
    stubApi({
      [`GET ${LINES}`]: () => reply(200, lines),
      [`GET ${CALLS}`]: reply(200, { data: [CALL] }),
      [`POST ${LINES}`]: (request) => {
        const body = request.body as { lineNumber: number; number: string; label: string };
        if (body.lineNumber === 1)
          return reply(409, {
            code: 'CALLER_ID_LINE_EXISTS',
            message: 'خطی با این شماره قبلاً تعریف شده است.',
            errors: [{ field: 'lineNumber', message: 'خطی با این شماره قبلاً تعریف شده است.' }],
          });
        const created = { ...LINE, id: '4a0e7c1a-0000-4000-8000-000000000002', ...body, keyHint: 'Zq-1' };
        lines.push(created);
        return reply(201, { ...created, deviceKey: KEY });
      },
    });
    renderWithProviders(<CallerIdSettingsPage />, { path: '/bo/settings/caller-id' });

    const row = await screen.findByRole('article', { name: 'خط ۱' });
    expect(within(row).getByText('۰۲۱۸۸۷۷۶۶۵۵')).toBeTruthy();
    expect(within(row).getByText('…Xy9_')).toBeTruthy();
    expect(within(row).getByText('هنوز تماسی نیامده')).toBeTruthy();
    const recent = (await screen.findByText('علی رضایی')).closest('tr')!;
    expect(within(recent).getByText('۰۹۱۲ ۱۱۱ ۱۱۱۱')).toBeTruthy();
    expect(within(recent).getByText('آزمایشی')).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'خط تلفن جدید' }));
    const dialog = await screen.findByRole('dialog', { name: 'خط تلفن جدید' });
    const lineNumber = within(dialog).getByLabelText('شماره خط در دستگاه') as HTMLInputElement;
    expect(lineNumber.value).toBe('۲');
    await user.clear(lineNumber);
    await user.type(lineNumber, '۱');
    await user.type(within(dialog).getByLabelText('شماره تلفن خط'), '02188776656');
    await user.click(within(dialog).getByRole('button', { name: 'ذخیره' }));
    expect(await within(dialog).findByText('خطی با این شماره قبلاً تعریف شده است.')).toBeTruthy();

    await user.clear(lineNumber);
    await user.type(lineNumber, '2');
    await user.click(within(dialog).getByRole('button', { name: 'ذخیره' }));
    const keyDialog = await screen.findByRole('dialog', { name: 'کلید دستگاه خط ۲' });
    expect(within(keyDialog).getByText(KEY)).toBeTruthy();
    expect(within(keyDialog).getByText(/فقط همین یک بار/)).toBeTruthy();
    expect(within(keyDialog).getByText(/X-Caller-Id-Key: cid_/)).toBeTruthy();
    await user.click(within(keyDialog).getByRole('button', { name: 'کلید را برداشتم' }));
    await waitFor(() => expect(screen.queryByText(KEY)).toBeNull());
    expect(await screen.findByRole('article', { name: 'خط ۲' })).toBeTruthy();
  });

  it('sends a test call for a line with the number typed', async () => {
    const user = userEvent.setup();
    const api = stubApi({
      [`GET ${LINES}`]: reply(200, [LINE]),
      [`GET ${CALLS}`]: reply(200, { data: [] }),
      [`POST ${LINES}/${LINE.id}/testcall`]: reply(201, { callId: CALL.id, duplicate: false }),
    });
    renderWithProviders(<CallerIdSettingsPage />, { path: '/bo/settings/caller-id' });
    expect(await screen.findByText(/هنوز تماسی ثبت نشده است/)).toBeTruthy();
    await user.click(await screen.findByRole('button', { name: 'تماس آزمایشی' }));
    const dialog = await screen.findByRole('dialog', { name: 'تماس آزمایشی روی خط ۱' });
    await user.type(within(dialog).getByLabelText('شماره تماس‌گیرنده'), '۰۹۱۲۱۱۱۱۱۱۱');
    await user.click(within(dialog).getByRole('button', { name: 'ارسال تماس' }));
    await waitFor(() => expect(api.callsTo(`POST ${LINES}/${LINE.id}/testcall`)).toHaveLength(1));
    expect(api.callsTo(`POST ${LINES}/${LINE.id}/testcall`)[0]!.body).toEqual({ number: '۰۹۱۲۱۱۱۱۱۱۱' });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('makes a new device key only after asking, and shows it once', async () => {
    const user = userEvent.setup();
    const api = stubApi({
      [`GET ${LINES}`]: reply(200, [LINE]),
      [`GET ${CALLS}`]: reply(200, { data: [] }),
      [`POST ${LINES}/${LINE.id}/rotatekey`]: reply(200, { ...LINE, keyHint: 'Zq-1', deviceKey: KEY }),
    });
    renderWithProviders(<CallerIdSettingsPage />, { path: '/bo/settings/caller-id' });
    await user.click(await screen.findByRole('button', { name: 'کلید تازه' }));
    expect(api.callsTo(`POST ${LINES}/${LINE.id}/rotatekey`)).toHaveLength(0);
    expect(await screen.findByText(/کلید فعلی دستگاه همین حالا از کار می‌افتد/)).toBeTruthy();
    const confirm = screen.getAllByRole('button', { name: 'کلید تازه' }).at(-1)!;
    await user.click(confirm);
    const keyDialog = await screen.findByRole('dialog', { name: 'کلید دستگاه خط ۱' });
    expect(within(keyDialog).getByText(KEY)).toBeTruthy();
  });
});
