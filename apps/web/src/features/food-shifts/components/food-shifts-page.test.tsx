import { ERROR_MESSAGES } from '@sofreh/domain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { reply, stubApi } from '../../../test/fetch-stub';
import { pageText, renderWithProviders } from '../../../test/render';
import { FoodShiftsPage } from './food-shifts-page';

const PATH = '/api-catalog/catalog/foodshifts';
const LUNCH_ID = '6b0e7c1a-0000-4000-8000-000000000001';
const DINNER_ID = '6b0e7c1a-0000-4000-8000-000000000002';
const WORKDAYS = ['SAT', 'SUN', 'MON', 'TUE', 'WED', 'THU'] as const;
const window = (dayOfWeek: string, startTime: string, endTime: string) => ({ dayOfWeek, startTime, endTime });

const LUNCH = {
  id: LUNCH_ID,
  title: 'ناهار',
  windows: [...WORKDAYS.map((day) => window(day, '11:00', '16:00')), window('FRI', '12:00', '16:00')],
};
const DINNER = {
  id: DINNER_ID,
  title: 'شام',
  windows: [window('SAT', '18:00', '00:00'), window('SUN', '18:00', '00:00')],
};

function page(data: unknown[], totalCount = data.length) {
  return { data, pageNumber: 1, pageSize: 10, totalCount };
}

const validationError = (errors: Array<{ field: string; message: string }>) =>
  reply(400, { code: 'BAD_REQUEST', message: 'برخی از مقادیر وارد شده معتبر نیستند.', errors });

// Whole screens with dialogs and typing: slower than one component on a busy machine.
describe('FoodShiftsPage', { timeout: 20_000 }, () => {
  it('lists each shift with its week in words and Persian digits, the title leading to its detail', async () => {
    stubApi({ [`GET ${PATH}`]: reply(200, page([LUNCH, DINNER], 12)) });
    renderWithProviders(<FoodShiftsPage />, { path: '/bo/food-shifts' });

    expect(await screen.findByText('شنبه تا پنجشنبه: ۱۱:۰۰ تا ۱۶:۰۰')).toBeTruthy();
    expect(screen.getByText('جمعه: ۱۲:۰۰ تا ۱۶:۰۰')).toBeTruthy();
    expect(screen.getByText('شنبه و یکشنبه: ۱۸:۰۰ تا نیمه‌شب')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'ناهار' }).getAttribute('href')).toBe(
      `/bo/food-shifts/${LUNCH_ID}`,
    );
    expect(screen.getByText('۱۲ مورد')).toBeTruthy();
    expect(pageText()).not.toMatch(/[0-9]/);
  });

  it('creates a shift from one window copied to every day, minus Friday', async () => {
    const user = userEvent.setup();
    const api = stubApi({
      [`GET ${PATH}`]: reply(200, page([])),
      [`POST ${PATH}`]: (request) =>
        reply(201, { id: '6b0e7c1a-0000-4000-8000-000000000003', ...(request.body as object) }),
    });
    renderWithProviders(<FoodShiftsPage />, { path: '/bo/food-shifts' });
    await screen.findByText(/هنوز شیفتی ندارید/);

    await user.click(screen.getByRole('button', { name: 'شیفت جدید' }));
    const dialog = await screen.findByRole('dialog', { name: 'شیفت غذای جدید' });
    expect(document.activeElement).toBe(within(dialog).getByLabelText('عنوان شیفت'));
    await user.type(within(dialog).getByLabelText('عنوان شیفت'), 'صبحانه');
    const copy = within(dialog).getByRole('button', { name: 'کپی بازه ۱ برای همه روزها' });
    expect((copy as HTMLButtonElement).disabled).toBe(true);
    await user.type(within(dialog).getByLabelText('شروع بازه ۱'), '0800');
    await user.type(within(dialog).getByLabelText('پایان بازه ۱'), '۱۱۰۰');
    expect((within(dialog).getByLabelText('شروع بازه ۱') as HTMLInputElement).value).toBe('۰۸:۰۰');

    await user.click(copy);
    const rows = within(dialog).getAllByRole('group', { name: /^بازه / });
    expect(rows.map((row) => row.getAttribute('aria-label'))).toEqual([
      'بازه ۱: شنبه',
      'بازه ۲: یکشنبه',
      'بازه ۳: دوشنبه',
      'بازه ۴: سه‌شنبه',
      'بازه ۵: چهارشنبه',
      'بازه ۶: پنجشنبه',
      'بازه ۷: جمعه',
    ]);
    expect((within(dialog).getByLabelText('پایان بازه ۷') as HTMLInputElement).value).toBe('۱۱:۰۰');
    await user.click(within(dialog).getByRole('button', { name: 'حذف بازه ۷: جمعه' }));
    expect(within(dialog).getAllByRole('group', { name: /^بازه / })).toHaveLength(6);
    await user.click(within(dialog).getByRole('button', { name: 'ذخیره' }));

    expect(await screen.findByText('عملیات با موفقیت ثبت شد.')).toBeTruthy();
    expect(api.callsTo(`POST ${PATH}`).at(-1)?.body).toEqual({
      title: 'صبحانه',
      windows: WORKDAYS.map((day) => window(day, '08:00', '11:00')),
    });
  });

  it("writes the server's message under the window it refused, and under the list when none is left", async () => {
    const user = userEvent.setup();
    const api = stubApi({
      [`GET ${PATH}`]: reply(200, page([DINNER])),
      [`PUT ${PATH}`]: (request) => {
        const { windows } = request.body as { windows: unknown[] };
        return windows.length === 0
          ? validationError([{ field: 'windows', message: 'دست‌کم یک بازه زمانی وارد کنید.' }])
          : validationError([
              { field: 'windows.1.endTime', message: 'ساعت پایان باید بعد از ساعت شروع باشد.' },
            ]);
      },
    });
    renderWithProviders(<FoodShiftsPage />, { path: '/bo/food-shifts' });
    const row = (await screen.findByRole('link', { name: 'شام' })).closest('tr')!;
    await user.click(within(row).getByRole('button', { name: 'ویرایش' }));
    const dialog = await screen.findByRole('dialog', { name: 'ویرایش شیفت' });

    const end = within(dialog).getByLabelText('پایان بازه ۲') as HTMLInputElement;
    await user.clear(end);
    await user.type(end, '1700');
    await user.click(within(dialog).getByRole('button', { name: 'ذخیره' }));

    const second = within(dialog).getByRole('group', { name: 'بازه ۲: یکشنبه' });
    expect(await within(second).findByText('ساعت پایان باید بعد از ساعت شروع باشد.')).toBeTruthy();
    expect(end.getAttribute('aria-invalid')).toBe('true');
    const first = within(dialog).getByRole('group', { name: 'بازه ۱: شنبه' });
    expect(within(first).queryByText('ساعت پایان باید بعد از ساعت شروع باشد.')).toBeNull();
    expect(api.callsTo(`PUT ${PATH}`).at(-1)?.body).toEqual({
      id: DINNER_ID,
      title: 'شام',
      windows: [window('SAT', '18:00', '00:00'), window('SUN', '18:00', '17:00')],
    });

    await user.click(within(dialog).getByRole('button', { name: 'حذف بازه ۲: یکشنبه' }));
    await user.click(within(dialog).getByRole('button', { name: 'حذف بازه ۱: شنبه' }));
    await user.click(within(dialog).getByRole('button', { name: 'ذخیره' }));
    expect(await within(dialog).findByText('دست‌کم یک بازه زمانی وارد کنید.')).toBeTruthy();
  });

  it('adds a row that continues the week with the same hours', async () => {
    const user = userEvent.setup();
    stubApi({ [`GET ${PATH}`]: reply(200, page([DINNER])) });
    renderWithProviders(<FoodShiftsPage />, { path: '/bo/food-shifts' });
    const row = (await screen.findByRole('link', { name: 'شام' })).closest('tr')!;
    await user.click(within(row).getByRole('button', { name: 'ویرایش' }));
    const dialog = await screen.findByRole('dialog', { name: 'ویرایش شیفت' });

    await user.click(within(dialog).getByRole('button', { name: 'افزودن بازه' }));

    expect(within(dialog).getByRole('group', { name: 'بازه ۳: دوشنبه' })).toBeTruthy();
    expect((within(dialog).getByLabelText('شروع بازه ۳') as HTMLInputElement).value).toBe('۱۸:۰۰');
  });

  it('shows in the red notice why a shift in use cannot be deleted', async () => {
    const user = userEvent.setup();
    const api = stubApi({
      [`GET ${PATH}`]: reply(200, page([LUNCH])),
      [`DELETE ${PATH}/${LUNCH_ID}`]: reply(409, {
        code: 'FOOD_SHIFT_IN_USE',
        message: ERROR_MESSAGES.fa.FOOD_SHIFT_IN_USE,
      }),
    });
    renderWithProviders(<FoodShiftsPage />, { path: '/bo/food-shifts' });
    const row = (await screen.findByRole('link', { name: 'ناهار' })).closest('tr')!;

    await user.click(within(row).getByRole('button', { name: 'حذف' }));
    const question = await screen.findByText('شیفت «ناهار» حذف شود؟');
    await user.click(within(question.parentElement!).getByRole('button', { name: 'حذف' }));

    expect(await screen.findByText(ERROR_MESSAGES.fa.FOOD_SHIFT_IN_USE)).toBeTruthy();
    await waitFor(() => expect(api.callsTo(`DELETE ${PATH}/${LUNCH_ID}`)).toHaveLength(1));
    expect(screen.getByRole('link', { name: 'ناهار' })).toBeTruthy();
  });
});
