import type { TCustomerAddressWithDelivery } from '@sofreh/domain';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { reply, stubApi } from '../../../test/fetch-stub';
import { pageText, renderWithProviders } from '../../../test/render';
import { AddressesScreen } from './addresses-screen';

const MINE = '/api-delivery/v1/customer-addresses/based-on-delivery-zones';
const home: TCustomerAddressWithDelivery = {
  id: 'address-1',
  title: 'خانه',
  text: 'ونک، خیابان ملاصدرا',
  details: 'پلاک ۸',
  latitude: 35.7555,
  longitude: 51.406,
  receiverPhone: null,
  deliverable: true,
  deliveryPrice: 30_000,
  zoneId: 'zone-1',
  vendorsProperName: 'ونک و اطراف',
};
const office: TCustomerAddressWithDelivery = {
  ...home,
  id: 'address-2',
  title: 'محل کار',
  details: null,
  deliverable: false,
  deliveryPrice: null,
  zoneId: null,
  vendorsProperName: null,
};

describe('AddressesScreen', () => {
  it('lists my addresses, each deliverable with its price or not', async () => {
    stubApi({
      [`GET ${MINE}`]: reply(200, [home, office]),
      'GET /api-delivery/v1/covered-areas': reply(200, []),
    });
    renderWithProviders(<AddressesScreen currency="TOMAN" backLink={null} />, { path: '/addresses' });

    const first = await screen.findByRole('listitem', { name: 'خانه' });
    expect(within(first).getByText('ارسال ۳۰٬۰۰۰ تومان')).toBeTruthy();
    expect(within(first).getByText('محدوده ارسال: ونک و اطراف')).toBeTruthy();
    const second = screen.getByRole('listitem', { name: 'محل کار' });
    expect(within(second).getByText('خارج از محدوده ارسال')).toBeTruthy();
    expect(pageText()).not.toMatch(/[0-9]/);
  });

  it('deletes an address after confirmation', async () => {
    let list = [home, office];
    const api = stubApi({
      [`GET ${MINE}`]: () => reply(200, list),
      'DELETE /api-identity/identity/address/address-2': () => {
        list = [home];
        return reply(204);
      },
    });
    renderWithProviders(<AddressesScreen currency="TOMAN" backLink={null} />, { path: '/addresses' });
    const office_ = await screen.findByRole('listitem', { name: 'محل کار' });
    await userEvent.click(within(office_).getByRole('button', { name: 'حذف' }));
    expect(screen.getByText('آدرس «محل کار» حذف شود؟')).toBeTruthy();
    await userEvent.click(await screen.findByRole('button', { name: 'حذف شود' }));
    expect(await screen.findByText('آدرس حذف شد.')).toBeTruthy();
    expect(api.callsTo('DELETE /api-identity/identity/address/address-2')).toHaveLength(1);
  });

  it('says so when there is no address yet, and opens the form', async () => {
    stubApi({ [`GET ${MINE}`]: reply(200, []) });
    renderWithProviders(<AddressesScreen currency="TOMAN" backLink={null} />, { path: '/addresses' });
    expect(await screen.findByText('هنوز آدرسی ذخیره نکرده‌اید.')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'افزودن آدرس جدید' }));
    expect(screen.getByRole('heading', { name: 'آدرس جدید' })).toBeTruthy();
  });
});
