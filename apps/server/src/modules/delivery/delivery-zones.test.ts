import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../../test/app';
import { caller, OTHER_HOST, startWithSessions } from '../../../test/catalog-kit';
import { ONE_KIND } from '../../../test/database';
import { loginAsStaff } from '../../../test/staff';

const ZONES = '/api-delivery/v1/delivery-zones';
const IDENTITY = '/api-identity/identity/deliveryzones';

// Around میدان ونک, drawn closed as GeoJSON does: stored without the closing point.
const vanak = [
  [35.764, 51.398],
  [35.764, 51.423],
  [35.749, 51.423],
  [35.749, 51.398],
  [35.764, 51.398],
];
const jordan = [
  [35.782, 51.41],
  [35.782, 51.43],
  [35.764, 51.43],
  [35.764, 51.41],
];

describe.each(ONE_KIND)('delivery zones on %s', (kind) => {
  let t: TestApp;
  let owner: string;
  let customer: string;
  let otherOwner: string;
  const call = caller(() => t);

  beforeAll(async () => {
    ({ t, owner, customer, otherOwner } = await startWithSessions(kind));
  });
  afterAll(async () => {
    await t?.close();
  });

  it('draws, lists, reads, edits, switches and deletes zones', async () => {
    const created = await call('POST', ZONES, owner, {
      vendorsProperName: 'ونک و اطراف',
      price: 30_000,
      polygon: vanak,
    });
    expect(created.statusCode, created.body).toBe(201);
    const zone = created.json();
    expect(zone).toEqual({
      id: expect.any(String),
      vendorsProperName: 'ونک و اطراف',
      price: 30_000,
      enabled: true,
      // Not given: half an hour (decision 0046).
      deliveryMinutes: 30,
      polygon: vanak.slice(0, 4),
    });
    const timed = await call('PUT', `${ZONES}/${zone.id}`, owner, { deliveryMinutes: 45 });
    expect(timed.json()).toMatchObject({ deliveryMinutes: 45 });
    const tooFast = await call('PUT', `${ZONES}/${zone.id}`, owner, { deliveryMinutes: 0 });
    expect(tooFast.json().errors).toEqual([
      { field: 'deliveryMinutes', message: 'زمان ارسال دست‌کم ۱ دقیقه است.' },
    ]);
    await call('PUT', `${ZONES}/${zone.id}`, owner, { deliveryMinutes: 30 });
    const second = (
      await call('POST', ZONES, owner, {
        vendorsProperName: 'جردن',
        price: 45_000,
        enabled: false,
        polygon: jordan,
      })
    ).json();

    const list = (await call('GET', ZONES, owner)).json();
    expect(list.map((z: { vendorsProperName: string }) => z.vendorsProperName)).toEqual([
      'ونک و اطراف',
      'جردن',
    ]);
    expect((await call('GET', `${ZONES}/${zone.id}`, owner)).json()).toEqual(zone);

    // PUT keeps what it does not name; a new polygon replaces the old one (and its bounding box).
    const repriced = await call('PUT', `${ZONES}/${zone.id}`, owner, { price: 35_000 });
    expect(repriced.json()).toEqual({ ...zone, price: 35_000 });
    const reshaped = await call('PUT', `${ZONES}/${zone.id}`, owner, {
      vendorsProperName: 'ونک',
      polygon: jordan,
      enabled: false,
    });
    expect(reshaped.json()).toMatchObject({
      vendorsProperName: 'ونک',
      polygon: jordan,
      enabled: false,
      price: 35_000,
    });
    const { rows } = await t.database.executeSql(
      'SELECT min_lat, max_lat, min_lng, max_lng FROM delivery_zones WHERE id = $1',
      [zone.id],
    );
    expect(rows[0]).toEqual({ min_lat: 35.764, max_lat: 35.782, min_lng: 51.41, max_lng: 51.43 });

    // Without a body the switch flips; with one it sets.
    const toggle = `${ZONES}/${zone.id}/enable-or-disable`;
    expect((await call('PUT', toggle, owner)).json().enabled).toBe(true);
    expect((await call('PUT', toggle, owner)).json().enabled).toBe(false);
    expect((await call('PUT', toggle, owner, { enabled: false })).json().enabled).toBe(false);
    expect((await call('PUT', toggle, owner, { enabled: true })).json().enabled).toBe(true);

    expect((await call('DELETE', `${ZONES}/${second.id}`, owner)).statusCode).toBe(204);
    const gone = await call('GET', `${ZONES}/${second.id}`, owner);
    expect(gone.statusCode).toBe(404);
    expect(gone.json()).toEqual({ code: 'DELIVERY_ZONE_NOT_FOUND', message: 'محدوده ارسال پیدا نشد.' });
  });

  it('answers the identity service’s paths from the same zones', async () => {
    const created = await call('POST', IDENTITY, owner, {
      vendorsProperName: 'میرداماد',
      price: 40_000,
      polygon: jordan,
    });
    expect(created.statusCode).toBe(201);
    const { id } = created.json();
    expect((await call('GET', `${ZONES}/${id}`, owner)).json().vendorsProperName).toBe('میرداماد');
    expect((await call('GET', IDENTITY, owner)).json().map((z: { id: string }) => z.id)).toContain(id);
    const edited = await call('PUT', IDENTITY, owner, { id, price: 42_000 });
    expect(edited.json()).toMatchObject({ id, price: 42_000, vendorsProperName: 'میرداماد' });
    expect((await call('GET', `${IDENTITY}/${id}`, owner)).json().price).toBe(42_000);
    expect((await call('DELETE', `${IDENTITY}/${id}`, owner)).statusCode).toBe(204);
    expect((await call('GET', `${IDENTITY}/${id}`, owner)).statusCode).toBe(404);
  });

  it('says in Persian what is wrong with a zone, beside the field', async () => {
    const bowTie = [
      [35.75, 51.4],
      [35.76, 51.41],
      [35.76, 51.4],
      [35.75, 51.41],
    ];
    const res = await call('POST', ZONES, owner, { vendorsProperName: '', price: -1, polygon: bowTie });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual([
      { field: 'vendorsProperName', message: 'نام محدوده را وارد کنید.' },
      { field: 'price', message: 'مبلغ نمی‌تواند منفی باشد.' },
      { field: 'polygon', message: 'خطوط محدوده نباید یکدیگر را قطع کنند یا روی هم بیفتند.' },
    ]);
    const twoPoints = await call('POST', ZONES, owner, {
      vendorsProperName: 'x',
      price: 1,
      polygon: vanak.slice(0, 2),
    });
    expect(twoPoints.json().errors).toEqual([
      { field: 'polygon', message: 'محدوده باید دست‌کم سه نقطه متفاوت داشته باشد.' },
    ]);
    const offTheGlobe = await call('POST', ZONES, owner, {
      vendorsProperName: 'x',
      price: 1,
      polygon: [...vanak.slice(0, 3), [95, 51.4]],
    });
    expect(offTheGlobe.json().errors).toEqual([
      { field: 'polygon.3.0', message: 'عرض جغرافیایی باید بین ۹۰- و ۹۰ باشد.' },
    ]);
    const badEdit = await call('PUT', `${ZONES}/${crypto.randomUUID()}`, owner, { price: 1.5 });
    expect(badEdit.json().errors).toEqual([{ field: 'price', message: 'مبلغ باید عدد صحیح باشد.' }]);
  });

  it('lists every polygon for the back-office map, and only enabled ones, without the flag, for customers', async () => {
    const on = (
      await call('POST', ZONES, owner, { vendorsProperName: 'روشن', price: 1000, polygon: vanak })
    ).json();
    const off = (
      await call('POST', ZONES, owner, {
        vendorsProperName: 'خاموش',
        price: 1000,
        polygon: jordan,
        enabled: false,
      })
    ).json();
    const polygons = (await call('GET', '/api-delivery/v1/polygons', owner)).json();
    expect(polygons.map((p: { id: string }) => p.id)).toEqual(expect.arrayContaining([on.id, off.id]));

    const covered = await call('GET', '/api-delivery/v1/covered-areas');
    expect(covered.statusCode).toBe(200);
    const areas = covered.json();
    expect(areas.map((a: { id: string }) => a.id)).toContain(on.id);
    expect(areas.map((a: { id: string }) => a.id)).not.toContain(off.id);
    expect(areas.find((a: { id: string }) => a.id === on.id)).toEqual({
      id: on.id,
      vendorsProperName: 'روشن',
      price: 1000,
      deliveryMinutes: 30,
      polygon: vanak.slice(0, 4),
    });
  });

  it('keeps each vendor’s zones to itself', async () => {
    const mine = (
      await call('POST', ZONES, owner, { vendorsProperName: 'ونک', price: 30_000, polygon: vanak })
    ).json();
    for (const [method, url, body] of [
      ['GET', `${ZONES}/${mine.id}`, undefined],
      ['PUT', `${ZONES}/${mine.id}`, { price: 1 }],
      ['PUT', `${ZONES}/${mine.id}/enable-or-disable`, undefined],
      ['DELETE', `${ZONES}/${mine.id}`, undefined],
      ['GET', `${IDENTITY}/${mine.id}`, undefined],
      ['PUT', IDENTITY, { id: mine.id, price: 1 }],
      ['DELETE', `${IDENTITY}/${mine.id}`, undefined],
    ] as const) {
      const res = await call(method, url, otherOwner, body, OTHER_HOST);
      expect(res.statusCode, `${method} ${url}`).toBe(404);
      expect(res.json().code).toBe('DELIVERY_ZONE_NOT_FOUND');
    }
    expect((await call('GET', ZONES, otherOwner, undefined, OTHER_HOST)).json()).toEqual([]);
    expect(
      (await call('GET', '/api-delivery/v1/covered-areas', undefined, undefined, OTHER_HOST)).json(),
    ).toEqual([]);
    expect((await call('GET', `${ZONES}/${mine.id}`, owner)).json()).toMatchObject({
      price: 30_000,
      enabled: true,
    });
  });

  it('is for staff with the delivery permission: a customer gets 403', async () => {
    const mine = (
      await call('POST', ZONES, owner, { vendorsProperName: 'ونک', price: 30_000, polygon: vanak })
    ).json();
    for (const [method, url, body] of [
      ['POST', ZONES, { vendorsProperName: 'x', price: 1, polygon: vanak }],
      ['PUT', `${ZONES}/${mine.id}`, { price: 1 }],
      ['PUT', `${ZONES}/${mine.id}/enable-or-disable`, undefined],
      ['DELETE', `${ZONES}/${mine.id}`, undefined],
      ['POST', IDENTITY, { vendorsProperName: 'x', price: 1, polygon: vanak }],
      ['PUT', IDENTITY, { id: mine.id, price: 1 }],
      ['GET', ZONES, undefined],
      ['GET', '/api-delivery/v1/polygons', undefined],
    ] as const) {
      const res = await call(method, url, customer, body);
      expect(res.statusCode, `${method} ${url}`).toBe(403);
      expect(res.json().code).toBe('ACCESS_DENIED_ERR');
    }
    expect((await call('GET', `${ZONES}/${mine.id}`, owner)).json().price).toBe(30_000);
  });

  it('takes the delivery permission: staff without it get 403, staff with it manage zones', async () => {
    const cashier = await loginAsStaff(t, '09121112201', ['ORDERS_VIEW', 'MENU_MANAGE']);
    const dispatcher = await loginAsStaff(t, '09121112202', ['DELIVERY_MANAGE']);
    const zone = { vendorsProperName: 'ونک', price: 30_000, polygon: vanak };
    for (const [method, url] of [
      ['GET', ZONES],
      ['POST', ZONES],
      ['GET', '/api-delivery/v1/polygons'],
    ] as const) {
      const res = await call(method, url, cashier, method === 'POST' ? zone : undefined);
      expect(res.statusCode, `${method} ${url}`).toBe(403);
      expect(res.json().code).toBe('ACCESS_DENIED_ERR');
    }
    const created = await call('POST', ZONES, dispatcher, zone);
    expect(created.statusCode).toBe(201);
    expect((await call('DELETE', `${ZONES}/${created.json().id}`, dispatcher)).statusCode).toBe(204);
  });
});
