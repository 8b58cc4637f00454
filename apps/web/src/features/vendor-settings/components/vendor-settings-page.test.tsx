import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { makeVendorProfile } from '../../../test/factories';
import { reply, stubApi } from '../../../test/fetch-stub';
import { renderWithProviders } from '../../../test/render';
import { VendorSettingsPage } from './vendor-settings-page';

const ME = '/api-identity/identity/vendors/me';
const HOURS = '/api-identity/identity/vendors/availabilitytime';
const PRINT = '/api-identity/identity/vendors/setprintitemsonfactoroption';

function renderPage(
  hours: Array<{ id: string; dayOfWeek: string; startTime: string; endTime: string }> = [],
) {
  const profile = makeVendorProfile({ minimumBasket: 150000 });
  const api = stubApi({
    [`GET ${ME}`]: reply(200, profile),
    [`PUT ${ME}`]: (request) => {
      const body = request.body as Record<string, unknown>;
      if (body.preparationMinutes !== null && Number(body.preparationMinutes) < 14)
        return reply(400, {
          code: 'BAD_REQUEST',
          message: 'برخی از مقادیر وارد شده معتبر نیستند.',
          errors: [{ field: 'preparationMinutes', message: 'زمان آماده‌سازی دست‌کم ۱۴ دقیقه است.' }],
        });
      return reply(200, { ...profile, ...body });
    },
    [`GET ${HOURS}`]: () => reply(200, hours),
    [`POST ${HOURS}`]: (request) => {
      const body = request.body as { dayOfWeek: string; startTime: string; endTime: string };
      if (body.dayOfWeek === 'MON')
        return reply(400, {
          code: 'BAD_REQUEST',
          message: 'برخی از مقادیر وارد شده معتبر نیستند.',
          errors: [{ field: 'startTime', message: 'این بازه با ساعت کاری دیگری در همین روز هم‌پوشانی دارد.' }],
        });
      const entry = { id: `h-${hours.length + 1}`, ...body };
      hours = [...hours, entry];
      return reply(201, entry);
    },
    [`DELETE ${HOURS}/h-0`]: () => {
      hours = hours.filter((h) => h.id !== 'h-0');
      return reply(204);
    },
    [`PUT ${PRINT}`]: (request) => reply(200, { ...profile, ...(request.body as object) }),
  });
  renderWithProviders(<VendorSettingsPage />, { path: '/bo/settings/vendor' });
  return api;
}

describe('VendorSettingsPage', () => {
  it('shows the profile with Persian digits and saves a change, with the server error beside its field', async () => {
    const user = userEvent.setup();
    const api = renderPage();
    const minimum = (await screen.findByLabelText('حداقل مبلغ سفارش')) as HTMLInputElement;
    expect(minimum.value).toBe('۱۵۰٬۰۰۰');

    const preparation = screen.getByLabelText('زمان آماده‌سازی');
    await user.clear(preparation);
    await user.type(preparation, '۱۰');
    await user.click(screen.getByRole('button', { name: 'ذخیره تغییرات' }));
    expect(await screen.findByText('زمان آماده‌سازی دست‌کم ۱۴ دقیقه است.')).toBeTruthy();

    await user.clear(preparation);
    await user.type(preparation, '۲۵');
    await user.click(screen.getByLabelText('ارسال با پیک'));
    await user.click(screen.getByRole('button', { name: 'ذخیره تغییرات' }));

    expect(await screen.findByText('عملیات با موفقیت ثبت شد.')).toBeTruthy();
    const sent = api.callsTo(`PUT ${ME}`).at(-1)?.body as Record<string, unknown>;
    expect(sent.preparationMinutes).toBe(25);
    expect(sent.deliveryTypes).toEqual(['SERVE', 'PICKUP', 'DELIVER']);
    expect(sent).not.toHaveProperty('id');
  });

  it('adds opening hours to several days at once and names the day the server refused', async () => {
    const user = userEvent.setup();
    const api = renderPage([{ id: 'h-0', dayOfWeek: 'SAT', startTime: '11:00', endTime: '00:00' }]);
    const saturday = await screen.findByRole('listitem', { name: 'شنبه' });
    expect(within(saturday).getByText('۱۱:۰۰ تا ۲۴:۰۰')).toBeTruthy();

    await user.click(screen.getByRole('checkbox', { name: 'یکشنبه' }));
    await user.click(screen.getByRole('checkbox', { name: 'دوشنبه' }));
    await user.type(screen.getByLabelText('از ساعت'), '۱۲۰۰');
    await user.type(screen.getByLabelText('تا ساعت'), '1600');
    await user.click(screen.getByRole('button', { name: 'افزودن' }));

    expect(
      await screen.findByText('دوشنبه: این بازه با ساعت کاری دیگری در همین روز هم‌پوشانی دارد.'),
    ).toBeTruthy();
    await waitFor(() => expect(api.callsTo(`POST ${HOURS}`)).toHaveLength(2));
    expect(api.callsTo(`POST ${HOURS}`)[0]?.body).toEqual({
      dayOfWeek: 'SUN',
      startTime: '12:00',
      endTime: '16:00',
    });
    const sunday = screen.getByRole('listitem', { name: 'یکشنبه' });
    expect(await within(sunday).findByText('۱۲:۰۰ تا ۱۶:۰۰')).toBeTruthy();
  });

  it('says so when an opening-hours slot is removed (issue 19 point 17)', async () => {
    const user = userEvent.setup();
    const api = renderPage([{ id: 'h-0', dayOfWeek: 'SAT', startTime: '11:00', endTime: '00:00' }]);
    const saturday = await screen.findByRole('listitem', { name: 'شنبه' });
    await user.click(within(saturday).getByRole('button', { name: 'حذف بازه شنبه ۱۱:۰۰' }));
    expect(await screen.findByText('بازه شنبه ۱۱:۰۰ تا ۲۴:۰۰ حذف شد.')).toBeTruthy();
    expect(api.callsTo(`DELETE ${HOURS}/h-0`)).toHaveLength(1);
    await waitFor(() => expect(within(saturday).queryByText('۱۱:۰۰ تا ۲۴:۰۰')).toBeNull());
  });

  it('switches printing items on the customer bill at once', async () => {
    const user = userEvent.setup();
    const api = renderPage();
    await user.click(await screen.findByRole('switch', { name: /چاپ اقلام روی فیش مشتری/ }));
    await waitFor(() => expect(api.callsTo(`PUT ${PRINT}`)[0]?.body).toEqual({ printItemsOnFactor: false }));
    expect(await screen.findByText('عملیات با موفقیت انجام شد.')).toBeTruthy();
  });
});
