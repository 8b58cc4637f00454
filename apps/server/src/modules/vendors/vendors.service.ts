import {
  isVendorOpen,
  minutesOf,
  nextOpening,
  type OpeningHours,
  type TCreateOpeningHours,
  type TDeliveryType,
  type TSellChannel,
  type TUpdateVendorProfile,
  type TVendorLanding,
  type TVendorProfile,
  type TWeekday,
  WEEKDAYS_IRANIAN_ORDER,
} from '@sofreh/domain';
import type { Database, Executor } from '../../db/database';
import type { Clock } from '../../platform/clock';
import type { VendorContext } from '../../platform/context';
import { AppError, fieldError } from '../../platform/errors';
import * as repo from './vendors.repository';

/** People read hours in the Iranian week order, Saturday first, then by start time. */
function byIranianWeek<T extends OpeningHours>(hours: T[]): T[] {
  return [...hours].sort(
    (a, b) =>
      WEEKDAYS_IRANIAN_ORDER.indexOf(a.dayOfWeek) - WEEKDAYS_IRANIAN_ORDER.indexOf(b.dayOfWeek) ||
      minutesOf(a.startTime) - minutesOf(b.startTime),
  );
}

function toProfile(row: repo.VendorRow): TVendorProfile {
  return {
    id: row.id,
    slug: row.slug,
    name: row.name,
    logoUrl: row.logoUrl,
    coverUrl: row.coverUrl,
    phone: row.phone,
    address: row.address,
    latitude: row.latitude,
    longitude: row.longitude,
    currency: row.currency,
    minimumBasket: row.minimumBasket,
    taxPercent: row.taxPercent,
    serviceFeeType: row.serviceFeeType,
    serviceFeeValue: row.serviceFeeValue,
    preparationMinutes: row.preparationMinutes,
    deliveryTypes: row.deliveryTypes as TDeliveryType[],
    sellChannels: row.sellChannels as TSellChannel[],
    offlineAccess: row.offlineAccess,
    printItemsOnFactor: row.printItemsOnFactor,
  };
}

export function createVendorsService(deps: { database: Database; clock: Clock }) {
  const db = deps.database.db;

  async function loadVendor(vendor: VendorContext) {
    const row = await repo.findVendorById(db, vendor.id);
    if (!row) throw new AppError('VENDOR_NOT_FOUND');
    return row;
  }

  return {
    /** Public facts for the customer site (SPEC §7 vendors/landing); no login needed. */
    async getLanding(vendor: VendorContext): Promise<TVendorLanding> {
      const row = await loadVendor(vendor);
      const hours = byIranianWeek(await repo.listOpeningHours(db, vendor.id));
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
        sellChannels: row.sellChannels as TSellChannel[],
        offlineAccess: row.offlineAccess,
        isOpen: isVendorOpen(hours, now),
        nextOpening: nextOpening(hours, now),
        openingHours: hours,
      };
    },

    /** The channels the vendor sells on: what a new menu category starts on (the catalog's port). */
    async sellChannelsOf(vendorId: string): Promise<TSellChannel[]> {
      const row = await repo.findVendorById(db, vendorId);
      return (row?.sellChannels ?? []) as TSellChannel[];
    },

    async getProfile(vendor: VendorContext): Promise<TVendorProfile> {
      return toProfile(await loadVendor(vendor));
    },

    async updateProfile(vendor: VendorContext, input: TUpdateVendorProfile): Promise<TVendorProfile> {
      const current = await loadVendor(vendor);
      const feeType = input.serviceFeeType ?? current.serviceFeeType;
      const feeValue = input.serviceFeeValue ?? current.serviceFeeValue;
      if (feeType === 'PERCENTAGE' && feeValue > 100) {
        throw new AppError('BAD_REQUEST', {
          errors: [fieldError('serviceFeeValue', 'کارمزد درصدی حداکثر ۱۰۰ است.')],
        });
      }
      const row = await repo.updateVendor(db, vendor.id, input);
      return toProfile(row!);
    },

    async setPrintItemsOnFactor(vendor: VendorContext, printItemsOnFactor: boolean): Promise<TVendorProfile> {
      const row = await repo.updateVendor(db, vendor.id, { printItemsOnFactor });
      if (!row) throw new AppError('VENDOR_NOT_FOUND');
      return toProfile(row);
    },

    async listOpeningHours(vendor: VendorContext) {
      return byIranianWeek(await repo.listOpeningHours(db, vendor.id));
    },

    addOpeningHours(vendor: VendorContext, input: TCreateOpeningHours) {
      return db.transaction(async (tx) => {
        // Windows added together are checked one after another, so no two of them can overlap.
        await repo.lockOpeningHours(tx, vendor.id);
        const existing = await repo.listOpeningHours(tx, vendor.id);
        const start = minutesOf(input.startTime);
        const end = input.endTime === '00:00' ? 24 * 60 : minutesOf(input.endTime);
        const overlaps = existing.some((h) => {
          if (h.dayOfWeek !== input.dayOfWeek) return false;
          const hEnd = h.endTime === '00:00' ? 24 * 60 : minutesOf(h.endTime);
          return start < hEnd && minutesOf(h.startTime) < end;
        });
        if (overlaps) {
          throw new AppError('BAD_REQUEST', {
            errors: [fieldError('startTime', 'این بازه با ساعت کاری دیگری در همین روز هم‌پوشانی دارد.')],
          });
        }
        return repo.insertOpeningHours(tx, vendor.id, input);
      });
    },

    async deleteOpeningHours(vendor: VendorContext, id: string) {
      if (!(await repo.deleteOpeningHours(db, vendor.id, id))) throw new AppError('NOT_FOUND');
    },
  };
}
export type VendorsService = ReturnType<typeof createVendorsService>;

/**
 * The vendor with this slug, made when there is none, with its domain and opening hours when given
 * (vendor onboarding: the CLI, the demo seed, tests). Running it again changes nothing the second time:
 * an existing vendor keeps its own opening hours.
 */
export async function ensureVendorRecord(
  tx: Executor,
  setup: {
    slug: string;
    name: string;
    logoUrl?: string;
    domain?: string;
    openingHours?: Array<{ dayOfWeek: TWeekday; startTime: string; endTime: string }>;
  },
) {
  const existing = await repo.findVendorByKey(tx, { slug: setup.slug });
  const vendor =
    existing ??
    (await repo.insertVendor(tx, { slug: setup.slug, name: setup.name, logoUrl: setup.logoUrl ?? null }));
  if (setup.domain && !(await repo.findVendorByKey(tx, { domain: setup.domain.toLowerCase() }))) {
    await repo.insertVendorDomain(tx, vendor.id, setup.domain);
  }
  // Only a vendor made now gets them: the demo seeds at every start, and its owner's edited hours
  // must survive a restart (issue 19 point 17).
  if (setup.openingHours && !existing) await repo.replaceOpeningHours(tx, vendor.id, setup.openingHours);
  return vendor;
}

/** The vendor's name (a refund names it to the gateway); null for no such vendor. */
export async function findVendorName(executor: Executor, vendorId: string): Promise<string | null> {
  return (await repo.findVendorById(executor, vendorId))?.name ?? null;
}

/** The vendor's name and whether a receipt lists the items (the printing module draws receipts). */
export const vendorPrintOptions = repo.vendorPrintOptions;
