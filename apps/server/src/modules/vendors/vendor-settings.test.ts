import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../../test/app';
import { caller, OTHER_HOST, startWithSessions } from '../../../test/catalog-kit';
import { DB_KINDS } from '../../../test/database';

const VENDORS = '/api-identity/identity/vendors';

describe.each(DB_KINDS)('vendor profile and opening hours on %s', (kind) => {
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

  it('shows the owner the profile with the spec’s defaults', async () => {
    const res = await call('GET', `${VENDORS}/me`, owner);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      slug: 'demo',
      currency: 'TOMAN',
      minimumBasket: 0,
      serviceFeeType: 'PERCENTAGE',
      preparationMinutes: 20,
      printItemsOnFactor: true,
    });
  });

  it('changes only the fields sent, and the customer site sees the change', async () => {
    const res = await call('PUT', `${VENDORS}/me`, owner, {
      minimumBasket: 150000,
      phone: '021-88776655',
      address: 'تهران، خیابان ولیعصر، پلاک ۱۲',
      serviceFeeValue: 5,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ minimumBasket: 150000, serviceFeeValue: 5, name: 'رستوران نارنج' });
    expect((await call('GET', `${VENDORS}/landing`)).json().minimumBasket).toBe(150000);
  });

  it('answers an update that changes nothing with the profile as it is', async () => {
    const before = (await call('GET', `${VENDORS}/me`, owner)).json();
    const res = await call('PUT', `${VENDORS}/me`, owner, {});
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual(before);
  });

  it('explains each invalid field in Persian and changes nothing', async () => {
    const res = await call('PUT', `${VENDORS}/me`, owner, {
      preparationMinutes: 10,
      minimumBasket: -1,
      sellChannels: [],
    });
    expect(res.statusCode).toBe(400);
    expect(
      res
        .json()
        .errors.map((e: { field: string }) => e.field)
        .sort(),
    ).toEqual(['minimumBasket', 'preparationMinutes', 'sellChannels'].sort());
    expect(
      res.json().errors.find((e: { field: string }) => e.field === 'preparationMinutes').message,
    ).toContain('۱۴');
    const fee = await call('PUT', `${VENDORS}/me`, owner, { serviceFeeValue: 150 });
    expect(fee.statusCode).toBe(400);
    expect(fee.json().errors[0].field).toBe('serviceFeeValue');
    expect((await call('GET', `${VENDORS}/me`, owner)).json().preparationMinutes).toBe(20);
  });

  it('switches printing items on the bill', async () => {
    const res = await call('PUT', `${VENDORS}/setprintitemsonfactoroption`, owner, {
      printItemsOnFactor: false,
    });
    expect(res.json().printItemsOnFactor).toBe(false);
  });

  it('keeps settings to the vendor’s own staff', async () => {
    expect((await call('GET', `${VENDORS}/me`, customer)).statusCode).toBe(403);
    expect((await call('PUT', `${VENDORS}/me`, customer, { minimumBasket: 0 })).statusCode).toBe(403);
    // Another vendor's owner edits their own vendor, never this one.
    const other = await call('PUT', `${VENDORS}/me`, otherOwner, { name: 'کبابی بناب' }, OTHER_HOST);
    expect(other.json().slug).toBe('kababi');
    expect((await call('GET', `${VENDORS}/me`, owner)).json().name).toBe('رستوران نارنج');
    expect((await call('GET', `${VENDORS}/me`, otherOwner)).statusCode).toBe(403);
  });

  it('adds and removes opening hours, refusing overlaps and backwards windows', async () => {
    const before = (await call('GET', `${VENDORS}/availabilitytime`, owner)).json();
    const saturday = before.filter((h: { dayOfWeek: string }) => h.dayOfWeek === 'SAT');
    expect(saturday).toHaveLength(1);

    const overlap = await call('POST', `${VENDORS}/availabilitytime`, owner, {
      dayOfWeek: 'SAT',
      startTime: '22:00',
      endTime: '23:00',
    });
    expect(overlap.statusCode).toBe(400);
    const backwards = await call('POST', `${VENDORS}/availabilitytime`, owner, {
      dayOfWeek: 'SAT',
      startTime: '09:00',
      endTime: '08:00',
    });
    expect(backwards.json().errors[0].field).toBe('endTime');

    const breakfast = await call('POST', `${VENDORS}/availabilitytime`, owner, {
      dayOfWeek: 'SAT',
      startTime: '07:30',
      endTime: '10:30',
    });
    expect(breakfast.statusCode, breakfast.body).toBe(201);
    const publicHours = (await call('GET', '/api-identity/identity/availabilitytime')).json();
    expect(
      publicHours
        .filter((h: { dayOfWeek: string }) => h.dayOfWeek === 'SAT')
        .map((h: { startTime: string }) => h.startTime),
    ).toEqual(['07:30', '11:00']);

    // Another vendor cannot delete it: it does not exist for them.
    const foreign = await call(
      'DELETE',
      `${VENDORS}/availabilitytime/${breakfast.json().id}`,
      otherOwner,
      undefined,
      OTHER_HOST,
    );
    expect(foreign.statusCode).toBe(404);
    expect(
      (await call('DELETE', `${VENDORS}/availabilitytime/${breakfast.json().id}`, owner)).statusCode,
    ).toBe(204);
    expect(
      (await call('DELETE', `${VENDORS}/availabilitytime/${breakfast.json().id}`, owner)).statusCode,
    ).toBe(404);
  });

  it('adds one of several overlapping windows sent together, refusing the rest', async () => {
    const answers = await Promise.all(
      ['06:00', '06:30', '07:00', '07:30', '08:00', '06:15', '06:45', '07:15'].map((startTime) =>
        call('POST', `${VENDORS}/availabilitytime`, owner, { dayOfWeek: 'FRI', startTime, endTime: '09:30' }),
      ),
    );
    expect(answers.map((a) => a.statusCode).sort()).toEqual([201, 400, 400, 400, 400, 400, 400, 400]);
    const friday = (await call('GET', `${VENDORS}/availabilitytime`, owner))
      .json()
      .filter(
        (h: { dayOfWeek: string; startTime: string }) => h.dayOfWeek === 'FRI' && h.startTime < '09:30',
      );
    expect(friday).toHaveLength(1);
    expect((await call('DELETE', `${VENDORS}/availabilitytime/${friday[0].id}`, owner)).statusCode).toBe(204);
  });
});
