import crypto from 'node:crypto';
import { normalizeIranianMobile, type TWeekday } from '@sofreh/domain';
import type { Db } from '../db/database';
import { findUserByPhone, insertUser } from '../modules/auth/people.service';
import { linkCustomer } from '../modules/customers/customers.service';
import { giveBuiltInRoles, makeOwner } from '../modules/staff/staff.service';
import { ensureVendorRecord } from '../modules/vendors/vendors.service';

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
    const vendor = await ensureVendorRecord(tx, setup);
    await giveBuiltInRoles(tx, vendor.id);
    const owner = await ensureUser(tx, setup.owner);
    await makeOwner(tx, vendor.id, owner.id);
    for (const customer of setup.customers ?? []) {
      const user = await ensureUser(tx, customer);
      await linkCustomer(tx, vendor.id, user.id);
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
