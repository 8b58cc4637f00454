import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../../test/app';
import { type CatalogApi, errorFields, OTHER_HOST, startCatalogTest } from '../../../test/catalog-kit';
import { ONE_KIND } from '../../../test/database';

describe.each(ONE_KIND)('food shifts on %s', (kind) => {
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
  const window = (dayOfWeek: string, startTime: string, endTime: string) => ({
    dayOfWeek,
    startTime,
    endTime,
  });

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

  it('creates, reads, updates and deletes a shift, its windows in the Iranian week order', async () => {
    const dinner = await post('/foodshifts', {
      title: 'شام',
      windows: [
        window('MON', '19:00', '00:00'),
        window('SAT', '19:00', '23:00'),
        window('SAT', '12:00', '15:00'),
      ],
    });
    expect(dinner).toMatchObject({
      title: 'شام',
      windows: [
        window('SAT', '12:00', '15:00'),
        window('SAT', '19:00', '23:00'),
        window('MON', '19:00', '00:00'),
      ],
    });
    expect((await api('GET', `/foodshifts/${dinner.id}`, { token: owner })).json()).toEqual(dinner);

    const renamed = await api('PUT', '/foodshifts', {
      token: owner,
      payload: { id: dinner.id, title: 'شام دیرهنگام' },
    });
    expect(renamed.json()).toMatchObject({ title: 'شام دیرهنگام', windows: dinner.windows });
    const rewindowed = await api('PUT', '/foodshifts', {
      token: owner,
      payload: { id: dinner.id, windows: [window('FRI', '20:00', '00:00')] },
    });
    expect(rewindowed.json()).toMatchObject({
      title: 'شام دیرهنگام',
      windows: [window('FRI', '20:00', '00:00')],
    });

    expect((await api('DELETE', `/foodshifts/${dinner.id}`, { token: owner })).statusCode).toBe(204);
    expect((await api('GET', `/foodshifts/${dinner.id}`, { token: owner })).json()).toEqual({
      code: 'FOOD_SHIFT_NOT_FOUND',
      message: 'شیفت غذایی پیدا نشد.',
    });
  });

  it('pages and searches shifts, and lists them for pickers', async () => {
    for (let i = 1; i <= 11; i++)
      await post('/foodshifts', { title: `صبحانه ${i}`, windows: [window('SUN', '07:00', '11:00')] });
    const page = (
      await api('GET', `/foodshifts?search=${encodeURIComponent('صبحانه')}`, { token: owner })
    ).json();
    expect(page).toMatchObject({ pageNumber: 1, pageSize: 10, totalCount: 11 });
    expect(page.data[0].windows).toEqual([window('SUN', '07:00', '11:00')]);
    const second = (
      await api('GET', `/foodshifts?Search=${encodeURIComponent('صبحانه')}&PageNumber=2`, { token: owner })
    ).json();
    expect(second.data.map((s: { title: string }) => s.title)).toEqual(['صبحانه 11']);
    const list = (await api('GET', '/foodshifts/list', { token: owner })).json();
    expect(list.length).toBeGreaterThanOrEqual(11);
    expect(Object.keys(list[0]).sort()).toEqual(['id', 'title']);
  });

  it('reports invalid windows beside their fields, in Persian', async () => {
    const res = await api('POST', '/foodshifts', {
      token: owner,
      payload: { title: 'شب', windows: [window('FRI', '22:00', '02:00'), window('XYZ', '25:00', '10:00')] },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('BAD_REQUEST');
    expect(errorFields(res.json())).toEqual([
      'windows.0.endTime',
      'windows.1.dayOfWeek',
      'windows.1.startTime',
    ]);
    expect(res.json().errors[0].message).toMatch(/ساعت پایان باید بعد از ساعت شروع باشد/);
    const empty = await api('POST', '/foodshifts', { token: owner, payload: { title: 'هیچ', windows: [] } });
    expect(empty.json().errors).toEqual([{ field: 'windows', message: 'دست‌کم یک بازه زمانی وارد کنید.' }]);
  });

  it('refuses to delete a shift items are sold in', async () => {
    const shift = await post('/foodshifts', { title: 'ناهار', windows: [window('SAT', '12:00', '16:00')] });
    const category = await post('/menucategories', { title: 'خوراک' });
    await post('/menuitems', {
      categoryId: category.id,
      title: 'قورمه‌سبزی',
      price: 280000,
      foodShiftIds: [shift.id],
    });
    const res = await api('DELETE', `/foodshifts/${shift.id}`, { token: owner });
    expect(res.statusCode).toBe(409);
    expect(res.json().code).toBe('FOOD_SHIFT_IN_USE');
    expect((await api('GET', `/foodshifts/${shift.id}`, { token: owner })).statusCode).toBe(200);
  });

  it('lists the items sold in a shift, for its detail screen', async () => {
    const breakfast = await post('/foodshifts', {
      title: 'صبحانه',
      windows: [window('FRI', '08:00', '11:00')],
    });
    const lunch = await post('/foodshifts', {
      title: 'ناهار جمعه',
      windows: [window('FRI', '12:00', '16:00')],
    });
    const category = await post('/menucategories', { title: 'صبحانه و ناهار' });
    const item = (title: string, foodShiftIds: string[]) =>
      post('/menuitems', { categoryId: category.id, title, price: 150000, foodShiftIds });
    await item('املت', [breakfast.id]);
    await item('عدسی', [breakfast.id, lunch.id]);
    await item('چلوکباب', [lunch.id]);
    await item('چای', []);

    const sold = (await api('GET', `/menuitems?foodShiftId=${breakfast.id}`, { token: owner })).json();
    expect(sold.totalCount).toBe(2);
    expect(sold.data.map((i: { title: string }) => i.title)).toEqual(['املت', 'عدسی']);
    const searched = (
      await api('GET', `/menuitems?foodShiftId=${lunch.id}&search=${encodeURIComponent('عدس')}`, {
        token: owner,
      })
    ).json();
    expect(searched.data.map((i: { title: string }) => i.title)).toEqual(['عدسی']);

    // Another vendor asking about this shift sees none of these items.
    const theirs = await api('GET', `/menuitems?foodShiftId=${breakfast.id}`, {
      token: otherOwner,
      host: OTHER_HOST,
    });
    expect(theirs.json()).toMatchObject({ data: [], totalCount: 0 });
  });

  it('treats another vendor’s shift as not found, and leaves it unchanged', async () => {
    const theirs = await post(
      '/foodshifts',
      { title: 'سحری', windows: [window('SAT', '02:00', '05:00')] },
      otherOwner,
      OTHER_HOST,
    );
    for (const res of [
      await api('GET', `/foodshifts/${theirs.id}`, { token: owner }),
      await api('PUT', '/foodshifts', {
        token: owner,
        payload: { id: theirs.id, windows: [window('SUN', '01:00', '02:00')] },
      }),
      await api('DELETE', `/foodshifts/${theirs.id}`, { token: owner }),
    ]) {
      expect(res.statusCode).toBe(404);
      expect(res.json().code).toBe('FOOD_SHIFT_NOT_FOUND');
    }
    const list = (await api('GET', '/foodshifts/list', { token: owner })).json();
    expect(list.some((s: { id: string }) => s.id === theirs.id)).toBe(false);
    const still = (
      await api('GET', `/foodshifts/${theirs.id}`, { token: otherOwner, host: OTHER_HOST })
    ).json();
    expect(still).toEqual(theirs);
  });

  it('refuses customers on back-office reads and writes', async () => {
    for (const res of [
      await api('GET', '/foodshifts', { token: customer }),
      await api('GET', '/foodshifts/list', { token: customer }),
      await api('POST', '/foodshifts', {
        token: customer,
        payload: { title: 'x', windows: [window('SAT', '10:00', '11:00')] },
      }),
    ]) {
      expect(res.statusCode).toBe(403);
      expect(res.json().code).toBe('ACCESS_DENIED_ERR');
    }
  });
});
