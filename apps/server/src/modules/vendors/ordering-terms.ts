import type { OrderingTerms, TDeliveryType } from '@sofreh/domain';
import type { Executor } from '../../db/database';
import { AppError } from '../../platform/errors';
import { findVendorWithHours } from './vendors.repository';

/** The vendor's settings an order is checked and priced with. */
export async function loadOrderingTerms(db: Executor, vendorId: string): Promise<OrderingTerms> {
  const row = await findVendorWithHours(db, vendorId);
  if (!row) throw new AppError('VENDOR_NOT_FOUND');
  const { vendor, openingHours } = row;
  return {
    currency: vendor.currency,
    minimumBasket: vendor.minimumBasket,
    deliveryTypes: vendor.deliveryTypes as TDeliveryType[],
    taxPercent: vendor.taxPercent,
    serviceFee: { type: vendor.serviceFeeType, value: vendor.serviceFeeValue },
    preparationMinutes: vendor.preparationMinutes,
    openingHours: typeof openingHours === 'string' ? JSON.parse(openingHours) : openingHours,
  };
}
