import crypto from 'node:crypto';
import {
  ALL_PERMISSIONS,
  BUILT_IN_ROLES,
  normalizeIranianMobile,
  permissionCatalogue,
  type TAddStaff,
  type TCreateRole,
  type TPage,
  type TPageQuery,
  type TPermission,
  type TRole,
  type TRolePermissions,
  type TStaffMember,
  type TUpdateRole,
  type TUpdateStaffRole,
  type TUserAccess,
  toLatinDigits,
} from '@sofreh/domain';
import { lockKeys } from '../../db/advisory-lock';
import type { Database, Executor } from '../../db/database';
import { type ChangePublisher, notify } from '../../platform/change-feed';
import type { Clock } from '../../platform/clock';
import type { AuthContext, VendorContext } from '../../platform/context';
import { AppError, fieldError } from '../../platform/errors';
import { containsPattern, pageResult, pageWindow } from '../../platform/paging';
import { ACCESS_CHANGES, accessMessage, announceAccessChange } from '../auth/access-changes';
import { endMemberSessions } from '../auth/member-sessions';
import { findUserByPhone, insertUser, updateUserProfile } from '../auth/people.service';
import * as repo from './staff.repository';

type Actor = Pick<AuthContext, 'userId'>;

const roleNotFound = (field = 'roleId') =>
  new AppError('ROLE_NOT_FOUND', { errors: [fieldError(field, 'این نقش در این رستوران پیدا نشد.')] });
const nameTaken = () =>
  new AppError('ROLE_NAME_EXISTS', { errors: [fieldError('name', 'نقشی با این نام وجود دارد.')] });

/** A role's permissions in catalogue order, unknown or repeated ones dropped. */
function cleanPermissions(list: readonly string[]): TPermission[] {
  const wanted = new Set(list);
  return ALL_PERMISSIONS.filter((p) => wanted.has(p));
}

function toRole(row: { id: string; name: string; permissions: string[]; staffCount: number }): TRole {
  return { ...row, permissions: cleanPermissions(row.permissions), staffCount: Number(row.staffCount) };
}

function toMember(row: NonNullable<Awaited<ReturnType<typeof repo.findStaff>>>): TStaffMember {
  return {
    id: row.id,
    phoneNumber: row.phoneNumber,
    firstName: row.firstName,
    lastName: row.lastName,
    kind: row.kind === 'VENDOR' ? 'VENDOR' : 'STAFF',
    roleId: row.kind === 'VENDOR' ? null : row.roleId,
    roleName: row.kind === 'VENDOR' ? null : row.roleName,
    createdAt: row.createdAt.toISOString(),
  };
}

const personName = (p: { firstName: string | null; lastName: string | null; phoneNumber: string }) =>
  [p.firstName, p.lastName].filter(Boolean).join(' ') || p.phoneNumber;

/**
 * Staff, roles and permissions of one vendor (SPEC §6, §7 /identity/users, /roles, /permissions).
 * Routes declare STAFF_MANAGE; every query is bounded by the vendor, so another vendor's ids are 404.
 * Every write of a membership or a role's permissions is announced on the access channel in its
 * transaction, so each instance drops the sessions it kept for it (decision 0027).
 */
export function createStaffService(deps: { database: Database; changes: ChangePublisher; clock: Clock }) {
  const db = deps.database.db;
  const { changes, clock } = deps;

  async function requireRole(tx: Executor, vendorId: string, roleId: string, field = 'roleId') {
    const role = await repo.findRole(tx, vendorId, roleId);
    if (!role) throw roleNotFound(field);
    return role;
  }

  async function getRole(vendor: VendorContext, id: string): Promise<TRole> {
    const row = await repo.findRole(db, vendor.id, id);
    if (!row) throw new AppError('ROLE_NOT_FOUND');
    return toRole(row);
  }

  async function getMember(vendor: VendorContext, userId: string) {
    const row = await repo.findStaff(db, vendor.id, userId);
    if (!row) throw new AppError('STAFF_NOT_FOUND');
    return row;
  }

  return {
    async listStaff(vendor: VendorContext, query: TPageQuery): Promise<TPage<TStaffMember>> {
      const pattern = containsPattern(query.search ? toLatinDigits(query.search) : undefined);
      const [rows, total] = await Promise.all([
        repo.listStaffPage(db, vendor.id, { pattern, ...pageWindow(query) }),
        repo.countStaff(db, vendor.id, pattern),
      ]);
      return pageResult(query, rows.map(toMember), total);
    },

    /** Adds a person by phone with a role; they log in to the back office with a code afterwards. */
    async addStaff(vendor: VendorContext, input: TAddStaff): Promise<TStaffMember> {
      const phoneNumber = normalizeIranianMobile(input.phoneNumber);
      if (!phoneNumber) {
        throw new AppError('INVALID_PHONE_NUMBER', {
          errors: [fieldError('phoneNumber', 'شماره موبایل را به شکل ۰۹۱۲۳۴۵۶۷۸۹ وارد کنید.')],
        });
      }
      const userId = await changes.transaction(async (tx, publish) => {
        await requireRole(tx, vendor.id, input.roleId);
        let user = await findUserByPhone(tx, phoneNumber);
        if (!user) {
          user = await insertUser(tx, {
            id: crypto.randomUUID(),
            phoneNumber,
            firstName: input.firstName,
            lastName: input.lastName,
          });
        } else if (!user.firstName) {
          // Someone who never finished registering: the owner's spelling of their name is the best we have.
          await updateUserProfile(tx, user.id, { firstName: input.firstName, lastName: input.lastName });
        }
        const existing = await repo.findAnyMembership(tx, vendor.id, user.id);
        if (existing?.active) {
          throw new AppError('STAFF_EXISTS', {
            errors: [fieldError('phoneNumber', 'این شماره قبلاً در فهرست کارکنان است.')],
          });
        }
        await repo.upsertStaffMembership(tx, vendor.id, user.id, input.roleId);
        // A former biker or someone switched off keeps no session here, but their membership changed.
        await announceAccessChange(publish, { member: { vendorId: vendor.id, userId: user.id } });
        return user.id;
      });
      return toMember((await repo.findStaff(db, vendor.id, userId))!);
    },

    async removeStaff(vendor: VendorContext, actor: Actor, userId: string) {
      await changes.transaction(async (tx, publish) => {
        const member = await repo.findAnyMembership(tx, vendor.id, userId);
        if (!member?.active || member.kind === 'BIKER') throw new AppError('STAFF_NOT_FOUND');
        if (userId === actor.userId) throw new AppError('STAFF_REMOVE_SELF');
        if (member.kind === 'VENDOR' && (await repo.countOwners(tx, vendor.id)) <= 1) {
          throw new AppError('STAFF_LAST_OWNER');
        }
        await repo.deleteMembership(tx, vendor.id, userId);
        await endMemberSessions(tx, publish, { vendorId: vendor.id, userId }, clock.now());
      });
    },

    async updateStaffRole(vendor: VendorContext, input: TUpdateStaffRole): Promise<TStaffMember> {
      await changes.transaction(async (tx, publish) => {
        const member = await repo.findAnyMembership(tx, vendor.id, input.userId);
        if (!member?.active || member.kind === 'BIKER') throw new AppError('STAFF_NOT_FOUND');
        if (member.kind === 'VENDOR') throw new AppError('STAFF_OWNER_ROLE');
        await requireRole(tx, vendor.id, input.roleId);
        await repo.setStaffRole(tx, vendor.id, input.userId, input.roleId);
        await announceAccessChange(publish, { member: { vendorId: vendor.id, userId: input.userId } });
      });
      return toMember(await getMember(vendor, input.userId));
    },

    /** GET /users/{id}/roles: the roles a person holds here (none for the owner, one for staff). */
    async rolesOfUser(vendor: VendorContext, userId: string) {
      const member = await getMember(vendor, userId);
      if (member.kind === 'VENDOR' || !member.roleId || !member.roleName) return [];
      return [
        {
          id: member.roleId,
          name: member.roleName,
          permissions: cleanPermissions(member.rolePermissions ?? []),
        },
      ];
    },

    /** GET /users/userroles/{id}: kind, roles and the permissions they add up to. */
    async accessOfUser(vendor: VendorContext, userId: string): Promise<TUserAccess> {
      const member = await getMember(vendor, userId);
      const roles = await this.rolesOfUser(vendor, userId);
      const owner = member.kind === 'VENDOR';
      return {
        userId,
        kind: owner ? 'VENDOR' : 'STAFF',
        roles,
        permissions: owner ? [...ALL_PERMISSIONS] : (roles[0]?.permissions ?? []),
      };
    },

    async listRoles(vendor: VendorContext, query: TPageQuery): Promise<TPage<TRole>> {
      const pattern = containsPattern(query.search);
      const [rows, total] = await Promise.all([
        repo.listRolesPage(db, vendor.id, { pattern, ...pageWindow(query) }),
        repo.countRoles(db, vendor.id, pattern),
      ]);
      return pageResult(query, rows.map(toRole), total);
    },

    getRole,

    async createRole(vendor: VendorContext, input: TCreateRole): Promise<TRole> {
      const id = await db.transaction(async (tx) => {
        // One writer of a vendor's role names at a time, so the check below cannot race another create.
        await lockVendorRoles(tx, vendor.id);
        if (await repo.roleNameTaken(tx, vendor.id, input.name)) throw nameTaken();
        return repo.insertRole(tx, vendor.id, {
          name: input.name,
          permissions: cleanPermissions(input.permissions),
        });
      });
      return getRole(vendor, id);
    },

    async updateRole(vendor: VendorContext, input: TUpdateRole): Promise<TRole> {
      await changes.transaction(async (tx, publish) => {
        await lockVendorRoles(tx, vendor.id);
        if (!(await repo.findRole(tx, vendor.id, input.id))) throw new AppError('ROLE_NOT_FOUND');
        if (await repo.roleNameTaken(tx, vendor.id, input.name, input.id)) throw nameTaken();
        await repo.updateRole(tx, vendor.id, input.id, {
          name: input.name,
          permissions: cleanPermissions(input.permissions),
        });
        await announceAccessChange(publish, { role: { vendorId: vendor.id, roleId: input.id } });
      });
      return getRole(vendor, input.id);
    },

    async deleteRole(vendor: VendorContext, id: string) {
      await changes.transaction(async (tx, publish) => {
        if (!(await repo.findRole(tx, vendor.id, id, true))) throw new AppError('ROLE_NOT_FOUND');
        const holders = await repo.holdersOfRole(tx, vendor.id, id);
        if (holders.length > 0) {
          throw new AppError('ROLE_IN_USE', {
            errors: [fieldError('id', `این نقش را این افراد دارند: ${holders.map(personName).join('، ')}`)],
          });
        }
        await repo.deleteRole(tx, vendor.id, id);
        // Only people switched off may still name it, and they keep no session; announced all the same.
        await announceAccessChange(publish, { role: { vendorId: vendor.id, roleId: id } });
      });
    },

    catalogue: () => permissionCatalogue(),

    /** POST /identity/permissions adds to a role's permissions; PUT (`replace`) sets them. */
    async setRolePermissions(vendor: VendorContext, input: TRolePermissions, mode: 'add' | 'replace') {
      await changes.transaction(async (tx, publish) => {
        const role = await repo.findRole(tx, vendor.id, input.roleId, true);
        if (!role) throw roleNotFound();
        const next = mode === 'add' ? [...role.permissions, ...input.permissions] : input.permissions;
        await repo.updateRole(tx, vendor.id, input.roleId, { permissions: cleanPermissions(next) });
        await announceAccessChange(publish, { role: { vendorId: vendor.id, roleId: input.roleId } });
      });
      return getRole(vendor, input.roleId);
    },

    async permissionsOfUser(vendor: VendorContext, userId: string) {
      return { permissions: (await this.accessOfUser(vendor, userId)).permissions };
    },
  };
}
export type StaffService = ReturnType<typeof createStaffService>;

const lockVendorRoles = (tx: Executor, vendorId: string) => lockKeys(tx, [`roles:${vendorId}`]);

// ─── For vendor onboarding (the CLI, the demo seed, tests) ─────────────────────────────────────────

/** Manager, cashier, kitchen, waiter: a start the owner edits; a vendor that has roles keeps its own. */
export function giveBuiltInRoles(tx: Executor, vendorId: string) {
  return repo.insertRolesIfNone(tx, vendorId, BUILT_IN_ROLES);
}

/**
 * Makes the person the vendor's owner. A staff member or biker made owner loses the sessions of
 * their old kind on running servers (announced when the transaction commits).
 */
export async function makeOwner(tx: Executor, vendorId: string, userId: string) {
  if (!(await repo.findAnyMembership(tx, vendorId, userId))) {
    await repo.insertOwnerMembership(tx, vendorId, userId);
    return;
  }
  await repo.setOwnerMembership(tx, vendorId, userId);
  await notify(tx, ACCESS_CHANGES, accessMessage({ member: { vendorId, userId } }));
}
