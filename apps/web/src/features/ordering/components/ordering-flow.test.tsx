import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { useCartStore } from '../../../stores/cart-store';
import { useOrderingStepperStore } from '../../../stores/ordering-stepper-store';
import { makeSiteMenu, makeSiteMenuItem, makeVendorLanding } from '../../../test/factories';
import { reply, stubApi } from '../../../test/fetch-stub';
import { pageText, renderWithProviders } from '../../../test/render';
import { OrderingFlow } from './ordering-flow';

const SITE_MENU = 'GET /api-catalog/catalog/menucategories/site';

function renderMenu({
  vendor = makeVendorLanding({ deliveryTypes: ['DELIVER', 'PICKUP'] }),
  tableNumber = null as string | null,
  menu = makeSiteMenu(),
} = {}) {
  useOrderingStepperStore.setState({ step: 'MENU' });
  useCartStore.getState().startFor(vendor.id, tableNumber);
  if (!tableNumber) useCartStore.getState().setDeliveryType(vendor.deliveryTypes[0] ?? 'SERVE');
  const api = stubApi({ [SITE_MENU]: reply(200, menu) });
  renderWithProviders(<OrderingFlow vendor={vendor} tableNumber={tableNumber} />);
  return { api, user: userEvent.setup({ delay: null }) };
}

const card = (title: string) => screen.getByRole('article', { name: title });

describe('the menu step', () => {
  it("lists the website menu's categories as tabs and its dishes with Toman prices in Persian digits", async () => {
    const { api } = renderMenu();

    expect(await screen.findByRole('heading', { name: 'کباب' })).toBeTruthy();
    const tabs = screen.getByRole('navigation', { name: 'دسته‌های منو' });
    expect(
      within(tabs)
        .getAllByRole('button')
        .map((tab) => tab.textContent),
    ).toEqual(['کباب', 'نوشیدنی']);
    expect(within(card('کباب کوبیده')).getByText('۲۸۵٬۰۰۰ تومان')).toBeTruthy();
    expect(within(card('کباب کوبیده')).getByText('پرفروش')).toBeTruthy();
    expect(within(card('دوغ محلی')).getByText('۴۵٬۰۰۰ تومان')).toBeTruthy();
    // Cards load the small list picture, not the detail one.
    expect(within(card('کباب کوبیده')).getByRole('img', { hidden: true }).getAttribute('src')).toBe(
      '/files/v1/koobideh-list.webp',
    );
    expect(String(api.fetchMock.mock.calls[0]![0])).toContain('sellChannel=WEBSITE');
    expect(pageText()).not.toMatch(/[0-9]/);
  });

  it('says a new restaurant’s empty menu is still being filled, without shifts it may not have', async () => {
    renderMenu({ menu: makeSiteMenu({ categories: [] }) });
    expect(await screen.findByText('هنوز غذایی در منوی این رستوران نیست')).toBeTruthy();
    expect(pageText()).not.toMatch(/ناهار|شام|شیفت/);
  });

  it('adds a dish without toppings at once, and the same dish again merges into one line of ۲', async () => {
    const { user } = renderMenu();
    await screen.findByRole('heading', { name: 'نوشیدنی' });

    await user.click(within(card('دوغ محلی')).getByRole('button', { name: 'افزودن دوغ محلی' }));
    await user.click(within(card('دوغ محلی')).getByRole('button', { name: 'یکی بیشتر' }));

    const stepper = within(card('دوغ محلی')).getByRole('group', { name: 'تعداد دوغ محلی' });
    expect(within(stepper).getByText('۲')).toBeTruthy();
    expect(useCartStore.getState().items).toEqual([
      expect.objectContaining({ menuItemId: 'doogh', count: 2, toppings: [] }),
    ]);
    const bar = screen.getByRole('button', { name: 'سبد خرید، ۲ مورد' });
    expect(within(bar).getByText('۹۰٬۰۰۰ تومان')).toBeTruthy();
    expect(within(bar).getByText('جمع اقلام')).toBeTruthy();
  });

  it('blocks adding a dish until its toppings meet their minimum, says why, and caps the maximum', async () => {
    const { user } = renderMenu();
    await user.click(await screen.findByRole('button', { name: 'افزودن کباب کوبیده' }));

    const sheet = await screen.findByRole('dialog', { name: 'کباب کوبیده' });
    expect(within(sheet).getByText('۱ مورد الزامی')).toBeTruthy();
    expect(within(sheet).getByText('اختیاری، حداکثر ۲ مورد')).toBeTruthy();
    const add = within(sheet).getByRole('button', { name: /افزودن به سبد/ });
    expect(add.hasAttribute('disabled')).toBe(true);
    expect(within(sheet).getByText('از «نوع نان» دست‌کم ۱ مورد انتخاب کنید.')).toBeTruthy();

    // Two sides fill the category: the third cannot be ticked.
    await user.click(within(sheet).getByRole('checkbox', { name: 'برنج ایرانی' }));
    await user.click(within(sheet).getByRole('checkbox', { name: 'کره محلی' }));
    expect(within(sheet).getByRole('checkbox', { name: 'سبزی خوردن' }).hasAttribute('disabled')).toBe(true);
    expect(add.hasAttribute('disabled')).toBe(true);

    // A pick-one category swaps its choice.
    await user.click(within(sheet).getByRole('checkbox', { name: 'نان لواش' }));
    await user.click(within(sheet).getByRole('checkbox', { name: 'نان بربری' }));
    expect((within(sheet).getByRole('checkbox', { name: 'نان لواش' }) as HTMLInputElement).checked).toBe(
      false,
    );

    expect(add.hasAttribute('disabled')).toBe(false);
    expect(within(sheet).queryByText(/دست‌کم/)).toBeNull();
    // 285,000 + bread 10,000 + rice 95,000 + butter 15,000
    expect(add.textContent).toContain('۴۰۵٬۰۰۰ تومان');
    await user.click(add);

    expect(screen.queryByRole('dialog', { name: 'کباب کوبیده' })).toBeNull();
    expect(useCartStore.getState().items).toEqual([
      expect.objectContaining({
        menuItemId: 'koobideh',
        count: 1,
        toppings: [
          { toppingId: 't-barbari', count: 1 },
          { toppingId: 't-rice', count: 1 },
          { toppingId: 't-butter', count: 1 },
        ],
      }),
    ]);
  });

  it('counts a topping more than once where the category allows, and adds several of a dish as one line', async () => {
    const { user } = renderMenu();
    await user.click(await screen.findByRole('button', { name: 'افزودن کباب کوبیده' }));
    const sheet = await screen.findByRole('dialog', { name: 'کباب کوبیده' });

    await user.click(within(sheet).getByRole('checkbox', { name: 'نان لواش' }));
    await user.click(within(sheet).getByRole('checkbox', { name: 'برنج ایرانی' }));
    const rice = within(sheet).getByRole('group', { name: 'تعداد برنج ایرانی' });
    await user.click(within(rice).getByRole('button', { name: 'یکی بیشتر' }));
    expect(within(rice).getByText('۲')).toBeTruthy();
    expect(within(rice).getByRole('button', { name: 'یکی بیشتر' }).hasAttribute('disabled')).toBe(true);

    const dish = within(sheet).getByRole('group', { name: 'تعداد کباب کوبیده' });
    await user.click(within(dish).getByRole('button', { name: 'یکی بیشتر' }));
    // (285,000 + 2 × 95,000) × 2
    await user.click(within(sheet).getByRole('button', { name: /۹۵۰٬۰۰۰ تومان/ }));

    expect(useCartStore.getState().items).toEqual([
      expect.objectContaining({ menuItemId: 'koobideh', count: 2 }),
    ]);
  });

  it('changes counts in the cart; a typed 0 removes the line and an empty cart says so', async () => {
    const { user } = renderMenu();
    await user.click(await screen.findByRole('button', { name: 'افزودن دوغ محلی' }));
    await user.click(screen.getByRole('button', { name: 'افزودن آب معدنی' }));
    await user.click(screen.getByRole('button', { name: 'سبد خرید، ۲ مورد' }));

    const cartSheet = await screen.findByRole('dialog', { name: 'سبد خرید' });
    const doogh = within(cartSheet).getByRole('group', { name: 'دوغ محلی' });
    const typed = within(doogh).getByRole('textbox', { name: 'تعداد دوغ محلی (عدد)' });
    await user.clear(typed);
    await user.type(typed, '۳');
    expect(useCartStore.getState().items.find((l) => l.menuItemId === 'doogh')?.count).toBe(3);
    // 3 × 45,000 + 15,000
    expect(within(cartSheet).getByText('۱۵۰٬۰۰۰ تومان')).toBeTruthy();

    await user.clear(typed);
    await user.type(typed, '0');
    expect(within(cartSheet).queryByRole('group', { name: 'دوغ محلی' })).toBeNull();

    await user.click(within(cartSheet).getByRole('button', { name: 'حذف آب معدنی از سبد' }));
    expect(await within(cartSheet).findByText('سبد خرید شما خالی است')).toBeTruthy();
    expect(useCartStore.getState().items).toEqual([]);
    // Emptying the cart does not undo the service the customer chose.
    expect(useCartStore.getState().deliveryType).toBe('DELIVER');
  });

  it('goes on to the overview, which lists the lines and leaves the totals to the next step', async () => {
    const { user } = renderMenu();
    await user.click(await screen.findByRole('button', { name: 'افزودن دوغ محلی' }));
    await user.click(screen.getByRole('button', { name: 'سبد خرید، ۱ مورد' }));
    await user.click(
      within(await screen.findByRole('dialog', { name: 'سبد خرید' })).getByRole('button', { name: 'ادامه' }),
    );

    expect(await screen.findByText('بازبینی سفارش')).toBeTruthy();
    expect(useOrderingStepperStore.getState().step).toBe('OVERVIEW');
    expect(screen.getByText('۱ × دوغ محلی')).toBeTruthy();
    expect(screen.getByText('مبلغ نهایی در مرحله بعد')).toBeTruthy();
    expect(pageText()).not.toMatch(/[0-9]/);
  });

  it('keeps the customer below the minimum basket in the cart and says how much is missing', async () => {
    const { user } = renderMenu({
      vendor: makeVendorLanding({ deliveryTypes: ['DELIVER'], minimumBasket: 100_000 }),
    });
    await user.click(await screen.findByRole('button', { name: 'افزودن دوغ محلی' }));
    await user.click(screen.getByRole('button', { name: 'سبد خرید، ۱ مورد' }));

    const cartSheet = await screen.findByRole('dialog', { name: 'سبد خرید' });
    expect(
      within(cartSheet).getByText('حداقل سفارش ۱۰۰٬۰۰۰ تومان است؛ ۵۵٬۰۰۰ تومان دیگر اضافه کنید.'),
    ).toBeTruthy();
    expect(within(cartSheet).getByRole('button', { name: 'ادامه' }).hasAttribute('disabled')).toBe(true);
  });

  it('drops kept lines the menu no longer offers and names them', async () => {
    useCartStore.setState({
      vendorId: 'vendor-1',
      deliveryType: 'DELIVER',
      items: [
        { tempId: 'a', menuItemId: 'kashk', title: 'کشک بادمجان', count: 1, toppings: [], isFreeItem: false },
        { tempId: 'b', menuItemId: 'doogh', title: 'دوغ محلی', count: 2, toppings: [], isFreeItem: false },
        // A topping that is no longer offered with the dish.
        {
          tempId: 'c',
          menuItemId: 'koobideh',
          title: 'کباب کوبیده',
          count: 1,
          toppings: [{ toppingId: 't-sangak', count: 1 }],
          isFreeItem: false,
        },
      ],
    });
    renderMenu();

    expect(
      await screen.findByText(
        '«کشک بادمجان» و «کباب کوبیده» الان قابل سفارش نیستند و از سبد خرید شما برداشته شدند.',
      ),
    ).toBeTruthy();
    expect(useCartStore.getState().items.map((line) => line.menuItemId)).toEqual(['doogh']);
    expect(screen.getByRole('button', { name: 'سبد خرید، ۲ مورد' })).toBeTruthy();
  });

  it('shows dishes out of their shift greyed with when they are served, and sold-out ones as «ناموجود» (issue 19.6)', async () => {
    // Wednesday 10:00 in Tehran: lunch starts at 12:00 today, a Friday brunch dish on Friday.
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-25T06:30:00Z'));
    const menu = makeSiteMenu();
    const drinks = menu.categories[1]!;
    drinks.items = [
      drinks.items[0]!,
      makeSiteMenuItem({ id: 'tea', title: 'چای', orderable: false, soldOut: true }),
      makeSiteMenuItem({
        id: 'dizi',
        title: 'دیزی',
        orderable: false,
        availableFrom: new Date('2026-11-25T12:00:00+03:30').toISOString(),
      }),
      makeSiteMenuItem({
        id: 'haleem',
        title: 'حلیم',
        orderable: false,
        availableFrom: new Date('2026-11-26T08:00:00+03:30').toISOString(),
      }),
      makeSiteMenuItem({
        id: 'brunch',
        title: 'املت',
        orderable: false,
        availableFrom: new Date('2026-11-27T09:30:00+03:30').toISOString(),
      }),
    ];
    const { user } = renderMenu({ menu });

    expect(await screen.findByText('ناموجود')).toBeTruthy();
    expect(card('چای').getAttribute('aria-disabled')).toBe('true');
    expect(within(card('چای')).getByText('ناموجود')).toBeTruthy();
    expect(within(card('دیزی')).getByText('از ساعت ۱۲:۰۰')).toBeTruthy();
    expect(within(card('حلیم')).getByText('از فردا ساعت ۰۸:۰۰')).toBeTruthy();
    expect(within(card('املت')).getByText('از جمعه ساعت ۰۹:۳۰')).toBeTruthy();
    for (const title of ['چای', 'دیزی', 'حلیم', 'املت'])
      expect(within(card(title)).queryByRole('button', { name: /^افزودن/ })).toBeNull();
    expect(within(card('دوغ محلی')).getByRole('button', { name: 'افزودن دوغ محلی' })).toBeTruthy();

    // Its sheet says the same and adds nothing.
    await user.click(within(card('دیزی')).getByText('دیزی'));
    const sheet = await screen.findByRole('dialog', { name: 'دیزی' });
    expect(within(sheet).getByText('از ساعت ۱۲:۰۰')).toBeTruthy();
    expect(
      within(sheet)
        .getByRole('button', { name: /افزودن به سبد/ })
        .hasAttribute('disabled'),
    ).toBe(true);
  });

  it('drops a kept line whose dish is now sold out', async () => {
    const menu = makeSiteMenu();
    menu.categories[1]!.items[0] = { ...menu.categories[1]!.items[0]!, orderable: false, soldOut: true };
    useCartStore.setState({
      vendorId: 'vendor-1',
      deliveryType: 'DELIVER',
      items: [
        { tempId: 'a', menuItemId: 'doogh', title: 'دوغ محلی', count: 1, toppings: [], isFreeItem: false },
      ],
    });
    renderMenu({ menu });
    expect(await screen.findByText(/«دوغ محلی» الان قابل سفارش نیست/)).toBeTruthy();
    expect(useCartStore.getState().items).toEqual([]);
  });

  it('searches the menu the Persian way: Arabic letters and Persian digits find the dish (issue 19.7)', async () => {
    const menu = makeSiteMenu();
    menu.categories[1]!.items.push(makeSiteMenuItem({ id: 'cola', title: 'نوشابه ۳۰۰ میلی‌لیتری' }));
    const { user } = renderMenu({ menu });
    await user.click(await screen.findByRole('button', { name: 'جستجو در منو' }));
    const field = screen.getByRole('searchbox', { name: 'جستجو در منو' });

    // Typed with an Arabic keyboard: kaf and yeh of the Arabic alphabet.
    await user.type(field, 'كوبيده');
    expect(card('کباب کوبیده')).toBeTruthy();
    expect(screen.queryByRole('article', { name: 'دوغ محلی' })).toBeNull();
    expect(screen.getByRole('heading', { name: 'کباب' })).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'نوشیدنی' })).toBeNull();

    await user.clear(field);
    await user.type(field, '300');
    expect(card('نوشابه ۳۰۰ میلی‌لیتری')).toBeTruthy();
    expect(screen.getAllByRole('article')).toHaveLength(1);

    await user.clear(field);
    await user.type(field, 'پیتزا');
    expect(screen.getByRole('status').textContent).toContain('غذایی با «پیتزا» در منو پیدا نشد');
    expect(screen.queryAllByRole('article')).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'بستن' }));
    expect(card('دوغ محلی')).toBeTruthy();
    expect(card('کباب کوبیده')).toBeTruthy();
  });

  it('orders from the QR menu at a table, serving there, with no other service to choose', async () => {
    const { api } = renderMenu({ tableNumber: '5', menu: makeSiteMenu({ sellChannel: 'QR' }) });

    expect(await screen.findByText('سرو در محل · میز ۵')).toBeTruthy();
    expect(screen.queryByRole('button', { name: /تغییر/ })).toBeNull();
    expect(String(api.fetchMock.mock.calls[0]![0])).toContain('sellChannel=QR');
    expect(useCartStore.getState()).toMatchObject({ tableNumber: '5', deliveryType: 'SERVE' });
  });

  it('shows a closed restaurant its menu with when it opens, and takes no order', async () => {
    // A Wednesday in Tehran: the next opening (Saturday) is named by its day, not «امروز».
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-25T06:30:00Z'));
    const { user } = renderMenu({
      vendor: makeVendorLanding({
        isOpen: false,
        nextOpening: { dayOfWeek: 'SAT', startTime: '12:00', endTime: '23:00' },
      }),
    });

    expect(await screen.findByText('رستوران بسته است؛ بازگشایی: شنبه ساعت ۱۲:۰۰')).toBeTruthy();
    expect(await screen.findByText('کباب کوبیده')).toBeTruthy();
    expect(screen.queryByRole('button', { name: /^افزودن/ })).toBeNull();

    await user.click(screen.getByText('دوغ محلی'));
    const sheet = await screen.findByRole('dialog', { name: 'دوغ محلی' });
    expect(
      within(sheet)
        .getByRole('button', { name: /افزودن به سبد/ })
        .hasAttribute('disabled'),
    ).toBe(true);
    await waitFor(() => expect(useCartStore.getState().items).toEqual([]));
  });
});
