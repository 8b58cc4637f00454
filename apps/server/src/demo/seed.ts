import type { Database } from '../db/database';
import { ensureVendor } from '../orchestrators/vendor-onboarding';

export const DEMO_VENDOR_SLUG = 'demo';
export const DEMO_OWNER_PHONE = '09120000000';
export const DEMO_CUSTOMER_PHONE = '09121111111';

const everyDay = (['SAT', 'SUN', 'MON', 'TUE', 'WED', 'THU'] as const).map((dayOfWeek) => ({
  dayOfWeek,
  startTime: '11:00',
  endTime: '00:00',
}));

/** The demo restaurant: safe to run at every start. */
export async function seedDemo(database: Database) {
  return ensureVendor(database.db, {
    slug: DEMO_VENDOR_SLUG,
    name: 'رستوران نارنج',
    logoUrl: '/demo/logo.svg',
    owner: { phoneNumber: DEMO_OWNER_PHONE, firstName: 'مریم', lastName: 'احمدی' },
    customers: [{ phoneNumber: DEMO_CUSTOMER_PHONE, firstName: 'علی', lastName: 'رضایی' }],
    openingHours: [...everyDay, { dayOfWeek: 'FRI', startTime: '12:00', endTime: '00:00' }],
  });
}
