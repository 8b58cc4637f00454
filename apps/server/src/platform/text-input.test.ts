import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../test/app';
import { caller } from '../../test/catalog-kit';
import { DB_KINDS } from '../../test/database';
import { loginAs } from '../../test/login';
import { DEMO_CUSTOMER_PHONE, DEMO_OWNER_PHONE } from '../demo/seed';
import { CONTROL_CHARACTER_MESSAGE } from './text-input';

const NOTES = '/api-identity/identity/defaultdescription';

describe.each(DB_KINDS)('control characters in text input on %s', (kind) => {
  let t: TestApp;
  let owner: string;
  let customer: string;
  const call = caller(() => t);

  beforeAll(async () => {
    t = await startTestApp(kind);
    owner = await loginAs(t, DEMO_OWNER_PHONE, { isBackOffice: true });
    customer = await loginAs(t, DEMO_CUSTOMER_PHONE);
  });
  afterAll(async () => {
    await t?.close();
  });

  const expectRefused = (res: Awaited<ReturnType<typeof call>>, field: string) => {
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json()).toEqual({
      code: 'BAD_REQUEST',
      message: 'برخی از مقادیر وارد شده معتبر نیستند.',
      errors: [{ field, message: CONTROL_CHARACTER_MESSAGE }],
    });
  };

  it('refuses a NUL in a body field, even on the anonymous administrator login', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api-identity/identity/auth/adminlogin',
      payload: { username: 'root\u0000', password: 'a long enough password' },
    });
    expectRefused(res, 'username');
  });

  it('refuses a NUL in a path parameter and in a query value', async () => {
    expectRefused(
      await call('GET', '/api-identity/identity/discountcodes/site/getbycode/%00', customer),
      'code',
    );
    expectRefused(await call('GET', `${NOTES}?Search=%00`, owner), 'Search');
  });

  it('refuses other control characters anywhere in a body, naming the field', async () => {
    for (const text of ['زنگ\u0007', 'a\u001bb', 'x\u007f', 'y\u0085']) {
      expectRefused(await call('POST', NOTES, owner, { text }), 'text');
    }
  });

  it('keeps line breaks, tabs and the zero-width non-joiner of Persian text', async () => {
    const text = 'بدون پیاز\nسس جدا\tلطفاً می‌خواهم';
    const res = await call('POST', NOTES, owner, { text });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().text).toBe(text);
  });
});
