import { ERROR_MESSAGES } from '@sofreh/domain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { reply, stubApi } from '../../../test/fetch-stub';
import { pageText, renderWithProviders } from '../../../test/render';
import { ToppingsPage } from './toppings-page';

const CATEGORIES = '/api-catalog/catalog/toppingcategory';
const TOPPINGS = '/api-catalog/catalog/topping';
const SAUCE_ID = '5a0e7c1a-0000-4000-8000-000000000001';
const BREAD_ID = '5a0e7c1a-0000-4000-8000-000000000002';
const GARLIC_ID = '5a0e7c1a-0000-4000-8000-0000000000a1';
const HOT_ID = '5a0e7c1a-0000-4000-8000-0000000000a2';

type Topping = {
  id: string;
  toppingCategoryId: string;
  title: string;
  price: number;
  available: boolean;
  sortOrder: number;
};

/** A tiny catalog behind the stubbed server: two categories, sauces with two toppings. */
function fakeCatalog() {
  const categories = [
    { id: SAUCE_ID, title: 'سس', available: true, sortOrder: 0 },
    { id: BREAD_ID, title: 'نوع نان', available: true, sortOrder: 1 },
  ];
  const toppings: Topping[] = [
    {
      id: GARLIC_ID,
      toppingCategoryId: SAUCE_ID,
      title: 'سس سیر',
      price: 15000,
      available: true,
      sortOrder: 0,
    },
    { id: HOT_ID, toppingCategoryId: SAUCE_ID, title: 'سس تند', price: 15000, available: true, sortOrder: 1 },
  ];
  const withCount = (category: (typeof categories)[number]) => ({
    ...category,
    toppingCount: toppings.filter((t) => t.toppingCategoryId === category.id).length,
  });
  const page = <T,>(data: T[]) => ({ data, pageNumber: 1, pageSize: 10, totalCount: data.length });
  const api = stubApi({
    [`GET ${CATEGORIES}`]: () => reply(200, page(categories.map(withCount))),
    [`GET ${TOPPINGS}`]: () => reply(200, page(toppings)),
    [`POST ${TOPPINGS}`]: (request) => {
      const body = request.body as Omit<Topping, 'id' | 'sortOrder'>;
      if (!body.title)
        return reply(400, {
          code: 'BAD_REQUEST',
          message: 'برخی از مقادیر وارد شده معتبر نیستند.',
          errors: [{ field: 'title', message: 'عنوان را وارد کنید.' }],
        });
      const created = { ...body, id: '5a0e7c1a-0000-4000-8000-0000000000a3', sortOrder: 2 };
      toppings.push(created);
      return reply(201, created);
    },
    [`PUT ${TOPPINGS}/${GARLIC_ID}/availability`]: (request) => {
      const garlic = toppings.find((t) => t.id === GARLIC_ID)!;
      garlic.available = (request.body as { available: boolean }).available;
      return reply(200, garlic);
    },
    [`PUT ${CATEGORIES}/${BREAD_ID}/availability`]: (request) => {
      const bread = categories.find((c) => c.id === BREAD_ID)!;
      bread.available = (request.body as { available: boolean }).available;
      return reply(200, withCount(bread));
    },
    [`DELETE ${CATEGORIES}/${SAUCE_ID}`]: reply(409, {
      code: 'TOPPING_CATEGORY_IN_USE',
      message: ERROR_MESSAGES.fa.TOPPING_CATEGORY_IN_USE,
    }),
  });
  return { api, toppings };
}

const toppingsUrls = (api: ReturnType<typeof stubApi>) =>
  api.fetchMock.mock.calls
    .map(([url]) => decodeURIComponent(String(url)))
    .filter((url) => url.startsWith(TOPPINGS));

// Whole screens with dialogs and typing: slower than one component on a busy machine.
describe('ToppingsPage', { timeout: 20_000 }, () => {
  it('shows the first category’s toppings with Persian prices, and another category’s on a click', async () => {
    const user = userEvent.setup();
    const { api } = fakeCatalog();
    renderWithProviders(<ToppingsPage />, { path: '/bo/toppings' });

    expect(await screen.findByText('سس سیر')).toBeTruthy();
    expect(screen.getByText('افزودنی‌های «سس»')).toBeTruthy();
    expect(screen.getAllByText('۱۵٬۰۰۰ تومان')).toHaveLength(2);
    expect(screen.getByText('۲ افزودنی')).toBeTruthy();
    expect(toppingsUrls(api).at(-1)).toContain(`toppingCategoryId=${SAUCE_ID}`);

    await user.click(screen.getByRole('button', { name: 'نمایش افزودنی‌های نوع نان' }));

    expect(await screen.findByText('افزودنی‌های «نوع نان»')).toBeTruthy();
    await waitFor(() => expect(toppingsUrls(api).at(-1)).toContain(`toppingCategoryId=${BREAD_ID}`));
    expect(pageText()).not.toMatch(/[0-9]/);
  });

  it("adds a topping to the selected category, the server's field error beside the field first", async () => {
    const user = userEvent.setup();
    const { api } = fakeCatalog();
    renderWithProviders(<ToppingsPage />, { path: '/bo/toppings' });
    await screen.findByText('سس سیر');

    await user.click(screen.getByRole('button', { name: 'افزودن افزودنی' }));
    const dialog = await screen.findByRole('dialog', { name: 'افزودنی جدید در «سس»' });
    await user.click(within(dialog).getByRole('button', { name: 'ذخیره' }));
    expect(await within(dialog).findByText('عنوان را وارد کنید.')).toBeTruthy();

    await user.type(within(dialog).getByLabelText('عنوان افزودنی'), 'سس قارچ');
    await user.type(within(dialog).getByLabelText('قیمت'), '۲۰۰۰۰');
    await user.click(within(dialog).getByRole('button', { name: 'ذخیره' }));

    expect(await screen.findByText('عملیات با موفقیت انجام شد.')).toBeTruthy();
    expect(await screen.findByText('سس قارچ')).toBeTruthy();
    expect(screen.getByText('۲۰٬۰۰۰ تومان')).toBeTruthy();
    expect(api.callsTo(`POST ${TOPPINGS}`).at(-1)?.body).toEqual({
      toppingCategoryId: SAUCE_ID,
      title: 'سس قارچ',
      price: 20000,
      available: true,
    });
  });

  it('marks a topping out of stock with its switch, and a category off with its own', async () => {
    const user = userEvent.setup();
    const { api } = fakeCatalog();
    renderWithProviders(<ToppingsPage />, { path: '/bo/toppings' });
    await screen.findByText('سس سیر');

    const garlic = screen.getByRole('switch', { name: 'موجود بودن سس سیر' }) as HTMLInputElement;
    expect(garlic.checked).toBe(true);
    await user.click(garlic);

    expect(await screen.findByText('عملیات با موفقیت انجام شد.')).toBeTruthy();
    expect(api.callsTo(`PUT ${TOPPINGS}/${GARLIC_ID}/availability`).at(-1)?.body).toEqual({
      available: false,
    });
    await waitFor(() => expect(garlic.disabled).toBe(false));
    expect(garlic.checked).toBe(false);
    expect(within(garlic.closest('tr')!).getByText('ناموجود')).toBeTruthy();

    await user.click(screen.getByRole('switch', { name: 'عرضه دسته نوع نان' }));
    await waitFor(() =>
      expect(api.callsTo(`PUT ${CATEGORIES}/${BREAD_ID}/availability`).at(-1)?.body).toEqual({
        available: false,
      }),
    );
  });

  it('asks before deleting a category, and shows why the server refused', async () => {
    const user = userEvent.setup();
    const { api } = fakeCatalog();
    renderWithProviders(<ToppingsPage />, { path: '/bo/toppings' });
    const row = (await screen.findByRole('button', { name: 'نمایش افزودنی‌های سس' })).closest('tr')!;

    await user.click(within(row).getByRole('button', { name: 'حذف' }));
    const question = await screen.findByText('دسته «سس» و ۲ افزودنی آن حذف شود؟');
    await user.click(within(question.parentElement!).getByRole('button', { name: 'حذف' }));

    expect(await screen.findByText(ERROR_MESSAGES.fa.TOPPING_CATEGORY_IN_USE)).toBeTruthy();
    expect(api.callsTo(`DELETE ${CATEGORIES}/${SAUCE_ID}`)).toHaveLength(1);
    expect(screen.getByText('افزودنی‌های «سس»')).toBeTruthy();
  });

  it('opens the category named in the address, even when it is not on the listed page', async () => {
    const other = '5a0e7c1a-0000-4000-8000-000000000009';
    const api = stubApi({
      [`GET ${CATEGORIES}`]: reply(200, { data: [], pageNumber: 1, pageSize: 10, totalCount: 0 }),
      [`GET ${CATEGORIES}/${other}`]: reply(200, {
        id: other,
        title: 'افزودنی برگر',
        available: false,
        sortOrder: 5,
        toppingCount: 0,
        toppings: [],
      }),
      [`GET ${TOPPINGS}`]: reply(200, { data: [], pageNumber: 1, pageSize: 10, totalCount: 0 }),
    });
    renderWithProviders(<ToppingsPage />, { path: `/bo/toppings?category=${other}&q=${'برگر'}` });

    expect(await screen.findByText('افزودنی‌های «افزودنی برگر»')).toBeTruthy();
    expect(screen.getByText(/این دسته غیرفعال است/)).toBeTruthy();
    expect(await screen.findByText(/این دسته هنوز افزودنی ندارد/)).toBeTruthy();
    expect(api.callsTo(`GET ${CATEGORIES}/${other}`)).toHaveLength(1);
  });
});
