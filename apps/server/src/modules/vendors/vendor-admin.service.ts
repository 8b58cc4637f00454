import {
  normalizeIranianMobile,
  type TActivateVendor,
  type TAdminVendor,
  type TCreateVendor,
  type TPage,
  type TPageQuery,
  toLatinDigits,
} from '@sofreh/domain';
import type { Database } from '../../db/database';
import type { ChangePublisher } from '../../platform/change-feed';
import { AppError, fieldError } from '../../platform/errors';
import { containsPattern, pageResult, pageWindow } from '../../platform/paging';
import { announceAccessChange } from '../auth/access-changes';
import * as repo from './vendor-admin.repository';

/** Creating a vendor with its owner and built-in roles: the onboarding orchestrator, handed in. */
export type CreateVendorPort = (setup: {
  slug: string;
  name: string;
  domain?: string;
  owner: { phoneNumber: string };
}) => Promise<{ vendor: { id: string } }>;

function toAdminVendor(row: NonNullable<Awaited<ReturnType<typeof repo.findOne>>>): TAdminVendor {
  return {
    ...row,
    domains: row.domains ?? [],
    ownerPhones: row.ownerPhones ?? [],
    createdAt: row.createdAt.toISOString(),
  };
}

/** Platform administration of vendors (issue 6): list, create with owner, switch on and off. */
export function createVendorAdminService(deps: {
  database: Database;
  /** Switching a vendor on or off is announced, so every instance's host cache drops it at once. */
  changes: ChangePublisher;
  createVendor: CreateVendorPort;
}) {
  const db = deps.database.db;
  async function get(id: string) {
    const row = await repo.findOne(db, id);
    if (!row) throw new AppError('VENDOR_NOT_FOUND');
    return toAdminVendor(row);
  }
  return {
    async list(query: TPageQuery): Promise<TPage<TAdminVendor>> {
      // Persian digits typed into the search still find an owner's phone (stored in Latin digits).
      const pattern = containsPattern(query.search === undefined ? undefined : toLatinDigits(query.search));
      const [rows, total] = await Promise.all([
        repo.listPage(db, { pattern, ...pageWindow(query) }),
        repo.countMatching(db, pattern),
      ]);
      return pageResult(query, rows.map(toAdminVendor), total);
    },

    async create(input: TCreateVendor): Promise<TAdminVendor> {
      const phoneNumber = normalizeIranianMobile(input.ownerPhone);
      if (!phoneNumber) {
        throw new AppError('INVALID_PHONE_NUMBER', {
          errors: [fieldError('ownerPhone', 'شماره موبایل را به شکل ۰۹۱۲۳۴۵۶۷۸۹ وارد کنید.')],
        });
      }
      // Onboarding brings an existing vendor up to date; an administrator creating one must not.
      if (await repo.slugTaken(db, input.slug)) {
        throw new AppError('VENDOR_SLUG_EXISTS', {
          errors: [fieldError('slug', 'این نشانی کوتاه گرفته شده است.')],
        });
      }
      if (input.domain && (await repo.domainTaken(db, input.domain))) {
        throw new AppError('VENDOR_DOMAIN_EXISTS', {
          errors: [fieldError('domain', 'این دامنه گرفته شده است.')],
        });
      }
      const { vendor } = await deps.createVendor({
        slug: input.slug,
        name: input.name,
        domain: input.domain,
        owner: { phoneNumber },
      });
      return get(vendor.id);
    },

    /** Off: its sites and back office answer VENDOR_INACTIVE from the next request, on every instance. */
    async setActive(input: TActivateVendor): Promise<TAdminVendor> {
      const found = await deps.changes.transaction(async (tx, publish) => {
        if (!(await repo.setActive(tx, input.vendorId, input.active))) return false;
        await announceAccessChange(publish, { vendor: input.vendorId });
        return true;
      });
      if (!found) throw new AppError('VENDOR_NOT_FOUND');
      return get(input.vendorId);
    },
  };
}
export type VendorAdminService = ReturnType<typeof createVendorAdminService>;
