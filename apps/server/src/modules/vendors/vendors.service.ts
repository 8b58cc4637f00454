import {
  isVendorOpen,
  minutesOf,
  nextOpening,
  type TDeliveryType,
  type TVendorLanding,
  WEEKDAYS_IRANIAN_ORDER,
} from '@sofreh/domain';
import type { Database } from '../../db/database';
import type { Clock } from '../../platform/clock';
import type { VendorContext } from '../../platform/context';
import { AppError } from '../../platform/errors';
import * as repo from './vendors.repository';

export function createVendorsService(deps: { database: Database; clock: Clock }) {
  const db = deps.database.db;
  return {
    /** Public facts for the customer site (SPEC §7 vendors/landing); no login needed. */
    async getLanding(vendor: VendorContext): Promise<TVendorLanding> {
      const row = await repo.findVendorById(db, vendor.id);
      if (!row) throw new AppError('VENDOR_NOT_FOUND');
      // Shown to people in the Iranian week order, Saturday first.
      const hours = (await repo.listOpeningHours(db, vendor.id)).sort(
        (a, b) =>
          WEEKDAYS_IRANIAN_ORDER.indexOf(a.dayOfWeek) - WEEKDAYS_IRANIAN_ORDER.indexOf(b.dayOfWeek) ||
          minutesOf(a.startTime) - minutesOf(b.startTime),
      );
      const now = deps.clock.now();
      return {
        id: row.id,
        slug: row.slug,
        name: row.name,
        logoUrl: row.logoUrl,
        coverUrl: row.coverUrl,
        currency: row.currency,
        minimumBasket: row.minimumBasket,
        deliveryTypes: row.deliveryTypes as TDeliveryType[],
        offlineAccess: row.offlineAccess,
        isOpen: isVendorOpen(hours, now),
        nextOpening: nextOpening(hours, now),
        openingHours: hours,
      };
    },
  };
}
export type VendorsService = ReturnType<typeof createVendorsService>;
