import type { TAuditLogEntry } from '@sofreh/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OTHER_HOST } from '../../../test/catalog-kit';
import { DB_KINDS } from '../../../test/database';
import { newKey, type OrdersTest, startOrdersTest } from '../../../test/orders-kit';
import { runAsActor } from '../../db/actor';
import { DEMO_OWNER_PHONE } from '../../demo/seed';
import { menuItems } from '../catalog/catalog.schema';

const AUDIT = '/api-identity/identity/auditlogs';
const CATALOG = '/api-catalog/catalog';

/** Today in Tehran as yyyy-mm-dd (the board's and the log's date convention, decision 0018). */
const tehranDay = (date: Date) => new Date(date.getTime() + 3.5 * 60 * 60 * 1000).toISOString().slice(0, 10);

describe.each(DB_KINDS)('the audit log on %s', (kind) => {
  let k: OrdersTest;
  let ownerId: string;
  const log = async (query = '', token = k.sessions.owner, host?: string) => {
    const res = await k.call('GET', `${AUDIT}${query}`, { token, host });
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as { data: TAuditLogEntry[]; pageNumber: number; pageSize: number; totalCount: number };
  };
  const rowsFor = async (objectId: string) =>
    (
      await k.t.database.executeSql(
        'SELECT actor_user_id::text AS actor, action, object_type, before, after FROM audit_log WHERE object_id = $1 ORDER BY at',
        [objectId],
      )
    ).rows;
  const totalRows = async () =>
    Number((await k.t.database.executeSql('SELECT count(*)::int AS n FROM audit_log')).rows[0]!.n);

  beforeAll(async () => {
    k = await startOrdersTest(kind);
    const { rows } = await k.t.database.executeSql(
      'SELECT id::text AS id FROM users WHERE phone_number = $1',
      [DEMO_OWNER_PHONE],
    );
    ownerId = String(rows[0]!.id);
  });
  afterAll(async () => {
    await k?.t.close();
  });

  it('records a dish’s price change with who, when, what and before → after', async () => {
    const res = await k.call('PUT', `${CATALOG}/menuitems`, {
      token: k.sessions.owner,
      payload: { id: k.menu.koobideh, price: 320_000 },
    });
    expect(res.statusCode, res.body).toBe(200);

    const page = await log('?objectType=MENU_ITEM&pageSize=100');
    expect(page).toMatchObject({ pageNumber: 1, pageSize: 100 });
    const [latest] = page.data;
    expect(latest).toMatchObject({
      actorUserId: ownerId,
      actorName: 'مریم احمدی',
      objectType: 'MENU_ITEM',
      objectId: k.menu.koobideh,
      objectLabel: 'کوبیده',
      action: 'UPDATE',
      before: { price: 300_000 },
      after: { price: 320_000 },
    });
    expect(Date.now() - new Date(latest!.at).getTime()).toBeLessThan(60 * 60 * 1000);
    // The creation by the same owner is there too, older, with the whole row (no id, no vendor).
    const created = page.data.find((e) => e.action === 'INSERT' && e.after?.title === 'کوبیده');
    expect(created?.after).toMatchObject({ title: 'کوبیده', price: 300_000, with_tax: true });
    expect(created?.after).not.toHaveProperty('vendor_id');
    expect(created?.before).toBeNull();
  });

  it('shows a dish’s shift links under the dish with the shift’s name, and no noise for links saved unchanged', async () => {
    const put = async (payload: object) => {
      const res = await k.call('PUT', `${CATALOG}/menuitems`, { token: k.sessions.owner, payload });
      expect(res.statusCode, res.body).toBe(200);
    };
    const before = await totalRows();
    await put({ id: k.menu.joojeh, foodShiftIds: [k.menu.lunch] });
    expect(await totalRows()).toBe(before);

    await put({ id: k.menu.joojeh, foodShiftIds: [k.menu.lunch, k.menu.dinner] });
    expect(await totalRows()).toBe(before + 1);
    const [latest] = (await log('?objectType=MENU_ITEM')).data;
    expect(latest).toMatchObject({
      objectId: k.menu.joojeh,
      objectLabel: 'جوجه',
      action: 'INSERT',
      before: null,
      after: { food_shift_id: k.menu.dinner },
      names: { [k.menu.dinner]: 'شام' },
    });
  });

  it('records a discount code edit, only the changed fields', async () => {
    const created = await k.call('POST', '/api-identity/identity/discountcodes', {
      token: k.sessions.owner,
      payload: { code: 'AUDIT10', type: 'PERCENTAGE', value: 10, cap: 20_000 },
    });
    expect(created.statusCode, created.body).toBe(201);
    const id = created.json().id as string;
    const edited = await k.call('PUT', '/api-identity/identity/discountcodes', {
      token: k.sessions.owner,
      payload: { id, value: 15, cap: 30_000 },
    });
    expect(edited.statusCode, edited.body).toBe(200);
    const [latest] = (await log('?objectType=DISCOUNT_CODE')).data;
    expect(latest).toMatchObject({
      objectId: id,
      objectLabel: 'AUDIT10',
      action: 'UPDATE',
      before: { value: 10, cap: 20_000 },
      after: { value: 15, cap: 30_000 },
    });
  });

  it('records nothing for a customer’s order, and the staff member’s state change on it', async () => {
    const before = await totalRows();
    const placed = await k.call('POST', '/api/orders', {
      token: k.sessions.customer,
      payload: {
        source: 'WEBSITE',
        deliveryType: 'PICKUP',
        paymentMethod: 'CASH',
        items: [{ menuItemId: k.menu.dough, count: 2, toppings: [] }],
      },
      headers: { 'idempotency-key': newKey() },
    });
    expect(placed.statusCode, placed.body).toBe(201);
    const order = placed.json() as { id: string; number: number };
    expect(await totalRows()).toBe(before);

    const moved = await k.call('PATCH', '/api/orders/state', {
      token: k.sessions.owner,
      payload: { orderId: order.id, fromStatus: 'NEEDFORCALL', status: 'CONFIRMED' },
    });
    expect(moved.statusCode, moved.body).toBe(200);
    const [latest] = (await log('?objectType=ORDER')).data;
    expect(latest).toMatchObject({
      actorUserId: ownerId,
      objectId: order.id,
      objectLabel: String(order.number),
      action: 'UPDATE',
      before: { status: 'NEEDFORCALL' },
      after: { status: 'CONFIRMED' },
    });
    expect(await rowsFor(order.id)).toHaveLength(1);
  });

  it('records a role’s permission change', async () => {
    const roles = await k.call('GET', '/api-identity/identity/roles?search=آشپزخانه', {
      token: k.sessions.owner,
    });
    const kitchen = roles.json().data[0] as { id: string; permissions: string[] };
    const res = await k.call('PUT', '/api-identity/identity/permissions', {
      token: k.sessions.owner,
      payload: { roleId: kitchen.id, permissions: [...kitchen.permissions, 'DISCOUNTS_VIEW'] },
    });
    expect(res.statusCode, res.body).toBe(200);
    const [latest] = (await log('?objectType=ROLE')).data;
    expect(latest).toMatchObject({
      objectId: kitchen.id,
      objectLabel: 'آشپزخانه',
      action: 'UPDATE',
      before: { permissions: kitchen.permissions },
      after: { permissions: [...kitchen.permissions, 'DISCOUNTS_VIEW'] },
    });
  });

  it('records a vendor settings change under the vendor', async () => {
    const res = await k.call('PUT', '/api-identity/identity/vendors/me', {
      token: k.sessions.owner,
      payload: { minimumBasket: 150_000 },
    });
    expect(res.statusCode, res.body).toBe(200);
    const [latest] = (await log('?objectType=VENDOR_SETTINGS')).data;
    expect(latest).toMatchObject({
      objectId: k.ids.demo,
      action: 'UPDATE',
      before: { minimum_basket: 0 },
      after: { minimum_basket: 150_000 },
    });
  });

  it('leaves no row for a refused or rolled-back write', async () => {
    const before = await totalRows();
    const refused = await k.call('PUT', `${CATALOG}/menuitems`, {
      token: k.sessions.owner,
      payload: { id: k.menu.dough, title: '', price: -5 },
    });
    expect(refused.statusCode).toBe(400);
    // A write that happened inside a transaction that then failed: its audit row goes with it.
    const failed = runAsActor({ userId: ownerId }, () =>
      k.t.database.db.transaction(async (tx) => {
        await tx.update(menuItems).set({ price: 1 });
        throw new Error('boom');
      }),
    );
    await expect(failed).rejects.toThrow('boom');
    expect(await totalRows()).toBe(before);
    // The same write committed is recorded, even outside an explicit transaction.
    await runAsActor({ userId: ownerId }, async () => {
      await k.t.database.db
        .update(menuItems)
        .set({ description: 'آزمایش' })
        .where(eq(menuItems.id, k.menu.dough));
    });
    expect(await totalRows()).toBe(before + 1);
    // Without an actor (a job, the seed) the trigger is not even called.
    await k.t.database.db.update(menuItems).set({ description: 'بی‌نام' });
    expect(await totalRows()).toBe(before + 1);
  });

  it('filters by person, type and Tehran day, pages by ten, newest first, and lists the people', async () => {
    const all = await log();
    expect(all.totalCount).toBeGreaterThan(10);
    expect(all.data).toHaveLength(10);
    const times = all.data.map((e) => e.at);
    expect([...times].sort().reverse()).toEqual(times);
    const second = await log('?PageNumber=2');
    expect(second.data[0]!.id).not.toBe(all.data[0]!.id);

    const today = tehranDay(new Date());
    const yesterday = tehranDay(new Date(Date.now() - 24 * 60 * 60 * 1000));
    expect((await log(`?from=${today}&to=${today}`)).totalCount).toBe(all.totalCount);
    expect((await log(`?from=${yesterday}&to=${yesterday}`)).totalCount).toBe(0);
    expect((await log(`?userId=${ownerId}`)).totalCount).toBe(all.totalCount);
    expect((await log(`?userId=${k.ids.customer}`)).totalCount).toBe(0);
    const types = new Set((await log('?objectType=TOPPING&pageSize=100')).data.map((e) => e.objectType));
    expect([...types]).toEqual(['TOPPING']);

    for (const [query, field] of [
      [`from=${today}&to=${yesterday}`, 'to'],
      ['objectType=NOPE', 'objectType'],
      ['userId=12', 'userId'],
    ]) {
      const bad = await k.call('GET', `${AUDIT}?${query}`, { token: k.sessions.owner });
      expect(bad.statusCode, query).toBe(400);
      expect(bad.json().errors.map((e: { field: string }) => e.field)).toEqual([field]);
    }

    const people = await k.call('GET', `${AUDIT}/people`, { token: k.sessions.owner });
    expect(people.json()).toEqual([{ userId: ownerId, name: 'مریم احمدی' }]);
  });

  it('shows another vendor only its own log', async () => {
    const theirs = await log('?pageSize=100', k.sessions.otherOwner, OTHER_HOST);
    expect(theirs.data.map((e) => e.objectId)).toContain(k.theirDish);
    const ours = new Set(Object.values(k.menu));
    expect(theirs.data.filter((e) => ours.has(e.objectId) || e.objectId === k.ids.demo)).toEqual([]);
    const people = await k.call('GET', `${AUDIT}/people`, { token: k.sessions.otherOwner, host: OTHER_HOST });
    expect(people.json().map((p: { userId: string }) => p.userId)).not.toContain(ownerId);
  });
});
