import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { reply, stubApi } from '../../../test/fetch-stub';
import { pageText, renderWithProviders } from '../../../test/render';
import { AutoPrintPage } from './auto-print-page';

const AUTO = '/api/printing/auto-print';
const KITCHEN = {
  stationId: '2a0e7c1a-0000-4000-8000-000000000001',
  stationName: 'آشپزخانه',
  kind: 'KITCHEN',
  printerName: 'چاپگر آشپزخانه',
  trigger: 'NEW',
};
const CASHIER = {
  stationId: '2a0e7c1a-0000-4000-8000-000000000002',
  stationName: 'صندوق',
  kind: 'CUSTOMER',
  printerName: 'چاپگر صندوق',
  trigger: null,
};
const BAR = {
  stationId: '2a0e7c1a-0000-4000-8000-000000000003',
  stationName: 'بار',
  kind: 'KITCHEN',
  printerName: null,
  trigger: null,
};

describe('AutoPrintPage', { timeout: 20_000 }, () => {
  it('shows each station’s automatic print and saves the restaurant’s choice on the server', async () => {
    const api = stubApi({
      [`GET ${AUTO}`]: reply(200, { stations: [KITCHEN, CASHIER, BAR] }),
      [`PUT ${AUTO}`]: (request) => {
        const body = request.body as { stations: Array<{ stationId: string; trigger: string | null }> };
        return reply(200, {
          stations: [KITCHEN, CASHIER, BAR].map((s) => ({
            ...s,
            trigger: body.stations.find((x) => x.stationId === s.stationId)?.trigger ?? null,
          })),
        });
      },
    });
    renderWithProviders(<AutoPrintPage />);
    const kitchen = await screen.findByRole('radiogroup', { name: 'چاپ خودکار آشپزخانه' });
    expect(within(kitchen).getByRole('radio', { name: 'با رسیدن سفارش جدید' })).toHaveProperty(
      'checked',
      true,
    );
    const cashier = screen.getByRole('radiogroup', { name: 'چاپ خودکار صندوق' });
    expect(within(cashier).getByRole('radio', { name: 'فقط با درخواست' })).toHaveProperty('checked', true);
    // A station without a printer cannot print by itself, and the page says what to do instead.
    const bar = screen.getByRole('radiogroup', { name: 'چاپ خودکار بار' });
    expect(within(bar).getByRole('radio', { name: 'با تأیید سفارش' })).toHaveProperty('disabled', true);
    expect(pageText()).toContain('بدون چاپگر');
    expect(pageText()).toContain('در مرورگر چاپ کنید');

    await userEvent.click(within(cashier).getByRole('radio', { name: 'با تأیید سفارش' }));
    await userEvent.click(screen.getByRole('button', { name: 'ذخیره' }));
    await waitFor(() => expect(api.callsTo(`PUT ${AUTO}`)).toHaveLength(1));
    expect(api.callsTo(`PUT ${AUTO}`)[0]!.body).toEqual({
      stations: [
        { stationId: KITCHEN.stationId, trigger: 'NEW' },
        { stationId: CASHIER.stationId, trigger: 'CONFIRMED' },
        { stationId: BAR.stationId, trigger: null },
      ],
    });
    expect(await screen.findByText('عملیات با موفقیت ثبت شد.')).toBeTruthy();
  });

  it('sends people without stations to make them first', async () => {
    stubApi({ [`GET ${AUTO}`]: reply(200, { stations: [] }) });
    renderWithProviders(<AutoPrintPage />);
    expect(await screen.findByRole('link', { name: 'ایستگاه‌های چاپ' })).toBeTruthy();
  });
});
