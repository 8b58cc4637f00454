import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { makeVendorLanding } from '../../../test/factories';
import { reply, stubApi } from '../../../test/fetch-stub';
import { pageText, renderWithProviders } from '../../../test/render';
import { VendorHome } from './vendor-home';

const LANDING = 'GET /api-identity/identity/vendors/landing';
// Wednesday 4 Azar 1405, 10:00 in Tehran (06:30 UTC).
const WEDNESDAY_MORNING = new Date('2026-11-25T06:30:00Z');

function renderHome(tableNumber: string | null = null) {
  renderWithProviders(
    <VendorHome
      tableNumber={tableNumber}
      accountControl={<button type="button">ورود</button>}
      onStartOrdering={() => {}}
      onViewMenu={() => {}}
    />,
  );
}

describe('VendorHome', () => {
  it('shows a closed vendor with its next opening day and time in Persian', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(WEDNESDAY_MORNING);
    stubApi({
      [LANDING]: reply(
        200,
        makeVendorLanding({
          isOpen: false,
          nextOpening: { dayOfWeek: 'SAT', startTime: '12:00', endTime: '23:00' },
          openingHours: [{ dayOfWeek: 'SAT', startTime: '12:00', endTime: '23:00' }],
          minimumBasket: 50000,
          deliveryTypes: ['SERVE', 'PICKUP', 'DELIVER'],
        }),
      ),
    });

    renderHome();

    expect(await screen.findByRole('heading', { name: 'رستوران سفره' })).toBeTruthy();
    expect(screen.getByText('بسته است')).toBeTruthy();
    expect(screen.getByText('بازگشایی: شنبه ساعت ۱۲:۰۰')).toBeTruthy();
    expect(screen.getByText('۵۰٬۰۰۰ تومان')).toBeTruthy();
    for (const label of ['سرو در محل', 'تحویل حضوری', 'ارسال با پیک'])
      expect(screen.getByText(label)).toBeTruthy();
    expect(screen.getByText('۱۲:۰۰ تا ۲۳:۰۰')).toBeTruthy();
    // Every digit a person reads is Persian.
    expect(pageText()).not.toMatch(/[0-9]/);
  });

  it('says "today" when a closed vendor opens later the same day', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(WEDNESDAY_MORNING);
    stubApi({
      [LANDING]: reply(
        200,
        makeVendorLanding({
          isOpen: false,
          nextOpening: { dayOfWeek: 'WED', startTime: '18:30', endTime: '00:00' },
        }),
      ),
    });
    renderHome();
    expect(await screen.findByText('بازگشایی: امروز ساعت ۱۸:۳۰')).toBeTruthy();
  });

  it('shows an open vendor, its table and the initial of its name when it has no logo', async () => {
    stubApi({ [LANDING]: reply(200, makeVendorLanding({ isOpen: true, name: 'کبابی نایب' })) });
    renderHome('12');

    expect(await screen.findByText('باز است')).toBeTruthy();
    expect(screen.queryByText(/بازگشایی/)).toBeNull();
    expect(screen.getByText('میز ۱۲')).toBeTruthy();
    expect(screen.getByText('ک')).toBeTruthy();
    expect(screen.getByText('ندارد')).toBeTruthy();
  });

  it("shows the server's Persian message when the vendor is unknown", async () => {
    stubApi({
      [LANDING]: reply(404, { code: 'VENDOR_NOT_FOUND', message: 'رستورانی با این آدرس پیدا نشد.' }),
    });
    renderHome();
    expect(await screen.findByText('صفحه رستوران باز نشد')).toBeTruthy();
    expect(screen.getAllByText('رستورانی با این آدرس پیدا نشد.').length).toBeGreaterThan(0);
  });

  it('shows a calm Persian page, without a retry, for a restaurant the platform switched off', async () => {
    stubApi({
      [LANDING]: reply(403, { code: 'VENDOR_INACTIVE', message: 'این رستوران در حال حاضر غیرفعال است.' }),
    });
    renderHome();
    expect(await screen.findByRole('heading', { name: 'این رستوران در حال حاضر غیرفعال است.' })).toBeTruthy();
    expect(screen.getByText(/سفارش آنلاین و پنل این رستوران فعلاً بسته است/)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'تلاش دوباره' })).toBeNull();
  });
});
