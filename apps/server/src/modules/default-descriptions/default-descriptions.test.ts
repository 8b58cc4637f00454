import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../../test/app';
import { caller, OTHER_HOST, startWithSessions } from '../../../test/catalog-kit';
import { DB_KINDS } from '../../../test/database';

const BASE = '/api-identity/identity/defaultdescription';

describe.each(DB_KINDS)('default descriptions on %s', (kind) => {
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

  it('creates, lists, searches, edits and deletes notes', async () => {
    const texts = ['بدون پیاز', 'سس جدا', 'نان اضافه', 'كم نمك'];
    const ids: string[] = [];
    for (const text of texts) {
      const res = await call('POST', BASE, owner, { text });
      expect(res.statusCode, res.body).toBe(201);
      ids.push(res.json().id);
    }
    const page = (await call('GET', `${BASE}?PageNumber=1&PageSize=2`, owner)).json();
    expect(page).toMatchObject({ pageNumber: 1, pageSize: 2, totalCount: 4 });
    expect(page.data.map((d: { text: string }) => d.text)).toEqual(['بدون پیاز', 'سس جدا']);
    // Stored with Persian letters, so a search typed on a Persian keyboard finds an Arabic-typed note.
    const search = (await call('GET', `${BASE}?search=${encodeURIComponent('کم نمک')}`, owner)).json();
    expect(search.data.map((d: { text: string }) => d.text)).toEqual(['کم نمک']);

    const edited = await call('PUT', BASE, owner, { id: ids[1], text: 'سس در ظرف جدا' });
    expect(edited.json().text).toBe('سس در ظرف جدا');
    expect((await call('DELETE', `${BASE}/${ids[2]}`, owner)).statusCode).toBe(204);
    expect((await call('GET', `${BASE}/list`, owner)).json()).toHaveLength(3);
    expect((await call('GET', `${BASE}/${ids[0]}`, owner)).json().text).toBe('بدون پیاز');
  });

  it('refuses an empty note beside the field', async () => {
    const res = await call('POST', BASE, owner, { text: '   ' });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors[0]).toEqual({ field: 'text', message: 'متن توضیح را وارد کنید.' });
  });

  it('keeps each vendor’s notes to itself', async () => {
    const mine = (await call('POST', BASE, owner, { text: 'تند' })).json();
    expect((await call('GET', `${BASE}/${mine.id}`, otherOwner, undefined, OTHER_HOST)).statusCode).toBe(404);
    expect((await call('PUT', BASE, otherOwner, { id: mine.id, text: 'x' }, OTHER_HOST)).statusCode).toBe(
      404,
    );
    expect((await call('DELETE', `${BASE}/${mine.id}`, otherOwner, undefined, OTHER_HOST)).statusCode).toBe(
      404,
    );
    expect((await call('GET', `${BASE}/${mine.id}`, owner)).json().text).toBe('تند');
    expect((await call('GET', `${BASE}/list`, otherOwner, undefined, OTHER_HOST)).json()).toEqual([]);
  });

  it('is for staff: customers get 403', async () => {
    expect((await call('GET', BASE, customer)).statusCode).toBe(403);
    expect((await call('POST', BASE, customer, { text: 'x' })).statusCode).toBe(403);
  });
});
