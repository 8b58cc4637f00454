import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../../test/app';
import {
  type CatalogApi,
  catalogVersionOf,
  errorFields,
  OTHER_HOST,
  startCatalogTest,
} from '../../../test/catalog-kit';
import { ONE_KIND } from '../../../test/database';

describe.each(ONE_KIND)('menu items on %s', (kind) => {
  let t: TestApp;
  let api: CatalogApi;
  let owner: string;
  let customer: string;
  let otherOwner: string;
  let kebab: { id: string };
  let drinks: { id: string };
  let sauces: { id: string };
  let extras: { id: string };
  let lunch: { id: string };
  let theirCategory: { id: string };

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
    kebab = await post('/menucategories', { title: 'کباب' });
    drinks = await post('/menucategories', { title: 'نوشیدنی' });
    sauces = await post('/toppingcategory', { title: 'سس‌ها' });
    extras = await post('/toppingcategory', { title: 'افزودنی‌ها' });
    lunch = await post('/foodshifts', {
      title: 'ناهار',
      windows: [{ dayOfWeek: 'SUN', startTime: '12:00', endTime: '16:00' }],
    });
    theirCategory = await post('/menucategories', { title: 'جوجه' }, otherOwner, OTHER_HOST);
  });
  afterAll(async () => {
    await t?.close();
  });

  it('creates an item with its topping categories and shifts, and reads it back', async () => {
    const created = await post('/menuitems', {
      categoryId: kebab.id,
      title: 'کباب كوبيده',
      description: 'دو سیخ با برنج',
      price: 380000,
      packagingCost: 15000,
      tags: ['ذغالی', 'پرفروش', 'ذغالی'],
      imageUrl: '/files/menu/koobideh.webp',
      toppingCategories: [
        { toppingCategoryId: sauces.id, minSelect: 1, maxSelect: 2 },
        { toppingCategoryId: extras.id, maxSelect: 3 },
      ],
      foodShiftIds: [lunch.id],
    });
    expect(created).toMatchObject({
      categoryId: kebab.id,
      categoryTitle: 'کباب',
      title: 'کباب کوبیده',
      price: 380000,
      packagingCost: 15000,
      servePackagingCost: 0,
      withTax: false,
      active: true,
      available: true,
      tags: ['ذغالی', 'پرفروش'],
      toppingCategories: [
        { toppingCategoryId: sauces.id, title: 'سس‌ها', minSelect: 1, maxSelect: 2 },
        { toppingCategoryId: extras.id, title: 'افزودنی‌ها', minSelect: 0, maxSelect: 3 },
      ],
      foodShiftIds: [lunch.id],
    });
    const read = await api('GET', `/menuitems/${created.id}`, { token: owner });
    expect(read.json()).toEqual(created);
  });

  it('updates only what is sent, replaces links when sent, and deletes', async () => {
    const item = await post('/menuitems', {
      categoryId: kebab.id,
      title: 'برگ',
      price: 520000,
      withTax: true,
      toppingCategories: [{ toppingCategoryId: sauces.id, maxSelect: 1 }],
      foodShiftIds: [lunch.id],
    });
    const priced = await api('PUT', '/menuitems', { token: owner, payload: { id: item.id, price: 550000 } });
    expect(priced.statusCode, priced.body).toBe(200);
    expect(priced.json()).toMatchObject({
      title: 'برگ',
      price: 550000,
      withTax: true,
      toppingCategories: [{ toppingCategoryId: sauces.id }],
      foodShiftIds: [lunch.id],
    });

    const relinked = await api('PUT', '/menuitems', {
      token: owner,
      payload: {
        id: item.id,
        description: '',
        toppingCategories: [{ toppingCategoryId: extras.id, minSelect: 0, maxSelect: 2 }],
        foodShiftIds: [],
      },
    });
    expect(relinked.json()).toMatchObject({
      description: null,
      toppingCategories: [{ toppingCategoryId: extras.id, maxSelect: 2 }],
      foodShiftIds: [],
    });

    // Moved to another category without a position, it goes last there.
    await post('/menuitems', { categoryId: drinks.id, title: 'دوغ', price: 60000 });
    const moved = await api('PUT', '/menuitems', {
      token: owner,
      payload: { id: item.id, categoryId: drinks.id },
    });
    expect(moved.json()).toMatchObject({ categoryId: drinks.id, categoryTitle: 'نوشیدنی', sortOrder: 1 });

    expect((await api('DELETE', `/menuitems/${item.id}`, { token: owner })).statusCode).toBe(204);
    const gone = await api('GET', `/menuitems/${item.id}`, { token: owner });
    expect(gone.statusCode).toBe(404);
    expect(gone.json()).toEqual({ code: 'MENU_ITEM_NOT_FOUND', message: 'آیتم منو پیدا نشد.' });
  });

  it('pages, filters by category and searches by title', async () => {
    const salads = await post('/menucategories', { title: 'سالاد' });
    for (let i = 1; i <= 11; i++)
      await post('/menuitems', { categoryId: salads.id, title: `سالاد ${i}`, price: 90000 });
    await post('/menuitems', { categoryId: kebab.id, title: 'سالاد کنار کباب', price: 50000 });

    const page = (await api('GET', `/menuitems?categoryId=${salads.id}`, { token: owner })).json();
    expect(page).toMatchObject({ pageNumber: 1, pageSize: 10, totalCount: 11 });
    expect(page.data.map((i: { title: string }) => i.title).slice(0, 2)).toEqual(['سالاد 1', 'سالاد 2']);
    const last = (
      await api('GET', `/menuitems?CategoryId=${salads.id}&pageNumber=2`, { token: owner })
    ).json();
    expect(last.data.map((i: { title: string }) => i.title)).toEqual(['سالاد 11']);

    const search = (
      await api('GET', `/menuitems?search=${encodeURIComponent('کنار')}`, { token: owner })
    ).json();
    expect(search.totalCount).toBe(1);
    expect(search.data[0]).toMatchObject({ title: 'سالاد کنار کباب', categoryTitle: 'کباب' });
    const everywhere = (
      await api('GET', `/menuitems?search=${encodeURIComponent('سالاد')}&pageSize=100`, { token: owner })
    ).json();
    expect(everywhere.totalCount).toBe(12);
  });

  it('lists the vendor’s distinct tags in Persian order', async () => {
    await post('/menuitems', {
      categoryId: drinks.id,
      title: 'دوغ محلی',
      price: 70000,
      tags: ['گیاهی', 'سرد'],
    });
    await post('/menuitems', { categoryId: drinks.id, title: 'لیموناد', price: 90000, tags: ['سرد'] });
    await post(
      '/menuitems',
      { categoryId: theirCategory.id, title: 'راز', price: 1, tags: ['مخفی'] },
      otherOwner,
      OTHER_HOST,
    );
    const tags = (await api('GET', '/menuitemtag', { token: owner })).json();
    expect(tags).toEqual(expect.arrayContaining(['سرد', 'گیاهی']));
    expect(tags).not.toContain('مخفی');
    expect(new Set(tags).size).toBe(tags.length);
    expect(tags).toEqual([...tags].sort((a: string, b: string) => a.localeCompare(b, 'fa')));
  });

  it('takes an item off the menu and marks it sold out, by toggle or by value', async () => {
    const item = await post('/menuitems', { categoryId: drinks.id, title: 'آب', price: 20000 });
    const off = await api('PUT', `/menuitems/${item.id}/activation`, { token: owner });
    expect(off.json()).toMatchObject({ active: false, available: true });
    const soldOut = await api('PUT', `/menuitems/${item.id}/availability`, {
      token: owner,
      payload: { available: false },
    });
    expect(soldOut.json()).toMatchObject({ active: false, available: false });
    const back = await api('PUT', `/menuitems/${item.id}/availability`, { token: owner });
    expect(back.json().available).toBe(true);
  });

  it('reports invalid fields beside each field', async () => {
    const res = await api('POST', '/menuitems', {
      token: owner,
      payload: {
        categoryId: kebab.id,
        title: '',
        price: -5,
        packagingCost: 1.5,
        toppingCategories: [{ toppingCategoryId: sauces.id, minSelect: 3, maxSelect: 2 }],
      },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('BAD_REQUEST');
    expect(errorFields(res.json())).toEqual([
      'title',
      'price',
      'packagingCost',
      'toppingCategories.0.minSelect',
    ]);
    expect(res.json().errors[1].message).toBe('مبلغ نمی‌تواند منفی باشد.');
    expect(res.json().errors[3].message).toBe('حداقل انتخاب نباید از حداکثر انتخاب بیشتر باشد.');
  });

  it('refuses an item pointing at another vendor’s category or at topping categories and shifts that do not exist', async () => {
    const before = await catalogVersionOf(t);
    const res = await api('POST', '/menuitems', {
      token: owner,
      payload: {
        categoryId: theirCategory.id,
        title: 'جوجه',
        price: 300000,
        toppingCategories: [
          { toppingCategoryId: sauces.id, maxSelect: 1 },
          { toppingCategoryId: crypto.randomUUID(), maxSelect: 1 },
        ],
        foodShiftIds: [crypto.randomUUID()],
      },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'BAD_REQUEST' });
    expect(res.json().errors).toEqual([
      { field: 'categoryId', message: 'دسته منو پیدا نشد.' },
      { field: 'toppingCategories.1.toppingCategoryId', message: 'دسته افزودنی پیدا نشد.' },
      { field: 'foodShiftIds.0', message: 'شیفت غذایی پیدا نشد.' },
    ]);
    expect(await catalogVersionOf(t)).toBe(before);

    const item = await post('/menuitems', { categoryId: kebab.id, title: 'چنجه', price: 600000 });
    const moveAway = await api('PUT', '/menuitems', {
      token: owner,
      payload: { id: item.id, categoryId: theirCategory.id },
    });
    expect(moveAway.statusCode).toBe(400);
    expect(errorFields(moveAway.json())).toEqual(['categoryId']);
  });

  it('treats another vendor’s item as not found, and leaves it unchanged', async () => {
    const theirs = await post(
      '/menuitems',
      { categoryId: theirCategory.id, title: 'جوجه کباب', price: 300000 },
      otherOwner,
      OTHER_HOST,
    );
    for (const res of [
      await api('GET', `/menuitems/${theirs.id}`, { token: owner }),
      await api('PUT', '/menuitems', { token: owner, payload: { id: theirs.id, price: 1 } }),
      await api('PUT', `/menuitems/${theirs.id}/activation`, { token: owner }),
      await api('PUT', `/menuitems/${theirs.id}/availability`, { token: owner }),
      await api('DELETE', `/menuitems/${theirs.id}`, { token: owner }),
    ]) {
      expect(res.statusCode).toBe(404);
      expect(res.json().code).toBe('MENU_ITEM_NOT_FOUND');
    }
    const list = (await api('GET', '/menuitems?pageSize=100', { token: owner })).json();
    expect(list.data.some((i: { id: string }) => i.id === theirs.id)).toBe(false);
    const still = (
      await api('GET', `/menuitems/${theirs.id}`, { token: otherOwner, host: OTHER_HOST })
    ).json();
    expect(still).toMatchObject({ price: 300000, active: true, available: true });
  });

  it('refuses customers on back-office reads and writes', async () => {
    for (const res of [
      await api('GET', '/menuitems', { token: customer }),
      await api('GET', '/menuitemtag', { token: customer }),
      await api('POST', '/menuitems', {
        token: customer,
        payload: { categoryId: kebab.id, title: 'x', price: 1 },
      }),
      await api('DELETE', `/menuitems/${crypto.randomUUID()}`, { token: customer }),
    ]) {
      expect(res.statusCode).toBe(403);
      expect(res.json().code).toBe('ACCESS_DENIED_ERR');
    }
  });
});
