import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../../test/app';
import { caller, DEMO_HOST, OTHER_HOST, startWithSessions } from '../../../test/catalog-kit';
import { DB_KINDS } from '../../../test/database';
import { loginAs } from '../../../test/login';
import { DEMO_OWNER_PHONE } from '../../demo/seed';

const PATH = '/api/bankconfiguration';
const BANKS = '/api-identity/identity/banks';
const MERCHANT = '7e3f2a10-c4b8-4d6e-9f01-a2b3c4d5e6f7';

describe.each(DB_KINDS)('bank configuration (/api/bankconfiguration) on %s', (kind) => {
  let t: TestApp;
  let owner: string;
  let customer: string;
  let otherOwner: string;
  let zarinpalId: string;
  const call = caller(() => t);
  const config = async (host = DEMO_HOST) => {
    const res = await call('GET', PATH, undefined, undefined, host);
    expect(res.statusCode, res.body).toBe(200);
    return res.json();
  };
  const setZarinpalActive = async (active: boolean) =>
    expect((await call('PUT', BANKS, owner, { id: zarinpalId, active })).statusCode).toBe(200);

  beforeAll(async () => {
    ({ t, owner, customer, otherOwner } = await startWithSessions(kind));
  });
  afterAll(async () => {
    await t?.close();
  });

  it('tells anyone how the demo restaurant is paid: the sandbox, preselected, and cash or card', async () => {
    expect(await config()).toEqual({
      bankTypes: ['SANDBOX'],
      preSelectedProvider: 'SANDBOX',
      allowCash: true,
      allowCardOnDelivery: true,
      paymentMethods: ['ONLINE', 'CASH', 'CARD'],
    });
  });

  it('offers a new active account at once while the vendor has not picked a list', async () => {
    const res = await call('POST', BANKS, owner, { provider: 'ZARIN_PAL', merchantId: MERCHANT });
    zarinpalId = res.json().id;
    expect((await config()).bankTypes).toEqual(['SANDBOX', 'ZARIN_PAL']);
  });

  it('saves the vendor’s choice; fields left out keep their value', async () => {
    const res = await call('POST', PATH, owner, {
      bankTypes: ['ZARIN_PAL', 'SANDBOX'],
      preSelectedProvider: 'ZARIN_PAL',
      allowCash: false,
    });
    expect(res.statusCode, res.body).toBe(200);
    const expected = {
      bankTypes: ['ZARIN_PAL', 'SANDBOX'],
      preSelectedProvider: 'ZARIN_PAL',
      allowCash: false,
      allowCardOnDelivery: true,
      paymentMethods: ['ONLINE', 'CARD'],
    };
    expect(res.json()).toEqual(expected);
    expect(await config()).toEqual(expected);
    const partial = await call('POST', PATH, owner, { allowCash: true });
    expect(partial.json()).toEqual({
      ...expected,
      allowCash: true,
      paymentMethods: ['ONLINE', 'CASH', 'CARD'],
    });
  });

  it('stops offering a gateway whose account is switched off, and offers it again when switched on', async () => {
    await setZarinpalActive(false);
    expect(await config()).toMatchObject({ bankTypes: ['SANDBOX'], preSelectedProvider: null });
    await setZarinpalActive(true);
    expect(await config()).toMatchObject({
      bankTypes: ['ZARIN_PAL', 'SANDBOX'],
      preSelectedProvider: 'ZARIN_PAL',
    });
  });

  it.each([
    [{ bankTypes: ['SANDBOX', 'VANDAR'] }, 'bankTypes.1', '«وندار» روی این سرور قابل استفاده نیست.'],
    [{ preSelectedProvider: 'JIBIT' }, 'preSelectedProvider', '«جیبیت» روی این سرور قابل استفاده نیست.'],
    [
      { bankTypes: ['SANDBOX'], preSelectedProvider: 'ZARIN_PAL' },
      'preSelectedProvider',
      'درگاه پیش‌فرض باید یکی از درگاه‌های پرداخت آنلاین انتخاب‌شده باشد.',
    ],
    [
      { bankTypes: [], allowCash: false, allowCardOnDelivery: false },
      'paymentMethods',
      'دست‌کم یک روش پرداخت را فعال کنید.',
    ],
  ])('refuses %o beside the field, and changes nothing', async (payload, field, message) => {
    const before = await config();
    const res = await call('POST', PATH, owner, payload);
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual([{ field, message }]);
    expect(await config()).toEqual(before);
  });

  it('refuses to preselect a gateway whose account is switched off', async () => {
    await setZarinpalActive(false);
    const res = await call('POST', PATH, owner, { preSelectedProvider: 'ZARIN_PAL' });
    expect(res.json().errors).toEqual([
      { field: 'preSelectedProvider', message: 'برای «زرین‌پال» حساب فعالی ثبت نشده است.' },
    ]);
    await setZarinpalActive(true);
  });

  it('lets only SETTINGS_MANAGE change it', async () => {
    expect((await call('POST', PATH, customer, { allowCash: false })).statusCode).toBe(403);
    expect((await call('POST', PATH, undefined, { allowCash: false })).statusCode).toBe(401);
    expect((await config()).allowCash).toBe(true);
  });

  it('is each vendor’s own: another restaurant without accounts offers cash and card only', async () => {
    expect(await config(OTHER_HOST)).toEqual({
      bankTypes: [],
      preSelectedProvider: null,
      allowCash: true,
      allowCardOnDelivery: true,
      paymentMethods: ['CASH', 'CARD'],
    });
    const theirs = await call('POST', PATH, otherOwner, { preSelectedProvider: 'SANDBOX' }, OTHER_HOST);
    expect(theirs.json().errors[0].field).toBe('preSelectedProvider');
  });
});

describe.each(DB_KINDS)('payments with the sandbox switched off (PAYMENT_SANDBOX=false) on %s', (kind) => {
  let t: TestApp;
  let owner: string;
  const call = caller(() => t);

  beforeAll(async () => {
    t = await startTestApp(kind, { PAYMENT_SANDBOX: 'false' });
    owner = await loginAs(t, DEMO_OWNER_PHONE, { isBackOffice: true });
  });
  afterAll(async () => {
    await t?.close();
  });

  it('neither offers nor accepts the sandbox, and does not serve its page', async () => {
    // The demo seed's sandbox account is still stored; this server just cannot use it.
    expect((await call('GET', PATH)).json()).toEqual({
      bankTypes: [],
      preSelectedProvider: null,
      allowCash: true,
      allowCardOnDelivery: true,
      paymentMethods: ['CASH', 'CARD'],
    });
    const account = await call('POST', BANKS, owner, { provider: 'SANDBOX' });
    expect(account.json().errors).toEqual([
      { field: 'provider', message: 'درگاه آزمایشی روی این سرور خاموش است.' },
    ]);
    const preselect = await call('POST', PATH, owner, { preSelectedProvider: 'SANDBOX' });
    expect(preselect.json().errors).toEqual([
      { field: 'preSelectedProvider', message: '«درگاه آزمایشی» روی این سرور قابل استفاده نیست.' },
    ]);
    const page = await t.app.inject({
      method: 'GET',
      url: `/sandbox-gateway/S${'0'.repeat(35)}`,
      headers: { host: DEMO_HOST },
    });
    // Without the sandbox the path is just an unknown page (the web app's, when it is built).
    expect(page.body).not.toContain('پولی جابه‌جا نمی‌شود');
  });
});
