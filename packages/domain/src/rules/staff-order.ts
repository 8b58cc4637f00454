import type { DiscountInput } from './pricing';

/**
 * A discount staff give by hand (SPEC §3 discountType + discountAmount) as the pricing rule takes it:
 * a percentage of items and toppings, or money off them. Nothing for an amount of 0.
 */
export function manualDiscount(type: 'PERCENTAGE' | 'MONEY', amount: number): DiscountInput | null {
  if (!Number.isFinite(amount) || amount <= 0) return null;
  if (type === 'PERCENTAGE')
    return { type: 'PERCENTAGE', value: Math.min(Math.round(amount), 100), cap: null };
  return { type: 'MONEY', value: Math.round(amount) };
}
