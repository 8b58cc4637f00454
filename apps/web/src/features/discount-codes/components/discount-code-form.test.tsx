import { expirationAtEndOf, type TDiscountCode } from '@sofreh/domain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { reply, stubApi } from '../../../test/fetch-stub';
import { pageText, renderWithProviders } from '../../../test/render';
import { DiscountCodeForm } from './discount-code-form';

const PATH = '/api-identity/identity/discountcodes';
const MENU_ITEMS = '/api-catalog/catalog/menuitems';
const DOOGH_ID = '7e000000-0000-4000-8000-000000000001';

function menuItem(id: string, title: string, price: number) {
  return {
    id,
    categoryId: '7c000000-0000-4000-8000-000000000001',
    categoryTitle: 'نوشیدنی',
    title,
    description: null,
    price,
    packagingCost: 0,
    servePackagingCost: 0,
    withTax: false,
    active: true,
    available: true,
    imageUrl: null,
    tags: [],
    sortOrder: 0,
  };
}
const MENU = {
  data: [
    menuItem(DOOGH_ID, 'دوغ محلی', 45_000),
    menuItem('7e000000-0000-4000-8000-000000000002', 'نوشابه', 30_000),
  ],
  pageNumber: 1,
  pageSize: 100,
  totalCount: 2,
};

function saved(body: object): TDiscountCode {
  return {
    id: '5d1c0000-0000-4000-8000-000000000009',
    code: 'X',
    type: 'MONEY',
    value: 0,
    cap: null,
    expiration: null,
    active: true,
    usageLimit: null,
    usageCount: 0,
    usageLimitPerUser: null,
    vendorDeal: false,
    minOrderAmount: 0,
    freeItems: [],
    createdAt: '2026-11-24T09:00:00.000Z',
    ...body,
    // The server keeps 0 for the types that take no value.
    ...('value' in body && body.value === null ? { value: 0 } : {}),
  };
}

function renderForm(editing: TDiscountCode | null = null) {
  const onClose = vi.fn();
  renderWithProviders(<DiscountCodeForm editing={editing} currency="TOMAN" opened onClose={onClose} />);
  return { onClose, dialog: screen.getByRole('dialog') };
}

// A whole form typed key by key: generous time, since the test machines are shared and slow at times.
describe('DiscountCodeForm', { timeout: 30_000 }, () => {
  it('adds a percentage code with a cap and an expiry, the server’s field errors beside the fields', async () => {
    vi.useFakeTimers({ toFake: ['Date'], shouldAdvanceTime: true });
    vi.setSystemTime(new Date(2026, 10, 24, 12)); // 3 Azar 1405
    const user = userEvent.setup({ delay: null });
    let attempts = 0;
    const api = stubApi({
      [`POST ${PATH}`]: (request) =>
        ++attempts === 1
          ? reply(400, {
              code: 'BAD_REQUEST',
              message: 'برخی از مقادیر وارد شده معتبر نیستند.',
              errors: [
                { field: 'code', message: 'این کد تخفیف قبلاً ثبت شده است.' },
                { field: 'value', message: 'درصد تخفیف باید عددی بین ۱ تا ۱۰۰ باشد.' },
              ],
            })
          : reply(201, saved(request.body as object)),
    });
    const { dialog, onClose } = renderForm();
    expect(within(dialog).getByText('کد تخفیف جدید')).toBeTruthy();

    const code = within(dialog).getByLabelText('کد تخفیف') as HTMLInputElement;
    await user.click(code);
    await user.paste('norooz۱۴۰۵');
    expect(code.value).toBe('NOROOZ1405');
    await user.type(within(dialog).getByLabelText('درصد تخفیف'), '۲۰۰');
    await user.click(within(dialog).getByLabelText('سقف تخفیف'));
    await user.paste('50000');
    expect((within(dialog).getByLabelText('سقف تخفیف') as HTMLInputElement).value).toBe('۵۰٬۰۰۰');
    await user.click(within(dialog).getByLabelText('معتبر تا'));
    await user.click(screen.getByRole('button', { name: '۱۴۰۵/۰۹/۳۰' }));
    expect((within(dialog).getByLabelText('معتبر تا') as HTMLInputElement).value).toBe('۱۴۰۵/۰۹/۳۰');
    await user.click(within(dialog).getByRole('button', { name: 'ذخیره' }));

    expect(await within(dialog).findByText('این کد تخفیف قبلاً ثبت شده است.')).toBeTruthy();
    expect(within(dialog).getByText('درصد تخفیف باید عددی بین ۱ تا ۱۰۰ باشد.')).toBeTruthy();
    expect(onClose).not.toHaveBeenCalled();

    await user.type(code, '-B');
    const percent = within(dialog).getByLabelText('درصد تخفیف');
    await user.clear(percent);
    await user.type(percent, '20');
    await user.click(within(dialog).getByRole('button', { name: 'ذخیره' }));

    await waitFor(() => expect(onClose, pageText()).toHaveBeenCalled());
    expect(api.callsTo(`POST ${PATH}`).at(-1)?.body).toEqual({
      code: 'NOROOZ1405-B',
      type: 'PERCENTAGE',
      value: 20,
      cap: 50_000,
      minOrderAmount: 0,
      // 30 Azar 1405 is 21 December 2026: valid to its end in Tehran.
      expiration: expirationAtEndOf({ year: 2026, month: 12, day: 21 }).toISOString(),
      usageLimit: null,
      usageLimitPerUser: null,
      vendorDeal: false,
      active: true,
      freeItems: [],
    });
    expect(await screen.findByText('عملیات با موفقیت ثبت شد.')).toBeTruthy();
  });

  it('shows the fields each type needs, and picks free items from the menu', async () => {
    const user = userEvent.setup({ delay: null });
    const api = stubApi({
      [`GET ${MENU_ITEMS}`]: reply(200, MENU),
      [`POST ${PATH}`]: (request) => {
        const body = request.body as { freeItems: unknown[] };
        return body.freeItems.length === 0
          ? reply(400, {
              code: 'BAD_REQUEST',
              message: 'برخی از مقادیر وارد شده معتبر نیستند.',
              errors: [{ field: 'freeItems', message: 'دست‌کم یک آیتم رایگان انتخاب کنید.' }],
            })
          : reply(201, saved({ ...body, freeItems: [] }));
      },
    });
    const { dialog, onClose } = renderForm();
    expect(within(dialog).getByLabelText('سقف تخفیف')).toBeTruthy();

    await user.click(within(dialog).getByRole('radio', { name: 'مبلغی' }));
    expect(within(dialog).getByLabelText('مبلغ تخفیف')).toBeTruthy();
    expect(within(dialog).queryByLabelText('سقف تخفیف')).toBeNull();

    await user.click(within(dialog).getByRole('radio', { name: 'ارسال رایگان' }));
    expect(within(dialog).getByText('هزینه ارسال سفارش‌هایی که این کد را دارند صفر می‌شود.')).toBeTruthy();
    expect(within(dialog).queryByLabelText('مبلغ تخفیف')).toBeNull();

    await user.click(within(dialog).getByRole('radio', { name: 'آیتم رایگان' }));
    await user.click(within(dialog).getByLabelText('کد تخفیف'));
    await user.paste('DOOGH');
    await user.click(within(dialog).getByRole('button', { name: 'ذخیره' }));
    expect(await within(dialog).findByText('دست‌کم یک آیتم رایگان انتخاب کنید.')).toBeTruthy();

    await user.click(within(dialog).getByRole('combobox', { name: 'افزودن آیتم رایگان' }));
    await user.click(await screen.findByRole('option', { name: 'دوغ محلی (۴۵٬۰۰۰ تومان)' }));
    const count = within(dialog).getByLabelText('تعداد دوغ محلی (۴۵٬۰۰۰ تومان)');
    await user.clear(count);
    await user.type(count, '۲');
    await user.click(within(dialog).getByRole('button', { name: 'ذخیره' }));

    await waitFor(() => expect(onClose, pageText()).toHaveBeenCalled());
    expect(api.callsTo(`POST ${PATH}`).at(-1)?.body).toMatchObject({
      code: 'DOOGH',
      type: 'FREEITEM',
      value: null,
      cap: null,
      freeItems: [{ id: DOOGH_ID, count: 2 }],
    });
  });

  it('edits a code as it is, sending its id and the same expiry back', async () => {
    const user = userEvent.setup({ delay: null });
    const editing = saved({
      id: '5d1c0000-0000-4000-8000-000000000001',
      code: 'WELCOME',
      type: 'MONEY',
      value: 30_000,
      expiration: '2026-12-21T20:30:00.000Z',
      usageLimitPerUser: 1,
      minOrderAmount: 150_000,
    });
    const api = stubApi({ [`PUT ${PATH}`]: (request) => reply(200, saved(request.body as object)) });
    const { dialog, onClose } = renderForm(editing);

    expect(within(dialog).getByText('ویرایش کد WELCOME')).toBeTruthy();
    expect((within(dialog).getByLabelText('مبلغ تخفیف') as HTMLInputElement).value).toBe('۳۰٬۰۰۰');
    expect((within(dialog).getByLabelText('معتبر تا') as HTMLInputElement).value).toBe('۱۴۰۵/۰۹/۳۰');
    expect((within(dialog).getByLabelText('دفعات استفاده هر مشتری') as HTMLInputElement).value).toBe('۱');
    const amount = within(dialog).getByLabelText('مبلغ تخفیف');
    await user.clear(amount);
    await user.type(amount, '40000');
    await user.click(within(dialog).getByRole('button', { name: 'ذخیره' }));

    await waitFor(() => expect(onClose, pageText()).toHaveBeenCalled());
    expect(api.callsTo(`PUT ${PATH}`).at(-1)?.body).toMatchObject({
      id: editing.id,
      code: 'WELCOME',
      type: 'MONEY',
      value: 40_000,
      expiration: '2026-12-21T20:30:00.000Z',
      usageLimitPerUser: 1,
      minOrderAmount: 150_000,
    });
  });
});
