import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../../test/app';
import { type CatalogApi, errorFields, OTHER_HOST, startCatalogTest } from '../../../test/catalog-kit';
import { DB_KINDS } from '../../../test/database';

// 2026-11-22 is a Sunday; times are Tehran's.
const SUNDAY = (time: string) => `2026-11-22T${time}:00+03:30`;

type SiteMenu = {
  sellChannel: string;
  categories: Array<{
    id: string;
    title: string;
    items: Array<{
      id: string;
      title: string;
      orderable: boolean;
      soldOut: boolean;
      availableFrom: string | null;
      toppingCategories: Array<{
        id: string;
        minSelect: number;
        maxSelect: number;
        toppings: Array<{ id: string }>;
      }>;
    }>;
  }>;
};
/** What can be ordered now, category by category. */
const outline = (menu: SiteMenu) =>
  menu.categories
    .map((c) => [c.title, c.items.filter((i) => i.orderable).map((i) => i.title)] as const)
    .filter(([, items]) => items.length > 0);

describe.each(DB_KINDS)('customer menu on %s', (kind) => {
  let t: TestApp;
  let api: CatalogApi;
  let login: () => Promise<string>;
  const ids: Record<string, string> = {};

  const site = (query = '?sellChannel=WEBSITE', headers: Record<string, string> = {}, host?: string) =>
    api('GET', `/menucategories/site${query}`, { headers, host });

  beforeAll(async () => {
    const kit = await startCatalogTest(kind);
    ({ t, api } = kit);
    login = kit.sessions.owner;
    t.clock.set(SUNDAY('11:00'));
    const token = await login();
    const post = async (name: string, path: string, payload: object) => {
      const res = await api('POST', path, { token, payload });
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
    await post('garlic', '/topping', { toppingCategoryId: ids.sauces, title: 'سس سیر', price: 20000 });
    await post('chili', '/topping', {
      toppingCategoryId: ids.sauces,
      title: 'سس تند',
      price: 20000,
      available: false,
    });
    await post('cheese', '/toppingcategory', { title: 'پنیر', available: false });
    await post('cheddar', '/topping', { toppingCategoryId: ids.cheese, title: 'چدار', price: 40000 });

    await post('kebab', '/menucategories', { title: 'کباب', sellChannels: ['WEBSITE', 'QR'], sortOrder: 2 });
    await post('drinks', '/menucategories', { title: 'نوشیدنی', sellChannels: ['WEBSITE'], sortOrder: 1 });
    await post('salon', '/menucategories', { title: 'سالن', sellChannels: ['SALON'] });
    await post('off', '/menucategories', { title: 'تعطیل', sellChannels: ['WEBSITE'], active: false });

    const item = (categoryId: string, title: string, extra: object = {}) => ({
      categoryId,
      title,
      price: 100000,
      ...extra,
    });
    await post(
      'koobideh',
      '/menuitems',
      item(ids.kebab!, 'کوبیده', {
        sortOrder: 0,
        toppingCategories: [
          { toppingCategoryId: ids.sauces, minSelect: 1, maxSelect: 2 },
          { toppingCategoryId: ids.cheese, maxSelect: 1 },
        ],
      }),
    );
    await post('joojeh', '/menuitems', item(ids.kebab!, 'جوجه', { sortOrder: 1, foodShiftIds: [ids.lunch] }));
    await post('barg', '/menuitems', item(ids.kebab!, 'برگ', { sortOrder: 2, foodShiftIds: [ids.dinner] }));
    await post('hidden', '/menuitems', item(ids.kebab!, 'غیرفعال', { active: false }));
    await post('soldout', '/menuitems', item(ids.kebab!, 'تمام‌شده', { available: false }));
    await post('dough', '/menuitems', item(ids.drinks!, 'دوغ'));
    await post('tea', '/menuitems', item(ids.salon!, 'چای'));
    await post('offItem', '/menuitems', item(ids.off!, 'در دسته خاموش'));
  });
  afterAll(async () => {
    await t?.close();
  });

  it('serves only active categories of the channel with items active, available and in shift, with their toppings', async () => {
    t.clock.set(SUNDAY('13:00'));
    const res = await site();
    expect(res.statusCode, res.body).toBe(200);
    const menu: SiteMenu = res.json();
    expect(menu.sellChannel).toBe('WEBSITE');
    expect(outline(menu)).toEqual([
      ['نوشیدنی', ['دوغ']],
      ['کباب', ['کوبیده', 'جوجه']],
    ]);
    const koobideh = menu.categories[1]!.items[0]!;
    // The switched-off cheese category and the unavailable chili sauce are not offered.
    expect(koobideh.toppingCategories).toEqual([
      {
        id: ids.sauces,
        title: 'سس‌ها',
        minSelect: 1,
        maxSelect: 2,
        toppings: [{ id: ids.garlic, title: 'سس سیر', price: 20000 }],
      },
    ]);
    expect(koobideh).toMatchObject({
      price: 100000,
      packagingCost: 0,
      withTax: false,
      imageUrl: null,
      tags: [],
    });
  });

  it('follows the food shifts in Tehran time', async () => {
    t.clock.set(SUNDAY('20:00'));
    expect(outline((await site()).json())[1]).toEqual(['کباب', ['کوبیده', 'برگ']]);
    t.clock.set(SUNDAY('17:00'));
    expect(outline((await site()).json())[1]).toEqual(['کباب', ['کوبیده']]);
    // 16:00 UTC is 19:30 in Tehran.
    t.clock.set('2026-11-22T16:00:00Z');
    expect(outline((await site()).json())[1]).toEqual(['کباب', ['کوبیده', 'برگ']]);
  });

  it('lists what cannot be ordered now too: sold out, and outside its shift with when it is next sold (issue 19.6)', async () => {
    t.clock.set(SUNDAY('17:00'));
    const menu: SiteMenu = (await site()).json();
    const kebab = menu.categories.find((c) => c.title === 'کباب')!;
    const state = (title: string) => {
      const { orderable, soldOut, availableFrom } = kebab.items.find((i) => i.title === title)!;
      return { orderable, soldOut, availableFrom };
    };
    expect(kebab.items.map((i) => i.title)).toEqual(['کوبیده', 'جوجه', 'برگ', 'تمام‌شده']);
    expect(state('کوبیده')).toEqual({ orderable: true, soldOut: false, availableFrom: null });
    // Dinner starts at 19:00 today; lunch next Sunday at 12:00 (Tehran), both as UTC instants.
    expect(state('برگ')).toEqual({
      orderable: false,
      soldOut: false,
      availableFrom: new Date(SUNDAY('19:00')).toISOString(),
    });
    expect(state('جوجه')).toEqual({
      orderable: false,
      soldOut: false,
      availableFrom: new Date('2026-11-29T12:00:00+03:30').toISOString(),
    });
    expect(state('تمام‌شده')).toEqual({ orderable: false, soldOut: true, availableFrom: null });
    // Switched off by the owner, or in a category off the channel: not on the menu at all.
    expect(menu.categories.flatMap((c) => c.items.map((i) => i.title))).not.toContain('غیرفعال');
    expect(menu.categories.map((c) => c.title)).toEqual(['نوشیدنی', 'کباب']);
  });

  it('filters by sell channel, QR when none is named', async () => {
    t.clock.set(SUNDAY('13:00'));
    expect(outline((await site('?sellChannel=QR')).json())).toEqual([['کباب', ['کوبیده', 'جوجه']]]);
    expect(outline((await site('?sellChannel=SALON')).json())).toEqual([['سالن', ['چای']]]);
    expect(outline((await site('?SellChannel=KIOSK')).json())).toEqual([]);
    const byDefault = (await site('')).json();
    expect(byDefault.sellChannel).toBe('QR');
    const bad = await site('?sellChannel=PHONE');
    expect(bad.statusCode).toBe(400);
    expect(errorFields(bad.json())).toEqual(['sellChannel']);
  });

  it('answers If-None-Match with 304, and changes its ETag with the catalog and the shift', async () => {
    t.clock.set(SUNDAY('13:00'));
    const first = await site();
    const etag = first.headers.etag as string;
    expect(etag).toMatch(/^"\d+-[\w-]+"$/);
    expect(first.headers['cache-control']).toBe('no-cache');
    const fromPage = await site('?sellChannel=WEBSITE', { origin: 'http://demo.sofreh.test' });
    expect(fromPage.headers.vary).toMatch(/origin/i);
    expect(fromPage.headers.vary).toMatch(/hostdomain/i);

    const same = await site('?sellChannel=WEBSITE', { 'if-none-match': etag });
    expect(same.statusCode).toBe(304);
    expect(same.body).toBe('');
    expect(same.headers.etag).toBe(etag);
    expect((await site('?sellChannel=WEBSITE', { 'if-none-match': `"nope", W/${etag}` })).statusCode).toBe(
      304,
    );
    // Another channel is another menu.
    expect((await site('?sellChannel=QR', { 'if-none-match': etag })).statusCode).toBe(200);

    // A shift starting or ending changes what is sold, so the tag too.
    t.clock.set(SUNDAY('14:00'));
    expect((await site('?sellChannel=WEBSITE', { 'if-none-match': etag })).statusCode).toBe(304);
    t.clock.set(SUNDAY('16:30'));
    const afterLunch = await site('?sellChannel=WEBSITE', { 'if-none-match': etag });
    expect(afterLunch.statusCode).toBe(200);
    expect(afterLunch.headers.etag).not.toBe(etag);

    // Any catalog write changes it, on every instance, because the version lives in the database.
    t.clock.set(SUNDAY('13:00'));
    const token = await login();
    const soldOut = await api('PUT', `/menuitems/${ids.dough}/availability`, {
      token,
      payload: { available: false },
    });
    expect(soldOut.statusCode).toBe(200);
    const changed = await site('?sellChannel=WEBSITE', { 'if-none-match': etag });
    expect(changed.statusCode).toBe(200);
    expect(changed.headers.etag).not.toBe(etag);
    expect(outline(changed.json())).toEqual([['کباب', ['کوبیده', 'جوجه']]]);
    await api('PUT', `/menuitems/${ids.dough}/availability`, { token, payload: { available: true } });
  });

  it('needs no login, and shows one vendor nothing of another’s', async () => {
    t.clock.set(SUNDAY('13:00'));
    const mine = await site();
    const theirs = await site(
      '?sellChannel=WEBSITE',
      { 'if-none-match': mine.headers.etag as string },
      OTHER_HOST,
    );
    expect(theirs.statusCode).toBe(200);
    expect(theirs.json()).toEqual({ sellChannel: 'WEBSITE', categories: [] });
  });
});
