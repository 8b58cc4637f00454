import crypto from 'node:crypto';
import type { TPermission } from '@sofreh/domain';
import { roles, users, vendorMembers } from '../src/db/schema';
import type { TestApp } from './app';
import { loginAs } from './login';

/**
 * A staff member of the demo vendor whose role holds only `permissions`, logged in to the back
 * office. Returns the access token. For "this permission is needed" tests.
 */
export async function loginAsStaff(
  t: TestApp,
  phoneNumber: string,
  permissions: TPermission[],
): Promise<string> {
  const vendorId = t.demo.vendor.id;
  const [role] = await t.database.db
    .insert(roles)
    .values({ vendorId, name: `نقش ${phoneNumber}`, permissions })
    .returning({ id: roles.id });
  const userId = crypto.randomUUID();
  await t.database.db
    .insert(users)
    .values({ id: userId, phoneNumber, firstName: 'کارمند', lastName: 'آزمایشی' });
  await t.database.db.insert(vendorMembers).values({ vendorId, userId, kind: 'STAFF', roleId: role!.id });
  return loginAs(t, phoneNumber, { isBackOffice: true });
}
