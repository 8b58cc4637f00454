import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OTHER_HOST } from '../../../test/catalog-kit';
import { DB_KINDS } from '../../../test/database';
import { type OrdersTest, startOrdersTest } from '../../../test/orders-kit';
import { loginAsStaff } from '../../../test/staff';

const CUSTOMERS = '/api-identity/identity/customers';
const OFFLINE = '/api-identity/identity/address/offline';
/** A square around Vanak square, Tehran. */
const VANAK: Array<[number, number]> = [
  [35.75, 51.4],
  [35.75, 51.42],
  [35.77, 51.42],
  [35.77, 51.4],
];
const IN_VANAK = { latitude: 35.7575, longitude: 51.4098 };
const OUTSIDE = { latitude: 35.6, longitude: 51.2 };

describe.each(DB_KINDS)('customers and offline addresses on %s', (kind) => {
  let kit: OrdersTest;
  let owner: string;
  let cashier: string;
  let kitchen: string;

  beforeAll(async () => {
    kit = await startOrdersTest(kind);
    owner = kit.sessions.owner;
    cashier = await loginAsStaff(kit.t, '09170001001', [
      'CUSTOMERS_VIEW',
      'CUSTOMERS_MANAGE',
      'ORDERS_CREATE',
    ]);
    kitchen = await loginAsStaff(kit.t, '09170001002', ['ORDERS_VIEW']);
    const zone = await kit.call('POST', '/api-identity/identity/deliveryzones', {
      token: owner,
      payload: { vendorsProperName: 'ونک', price: 45_000, polygon: VANAK },
    });
    expect(zone.statusCode, zone.body).toBe(201);
  });
  afterAll(async () => {
    await kit?.t.close();
  });

  it('adds a new person as a customer, and finds them by Persian digits and by name', async () => {
    const added = await kit.call('POST', CUSTOMERS, {
      token: cashier,
      payload: { phoneNumber: '۰۹۱۲ ۳۴۵ ۶۷۸۹', firstName: 'سارا', lastName: 'كريمخاني' },
    });
    expect(added.statusCode, added.body).toBe(201);
    expect(added.json()).toMatchObject({
      phoneNumber: '09123456789',
      firstName: 'سارا',
      lastName: 'کریمخانی',
    });

    const byDigits = await kit.call('GET', `${CUSTOMERS}?search=${encodeURIComponent('۳۴۵۶')}`, {
      token: cashier,
    });
    expect(byDigits.json().data.map((c: { id: string }) => c.id)).toEqual([added.json().id]);
    const byName = await kit.call('GET', `${CUSTOMERS}?search=${encodeURIComponent('کریمخ')}`, {
      token: cashier,
    });
    expect(byName.json()).toMatchObject({ totalCount: 1, pageSize: 10, pageNumber: 1 });
    const prefix = await kit.call('GET', `${CUSTOMERS}/search?phone=${encodeURIComponent('۹۱۲۳۴')}`, {
      token: cashier,
    });
    expect(prefix.json().map((c: { phoneNumber: string }) => c.phoneNumber)).toEqual(['09123456789']);
  });

  it('links a person who already has an account instead of making a second user, and refuses a repeat', async () => {
    // 09128888888 is a customer of the other vendor only.
    const before = await kit.t.database.executeSql(
      "SELECT count(*)::int AS n FROM users WHERE phone_number = '09128888888'",
    );
    const added = await kit.call('POST', CUSTOMERS, {
      token: cashier,
      payload: { phoneNumber: '09128888888', firstName: 'رضا', lastName: 'تلفنی' },
    });
    expect(added.statusCode, added.body).toBe(201);
    const after = await kit.t.database.executeSql(
      "SELECT count(*)::int AS n FROM users WHERE phone_number = '09128888888'",
    );
    expect(after.rows[0]!.n).toBe(before.rows[0]!.n);

    const again = await kit.call('POST', CUSTOMERS, {
      token: cashier,
      payload: { phoneNumber: '09128888888', firstName: 'رضا', lastName: 'تلفنی' },
    });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ code: 'CUSTOMER_EXISTS', errors: [{ field: 'phoneNumber' }] });
  });

  it('answers bad input beside each field in Persian, never a 500', async () => {
    const res = await kit.call('POST', CUSTOMERS, {
      token: cashier,
      payload: { phoneNumber: '123', firstName: '', lastName: 'x'.repeat(80) },
    });
    expect(res.statusCode).toBe(400);
    const fields = (res.json().errors as Array<{ field: string; message: string }>)
      .map((e) => e.field)
      .sort();
    expect(fields).toEqual(['firstName', 'lastName', 'phoneNumber']);
    expect(res.json().errors[0].message).toMatch(/[\u0600-\u06FF]/);
  });

  it('renames a customer for this vendor only; the other vendor still sees the name the person gave', async () => {
    const added = await kit.call('POST', CUSTOMERS, {
      token: owner,
      payload: { phoneNumber: '09351112233', firstName: 'علی', lastName: 'قدیمی' },
    });
    const id = added.json().id as string;
    const edited = await kit.call('PUT', CUSTOMERS, {
      token: cashier,
      payload: { id, firstName: 'علی', lastName: 'جدید' },
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json().lastName).toBe('جدید');
    const { rows } = await kit.t.database.executeSql('SELECT last_name FROM users WHERE id = $1', [id]);
    expect(rows[0]!.last_name).toBe('قدیمی');
  });

  it('keeps vendors apart: another vendor’s staff get 404 for this vendor’s customer and see none in lists', async () => {
    const id = kit.ids.customer;
    const other = kit.sessions.otherOwner;
    for (const url of [`${CUSTOMERS}/${id}/information`, `${CUSTOMERS}/${id}/address`]) {
      const res = await kit.call('GET', url, { token: other, host: OTHER_HOST });
      expect(res.statusCode, url).toBe(404);
      expect(res.json().code).toBe('CUSTOMER_NOT_FOUND');
    }
    const put = await kit.call('PUT', CUSTOMERS, {
      token: other,
      host: OTHER_HOST,
      payload: { id, firstName: 'دزد', lastName: 'نام' },
    });
    expect(put.statusCode).toBe(404);
    const list = await kit.call('GET', `${CUSTOMERS}?search=0912`, { token: other, host: OTHER_HOST });
    expect(list.json().data.map((c: { phoneNumber: string }) => c.phoneNumber)).toEqual(['09128888888']);
    const address = await kit.call('POST', OFFLINE, {
      token: other,
      host: OTHER_HOST,
      payload: { customerId: id, text: 'ونک، خیابان ملاصدرا', ...IN_VANAK },
    });
    expect(address.statusCode).toBe(404);
  });

  it('needs CUSTOMERS_VIEW to read and CUSTOMERS_MANAGE to write', async () => {
    expect((await kit.call('GET', CUSTOMERS, { token: kitchen })).statusCode).toBe(403);
    const viewer = await loginAsStaff(kit.t, '09170001003', ['CUSTOMERS_VIEW']);
    expect((await kit.call('GET', CUSTOMERS, { token: viewer })).statusCode).toBe(200);
    const add = await kit.call('POST', CUSTOMERS, {
      token: viewer,
      payload: { phoneNumber: '09351112299', firstName: 'الف', lastName: 'ب' },
    });
    expect(add.statusCode).toBe(403);
  });

  it('saves an address for a customer with its zone price, moves the pin outside, reads it back', async () => {
    const customer = await kit.call('POST', CUSTOMERS, {
      token: cashier,
      payload: { phoneNumber: '09121230000', firstName: 'نرگس', lastName: 'امینی' },
    });
    const customerId = customer.json().id as string;
    const saved = await kit.call('POST', OFFLINE, {
      token: cashier,
      payload: { customerId, text: 'ونک، خیابان ملاصدرا، پلاک ۸', details: 'واحد ۲', ...IN_VANAK },
    });
    expect(saved.statusCode, saved.body).toBe(201);
    expect(saved.json()).toMatchObject({
      customerId,
      title: 'آدرس',
      deliverable: true,
      deliveryPrice: 45_000,
      vendorsProperName: 'ونک',
    });
    const id = saved.json().id as string;

    const moved = await kit.call('PUT', `${OFFLINE}/lat-long`, {
      token: cashier,
      payload: { id, ...OUTSIDE },
    });
    expect(moved.statusCode, moved.body).toBe(200);
    expect(moved.json()).toMatchObject({ deliverable: false, deliveryPrice: null });

    const edited = await kit.call('PUT', OFFLINE, {
      token: cashier,
      payload: { id, text: 'ونک، خیابان ملاصدرا، پلاک ۱۰', ...IN_VANAK },
    });
    expect(edited.json()).toMatchObject({ text: 'ونک، خیابان ملاصدرا، پلاک ۱۰', deliverable: true });

    const read = await kit.call('GET', `${OFFLINE}/${id}`, { token: cashier });
    expect(read.json()).toMatchObject({ id, customerId, deliveryPrice: 45_000 });
    const list = await kit.call('GET', `${CUSTOMERS}/${customerId}/address`, { token: cashier });
    expect(list.json().map((a: { id: string }) => a.id)).toEqual([id]);

    const foreign = await kit.call('GET', `${OFFLINE}/${id}`, {
      token: kit.sessions.otherOwner,
      host: OTHER_HOST,
    });
    expect(foreign.statusCode).toBe(404);
  });

  it('refuses an address without a pin beside the field', async () => {
    const res = await kit.call('POST', OFFLINE, {
      token: cashier,
      payload: { customerId: kit.ids.customer, text: 'ونک' },
    });
    expect(res.statusCode).toBe(400);
    const fields = (res.json().errors as Array<{ field: string }>).map((e) => e.field);
    expect(fields).toEqual(expect.arrayContaining(['text', 'latitude', 'longitude']));
  });

  it('tells order count, total spent and the last order', async () => {
    const info = await kit.call('GET', `${CUSTOMERS}/${kit.ids.customer}/information`, { token: cashier });
    expect(info.statusCode, info.body).toBe(200);
    expect(info.json()).toMatchObject({ orderCount: 0, totalSpent: 0, lastOrderAt: null });
  });
});
