import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../../test/app';
import { type CatalogApi, errorFields, OTHER_HOST, startCatalogTest } from '../../../test/catalog-kit';
import { ONE_KIND } from '../../../test/database';

describe.each(ONE_KIND)('topping categories and toppings on %s', (kind) => {
  let t: TestApp;
  let api: CatalogApi;
  let owner: string;
  let customer: string;
  let otherOwner: string;

  const post = async (path: string, payload: object, token = owner, host?: string) => {
    const res = await api('POST', path, { token, payload, host });
    expect(res.statusCode, res.body).toBe(201);
    return res.json();
  };

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

  it('creates, reads, updates and deletes a topping category with its toppings', async () => {
    const sauces = await post('/toppingcategory', { title: 'سس‌ها' });
    expect(sauces).toMatchObject({ title: 'سس‌ها', available: true, toppingCount: 0, toppings: [] });
    const garlic = await post('/topping', { toppingCategoryId: sauces.id, title: 'سس سیر', price: 25000 });
    const chili = await post('/topping', { toppingCategoryId: sauces.id, title: 'سس تند' });
    expect(garlic).toMatchObject({
      toppingCategoryId: sauces.id,
      price: 25000,
      available: true,
      sortOrder: 0,
    });
    expect(chili).toMatchObject({ price: 0, sortOrder: 1 });

    const detail = (await api('GET', `/toppingcategory/${sauces.id}`, { token: owner })).json();
    expect(detail).toMatchObject({ toppingCount: 2 });
    expect(detail.toppings.map((x: { id: string }) => x.id)).toEqual([garlic.id, chili.id]);

    const renamed = await api('PUT', '/toppingcategory', {
      token: owner,
      payload: { id: sauces.id, title: 'سس' },
    });
    expect(renamed.json()).toMatchObject({ title: 'سس', available: true, toppingCount: 2 });
    const repriced = await api('PUT', '/topping', { token: owner, payload: { id: garlic.id, price: 30000 } });
    expect(repriced.json()).toMatchObject({ title: 'سس سیر', price: 30000 });

    expect((await api('DELETE', `/topping/${chili.id}`, { token: owner })).statusCode).toBe(204);
    expect((await api('GET', `/topping/${chili.id}`, { token: owner })).json()).toEqual({
      code: 'TOPPING_NOT_FOUND',
      message: 'افزودنی پیدا نشد.',
    });
    expect((await api('DELETE', `/toppingcategory/${sauces.id}`, { token: owner })).statusCode).toBe(204);
    expect((await api('GET', `/toppingcategory/${sauces.id}`, { token: owner })).json().code).toBe(
      'TOPPING_CATEGORY_NOT_FOUND',
    );
    // Its toppings went with it.
    expect((await api('GET', `/topping/${garlic.id}`, { token: owner })).statusCode).toBe(404);
  });

  it('moves a topping to another category, last there', async () => {
    const a = await post('/toppingcategory', { title: 'نان' });
    const b = await post('/toppingcategory', { title: 'پنیر' });
    await post('/topping', { toppingCategoryId: b.id, title: 'چدار', price: 40000 });
    const bread = await post('/topping', { toppingCategoryId: a.id, title: 'نان سنگک', price: 10000 });
    const moved = await api('PUT', '/topping', {
      token: owner,
      payload: { id: bread.id, toppingCategoryId: b.id },
    });
    expect(moved.json()).toMatchObject({ toppingCategoryId: b.id, sortOrder: 1 });
  });

  it('pages and searches topping categories, and filters toppings by category', async () => {
    const cheese = await post('/toppingcategory', { title: 'پنیرها' });
    for (let i = 1; i <= 12; i++)
      await post('/topping', { toppingCategoryId: cheese.id, title: `پنیر ${i}`, price: i * 1000 });
    const page = (await api('GET', `/topping?toppingCategoryId=${cheese.id}`, { token: owner })).json();
    expect(page).toMatchObject({ pageNumber: 1, pageSize: 10, totalCount: 12 });
    const second = (
      await api('GET', `/topping?ToppingCategoryId=${cheese.id}&PageNumber=2`, { token: owner })
    ).json();
    expect(second.data.map((x: { title: string }) => x.title)).toEqual(['پنیر 11', 'پنیر 12']);
    const search = (
      await api('GET', `/topping?search=${encodeURIComponent('پنیر 1')}`, { token: owner })
    ).json();
    expect(search.totalCount).toBe(4); // 1, 10, 11, 12

    const categories = (
      await api('GET', `/toppingcategory?search=${encodeURIComponent('پنیرها')}`, { token: owner })
    ).json();
    expect(categories).toMatchObject({ totalCount: 1, data: [{ id: cheese.id, toppingCount: 12 }] });
  });

  it('toggles availability of categories and toppings', async () => {
    const c = await post('/toppingcategory', { title: 'نوشابه' });
    const p = await post('/topping', { toppingCategoryId: c.id, title: 'کولا', price: 30000 });
    expect(
      (await api('PUT', `/toppingcategory/${c.id}/availability`, { token: owner })).json().available,
    ).toBe(false);
    expect((await api('PUT', `/topping/${p.id}/availability`, { token: owner })).json().available).toBe(
      false,
    );
    const set = await api('PUT', `/topping/${p.id}/availability`, {
      token: owner,
      payload: { available: false },
    });
    expect(set.json().available).toBe(false);
    expect(
      (await api('PUT', `/toppingcategory/${c.id}/availability`, { token: owner })).json().available,
    ).toBe(true);
  });

  it('refuses to delete a topping category offered with an item', async () => {
    const c = await post('/toppingcategory', { title: 'سس پیتزا' });
    const category = await post('/menucategories', { title: 'پیتزا' });
    await post('/menuitems', {
      categoryId: category.id,
      title: 'پیتزا مخصوص',
      price: 420000,
      toppingCategories: [{ toppingCategoryId: c.id, maxSelect: 2 }],
    });
    const res = await api('DELETE', `/toppingcategory/${c.id}`, { token: owner });
    expect(res.statusCode).toBe(409);
    expect(res.json().code).toBe('TOPPING_CATEGORY_IN_USE');
    expect((await api('GET', `/toppingcategory/${c.id}`, { token: owner })).statusCode).toBe(200);
  });

  it('reports invalid fields, and a topping category the vendor does not have', async () => {
    const bad = await api('POST', '/topping', {
      token: owner,
      payload: { toppingCategoryId: 'x', title: '', price: -1 },
    });
    expect(bad.statusCode).toBe(400);
    expect(errorFields(bad.json())).toEqual(['toppingCategoryId', 'title', 'price']);

    const theirs = await post('/toppingcategory', { title: 'سس‌های ما' }, otherOwner, OTHER_HOST);
    const foreign = await api('POST', '/topping', {
      token: owner,
      payload: { toppingCategoryId: theirs.id, title: 'سس' },
    });
    expect(foreign.statusCode).toBe(400);
    expect(foreign.json()).toMatchObject({
      code: 'BAD_REQUEST',
      errors: [{ field: 'toppingCategoryId', message: 'دسته افزودنی پیدا نشد.' }],
    });
  });

  it('treats another vendor’s topping category and topping as not found, and leaves them unchanged', async () => {
    const c = await post('/toppingcategory', { title: 'ادویه' }, otherOwner, OTHER_HOST);
    const p = await post(
      '/topping',
      { toppingCategoryId: c.id, title: 'سماق', price: 5000 },
      otherOwner,
      OTHER_HOST,
    );
    for (const res of [
      await api('GET', `/toppingcategory/${c.id}`, { token: owner }),
      await api('PUT', '/toppingcategory', { token: owner, payload: { id: c.id, title: 'x' } }),
      await api('PUT', `/toppingcategory/${c.id}/availability`, { token: owner }),
      await api('DELETE', `/toppingcategory/${c.id}`, { token: owner }),
    ]) {
      expect(res.statusCode).toBe(404);
      expect(res.json().code).toBe('TOPPING_CATEGORY_NOT_FOUND');
    }
    for (const res of [
      await api('GET', `/topping/${p.id}`, { token: owner }),
      await api('PUT', '/topping', { token: owner, payload: { id: p.id, price: 1 } }),
      await api('PUT', `/topping/${p.id}/availability`, { token: owner }),
      await api('DELETE', `/topping/${p.id}`, { token: owner }),
    ]) {
      expect(res.statusCode).toBe(404);
      expect(res.json().code).toBe('TOPPING_NOT_FOUND');
    }
    const still = (
      await api('GET', `/toppingcategory/${c.id}`, { token: otherOwner, host: OTHER_HOST })
    ).json();
    expect(still).toMatchObject({
      title: 'ادویه',
      available: true,
      toppings: [{ title: 'سماق', price: 5000, available: true }],
    });
  });

  it('refuses customers on back-office reads and writes', async () => {
    for (const res of [
      await api('GET', '/toppingcategory', { token: customer }),
      await api('GET', '/topping', { token: customer }),
      await api('POST', '/toppingcategory', { token: customer, payload: { title: 'x' } }),
      await api('PUT', `/topping/${crypto.randomUUID()}/availability`, { token: customer }),
    ]) {
      expect(res.statusCode).toBe(403);
      expect(res.json().code).toBe('ACCESS_DENIED_ERR');
    }
  });
});
