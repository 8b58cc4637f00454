import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../../test/app';
import { DEMO_HOST, OTHER_HOST, startWithSessions } from '../../../test/catalog-kit';
import { DB_KINDS } from '../../../test/database';
import { loginAsStaff } from '../../../test/staff';

const BASE = '/api-identity/identity/posterminal';

describe.each(DB_KINDS)('POS terminals on %s', (kind) => {
  let t: TestApp;
  let owner: string;
  let otherOwner: string;
  let customer: string;

  const api = (
    method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE',
    url: string,
    payload?: object,
    token = owner,
    host = DEMO_HOST,
  ) =>
    t.app.inject({
      method,
      url,
      ...(payload ? { payload } : {}),
      headers: { hostdomain: host, authorization: `Bearer ${token}` },
    });
  const counter = { name: 'کارت‌خوان صندوق', provider: 'MELLAT', terminalId: '12345678' };

  beforeAll(async () => {
    const kit = await startWithSessions(kind);
    t = kit.t;
    ({ owner, otherOwner, customer } = kit);
  });
  afterAll(async () => {
    await t?.close();
  });

  it('lists the bank providers with Persian names', async () => {
    const res = await api('GET', `${BASE}/bankproviders`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toContainEqual({ value: 'MELLAT', label: 'بانک ملت' });
    expect(res.json()).toHaveLength(8);
  });

  it('adds, reads, edits, switches off and on, pages and deletes a terminal', async () => {
    const created = await api('POST', BASE, {
      ...counter,
      serialNumber: 'SN-99',
      ip: '192.168.1.60',
      port: 8888,
    });
    expect(created.statusCode, created.body).toBe(201);
    const terminal = created.json();
    expect(terminal).toMatchObject({
      ...counter,
      providerLabel: 'بانک ملت',
      serialNumber: 'SN-99',
      ip: '192.168.1.60',
      port: 8888,
      active: true,
    });

    const byId = await api('GET', `${BASE}/getbyid?id=${terminal.id}`);
    expect(byId.json()).toEqual(terminal);

    const edited = await api('PUT', BASE, {
      id: terminal.id,
      name: 'صندوق ۱',
      provider: 'SAMAN',
      terminalId: '87654321',
      ip: '',
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json()).toMatchObject({
      name: 'صندوق ۱',
      provider: 'SAMAN',
      ip: null,
      port: null,
      serialNumber: null,
    });

    const off = await api('PATCH', `${BASE}/deactivate`, { id: terminal.id });
    expect(off.json().active).toBe(false);
    const on = await api('PATCH', `${BASE}/activate`, { id: terminal.id });
    expect(on.json().active).toBe(true);

    await api('POST', BASE, { ...counter, name: 'بار', terminalId: '11112222' });
    const page = await api('GET', `${BASE}/posterminals?pageSize=1&pageNumber=2`);
    expect(page.json()).toMatchObject({ pageNumber: 2, pageSize: 1, totalCount: 2 });
    expect(page.json().data[0].name).toBe('بار');
    const searched = await api('GET', `${BASE}/posterminals?search=${encodeURIComponent('صندوق')}`);
    expect(searched.json().data.map((x: { id: string }) => x.id)).toEqual([terminal.id]);

    expect((await api('DELETE', BASE, { id: terminal.id })).statusCode).toBe(204);
    const gone = await api('GET', `${BASE}/getbyid?id=${terminal.id}`);
    expect(gone.statusCode).toBe(404);
    expect(gone.json()).toMatchObject({ code: 'POS_TERMINAL_NOT_FOUND', message: 'کارت‌خوان پیدا نشد.' });
  });

  it('answers bad fields beside the fields in Persian, and a repeated terminal id beside its field', async () => {
    const bad = await api('POST', BASE, { name: '', provider: 'NOPE', terminalId: '1', ip: '300.1.1.1' });
    expect(bad.statusCode).toBe(400);
    const fields = bad
      .json()
      .errors.map((e: { field: string }) => e.field)
      .sort();
    expect(fields).toEqual(['ip', 'name', 'provider', 'terminalId']);
    expect(bad.json().errors.find((e: { field: string }) => e.field === 'ip').message).toBe(
      'آدرس IP کارت‌خوان را به شکل ۱۹۲.۱۶۸.۱.۶۰ وارد کنید.',
    );
    const portOnly = await api('POST', BASE, { ...counter, terminalId: '55556666', port: 8888 });
    expect(portOnly.json().errors).toEqual([
      { field: 'ip', message: 'برای پورت، آدرس IP کارت‌خوان را هم وارد کنید.' },
    ]);

    await api('POST', BASE, { ...counter, terminalId: '99990000' });
    const twice = await api('POST', BASE, { ...counter, name: 'دوباره', terminalId: '99990000' });
    expect(twice.statusCode).toBe(409);
    expect(twice.json()).toMatchObject({ code: 'POS_TERMINAL_EXISTS', errors: [{ field: 'terminalId' }] });
    // The same terminal id at another bank is another terminal.
    expect(
      (await api('POST', BASE, { ...counter, provider: 'MELLI', terminalId: '99990000' })).statusCode,
    ).toBe(201);
  });

  it('keeps vendors apart: another vendor’s terminal is 404 and stays as it was', async () => {
    const mine = (await api('POST', BASE, { ...counter, terminalId: '44443333' })).json();
    const as = (method: 'GET' | 'PUT' | 'PATCH' | 'DELETE', url: string, payload?: object) =>
      api(method, url, payload, otherOwner, OTHER_HOST);
    expect((await as('GET', `${BASE}/getbyid?id=${mine.id}`)).statusCode).toBe(404);
    expect((await as('PUT', BASE, { ...counter, id: mine.id, name: 'دزدی' })).statusCode).toBe(404);
    expect((await as('PATCH', `${BASE}/deactivate`, { id: mine.id })).statusCode).toBe(404);
    expect((await as('DELETE', BASE, { id: mine.id })).statusCode).toBe(404);
    expect((await as('GET', `${BASE}/posterminals`)).json().totalCount).toBe(0);
    expect((await api('GET', `${BASE}/getbyid?id=${mine.id}`)).json()).toEqual(mine);
  });

  it('lets staff read the terminals; changing them needs SETTINGS_MANAGE; customers see nothing', async () => {
    const cashier = await loginAsStaff(t, '09170002222', ['ORDERS_VIEW']);
    expect((await api('GET', `${BASE}/posterminals`, undefined, cashier)).statusCode).toBe(200);
    expect((await api('POST', BASE, { ...counter, terminalId: '77776666' }, cashier)).statusCode).toBe(403);
    expect((await api('GET', `${BASE}/posterminals`, undefined, customer)).statusCode).toBe(403);
  });
});
