import crypto from 'node:crypto';
import type { AppliedDiscount, DiscountInput, FreeItem } from '@sofreh/domain';
import { expect } from 'vitest';
import { sqlRunnerFor } from '../src/db/database';
import { DEMO_CUSTOMER_PHONE, DEMO_OWNER_PHONE } from '../src/demo/seed';
import type { DeliveryPort, DiscountsPort } from '../src/modules/orders/orders.ports';
import { ensureVendor } from '../src/orchestrators/vendor-onboarding';
import { AppError } from '../src/platform/errors';
import { startTestApp, type TestApp } from './app';
import { DEMO_HOST, OTHER_HOST } from './catalog-kit';
import type { DbKind } from './database';
import { loginAs } from './login';

// Orders need the rest of checkout: delivery prices and discount codes, built by other modules. Here
// they are small real implementations over test tables, run on the executor they are given — so
// inside a submission they commit or roll back with the order, as the real ones will.

const TEST_TABLES = `
  CREATE TABLE test_addresses (
    id uuid PRIMARY KEY, vendor_id uuid NOT NULL, user_id uuid NOT NULL, text text NOT NULL,
    details text, latitude double precision, longitude double precision, price bigint NOT NULL,
    in_zone boolean NOT NULL
  );
  CREATE TABLE test_discount_codes (
    id uuid PRIMARY KEY, vendor_id uuid NOT NULL, code text NOT NULL, discount jsonb NOT NULL,
    free_items jsonb NOT NULL, usage_limit int NOT NULL, used int NOT NULL DEFAULT 0,
    expires_at timestamptz NOT NULL
  );
  CREATE TABLE test_discount_uses (code_id uuid NOT NULL, user_id uuid NOT NULL, order_id uuid NOT NULL);
`;

/** Delivery prices of addresses in test_addresses: another person's address is not found. */
export const testDelivery: DeliveryPort = {
  async quoteForAddress(executor, vendorId, customerUserId, addressId) {
    const { rows } = await sqlRunnerFor(executor)(
      'SELECT * FROM test_addresses WHERE id = $1 AND vendor_id = $2 AND user_id = $3',
      [addressId, vendorId, customerUserId],
    );
    const row = rows[0];
    if (!row) throw new AppError('ADDRESS_NOT_FOUND');
    if (!row.in_zone) throw new AppError('SELECT_FROM_LOCATIONS');
    return {
      price: Number(row.price),
      address: {
        id: String(row.id),
        text: String(row.text),
        details: (row.details as string | null) ?? null,
        latitude: (row.latitude as number | null) ?? null,
        longitude: (row.longitude as number | null) ?? null,
      },
    };
  },
};

/** Discount codes of test_discount_codes, their uses counted under a row lock like the real ones. */
export function testDiscounts() {
  const state = { failNextClaim: false, lastOrderSubtotal: null as number | null };
  const port: DiscountsPort = {
    async resolve(executor, vendorId, _customerUserId, code, now, options): Promise<AppliedDiscount> {
      state.lastOrderSubtotal = options?.orderSubtotal ?? null;
      const { rows } = await sqlRunnerFor(executor)(
        'SELECT * FROM test_discount_codes WHERE vendor_id = $1 AND code = $2',
        [vendorId, code],
      );
      const row = rows[0];
      if (!row) throw new AppError('DISCOUNT_CODE_NOT_FOUND');
      if (new Date(row.expires_at as string) <= now) throw new AppError('DISCOUNT_CODE_EXPIRED');
      if (Number(row.used) >= Number(row.usage_limit)) throw new AppError('DISCOUNT_CODE_INVALID');
      return {
        id: String(row.id),
        code: String(row.code),
        discount: parseJson<DiscountInput>(row.discount),
        freeItems: parseJson<FreeItem[]>(row.free_items),
      };
    },
    async claim(executor, vendorId, codeId, customerUserId, orderId) {
      const run = sqlRunnerFor(executor);
      const { rows } = await run(
        'UPDATE test_discount_codes SET used = used + 1 WHERE id = $1 AND vendor_id = $2 AND used < usage_limit RETURNING id',
        [codeId, vendorId],
      );
      if (rows.length === 0) throw new AppError('DISCOUNT_CODE_INVALID');
      await run('INSERT INTO test_discount_uses (code_id, user_id, order_id) VALUES ($1, $2, $3)', [
        codeId,
        customerUserId,
        orderId,
      ]);
      if (state.failNextClaim) {
        state.failNextClaim = false;
        // Something breaks after the order's rows and the code's use are written: none may remain.
        throw new Error('the database went away in the middle of the order');
      }
    },
  };
  return { port, state };
}

function parseJson<T>(value: unknown): T {
  return (typeof value === 'string' ? JSON.parse(value) : value) as T;
}

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH';
type CallOptions = { token?: string; payload?: object; host?: string; headers?: Record<string, string> };

/**
 * A test app for ordering: the demo vendor with a small menu (made through the catalog API), a
 * second vendor with a dish of its own, the test delivery and discount ports (or, with `ports:
 * 'app'`, the ones the app wires by default), and sessions for the owner, two customers, and a
 * customer of the other vendor. Sunday 13:00 in Tehran: open, lunch.
 */
export async function startOrdersTest(
  kind: DbKind,
  options: { ports: 'test' | 'app'; config?: Partial<Record<string, string>> } = { ports: 'test' },
) {
  const discounts = testDiscounts();
  const t = await startTestApp(
    kind,
    {
      OTP_PHONE_HOURLY_LIMIT: '1000',
      OTP_IP_HOURLY_LIMIT: '1000',
      ACCESS_TOKEN_TTL_SECONDS: '3600',
      ...options.config,
    },
    options.ports === 'test' ? { checkout: { delivery: testDelivery, discounts: discounts.port } } : {},
  );
  await t.database.executeSql(TEST_TABLES);
  t.clock.set(SUNDAY('13:00'));
  await ensureVendor(t.database.db, {
    slug: 'kababi',
    name: 'کبابی',
    owner: { phoneNumber: '09350000099' },
    openingHours: [{ dayOfWeek: 'SUN', startTime: '10:00', endTime: '00:00' }],
  });
  const call = caller(t);

  const owner = await loginAs(t, DEMO_OWNER_PHONE, { isBackOffice: true });
  const customer = await loginAs(t, DEMO_CUSTOMER_PHONE);
  const secondCustomer = await loginAs(t, '09127777777');
  const otherOwner = await loginAs(t, '09350000099', { isBackOffice: true, host: OTHER_HOST });
  const otherVendorCustomer = await loginAs(t, '09128888888', { host: OTHER_HOST });

  const menu = await buildMenu(call, owner);
  const theirs = await buildTheirDish(call, otherOwner);
  const userIdOf = async (phone: string) => {
    const { rows } = await t.database.executeSql('SELECT id FROM users WHERE phone_number = $1', [phone]);
    return String(rows[0]!.id);
  };
  const vendorIdOf = async (slug: string) => {
    const { rows } = await t.database.executeSql('SELECT id FROM vendors WHERE slug = $1', [slug]);
    return String(rows[0]!.id);
  };
  return {
    t,
    call,
    menu,
    theirDish: theirs,
    discounts: discounts.state,
    sessions: { owner, customer, secondCustomer, otherOwner, otherVendorCustomer },
    ids: {
      demo: await vendorIdOf('demo'),
      customer: await userIdOf(DEMO_CUSTOMER_PHONE),
      secondCustomer: await userIdOf('09127777777'),
    },
  };
}
export type OrdersTest = Awaited<ReturnType<typeof startOrdersTest>>;

/** 2026-11-22 is a Sunday; the time is Tehran's. */
export const SUNDAY = (time: string) => `2026-11-22T${time}:00+03:30`;

/** `call(method, url, { token, payload, host, headers })`, on the demo vendor's host by default. */
function caller(t: TestApp) {
  return (method: Method, url: string, options: CallOptions = {}) =>
    t.app.inject({
      method,
      url,
      ...(options.payload ? { payload: options.payload } : {}),
      headers: {
        hostdomain: options.host ?? DEMO_HOST,
        ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
        ...options.headers,
      },
    });
}
type Call = ReturnType<typeof caller>;

async function buildMenu(call: Call, token: string) {
  const ids: Record<string, string> = {};
  const post = async (name: string, path: string, payload: object) => {
    const res = await call('POST', `/api-catalog/catalog${path}`, { token, payload });
    expect(res.statusCode, res.body).toBe(201);
    ids[name] = res.json().id;
  };
  await post('lunch', '/foodshifts', {
    title: 'ناهار',
    windows: [{ dayOfWeek: 'SUN', startTime: '12:00', endTime: '16:00' }],
  });
  await post('dinner', '/foodshifts', {
    title: 'شام',
    windows: [{ dayOfWeek: 'SUN', startTime: '19:00', endTime: '00:00' }],
  });
  await post('sauces', '/toppingcategory', { title: 'سس‌ها' });
  await post('garlic', '/topping', { toppingCategoryId: ids.sauces, title: 'سس سیر', price: 20_000 });
  await post('chili', '/topping', { toppingCategoryId: ids.sauces, title: 'سس تند', price: 15_000 });
  await post('kebabs', '/menucategories', { title: 'کباب', sellChannels: ['WEBSITE', 'QR'] });
  await post('drinks', '/menucategories', { title: 'نوشیدنی', sellChannels: ['WEBSITE'] });
  await post('salon', '/menucategories', { title: 'سالن', sellChannels: ['SALON'] });
  await post('closedCategory', '/menucategories', {
    title: 'تعطیل',
    sellChannels: ['WEBSITE'],
    active: false,
  });
  const item = (categoryId: string, title: string, price: number, extra: object = {}) => ({
    categoryId,
    title,
    price,
    ...extra,
  });
  await post(
    'koobideh',
    '/menuitems',
    item(ids.kebabs!, 'کوبیده', 300_000, {
      packagingCost: 10_000,
      servePackagingCost: 2_000,
      withTax: true,
      toppingCategories: [{ toppingCategoryId: ids.sauces, minSelect: 1, maxSelect: 2 }],
    }),
  );
  await post('joojeh', '/menuitems', item(ids.kebabs!, 'جوجه', 250_000, { foodShiftIds: [ids.lunch] }));
  await post('barg', '/menuitems', item(ids.kebabs!, 'برگ', 450_000, { foodShiftIds: [ids.dinner] }));
  await post('retired', '/menuitems', item(ids.kebabs!, 'سلطانی', 500_000, { active: false }));
  await post('soldOut', '/menuitems', item(ids.kebabs!, 'بختیاری', 400_000, { available: false }));
  await post('dough', '/menuitems', item(ids.drinks!, 'دوغ', 40_000));
  await post('tea', '/menuitems', item(ids.salon!, 'چای', 20_000));
  await post('hiddenDish', '/menuitems', item(ids.closedCategory!, 'کشک بادمجان', 150_000));
  return ids as Record<
    | 'lunch'
    | 'dinner'
    | 'sauces'
    | 'garlic'
    | 'chili'
    | 'koobideh'
    | 'joojeh'
    | 'barg'
    | 'retired'
    | 'soldOut'
    | 'dough'
    | 'tea'
    | 'hiddenDish',
    string
  >;
}

async function buildTheirDish(call: Call, token: string) {
  const category = await call('POST', '/api-catalog/catalog/menucategories', {
    token,
    host: OTHER_HOST,
    payload: { title: 'کباب', sellChannels: ['WEBSITE'] },
  });
  expect(category.statusCode, category.body).toBe(201);
  const dish = await call('POST', '/api-catalog/catalog/menuitems', {
    token,
    host: OTHER_HOST,
    payload: { categoryId: category.json().id, title: 'کباب ترش', price: 350_000 },
  });
  expect(dish.statusCode, dish.body).toBe(201);
  return dish.json().id as string;
}

/** A fresh Idempotency-Key, as the web makes one per order attempt. */
export const newKey = () => crypto.randomUUID();

/** Rows of an order-related table, optionally only those of one order. */
export async function countRows(t: TestApp, table: string, orderId?: string) {
  const { rows } = await t.database.executeSql(
    `SELECT count(*)::int AS n FROM ${table}${orderId ? ' WHERE order_id = $1' : ''}`,
    orderId ? [orderId] : [],
  );
  return Number(rows[0]!.n);
}

export async function addTestAddress(
  t: TestApp,
  address: { vendorId: string; userId: string; price: number; inZone: boolean; text?: string },
) {
  const id = crypto.randomUUID();
  await t.database.executeSql(
    `INSERT INTO test_addresses (id, vendor_id, user_id, text, details, latitude, longitude, price, in_zone)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9)`,
    [
      id,
      address.vendorId,
      address.userId,
      address.text ?? 'تهران، خیابان ولیعصر، کوچه نارنج، پلاک ۱۲',
      'واحد ۳',
      35.7219,
      51.4149,
      address.price,
      address.inZone,
    ],
  );
  return id;
}

export async function addTestDiscountCode(
  t: TestApp,
  code: {
    vendorId: string;
    code: string;
    discount: DiscountInput;
    freeItems?: FreeItem[];
    usageLimit?: number;
    expiresAt?: string;
  },
) {
  const id = crypto.randomUUID();
  await t.database.executeSql(
    `INSERT INTO test_discount_codes (id, vendor_id, code, discount, free_items, usage_limit, expires_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7)`,
    [
      id,
      code.vendorId,
      code.code,
      JSON.stringify(code.discount),
      JSON.stringify(code.freeItems ?? []),
      code.usageLimit ?? 1000,
      code.expiresAt ?? '2030-01-01T00:00:00Z',
    ],
  );
  return id;
}
