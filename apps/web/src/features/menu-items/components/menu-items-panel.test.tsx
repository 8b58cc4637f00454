import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { makeMenuCategory, makeMenuItem } from '../../../test/factories';
import { reply, stubApi } from '../../../test/fetch-stub';
import { pageText, renderWithProviders } from '../../../test/render';
import { MenuPage } from './menu-page';

const CATEGORIES = '/api-catalog/catalog/menucategories/all';
const ITEMS = '/api-catalog/catalog/menuitems';

const kebabs = makeMenuCategory({ title: 'کباب', itemCount: 2 });
const drinks = makeMenuCategory({ title: 'نوشیدنی', itemCount: 13 });
const koobideh = makeMenuItem({
  title: 'کباب کوبیده',
  categoryId: kebabs.id,
  categoryTitle: 'کباب',
  price: 285000,
  tags: ['پرفروش'],
  imageUrl: '/files/menu/koobideh-detail.webp',
});
const doogh = makeMenuItem({
  title: 'دوغ محلی',
  categoryId: drinks.id,
  categoryTitle: 'نوشیدنی',
  price: 45000,
  available: false,
});

function page(data: unknown[], totalCount = data.length) {
  return { data, pageNumber: 1, pageSize: 10, totalCount };
}

function renderItems(path = '/bo/menu') {
  return renderWithProviders(<MenuPage section="items" currency="TOMAN" />, { path });
}

const rowOf = (title: string) => screen.getByText(title, { selector: 'p' }).closest('tr')!;
const lastUrl = (api: ReturnType<typeof stubApi>) =>
  decodeURIComponent(
    String(api.fetchMock.mock.calls.filter(([url]) => String(url).startsWith(`${ITEMS}?`)).at(-1)![0]),
  );

describe('MenuItemsPanel', () => {
  it('lists items with their picture, Toman price, tags and state, in Persian digits only', async () => {
    stubApi({
      [`GET ${CATEGORIES}`]: reply(200, [kebabs, drinks]),
      [`GET ${ITEMS}`]: reply(200, page([koobideh, doogh], 23)),
    });
    renderItems();

    await screen.findByText('کباب کوبیده', { selector: 'p' });
    const row = rowOf('کباب کوبیده');
    // In its column on a desk, under the title on a phone (CSS picks one; both are in the document).
    expect(within(row).getAllByText('۲۸۵٬۰۰۰ تومان').length).toBeGreaterThan(0);
    expect(within(row).getByText('پرفروش')).toBeTruthy();
    expect(within(row).getByRole('img', { name: 'کباب کوبیده' }).getAttribute('src')).toBe(
      '/files/menu/koobideh-list.webp',
    );
    expect(within(rowOf('دوغ محلی')).getByText('ناموجود')).toBeTruthy();
    expect(within(rowOf('دوغ محلی')).getByRole('switch', { name: '«دوغ محلی» موجود است' })).toHaveProperty(
      'checked',
      false,
    );
    // The side list: every item, then each category with its count.
    const nav = screen.getByRole('navigation', { name: 'دسته‌های منو' });
    expect(within(nav).getByRole('button', { name: /همه آیتم‌ها/ }).textContent).toContain('۱۵');
    expect(within(nav).getByRole('button', { name: /نوشیدنی/ }).textContent).toContain('۱۳');
    expect(screen.getByText('۲۳ مورد')).toBeTruthy();
    expect(pageText()).not.toMatch(/[0-9]/);
  });

  it('says on each item which menus show it, warning when the website does not', async () => {
    const everywhere = makeMenuCategory({ title: 'پیتزا', sellChannels: ['SALON', 'QR', 'WEBSITE'] });
    const pizza = makeMenuItem({ title: 'پیتزا مخصوص', categoryId: everywhere.id, categoryTitle: 'پیتزا' });
    const off = makeMenuCategory({ title: 'فصلی', active: false, sellChannels: ['WEBSITE'] });
    const soup = makeMenuItem({ title: 'آش رشته', categoryId: off.id, categoryTitle: 'فصلی' });
    stubApi({
      [`GET ${CATEGORIES}`]: reply(200, [kebabs, everywhere, off]),
      [`GET ${ITEMS}`]: reply(200, page([koobideh, pizza, soup])),
    });
    renderItems();
    await screen.findByText('کباب کوبیده', { selector: 'p' });
    const channels = (title: string) => within(rowOf(title)).getByLabelText(`منوهای «${title}»`);
    // kebabs is on the salon alone: its dishes never reach the website.
    expect(channels('کباب کوبیده').textContent).toBe('دیده می‌شود در: سالن');
    expect(channels('پیتزا مخصوص').textContent).toBe('دیده می‌شود در: سالن، کیوآر، وب‌سایت');
    expect(channels('آش رشته').textContent).toBe('در هیچ منویی دیده نمی‌شود (دستهٔ آن خاموش است)');
  });

  it('shows one category when picked, and searches within it', async () => {
    const user = userEvent.setup();
    const api = stubApi({
      [`GET ${CATEGORIES}`]: reply(200, [kebabs, drinks]),
      [`GET ${ITEMS}`]: reply(200, page([koobideh])),
    });
    renderItems('/bo/menu?page=2');
    await screen.findByText('کباب کوبیده', { selector: 'p' });

    await user.click(screen.getByRole('button', { name: /کباب/ }));
    await waitFor(() => expect(lastUrl(api)).toContain(`categoryId=${kebabs.id}`));
    expect(lastUrl(api)).toContain('pageNumber=1');
    const search = screen.getByRole('textbox', { name: 'جستجوی آیتم' });
    expect(search.getAttribute('placeholder')).toBe('جستجو در «کباب»…');

    await user.type(search, 'کوب');
    await waitFor(() => expect(lastUrl(api)).toContain('search=کوب'));
    expect(lastUrl(api)).toContain(`categoryId=${kebabs.id}`);
  });

  it('marks an item sold out and takes another off the menu with their own calls', async () => {
    const user = userEvent.setup();
    const api = stubApi({
      [`GET ${CATEGORIES}`]: reply(200, [kebabs, drinks]),
      [`GET ${ITEMS}`]: reply(200, page([koobideh, doogh])),
      [`PUT ${ITEMS}/${koobideh.id}/availability`]: (request) =>
        reply(200, { ...koobideh, ...(request.body as object) }),
      [`PUT ${ITEMS}/${doogh.id}/activation`]: (request) =>
        reply(200, { ...doogh, ...(request.body as object) }),
    });
    renderItems();
    await screen.findByText('کباب کوبیده', { selector: 'p' });

    await user.click(screen.getByRole('switch', { name: '«کباب کوبیده» موجود است' }));
    await waitFor(() => expect(api.callsTo(`PUT ${ITEMS}/${koobideh.id}/availability`)).toHaveLength(1));
    expect(api.callsTo(`PUT ${ITEMS}/${koobideh.id}/availability`)[0]!.body).toEqual({ available: false });
    expect(await within(rowOf('کباب کوبیده')).findByText('ناموجود')).toBeTruthy();

    await user.click(screen.getByRole('switch', { name: '«دوغ محلی» در منو' }));
    await waitFor(() => expect(api.callsTo(`PUT ${ITEMS}/${doogh.id}/activation`)).toHaveLength(1));
    expect(api.callsTo(`PUT ${ITEMS}/${doogh.id}/activation`)[0]!.body).toEqual({ active: false });
    expect(await within(rowOf('دوغ محلی')).findByText('خارج از منو')).toBeTruthy();
    expect(api.callsTo(`PUT ${ITEMS}/${doogh.id}/availability`)).toHaveLength(0);
  });

  it('puts a switch back and says why when the server refuses', async () => {
    const user = userEvent.setup();
    stubApi({
      [`GET ${CATEGORIES}`]: reply(200, [kebabs, drinks]),
      [`GET ${ITEMS}`]: reply(200, page([koobideh])),
      [`PUT ${ITEMS}/${koobideh.id}/availability`]: reply(404, {
        code: 'MENU_ITEM_NOT_FOUND',
        message: 'آیتم منو پیدا نشد.',
      }),
    });
    renderItems();
    const toggle = await screen.findByRole('switch', { name: '«کباب کوبیده» موجود است' });

    await user.click(toggle);

    expect(await screen.findByText('آیتم منو پیدا نشد.')).toBeTruthy();
    await waitFor(() => expect(toggle).toHaveProperty('checked', true));
  });

  it('sends an owner without categories to make one first', async () => {
    stubApi({ [`GET ${CATEGORIES}`]: reply(200, []), [`GET ${ITEMS}`]: reply(200, page([])) });
    renderItems();

    const link = await screen.findByRole('link', { name: 'ساختن اولین دسته' });
    expect(link.getAttribute('href')).toBe('/bo/menu/categories');
    expect(screen.getByRole('button', { name: 'افزودن آیتم' })).toHaveProperty('disabled', true);
  });
});
