import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../../test/app';
import { caller, OTHER_HOST, startWithSessions } from '../../../test/catalog-kit';
import { ONE_KIND } from '../../../test/database';
import { loginAs } from '../../../test/login';
import { AppError } from '../../platform/errors';
import { deliveryQuoteForAddress } from './delivery-prices.service';

const ADDRESS = '/api-identity/identity/address';
const ZONES = '/api-delivery/v1/delivery-zones';
const BY_ZONE = '/api-delivery/v1/customer-addresses/based-on-delivery-zones';

// Two overlapping zones and a cheap one that is switched off:
//   near  35.75–35.76 × 51.40–51.41, 30,000 (inside wide)
//   wide  35.74–35.78 × 51.39–51.43, 45,000
//   off   35.69–35.71 × 51.33–51.35, 10,000, disabled (around میدان آزادی)
const box = (lat1: number, lat2: number, lng1: number, lng2: number) => [
  [lat1, lng1],
  [lat1, lng2],
  [lat2, lng2],
  [lat2, lng1],
];
const ZONE_DEFS = {
  near: { vendorsProperName: 'ونک', price: 30_000, polygon: box(35.75, 35.76, 51.4, 51.41) },
  wide: { vendorsProperName: 'شمال تهران', price: 45_000, polygon: box(35.74, 35.78, 51.39, 51.43) },
  off: {
    vendorsProperName: 'آزادی',
    price: 10_000,
    enabled: false,
    polygon: box(35.69, 35.71, 51.33, 51.35),
  },
};
const PINS = {
  near: { latitude: 35.755, longitude: 51.405 },
  wideOnly: { latitude: 35.77, longitude: 51.42 },
  offOnly: { latitude: 35.7, longitude: 51.34 },
};

describe.each(ONE_KIND)('delivery prices on %s', (kind) => {
  let t: TestApp;
  let owner: string;
  let customer: string;
  let vendorId: string;
  const zoneIds: Record<string, string> = {};
  const addressIds: Record<string, string> = {};
  const call = caller(() => t);
  const priceOf = (addressId: string, token = customer, vendor = vendorId) =>
    call('GET', `/api-delivery/v1/delivery-prices/address/${addressId}/vendor/${vendor}`, token);

  beforeAll(async () => {
    ({ t, owner, customer } = await startWithSessions(kind));
    vendorId = t.demo.vendor.id;
    for (const [key, zone] of Object.entries(ZONE_DEFS)) {
      zoneIds[key] = (await call('POST', ZONES, owner, zone)).json().id;
    }
    for (const [key, pin] of Object.entries(PINS)) {
      const res = await call('POST', ADDRESS, customer, { title: key, text: 'تهران، خیابان ولیعصر', ...pin });
      addressIds[key] = res.json().id;
    }
  });
  afterAll(async () => {
    await t?.close();
  });

  it('prices an address by the cheapest enabled zone containing its pin', async () => {
    const near = await priceOf(addressIds.near!);
    expect(near.statusCode, near.body).toBe(200);
    expect(near.json()).toEqual({
      addressId: addressIds.near,
      zoneId: zoneIds.near,
      vendorsProperName: 'ونک',
      price: 30_000,
    });
    expect((await priceOf(addressIds.wideOnly!)).json()).toMatchObject({
      zoneId: zoneIds.wide,
      price: 45_000,
    });
  });

  it('asks for a covered area when the pin is outside every enabled zone', async () => {
    const res = await priceOf(addressIds.offOnly!);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      code: 'SELECT_FROM_LOCATIONS',
      message: 'لطفاً از میان مناطق تحت پوشش انتخاب کنید.',
    });
  });

  it('follows the zones as the restaurant changes them', async () => {
    const toggle = `${ZONES}/${zoneIds.near}/enable-or-disable`;
    await call('PUT', toggle, owner, { enabled: false });
    expect((await priceOf(addressIds.near!)).json()).toMatchObject({ zoneId: zoneIds.wide, price: 45_000 });
    await call('PUT', toggle, owner, { enabled: true });
    await call('PUT', `${ZONES}/${zoneIds.near}`, owner, { price: 50_000 });
    // Now the wide zone is the cheaper of the two containing the pin.
    expect((await priceOf(addressIds.near!)).json()).toMatchObject({ zoneId: zoneIds.wide, price: 45_000 });
    await call('PUT', `${ZONES}/${zoneIds.near}`, owner, { price: 30_000 });
  });

  it('lists my addresses marked deliverable with their price, or not', async () => {
    const res = await call('GET', `${BY_ZONE}?VendorId=${vendorId}`, customer);
    expect(res.statusCode, res.body).toBe(200);
    const byTitle = Object.fromEntries(res.json().map((a: { title: string }) => [a.title, a]));
    expect(byTitle.near).toMatchObject({
      id: addressIds.near,
      deliverable: true,
      deliveryPrice: 30_000,
      zoneId: zoneIds.near,
      vendorsProperName: 'ونک',
      ...PINS.near,
    });
    expect(byTitle.wideOnly).toMatchObject({ deliverable: true, deliveryPrice: 45_000 });
    expect(byTitle.offOnly).toMatchObject({
      deliverable: false,
      deliveryPrice: null,
      zoneId: null,
      vendorsProperName: null,
    });
    // The vendor may be left out (the host names it), and the name is matched in any case.
    expect((await call('GET', BY_ZONE, customer)).json()).toHaveLength(3);
    expect((await call('GET', `${BY_ZONE}?vendorid=${vendorId}`, customer)).json()).toHaveLength(3);
  });

  it('answers 404 for another vendor in the path or query, and for another customer’s address', async () => {
    const otherVendor = crypto.randomUUID();
    const wrongVendor = await priceOf(addressIds.near!, customer, otherVendor);
    expect(wrongVendor.statusCode).toBe(404);
    expect(wrongVendor.json().code).toBe('VENDOR_NOT_FOUND');
    expect((await call('GET', `${BY_ZONE}?VendorId=${otherVendor}`, customer)).statusCode).toBe(404);

    const neighbour = await loginAs(t, '09121111114');
    const notMine = await priceOf(addressIds.near!, neighbour);
    expect(notMine.statusCode).toBe(404);
    expect(notMine.json().code).toBe('ADDRESS_NOT_FOUND');
    expect((await call('GET', BY_ZONE, neighbour)).json()).toEqual([]);
  });

  it('is for customers: staff get 403', async () => {
    expect((await priceOf(addressIds.near!, owner)).statusCode).toBe(403);
    expect((await call('GET', BY_ZONE, owner)).statusCode).toBe(403);
    expect((await call('GET', BY_ZONE, undefined, undefined, OTHER_HOST)).statusCode).toBe(401);
  });

  it('gives the order module a quote inside its own transaction, with a snapshot of the address', async () => {
    const customerId = (
      await t.database.executeSql('SELECT id FROM users WHERE phone_number = $1', ['09121111111'])
    ).rows[0]!.id as string;
    const quote = await t.database.db.transaction((tx) =>
      deliveryQuoteForAddress(tx, vendorId, customerId, addressIds.near!),
    );
    expect(quote).toEqual({
      address: {
        addressId: addressIds.near,
        title: 'near',
        text: 'تهران، خیابان ولیعصر',
        details: null,
        receiverPhone: null,
        ...PINS.near,
      },
      zoneId: zoneIds.near,
      vendorsProperName: 'ونک',
      price: 30_000,
      deliveryMinutes: 30,
    });
    const codeOf = (promise: Promise<unknown>) =>
      promise.then(
        () => null,
        (error: unknown) => (error instanceof AppError ? error.code : error),
      );
    expect(
      await codeOf(deliveryQuoteForAddress(t.database.db, vendorId, customerId, addressIds.offOnly!)),
    ).toBe('SELECT_FROM_LOCATIONS');
    expect(
      await codeOf(deliveryQuoteForAddress(t.database.db, vendorId, crypto.randomUUID(), addressIds.near!)),
    ).toBe('ADDRESS_NOT_FOUND');
  });
});
