import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { reply, stubApi } from '../../../test/fetch-stub';
import { pageText, renderWithProviders } from '../../../test/render';
import { FoodShiftDetailPage } from './food-shift-detail-page';

const SHIFT_ID = '6b0e7c1a-0000-4000-8000-000000000001';
const SHIFT = {
  id: SHIFT_ID,
  title: 'ناهار',
  windows: [
    { dayOfWeek: 'SAT', startTime: '12:00', endTime: '16:00' },
    { dayOfWeek: 'MON', startTime: '19:00', endTime: '00:00' },
    { dayOfWeek: 'MON', startTime: '12:00', endTime: '15:00' },
  ],
};
const ITEM = {
  id: '7c0e7c1a-0000-4000-8000-000000000001',
  categoryId: '7c0e7c1a-0000-4000-8000-0000000000c1',
  categoryTitle: 'خوراک',
  title: 'قورمه‌سبزی',
  description: null,
  price: 285000,
  packagingCost: 0,
  servePackagingCost: 0,
  withTax: true,
  active: true,
  available: false,
  imageUrl: null,
  tags: [],
  sortOrder: 0,
};

function renderDetail() {
  return renderWithProviders(
    <Routes>
      <Route path="/bo/food-shifts/:id" element={<FoodShiftDetailPage />} />
      <Route path="/bo/food-shifts" element={<p>فهرست شیفت‌ها</p>} />
    </Routes>,
    { path: `/bo/food-shifts/${SHIFT_ID}` },
  );
}

describe('FoodShiftDetailPage', { timeout: 20_000 }, () => {
  it('shows the week from Saturday with Persian weekday names, and the items sold in the shift', async () => {
    const api = stubApi({
      [`GET /api-catalog/catalog/foodshifts/${SHIFT_ID}`]: reply(200, SHIFT),
      'GET /api-catalog/catalog/menuitems': reply(200, {
        data: [ITEM],
        pageNumber: 1,
        pageSize: 10,
        totalCount: 1,
      }),
    });
    renderDetail();

    expect(await screen.findByText('شیفت «ناهار»')).toBeTruthy();
    const days = screen.getAllByRole('rowheader').map((cell) => cell.textContent);
    expect(days).toEqual(['شنبه', 'یکشنبه', 'دوشنبه', 'سه‌شنبه', 'چهارشنبه', 'پنجشنبه', 'جمعه']);
    const monday = screen.getByRole('rowheader', { name: 'دوشنبه' }).closest('tr')!;
    expect(
      within(monday)
        .getAllByText(/ تا /)
        .map((badge) => badge.textContent),
    ).toEqual(['۱۲:۰۰ تا ۱۵:۰۰', '۱۹:۰۰ تا نیمه‌شب']);
    const sunday = screen.getByRole('rowheader', { name: 'یکشنبه' }).closest('tr')!;
    expect(within(sunday).getByText('در این روز فروخته نمی‌شود')).toBeTruthy();

    expect(await screen.findByText('قورمه‌سبزی')).toBeTruthy();
    expect(screen.getByText('۲۸۵٬۰۰۰ تومان')).toBeTruthy();
    expect(screen.getByText('ناموجود')).toBeTruthy();
    const itemsUrl = String(api.fetchMock.mock.calls.find(([url]) => String(url).includes('menuitems'))![0]);
    expect(itemsUrl).toContain(`foodShiftId=${SHIFT_ID}`);
    expect(pageText()).not.toMatch(/[0-9]/);
  });

  it('goes back to the list after the shift is deleted', async () => {
    const user = userEvent.setup();
    const api = stubApi({
      [`GET /api-catalog/catalog/foodshifts/${SHIFT_ID}`]: reply(200, SHIFT),
      'GET /api-catalog/catalog/menuitems': reply(200, {
        data: [],
        pageNumber: 1,
        pageSize: 10,
        totalCount: 0,
      }),
      [`DELETE /api-catalog/catalog/foodshifts/${SHIFT_ID}`]: reply(204),
    });
    renderDetail();
    expect(await screen.findByText(/هنوز آیتمی به این شیفت داده نشده است/)).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'حذف' }));
    const question = await screen.findByText('شیفت «ناهار» حذف شود؟');
    await user.click(within(question.parentElement!).getByRole('button', { name: 'حذف' }));

    expect(await screen.findByText('فهرست شیفت‌ها')).toBeTruthy();
    await waitFor(() =>
      expect(api.callsTo(`DELETE /api-catalog/catalog/foodshifts/${SHIFT_ID}`)).toHaveLength(1),
    );
  });
});
