import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { reply, stubApi } from '../../../test/fetch-stub';
import { pageText, renderWithProviders } from '../../../test/render';
import { PrinterStationsPage } from './printer-stations-page';

const STATIONS_READ = '/api-catalog/catalog/printerstations';
const STATIONS_WRITE = '/api-snappfood/api/printerstations';
const PRINTERS = '/api-catalog/catalog/printers';
const ROUTES = '/api-catalog/catalog/menucategories/printer';

const id = (n: number) => `3a0e7c1a-0000-4000-8000-${String(n).padStart(12, '0')}`;
const KITCHEN_PRINTER = {
  id: id(1),
  name: 'چاپگر آشپزخانه',
  ip: '192.168.1.50',
  port: 9100,
  paperWidthMm: 80,
  vendorId: id(99),
};
const CASHIER_PRINTER = { ...KITCHEN_PRINTER, id: id(2), name: 'چاپگر صندوق', ip: '192.168.1.51' };
const KEBAB = id(11);
const PIZZA = id(12);
const DRINKS = id(13);
const KITCHEN = {
  id: id(21),
  name: 'آشپزخانه',
  kind: 'KITCHEN',
  printerId: KITCHEN_PRINTER.id,
  printerName: KITCHEN_PRINTER.name,
  categoryIds: [KEBAB, PIZZA],
};
const CASHIER = {
  id: id(22),
  name: 'صندوق',
  kind: 'CUSTOMER',
  printerId: CASHIER_PRINTER.id,
  printerName: CASHIER_PRINTER.name,
  categoryIds: [],
};
const BAR = {
  id: id(23),
  name: 'بار',
  kind: 'KITCHEN',
  printerId: null,
  printerName: null,
  categoryIds: [DRINKS],
};
const route = (categoryId: string, categoryTitle: string, station: { id: string; name: string } | null) => ({
  categoryId,
  categoryTitle,
  printerStationId: station?.id ?? null,
  printerStationName: station?.name ?? null,
});

function stubStations(extra: Parameters<typeof stubApi>[0] = {}, withBar = true) {
  return stubApi({
    [`GET ${STATIONS_READ}`]: reply(200, withBar ? [KITCHEN, CASHIER, BAR] : [KITCHEN, CASHIER]),
    [`GET ${PRINTERS}`]: reply(200, [KITCHEN_PRINTER, CASHIER_PRINTER]),
    [`GET ${ROUTES}`]: reply(200, [
      route(KEBAB, 'کباب', KITCHEN),
      route(PIZZA, 'پیتزا', KITCHEN),
      route(DRINKS, 'نوشیدنی', withBar ? BAR : null),
      route(id(14), 'دسر', null),
    ]),
    ...extra,
  });
}

/** A station's row, once the list has arrived. */
async function stationRow(name: string) {
  const table = await screen.findByRole('table', { name: 'فهرست ایستگاه‌ها' });
  const rows = within(table).getAllByRole('row').slice(1);
  return rows.find((row) => row.querySelector('td > p')?.textContent === name)!;
}

describe('PrinterStationsPage', { timeout: 20_000 }, () => {
  it('lists the stations with Persian kinds and shows where each category prints', async () => {
    stubStations();
    renderWithProviders(<PrinterStationsPage />, { path: '/bo/printer-stations' });

    const kitchen = await stationRow('آشپزخانه');
    expect(within(kitchen).getByText('چاپگر آشپزخانه')).toBeTruthy();
    expect(await within(kitchen).findByText('کباب')).toBeTruthy();
    expect(within(kitchen).getByText('پیتزا')).toBeTruthy();
    const cashier = await stationRow('صندوق');
    expect(within(cashier).getByText('صندوق (فیش مشتری)')).toBeTruthy();
    expect(within(cashier).getByText('فیش کامل مشتری')).toBeTruthy();
    const bar = await stationRow('بار');
    expect(within(bar).getByText('بدون چاپگر')).toBeTruthy();

    const routing = screen.getByRole('table', { name: 'مسیر چاپ دسته‌ها' });
    const rows = within(routing)
      .getAllByRole('row')
      .slice(1)
      .map((row) => [...row.querySelectorAll('td')].map((cell) => cell.textContent).join(' '));
    expect(rows).toEqual([
      'کباب ← آشپزخانه',
      'پیتزا ← آشپزخانه',
      'نوشیدنی ← بار',
      'دسر ← در آشپزخانه چاپ نمی‌شود',
    ]);
    expect(pageText()).not.toMatch(/[0-9]/);
  });

  it('creates a kitchen station with its printer and categories, saying which ones move', async () => {
    const user = userEvent.setup();
    const api = stubStations({
      [`POST ${STATIONS_WRITE}`]: (request) =>
        reply(201, { id: id(24), printerName: KITCHEN_PRINTER.name, ...(request.body as object) }),
    });
    renderWithProviders(<PrinterStationsPage />, { path: '/bo/printer-stations' });
    await stationRow('آشپزخانه');

    await user.click(screen.getByRole('button', { name: 'ایستگاه جدید' }));
    const dialog = await screen.findByRole('dialog', { name: 'ایستگاه چاپ جدید' });
    await user.type(within(dialog).getByLabelText('نام ایستگاه'), 'آشپزخانه سرد');
    await user.click(within(dialog).getByRole('combobox', { name: 'چاپگر' }));
    await user.click(await within(dialog).findByRole('option', { name: 'چاپگر آشپزخانه (۱۹۲.۱۶۸.۱.۵۰)' }));
    await user.click(within(dialog).getByRole('combobox', { name: 'دسته‌هایی که اینجا چاپ می‌شوند' }));
    const drinks = await within(dialog).findByRole('option', { name: /نوشیدنی/ });
    expect(within(drinks).getByText('اکنون در «بار»')).toBeTruthy();
    await user.click(drinks);
    await user.click(within(dialog).getByRole('option', { name: /دسر/ }));

    expect(within(dialog).getByText('«نوشیدنی» از «بار» به این ایستگاه منتقل می‌شود.')).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'ذخیره' }));

    expect(await screen.findByText('عملیات با موفقیت انجام شد.')).toBeTruthy();
    expect(api.callsTo(`POST ${STATIONS_WRITE}`).at(-1)?.body).toEqual({
      name: 'آشپزخانه سرد',
      kind: 'KITCHEN',
      printerId: KITCHEN_PRINTER.id,
      categoryIds: [DRINKS, id(14)],
    });
  });

  it("shows the server's refusal of a category beside the picker", async () => {
    const user = userEvent.setup();
    const api = stubStations({
      [`PUT ${STATIONS_WRITE}`]: reply(400, {
        code: 'BAD_REQUEST',
        message: 'برخی از مقادیر وارد شده معتبر نیستند.',
        errors: [{ field: 'categoryIds.1', message: 'این دسته در منوی شما وجود ندارد.' }],
      }),
    });
    renderWithProviders(<PrinterStationsPage />, { path: '/bo/printer-stations' });
    const kitchen = await stationRow('آشپزخانه');

    await user.click(within(kitchen).getByRole('button', { name: 'ویرایش' }));
    const dialog = await screen.findByRole('dialog', { name: 'ویرایش ایستگاه چاپ' });
    await user.click(within(dialog).getByRole('button', { name: 'ذخیره' }));

    expect(await within(dialog).findByText('این دسته در منوی شما وجود ندارد.')).toBeTruthy();
    expect(
      within(dialog)
        .getByRole('combobox', { name: 'دسته‌هایی که اینجا چاپ می‌شوند' })
        .getAttribute('aria-invalid'),
    ).toBe('true');
    expect(api.callsTo(`PUT ${STATIONS_WRITE}`).at(-1)?.body).toMatchObject({
      id: KITCHEN.id,
      categoryIds: [KEBAB, PIZZA],
    });
  });

  it('turning a station into the cashier one hides the categories and sends none', async () => {
    const user = userEvent.setup();
    const api = stubStations({
      [`PUT ${STATIONS_WRITE}`]: (request) => reply(200, { printerName: null, ...(request.body as object) }),
    });
    renderWithProviders(<PrinterStationsPage />, { path: '/bo/printer-stations' });
    const kitchen = await stationRow('آشپزخانه');

    await user.click(within(kitchen).getByRole('button', { name: 'ویرایش' }));
    const dialog = await screen.findByRole('dialog', { name: 'ویرایش ایستگاه چاپ' });
    await user.click(within(dialog).getByText('صندوق (فیش مشتری)'));
    expect(within(dialog).queryByRole('combobox', { name: 'دسته‌هایی که اینجا چاپ می‌شوند' })).toBeNull();
    expect(within(dialog).getByText(/فیش کامل مشتری را با همه آیتم‌ها/)).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'ذخیره' }));

    await waitFor(() =>
      expect(api.callsTo(`PUT ${STATIONS_WRITE}`).at(-1)?.body).toEqual({
        id: KITCHEN.id,
        name: 'آشپزخانه',
        kind: 'CUSTOMER',
        printerId: KITCHEN_PRINTER.id,
        categoryIds: [],
      }),
    );
  });
});
