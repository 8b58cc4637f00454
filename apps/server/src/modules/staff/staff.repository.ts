import { and, asc, count, desc, eq, ilike, inArray, or, sql } from 'drizzle-orm';
import type { Executor } from '../../db/database';
import { users } from '../auth/auth.schema';
import { roles, vendorMembers } from './staff.schema';

/** Owners and staff; bikers are people of another screen. */
const WORKERS = inArray(vendorMembers.kind, ['VENDOR', 'STAFF']);

const memberColumns = {
  id: users.id,
  phoneNumber: users.phoneNumber,
  firstName: users.firstName,
  lastName: users.lastName,
  kind: vendorMembers.kind,
  active: vendorMembers.active,
  roleId: vendorMembers.roleId,
  roleName: roles.name,
  rolePermissions: roles.permissions,
  createdAt: vendorMembers.createdAt,
};

function staffMatching(vendorId: string, pattern: string | null) {
  return and(
    eq(vendorMembers.vendorId, vendorId),
    eq(vendorMembers.active, true),
    WORKERS,
    pattern
      ? or(
          ilike(sql`coalesce(${users.firstName}, '') || ' ' || coalesce(${users.lastName}, '')`, pattern),
          ilike(users.phoneNumber, pattern),
          ilike(roles.name, pattern),
        )
      : undefined,
  );
}

function staffQuery(db: Executor) {
  return db
    .select(memberColumns)
    .from(vendorMembers)
    .innerJoin(users, eq(users.id, vendorMembers.userId))
    .leftJoin(roles, and(eq(roles.vendorId, vendorMembers.vendorId), eq(roles.id, vendorMembers.roleId)));
}

export function listStaffPage(
  db: Executor,
  vendorId: string,
  page: { pattern: string | null; limit: number; offset: number },
) {
  return staffQuery(db)
    .where(staffMatching(vendorId, page.pattern))
    .orderBy(desc(sql`${vendorMembers.kind} = 'VENDOR'`), asc(vendorMembers.createdAt), asc(users.id))
    .limit(page.limit)
    .offset(page.offset);
}

export async function countStaff(db: Executor, vendorId: string, pattern: string | null) {
  const [row] = await db
    .select({ n: count() })
    .from(vendorMembers)
    .innerJoin(users, eq(users.id, vendorMembers.userId))
    .leftJoin(roles, and(eq(roles.vendorId, vendorMembers.vendorId), eq(roles.id, vendorMembers.roleId)))
    .where(staffMatching(vendorId, pattern));
  return row?.n ?? 0;
}

/** An active owner or staff member of the vendor, with their role. */
export async function findStaff(db: Executor, vendorId: string, userId: string) {
  const [row] = await staffQuery(db).where(
    and(
      eq(vendorMembers.vendorId, vendorId),
      eq(vendorMembers.userId, userId),
      eq(vendorMembers.active, true),
      WORKERS,
    ),
  );
  return row ?? null;
}

/** Any membership row, active or not, of any kind: adding someone must not collide with it. */
export async function findAnyMembership(db: Executor, vendorId: string, userId: string) {
  const [row] = await db
    .select({ kind: vendorMembers.kind, active: vendorMembers.active })
    .from(vendorMembers)
    .where(and(eq(vendorMembers.vendorId, vendorId), eq(vendorMembers.userId, userId)))
    .for('update');
  return row ?? null;
}

export async function countOwners(db: Executor, vendorId: string) {
  const [row] = await db
    .select({ n: count() })
    .from(vendorMembers)
    .where(
      and(
        eq(vendorMembers.vendorId, vendorId),
        eq(vendorMembers.kind, 'VENDOR'),
        eq(vendorMembers.active, true),
      ),
    );
  return row?.n ?? 0;
}

export async function upsertStaffMembership(db: Executor, vendorId: string, userId: string, roleId: string) {
  await db
    .insert(vendorMembers)
    .values({ vendorId, userId, kind: 'STAFF', roleId, active: true })
    .onConflictDoUpdate({
      target: [vendorMembers.vendorId, vendorMembers.userId],
      set: { kind: 'STAFF', roleId, active: true },
    });
}

export async function setStaffRole(db: Executor, vendorId: string, userId: string, roleId: string) {
  const rows = await db
    .update(vendorMembers)
    .set({ roleId })
    .where(
      and(
        eq(vendorMembers.vendorId, vendorId),
        eq(vendorMembers.userId, userId),
        eq(vendorMembers.kind, 'STAFF'),
        eq(vendorMembers.active, true),
      ),
    )
    .returning({ userId: vendorMembers.userId });
  return rows.length === 1;
}

/** Removing someone deletes their membership (their sessions are revoked with it, `endMemberSessions`). */
export async function deleteMembership(db: Executor, vendorId: string, userId: string) {
  const rows = await db
    .delete(vendorMembers)
    .where(and(eq(vendorMembers.vendorId, vendorId), eq(vendorMembers.userId, userId), WORKERS))
    .returning({ userId: vendorMembers.userId });
  return rows.length === 1;
}

// Roles

// The outer table named in full: drizzle writes a bare column name, which the subquery would read as its own.
const staffCount = sql<number>`(select count(*)::int from vendor_members m where m.vendor_id = roles.vendor_id and m.role_id = roles.id and m.active)`;
const roleColumns = { id: roles.id, name: roles.name, permissions: roles.permissions, staffCount };

function rolesMatching(vendorId: string, pattern: string | null) {
  return and(eq(roles.vendorId, vendorId), pattern ? ilike(roles.name, pattern) : undefined);
}

export function listRolesPage(
  db: Executor,
  vendorId: string,
  page: { pattern: string | null; limit: number; offset: number },
) {
  return db
    .select(roleColumns)
    .from(roles)
    .where(rolesMatching(vendorId, page.pattern))
    .orderBy(asc(roles.createdAt), asc(roles.name))
    .limit(page.limit)
    .offset(page.offset);
}

export async function countRoles(db: Executor, vendorId: string, pattern: string | null) {
  const [row] = await db.select({ n: count() }).from(roles).where(rolesMatching(vendorId, pattern));
  return row?.n ?? 0;
}

export async function findRole(db: Executor, vendorId: string, id: string, lock = false) {
  const query = db
    .select(roleColumns)
    .from(roles)
    .where(and(eq(roles.vendorId, vendorId), eq(roles.id, id)));
  const [row] = lock ? await query.for('update') : await query;
  return row ?? null;
}

export async function roleNameTaken(db: Executor, vendorId: string, name: string, exceptId?: string) {
  const [row] = await db
    .select({ id: roles.id })
    .from(roles)
    .where(and(eq(roles.vendorId, vendorId), eq(roles.name, name)));
  return Boolean(row && row.id !== exceptId);
}

export async function insertRole(
  db: Executor,
  vendorId: string,
  role: { name: string; permissions: string[] },
) {
  const [row] = await db
    .insert(roles)
    .values({ vendorId, ...role })
    .returning({ id: roles.id });
  return row!.id;
}

export async function updateRole(
  db: Executor,
  vendorId: string,
  id: string,
  change: { name?: string; permissions: string[] },
) {
  const rows = await db
    .update(roles)
    .set(change)
    .where(and(eq(roles.vendorId, vendorId), eq(roles.id, id)))
    .returning({ id: roles.id });
  return rows.length === 1;
}

export async function deleteRole(db: Executor, vendorId: string, id: string) {
  const rows = await db
    .delete(roles)
    .where(and(eq(roles.vendorId, vendorId), eq(roles.id, id)))
    .returning({ id: roles.id });
  return rows.length === 1;
}

/** Who holds a role (active staff), by name, for the "in use" answer. */
export function holdersOfRole(db: Executor, vendorId: string, roleId: string) {
  return db
    .select({ firstName: users.firstName, lastName: users.lastName, phoneNumber: users.phoneNumber })
    .from(vendorMembers)
    .innerJoin(users, eq(users.id, vendorMembers.userId))
    .where(
      and(
        eq(vendorMembers.vendorId, vendorId),
        eq(vendorMembers.roleId, roleId),
        eq(vendorMembers.active, true),
      ),
    )
    .orderBy(asc(vendorMembers.createdAt))
    .limit(20);
}

/** A vendor's roles to start with, when it has none yet (new vendors, the demo vendor). */
export async function insertRolesIfNone(
  db: Executor,
  vendorId: string,
  builtIn: ReadonlyArray<{ name: string; permissions: readonly string[] }>,
) {
  if ((await countRoles(db, vendorId, null)) > 0) return;
  await db
    .insert(roles)
    .values(builtIn.map((role) => ({ vendorId, name: role.name, permissions: [...role.permissions] })))
    .onConflictDoNothing();
}

/** A new owner's membership (kind VENDOR: every permission). */
export async function insertOwnerMembership(db: Executor, vendorId: string, userId: string) {
  await db.insert(vendorMembers).values({ vendorId, userId, kind: 'VENDOR' });
}

/** An existing member (of any kind, active or not) made the vendor's owner. */
export async function setOwnerMembership(db: Executor, vendorId: string, userId: string) {
  await db
    .update(vendorMembers)
    .set({ kind: 'VENDOR', active: true })
    .where(and(eq(vendorMembers.vendorId, vendorId), eq(vendorMembers.userId, userId)));
}
