import crypto from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../../test/app';
import { caller, DEMO_HOST, errorFields, OTHER_HOST, startWithSessions } from '../../../test/catalog-kit';
import { ONE_KIND } from '../../../test/database';
import { DEMO_CUSTOMER_PHONE } from '../../demo/seed';
import { createChangePublisher } from '../../platform/change-feed';
import { createAuthService } from '../auth/auth.service';
import { claimDiscountUsage } from './discount-codes.service';

const BASE = '/api-identity/identity/discountcodes';
const CATALOG = '/api-catalog/catalog';
const DAY = 24 * 60 * 60 * 1000;

type Code = {
  id: string;
  code: string;
  usageCount: number;
  active: boolean;
  freeItems: Array<{ id: string }>;
};

describe.each(ONE_KIND)('discount codes on %s', (kind) => {
  let t: TestApp;
  let owner: string;
  let customer: string;
  let otherOwner: string;
  let customerId: string;
  let doogh: { id: string; title: string; price: number };
  let theirItem: { id: string };
  const call = caller(() => t);

  const create = async (payload: object, token = owner, host = DEMO_HOST): Promise<Code> => {
    const res = await call('POST', BASE, token, payload, host);
    expect(res.statusCode, res.body).toBe(201);
    return res.json();
  };
  const inFuture = (days: number) => new Date(t.clock.now().getTime() + days * DAY).toISOString();
  /** One order of the demo customer using the code, as the order module would record it. */
  const useOnce = (codeId: string, userId = customerId) =>
    t.database.db.transaction((tx) =>
      claimDiscountUsage(tx, t.demo.vendor.id, codeId, userId, crypto.randomUUID()),
    );
  const siteLookup = (code: string, query = '') =>
    call('GET', `${BASE}/site/getbycode/${encodeURIComponent(code)}${query}`, customer);
  const staffLookup = (code: string, query: string) =>
    call('GET', `${BASE}/getbycode/${encodeURIComponent(code)}?${query}`, owner);

  beforeAll(async () => {
    ({ t, owner, customer, otherOwner } = await startWithSessions(kind));
    const { rows } = await t.database.executeSql('SELECT id FROM users WHERE phone_number = $1', [
      DEMO_CUSTOMER_PHONE,
    ]);
    customerId = String(rows[0]!.id);
    const drinks = (await call('POST', `${CATALOG}/menucategories`, owner, { title: 'نوشیدنی' })).json();
    doogh = (
      await call('POST', `${CATALOG}/menuitems`, owner, {
        categoryId: drinks.id,
        title: 'دوغ محلی',
        price: 45_000,
      })
    ).json();
    const theirs = (
      await call('POST', `${CATALOG}/menucategories`, otherOwner, { title: 'نوشیدنی' }, OTHER_HOST)
    ).json();
    theirItem = (
      await call(
        'POST',
        `${CATALOG}/menuitems`,
        otherOwner,
        { categoryId: theirs.id, title: 'نوشابه', price: 30_000 },
        OTHER_HOST,
      )
    ).json();
  });
  afterAll(async () => {
    await t?.close();
  });

  it('creates a code, stored normalised, and reads it back', async () => {
    const expiration = inFuture(30);
    const created = await create({
      code: ' norooz۱۴۰۵ ',
      type: 'PERCENTAGE',
      value: 20,
      cap: 50_000,
      expiration,
      usageLimit: 100,
      usageLimitPerUser: 1,
      vendorDeal: true,
      minOrderAmount: 200_000,
    });
    expect(created).toMatchObject({
      code: 'NOROOZ1405',
      type: 'PERCENTAGE',
      value: 20,
      cap: 50_000,
      expiration,
      active: true,
      usageLimit: 100,
      usageCount: 0,
      usageLimitPerUser: 1,
      vendorDeal: true,
      minOrderAmount: 200_000,
      freeItems: [],
    });
    expect((await call('GET', `${BASE}/${created.id}`, owner)).json()).toEqual(created);
  });

  it('lists newest first, ten a page from page 1, and searches with Persian digits', async () => {
    for (let i = 1; i <= 11; i++) await create({ code: `PAGE${i}`, type: 'MONEY', value: 1000 * i });
    const first = (await call('GET', `${BASE}?PageNumber=1&Search=page`, owner)).json();
    expect(first).toMatchObject({ pageNumber: 1, pageSize: 10, totalCount: 11 });
    expect(first.data[0].code).toBe('PAGE11');
    const second = (await call('GET', `${BASE}?pageNumber=2&search=page`, owner)).json();
    expect(second.data.map((c: Code) => c.code)).toEqual(['PAGE1']);
    const persian = (await call('GET', `${BASE}?search=${encodeURIComponent('page۱۰')}`, owner)).json();
    expect(persian.data.map((c: Code) => c.code)).toEqual(['PAGE10']);
    const all = (await call('GET', `${BASE}/all`, owner)).json();
    expect(all).toContainEqual({ id: first.data[0].id, title: 'PAGE11' });
  });

  it('updates only the fields sent, and clears what a new type has no use for', async () => {
    const code = await create({ code: 'EDITME', type: 'PERCENTAGE', value: 10, cap: 20_000, usageLimit: 5 });
    const limited = (await call('PUT', BASE, owner, { id: code.id, usageLimit: 50 })).json();
    expect(limited).toMatchObject({
      type: 'PERCENTAGE',
      value: 10,
      cap: 20_000,
      usageLimit: 50,
      active: true,
    });

    const noAmount = await call('PUT', BASE, owner, { id: code.id, type: 'MONEY' });
    expect(noAmount.statusCode).toBe(400);
    expect(noAmount.json().errors).toEqual([{ field: 'value', message: 'مبلغ تخفیف را وارد کنید.' }]);

    const money = (await call('PUT', BASE, owner, { id: code.id, type: 'MONEY', value: 25_000 })).json();
    expect(money).toMatchObject({ type: 'MONEY', value: 25_000, cap: null, usageLimit: 50 });

    const renamed = (await call('PUT', BASE, owner, { id: code.id, code: 'edited' })).json();
    expect(renamed.code).toBe('EDITED');
  });

  it('switches a code off and on', async () => {
    const code = await create({ code: 'TOGGLE', type: 'FREESHIPPING' });
    const off = await call('PUT', `${BASE}/${code.id}/activation`, owner);
    expect(off.json().active).toBe(false);
    expect((await call('PUT', `${BASE}/${code.id}/activation`, owner, { active: false })).json().active).toBe(
      false,
    );
    expect((await call('PUT', `${BASE}/${code.id}/activation`, owner)).json().active).toBe(true);
  });

  it('gives free items of the vendor’s menu, priced from the menu', async () => {
    const code = await create({
      code: 'DOOGH',
      type: 'FREEITEM',
      value: 999,
      freeItems: [{ id: doogh.id, count: 2 }],
    });
    expect(code).toMatchObject({ value: 0, cap: null });
    expect(code.freeItems).toEqual([
      {
        id: doogh.id,
        title: 'دوغ محلی',
        price: 45_000,
        discount: 45_000,
        packagingCost: 0,
        servePackagingCost: 0,
        withTax: false,
        count: 2,
      },
    ]);
    const applied = (await siteLookup('doogh')).json();
    expect(applied).toMatchObject({
      code: 'DOOGH',
      type: 'FREEITEM',
      freeItems: [{ id: doogh.id, count: 2 }],
    });
  });

  describe('refuses bad input in Persian beside the fields', () => {
    const refused = async (payload: object, method: 'POST' | 'PUT' = 'POST') => {
      const res = await call(method, BASE, owner, payload);
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json().code).toBe('BAD_REQUEST');
      return res.json();
    };

    it('a percentage above 100', async () => {
      const body = await refused({ code: 'TOOMUCH', type: 'PERCENTAGE', value: 120 });
      expect(body.errors).toEqual([{ field: 'value', message: 'درصد تخفیف باید عددی بین ۱ تا ۱۰۰ باشد.' }]);
    });

    it('a cap on a money code', async () => {
      const body = await refused({ code: 'CAPPED', type: 'MONEY', value: 10_000, cap: 5_000 });
      expect(body.errors).toEqual([{ field: 'cap', message: 'سقف تخفیف فقط برای کد درصدی معنا دارد.' }]);
    });

    it('a free-item code without items, or with another vendor’s item', async () => {
      expect(errorFields(await refused({ code: 'NOITEMS', type: 'FREEITEM' }))).toEqual(['freeItems']);
      const body = await refused({ code: 'THEIRS', type: 'FREEITEM', freeItems: [{ id: theirItem.id }] });
      expect(body.errors).toEqual([{ field: 'freeItems.0.id', message: 'آیتم منو پیدا نشد.' }]);
    });

    it('a code already taken, however it is typed', async () => {
      await create({ code: 'YALDA1405', type: 'MONEY', value: 10_000 });
      const body = await refused({ code: 'yalda۱۴۰۵', type: 'MONEY', value: 5_000 });
      expect(body.errors).toEqual([{ field: 'code', message: 'این کد تخفیف قبلاً ثبت شده است.' }]);
      const other = await create({ code: 'SHABE-YALDA', type: 'MONEY', value: 5_000 });
      const rename = await refused({ id: other.id, code: 'Yalda1405' }, 'PUT');
      expect(errorFields(rename)).toEqual(['code']);
    });

    it('a code with spaces, an expiry in the past, a limit below the uses already made', async () => {
      expect(errorFields(await refused({ code: 'NO ROOZ', type: 'MONEY', value: 1000 }))).toEqual(['code']);
      const past = new Date(t.clock.now().getTime() - DAY).toISOString();
      const body = await refused({ code: 'LATE', type: 'MONEY', value: 1000, expiration: past });
      expect(body.errors).toEqual([{ field: 'expiration', message: 'تاریخ انقضا باید در آینده باشد.' }]);
      const used = await create({ code: 'USEDTWICE', type: 'MONEY', value: 1000 });
      await useOnce(used.id);
      await useOnce(used.id);
      const lower = await refused({ id: used.id, usageLimit: 1 }, 'PUT');
      expect(lower.errors[0].field).toBe('usageLimit');
      expect(lower.errors[0].message).toContain('۲ بار');
    });
  });

  it('keeps each vendor’s codes to itself: another vendor’s id is not found', async () => {
    const mine = await create({ code: 'MINEONLY', type: 'MONEY', value: 1000 });
    const theirs = (method: 'GET' | 'PUT' | 'DELETE', url: string, payload?: object) =>
      call(method, url, otherOwner, payload, OTHER_HOST);
    for (const res of [
      await theirs('GET', `${BASE}/${mine.id}`),
      await theirs('PUT', BASE, { id: mine.id, value: 1 }),
      await theirs('PUT', `${BASE}/${mine.id}/activation`),
      await theirs('DELETE', `${BASE}/${mine.id}`),
    ]) {
      expect(res.statusCode).toBe(404);
      expect(res.json().code).toBe('DISCOUNT_CODE_NOT_FOUND');
    }
    expect((await theirs('GET', BASE)).json().totalCount).toBe(0);
    // The same text is free for another vendor, and their customers cannot use ours.
    expect((await create({ code: 'MINEONLY', type: 'MONEY', value: 5 }, otherOwner, OTHER_HOST)).code).toBe(
      'MINEONLY',
    );
    expect((await call('GET', `${BASE}/${mine.id}`, owner)).json().value).toBe(1000);
  });

  it('is for staff with the discount permissions: customers get 403', async () => {
    const code = await create({ code: 'STAFFONLY', type: 'MONEY', value: 1000 });
    for (const res of [
      await call('GET', BASE, customer),
      await call('GET', `${BASE}/all`, customer),
      await call('GET', `${BASE}/${code.id}`, customer),
      await call('POST', BASE, customer, { code: 'HACK', type: 'MONEY', value: 1 }),
      await call('PUT', BASE, customer, { id: code.id, value: 1 }),
      await call('PUT', `${BASE}/${code.id}/activation`, customer),
      await call('DELETE', `${BASE}/${code.id}`, customer),
      await call('GET', `${BASE}/getbycode/STAFFONLY?customerId=${customerId}`, customer),
    ]) {
      expect(res.statusCode).toBe(403);
    }
    // The customer-site lookup is the customer's own.
    expect((await call('GET', `${BASE}/site/getbycode/STAFFONLY`, owner)).statusCode).toBe(403);
    expect((await call('GET', BASE)).statusCode).toBe(401);
  });

  describe('looking a code up', () => {
    it('answers the code for the customer site, however it is typed', async () => {
      await create({ code: 'WELCOME', type: 'MONEY', value: 30_000, usageLimitPerUser: 1 });
      const res = await siteLookup(' welcome ');
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json()).toMatchObject({
        code: 'WELCOME',
        type: 'MONEY',
        value: 30_000,
        cap: null,
        freeItems: [],
      });
      expect(res.json()).not.toHaveProperty('usageLimit');
    });

    it('names each reason a code cannot be used', async () => {
      const expect400 = async (code: string, errorCode: string, query = '') => {
        const res = await siteLookup(code, query);
        expect(res.statusCode, res.body).toBe(errorCode === 'DISCOUNT_CODE_NOT_FOUND' ? 404 : 400);
        expect(res.json().code).toBe(errorCode);
        return res.json();
      };
      const notFound = await expect400('NOSUCHCODE', 'DISCOUNT_CODE_NOT_FOUND');
      expect(notFound.message).toBe('کد تخفیف پیدا نشد.');

      const expiring = await create({
        code: 'SHORTLIVED',
        type: 'MONEY',
        value: 1000,
        expiration: inFuture(1),
      });
      // A day later (moved in the database: moving the clock would end the test's sessions too).
      await t.database.executeSql('UPDATE discount_codes SET expiration = $1 WHERE id = $2', [
        new Date(t.clock.now().getTime() - DAY).toISOString(),
        expiring.id,
      ]);
      const expired = await expect400('SHORTLIVED', 'DISCOUNT_CODE_EXPIRED');
      expect(expired.message).toBe('مهلت استفاده از این کد تخفیف به پایان رسیده است.');
      expect((await call('GET', `${BASE}/${expiring.id}`, owner)).statusCode).toBe(200);

      const off = await create({ code: 'SWITCHEDOFF', type: 'MONEY', value: 1000, active: false });
      const invalid = await expect400('SWITCHEDOFF', 'DISCOUNT_CODE_INVALID');
      expect(invalid.message).toBe('کد تخفیف معتبر نیست یا به سقف دفعات استفاده رسیده است.');
      expect(off.active).toBe(false);

      const single = await create({ code: 'ONLYONE', type: 'MONEY', value: 1000, usageLimit: 1 });
      await useOnce(single.id, (await anotherCustomer()).userId);
      await expect400('ONLYONE', 'DISCOUNT_CODE_INVALID');

      const perUser = await create({ code: 'ONCEEACH', type: 'MONEY', value: 1000, usageLimitPerUser: 1 });
      await useOnce(perUser.id);
      const used = await expect400('ONCEEACH', 'DISCOUNT_CODE_ALREADY_USED');
      expect(used.message).toBe('شما قبلاً از این کد تخفیف استفاده کرده‌اید.');

      await create({ code: 'BIGORDERS', type: 'MONEY', value: 1000, minOrderAmount: 500_000 });
      await expect400('BIGORDERS', 'DISCOUNT_CODE_MINIMUM_ORDER', '?subtotal=400000');
      expect((await siteLookup('BIGORDERS', '?subtotal=500000')).statusCode).toBe(200);
    });

    it('checks a code for a customer on the staff side, and never counts a use', async () => {
      const code = await create({ code: 'PHONE', type: 'PERCENTAGE', value: 10, usageLimitPerUser: 1 });
      const checked = await staffLookup('phone', `customerId=${customerId}&isReadOnly=false`);
      expect(checked.statusCode, checked.body).toBe(200);
      expect(checked.json()).toMatchObject({ id: code.id, code: 'PHONE', type: 'PERCENTAGE', value: 10 });
      expect((await staffLookup('PHONE', 'isReadOnly=true')).statusCode).toBe(200);
      expect((await call('GET', `${BASE}/${code.id}`, owner)).json().usageCount).toBe(0);

      const missing = await staffLookup('PHONE', 'isReadOnly=false');
      expect(missing.statusCode).toBe(400);
      expect(errorFields(missing.json())).toEqual(['customerId']);
      const stranger = await staffLookup('PHONE', `customerId=${crypto.randomUUID()}`);
      expect(errorFields(stranger.json())).toEqual(['customerId']);

      await useOnce(code.id);
      const again = await staffLookup('PHONE', `customerId=${customerId}`);
      expect(again.json().code).toBe('DISCOUNT_CODE_ALREADY_USED');
      // Read-only without a customer looks at the code alone.
      expect((await staffLookup('PHONE', 'isReadOnly=true')).statusCode).toBe(200);
      expect((await staffLookup('NOSUCHCODE', 'isReadOnly=true')).statusCode).toBe(404);
    });
  });

  it('lists the advertised deals a customer can still use', async () => {
    const deal = await create({
      code: 'DEAL',
      type: 'PERCENTAGE',
      value: 15,
      vendorDeal: true,
      usageLimitPerUser: 1,
    });
    await create({ code: 'SECRET', type: 'PERCENTAGE', value: 50 });
    await create({ code: 'OFFDEAL', type: 'MONEY', value: 1000, vendorDeal: true, active: false });
    const publicCodes = (await call('GET', `${BASE}/available`)).json().map((c: Code) => c.code);
    expect(publicCodes).toContain('DEAL');
    expect(publicCodes).not.toContain('SECRET');
    expect(publicCodes).not.toContain('OFFDEAL');
    await useOnce(deal.id);
    const mine = (await call('GET', `${BASE}/available`, customer)).json().map((c: Code) => c.code);
    expect(mine).not.toContain('DEAL');
    expect((await call('GET', `${BASE}/available`)).json().map((c: Code) => c.code)).toContain('DEAL');
  });

  it('deletes an unused code, and keeps a used one for order history out of sight', async () => {
    const unused = await create({ code: 'GONE', type: 'MONEY', value: 1000 });
    expect((await call('DELETE', `${BASE}/${unused.id}`, owner)).statusCode).toBe(204);
    expect((await call('GET', `${BASE}/${unused.id}`, owner)).statusCode).toBe(404);
    expect((await call('DELETE', `${BASE}/${unused.id}`, owner)).statusCode).toBe(404);

    const used = await create({ code: 'HISTORY', type: 'MONEY', value: 1000 });
    await useOnce(used.id);
    expect((await call('DELETE', `${BASE}/${used.id}`, owner)).statusCode).toBe(204);
    expect((await call('GET', `${BASE}/${used.id}`, owner)).statusCode).toBe(404);
    expect((await call('GET', `${BASE}?search=HISTORY`, owner)).json().totalCount).toBe(0);
    expect((await siteLookup('HISTORY')).json().code).toBe('DISCOUNT_CODE_NOT_FOUND');
    const { rows } = await t.database.executeSql(
      'SELECT c.deleted_at IS NOT NULL AS deleted, count(u.id)::int AS uses FROM discount_codes c JOIN discount_code_usages u ON u.discount_code_id = c.id WHERE c.id = $1 GROUP BY c.deleted_at',
      [used.id],
    );
    expect(rows).toEqual([{ deleted: true, uses: 1 }]);
    // Its text can be given to a new code.
    expect((await create({ code: 'HISTORY', type: 'MONEY', value: 2000 })).id).not.toBe(used.id);
  });

  it('drops a deleted menu item from the codes that gave it', async () => {
    const category = (await call('POST', `${CATALOG}/menucategories`, owner, { title: 'دسر' })).json();
    const item = (
      await call('POST', `${CATALOG}/menuitems`, owner, {
        categoryId: category.id,
        title: 'شله‌زرد',
        price: 60_000,
      })
    ).json();
    const code = await create({ code: 'DESSERT', type: 'FREEITEM', freeItems: [{ id: item.id }] });
    expect((await call('DELETE', `${CATALOG}/menuitems/${item.id}`, owner)).statusCode).toBe(204);
    expect((await call('GET', `${BASE}/${code.id}`, owner)).json().freeItems).toEqual([]);
    expect((await siteLookup('DESSERT')).json().code).toBe('DISCOUNT_CODE_INVALID');
  });

  it('is described in the OpenAPI document', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api-docs/json' });
    expect(res.statusCode).toBe(200);
    const paths = Object.keys(res.json().paths);
    expect(paths).toEqual(
      expect.arrayContaining([
        BASE,
        `${BASE}/all`,
        `${BASE}/available`,
        `${BASE}/getbycode/{code}`,
        `${BASE}/site/getbycode/{code}`,
        `${BASE}/{id}`,
        `${BASE}/{id}/activation`,
      ]),
    );
  });

  /** Another person, straight in the database. */
  let people = 0;
  async function anotherCustomer() {
    const userId = crypto.randomUUID();
    const phone = `0935${String(++people).padStart(7, '0')}`;
    await t.database.executeSql('INSERT INTO users (id, phone_number) VALUES ($1, $2)', [userId, phone]);
    return { userId };
  }
});

describe.each(ONE_KIND)('a platform administrator’s change to a vendor’s code on %s', (kind) => {
  const ADMIN_UPDATE = `${BASE}/admin/update`;
  let t: TestApp;
  let owner: string;
  let customer: string;
  let otherOwner: string;
  let admin: string;
  let adminUserId: string;
  const call = caller(() => t);

  beforeAll(async () => {
    ({ t, owner, customer, otherOwner } = await startWithSessions(kind));
    const noJobs = {
      send: async () => {},
      work: async () => {},
      stop: async () => {},
      schedule: async () => {},
    };
    const auth = createAuthService({
      database: t.database,
      config: t.config,
      clock: t.clock,
      jobs: noJobs,
      changes: createChangePublisher(t.database),
    });
    await auth.setAdminPassword('platform-admin', 'a long enough password');
    const login = await t.app.inject({
      method: 'POST',
      url: '/api-identity/identity/auth/adminlogin',
      payload: { username: 'platform-admin', password: 'a long enough password' },
    });
    expect(login.statusCode, login.body).toBe(200);
    admin = login.json().token;
    const { rows } = await t.database.executeSql("SELECT id FROM admins WHERE username = 'platform-admin'");
    adminUserId = String(rows[0]!.id);
  });
  afterAll(async () => {
    await t?.close();
  });

  const newCode = async (code: string) => {
    const res = await call('POST', BASE, owner, { code, type: 'PERCENTAGE', value: 10, cap: 50_000 });
    expect(res.statusCode, res.body).toBe(201);
    return res.json() as Code & { value: number; cap: number | null };
  };

  it('changes the vendor’s code with the vendor’s own rules, and the vendor sees it, audited under the administrator', async () => {
    const code = await newCode('ADMIN20');
    const res = await call('PUT', ADMIN_UPDATE, admin, {
      vendorId: t.demo.vendor.id,
      id: code.id,
      value: 20,
      usageLimit: 100,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      id: code.id,
      code: 'ADMIN20',
      value: 20,
      cap: 50_000,
      usageLimit: 100,
    });
    // The owner reads the change back on their own host.
    expect((await call('GET', `${BASE}/${code.id}`, owner)).json()).toMatchObject({
      value: 20,
      usageLimit: 100,
    });

    const { rows } = await t.database.executeSql(
      `SELECT actor_user_id, action, before->>'value' AS before, after->>'value' AS after
         FROM audit_log WHERE vendor_id = $1 AND object_id = $2 AND action = 'UPDATE'`,
      [t.demo.vendor.id, code.id],
    );
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ before: '10', after: '20', actor_user_id: adminUserId });
  });

  it('refuses a vendor’s staff, a customer and a caller without a session', async () => {
    const code = await newCode('STAFF30');
    const payload = { vendorId: t.demo.vendor.id, id: code.id, value: 30 };
    for (const [token, host] of [
      [owner, DEMO_HOST],
      [otherOwner, OTHER_HOST],
      [customer, DEMO_HOST],
    ] as const) {
      const res = await call('PUT', ADMIN_UPDATE, token, payload, host);
      expect(res.statusCode, res.body).toBe(403);
      expect(res.json().message).toMatch(/[\u0600-\u06FF]/);
    }
    expect((await call('PUT', ADMIN_UPDATE, undefined, payload)).statusCode).toBe(401);
    expect((await call('GET', `${BASE}/${code.id}`, owner)).json().value).toBe(10);
  });

  it('answers 404 for a code that is not that vendor’s, and validates like the vendor’s own update', async () => {
    const code = await newCode('CHECK40');
    const { rows } = await t.database.executeSql("SELECT id FROM vendors WHERE slug = 'kababi'");
    const otherVendorId = String(rows[0]!.id);
    const theirs = await call('PUT', ADMIN_UPDATE, admin, {
      vendorId: otherVendorId,
      id: code.id,
      value: 40,
    });
    expect(theirs.statusCode).toBe(404);
    expect(theirs.json().code).toBe('DISCOUNT_CODE_NOT_FOUND');

    const badVendor = await call('PUT', ADMIN_UPDATE, admin, { vendorId: 'narenj', id: code.id });
    expect(badVendor.statusCode).toBe(400);
    expect(badVendor.json().errors).toEqual([{ field: 'vendorId', message: 'شناسه رستوران معتبر نیست.' }]);

    const tooMuch = await call('PUT', ADMIN_UPDATE, admin, {
      vendorId: t.demo.vendor.id,
      id: code.id,
      value: 150,
    });
    expect(tooMuch.statusCode).toBe(400);
    expect(errorFields(tooMuch.json())).toEqual(['value']);
    expect((await call('GET', `${BASE}/${code.id}`, owner)).json().value).toBe(10);
  });
});
