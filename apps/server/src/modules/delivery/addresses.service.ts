import {
  MAX_ADDRESSES_PER_CUSTOMER,
  type TCustomerAddress,
  type ZCreateAddressRequest,
  type ZUpdateAddressRequest,
} from '@sofreh/domain';
import type { z } from 'zod';
import type { Database, Executor } from '../../db/database';
import type { VendorContext } from '../../platform/context';
import { AppError } from '../../platform/errors';
import * as repo from './addresses.repository';

type CreateInput = z.output<typeof ZCreateAddressRequest>;
type UpdateInput = z.output<typeof ZUpdateAddressRequest>;

/** An empty optional field is stored as nothing, not as an empty string. */
const orNull = (value: string | null | undefined) => (value ? value : null);

/**
 * One of the customer's addresses at the vendor, or ADDRESS_NOT_FOUND — also when it is someone
 * else's: whether another person's address exists is nobody's business.
 */
export async function loadCustomerAddress(
  db: Executor,
  vendorId: string,
  customerUserId: string,
  addressId: string,
): Promise<TCustomerAddress> {
  const row = await repo.findAddress(db, vendorId, customerUserId, addressId);
  if (!row) throw new AppError('ADDRESS_NOT_FOUND');
  return row;
}

/** Who owns one of the vendor's addresses (staff taking a phone order), or ADDRESS_NOT_FOUND. */
export async function ownerOfAddress(db: Executor, vendorId: string, addressId: string): Promise<string> {
  const owner = await repo.findAddressOwner(db, vendorId, addressId);
  if (!owner) throw new AppError('ADDRESS_NOT_FOUND');
  return owner;
}

export type AddressesService = ReturnType<typeof createAddressesService>;

/**
 * A customer's saved addresses at the vendor (SPEC §7 /identity/address). Every call names the
 * customer whose addresses it touches: the route passes the caller's own id, so a customer reaches
 * only their own. Staff endpoints for phone orders (/offline) will pass the customer's id instead.
 */
export function createAddressesService(deps: { database: Database }) {
  const { database } = deps;
  const db = database.db;

  return {
    list: (vendor: VendorContext, customerUserId: string): Promise<TCustomerAddress[]> =>
      repo.listAddresses(db, vendor.id, customerUserId),

    get: (vendor: VendorContext, customerUserId: string, id: string) =>
      loadCustomerAddress(db, vendor.id, customerUserId, id),

    create(vendor: VendorContext, customerUserId: string, input: CreateInput): Promise<TCustomerAddress> {
      return database.db.transaction(async (tx) => {
        if (!(await repo.lockCustomer(tx, vendor.id, customerUserId)))
          throw new AppError('ACCESS_DENIED_ERR');
        if ((await repo.countAddresses(tx, vendor.id, customerUserId)) >= MAX_ADDRESSES_PER_CUSTOMER) {
          throw new AppError('ADDRESS_LIMIT_REACHED');
        }
        return repo.insertAddress(tx, vendor.id, customerUserId, {
          title: input.title,
          text: input.text,
          details: orNull(input.details),
          latitude: input.latitude,
          longitude: input.longitude,
          receiverPhone: orNull(input.receiverPhone),
        });
      });
    },

    /** Fields left out keep their value. */
    async update(
      vendor: VendorContext,
      customerUserId: string,
      input: UpdateInput,
    ): Promise<TCustomerAddress> {
      const { id, details, receiverPhone, ...fields } = input;
      const values: Partial<repo.AddressValues> = { ...fields };
      if (details !== undefined) values.details = orNull(details);
      if (receiverPhone !== undefined) values.receiverPhone = orNull(receiverPhone);
      const row = await repo.updateAddress(db, vendor.id, customerUserId, id, values);
      if (!row) throw new AppError('ADDRESS_NOT_FOUND');
      return row;
    },

    async remove(vendor: VendorContext, customerUserId: string, id: string): Promise<void> {
      if (!(await repo.deleteAddress(db, vendor.id, customerUserId, id)))
        throw new AppError('ADDRESS_NOT_FOUND');
    },
  };
}
