import crypto from 'node:crypto';
import {
  normalizeIranianMobile,
  type TCustomer,
  type TCustomerInformation,
  type TCustomerSearchQuery,
  type TCustomersQuery,
  type TOfflineAddress,
  type TPage,
  type TPermission,
  toLatinDigits,
  type ZCreateCustomerRequest,
  type ZOfflineAddressRequest,
  type ZUpdateCustomerRequest,
  type ZUpdateOfflineAddressRequest,
} from '@sofreh/domain';
import type { z } from 'zod';
import type { Database } from '../../db/database';
import type { AuthContext, VendorContext } from '../../platform/context';
import { AppError, fieldError } from '../../platform/errors';
import { containsPattern, pageResult, pageWindow } from '../../platform/paging';
import { insertUser } from '../auth/people.service';
import { createAddressesService, ownerOfAddress } from '../delivery/addresses.service';
import { createDeliveryPricesService } from '../delivery/delivery-prices.service';
import * as repo from './customers.repository';

const VIEW: TPermission = 'CUSTOMERS_VIEW';
const MANAGE: TPermission = 'CUSTOMERS_MANAGE';

/** The vendor's owner or staff holding `permission`; anyone else is refused before anything is read. */
function requireStaff(auth: AuthContext, permission: TPermission) {
  const isStaff = auth.kind === 'VENDOR' || auth.kind === 'STAFF';
  if (!isStaff || !auth.permissions.has(permission)) throw new AppError('ACCESS_DENIED_ERR');
}

function toCustomer(row: repo.CustomerRow): TCustomer {
  return {
    id: row.id,
    firstName: row.firstName,
    lastName: row.lastName,
    phoneNumber: row.phoneNumber,
    createdAt: row.createdAt.toISOString(),
  };
}

/** Digits (Persian or Latin, spaces and dashes ignored) search the phone; other text the name. */
function filterOf(search: string | undefined): repo.CustomerFilter {
  const text = toLatinDigits(search ?? '').trim();
  if (!text) return { phoneContains: null, namePattern: null };
  const digits = text.replace(/[\s\-+()]/g, '');
  if (/^\d+$/.test(digits)) {
    // +98 912… and 98912… are the same phone as 0912…
    const local = digits.replace(/^(0098|98)(?=9)/, '0');
    return { phoneContains: local, namePattern: null };
  }
  return { phoneContains: null, namePattern: containsPattern(text) };
}

/**
 * The vendor's customers for its staff (SPEC §7 /identity/customers) and the addresses staff write for
 * them (/identity/address/offline). A person of another vendor is CUSTOMER_NOT_FOUND (404) here.
 * Addresses and their delivery zones belong to the delivery module: used through its services.
 */
export function createCustomersService(deps: { database: Database }) {
  const { database } = deps;
  const db = database.db;
  const addresses = createAddressesService({ database });
  const prices = createDeliveryPricesService({ database });

  async function requireCustomer(vendor: VendorContext, userId: string) {
    const row = await repo.findCustomer(db, vendor.id, userId);
    if (!row) throw new AppError('CUSTOMER_NOT_FOUND');
    return row;
  }

  /** One address of the customer with its zone and price. */
  async function withDelivery(vendor: VendorContext, customerId: string, addressId: string) {
    const all = await prices.addressesWithDelivery(vendor, customerId, undefined);
    const found = all.find((a) => a.id === addressId);
    if (!found) throw new AppError('ADDRESS_NOT_FOUND');
    return { ...found, customerId } satisfies TOfflineAddress;
  }

  return {
    async list(vendor: VendorContext, auth: AuthContext, query: TCustomersQuery): Promise<TPage<TCustomer>> {
      requireStaff(auth, VIEW);
      const filter = filterOf(query.search);
      const [rows, total] = await Promise.all([
        repo.listCustomers(db, vendor.id, filter, pageWindow(query)),
        repo.countCustomers(db, vendor.id, filter),
      ]);
      return pageResult(query, rows.map(toCustomer), total);
    },

    /** The ordering screen's lookup while the number is typed: phones starting with these digits. */
    async searchByPhone(vendor: VendorContext, auth: AuthContext, query: TCustomerSearchQuery) {
      requireStaff(auth, VIEW);
      let digits = toLatinDigits(query.phone).replace(/[\s\-+()]/g, '');
      if (!/^\d+$/.test(digits)) return [];
      digits = digits.replace(/^(0098|98)(?=9)/, '0');
      if (digits.startsWith('9')) digits = `0${digits}`;
      if (digits.length < 2) return [];
      const rows = await repo.searchByPhonePrefix(db, vendor.id, digits, query.take);
      return rows.map(toCustomer);
    },

    /**
     * Adds a customer by phone. A person who already has an account (another vendor's customer, or
     * this vendor's staff) becomes this vendor's customer under the names typed here; no second user
     * is made for one phone. Already this vendor's customer: CUSTOMER_EXISTS beside the phone.
     */
    async create(
      vendor: VendorContext,
      auth: AuthContext,
      input: z.output<typeof ZCreateCustomerRequest>,
    ): Promise<TCustomer> {
      requireStaff(auth, MANAGE);
      const phoneNumber = normalizeIranianMobile(input.phoneNumber)!;
      const userId = await db.transaction(async (tx) => {
        const { id } = await insertUser(tx, {
          id: crypto.randomUUID(),
          phoneNumber,
          firstName: input.firstName,
          lastName: input.lastName,
        });
        const added = await repo.insertVendorCustomer(tx, {
          vendorId: vendor.id,
          userId: id,
          firstName: input.firstName,
          lastName: input.lastName,
          addedByUserId: auth.userId,
        });
        if (!added) {
          throw new AppError('CUSTOMER_EXISTS', {
            errors: [fieldError('phoneNumber', 'این شماره از قبل در فهرست مشتریان شماست.')],
          });
        }
        return id;
      });
      return toCustomer((await repo.findCustomer(db, vendor.id, userId))!);
    },

    /** Changes the name this vendor knows the customer by (the phone is the person: not editable). */
    async update(
      vendor: VendorContext,
      auth: AuthContext,
      input: z.output<typeof ZUpdateCustomerRequest>,
    ): Promise<TCustomer> {
      requireStaff(auth, MANAGE);
      const updated = await repo.updateCustomerNames(db, vendor.id, input.id, {
        firstName: input.firstName,
        lastName: input.lastName,
      });
      if (!updated) throw new AppError('CUSTOMER_NOT_FOUND');
      return toCustomer(await requireCustomer(vendor, input.id));
    },

    async information(vendor: VendorContext, auth: AuthContext, id: string): Promise<TCustomerInformation> {
      requireStaff(auth, VIEW);
      const customer = await requireCustomer(vendor, id);
      const stats = await repo.customerStats(db, vendor.id, id);
      return {
        ...toCustomer(customer),
        orderCount: stats.orderCount,
        totalSpent: stats.totalSpent,
        lastOrderAt: stats.lastOrderAt?.toISOString() ?? null,
        lastOrderNumber: stats.lastOrderNumber,
      };
    },

    /** The customer's saved addresses, each with its delivery zone and price, or "outside". */
    async addresses(vendor: VendorContext, auth: AuthContext, id: string): Promise<TOfflineAddress[]> {
      requireStaff(auth, VIEW);
      await requireCustomer(vendor, id);
      const all = await prices.addressesWithDelivery(vendor, id, undefined);
      return all.map((a) => ({ ...a, customerId: id }));
    },

    async getAddress(vendor: VendorContext, auth: AuthContext, addressId: string): Promise<TOfflineAddress> {
      requireStaff(auth, VIEW);
      const owner = await ownerOfAddress(db, vendor.id, addressId);
      return withDelivery(vendor, owner, addressId);
    },

    async createAddress(
      vendor: VendorContext,
      auth: AuthContext,
      input: z.output<typeof ZOfflineAddressRequest>,
    ): Promise<TOfflineAddress> {
      requireStaff(auth, MANAGE);
      await requireCustomer(vendor, input.customerId);
      const saved = await addresses.create(vendor, input.customerId, {
        title: input.title || 'آدرس',
        text: input.text,
        details: input.details || null,
        latitude: input.latitude,
        longitude: input.longitude,
        receiverPhone: null,
      });
      return withDelivery(vendor, input.customerId, saved.id);
    },

    async updateAddress(
      vendor: VendorContext,
      auth: AuthContext,
      input: z.output<typeof ZUpdateOfflineAddressRequest>,
    ): Promise<TOfflineAddress> {
      requireStaff(auth, MANAGE);
      const owner = await ownerOfAddress(db, vendor.id, input.id);
      if (input.customerId && input.customerId !== owner) throw new AppError('ADDRESS_NOT_FOUND');
      if ((input.latitude === undefined) !== (input.longitude === undefined)) {
        throw new AppError('BAD_REQUEST', {
          errors: [fieldError('latitude', 'جای آدرس را روی نقشه مشخص کنید.')],
        });
      }
      await addresses.update(vendor, owner, {
        id: input.id,
        ...(input.title !== undefined ? { title: input.title || 'آدرس' } : {}),
        ...(input.text !== undefined ? { text: input.text } : {}),
        ...(input.details !== undefined ? { details: input.details || null } : {}),
        ...(input.latitude !== undefined ? { latitude: input.latitude, longitude: input.longitude } : {}),
      });
      return withDelivery(vendor, owner, input.id);
    },

    /** Moves the address's map pin; its zone and price follow. */
    async moveAddressPin(
      vendor: VendorContext,
      auth: AuthContext,
      input: { id: string; latitude: number; longitude: number },
    ): Promise<TOfflineAddress> {
      requireStaff(auth, MANAGE);
      const owner = await ownerOfAddress(db, vendor.id, input.id);
      await addresses.update(vendor, owner, input);
      return withDelivery(vendor, owner, input.id);
    },
  };
}
export type CustomersService = ReturnType<typeof createCustomersService>;

/** A person who logs in on the vendor's site becomes its customer (the auth module calls this). */
export const linkCustomer = repo.linkCustomer;
