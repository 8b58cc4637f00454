import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../../test/app';
import {
  type CatalogApi,
  DEMO_HOST,
  errorFields,
  OTHER_HOST,
  startCatalogTest,
} from '../../../test/catalog-kit';
import { ONE_KIND } from '../../../test/database';

describe.each(ONE_KIND)('printers and printer stations on %s', (kind) => {
  let t: TestApp;
  let api: CatalogApi;
  let owner: string;
  let customer: string;
  let otherOwner: string;

  beforeAll(async () => {
    const kit = await startCatalogTest(kind);
    t = kit.t;
    api = kit.api;
    [owner, customer, otherOwner] = [
      await kit.sessions.owner(),
      await kit.sessions.customer(),
      await kit.sessions.otherOwner(),
    ];
  });
  afterAll(async () => {
    await t?.close();
  });

  // Writes live under the marketplace prefix (SPEC §7), reads under the catalog.
  const write = (
    method: 'POST' | 'PUT' | 'DELETE',
    path: string,
    token: string,
    payload?: object,
    host = DEMO_HOST,
  ) =>
    t.app.inject({
      method,
      url: `/api-snappfood/api${path}`,
      ...(payload ? { payload } : {}),
      headers: { hostdomain: host, authorization: `Bearer ${token}` },
    });

  async function newCategory(title: string) {
    const res = await api('POST', '/menucategories', {
      token: owner,
      payload: { title, sellChannels: ['SALON'] },
    });
    expect(res.statusCode, res.body).toBe(201);
    return res.json().id as string;
  }

  it('adds, edits and removes a printer, refusing a bad address beside the field', async () => {
    const bad = await write('POST', '/printers', owner, { name: 'آشپزخانه', ip: '192.168.1.300' });
    expect(bad.statusCode).toBe(400);
    expect(errorFields(bad.json())).toEqual(['ip']);

    const created = await write('POST', '/printers', owner, {
      name: 'آشپزخانه',
      ip: '192.168.1.50',
      vendorId: 'ignored',
    });
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json()).toMatchObject({ name: 'آشپزخانه', ip: '192.168.1.50', port: 9100 });
    const id = created.json().id;
    const edited = await write('PUT', '/printers', owner, {
      id,
      name: 'آشپزخانه گرم',
      ip: '192.168.1.51',
      port: 9101,
    });
    expect(edited.json()).toMatchObject({ name: 'آشپزخانه گرم', port: 9101 });
    expect((await api('GET', `/printers/${id}`, { token: owner })).json().ip).toBe('192.168.1.51');
    expect((await write('DELETE', `/printers/${id}`, owner)).statusCode).toBe(204);
    expect((await api('GET', `/printers/${id}`, { token: owner })).statusCode).toBe(404);
  });

  it('keeps each printer’s paper width: 80 mm unless told, 58 mm when set, kept by an edit that leaves it out', async () => {
    const created = await write('POST', '/printers', owner, { name: 'صندوق', ip: '192.168.1.60' });
    expect(created.json()).toMatchObject({ paperWidthMm: 80 });
    const id = created.json().id;
    const narrow = await write('PUT', '/printers', owner, {
      id,
      name: 'صندوق',
      ip: '192.168.1.60',
      paperWidthMm: 58,
    });
    expect(narrow.statusCode, narrow.body).toBe(200);
    expect(narrow.json()).toMatchObject({ paperWidthMm: 58 });
    await write('PUT', '/printers', owner, { id, name: 'صندوق جلو', ip: '192.168.1.60' });
    expect((await api('GET', `/printers/${id}`, { token: owner })).json()).toMatchObject({
      name: 'صندوق جلو',
      paperWidthMm: 58,
    });

    const bad = await write('POST', '/printers', owner, {
      name: 'بار',
      ip: '192.168.1.61',
      paperWidthMm: 76,
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors).toEqual([
      { field: 'paperWidthMm', message: 'عرض کاغذ چاپگر ۸۰ یا ۵۸ میلی‌متر است.' },
    ]);
    expect((await write('DELETE', `/printers/${id}`, owner)).statusCode).toBe(204);
  });

  it('routes categories to a kitchen station and shows the routing', async () => {
    const printer = (await write('POST', '/printers', owner, { name: 'گریل', ip: '192.168.1.60' })).json();
    const kebab = await newCategory('کباب');
    const salad = await newCategory('سالاد');
    const station = await write('POST', '/printerstations', owner, {
      name: 'ایستگاه گریل',
      kind: 'KITCHEN',
      printerId: printer.id,
      categoryIds: [kebab],
    });
    expect(station.statusCode, station.body).toBe(201);
    expect(station.json()).toMatchObject({ kind: 'KITCHEN', printerName: 'گریل', categoryIds: [kebab] });

    const moved = await write('PUT', '/printerstations', owner, {
      id: station.json().id,
      name: 'ایستگاه گریل',
      kind: 'KITCHEN',
      printerId: printer.id,
      categoryIds: [salad],
    });
    expect(moved.json().categoryIds).toEqual([salad]);
    const routes = (await api('GET', '/menucategories/printer', { token: owner })).json();
    expect(routes.find((r: { categoryId: string }) => r.categoryId === salad)).toMatchObject({
      printerStationName: 'ایستگاه گریل',
    });
    expect(routes.find((r: { categoryId: string }) => r.categoryId === kebab)).toMatchObject({
      printerStationId: null,
    });

    // A printer that a station uses is not deleted out from under it.
    const inUse = await write('DELETE', `/printers/${printer.id}`, owner);
    expect(inUse.statusCode).toBe(409);
    expect(inUse.json().code).toBe('PRINTER_IN_USE');
    expect((await write('DELETE', `/printerstations/${station.json().id}`, owner)).statusCode).toBe(204);
    const after = (await api('GET', '/menucategories/printer', { token: owner })).json();
    expect(after.every((r: { printerStationId: string | null }) => r.printerStationId === null)).toBe(true);
  });

  it('keeps categories off the customer station and checks what a station names', async () => {
    const category = await newCategory('نوشیدنی');
    const customerStation = await write('POST', '/printerstations', owner, {
      name: 'صندوق',
      kind: 'CUSTOMER',
      categoryIds: [category],
    });
    expect(customerStation.statusCode).toBe(400);
    expect(errorFields(customerStation.json())).toEqual(['categoryIds']);
    const foreign = (
      await write('POST', '/printers', otherOwner, { name: 'غریبه', ip: '10.0.0.9' }, OTHER_HOST)
    ).json();
    const res = await write('POST', '/printerstations', owner, {
      name: 'آشپزخانه',
      kind: 'KITCHEN',
      printerId: foreign.id,
      categoryIds: ['00000000-0000-4000-8000-000000000000'],
    });
    expect(res.statusCode).toBe(400);
    expect(errorFields(res.json())).toEqual(['printerId', 'categoryIds.0']);
  });

  it('treats another vendor’s printer as not found and leaves it alone', async () => {
    const theirs = (
      await write('POST', '/printers', otherOwner, { name: 'چاپگر کبابی', ip: '10.0.0.5' }, OTHER_HOST)
    ).json();
    expect((await api('GET', `/printers/${theirs.id}`, { token: owner })).statusCode).toBe(404);
    expect(
      (await write('PUT', '/printers', owner, { id: theirs.id, name: 'x', ip: '10.0.0.6' })).statusCode,
    ).toBe(404);
    expect((await write('DELETE', `/printers/${theirs.id}`, owner)).statusCode).toBe(404);
    const still = await api('GET', `/printers/${theirs.id}`, { token: otherOwner, host: OTHER_HOST });
    expect(still.json()).toMatchObject({ name: 'چاپگر کبابی', ip: '10.0.0.5' });
    expect(
      (await api('GET', '/printers', { token: owner }))
        .json()
        .some((p: { id: string }) => p.id === theirs.id),
    ).toBe(false);
  });

  it('refuses customers', async () => {
    expect((await api('GET', '/printers', { token: customer })).statusCode).toBe(403);
    expect((await write('POST', '/printers', customer, { name: 'x', ip: '10.0.0.1' })).statusCode).toBe(403);
  });
});
