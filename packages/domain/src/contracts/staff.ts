import { z } from 'zod';
import { pageOf, ZPageQuery } from '../pagination';
import { Permission } from '../permissions';
import { normalizePersianLetters } from './catalog';

const ZId = z.guid('شناسه معتبر نیست.');

const ZPersonName = (missing: string) =>
  z.string().trim().min(1, missing).max(50, 'حداکثر ۵۰ حرف.').overwrite(normalizePersianLetters);

export const ZRoleName = z
  .string()
  .trim()
  .min(1, 'نام نقش را وارد کنید.')
  .max(50, 'نام نقش حداکثر ۵۰ حرف است.')
  .overwrite(normalizePersianLetters);

/** A role of a vendor: a name and the permissions staff holding it have. */
export const ZRole = z.object({
  id: z.string(),
  name: z.string().describe('e.g. «مسئول صندوق»'),
  permissions: z.array(Permission),
  staffCount: z.number().int().describe('How many staff members hold this role'),
});
export type TRole = z.infer<typeof ZRole>;

export const ZRoleQuery = ZPageQuery;
export const ZRolePage = pageOf(ZRole);

export const ZCreateRole = z.object({
  name: ZRoleName,
  permissions: z.array(Permission).max(100).default([]),
});
export type TCreateRole = z.infer<typeof ZCreateRole>;
export const ZUpdateRole = ZCreateRole.extend({ id: ZId });
export type TUpdateRole = z.infer<typeof ZUpdateRole>;

/**
 * POST /identity/permissions grants permissions to a role (adding to what it has); PUT replaces the
 * role's whole set. The catalogue itself is fixed in code (GET /identity/permissions).
 */
export const ZRolePermissions = z.object({ roleId: ZId, permissions: z.array(Permission).max(100) });
export type TRolePermissions = z.infer<typeof ZRolePermissions>;

export const ZPermissionCatalogue = z.array(
  z.object({
    area: z.string().describe('orders, menu, discounts, …'),
    label: z.string(),
    permissions: z.array(z.object({ name: Permission, label: z.string() })),
  }),
);
export type TPermissionCatalogue = z.infer<typeof ZPermissionCatalogue>;

export const StaffKind = z.enum(['VENDOR', 'STAFF']);

/** Someone who works for the vendor: its owner (kind VENDOR, every permission) or a staff member. */
export const ZStaffMember = z.object({
  id: z.string().describe('The person’s user id'),
  phoneNumber: z.string(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  kind: StaffKind,
  roleId: z.string().nullable().describe('Null for the owner'),
  roleName: z.string().nullable(),
  createdAt: z.string().describe('When they were added, ISO 8601'),
});
export type TStaffMember = z.infer<typeof ZStaffMember>;

export const ZStaffQuery = ZPageQuery;
export const ZStaffPage = pageOf(ZStaffMember);

export const ZAddStaff = z.object({
  phoneNumber: z.string().trim().min(1, 'شماره موبایل را وارد کنید.').max(20),
  firstName: ZPersonName('نام را وارد کنید.'),
  lastName: ZPersonName('نام خانوادگی را وارد کنید.'),
  roleId: ZId,
});
export type TAddStaff = z.infer<typeof ZAddStaff>;

/** The body of DELETE /identity/users/removestaff (SPEC §6: the body carries the identification). */
export const ZRemoveStaff = z.object({ userId: ZId });
export const ZUpdateStaffRole = z.object({ userId: ZId, roleId: ZId });
export type TUpdateStaffRole = z.infer<typeof ZUpdateStaffRole>;

export const ZRoleSummary = z.object({ id: z.string(), name: z.string(), permissions: z.array(Permission) });

/** GET /identity/users/userroles/{id}: what a person is at this vendor and what they may do. */
export const ZUserAccess = z.object({
  userId: z.string(),
  kind: StaffKind,
  roles: z.array(ZRoleSummary),
  permissions: z.array(Permission),
});
export type TUserAccess = z.infer<typeof ZUserAccess>;

export const ZUserPermissionsQuery = z.object({ userId: ZId });
