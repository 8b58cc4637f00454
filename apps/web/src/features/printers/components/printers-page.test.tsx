import { ERROR_MESSAGES } from '@sofreh/domain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { reply, stubApi } from '../../../test/fetch-stub';
import { pageText, renderWithProviders } from '../../../test/render';
import { PrintersPage } from './printers-page';

const READ = '/api-catalog/catalog/printers';
const WRITE = '/api-snappfood/api/printers';
const STATIONS = '/api-catalog/catalog/printerstations';
const VENDOR_ID = '1a0e7c1a-0000-4000-8000-000000000000';
const KITCHEN_PRINTER = {
  id: '1a0e7c1a-0000-4000-8000-000000000001',
  name: 'چاپگر آشپزخانه',
  ip: '192.168.1.50',
  port: 9100,
  paperWidthMm: 80,
  vendorId: VENDOR_ID,
};
const SPARE_PRINTER = {
  ...KITCHEN_PRINTER,
  id: '1a0e7c1a-0000-4000-8000-000000000002',
  name: 'چاپگر یدک',
  ip: '10.0.0.7',
  paperWidthMm: 58,
};
const KITCHEN_STATION = {
  id: '2a0e7c1a-0000-4000-8000-000000000001',
  name: 'آشپزخانه',
  kind: 'KITCHEN',
  printerId: KITCHEN_PRINTER.id,
  printerName: KITCHEN_PRINTER.name,
  categoryIds: [],
};
const IP_MESSAGE = 'آدرس IP چاپگر را به شکل ۱۹۲.۱۶۸.۱.۵۰ وارد کنید.';

describe('PrintersPage', { timeout: 20_000 }, () => {
  it('lists the printers with their addresses in Persian digits and the stations they serve', async () => {
    stubApi({
      [`GET ${READ}`]: reply(200, [KITCHEN_PRINTER, SPARE_PRINTER]),
      [`GET ${STATIONS}`]: reply(200, [KITCHEN_STATION]),
    });
    renderWithProviders(<PrintersPage />, { path: '/bo/printers' });

    const kitchen = (await screen.findByText('چاپگر آشپزخانه')).closest('tr')!;
    expect(within(kitchen).getByText('۱۹۲.۱۶۸.۱.۵۰')).toBeTruthy();
    expect(within(kitchen).getByText('۹۱۰۰')).toBeTruthy();
    expect(within(kitchen).getByText('۸۰ میلی‌متر')).toBeTruthy();
    await within(kitchen).findByText('آشپزخانه');
    const spare = screen.getByText('چاپگر یدک').closest('tr')!;
    expect(within(spare).getByText('۵۸ میلی‌متر')).toBeTruthy();
    expect(within(spare).getByText('به ایستگاهی وصل نیست')).toBeTruthy();
    expect(pageText()).not.toMatch(/[0-9]/);
  });

  it("adds a printer through the marketplace prefix, the server's IP message beside the field first", async () => {
    const user = userEvent.setup();
    const printers = [KITCHEN_PRINTER];
    const api = stubApi({
      [`GET ${READ}`]: () => reply(200, printers),
      [`GET ${STATIONS}`]: reply(200, []),
      [`POST ${WRITE}`]: (request) => {
        const body = request.body as { name: string; ip: string; port: number; paperWidthMm: number };
        if (!/^\d+\.\d+\.\d+\.\d+$/.test(body.ip))
          return reply(400, {
            code: 'BAD_REQUEST',
            message: 'برخی از مقادیر وارد شده معتبر نیستند.',
            errors: [{ field: 'ip', message: IP_MESSAGE }],
          });
        const created = { ...body, id: '1a0e7c1a-0000-4000-8000-000000000003', vendorId: VENDOR_ID };
        printers.push(created);
        return reply(201, created);
      },
    });
    renderWithProviders(<PrintersPage />, { path: '/bo/printers' });
    await screen.findByText('چاپگر آشپزخانه');

    await user.click(screen.getByRole('button', { name: 'چاپگر جدید' }));
    const dialog = await screen.findByRole('dialog', { name: 'چاپگر جدید' });
    await user.type(within(dialog).getByLabelText('نام چاپگر'), 'چاپگر بار');
    const ip = within(dialog).getByLabelText('نشانی IP') as HTMLInputElement;
    await user.type(ip, '۱۹۲٫۱۶۸٫۱');
    expect(ip.value).toBe('۱۹۲.۱۶۸.۱');
    await user.click(within(dialog).getByRole('button', { name: 'ذخیره' }));
    expect(await within(dialog).findByText(IP_MESSAGE)).toBeTruthy();
    expect(ip.getAttribute('aria-invalid')).toBe('true');

    await user.type(ip, '.60');
    await user.click(within(dialog).getByRole('button', { name: 'ذخیره' }));

    expect(await screen.findByText('عملیات با موفقیت انجام شد.')).toBeTruthy();
    expect(await screen.findByText('چاپگر بار')).toBeTruthy();
    // 80 mm paper unless the owner says otherwise.
    expect(api.callsTo(`POST ${WRITE}`).at(-1)?.body).toEqual({
      name: 'چاپگر بار',
      ip: '192.168.1.60',
      port: 9100,
      paperWidthMm: 80,
    });
  });

  it('edits a printer with PUT carrying its id, port and paper width', async () => {
    const user = userEvent.setup();
    const api = stubApi({
      [`GET ${READ}`]: reply(200, [{ ...SPARE_PRINTER, port: 9101, paperWidthMm: 80 }]),
      [`GET ${STATIONS}`]: reply(200, []),
      [`PUT ${WRITE}`]: (request) => reply(200, { ...(request.body as object), vendorId: VENDOR_ID }),
    });
    renderWithProviders(<PrintersPage />, { path: '/bo/printers' });
    const row = (await screen.findByText('چاپگر یدک')).closest('tr')!;

    await user.click(within(row).getByRole('button', { name: 'ویرایش' }));
    const dialog = await screen.findByRole('dialog', { name: 'ویرایش چاپگر' });
    expect((within(dialog).getByLabelText('پورت') as HTMLInputElement).value).toBe('۹۱۰۱');
    expect(within(dialog).getByRole('radio', { name: '۸۰ میلی‌متر (۵۷۶ نقطه)' })).toHaveProperty(
      'checked',
      true,
    );
    await user.type(within(dialog).getByLabelText('نام چاپگر'), ' سالن');
    await user.click(within(dialog).getByRole('radio', { name: '۵۸ میلی‌متر (۳۸۴ نقطه)' }));
    await user.click(within(dialog).getByRole('button', { name: 'ذخیره' }));

    await waitFor(() =>
      expect(api.callsTo(`PUT ${WRITE}`).at(-1)?.body).toEqual({
        id: SPARE_PRINTER.id,
        name: 'چاپگر یدک سالن',
        ip: '10.0.0.7',
        port: 9101,
        paperWidthMm: 58,
      }),
    );
  });

  it('shows in the red notice why a printer a station uses cannot be deleted', async () => {
    const user = userEvent.setup();
    const api = stubApi({
      [`GET ${READ}`]: reply(200, [KITCHEN_PRINTER]),
      [`GET ${STATIONS}`]: reply(200, [KITCHEN_STATION]),
      [`DELETE ${WRITE}/${KITCHEN_PRINTER.id}`]: reply(409, {
        code: 'PRINTER_IN_USE',
        message: ERROR_MESSAGES.fa.PRINTER_IN_USE,
      }),
    });
    renderWithProviders(<PrintersPage />, { path: '/bo/printers' });
    const row = (await screen.findByText('چاپگر آشپزخانه')).closest('tr')!;

    await user.click(within(row).getByRole('button', { name: 'حذف' }));
    const question = await screen.findByText('چاپگر «چاپگر آشپزخانه» حذف شود؟');
    await user.click(within(question.parentElement!).getByRole('button', { name: 'حذف' }));

    expect(await screen.findByText(ERROR_MESSAGES.fa.PRINTER_IN_USE)).toBeTruthy();
    expect(api.callsTo(`DELETE ${WRITE}/${KITCHEN_PRINTER.id}`)).toHaveLength(1);
  });

  it('shows the printer sandbox’s last receipt for a printer in the demo', async () => {
    stubApi({
      [`GET ${READ}`]: reply(200, [KITCHEN_PRINTER]),
      [`GET ${STATIONS}`]: reply(200, [KITCHEN_STATION]),
      'GET /api/printing/sandbox': reply(200, { enabled: true }),
      [`GET /api/printing/printers/${KITCHEN_PRINTER.id}/sandbox`]: reply(200, {
        printerId: KITCHEN_PRINTER.id,
        printedAt: '2026-11-22T09:31:00.000Z',
        width: 576,
        height: 2,
        pngBase64: 'iVBORw0KGgo=',
      }),
    });
    renderWithProviders(<PrintersPage />);
    await userEvent.click(await screen.findByRole('button', { name: 'آخرین فیش' }));
    const image = await screen.findByRole('img', { name: 'آخرین فیش چاپ‌شده با چاپگر آشپزخانه' });
    expect(image.getAttribute('src')).toBe('data:image/png;base64,iVBORw0KGgo=');
    expect(pageText()).toContain('محیط آزمایشی');
  });

  it('offers no sandbox receipts where printing goes to real printers', async () => {
    stubApi({
      [`GET ${READ}`]: reply(200, [KITCHEN_PRINTER]),
      [`GET ${STATIONS}`]: reply(200, [KITCHEN_STATION]),
      'GET /api/printing/sandbox': reply(200, { enabled: false }),
    });
    renderWithProviders(<PrintersPage />);
    await screen.findByText('چاپگر آشپزخانه');
    expect(screen.queryByRole('button', { name: 'آخرین فیش' })).toBeNull();
  });
});
