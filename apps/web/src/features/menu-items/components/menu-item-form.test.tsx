import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { makeMenuCategory, makeMenuItemDetail, makeToppingCategory } from '../../../test/factories';
import { reply, stubApi } from '../../../test/fetch-stub';
import { pageText, renderWithProviders } from '../../../test/render';
import { MenuItemForm } from './menu-item-form';

const CATALOG = '/api-catalog/catalog';
const ITEMS = `${CATALOG}/menuitems`;

const kebabs = makeMenuCategory({ title: 'کباب', itemCount: 7 });
const special = makeMenuCategory({ title: 'غذای ویژه' });
const sauces = makeToppingCategory({ title: 'سس', toppingCount: 4 });
const breads = makeToppingCategory({ title: 'نوع نان', toppingCount: 3 });
const lunch = { id: 'a6f1c8e2-0000-4000-8000-000000000101', title: 'ناهار' };
const dinner = { id: 'a6f1c8e2-0000-4000-8000-000000000102', title: 'شام' };

/** The reads every item form makes, and whatever the test adds. */
function stubForm(handlers: Parameters<typeof stubApi>[0] = {}) {
  return stubApi({
    [`GET ${CATALOG}/menucategories/all`]: reply(200, [kebabs, special]),
    [`GET ${CATALOG}/menuitemtag`]: reply(200, ['پرفروش', 'تند', 'گیاهی']),
    [`GET ${CATALOG}/toppingcategory`]: reply(200, {
      data: [breads, sauces],
      pageNumber: 1,
      pageSize: 100,
      totalCount: 2,
    }),
    [`GET ${CATALOG}/foodshifts/list`]: reply(200, [lunch, dinner]),
    ...handlers,
  });
}

const invalid = (errors: Array<{ field: string; message: string }>) =>
  reply(400, { code: 'BAD_REQUEST', message: 'برخی از مقادیر وارد شده معتبر نیستند.', errors });

async function offerToppingCategory(
  user: ReturnType<typeof userEvent.setup>,
  dialog: HTMLElement,
  title: string,
) {
  await user.click(within(dialog).getByRole('combobox', { name: 'افزودن دسته افزودنی' }));
  await user.click(await screen.findByRole('option', { name: new RegExp(title) }));
}

// The biggest dialog of the back office: more than the suite's 20 s to drive on a busy machine.
describe('MenuItemForm', { timeout: 30_000 }, () => {
  it('adds an item with a price typed in Persian digits, a topping category with its limits and a shift', async () => {
    const user = userEvent.setup();
    const api = stubForm({
      [`POST ${ITEMS}`]: reply(201, makeMenuItemDetail({ title: 'پیتزا مخصوص' })),
    });
    let closed = false;
    renderWithProviders(
      <MenuItemForm
        itemId={null}
        defaultCategoryId={special.id}
        currency="TOMAN"
        onClose={() => {
          closed = true;
        }}
      />,
    );
    const dialog = await screen.findByRole('dialog', { name: 'آیتم جدید منو' });
    expect(document.activeElement).toBe(within(dialog).getByLabelText('نام آیتم'));
    expect(await within(dialog).findByText(/اگر هیچ شیفتی انتخاب نشود/)).toBeTruthy();
    await waitFor(() =>
      expect(within(dialog).getByRole('combobox', { name: 'دسته' })).toHaveProperty('value', 'غذای ویژه'),
    );

    await user.paste('پیتزا مخصوص');
    await user.type(within(dialog).getByLabelText('قیمت'), '۳۵۰۰۰۰');
    expect(within(dialog).getByLabelText('قیمت')).toHaveProperty('value', '۳۵۰٬۰۰۰');
    await offerToppingCategory(user, dialog, 'سس');
    const sauceRow = within(dialog).getByRole('group', { name: 'افزودنی «سس»' });
    expect(within(sauceRow).getByLabelText('حداقل انتخاب')).toHaveProperty('value', '۰');
    await user.type(within(sauceRow).getByLabelText('حداکثر انتخاب'), '{Backspace}۲');
    await user.click(within(dialog).getByRole('checkbox', { name: 'شام' }));
    expect(pageText()).not.toMatch(/[0-9]/);
    await user.click(within(dialog).getByRole('button', { name: 'ذخیره' }));

    expect(await screen.findByText('عملیات با موفقیت ثبت شد.')).toBeTruthy();
    expect(closed).toBe(true);
    expect(api.callsTo(`POST ${ITEMS}`)[0]!.body).toEqual({
      categoryId: special.id,
      title: 'پیتزا مخصوص',
      description: null,
      price: 350000,
      packagingCost: 0,
      servePackagingCost: 0,
      withTax: false,
      active: true,
      available: true,
      imageUrl: null,
      tags: [],
      toppingCategories: [{ toppingCategoryId: sauces.id, minSelect: 0, maxSelect: 2 }],
      foodShiftIds: [dinner.id],
    });
  });

  it("checks each topping row with the server's own contract before sending: errors beside that row", async () => {
    const user = userEvent.setup();
    const api = stubForm();
    renderWithProviders(
      <MenuItemForm itemId={null} defaultCategoryId={kebabs.id} currency="TOMAN" onClose={() => {}} />,
    );
    const dialog = await screen.findByRole('dialog', { name: 'آیتم جدید منو' });

    await offerToppingCategory(user, dialog, 'سس');
    await offerToppingCategory(user, dialog, 'نوع نان');
    const sauceRow = within(dialog).getByRole('group', { name: 'افزودنی «سس»' });
    const breadRow = within(dialog).getByRole('group', { name: 'افزودنی «نوع نان»' });
    await user.type(within(sauceRow).getByLabelText('حداقل انتخاب'), '{Backspace}۳');
    await user.clear(within(breadRow).getByLabelText('حداکثر انتخاب'));
    await user.click(within(dialog).getByRole('button', { name: 'ذخیره' }));

    // The domain contract's messages (decision 0049), row N being the contract's toppingCategories.N.
    expect(await within(sauceRow).findByText('حداقل انتخاب نباید از حداکثر انتخاب بیشتر باشد.')).toBeTruthy();
    expect(within(sauceRow).getByLabelText('حداقل انتخاب').getAttribute('aria-invalid')).toBe('true');
    expect(within(breadRow).getByText('حداکثر انتخاب را به عدد وارد کنید.')).toBeTruthy();
    expect(within(breadRow).queryByText('حداقل انتخاب نباید از حداکثر انتخاب بیشتر باشد.')).toBeNull();
    // The empty price is named beside its field too, and nothing the contract refuses was sent.
    expect(within(dialog).getByText('مبلغ را به عدد وارد کنید.')).toBeTruthy();
    expect(api.callsTo(`POST ${ITEMS}`)).toHaveLength(0);
    expect(pageText()).not.toMatch(/[0-9]/);
  });

  it('edits an item from what the server holds and sends its id with the lists it replaces', async () => {
    const user = userEvent.setup();
    const item = makeMenuItemDetail({
      categoryId: kebabs.id,
      categoryTitle: 'کباب',
      title: 'کباب کوبیده',
      price: 285000,
      packagingCost: 20000,
      tags: ['پرفروش'],
      toppingCategories: [{ toppingCategoryId: breads.id, title: 'نوع نان', minSelect: 1, maxSelect: 1 }],
      foodShiftIds: [lunch.id],
    });
    const api = stubForm({
      [`GET ${ITEMS}/${item.id}`]: reply(200, item),
      [`PUT ${ITEMS}`]: (request) => reply(200, { ...item, ...(request.body as object) }),
    });
    renderWithProviders(
      <MenuItemForm itemId={item.id} defaultCategoryId={special.id} currency="TOMAN" onClose={() => {}} />,
    );

    const dialog = await screen.findByRole('dialog', { name: 'ویرایش «کباب کوبیده»' });
    const price = await within(dialog).findByLabelText('قیمت');
    expect(price).toHaveProperty('value', '۲۸۵٬۰۰۰');
    expect(within(dialog).getByLabelText('هزینه بسته‌بندی')).toHaveProperty('value', '۲۰٬۰۰۰');
    expect(within(dialog).getByRole('group', { name: 'افزودنی «نوع نان»' })).toBeTruthy();
    expect(within(dialog).getByRole('checkbox', { name: 'ناهار' })).toHaveProperty('checked', true);
    expect(pageText()).not.toMatch(/[0-9]/);

    await user.click(within(dialog).getByRole('button', { name: 'برداشتن «نوع نان»' }));
    await user.click(within(dialog).getByRole('checkbox', { name: 'ناهار' }));
    await user.click(within(dialog).getByRole('switch', { name: /^موجود/ }));
    await user.click(within(dialog).getByRole('button', { name: 'ذخیره' }));

    await waitFor(() => expect(api.callsTo(`PUT ${ITEMS}`)).toHaveLength(1));
    expect(api.callsTo(`PUT ${ITEMS}`)[0]!.body).toMatchObject({
      id: item.id,
      categoryId: kebabs.id,
      price: 285000,
      packagingCost: 20000,
      available: false,
      tags: ['پرفروش'],
      toppingCategories: [],
      foodShiftIds: [],
    });
  });

  it("puts the server's errors on list entries (a tag, a shift) beside their one field", async () => {
    const user = userEvent.setup();
    stubForm({
      [`POST ${ITEMS}`]: invalid([
        { field: 'tags.1', message: 'برچسب حداکثر ۳۰ حرف است.' },
        { field: 'foodShiftIds.0', message: 'شیفت غذایی پیدا نشد.' },
        { field: 'price', message: 'مبلغ بیش از حد مجاز است.' },
      ]),
    });
    renderWithProviders(
      <MenuItemForm itemId={null} defaultCategoryId={kebabs.id} currency="TOMAN" onClose={() => {}} />,
    );
    const dialog = await screen.findByRole('dialog', { name: 'آیتم جدید منو' });
    await within(dialog).findByRole('checkbox', { name: 'ناهار' });
    // What the contract accepts here; the rest only the server knows (the shift is gone, …).
    await user.paste('پیتزا مخصوص');
    await user.type(within(dialog).getByLabelText('قیمت'), '۳۵۰۰۰۰');

    await user.click(within(dialog).getByRole('button', { name: 'ذخیره' }));

    expect(await within(dialog).findByText('برچسب حداکثر ۳۰ حرف است.')).toBeTruthy();
    expect(within(dialog).getByText('شیفت غذایی پیدا نشد.')).toBeTruthy();
    expect(within(dialog).getByText('مبلغ بیش از حد مجاز است.')).toBeTruthy();
    // Each beside its field, none left for the alert under the form.
    expect(within(dialog).queryByRole('alert')).toBeNull();
  });
});
