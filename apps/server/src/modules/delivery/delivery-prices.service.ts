import {
  type TCustomerAddressWithDelivery,
  type TDeliveryPrice,
  type TDeliveryQuote,
  zoneForPoint,
} from '@sofreh/domain';
import type { Database, Executor } from '../../db/database';
import type { VendorContext } from '../../platform/context';
import { AppError } from '../../platform/errors';
import * as addresses from './addresses.repository';
import { loadCustomerAddress } from './addresses.service';
import { listEnabledZonesAround, listZones } from './delivery-zones.repository';

/**
 * The delivery price of one of the customer's addresses and what an order keeps of that address.
 * Takes the caller's executor so that the order module can call it inside its own transaction and
 * price the order with the zones as they are at that moment.
 *
 * Throws ADDRESS_NOT_FOUND (not the customer's address at this vendor) or SELECT_FROM_LOCATIONS (the
 * pin is outside every enabled zone).
 */
export async function deliveryQuoteForAddress(
  db: Executor,
  vendorId: string,
  customerUserId: string,
  addressId: string,
): Promise<TDeliveryQuote> {
  const { id, ...address } = await loadCustomerAddress(db, vendorId, customerUserId, addressId);
  const point = [address.latitude, address.longitude] as const;
  const zone = zoneForPoint(await listEnabledZonesAround(db, vendorId, point), point);
  if (!zone) throw new AppError('SELECT_FROM_LOCATIONS');
  return {
    address: { addressId: id, ...address },
    zoneId: zone.id,
    vendorsProperName: zone.vendorsProperName,
    price: zone.price,
    deliveryMinutes: zone.deliveryMinutes,
  };
}

/**
 * The spec's delivery calls name the vendor in the path or query although the host already does; a
 * different one is answered as if it did not exist, never with another vendor's prices.
 */
function requireHostVendor(vendor: VendorContext, vendorId: string | undefined) {
  if (vendorId !== undefined && vendorId !== vendor.id) throw new AppError('VENDOR_NOT_FOUND');
}

export type DeliveryPricesService = ReturnType<typeof createDeliveryPricesService>;

export function createDeliveryPricesService(deps: { database: Database }) {
  const db = deps.database.db;
  return {
    async priceForAddress(
      vendor: VendorContext,
      customerUserId: string,
      params: { addressId: string; vendorId: string },
    ): Promise<TDeliveryPrice> {
      requireHostVendor(vendor, params.vendorId);
      const quote = await deliveryQuoteForAddress(db, vendor.id, customerUserId, params.addressId);
      return {
        addressId: params.addressId,
        zoneId: quote.zoneId,
        vendorsProperName: quote.vendorsProperName,
        price: quote.price,
      };
    },

    /** Every saved address of the customer, each marked deliverable (with its price) or not. */
    async addressesWithDelivery(
      vendor: VendorContext,
      customerUserId: string,
      vendorId: string | undefined,
    ): Promise<TCustomerAddressWithDelivery[]> {
      requireHostVendor(vendor, vendorId);
      const [saved, zones] = await Promise.all([
        addresses.listAddresses(db, vendor.id, customerUserId),
        listZones(db, vendor.id, { enabledOnly: true }),
      ]);
      return saved.map((address) => {
        const zone = zoneForPoint(zones, [address.latitude, address.longitude]);
        return {
          ...address,
          deliverable: zone !== null,
          deliveryPrice: zone?.price ?? null,
          zoneId: zone?.id ?? null,
          vendorsProperName: zone?.vendorsProperName ?? null,
        };
      });
    },
  };
}
