import type { TDeliveryZone } from '@sofreh/domain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { reply, stubApi } from '../../../test/fetch-stub';
import { pageText, renderWithProviders } from '../../../test/render';
import { DeliveryZonesScreen } from './delivery-zones-screen';

/** Types by pasting: one input event instead of one per key, so a busy machine does not time out. */
async function typeInto(field: HTMLElement, text: string) {
  await userEvent.click(field);
  await userEvent.paste(text);
}

const ZONES = '/api-delivery/v1/delivery-zones';

function zone(overrides: Partial<TDeliveryZone>): TDeliveryZone {
  return {
    id: 'zone-1',
    vendorsProperName: 'ونک و اطراف',
    price: 30_000,
    enabled: true,
    deliveryMinutes: 30,
    polygon: [
      [35.764, 51.398],
      [35.764, 51.418],
      [35.748, 51.418],
    ],
    ...overrides,
  };
}

const vanak = zone({});
const tajrish = zone({ id: 'zone-2', vendorsProperName: 'تجریش', price: 60_000, enabled: false });

function renderScreen() {
  renderWithProviders(<DeliveryZonesScreen currency="TOMAN" />, { path: '/bo/delivery-zones' });
}

describe('DeliveryZonesScreen', () => {
  it('lists the zones with their Toman prices in Persian digits and their switches', async () => {
    stubApi({ [`GET ${ZONES}`]: reply(200, [vanak, tajrish]), 'GET /api/config': reply(503) });
    renderScreen();

    const list = await screen.findByRole('list', { name: 'محدوده‌های ارسال' });
    const items = within(list).getAllByRole('listitem');
    expect(items.map((item) => item.getAttribute('aria-label'))).toEqual(['ونک و اطراف', 'تجریش']);
    expect(within(items[0]!).getByText('هزینه ارسال: ۳۰٬۰۰۰ تومان')).toBeTruthy();
    expect(within(items[1]!).getByText('غیرفعال')).toBeTruthy();
    expect((screen.getByRole('switch', { name: 'فعال بودن ونک و اطراف' }) as HTMLInputElement).checked).toBe(
      true,
    );
    expect((screen.getByRole('switch', { name: 'فعال بودن تجریش' }) as HTMLInputElement).checked).toBe(false);
    // Without tiles the map still stands, and says why it is grey.
    expect(await screen.findByText(/تصویر زمینه نقشه بارگذاری نشد/)).toBeTruthy();
    const text = pageText().replace(/leaflet|openstreetmap|©/gi, '');
    expect(text).not.toMatch(/[0-9]/);
  });

  it('shows a zone’s name on the map as text, never as markup', async () => {
    const name = '<img src="x" onerror="window.__hacked = true">ونک';
    stubApi({
      [`GET ${ZONES}`]: reply(200, [zone({ vendorsProperName: name })]),
      'GET /api/config': reply(503),
    });
    renderScreen();
    await screen.findByRole('list', { name: 'محدوده‌های ارسال' });
    const shape = await waitFor(() => {
      const found = document.querySelector('path.leaflet-interactive');
      expect(found).not.toBeNull();
      return found!;
    });
    shape.dispatchEvent(new MouseEvent('mouseover', { bubbles: true, clientX: 10, clientY: 10 }));
    const tooltip = await waitFor(() => {
      const found = document.querySelector('.leaflet-tooltip');
      expect(found).not.toBeNull();
      return found!;
    });
    expect(tooltip.textContent).toBe(name);
    expect(tooltip.querySelector('img')).toBeNull();
  });

  it('switches a zone off by sending the value, not a flip', async () => {
    const api = stubApi({
      [`GET ${ZONES}`]: reply(200, [vanak]),
      [`PUT ${ZONES}/zone-1/enable-or-disable`]: reply(200, { ...vanak, enabled: false }),
    });
    renderScreen();
    await userEvent.click(await screen.findByRole('switch', { name: 'فعال بودن ونک و اطراف' }));
    await waitFor(() => expect(api.callsTo(`PUT ${ZONES}/zone-1/enable-or-disable`)).toHaveLength(1));
    expect(api.callsTo(`PUT ${ZONES}/zone-1/enable-or-disable`)[0]!.body).toEqual({ enabled: false });
  });

  it('deletes a zone only after the person confirms beside the button', async () => {
    let zones = [vanak, tajrish];
    const api = stubApi({
      [`GET ${ZONES}`]: () => reply(200, zones),
      [`DELETE ${ZONES}/zone-2`]: () => {
        zones = [vanak];
        return reply(204);
      },
    });
    renderScreen();
    const item = await screen.findByRole('listitem', { name: 'تجریش' });
    await userEvent.click(within(item).getByRole('button', { name: 'حذف' }));
    expect(screen.getByText(/محدوده «تجریش» حذف شود؟/)).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'انصراف' }));
    expect(api.callsTo(`DELETE ${ZONES}/zone-2`)).toHaveLength(0);

    await userEvent.click(within(item).getByRole('button', { name: 'حذف' }));
    await userEvent.click(await screen.findByRole('button', { name: 'حذف شود' }));
    await waitFor(() => expect(screen.queryByRole('listitem', { name: 'تجریش' })).toBeNull());
    expect(api.callsTo(`DELETE ${ZONES}/zone-2`)).toHaveLength(1);
  });

  it('edits a zone and shows the server’s problems beside the fields', async () => {
    const api = stubApi({
      [`GET ${ZONES}`]: reply(200, [vanak]),
      [`PUT ${ZONES}/zone-1`]: reply(400, {
        code: 'BAD_REQUEST',
        message: 'برخی از مقادیر وارد شده معتبر نیستند.',
        errors: [
          { field: 'price', message: 'مبلغ بیش از حد مجاز است.' },
          { field: 'polygon', message: 'خطوط محدوده نباید یکدیگر را قطع کنند یا روی هم بیفتند.' },
        ],
      }),
    });
    renderScreen();
    const item = await screen.findByRole('listitem', { name: 'ونک و اطراف' });
    await userEvent.click(within(item).getByRole('button', { name: 'ویرایش' }));

    const price = screen.getByLabelText(/هزینه ارسال/) as HTMLInputElement;
    expect(price.value).toBe('۳۰٬۰۰۰');
    await userEvent.clear(price);
    await typeInto(price, '۴۵۰۰۰');
    expect(price.value).toBe('۴۵٬۰۰۰');
    // The courier's time, which the customer's expected time adds (issue 19.11).
    const minutes = screen.getByLabelText(/زمان ارسال/) as HTMLInputElement;
    expect(minutes.value).toBe('۳۰');
    await userEvent.clear(minutes);
    await typeInto(minutes, '۴۵');
    await userEvent.click(screen.getByRole('button', { name: 'ذخیره' }));

    expect(await screen.findByText('مبلغ بیش از حد مجاز است.')).toBeTruthy();
    expect(screen.getByText('خطوط محدوده نباید یکدیگر را قطع کنند یا روی هم بیفتند.')).toBeTruthy();
    expect(api.callsTo(`PUT ${ZONES}/zone-1`)[0]!.body).toEqual({
      vendorsProperName: 'ونک و اطراف',
      price: 45_000,
      enabled: true,
      deliveryMinutes: 45,
      polygon: vanak.polygon,
    });
    // Field problems stay beside the fields: no red notice repeats them.
    expect(screen.queryByText('برخی از مقادیر وارد شده معتبر نیستند.')).toBeNull();
  });

  it('draws a new zone point by point, with undo and clear, then saves its details', async () => {
    const api = stubApi({
      [`GET ${ZONES}`]: reply(200, []),
      [`POST ${ZONES}`]: (request) =>
        reply(201, { id: 'zone-9', enabled: true, ...(request.body as object) }),
    });
    renderScreen();
    expect(await screen.findByText(/هنوز محدوده‌ای رسم نشده است/)).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'محدوده جدید' }));
    expect(screen.getByText('هنوز نقطه‌ای اضافه نشده است.')).toBeTruthy();
    const finish = screen.getByRole('button', { name: 'پایان رسم' }) as HTMLButtonElement;
    expect(finish.disabled).toBe(true);

    const map = screen.getByRole('application', { name: 'نقشه محدوده‌های ارسال' });
    const clickMap = (x: number, y: number) =>
      map.dispatchEvent(new MouseEvent('click', { bubbles: true, clientX: x, clientY: y }));
    clickMap(10, 10);
    clickMap(200, 10);
    clickMap(200, 200);
    clickMap(10, 200);
    expect(await screen.findByText('۴ نقطه')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'برگرداندن آخرین نقطه' }));
    expect(screen.getByText('۳ نقطه')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'پاک کردن همه' }));
    expect(screen.getByText('هنوز نقطه‌ای اضافه نشده است.')).toBeTruthy();

    clickMap(10, 10);
    clickMap(200, 10);
    clickMap(200, 200);
    await userEvent.click(screen.getByRole('button', { name: 'پایان رسم' }));
    await typeInto(screen.getByLabelText(/نام محدوده/), 'ونک');
    await typeInto(screen.getByLabelText(/هزینه ارسال/), '30000');
    await userEvent.click(screen.getByRole('button', { name: 'ذخیره' }));

    expect(await screen.findByText('عملیات با موفقیت ثبت شد.')).toBeTruthy();
    const sent = api.callsTo(`POST ${ZONES}`)[0]!.body as { polygon: number[][]; price: number };
    expect(sent).toMatchObject({ vendorsProperName: 'ونک', price: 30_000, enabled: true });
    expect(sent.polygon).toHaveLength(3);
  });
});
