import { describe, expect, it } from 'vitest';
import { type PricedLine, type PricingInput, priceOrder } from './pricing';

const kabab: PricedLine = {
  unitPrice: 285_000,
  count: 2,
  packagingCost: 15_000,
  servePackagingCost: 0,
  withTax: true,
  isFreeItem: false,
  toppings: [{ price: 20_000, count: 1 }],
};
const dough: PricedLine = {
  unitPrice: 45_000,
  count: 1,
  packagingCost: 5_000,
  servePackagingCost: 2_000,
  withTax: false,
  isFreeItem: false,
  toppings: [],
};
const base: PricingInput = {
  lines: [kabab, dough],
  deliveryType: 'SERVE',
  taxPercent: 10,
  serviceFee: { type: 'PERCENTAGE', value: 0 },
  deliveryCost: 0,
  discount: null,
  tip: 0,
};

describe('priceOrder', () => {
  it('adds items, toppings per unit, serve packaging and VAT on taxable items', () => {
    expect(priceOrder(base)).toEqual({
      sumOfItemsPrice: 615_000,
      sumOfItemToppingsPrice: 40_000,
      totalPackagingCost: 2_000,
      finalDiscountAmount: 0,
      serviceFeeType: 'PERCENTAGE',
      serviceFeeValue: 0,
      totalServiceFee: 0,
      tax: 61_000, // 10% of (570,000 + 40,000)
      deliveryCost: 0,
      tip: 0,
      finalPrice: 718_000,
    });
  });

  it('uses takeaway packaging and the delivery cost for a delivery', () => {
    const quote = priceOrder({ ...base, deliveryType: 'DELIVER', deliveryCost: 35_000 });
    expect(quote.totalPackagingCost).toBe(35_000);
    expect(quote.deliveryCost).toBe(35_000);
    expect(quote.finalPrice).toBe(655_000 + 61_000 + 35_000 + 35_000);
  });

  it('charges no delivery on pickup or dine-in, whatever was passed', () => {
    expect(priceOrder({ ...base, deliveryType: 'PICKUP', deliveryCost: 35_000 }).deliveryCost).toBe(0);
  });

  it('caps a percentage discount and spreads it over taxable and untaxed items for VAT', () => {
    const quote = priceOrder({ ...base, discount: { type: 'PERCENTAGE', value: 20, cap: 100_000 } });
    expect(quote.finalDiscountAmount).toBe(100_000); // 20% would be 131,000
    // Taxable share of the discount: 100,000 × 610,000 / 655,000 = 93,130 (rounded)
    expect(quote.tax).toBe(51_687);
    expect(quote.finalPrice).toBe(655_000 - 100_000 + 51_687 + 2_000);
  });

  it('never discounts more than the items are worth', () => {
    const quote = priceOrder({ ...base, lines: [dough], discount: { type: 'MONEY', value: 1_000_000 } });
    expect(quote.finalDiscountAmount).toBe(45_000);
    expect(quote.finalPrice).toBe(2_000);
  });

  it('turns FREESHIPPING into a zero delivery cost, shown as the discount', () => {
    const quote = priceOrder({
      ...base,
      deliveryType: 'DELIVER',
      deliveryCost: 35_000,
      discount: { type: 'FREESHIPPING' },
    });
    expect(quote.deliveryCost).toBe(0);
    expect(quote.finalDiscountAmount).toBe(35_000);
  });

  it('prices free items at nothing but still counts their box', () => {
    const free: PricedLine = { ...dough, isFreeItem: true };
    const quote = priceOrder({
      ...base,
      deliveryType: 'PICKUP',
      lines: [kabab, free],
      discount: { type: 'FREEITEM' },
    });
    expect(quote.sumOfItemsPrice).toBe(570_000);
    expect(quote.totalPackagingCost).toBe(30_000 + 5_000);
  });

  it('charges the service fee on dine-in only, as a percentage of the discounted items or a fixed amount', () => {
    const percent = priceOrder({
      ...base,
      serviceFee: { type: 'PERCENTAGE', value: 10 },
      discount: { type: 'MONEY', value: 55_000 },
    });
    expect(percent.totalServiceFee).toBe(60_000);
    expect(priceOrder({ ...base, serviceFee: { type: 'FIX', value: 25_000 } }).totalServiceFee).toBe(25_000);
    expect(
      priceOrder({ ...base, deliveryType: 'PICKUP', serviceFee: { type: 'FIX', value: 25_000 } })
        .totalServiceFee,
    ).toBe(0);
  });

  it('adds the tip untouched and rounds percentages half up to whole units', () => {
    const odd: PricedLine = { ...dough, unitPrice: 12_345, withTax: true };
    const quote = priceOrder({ ...base, lines: [odd], tip: 10_000 });
    expect(quote.tax).toBe(1_235); // 1,234.5 → 1,235
    expect(quote.finalPrice).toBe(12_345 + 1_235 + 2_000 + 10_000);
  });

  it('prices an empty order at zero', () => {
    expect(priceOrder({ ...base, lines: [] }).finalPrice).toBe(0);
  });
});
