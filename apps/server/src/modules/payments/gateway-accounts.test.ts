import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../../test/app';
import { caller, errorFields, OTHER_HOST, startWithSessions } from '../../../test/catalog-kit';
import { ONE_KIND } from '../../../test/database';
import { loginAsStaff } from '../../../test/staff';

const BASE = '/api-identity/identity/banks';
// Distinctive enough that finding one anywhere outside the sealed column means it leaked.
const MERCHANT = '7e3f2a10-c4b8-4d6e-9f01-a2b3c4d5e6f7';
const NEW_MERCHANT = '1c2d3e4f-5a6b-4c7d-8e9f-0a1b2c3d4e5f';
const NOT_A_MERCHANT_ID =
  'شناسه پذیرنده (مرچنت) زرین‌پال ۳۶ نویسه است: ۳۲ رقم و حرف a تا f در پنج دسته با خط تیره، مانند 1a2b3c4d-1a2b-1a2b-1a2b-1a2b3c4d5e6f. آن را از پنل زرین‌پال، بخش درگاه‌ها، کپی کنید.';

describe.each(ONE_KIND)('payment gateway accounts (/identity/banks) on %s', (kind) => {
  let t: TestApp;
  let owner: string;
  let customer: string;
  let otherOwner: string;
  let cashier: string;
  const call = caller(() => t);
  const allMerchantIds = [MERCHANT, NEW_MERCHANT];

  beforeAll(async () => {
    ({ t, owner, customer, otherOwner } = await startWithSessions(kind));
    cashier = await loginAsStaff(t, '09120000777', ['ORDERS_VIEW', 'ORDERS_CREATE']);
  });
  afterAll(async () => {
    await t?.close();
  });

  const createZarinpal = async (merchantId = MERCHANT, host?: string, token = owner) => {
    const res = await call(
      'POST',
      BASE,
      token,
      { provider: 'ZARIN_PAL', title: 'زرین‌پال', merchantId },
      host,
    );
    expect(res.statusCode, res.body).toBe(201);
    return res.json();
  };

  it('takes a ZarinPal merchant id and never gives it back: set, and its masked tail', async () => {
    const created = await createZarinpal();
    expect(created).toEqual({
      id: expect.any(String),
      provider: 'ZARIN_PAL',
      title: 'زرین‌پال',
      active: true,
      merchantIdSet: true,
      merchantIdHint: '••••e6f7',
      updatedAt: expect.any(String),
    });
    const one = await call('GET', `${BASE}/${created.id}`, owner);
    const list = await call('GET', BASE, owner);
    expect(one.json()).toEqual(created);
    // The demo seed gave the restaurant its sandbox account first.
    expect(list.json()).toMatchObject({ pageNumber: 1, pageSize: 10, totalCount: 2 });
    expect(list.json().data.map((a: { provider: string }) => a.provider)).toEqual(['SANDBOX', 'ZARIN_PAL']);
    for (const res of [one, list]) expect(res.body).not.toContain(MERCHANT);

    const { rows } = await t.database.executeSql('SELECT * FROM payment_gateway_accounts');
    const stored = rows.find((row) => row.id === created.id)!;
    expect(JSON.stringify(rows)).not.toContain(MERCHANT);
    expect(stored.credentials_sealed).toMatch(/^v1\./);

    expect((await call('DELETE', `${BASE}/${created.id}`, owner)).statusCode).toBe(204);
  });

  it('updates partially: a new merchant id replaces the old one, leaving it out keeps it', async () => {
    const { id } = await createZarinpal();
    const renamed = await call('PUT', BASE, owner, { id, title: 'زرین‌پال شعبه مرکزی' });
    expect(renamed.json()).toMatchObject({
      title: 'زرین‌پال شعبه مرکزی',
      merchantIdHint: '••••e6f7',
      active: true,
    });

    const rotated = await call('PUT', BASE, owner, { id, merchantId: NEW_MERCHANT });
    expect(rotated.json()).toMatchObject({ title: 'زرین‌پال شعبه مرکزی', merchantIdHint: '••••4e5f' });
    expect(rotated.body).not.toContain(NEW_MERCHANT);

    const notUuid = await call('PUT', BASE, owner, { id, merchantId: 'x'.repeat(36) });
    expect(notUuid.statusCode).toBe(400);
    expect(notUuid.json().errors).toEqual([{ field: 'merchantId', message: NOT_A_MERCHANT_ID }]);

    const off = await call('PUT', BASE, owner, { id, active: false, provider: 'ZARIN_PAL' });
    expect(off.json()).toMatchObject({ active: false, merchantIdSet: true });

    const moved = await call('PUT', BASE, owner, { id, provider: 'SANDBOX' });
    expect(moved.statusCode).toBe(400);
    expect(moved.json().errors).toEqual([
      { field: 'provider', message: 'درگاه یک حساب را نمی‌توان تغییر داد؛ برای درگاه دیگر حساب تازه بسازید.' },
    ]);
    await call('DELETE', `${BASE}/${id}`, owner);
  });

  it('keeps one account per provider', async () => {
    const first = await createZarinpal();
    const second = await call('POST', BASE, owner, { provider: 'ZARIN_PAL', merchantId: NEW_MERCHANT });
    expect(second.statusCode).toBe(409);
    expect(second.json()).toEqual({
      code: 'PAYMENT_GATEWAY_ACCOUNT_EXISTS',
      message: 'برای این درگاه قبلاً حساب ثبت شده است؛ همان را ویرایش کنید.',
    });
    await call('DELETE', `${BASE}/${first.id}`, owner);
  });

  it.each([
    [{ provider: 'ZARIN_PAL' }, 'merchantId', 'شناسه پذیرنده (مرچنت) را وارد کنید.'],
    [{ provider: 'ZARIN_PAL', merchantId: 'abc' }, 'merchantId', NOT_A_MERCHANT_ID],
    // 36 characters, but not a UUID: ZarinPal would answer every payment with -9 or -10.
    [{ provider: 'ZARIN_PAL', merchantId: 'x'.repeat(36) }, 'merchantId', NOT_A_MERCHANT_ID],
    [{ provider: 'ZARIN_PAL', merchantId: `${MERCHANT.slice(0, -1)}g` }, 'merchantId', NOT_A_MERCHANT_ID],
    [{ provider: 'SANDBOX', merchantId: MERCHANT }, 'merchantId', 'این درگاه شناسه پذیرنده ندارد.'],
    [{ provider: 'VANDAR' }, 'provider', 'درگاه «وندار» هنوز در سفره پشتیبانی نمی‌شود.'],
    [
      { provider: 'ZARIN_PAL', merchantId: MERCHANT, title: 'ز'.repeat(61) },
      'title',
      'عنوان حداکثر ۶۰ حرف است.',
    ],
  ])('refuses %o beside the field, in Persian', async (payload, field, message) => {
    const res = await call('POST', BASE, owner, payload);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      code: 'BAD_REQUEST',
      message: 'برخی از مقادیر وارد شده معتبر نیستند.',
    });
    expect(res.json().errors).toEqual([{ field, message }]);
    expect(res.body).not.toContain(MERCHANT);
  });

  it('refuses a provider that does not exist', async () => {
    const res = await call('POST', BASE, owner, { provider: 'PAYPAL' });
    expect(res.statusCode).toBe(400);
    expect(errorFields(res.json())).toEqual(['provider']);
    expect(res.json().errors[0].message).toMatch(/[\u0600-\u06FF]/);
  });

  it('pages, searches by title and filters by provider', async () => {
    const { id } = await createZarinpal();
    const page = (await call('GET', `${BASE}?PageNumber=2&PageSize=1`, owner)).json();
    expect(page).toMatchObject({ pageNumber: 2, pageSize: 1, totalCount: 2 });
    expect(page.data.map((a: { provider: string }) => a.provider)).toEqual(['ZARIN_PAL']);
    const search = (await call('GET', `${BASE}?search=${encodeURIComponent('آزمایشی')}`, owner)).json();
    expect(search.data.map((a: { provider: string }) => a.provider)).toEqual(['SANDBOX']);
    const filtered = (await call('GET', `${BASE}?provider=ZARIN_PAL`, owner)).json();
    expect(filtered).toMatchObject({ totalCount: 1, data: [{ id }] });
    await call('DELETE', `${BASE}/${id}`, owner);
  });

  it('keeps each vendor’s accounts to itself: another vendor’s id is 404', async () => {
    const mine = await createZarinpal();
    const notFound = { code: 'PAYMENT_GATEWAY_ACCOUNT_NOT_FOUND', message: 'حساب درگاه پرداخت پیدا نشد.' };
    const theirs = [
      await call('GET', `${BASE}/${mine.id}`, otherOwner, undefined, OTHER_HOST),
      await call('PUT', BASE, otherOwner, { id: mine.id, active: false }, OTHER_HOST),
      await call('DELETE', `${BASE}/${mine.id}`, otherOwner, undefined, OTHER_HOST),
    ];
    for (const res of theirs) {
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual(notFound);
    }
    expect((await call('GET', BASE, otherOwner, undefined, OTHER_HOST)).json().totalCount).toBe(0);
    // The other vendor may have its own ZarinPal account; the unique rule is per vendor.
    const theirOwn = await createZarinpal(NEW_MERCHANT, OTHER_HOST, otherOwner);
    expect(theirOwn.provider).toBe('ZARIN_PAL');
    expect((await call('GET', `${BASE}/${mine.id}`, owner)).json()).toMatchObject({ active: true });
    await call('DELETE', `${BASE}/${mine.id}`, owner);
  });

  it('deletes, and then the account is gone', async () => {
    const { id } = await createZarinpal();
    expect((await call('DELETE', `${BASE}/${id}`, owner)).statusCode).toBe(204);
    expect((await call('GET', `${BASE}/${id}`, owner)).statusCode).toBe(404);
    expect((await call('DELETE', `${BASE}/${id}`, owner)).statusCode).toBe(404);
  });

  it('is for SETTINGS_MANAGE only: customers and a cashier get 403, nobody logged in 401', async () => {
    for (const token of [customer, cashier]) {
      expect((await call('GET', BASE, token)).statusCode).toBe(403);
      expect((await call('POST', BASE, token, { provider: 'SANDBOX' })).statusCode).toBe(403);
    }
    expect((await call('GET', BASE)).statusCode).toBe(401);
  });

  it('never writes a merchant id to the log, and logs every change as an event', async () => {
    const { id } = await createZarinpal();
    await call('PUT', BASE, owner, { id, merchantId: NEW_MERCHANT });
    await call('POST', BASE, owner, { provider: 'ZARIN_PAL', merchantId: MERCHANT }); // 409
    await call('POST', BASE, owner, { provider: 'ZARIN_PAL', merchantId: MERCHANT, title: 'ز'.repeat(61) });
    await call('DELETE', `${BASE}/${id}`, owner);

    const log = t.logLines.join('');
    for (const secret of allMerchantIds) expect(log).not.toContain(secret);
    const events = t.logLines
      .map((line) => JSON.parse(line))
      .filter((e) => e.event === 'payments.gateway_account');
    expect(events.map((e) => e.action)).toEqual(expect.arrayContaining(['create', 'update', 'delete']));
    expect(events.every((e) => e.provider === 'ZARIN_PAL' && e.accountId)).toBe(true);
  });
});
