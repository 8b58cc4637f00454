import { ALL_PERMISSIONS, type TDiscountCode } from '@sofreh/domain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { reply, stubApi } from '../../../test/fetch-stub';
import { pageText, renderWithProviders } from '../../../test/render';
import { DiscountCodesPage } from './discount-codes-page';

const PATH = '/api-identity/identity/discountcodes';
const MY_PERMISSIONS = 'GET /api-identity/identity/permissions/me';
/** The owner: every permission, so every button shows. */
const OWNER = { [MY_PERMISSIONS]: reply(200, { permissions: ALL_PERMISSIONS }) };

function makeCode(overrides: Partial<TDiscountCode> = {}): TDiscountCode {
  return {
    id: '5d1c0000-0000-4000-8000-000000000001',
    code: 'NOROOZ',
    type: 'PERCENTAGE',
    value: 20,
    cap: 50_000,
    // The Tehran midnight that ends 30 Azar 1405.
    expiration: '2026-12-21T20:30:00.000Z',
    active: true,
    usageLimit: 500,
    usageCount: 12,
    usageLimitPerUser: 1,
    vendorDeal: true,
    minOrderAmount: 200_000,
    freeItems: [],
    createdAt: '2026-11-20T10:00:00.000Z',
    ...overrides,
  };
}

const NOROOZ = makeCode();
const YALDA = makeCode({
  id: '5d1c0000-0000-4000-8000-000000000002',
  code: 'YALDA1404',
  value: 15,
  cap: 40_000,
  expiration: '2025-12-21T20:30:00.000Z',
  usageLimit: null,
  usageCount: 40,
  usageLimitPerUser: null,
  vendorDeal: false,
  minOrderAmount: 0,
});
const DOOGH = makeCode({
  id: '5d1c0000-0000-4000-8000-000000000003',
  code: 'DOOGH',
  type: 'FREEITEM',
  value: 0,
  cap: null,
  expiration: null,
  active: false,
  usageLimit: null,
  usageCount: 0,
  usageLimitPerUser: null,
  vendorDeal: false,
  minOrderAmount: 0,
  freeItems: [
    {
      id: '7e000000-0000-4000-8000-000000000001',
      title: 'دوغ محلی',
      price: 45_000,
      discount: 45_000,
      packagingCost: 0,
      servePackagingCost: 0,
      withTax: false,
      count: 2,
    },
  ],
});

function page(data: TDiscountCode[], totalCount = data.length, pageNumber = 1) {
  return { data, pageNumber, pageSize: 10, totalCount };
}

const rowOf = async (code: string) => (await screen.findByText(code)).closest('tr')!;

describe('DiscountCodesPage', () => {
  it('reads each code in words: terms, Jalali expiry, uses and state, all in Persian digits', async () => {
    vi.useFakeTimers({ toFake: ['Date'], shouldAdvanceTime: true });
    vi.setSystemTime(new Date('2026-11-24T09:00:00Z'));
    stubApi({ ...OWNER, [`GET ${PATH}`]: reply(200, page([NOROOZ, YALDA, DOOGH], 23)) });
    renderWithProviders(<DiscountCodesPage />, { path: '/bo/discount-codes' });

    const norooz = await rowOf('NOROOZ');
    expect(within(norooz).getByText('۲۰٪ تا سقف ۵۰٬۰۰۰ تومان')).toBeTruthy();
    expect(within(norooz).getByText('برای سفارش از ۲۰۰٬۰۰۰ تومان')).toBeTruthy();
    expect(within(norooz).getByText('۱۴۰۵/۰۹/۳۰')).toBeTruthy();
    expect(within(norooz).getByText('۱۲ از ۵۰۰')).toBeTruthy();
    expect(within(norooz).getByText('هر مشتری ۱ بار')).toBeTruthy();
    expect(within(norooz).getByText('در سایت')).toBeTruthy();
    expect(within(norooz).getByText('فعال')).toBeTruthy();

    const yalda = await rowOf('YALDA1404');
    expect(within(yalda).getByText('۱۴۰۴/۰۹/۳۰')).toBeTruthy();
    expect(within(yalda).getByText('منقضی')).toBeTruthy();
    expect(within(yalda).getByText('۴۰ بار')).toBeTruthy();

    const doogh = await rowOf('DOOGH');
    expect(within(doogh).getByText('۲ دوغ محلی رایگان')).toBeTruthy();
    expect(within(doogh).getByText('بدون انقضا')).toBeTruthy();
    expect(within(doogh).getByText('غیرفعال')).toBeTruthy();
    expect(within(doogh).getByText('استفاده نشده')).toBeTruthy();

    expect(screen.getByText('۲۳ مورد')).toBeTruthy();
    // The codes are what customers type, in Latin; every number the page writes is Persian.
    expect(pageText().replaceAll('YALDA1404', '')).not.toMatch(/[0-9]/);
  });

  it('pages from page 1 and searches from page 1 again', async () => {
    const user = userEvent.setup();
    const api = stubApi({ ...OWNER, [`GET ${PATH}`]: reply(200, page([NOROOZ], 23)) });
    renderWithProviders(<DiscountCodesPage />, { path: '/bo/discount-codes' });
    await rowOf('NOROOZ');
    expect(api.fetchMock.mock.calls[0]![0]).toContain('pageNumber=1&pageSize=10');

    await user.click(screen.getByRole('button', { name: 'صفحه ۲' }));
    await waitFor(() => expect(api.fetchMock.mock.calls.at(-1)![0]).toContain('pageNumber=2'));

    await user.type(screen.getByRole('textbox', { name: 'جستجو' }), 'nor');
    await waitFor(() => expect(api.fetchMock.mock.calls.at(-1)![0]).toContain('search=nor'));
    expect(api.fetchMock.mock.calls.at(-1)![0]).toContain('pageNumber=1');
  });

  it('switches a code off from the list, sending the state wanted', async () => {
    const user = userEvent.setup();
    const api = stubApi({
      ...OWNER,
      [`GET ${PATH}`]: reply(200, page([NOROOZ])),
      [`PUT ${PATH}/${NOROOZ.id}/activation`]: (request) =>
        reply(200, { ...NOROOZ, ...(request.body as object) }),
    });
    renderWithProviders(<DiscountCodesPage />, { path: '/bo/discount-codes' });
    await rowOf('NOROOZ');

    await user.click(screen.getByRole('switch', { name: 'فعال بودن NOROOZ' }));

    await waitFor(() =>
      expect(api.callsTo(`PUT ${PATH}/${NOROOZ.id}/activation`).at(-1)?.body).toEqual({ active: false }),
    );
  });

  it('deletes only after the question is confirmed', async () => {
    const user = userEvent.setup();
    const api = stubApi({
      ...OWNER,
      [`GET ${PATH}`]: reply(200, page([NOROOZ])),
      [`DELETE ${PATH}/${NOROOZ.id}`]: reply(204),
    });
    renderWithProviders(<DiscountCodesPage />, { path: '/bo/discount-codes' });
    await user.click(within(await rowOf('NOROOZ')).getByRole('button', { name: 'حذف' }));

    const question = await screen.findByText(/کد «NOROOZ» حذف شود؟/);
    expect(api.callsTo(`DELETE ${PATH}/${NOROOZ.id}`)).toHaveLength(0);
    await user.click(within(question.parentElement!).getByRole('button', { name: 'حذف' }));

    await waitFor(() => expect(api.callsTo(`DELETE ${PATH}/${NOROOZ.id}`)).toHaveLength(1));
    expect(await screen.findByText('عملیات با موفقیت انجام شد.')).toBeTruthy();
  });

  it('says what to do when there are no codes yet', async () => {
    stubApi({ ...OWNER, [`GET ${PATH}`]: reply(200, page([])) });
    renderWithProviders(<DiscountCodesPage />, { path: '/bo/discount-codes' });
    expect(await screen.findByText(/هنوز کد تخفیفی ندارید/)).toBeTruthy();
  });

  it('shows a staff member who may only look the codes without the buttons that change them', async () => {
    stubApi({
      [MY_PERMISSIONS]: reply(200, { permissions: ['DISCOUNTS_VIEW'] }),
      [`GET ${PATH}`]: reply(200, page([NOROOZ])),
    });
    renderWithProviders(<DiscountCodesPage />, { path: '/bo/discount-codes' });
    const row = await rowOf('NOROOZ');
    expect(within(row).queryByRole('button', { name: 'ویرایش' })).toBeNull();
    expect(within(row).queryByRole('button', { name: 'حذف' })).toBeNull();
    expect((within(row).getByRole('switch', { name: 'فعال بودن NOROOZ' }) as HTMLInputElement).disabled).toBe(
      true,
    );
    expect(screen.queryByRole('button', { name: 'افزودن کد تخفیف' })).toBeNull();
  });
});
