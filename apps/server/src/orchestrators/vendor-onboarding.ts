import crypto from 'node:crypto';
import { BUILT_IN_ROLES, normalizeIranianMobile, type TWeekday } from '@sofreh/domain';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../db/database';
import { ACCESS_CHANGES, accessMessage } from '../modules/auth/access-changes';
import {
  addVendorCustomer,
  findMembership,
  findUserByPhone,
  insertUser,
} from '../modules/auth/auth.repository';
import { insertRolesIfNone } from '../modules/staff/staff.repository';
import { vendorMembers } from '../modules/staff/staff.schema';
import {
  findVendorByKey,
  insertVendor,
  insertVendorDomain,
  replaceOpeningHours,
} from '../modules/vendors/vendors.repository';
import { notify } from '../platform/change-feed';

export type PersonInput = { phoneNumber: string; firstName?: string; lastName?: string };

export type VendorSetup = {
  slug: string;
  name: string;
  owner: PersonInput;
  domain?: string;
  logoUrl?: string;
  openingHours?: Array<{ dayOfWeek: TWeekday; startTime: string; endTime: string }>;
  customers?: PersonInput[];
};

const SLUG = /^[a-z0-9](?:[a-z0-9-]{0,38}[a-z0-9])?$/;

/**
 * Creates a vendor with its owner (and optionally customers), or brings an existing one up to date:
 * running it twice changes nothing the second time. Used by the CLI and the demo seed.
 */
export async function ensureVendor(db: Db, setup: VendorSetup) {
  if (!SLUG.test(setup.slug))
    throw new Error(`Slug "${setup.slug}" must be lower-case letters, digits and dashes`);
  return db.transaction(async (tx) => {
    const vendor =
      (await findVendorByKey(tx, { slug: setup.slug })) ??
      (await insertVendor(tx, { slug: setup.slug, name: setup.name, logoUrl: setup.logoUrl ?? null }));
    if (setup.domain && !(await findVendorByKey(tx, { domain: setup.domain.toLowerCase() }))) {
      await insertVendorDomain(tx, vendor.id, setup.domain);
    }
    if (setup.openingHours) await replaceOpeningHours(tx, vendor.id, setup.openingHours);
    // Manager, cashier, kitchen, waiter: a start the owner edits; a vendor that has roles keeps its own.
    await insertRolesIfNone(tx, vendor.id, BUILT_IN_ROLES);

    const owner = await ensureUser(tx, setup.owner);
    if (!(await findMembership(tx, vendor.id, owner.id))) {
      await tx.insert(vendorMembers).values({ vendorId: vendor.id, userId: owner.id, kind: 'VENDOR' });
    } else {
      await tx
        .update(vendorMembers)
        .set({ kind: 'VENDOR', active: true })
        .where(and(eq(vendorMembers.vendorId, vendor.id), eq(vendorMembers.userId, owner.id)));
      // A staff member or biker made owner loses the sessions of their old kind on running servers.
      const member = { vendorId: vendor.id, userId: owner.id };
      await notify(tx, ACCESS_CHANGES, accessMessage({ member }));
    }
    for (const customer of setup.customers ?? []) {
      const user = await ensureUser(tx, customer);
      await addVendorCustomer(tx, vendor.id, user.id);
    }
    return { vendor, owner };
  });
}

async function ensureUser(tx: Parameters<Parameters<Db['transaction']>[0]>[0], person: PersonInput) {
  const phoneNumber = normalizeIranianMobile(person.phoneNumber);
  if (!phoneNumber) throw new Error(`"${person.phoneNumber}" is not an Iranian mobile number`);
  return (
    (await findUserByPhone(tx, phoneNumber)) ??
    (await insertUser(tx, {
      id: crypto.randomUUID(),
      phoneNumber,
      firstName: person.firstName ?? null,
      lastName: person.lastName ?? null,
    }))
  );
}
