import { pointInPolygon } from '@sofreh/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../test/app';
import { caller } from '../../test/catalog-kit';
import { DB_KINDS } from '../../test/database';
import { loginAs } from '../../test/login';
import { DEMO_CUSTOMER_PHONE } from './seed';
import { DEMO_HOME_ADDRESS, DEMO_LOCATION, DEMO_ZONES, seedDemoDelivery } from './seed-delivery';

describe('the demo delivery zones as drawn', () => {
  it('put the restaurant and the customer’s home in «ونک و اطراف» and keep the zones apart', () => {
    const [vanak, jordan, tajrish] = DEMO_ZONES.map((zone) => zone.polygon as Array<[number, number]>);
    const at = (p: { latitude: number; longitude: number }) => [p.latitude, p.longitude] as const;
    expect(pointInPolygon(at(DEMO_LOCATION), vanak!)).toBe(true);
    expect(pointInPolygon(at(DEMO_HOME_ADDRESS), vanak!)).toBe(true);
    expect(pointInPolygon(at(DEMO_HOME_ADDRESS), jordan!)).toBe(false);
    // میدان جردن (Africa Blvd at Esfandiar) is in the second zone; Tajrish square in the third.
    expect(pointInPolygon([35.7725, 51.419], jordan!)).toBe(true);
    expect(pointInPolygon([35.8045, 51.4335], tajrish!)).toBe(true);
  });
});

describe.each(DB_KINDS)('demo delivery seed on %s', (kind) => {
  let t: TestApp;
  const call = caller(() => t);
  const counts = async () => {
    const { rows } = await t.database.executeSql(
      `SELECT (SELECT count(*) FROM delivery_zones)::int AS zones,
              (SELECT count(*) FROM customer_addresses)::int AS addresses`,
    );
    return rows[0];
  };

  beforeAll(async () => {
    // startTestApp seeds the restaurant and its people, without menu or zones.
    t = await startTestApp(kind, { OTP_PHONE_HOURLY_LIMIT: '100', OTP_IP_HOURLY_LIMIT: '100' });
  });
  afterAll(async () => {
    await t?.close();
  });

  it('draws the zones once, places the restaurant and saves the customer’s deliverable home', async () => {
    expect(await seedDemoDelivery(t.database, t.demo.vendor.id, DEMO_CUSTOMER_PHONE)).toBe(true);
    expect(await counts()).toEqual({ zones: 3, addresses: 1 });
    const { rows } = await t.database.executeSql('SELECT latitude, longitude FROM vendors WHERE id = $1', [
      t.demo.vendor.id,
    ]);
    expect(rows[0]).toEqual({ latitude: DEMO_LOCATION.latitude, longitude: DEMO_LOCATION.longitude });

    const customer = await loginAs(t, DEMO_CUSTOMER_PHONE);
    const addresses = (
      await call('GET', '/api-delivery/v1/customer-addresses/based-on-delivery-zones', customer)
    ).json();
    expect(addresses).toEqual([
      expect.objectContaining({
        title: 'خانه',
        deliverable: true,
        deliveryPrice: 30_000,
        vendorsProperName: 'ونک و اطراف',
      }),
    ]);
    const covered = (await call('GET', '/api-delivery/v1/covered-areas')).json();
    expect(covered.map((z: { vendorsProperName: string }) => z.vendorsProperName)).toEqual([
      'ونک و اطراف',
      'جردن و میرداماد',
    ]);

    expect(await seedDemoDelivery(t.database, t.demo.vendor.id, DEMO_CUSTOMER_PHONE)).toBe(false);
    expect(await counts()).toEqual({ zones: 3, addresses: 1 });
  });
});
