import type { TCurrency } from '../enums';

/** One Toman is ten Rial. Iranian prices are quoted in Toman; banks and gateways count in Rial. */
export const RIAL_PER_TOMAN = 10;

/**
 * The one conversion between the vendor's currency and what a payment gateway is sent (Rial, IRR).
 * Orders are priced in whole units of the vendor's currency (Toman by default, decision 0006); the
 * transaction service calls this once, at the edge, and stores both figures. Refuses anything that
 * is not a whole, non-negative amount that survives the multiplication exactly.
 */
export function toRial(amount: number, currency: TCurrency): number {
  if (!Number.isSafeInteger(amount) || amount < 0) {
    throw new RangeError(`An amount must be a whole number ≥ 0 of ${currency}, got ${amount}`);
  }
  const rial = currency === 'TOMAN' ? amount * RIAL_PER_TOMAN : amount;
  if (!Number.isSafeInteger(rial))
    throw new RangeError(`${amount} ${currency} is too large to send to a gateway`);
  return rial;
}

/** Rial → the vendor's currency, for comparing what a gateway reports with what we asked for. */
export function fromRial(amountRial: number, currency: TCurrency): number {
  return currency === 'TOMAN' ? amountRial / RIAL_PER_TOMAN : amountRial;
}
