import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../../test/app';
import { caller, OTHER_HOST, startWithSessions } from '../../../test/catalog-kit';
import { ONE_KIND } from '../../../test/database';

const PATH = '/api-identity/identity/vendors/bank';
// Published examples of valid Shebas (Parsian, Pasargad).
const PARSIAN = 'IR820540102680020817909002';
const PASARGAD = 'IR550570022080013447370101';

describe.each(ONE_KIND)('settlement bank account (/identity/vendors/bank) on %s', (kind) => {
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

  it('is empty (null) until registered, then reads back with the bank named from the Sheba', async () => {
    const before = await call('GET', PATH, owner);
    expect(before.statusCode).toBe(200);
    expect(before.json()).toBeNull();
    expect(
      (await call('PUT', PATH, owner, { accountHolderName: 'مریم احمدی', sheba: PARSIAN })).json(),
    ).toEqual({
      code: 'SETTLEMENT_ACCOUNT_NOT_FOUND',
      message: 'حساب بانکی تسویه هنوز ثبت نشده است.',
    });

    // Typed the way people copy it from a bank card: spaces, Persian digits, Arabic yeh.
    const created = await call('POST', PATH, owner, {
      accountHolderName: 'مريم احمدی',
      sheba: 'IR۸۲ ۰۵۴۰ ۱۰۲۶ ۸۰۰۲ ۰۸۱۷ ۹۰۹۰ ۰۲',
    });
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json()).toEqual({
      accountHolderName: 'مریم احمدی',
      sheba: PARSIAN,
      bankName: 'بانک پارسیان',
      updatedAt: expect.any(String),
    });
    expect((await call('GET', PATH, owner)).json()).toEqual(created.json());

    const again = await call('POST', PATH, owner, { accountHolderName: 'مریم احمدی', sheba: PASARGAD });
    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe('SETTLEMENT_ACCOUNT_EXISTS');

    const changed = await call('PUT', PATH, owner, { accountHolderName: 'رستوران نارنج', sheba: PASARGAD });
    expect(changed.json()).toMatchObject({
      accountHolderName: 'رستوران نارنج',
      sheba: PASARGAD,
      bankName: 'بانک پاسارگاد',
    });
  });

  it.each([
    ['IR820540102680020817909003', 'شماره شبا معتبر نیست؛ رقم‌ها را دوباره بررسی کنید.'],
    ['IR8205401026800208179090', 'شماره شبا باید با IR شروع شود و ۲۴ رقم داشته باشد.'],
    ['DE89370400440532013000', 'شماره شبا باید با IR شروع شود و ۲۴ رقم داشته باشد.'],
  ])('refuses the Sheba %s beside the field', async (sheba, message) => {
    const res = await call('PUT', PATH, owner, { accountHolderName: 'مریم احمدی', sheba });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual([{ field: 'sheba', message }]);
  });

  it('asks for the account holder’s name', async () => {
    const res = await call('PUT', PATH, owner, { accountHolderName: ' ', sheba: PARSIAN });
    expect(res.json().errors).toEqual([
      { field: 'accountHolderName', message: 'نام صاحب حساب را وارد کنید.' },
    ]);
  });

  it('belongs to its vendor alone', async () => {
    expect((await call('GET', PATH, otherOwner, undefined, OTHER_HOST)).json()).toBeNull();
    const theirs = await call(
      'POST',
      PATH,
      otherOwner,
      { accountHolderName: 'رضا محمدی', sheba: PARSIAN },
      OTHER_HOST,
    );
    expect(theirs.statusCode).toBe(201);
    expect((await call('GET', PATH, owner)).json().accountHolderName).toBe('رستوران نارنج');
  });

  it('is for SETTINGS_MANAGE only', async () => {
    expect((await call('GET', PATH, customer)).statusCode).toBe(403);
    expect((await call('PUT', PATH, customer, { accountHolderName: 'x y', sheba: PARSIAN })).statusCode).toBe(
      403,
    );
    expect((await call('GET', PATH)).statusCode).toBe(401);
  });
});
