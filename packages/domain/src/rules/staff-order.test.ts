import { describe, expect, it } from 'vitest';
import { priceOrder } from './pricing';
import { manualDiscount } from './staff-order';

describe('a discount staff give by hand', () => {
  it('is a percentage without a cap, or money off; nothing for 0', () => {
    expect(manualDiscount('PERCENTAGE', 15)).toEqual({ type: 'PERCENTAGE', value: 15, cap: null });
    expect(manualDiscount('MONEY', 25_000)).toEqual({ type: 'MONEY', value: 25_000 });
    expect(manualDiscount('MONEY', 0)).toBeNull();
    expect(manualDiscount('PERCENTAGE', 0)).toBeNull();
  });

  it('never takes more than everything: 150% is 100%, and money is capped by the items', () => {
    expect(manualDiscount('PERCENTAGE', 150)).toEqual({ type: 'PERCENTAGE', value: 100, cap: null });
    const totals = priceOrder({
      lines: [
        {
          unitPrice: 100_000,
          count: 1,
          packagingCost: 5_000,
          servePackagingCost: 0,
          withTax: true,
          isFreeItem: false,
          toppings: [],
        },
      ],
      deliveryType: 'PICKUP',
      taxPercent: 10,
      serviceFee: { type: 'PERCENTAGE', value: 0 },
      deliveryCost: 0,
      discount: manualDiscount('MONEY', 500_000),
      tip: 0,
    });
    expect(totals).toMatchObject({ finalDiscountAmount: 100_000, tax: 0, finalPrice: 5_000 });
  });
});
