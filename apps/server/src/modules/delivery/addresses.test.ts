import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../../test/app';
import { caller, DEMO_HOST, errorFields, OTHER_HOST, startWithSessions } from '../../../test/catalog-kit';
import { DB_KINDS } from '../../../test/database';
import { loginAs } from '../../../test/login';

const BASE = '/api-identity/identity/address';
const home = {
  title: 'خانه',
  text: 'ونک، خیابان ملاصدرا، کوچه شیراز جنوبی',
  details: 'پلاک ۱۲، واحد ۳',
  latitude: 35.7575,
  longitude: 51.4098,
};

describe.each(DB_KINDS)('customer addresses on %s', (kind) => {
  let t: TestApp;
  let owner: string;
  let customer: string;
  let neighbour: string;
  const call = caller(() => t);

  beforeAll(async () => {
    ({ t, owner, customer } = await startWithSessions(kind));
    neighbour = await loginAs(t, '09121111112');
  });
  afterAll(async () => {
    await t?.close();
  });

  it('saves, lists, reads, edits and deletes my addresses', async () => {
    const created = await call('POST', BASE, customer, {
      ...home,
      title: 'خانه مادر',
      receiverPhone: '۰۹۱۲۹۹۹۸۸۷۷',
    });
    expect(created.statusCode, created.body).toBe(201);
    const address = created.json();
    expect(address).toEqual({
      id: expect.any(String),
      ...home,
      title: 'خانه مادر',
      receiverPhone: '09129998877',
    });
    const work = (
      await call('POST', BASE, customer, {
        title: 'محل كار',
        text: 'جردن، خیابان تابان',
        latitude: 35.7702,
        longitude: 51.4189,
      })
    ).json();
    // Arabic kaf typed on some keyboards is stored as the Persian letter; empty extras are nothing.
    expect(work).toMatchObject({ title: 'محل کار', details: null, receiverPhone: null });

    const list = (await call('GET', BASE, customer)).json();
    expect(list.map((a: { title: string }) => a.title)).toEqual(['خانه مادر', 'محل کار']);
    expect((await call('GET', `${BASE}/${address.id}`, customer)).json()).toEqual(address);

    // A partial edit keeps what it does not name; a moved pin changes both coordinates.
    const renamed = await call('PUT', BASE, customer, { id: address.id, title: 'خانه' });
    expect(renamed.json()).toEqual({ ...address, title: 'خانه' });
    const moved = await call('PUT', BASE, customer, {
      id: address.id,
      latitude: 35.76,
      longitude: 51.41,
      details: '',
      receiverPhone: null,
    });
    expect(moved.json()).toMatchObject({
      latitude: 35.76,
      longitude: 51.41,
      details: null,
      receiverPhone: null,
    });

    expect((await call('DELETE', `${BASE}/${address.id}`, customer)).statusCode).toBe(204);
    const gone = await call('GET', `${BASE}/${address.id}`, customer);
    expect(gone.statusCode).toBe(404);
    expect(gone.json()).toEqual({ code: 'ADDRESS_NOT_FOUND', message: 'آدرس پیدا نشد.' });
    expect((await call('GET', BASE, customer)).json()).toHaveLength(1);
  });

  it('explains every problem in Persian beside its field', async () => {
    const res = await call('POST', BASE, customer, { title: '  ', text: 'ونک' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      code: 'BAD_REQUEST',
      message: 'برخی از مقادیر وارد شده معتبر نیستند.',
      errors: [
        { field: 'title', message: 'عنوان آدرس را وارد کنید؛ مثلاً خانه یا محل کار.' },
        { field: 'text', message: 'نشانی را کامل‌تر بنویسید؛ خیابان و کوچه را وارد کنید.' },
        { field: 'latitude', message: 'محل آدرس را روی نقشه مشخص کنید.' },
        { field: 'longitude', message: 'محل آدرس را روی نقشه مشخص کنید.' },
      ],
    });

    const atZero = await call('POST', BASE, customer, { ...home, latitude: 0, longitude: 0 });
    expect(atZero.json().errors).toEqual([{ field: 'latitude', message: 'محل آدرس را روی نقشه مشخص کنید.' }]);
    const offTheGlobe = await call('POST', BASE, customer, { ...home, latitude: 95, longitude: 200 });
    expect(errorFields(offTheGlobe.json())).toEqual(['latitude', 'longitude']);
    expect(offTheGlobe.json().errors[0].message).toBe('عرض جغرافیایی باید بین ۹۰- و ۹۰ باشد.');
    const badPhone = await call('POST', BASE, customer, { ...home, receiverPhone: '021' });
    expect(badPhone.json().errors).toEqual([
      { field: 'receiverPhone', message: 'شماره موبایل گیرنده درست نیست؛ مثلاً ۰۹۱۲۳۴۵۶۷۸۹.' },
    ]);
    const halfPin = await call('PUT', BASE, customer, { id: crypto.randomUUID(), latitude: 35.7 });
    expect(halfPin.json().errors).toEqual([
      { field: 'longitude', message: 'محل آدرس را روی نقشه مشخص کنید.' },
    ]);
  });

  it('refuses a null body as a bad request, saving nothing', async () => {
    const before = (await call('GET', BASE, customer)).json().length;
    for (const method of ['POST', 'PUT'] as const) {
      const res = await t.app.inject({
        method,
        url: BASE,
        payload: 'null',
        headers: {
          hostdomain: DEMO_HOST,
          authorization: `Bearer ${customer}`,
          'content-type': 'application/json',
        },
      });
      expect(res.statusCode, `${method} ${res.body}`).toBe(400);
      expect(res.json()).toMatchObject({
        code: 'BAD_REQUEST',
        message: 'برخی از مقادیر وارد شده معتبر نیستند.',
      });
    }
    expect((await call('GET', BASE, customer)).json()).toHaveLength(before);
  });

  it('hides another customer’s address as if it did not exist', async () => {
    const mine = (await call('POST', BASE, customer, home)).json();
    for (const [method, url, body] of [
      ['GET', `${BASE}/${mine.id}`, undefined],
      ['PUT', BASE, { id: mine.id, title: 'دزدیده' }],
      ['DELETE', `${BASE}/${mine.id}`, undefined],
    ] as const) {
      const res = await call(method, url, neighbour, body);
      expect(res.statusCode, `${method} ${url}`).toBe(404);
      expect(res.json().code).toBe('ADDRESS_NOT_FOUND');
    }
    expect((await call('GET', BASE, neighbour)).json()).toEqual([]);
    expect((await call('GET', `${BASE}/${mine.id}`, customer)).json().title).toBe('خانه');
  });

  it('keeps a person’s addresses to the restaurant they saved them at', async () => {
    const mine = (await call('POST', BASE, customer, home)).json();
    const atKababi = await loginAs(t, '09121111111', { host: OTHER_HOST });
    expect((await call('GET', BASE, atKababi, undefined, OTHER_HOST)).json()).toEqual([]);
    expect((await call('GET', `${BASE}/${mine.id}`, atKababi, undefined, OTHER_HOST)).statusCode).toBe(404);
  });

  it('is for customers: staff get 403, nobody logged in gets 401', async () => {
    expect((await call('GET', BASE, owner)).statusCode).toBe(403);
    expect((await call('POST', BASE, owner, home)).statusCode).toBe(403);
    expect((await call('GET', BASE)).statusCode).toBe(401);
  });

  it('keeps at most 20 addresses per customer', async () => {
    const collector = await loginAs(t, '09121111113');
    for (let i = 0; i < 20; i++) {
      expect((await call('POST', BASE, collector, { ...home, title: `آدرس ${i}` })).statusCode).toBe(201);
    }
    const one = await call('POST', BASE, collector, home);
    expect(one.statusCode).toBe(409);
    expect(one.json().code).toBe('ADDRESS_LIMIT_REACHED');
  });
});
