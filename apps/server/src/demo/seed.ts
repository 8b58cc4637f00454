import type { Database } from '../db/database';
import type { FileStorage } from '../integrations/storage/file-storage';
import { ensureVendor } from '../orchestrators/vendor-onboarding';
import { DEMO_OPENING_HOURS } from './menu';
import { seedDemoDelivery } from './seed-delivery';
import { seedDemoDiscountCodes } from './seed-discount-codes';
import { seedDemoMenu } from './seed-menu';
import { seedDemoPayments } from './seed-payments';

export const DEMO_VENDOR_SLUG = 'demo';
export const DEMO_OWNER_PHONE = '09120000000';
export const DEMO_CUSTOMER_PHONE = '09121111111';

export type DemoSeedOptions = {
  /**
   * Also give the restaurant its Persian menu, its pictures stored in `storage` (the server's own
   * file storage, so that it serves them), its discount codes, and its delivery zones with the demo
   * customer's saved home address. Left out, only the restaurant and its people are made: tests that
   * build their own catalog and zones start from empty ones.
   */
  menu?: { storage: FileStorage };
};

/** The demo restaurant: safe to run at every start. `menuSeeded` says whether this run wrote the menu. */
export async function seedDemo(database: Database, options: DemoSeedOptions = {}) {
  const demo = await ensureVendor(database.db, {
    slug: DEMO_VENDOR_SLUG,
    name: 'رستوران نارنج',
    logoUrl: '/demo/logo.svg',
    owner: { phoneNumber: DEMO_OWNER_PHONE, firstName: 'مریم', lastName: 'احمدی' },
    customers: [{ phoneNumber: DEMO_CUSTOMER_PHONE, firstName: 'علی', lastName: 'رضایی' }],
    openingHours: DEMO_OPENING_HOURS,
  });
  await seedDemoPayments(database.db, demo.vendor.id);
  let menuSeeded = false;
  let discountCodesSeeded = false;
  let deliverySeeded = false;
  if (options.menu) {
    const { id, slug, name, active } = demo.vendor;
    menuSeeded = await seedDemoMenu(database, { id, slug, name, active }, options.menu.storage);
    // After the menu: the free-drink code gives one of its drinks.
    discountCodesSeeded = await seedDemoDiscountCodes(database, id);
    deliverySeeded = await seedDemoDelivery(database, id, DEMO_CUSTOMER_PHONE);
  }
  return { ...demo, menuSeeded, discountCodesSeeded, deliverySeeded };
}
