import type { TSellChannel } from '@sofreh/domain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { makeMenuCategory, makeVendorLanding } from '../../../test/factories';
import { reply, stubApi } from '../../../test/fetch-stub';
import { pageText, renderWithProviders } from '../../../test/render';
import { MenuPage } from './menu-page';

const PATH = '/api-catalog/catalog/menucategories';

function threeCategories() {
  return [
    makeMenuCategory({ title: 'پیش‌غذا', sellChannels: ['WEBSITE', 'SALON', 'QR'], itemCount: 6 }),
    makeMenuCategory({ title: 'کباب', description: 'روی زغال', itemCount: 12 }),
    makeMenuCategory({ title: 'نوشیدنی', sellChannels: ['KIOSK', 'SNAPPFOOD'], itemCount: 0, active: false }),
  ];
}

function renderCategories() {
  return renderWithProviders(<MenuPage section="categories" currency="TOMAN" />, {
    path: '/bo/menu/categories',
  });
}

const rowOf = (title: string) => screen.getByText(title, { selector: 'p' }).closest('tr')!;
const titlesInOrder = () =>
  screen
    .getAllByRole('row')
    .slice(1)
    .map((row) => within(row).getAllByRole('cell')[1]!.querySelector('p')!.textContent);

describe('MenuCategoriesPanel', () => {
  it('lists the categories in menu order with Persian channel labels and counts, all in Persian digits', async () => {
    stubApi({ [`GET ${PATH}/all`]: reply(200, threeCategories()) });
    renderCategories();

    await screen.findByText('کباب', { selector: 'p' });
    expect(titlesInOrder()).toEqual(['پیش‌غذا', 'کباب', 'نوشیدنی']);
    const starter = rowOf('پیش‌غذا');
    // The enum's order, not the order they were saved in.
    expect(
      within(starter)
        .getAllByText(/سالن|کیوآر|وب‌سایت|کیوسک|اسنپ‌فود/)
        .map((badge) => badge.textContent),
    ).toEqual(['سالن', 'کیوآر', 'وب‌سایت']);
    expect(within(rowOf('کباب')).getByText('۱۲')).toBeTruthy();
    expect(within(rowOf('نوشیدنی')).getByText('اسنپ‌فود')).toBeTruthy();
    expect(within(rowOf('نوشیدنی')).getByRole('switch', { name: 'فعال بودن «نوشیدنی»' })).toHaveProperty(
      'checked',
      false,
    );
    expect(pageText()).not.toMatch(/[0-9]/);
  });

  it('switches a category off with the activation call, sending the wanted state', async () => {
    const user = userEvent.setup();
    const categories = threeCategories();
    const kebab = categories[1]!;
    const api = stubApi({
      [`GET ${PATH}/all`]: reply(200, categories),
      [`PUT ${PATH}/${kebab.id}/activation`]: (request) =>
        reply(200, { ...kebab, ...(request.body as { active: boolean }) }),
    });
    renderCategories();

    const toggle = await screen.findByRole('switch', { name: 'فعال بودن «کباب»' });
    await user.click(toggle);

    await waitFor(() => expect(api.callsTo(`PUT ${PATH}/${kebab.id}/activation`)).toHaveLength(1));
    expect(api.callsTo(`PUT ${PATH}/${kebab.id}/activation`)[0]!.body).toEqual({ active: false });
    expect(toggle).toHaveProperty('checked', false);
  });

  it('moves a category down from the keyboard, sending the whole new order, and keeps the focus on it', async () => {
    const user = userEvent.setup();
    const categories = threeCategories();
    const [starter, kebab, drinks] = categories as [
      (typeof categories)[0],
      (typeof categories)[0],
      (typeof categories)[0],
    ];
    const api = stubApi({
      [`GET ${PATH}/all`]: reply(200, categories),
      [`PUT ${PATH}/reorder`]: (request) => {
        const { ids } = request.body as { ids: string[] };
        return reply(
          200,
          ids.map((id) => categories.find((c) => c.id === id)),
        );
      },
    });
    renderCategories();

    const down = await screen.findByRole('button', { name: 'پایین بردن «پیش‌غذا»' });
    expect(screen.getByRole('button', { name: 'بالا بردن «پیش‌غذا»' })).toHaveProperty('disabled', true);
    down.focus();
    await user.keyboard('{Enter}');

    expect(titlesInOrder()).toEqual(['کباب', 'پیش‌غذا', 'نوشیدنی']);
    await waitFor(() => expect(api.callsTo(`PUT ${PATH}/reorder`)).toHaveLength(1));
    expect(api.callsTo(`PUT ${PATH}/reorder`)[0]!.body).toEqual({ ids: [kebab.id, starter.id, drinks.id] });
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'پایین بردن «پیش‌غذا»' }));

    // Once more: now last, its «down» is disabled and the focus moves to «up».
    await user.keyboard('{Enter}');
    expect(titlesInOrder()).toEqual(['کباب', 'نوشیدنی', 'پیش‌غذا']);
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'بالا بردن «پیش‌غذا»' }));
    await waitFor(() => expect(api.callsTo(`PUT ${PATH}/reorder`)).toHaveLength(2));
    expect(api.callsTo(`PUT ${PATH}/reorder`)[1]!.body).toEqual({ ids: [kebab.id, drinks.id, starter.id] });
  });

  it("shows the server's refusal to delete a category that still has items in the red notice", async () => {
    const user = userEvent.setup();
    const categories = threeCategories();
    const kebab = categories[1]!;
    const refusal = 'این دسته هنوز آیتم دارد؛ ابتدا آیتم‌های آن را حذف کنید یا به دسته دیگری ببرید.';
    const api = stubApi({
      [`GET ${PATH}/all`]: reply(200, categories),
      [`DELETE ${PATH}/${kebab.id}`]: reply(409, { code: 'MENU_CATEGORY_HAS_ITEMS', message: refusal }),
    });
    renderCategories();

    await user.click(within(await waitFor(() => rowOf('کباب'))).getByRole('button', { name: 'حذف' }));
    const question = (await screen.findByText('دسته «کباب» حذف شود؟')).parentElement!;
    await user.click(within(question).getByRole('button', { name: 'حذف' }));

    expect(await screen.findByText(refusal)).toBeTruthy();
    expect(api.callsTo(`DELETE ${PATH}/${kebab.id}`)).toHaveLength(1);
    expect(rowOf('کباب')).toBeTruthy();
  });

  it('adds a category on every channel the restaurant sells on by default, with field errors beside the fields', async () => {
    const user = userEvent.setup();
    let categories = threeCategories();
    const api = stubApi({
      [`GET ${PATH}/all`]: () => reply(200, categories),
      // Issue 19 point 13: this restaurant sells in the salon, on its website and at a kiosk.
      'GET /api-identity/identity/vendors/landing': reply(
        200,
        makeVendorLanding({ sellChannels: ['SALON', 'WEBSITE', 'KIOSK'] }),
      ),
      [`POST ${PATH}`]: (request) => {
        const body = request.body as { title: string; sellChannels: TSellChannel[] };
        if (!body.title.trim())
          return reply(400, {
            code: 'BAD_REQUEST',
            message: 'برخی از مقادیر وارد شده معتبر نیستند.',
            errors: [{ field: 'title', message: 'عنوان را وارد کنید.' }],
          });
        const created = makeMenuCategory({ ...body, description: null });
        categories = [...categories, created];
        return reply(201, created);
      },
    });
    renderCategories();
    await screen.findByText('کباب', { selector: 'p' });

    await user.click(screen.getByRole('button', { name: 'افزودن دسته' }));
    const dialog = await screen.findByRole('dialog', { name: 'دسته جدید منو' });
    const box = (name: string) => within(dialog).getByRole('checkbox', { name });
    await waitFor(() => expect(box('وب‌سایت')).toHaveProperty('checked', true));
    expect(box('سالن')).toHaveProperty('checked', true);
    expect(box('کیوسک')).toHaveProperty('checked', true);
    expect(box('کیوآر')).toHaveProperty('checked', false);
    expect(document.activeElement).toBe(within(dialog).getByLabelText('عنوان دسته'));
    await user.click(box('کیوسک'));
    await user.click(box('کیوآر'));
    await user.click(within(dialog).getByRole('button', { name: 'ذخیره' }));
    expect(await within(dialog).findByText('عنوان را وارد کنید.')).toBeTruthy();

    await user.click(within(dialog).getByLabelText('عنوان دسته'));
    await user.paste('غذای ویژه');
    await user.keyboard('{Enter}');

    expect(await screen.findByText('عملیات با موفقیت ثبت شد.')).toBeTruthy();
    expect(await screen.findByText('غذای ویژه', { selector: 'p' })).toBeTruthy();
    const sent = api.callsTo(`POST ${PATH}`).at(-1)!.body as { sellChannels: string[] };
    expect(sent).toMatchObject({ title: 'غذای ویژه', description: null, active: true });
    expect([...sent.sellChannels].sort()).toEqual(['QR', 'SALON', 'WEBSITE']);
  });
});
