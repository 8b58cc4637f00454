import type { TCoveredArea, TCustomerAddress } from '@sofreh/domain';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { reply, stubApi } from '../../../test/fetch-stub';
import { renderWithProviders } from '../../../test/render';
import { AddressForm } from './address-form';

/** Types by pasting: one input event instead of one per key, so a busy machine does not time out. */
async function typeInto(field: HTMLElement, text: string) {
  await userEvent.click(field);
  await userEvent.paste(text);
}

const ADDRESS = '/api-identity/identity/address';
const vanak: TCoveredArea = {
  id: 'zone-1',
  vendorsProperName: 'ونک و اطراف',
  price: 30_000,
  deliveryMinutes: 30,
  polygon: [
    [35.764, 51.398],
    [35.764, 51.418],
    [35.748, 51.418],
    [35.748, 51.398],
  ],
};
const home: TCustomerAddress = {
  id: 'address-1',
  title: 'خانه',
  text: 'ونک، خیابان ملاصدرا، کوچه شیراز',
  details: 'پلاک ۸',
  latitude: 35.7555,
  longitude: 51.406,
  receiverPhone: null,
};

function renderForm(address: TCustomerAddress | null = null) {
  const onSaved = vi.fn();
  renderWithProviders(
    <AddressForm
      address={address}
      coveredAreas={[vanak]}
      currency="TOMAN"
      onSaved={onSaved}
      onCancel={() => {}}
    />,
  );
  return { onSaved };
}

/** The browser's location service, answering with this point (or refusing when null). */
function stubGeolocation(point: { latitude: number; longitude: number } | null) {
  vi.stubGlobal('navigator', {
    ...navigator,
    geolocation: {
      getCurrentPosition: (ok: PositionCallback, fail: PositionErrorCallback) =>
        point ? ok({ coords: point } as GeolocationPosition) : fail({ code: 1 } as GeolocationPositionError),
    },
  });
}

async function fillLines() {
  await userEvent.click(screen.getByRole('checkbox', { name: 'محل کار' }));
  await typeInto(screen.getByLabelText(/نشانی/), 'جردن، خیابان تابان');
}

describe('AddressForm', () => {
  it('asks for the pin before sending anything', async () => {
    const api = stubApi({});
    renderForm();
    await fillLines();
    await userEvent.click(screen.getByRole('button', { name: 'ثبت آدرس' }));
    expect(screen.getByText('محل آدرس را روی نقشه مشخص کنید.')).toBeTruthy();
    expect(api.requests.filter((r) => r.path === ADDRESS)).toHaveLength(0);
  });

  it('places the pin at my location, says it is in a delivery area, and registers the address', async () => {
    stubGeolocation({ latitude: 35.7575, longitude: 51.4098 });
    const api = stubApi({
      [`POST ${ADDRESS}`]: (request) =>
        reply(201, { id: 'address-9', details: null, receiverPhone: null, ...(request.body as object) }),
    });
    const { onSaved } = renderForm();
    await fillLines();
    await userEvent.click(screen.getByRole('button', { name: 'موقعیت من' }));
    expect(await screen.findByText('داخل محدوده «ونک و اطراف»؛ هزینه ارسال ۳۰٬۰۰۰ تومان')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'ثبت آدرس' }));

    expect(await screen.findByText('آدرس با موفقیت ثبت شد.')).toBeTruthy();
    expect(api.callsTo(`POST ${ADDRESS}`)[0]!.body).toEqual({
      title: 'محل کار',
      text: 'جردن، خیابان تابان',
      details: '',
      receiverPhone: '',
      latitude: 35.7575,
      longitude: 51.4098,
    });
    await waitFor(() => expect(onSaved).toHaveBeenCalledTimes(1));
  });

  it('warns when my location is outside every delivery area, and when it cannot be read', async () => {
    stubGeolocation({ latitude: 35.7006, longitude: 51.3376 });
    stubApi({});
    renderForm();
    await userEvent.click(screen.getByRole('button', { name: 'موقعیت من' }));
    expect(await screen.findByText(/این نقطه بیرون از محدوده‌های ارسال رستوران است/)).toBeTruthy();

    stubGeolocation(null);
    await userEvent.click(screen.getByRole('button', { name: 'موقعیت من' }));
    expect(await screen.findByText('موقعیت شما در دسترس نیست؛ محل را روی نقشه انتخاب کنید.')).toBeTruthy();
  });

  it('shows the failure notice and the server’s problems beside the fields', async () => {
    stubGeolocation({ latitude: 35.7575, longitude: 51.4098 });
    stubApi({
      [`POST ${ADDRESS}`]: reply(400, {
        code: 'BAD_REQUEST',
        message: 'برخی از مقادیر وارد شده معتبر نیستند.',
        errors: [
          { field: 'text', message: 'نشانی را کامل‌تر بنویسید؛ خیابان و کوچه را وارد کنید.' },
          { field: 'receiverPhone', message: 'شماره موبایل گیرنده درست نیست؛ مثلاً ۰۹۱۲۳۴۵۶۷۸۹.' },
          { field: 'latitude', message: 'محل آدرس را روی نقشه مشخص کنید.' },
        ],
      }),
    });
    renderForm();
    await fillLines();
    await typeInto(screen.getByLabelText(/موبایل گیرنده/), '021');
    await userEvent.click(screen.getByRole('button', { name: 'موقعیت من' }));
    await userEvent.click(screen.getByRole('button', { name: 'ثبت آدرس' }));

    expect(await screen.findByText('خطا در ثبت آدرس.')).toBeTruthy();
    const text = screen.getByLabelText(/نشانی/);
    expect(text.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText('نشانی را کامل‌تر بنویسید؛ خیابان و کوچه را وارد کنید.')).toBeTruthy();
    expect(screen.getByText('شماره موبایل گیرنده درست نیست؛ مثلاً ۰۹۱۲۳۴۵۶۷۸۹.')).toBeTruthy();
    expect(screen.getByText('محل آدرس را روی نقشه مشخص کنید.').getAttribute('role')).toBe('alert');
  });

  it('edits an address: "address edited", or its own failure notice with the server’s reason', async () => {
    let fail = true;
    const api = stubApi({
      [`PUT ${ADDRESS}`]: (request) =>
        fail
          ? reply(404, { code: 'ADDRESS_NOT_FOUND', message: 'آدرس پیدا نشد.' })
          : reply(200, { ...home, ...(request.body as object) }),
    });
    renderForm(home);
    expect((screen.getByLabelText(/نشانی/) as HTMLTextAreaElement).value).toBe(home.text);
    expect(screen.getByText('داخل محدوده «ونک و اطراف»؛ هزینه ارسال ۳۰٬۰۰۰ تومان')).toBeTruthy();
    const details = screen.getByLabelText(/جزئیات/);
    await userEvent.clear(details);
    await typeInto(details, 'پلاک ۱۰، واحد ۲');
    await userEvent.click(screen.getByRole('button', { name: 'ذخیره تغییرات' }));
    expect(await screen.findByText('خطا در ویرایش آدرس.')).toBeTruthy();
    expect(screen.getAllByText('آدرس پیدا نشد.').length).toBeGreaterThan(0);

    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'ذخیره تغییرات' }));
    expect(await screen.findByText('آدرس ویرایش شد.')).toBeTruthy();
    expect(api.callsTo(`PUT ${ADDRESS}`)[1]!.body).toMatchObject({
      id: 'address-1',
      details: 'پلاک ۱۰، واحد ۲',
    });
  });
});
