import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../../test/app';
import { caller, DEMO_HOST, errorFields, OTHER_HOST, startWithSessions } from '../../../test/catalog-kit';
import { DB_KINDS } from '../../../test/database';
import { loginAs, loginForTokens } from '../../../test/login';
import { loginAsStaff } from '../../../test/staff';

const USERS = '/api-identity/identity/users';
const ROLES = '/api-identity/identity/roles';
const PERMISSIONS = '/api-identity/identity/permissions';

describe.each(DB_KINDS)('staff and roles on %s', (kind) => {
  let t: TestApp;
  let owner: string;
  let customer: string;
  let otherOwner: string;
  let ownerId: string;
  const call = caller(() => t);

  const newRole = async (name: string, permissions: string[] = ['ORDERS_VIEW']) => {
    const res = await call('POST', ROLES, owner, { name, permissions });
    expect(res.statusCode, res.body).toBe(201);
    return res.json() as { id: string; name: string; permissions: string[] };
  };
  const addStaff = (phoneNumber: string, roleId: string, token = owner, host?: string) =>
    call(
      'POST',
      `${USERS}/addstaff`,
      token,
      { phoneNumber, firstName: 'علی', lastName: 'رضایی', roleId },
      host,
    );

  beforeAll(async () => {
    ({ t, owner, customer, otherOwner } = await startWithSessions(kind));
    ownerId = (await call('GET', '/api-identity/identity/auth/me', owner)).json().id;
  });
  afterAll(async () => {
    await t?.close();
  });

  it('gives a vendor the built-in roles, editable like any other', async () => {
    const page = (await call('GET', `${ROLES}?PageSize=20`, owner)).json();
    const names = page.data.map((r: { name: string }) => r.name);
    expect(names).toEqual(expect.arrayContaining(['مدیر رستوران', 'مسئول صندوق', 'آشپزخانه', 'گارسون']));
    const kitchen = page.data.find((r: { name: string }) => r.name === 'آشپزخانه');
    expect(kitchen.permissions).toEqual(['ORDERS_VIEW', 'ORDERS_MANAGE', 'MENU_VIEW']);
    const edited = await call('PUT', ROLES, owner, {
      id: kitchen.id,
      name: 'آشپزخانه',
      permissions: ['ORDERS_VIEW'],
    });
    expect(edited.json().permissions).toEqual(['ORDERS_VIEW']);
    // The other vendor got its own set, not the demo's.
    const theirs = (await call('GET', ROLES, otherOwner, undefined, OTHER_HOST)).json();
    expect(theirs.data.map((r: { id: string }) => r.id)).not.toContain(kitchen.id);
    expect(theirs.totalCount).toBe(4);
  });

  it('creates, reads, renames and deletes a role; names are unique per vendor', async () => {
    const role = await newRole('صندوقدار', ['MENU_VIEW', 'ORDERS_VIEW', 'ORDERS_VIEW']);
    // Catalogue order, repeats dropped.
    expect(role.permissions).toEqual(['ORDERS_VIEW', 'MENU_VIEW']);
    expect((await call('GET', `${ROLES}/${role.id}`, owner)).json()).toMatchObject({
      name: 'صندوقدار',
      staffCount: 0,
    });

    const again = await call('POST', ROLES, owner, { name: ' صندوقدار ', permissions: [] });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ code: 'ROLE_NAME_EXISTS', errors: [{ field: 'name' }] });
    // Another vendor may use the same name.
    const elsewhere = await call(
      'POST',
      ROLES,
      otherOwner,
      { name: 'صندوقدار', permissions: [] },
      OTHER_HOST,
    );
    expect(elsewhere.statusCode).toBe(201);

    const renamed = await call('PUT', ROLES, owner, {
      id: role.id,
      name: 'صندوق شب',
      permissions: ['MENU_MANAGE'],
    });
    expect(renamed.json()).toMatchObject({ name: 'صندوق شب', permissions: ['MENU_MANAGE'] });
    const search = (await call('GET', `${ROLES}?Search=${encodeURIComponent('شب')}`, owner)).json();
    expect(search.data.map((r: { id: string }) => r.id)).toEqual([role.id]);

    expect((await call('DELETE', `${ROLES}/${role.id}`, owner)).statusCode).toBe(204);
    expect((await call('GET', `${ROLES}/${role.id}`, owner)).statusCode).toBe(404);
  });

  it('refuses bad role input beside the fields', async () => {
    const res = await call('POST', ROLES, owner, { name: '  ', permissions: ['FLY_PLANES'] });
    expect(res.statusCode).toBe(400);
    expect(errorFields(res.json())).toEqual(expect.arrayContaining(['name', 'permissions.0']));
    expect(res.json().errors.find((e: { field: string }) => e.field === 'name').message).toBe(
      'نام نقش را وارد کنید.',
    );
    const badId = await call('PUT', ROLES, owner, { id: 'nope', name: 'x', permissions: [] });
    expect(errorFields(badId.json())).toEqual(['id']);
  });

  it('adds staff by phone with a role; they then log in to the back office with a code', async () => {
    const role = await newRole('پذیرش', ['ORDERS_VIEW', 'CUSTOMERS_VIEW']);
    const added = await addStaff('۰۹۱۵۱۲۳۴۵۶۷', role.id);
    expect(added.statusCode, added.body).toBe(201);
    expect(added.json()).toMatchObject({
      phoneNumber: '09151234567',
      firstName: 'علی',
      kind: 'STAFF',
      roleId: role.id,
      roleName: 'پذیرش',
    });
    const dup = await addStaff('09151234567', role.id);
    expect(dup.statusCode).toBe(409);
    expect(dup.json()).toMatchObject({ code: 'STAFF_EXISTS', errors: [{ field: 'phoneNumber' }] });

    const token = await loginAs(t, '09151234567', { isBackOffice: true });
    const mine = (await call('GET', `${PERMISSIONS}/me`, token)).json();
    expect(mine.permissions.sort()).toEqual(['CUSTOMERS_VIEW', 'ORDERS_VIEW']);
    // Holding no STAFF_MANAGE, they cannot see the staff list.
    const list = await call('GET', USERS, token);
    expect(list.statusCode).toBe(403);
    expect(list.json().code).toBe('ACCESS_DENIED_ERR');

    const userId = added.json().id;
    expect((await call('GET', `${USERS}/${userId}/roles`, owner)).json()).toEqual([
      { id: role.id, name: 'پذیرش', permissions: ['ORDERS_VIEW', 'CUSTOMERS_VIEW'] },
    ]);
    expect((await call('GET', `${USERS}/userroles/${userId}`, owner)).json()).toMatchObject({
      userId,
      kind: 'STAFF',
      permissions: ['ORDERS_VIEW', 'CUSTOMERS_VIEW'],
    });
    expect((await call('GET', `${PERMISSIONS}/userpermissions?userId=${userId}`, owner)).json()).toEqual({
      permissions: ['ORDERS_VIEW', 'CUSTOMERS_VIEW'],
    });
    const ownerAccess = (await call('GET', `${USERS}/userroles/${ownerId}`, owner)).json();
    expect(ownerAccess).toMatchObject({ kind: 'VENDOR', roles: [] });
    expect(ownerAccess.permissions).toContain('STAFF_MANAGE');
  });

  it('refuses bad staff input beside the fields', async () => {
    const role = await newRole('بی‌کار');
    const res = await call('POST', `${USERS}/addstaff`, owner, {
      phoneNumber: '',
      firstName: '',
      roleId: role.id,
    });
    expect(res.statusCode).toBe(400);
    expect(errorFields(res.json())).toEqual(expect.arrayContaining(['phoneNumber', 'firstName', 'lastName']));
    const phone = await addStaff('12345', role.id);
    expect(phone.statusCode).toBe(400);
    expect(phone.json()).toMatchObject({ code: 'INVALID_PHONE_NUMBER', errors: [{ field: 'phoneNumber' }] });
    const theirRole = (
      await call('POST', ROLES, otherOwner, { name: 'نقش آن‌ها', permissions: [] }, OTHER_HOST)
    ).json();
    const foreignRole = await addStaff('09151234500', theirRole.id);
    expect(foreignRole.statusCode).toBe(404);
    expect(foreignRole.json()).toMatchObject({ code: 'ROLE_NOT_FOUND', errors: [{ field: 'roleId' }] });
    // Nothing half-written: the person was not created as staff.
    const list = (await call('GET', `${USERS}?Search=09151234500`, owner)).json();
    expect(list.totalCount).toBe(0);
  });

  it('lists staff with paging and search, owner first', async () => {
    const role = await newRole('سالن‌دار');
    await addStaff('09151110001', role.id);
    await call('POST', `${USERS}/addstaff`, owner, {
      phoneNumber: '09151110002',
      firstName: 'نرگس',
      lastName: 'احمدی',
      roleId: role.id,
    });
    const first = (await call('GET', `${USERS}?PageNumber=1&PageSize=1`, owner)).json();
    expect(first.data[0]).toMatchObject({ kind: 'VENDOR', roleId: null, id: ownerId });
    expect(first.totalCount).toBeGreaterThanOrEqual(3);
    const byName = (await call('GET', `${USERS}?Search=${encodeURIComponent('نرگس')}`, owner)).json();
    expect(byName.data.map((m: { phoneNumber: string }) => m.phoneNumber)).toEqual(['09151110002']);
    const byPersianDigits = (
      await call('GET', `${USERS}?Search=${encodeURIComponent('۱۱۱۰۰۰۱')}`, owner)
    ).json();
    expect(byPersianDigits.data.map((m: { phoneNumber: string }) => m.phoneNumber)).toEqual(['09151110001']);
    const theirs = (await call('GET', USERS, otherOwner, undefined, OTHER_HOST)).json();
    expect(theirs.data.map((m: { phoneNumber: string }) => m.phoneNumber)).toEqual(['09350000099']);
  });

  it('changes a staff member’s role and their next request has the new permissions', async () => {
    const viewer = await newRole('نمایش منو', ['MENU_VIEW']);
    const editor = await newRole('ویرایش منو', ['MENU_VIEW', 'MENU_MANAGE']);
    const added = (await addStaff('09151110003', viewer.id)).json();
    const token = await loginAs(t, '09151110003', { isBackOffice: true });
    const perms = async () => (await call('GET', `${PERMISSIONS}/me`, token)).json().permissions;
    expect(await perms()).toEqual(['MENU_VIEW']);

    const changed = await call('POST', `${USERS}/updatestaffrole`, owner, {
      userId: added.id,
      roleId: editor.id,
    });
    expect(changed.json()).toMatchObject({ roleId: editor.id, roleName: 'ویرایش منو' });
    expect(await perms()).toEqual(['MENU_VIEW', 'MENU_MANAGE']);

    // Editing the role itself, and granting through /permissions, also apply on the next request.
    await call('PUT', PERMISSIONS, owner, { roleId: editor.id, permissions: ['ORDERS_VIEW'] });
    expect(await perms()).toEqual(['ORDERS_VIEW']);
    const granted = await call('POST', PERMISSIONS, owner, {
      roleId: editor.id,
      permissions: ['MENU_MANAGE'],
    });
    expect(granted.json().permissions).toEqual(['ORDERS_VIEW', 'MENU_MANAGE']);
    expect(await perms()).toEqual(['ORDERS_VIEW', 'MENU_MANAGE']);

    const ownerRole = await call('POST', `${USERS}/updatestaffrole`, owner, {
      userId: ownerId,
      roleId: viewer.id,
    });
    expect(ownerRole.json().code).toBe('STAFF_OWNER_ROLE');
    const missing = await call('POST', `${USERS}/updatestaffrole`, owner, {
      userId: added.id,
      roleId: crypto.randomUUID(),
    });
    expect(missing.json()).toMatchObject({ code: 'ROLE_NOT_FOUND', errors: [{ field: 'roleId' }] });
  });

  it('refuses to delete a role in use and names who holds it', async () => {
    const role = await newRole('صبح');
    await call('POST', `${USERS}/addstaff`, owner, {
      phoneNumber: '09151110004',
      firstName: 'مینا',
      lastName: 'نوری',
      roleId: role.id,
    });
    const res = await call('DELETE', `${ROLES}/${role.id}`, owner);
    expect(res.statusCode).toBe(409);
    expect(res.json().code).toBe('ROLE_IN_USE');
    expect(res.json().errors[0].message).toContain('مینا نوری');
    expect((await call('GET', `${ROLES}/${role.id}`, owner)).json().staffCount).toBe(1);
  });

  it('removes a staff member (body carries the id) and their token stops working at once', async () => {
    const role = await newRole('موقت', ['ORDERS_VIEW']);
    const added = (await addStaff('09151110005', role.id)).json();
    const token = await loginAs(t, '09151110005', { isBackOffice: true });
    expect((await call('GET', `${PERMISSIONS}/me`, token)).statusCode).toBe(200);

    const removed = await call('DELETE', `${USERS}/removestaff`, owner, { userId: added.id });
    expect(removed.statusCode, removed.body).toBe(204);
    const after = await call('GET', `${PERMISSIONS}/me`, token);
    expect(after.statusCode).toBe(401);
    expect((await call('GET', `${USERS}?Search=09151110005`, owner)).json().totalCount).toBe(0);
    // The role is free again, and removing twice is a 404.
    expect((await call('DELETE', `${USERS}/removestaff`, owner, { userId: added.id })).statusCode).toBe(404);
    expect((await call('DELETE', `${ROLES}/${role.id}`, owner)).statusCode).toBe(204);
    // Added back, they work again.
    const role2 = await newRole('دوباره', ['ORDERS_VIEW']);
    expect((await addStaff('09151110005', role2.id)).statusCode).toBe(201);
  });

  it('ends a removed member’s sessions for good: added back, only a fresh login works', async () => {
    const role = await newRole('برگشتی', ['ORDERS_VIEW']);
    const added = (await addStaff('09151110009', role.id)).json();
    const before = await loginForTokens(t, '09151110009', { isBackOffice: true });
    expect((await call('DELETE', `${USERS}/removestaff`, owner, { userId: added.id })).statusCode).toBe(204);
    expect((await addStaff('09151110009', role.id)).statusCode).toBe(201);

    // Neither the access token nor the refresh token of before the removal opens anything again.
    expect((await call('GET', `${PERMISSIONS}/me`, before.token)).statusCode).toBe(401);
    const refreshed = await t.app.inject({
      method: 'POST',
      url: '/api-identity/identity/auth/refreshtoken',
      payload: { refreshToken: before.refreshToken },
      headers: { hostdomain: DEMO_HOST },
    });
    expect(refreshed.statusCode, refreshed.body).toBe(401);
    const { rows } = await t.database.executeSql(
      `SELECT count(*)::int AS n FROM sessions s JOIN users u ON u.id = s.user_id
        WHERE u.phone_number = '09151110009' AND s.revoked_at IS NULL`,
    );
    expect(Number(rows[0]!.n)).toBe(0);
    // A fresh login works.
    const after = await loginAs(t, '09151110009', { isBackOffice: true });
    expect((await call('GET', `${PERMISSIONS}/me`, after)).statusCode).toBe(200);
  });

  it('keeps the owner: not removable by themselves nor as the last owner', async () => {
    const self = await call('DELETE', `${USERS}/removestaff`, owner, { userId: ownerId });
    expect(self.statusCode).toBe(409);
    expect(self.json().code).toBe('STAFF_REMOVE_SELF');
    // A staff manager who is not the owner still cannot remove the only owner.
    const manager = await loginAsStaff(t, '09151110006', ['STAFF_MANAGE']);
    const last = await call('DELETE', `${USERS}/removestaff`, manager, { userId: ownerId });
    expect(last.statusCode).toBe(409);
    expect(last.json().code).toBe('STAFF_LAST_OWNER');
    expect((await call('GET', '/api-identity/identity/auth/me', owner)).statusCode).toBe(200);
  });

  it('answers another vendor’s ids with 404 and changes nothing', async () => {
    const role = await newRole('فقط دمو', ['ORDERS_VIEW']);
    const member = (await addStaff('09151110007', role.id)).json();
    const other = (id: string) => `${id}`;
    const asOther = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, body?: object) =>
      call(method, url, otherOwner, body, OTHER_HOST);
    const theirRole = (await asOther('POST', ROLES, { name: 'نقش کبابی', permissions: [] })).json();

    for (const res of [
      await asOther('GET', `${ROLES}/${other(role.id)}`),
      await asOther('PUT', ROLES, { id: role.id, name: 'ربوده', permissions: ['STAFF_MANAGE'] }),
      await asOther('DELETE', `${ROLES}/${role.id}`),
      await asOther('POST', PERMISSIONS, { roleId: role.id, permissions: ['STAFF_MANAGE'] }),
      await asOther('PUT', PERMISSIONS, { roleId: role.id, permissions: [] }),
      await asOther('GET', `${USERS}/${member.id}/roles`),
      await asOther('GET', `${USERS}/userroles/${member.id}`),
      await asOther('GET', `${PERMISSIONS}/userpermissions?userId=${member.id}`),
      await asOther('POST', `${USERS}/updatestaffrole`, { userId: member.id, roleId: theirRole.id }),
      await asOther('DELETE', `${USERS}/removestaff`, { userId: member.id }),
    ]) {
      expect(res.statusCode, res.body).toBe(404);
    }
    expect((await call('GET', `${ROLES}/${role.id}`, owner)).json()).toMatchObject({
      name: 'فقط دمو',
      permissions: ['ORDERS_VIEW'],
      staffCount: 1,
    });
    expect((await call('GET', `${USERS}/${member.id}/roles`, owner)).json()[0].id).toBe(role.id);
  });

  it('refuses customers and staff without STAFF_MANAGE', async () => {
    const limited = await loginAsStaff(t, '09151110008', ['ORDERS_VIEW', 'MENU_MANAGE']);
    for (const token of [customer, limited]) {
      for (const [method, url] of [
        ['GET', USERS],
        ['GET', ROLES],
        ['POST', ROLES],
        ['PUT', PERMISSIONS],
      ] as const) {
        const res = await call(method, url, token, method === 'GET' ? undefined : {});
        expect(res.statusCode).toBe(403);
        expect(res.json().code).toBe('ACCESS_DENIED_ERR');
      }
    }
    // The catalogue itself is for any staff member.
    const catalogue = (await call('GET', PERMISSIONS, limited)).json();
    expect(catalogue.find((a: { area: string }) => a.area === 'menu')).toMatchObject({
      label: 'منو',
      permissions: [
        { name: 'MENU_VIEW', label: 'مشاهده منو' },
        { name: 'MENU_MANAGE', label: 'ویرایش منو و قیمت‌ها' },
      ],
    });
  });
});
