import {
  ZAddStaff,
  ZCreateRole,
  ZPermissionCatalogue,
  ZRemoveStaff,
  ZRole,
  ZRolePage,
  ZRolePermissions,
  ZRoleQuery,
  ZRoleSummary,
  ZStaffMember,
  ZStaffPage,
  ZStaffQuery,
  ZUpdateRole,
  ZUpdateStaffRole,
  ZUserAccess,
  ZUserPermissionsQuery,
} from '@sofreh/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireAuth, requireVendor } from '../auth/auth.guard';
import type { StaffService } from './staff.service';

const USERS = '/api-identity/identity/users';
const ROLES = '/api-identity/identity/roles';
const PERMISSIONS = '/api-identity/identity/permissions';
const ZIdParam = z.object({ id: z.guid('شناسه معتبر نیست.') });
// Who works here and what they may do is one permission: whoever holds it can hand out any other.
const manage = { access: { permission: 'STAFF_MANAGE' as const } };

export async function staffRoutes(app: FastifyInstance, { staff }: { staff: StaffService }) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const usersTags = ['identity: staff'];
  r.get(
    USERS,
    {
      config: manage,
      schema: {
        tags: usersTags,
        summary: 'Owners and staff',
        querystring: ZStaffQuery,
        response: { 200: ZStaffPage },
      },
    },
    (request) => staff.listStaff(requireVendor(request), request.query),
  );
  r.post(
    `${USERS}/addstaff`,
    { config: manage, schema: { tags: usersTags, body: ZAddStaff, response: { 201: ZStaffMember } } },
    async (request, reply) =>
      reply.status(201).send(await staff.addStaff(requireVendor(request), request.body)),
  );
  r.delete(
    `${USERS}/removestaff`,
    { config: manage, schema: { tags: usersTags, body: ZRemoveStaff, response: { 204: z.null() } } },
    async (request, reply) => {
      await staff.removeStaff(requireVendor(request), requireAuth(request), request.body.userId);
      return reply.status(204).send(null);
    },
  );
  r.post(
    `${USERS}/updatestaffrole`,
    { config: manage, schema: { tags: usersTags, body: ZUpdateStaffRole, response: { 200: ZStaffMember } } },
    (request) => staff.updateStaffRole(requireVendor(request), request.body),
  );
  r.get(
    `${USERS}/:id/roles`,
    {
      config: manage,
      schema: { tags: usersTags, params: ZIdParam, response: { 200: z.array(ZRoleSummary) } },
    },
    (request) => staff.rolesOfUser(requireVendor(request), request.params.id),
  );
  r.get(
    `${USERS}/userroles/:id`,
    { config: manage, schema: { tags: usersTags, params: ZIdParam, response: { 200: ZUserAccess } } },
    (request) => staff.accessOfUser(requireVendor(request), request.params.id),
  );

  const rolesTags = ['identity: roles'];
  r.get(
    ROLES,
    { config: manage, schema: { tags: rolesTags, querystring: ZRoleQuery, response: { 200: ZRolePage } } },
    (request) => staff.listRoles(requireVendor(request), request.query),
  );
  r.get(
    `${ROLES}/:id`,
    { config: manage, schema: { tags: rolesTags, params: ZIdParam, response: { 200: ZRole } } },
    (request) => staff.getRole(requireVendor(request), request.params.id),
  );
  r.post(
    ROLES,
    { config: manage, schema: { tags: rolesTags, body: ZCreateRole, response: { 201: ZRole } } },
    async (request, reply) =>
      reply.status(201).send(await staff.createRole(requireVendor(request), request.body)),
  );
  r.put(
    ROLES,
    { config: manage, schema: { tags: rolesTags, body: ZUpdateRole, response: { 200: ZRole } } },
    (request) => staff.updateRole(requireVendor(request), request.body),
  );
  r.delete(
    `${ROLES}/:id`,
    { config: manage, schema: { tags: rolesTags, params: ZIdParam, response: { 204: z.null() } } },
    async (request, reply) => {
      await staff.deleteRole(requireVendor(request), request.params.id);
      return reply.status(204).send(null);
    },
  );

  const permissionsTags = ['identity: permissions'];
  r.get(
    PERMISSIONS,
    {
      // The catalogue is the same for everyone and names no one: any staff member may read it.
      config: { access: 'staff' },
      schema: {
        tags: permissionsTags,
        summary: 'The permission catalogue grouped by area',
        response: { 200: ZPermissionCatalogue },
      },
    },
    () => staff.catalogue(),
  );
  r.post(
    PERMISSIONS,
    {
      config: manage,
      schema: {
        tags: permissionsTags,
        summary: 'Grant permissions to a role',
        body: ZRolePermissions,
        response: { 200: ZRole },
      },
    },
    (request) => staff.setRolePermissions(requireVendor(request), request.body, 'add'),
  );
  r.put(
    PERMISSIONS,
    {
      config: manage,
      schema: {
        tags: permissionsTags,
        summary: 'Set a role’s permissions',
        body: ZRolePermissions,
        response: { 200: ZRole },
      },
    },
    (request) => staff.setRolePermissions(requireVendor(request), request.body, 'replace'),
  );
  r.get(
    `${PERMISSIONS}/userpermissions`,
    {
      config: manage,
      schema: {
        tags: permissionsTags,
        summary: 'A staff member’s permissions',
        querystring: ZUserPermissionsQuery,
        response: { 200: z.object({ permissions: ZUserAccess.shape.permissions }) },
      },
    },
    (request) => staff.permissionsOfUser(requireVendor(request), request.query.userId),
  );
}
