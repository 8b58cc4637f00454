import type { OrderingTerms, TDeliveryType } from '@sofreh/domain';
import type { Executor } from '../../db/database';
import { AppError } from '../../platform/errors';
import { findVendorWithHours, orderingTermsJsonSql } from './vendors.repository';

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

type TermsJson = {
  currency: OrderingTerms['currency'];
  minimumBasket: number | string;
  deliveryTypes: TDeliveryType[];
  taxPercent: number;
  serviceFeeType: OrderingTerms['serviceFee']['type'];
  serviceFeeValue: number | string;
  preparationMinutes: number;
  openingHours: OrderingTerms['openingHours'];
};

/** The terms as an SQL expression of one JSON value, for a statement that reads them on the way. */
export const orderingTermsSql = orderingTermsJsonSql;

/** The terms from `orderingTermsSql`'s value; VENDOR_NOT_FOUND for null (no such vendor). */
export function orderingTermsFromJson(value: unknown): OrderingTerms {
  if (!value) throw new AppError('VENDOR_NOT_FOUND');
  const t = (typeof value === 'string' ? JSON.parse(value) : value) as TermsJson;
  return {
    currency: t.currency,
    minimumBasket: Number(t.minimumBasket),
    deliveryTypes: t.deliveryTypes,
    taxPercent: t.taxPercent,
    serviceFee: { type: t.serviceFeeType, value: Number(t.serviceFeeValue) },
    preparationMinutes: t.preparationMinutes,
    openingHours: t.openingHours,
  };
}
