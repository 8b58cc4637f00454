import type { TAuditLogEntry } from '@sofreh/domain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { reply, stubApi } from '../../../test/fetch-stub';
import { pageText, renderWithProviders } from '../../../test/render';
import { auditChangeRows, formatAuditValue } from '../audit-format';
import { AuditLogPage } from './audit-log-page';

const PATH = '/api-identity/identity/auditlogs';
const OWNER = '3f0e7c1a-0000-4000-8000-000000000001';
const CASHIER = '3f0e7c1a-0000-4000-8000-000000000002';

const entry = (overrides: Partial<TAuditLogEntry>): TAuditLogEntry => ({
  id: crypto.randomUUID(),
  at: '2026-11-27T10:30:00.000Z', // 14:00 in Tehran, 6 Azar 1405
  actorUserId: OWNER,
  actorName: 'مریم احمدی',
  objectType: 'MENU_ITEM',
  objectId: '9a0e7c1a-0000-4000-8000-000000000001',
  objectLabel: 'کوبیده',
  action: 'UPDATE',
  before: { price: 300_000 },
  after: { price: 320_000 },
  names: {},
  ...overrides,
});

const ENTRIES = [
  entry({}),
  entry({
    actorUserId: CASHIER,
    actorName: 'رضا صندوق',
    objectType: 'ORDER',
    objectLabel: '1024',
    before: { status: 'NEEDFORCALL' },
    after: { status: 'CONFIRMED' },
  }),
  entry({
    objectType: 'ROLE',
    objectLabel: 'آشپزخانه',
    action: 'INSERT',
    before: null,
    after: { name: 'آشپزخانه', permissions: ['ORDERS_VIEW', 'MENU_VIEW'] },
  }),
];

const page = (data: TAuditLogEntry[], totalCount = data.length) => ({
  data,
  pageNumber: 1,
  pageSize: 10,
  totalCount,
});
const PEOPLE = [
  { userId: CASHIER, name: 'رضا صندوق' },
  { userId: OWNER, name: 'مریم احمدی' },
];

describe('AuditLogPage', () => {
  it('shows who changed what and when, each change as field: before → after with money in tomans', async () => {
    stubApi({
      [`GET ${PATH}`]: () => reply(200, page(ENTRIES, 12)),
      [`GET ${PATH}/people`]: () => reply(200, PEOPLE),
    });
    renderWithProviders(<AuditLogPage currency="TOMAN" />, { path: '/bo/audit' });

    const dish = await screen.findByRole('article', { name: 'آیتم منو: کوبیده' });
    expect(within(dish).getByText('ویرایش')).toBeTruthy();
    expect(within(dish).getByText(/مریم احمدی/).textContent).toContain('۱۴۰۵/۰۹/۰۶ ۱۴:۰۰');
    const priceRow = within(dish).getByText('قیمت').closest('tr')!;
    expect(priceRow.textContent).toContain('۳۰۰٬۰۰۰ تومان');
    expect(priceRow.textContent).toContain('۳۲۰٬۰۰۰ تومان');

    const order = screen.getByRole('article', { name: 'سفارش: ۱۰۲۴' });
    expect(within(order).getByText('وضعیت').closest('tr')!.textContent).toMatch(/در صف بررسی.*تأییدشده/);

    const role = screen.getByRole('article', { name: 'نقش: آشپزخانه' });
    expect(within(role).getByText('ایجاد')).toBeTruthy();
    expect(within(role).getByText('دسترسی‌ها').closest('tr')!.textContent).toContain(
      'مشاهده سفارش‌ها، مشاهده منو',
    );
    expect(screen.getByText('۱۲ مورد')).toBeTruthy();
    expect(pageText()).not.toMatch(/[0-9]/);
  });

  it('shows a changed picture as pictures, before and after, not as file names', async () => {
    stubApi({
      [`GET ${PATH}`]: () =>
        reply(
          200,
          page([
            entry({
              before: { image_url: '/files/old-koobideh.webp' },
              after: { image_url: '/files/new-koobideh.webp' },
            }),
          ]),
        ),
      [`GET ${PATH}/people`]: () => reply(200, PEOPLE),
    });
    renderWithProviders(<AuditLogPage currency="TOMAN" />, { path: '/bo/audit' });

    const dish = await screen.findByRole('article', { name: 'آیتم منو: کوبیده' });
    const row = within(dish).getByText('تصویر').closest('tr')!;
    expect(within(row).getByRole('img', { name: 'تصویر قبلی' }).getAttribute('src')).toBe(
      '/files/old-koobideh.webp',
    );
    expect(within(row).getByRole('img', { name: 'تصویر جدید' }).getAttribute('src')).toBe(
      '/files/new-koobideh.webp',
    );
    expect(row.textContent).not.toContain('.webp');
  });

  it('filters by person and kind of object from page 1, and says when nothing matches', async () => {
    const user = userEvent.setup();
    const listUrls = () =>
      api.fetchMock.mock.calls
        .map(([input]) => new URL(String(input), window.location.href))
        .filter((url) => url.pathname === PATH);
    const api = stubApi({
      [`GET ${PATH}`]: () =>
        reply(200, listUrls().at(-1)!.searchParams.get('userId') ? page([]) : page(ENTRIES, 25)),
      [`GET ${PATH}/people`]: () => reply(200, PEOPLE),
    });
    renderWithProviders(<AuditLogPage currency="TOMAN" />, { path: '/bo/audit?page=2' });
    await screen.findByRole('article', { name: 'آیتم منو: کوبیده' });

    await user.click(screen.getByRole('combobox', { name: 'نوع مورد' }));
    await user.click(await screen.findByRole('option', { name: 'آیتم منو' }));
    await waitFor(() => {
      const url = listUrls().at(-1)!;
      expect(url.searchParams.get('objectType')).toBe('MENU_ITEM');
      expect(url.searchParams.get('pageNumber')).toBe('1');
    });

    await user.click(screen.getByRole('combobox', { name: 'شخص' }));
    await user.click(await screen.findByRole('option', { name: 'رضا صندوق' }));
    expect(await screen.findByText('تغییری با این فیلترها پیدا نشد.')).toBeTruthy();
    const url = listUrls().at(-1)!;
    expect(url.searchParams.get('userId')).toBe(CASHIER);
    expect(url.searchParams.get('objectType')).toBe('MENU_ITEM');
  });
});

describe('audit values', () => {
  it('reads values as a person would', () => {
    expect(formatAuditValue('price', 45_000, 'RIAL')).toBe('۴۵٬۰۰۰ ریال');
    expect(formatAuditValue('max_select', 2, 'TOMAN')).toBe('۲');
    expect(formatAuditValue('active', false, 'TOMAN')).toBe('خیر');
    expect(formatAuditValue('start_time', '12:30', 'TOMAN')).toBe('۱۲:۳۰');
    const shift = '9a0e7c1a-0000-4000-8000-000000000001';
    expect(formatAuditValue('food_shift_id', shift, 'TOMAN', { [shift]: 'ناهار' })).toBe('ناهار');
    expect(formatAuditValue('category_id', shift, 'TOMAN')).toBe('مورد حذف‌شده');
    expect(formatAuditValue('sell_channels', ['WEBSITE', 'QR'], 'TOMAN')).toBe('وب‌سایت، کیوآر');
    expect(formatAuditValue('description', null, 'TOMAN')).toBe('—');
    expect(formatAuditValue('code', 'NOROOZ1405', 'TOMAN')).toBe('NOROOZ1405');
  });

  it('lists an edit’s changed fields, and a creation’s filled ones under their column name when unmapped', () => {
    const created = entry({
      action: 'INSERT',
      before: null,
      after: { title: 'دوغ', description: null, brand_new_column: 'x' },
    });
    expect(auditChangeRows(created, 'TOMAN')).toEqual([
      { field: 'title', label: 'عنوان', before: null, after: 'دوغ' },
      { field: 'brand_new_column', label: 'brand_new_column', before: null, after: 'x' },
    ]);
    const removed = entry({ action: 'DELETE', before: { text: 'بدون پیاز' }, after: null });
    expect(auditChangeRows(removed, 'TOMAN')).toEqual([
      { field: 'text', label: 'متن', before: 'بدون پیاز', after: null },
    ]);
  });
});
