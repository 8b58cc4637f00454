import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../../test/app';
import {
  type CatalogApi,
  catalogVersionOf,
  DEMO_HOST,
  errorFields,
  OTHER_HOST,
  startCatalogTest,
} from '../../../test/catalog-kit';
import { DB_KINDS } from '../../../test/database';

describe.each(DB_KINDS)('menu categories on %s', (kind) => {
  let t: TestApp;
  let api: CatalogApi;
  let owner: string;
  let customer: string;
  let otherOwner: string;

  beforeAll(async () => {
    const kit = await startCatalogTest(kind);
    ({ t, api } = kit);
    owner = await kit.sessions.owner();
    customer = await kit.sessions.customer();
    otherOwner = await kit.sessions.otherOwner();
  });
  afterAll(async () => {
    await t?.close();
  });

  const create = async (payload: object, token = owner, host?: string) => {
    const res = await api('POST', '/menucategories', { token, payload, host });
    expect(res.statusCode, res.body).toBe(201);
    return res.json();
  };

  it('puts a new category on the channels the restaurant sells on when none are named', async () => {
    await t.database.executeSql(
      "UPDATE vendors SET sell_channels = ARRAY['WEBSITE','KIOSK'] WHERE slug = 'demo'",
    );
    try {
      expect((await create({ title: 'نوشیدنی' })).sellChannels).toEqual(['WEBSITE', 'KIOSK']);
      // Named ones win.
      expect((await create({ title: 'دسر', sellChannels: ['SALON'] })).sellChannels).toEqual(['SALON']);
      // The back office's form starts from the same list, read from the landing.
      const landing = await t.app.inject({
        method: 'GET',
        url: '/api-identity/identity/vendors/landing',
        headers: { hostdomain: DEMO_HOST },
      });
      expect(landing.json().sellChannels).toEqual(['WEBSITE', 'KIOSK']);
    } finally {
      await t.database.executeSql(
        "UPDATE vendors SET sell_channels = ARRAY['SALON','QR','WEBSITE'] WHERE slug = 'demo'",
      );
    }
  });

  it('creates, reads, updates and deletes a category', async () => {
    const created = await create({ title: ' کباب ', description: 'کباب‌های ذغالی' });
    expect(created).toMatchObject({
      title: 'کباب',
      description: 'کباب‌های ذغالی',
      // Issue 19 point 13: every channel the restaurant sells on, not the salon alone.
      sellChannels: ['SALON', 'QR', 'WEBSITE'],
      active: true,
      printerStationId: null,
      itemCount: 0,
    });

    const read = await api('GET', `/menucategories/${created.id}`, { token: owner });
    expect(read.json()).toEqual(created);

    const updated = await api('PUT', '/menucategories', {
      token: owner,
      payload: { id: created.id, title: 'کباب‌ها', sellChannels: ['WEBSITE', 'QR', 'WEBSITE'] },
    });
    expect(updated.statusCode, updated.body).toBe(200);
    // Fields left out keep their value; a channel sent twice is kept once.
    expect(updated.json()).toMatchObject({
      title: 'کباب‌ها',
      description: 'کباب‌های ذغالی',
      sellChannels: ['WEBSITE', 'QR'],
      active: true,
    });

    const removed = await api('DELETE', `/menucategories/${created.id}`, { token: owner });
    expect(removed.statusCode).toBe(204);
    const gone = await api('GET', `/menucategories/${created.id}`, { token: owner });
    expect(gone.statusCode).toBe(404);
    expect(gone.json()).toEqual({ code: 'MENU_CATEGORY_NOT_FOUND', message: 'دسته منو پیدا نشد.' });
  });

  it('puts a new category last, lists all and key-values in menu order, and reorders', async () => {
    const before = (await api('GET', '/menucategories/all', { token: owner })).json();
    const a = await create({ title: 'سالاد' });
    const b = await create({ title: 'نوشیدنی' });
    const c = await create({ title: 'دسر' });
    expect(b.sortOrder).toBe(a.sortOrder + 1);
    expect(c.sortOrder).toBe(b.sortOrder + 1);

    const reordered = await api('PUT', '/menucategories/reorder', {
      token: owner,
      payload: { ids: [c.id, a.id] },
    });
    expect(reordered.statusCode, reordered.body).toBe(200);
    const expected = [c.id, a.id, ...before.map((x: { id: string }) => x.id), b.id];
    expect(reordered.json().map((x: { id: string }) => x.id)).toEqual(expected);

    const list = await api('GET', '/menucategories/list', { token: owner });
    expect(list.json().map((x: { id: string }) => x.id)).toEqual(expected);
    expect(list.json()[0]).toEqual({ id: c.id, title: 'دسر' });
    const all = await api('GET', '/menucategories/all', { token: owner });
    expect(all.json().map((x: { id: string }) => x.id)).toEqual(expected);
  });

  it('refuses a reorder naming a category the vendor does not have', async () => {
    const mine = await create({ title: 'ساندویچ' });
    const theirs = await create({ title: 'جوجه' }, otherOwner, OTHER_HOST);
    const res = await api('PUT', '/menucategories/reorder', {
      token: owner,
      payload: { ids: [mine.id, theirs.id] },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('BAD_REQUEST');
    expect(res.json().errors).toEqual([{ field: 'ids.1', message: 'این دسته منو پیدا نشد.' }]);
  });

  it('pages and searches, with query names in any case and Arabic letters matching Persian', async () => {
    for (let i = 1; i <= 12; i++) await create({ title: `پیتزا ${i}` });
    const page1 = (await api('GET', '/menucategories?search=پیتزا', { token: owner })).json();
    expect(page1).toMatchObject({ pageNumber: 1, pageSize: 10, totalCount: 12 });
    expect(page1.data).toHaveLength(10);
    const page2 = (
      await api('GET', `/menucategories?Search=${encodeURIComponent('پيتزا')}&PageNumber=2&pagesize=10`, {
        token: owner,
      })
    ).json();
    expect(page2).toMatchObject({ pageNumber: 2, pageSize: 10, totalCount: 12 });
    expect(page2.data.map((c: { title: string }) => c.title)).toEqual(['پیتزا 11', 'پیتزا 12']);
    const none = (await api('GET', '/menucategories?search=%25', { token: owner })).json();
    expect(none.totalCount).toBe(0);
  });

  it('switches a category off and on', async () => {
    const category = await create({ title: 'صبحانه' });
    const off = await api('PUT', `/menucategories/${category.id}/activation`, { token: owner });
    expect(off.json().active).toBe(false);
    const on = await api('PUT', `/menucategories/${category.id}/activation`, { token: owner });
    expect(on.json().active).toBe(true);
    const set = await api('PUT', `/menucategories/${category.id}/activation`, {
      token: owner,
      payload: { active: true },
    });
    expect(set.json().active).toBe(true);
  });

  it('reports invalid fields beside each field, in Persian', async () => {
    const res = await api('POST', '/menucategories', {
      token: owner,
      payload: { title: '  ', sellChannels: ['PHONE'] },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('BAD_REQUEST');
    expect(errorFields(res.json())).toEqual(['title', 'sellChannels.0']);
    expect(res.json().errors[0].message).toBe('عنوان را وارد کنید.');

    const noChannel = await api('POST', '/menucategories', {
      token: owner,
      payload: { title: 'x', sellChannels: [] },
    });
    expect(noChannel.json().errors).toEqual([
      { field: 'sellChannels', message: 'دست‌کم یک کانال فروش انتخاب کنید.' },
    ]);

    const badId = await api('GET', '/menucategories/not-an-id', { token: owner });
    expect(badId.statusCode).toBe(400);
    expect(errorFields(badId.json())).toEqual(['id']);
  });

  it('refuses to delete a category that still has items', async () => {
    const category = await create({ title: 'کباب ویژه' });
    const item = await api('POST', '/menuitems', {
      token: owner,
      payload: { categoryId: category.id, title: 'برگ', price: 450000 },
    });
    expect(item.statusCode, item.body).toBe(201);
    const res = await api('DELETE', `/menucategories/${category.id}`, { token: owner });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ code: 'MENU_CATEGORY_HAS_ITEMS' });
    expect(res.json().message).toMatch(/هنوز آیتم دارد/);
    expect((await api('GET', `/menucategories/${category.id}`, { token: owner })).json().itemCount).toBe(1);
  });

  it('treats another vendor’s category as not found, and leaves it unchanged', async () => {
    const theirs = await create({ title: 'دیزی' }, otherOwner, OTHER_HOST);
    const calls = [
      api('GET', `/menucategories/${theirs.id}`, { token: owner }),
      api('PUT', '/menucategories', { token: owner, payload: { id: theirs.id, title: 'دزدیده' } }),
      api('PUT', `/menucategories/${theirs.id}/activation`, { token: owner }),
      api('DELETE', `/menucategories/${theirs.id}`, { token: owner }),
    ];
    for (const res of await Promise.all(calls)) {
      expect(res.statusCode).toBe(404);
      expect(res.json().code).toBe('MENU_CATEGORY_NOT_FOUND');
    }
    const list = (await api('GET', '/menucategories/list', { token: owner })).json();
    expect(list.some((c: { id: string }) => c.id === theirs.id)).toBe(false);
    const still = await api('GET', `/menucategories/${theirs.id}`, { token: otherOwner, host: OTHER_HOST });
    expect(still.json()).toMatchObject({ title: 'دیزی', active: true });
  });

  it('refuses customers on back-office reads and writes, and anonymous callers', async () => {
    for (const res of [
      await api('GET', '/menucategories', { token: customer }),
      await api('GET', '/menucategories/all', { token: customer }),
      await api('POST', '/menucategories', { token: customer, payload: { title: 'x' } }),
    ]) {
      expect(res.statusCode).toBe(403);
      expect(res.json().code).toBe('ACCESS_DENIED_ERR');
    }
    const anonymous = await api('GET', '/menucategories');
    expect(anonymous.statusCode).toBe(401);
    // A staff token on another vendor's host is refused before anything is read.
    expect((await api('GET', '/menucategories', { token: owner, host: OTHER_HOST })).json().code).toBe(
      'FORBIDDEN_ERR',
    );
  });

  it('bumps the catalog version on every write, and not on a refused one', async () => {
    const v0 = await catalogVersionOf(t);
    const category = await create({ title: 'پیش‌غذا' });
    await api('PUT', `/menucategories/${category.id}/activation`, { token: owner });
    expect(await catalogVersionOf(t)).toBe(v0 + 2);
    await api('PUT', '/menucategories', { token: owner, payload: { id: crypto.randomUUID(), title: 'هیچ' } });
    await api('POST', '/menucategories', { token: owner, payload: { title: '' } });
    expect(await catalogVersionOf(t)).toBe(v0 + 2);
    await api('GET', '/menucategories', { token: owner });
    expect(await catalogVersionOf(t)).toBe(v0 + 2);
  });
});
