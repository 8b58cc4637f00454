import { describe, expect, it } from 'vitest';
import { ZCreateDiscountCodeRequest } from '../contracts/discount-codes';
import { applyFreeItems, emptyCart, removeDiscount } from './cart';
import {
  checkDiscountCode,
  type DiscountCodeUsability,
  describeDiscount,
  discountCodeState,
  discountTermsProblems,
  expirationAtEndOf,
  freeItemsForCart,
  lastValidDay,
  normalizeDiscountCode,
  tehranMidnight,
  toCartDiscount,
  toPricingDiscount,
} from './discount-codes';
import { type PricedLine, priceOrder } from './pricing';

const NOW = new Date('2026-11-22T09:00:00Z');
const norooz: DiscountCodeUsability = {
  type: 'PERCENTAGE',
  active: true,
  expiration: new Date('2027-03-20T20:30:00Z'),
  usageLimit: 100,
  usageCount: 12,
  usageLimitPerUser: 1,
  minOrderAmount: 200_000,
  freeItemCount: 0,
};
const fresh = { now: NOW, usedByThisCustomer: 0 };

describe('normalizeDiscountCode', () => {
  it('trims, upper-cases Latin letters and reads Persian and Arabic digits as Latin', () => {
    expect(normalizeDiscountCode('  norooz۱۴۰۵ ')).toBe('NOROOZ1405');
    expect(normalizeDiscountCode('welcome٣٠')).toBe('WELCOME30');
  });

  it('stores Arabic yeh and kaf as the Persian letters', () => {
    expect(normalizeDiscountCode('يلدا')).toBe('یلدا');
    expect(normalizeDiscountCode('كباب')).toBe('کباب');
  });
});

describe('checkDiscountCode', () => {
  it('accepts a live code the customer has not used', () => {
    expect(checkDiscountCode(norooz, fresh)).toEqual({ ok: true });
  });

  it('names an unknown code', () => {
    expect(checkDiscountCode(null, fresh)).toEqual({ ok: false, error: 'DISCOUNT_CODE_NOT_FOUND' });
  });

  it('expires at its expiration instant, not a moment later', () => {
    const expiration = new Date('2026-11-22T09:00:00Z');
    expect(checkDiscountCode({ ...norooz, expiration }, fresh)).toEqual({
      ok: false,
      error: 'DISCOUNT_CODE_EXPIRED',
    });
    expect(
      checkDiscountCode({ ...norooz, expiration }, { ...fresh, now: new Date('2026-11-22T08:59:59.999Z') }),
    ).toEqual({ ok: true });
  });

  it('never expires without an expiration', () => {
    expect(checkDiscountCode({ ...norooz, expiration: null }, fresh)).toEqual({ ok: true });
  });

  it('calls a switched-off code and a code out of uses invalid', () => {
    const invalid = { ok: false, error: 'DISCOUNT_CODE_INVALID' };
    expect(checkDiscountCode({ ...norooz, active: false }, fresh)).toEqual(invalid);
    expect(checkDiscountCode({ ...norooz, usageCount: 100 }, fresh)).toEqual(invalid);
    expect(checkDiscountCode({ ...norooz, usageLimit: null, usageCount: 100_000 }, fresh)).toEqual({
      ok: true,
    });
  });

  it('calls a free-item code whose items are all gone invalid', () => {
    const dough = { ...norooz, type: 'FREEITEM' as const, freeItemCount: 1 };
    expect(checkDiscountCode(dough, fresh)).toEqual({ ok: true });
    expect(checkDiscountCode({ ...dough, freeItemCount: 0 }, fresh)).toEqual({
      ok: false,
      error: 'DISCOUNT_CODE_INVALID',
    });
  });

  it('stops a customer at their own limit', () => {
    expect(checkDiscountCode(norooz, { ...fresh, usedByThisCustomer: 1 })).toEqual({
      ok: false,
      error: 'DISCOUNT_CODE_ALREADY_USED',
    });
    const thrice = { ...norooz, usageLimitPerUser: 3 };
    expect(checkDiscountCode(thrice, { ...fresh, usedByThisCustomer: 2 })).toEqual({ ok: true });
    expect(
      checkDiscountCode({ ...norooz, usageLimitPerUser: null }, { ...fresh, usedByThisCustomer: 9 }),
    ).toEqual({ ok: true });
  });

  it('checks the minimum order only when the subtotal is known', () => {
    expect(checkDiscountCode(norooz, { ...fresh, orderSubtotal: 199_000 })).toEqual({
      ok: false,
      error: 'DISCOUNT_CODE_MINIMUM_ORDER',
    });
    expect(checkDiscountCode(norooz, { ...fresh, orderSubtotal: 200_000 })).toEqual({ ok: true });
    expect(checkDiscountCode(norooz, fresh)).toEqual({ ok: true });
  });

  it('reports expiry before the rest, and the code’s own state before the customer’s', () => {
    const everythingWrong = { ...norooz, active: false, usageCount: 100, expiration: NOW };
    expect(checkDiscountCode(everythingWrong, { ...fresh, usedByThisCustomer: 5 })).toEqual({
      ok: false,
      error: 'DISCOUNT_CODE_EXPIRED',
    });
    expect(
      checkDiscountCode(
        { ...norooz, usageCount: 100 },
        { ...fresh, usedByThisCustomer: 5, orderSubtotal: 0 },
      ),
    ).toEqual({ ok: false, error: 'DISCOUNT_CODE_INVALID' });
  });
});

describe('discountCodeState', () => {
  it('shows expired, used up, then the switch', () => {
    expect(discountCodeState(norooz, NOW)).toBe('ACTIVE');
    expect(discountCodeState({ ...norooz, active: false }, NOW)).toBe('INACTIVE');
    expect(discountCodeState({ ...norooz, usageCount: 100 }, NOW)).toBe('USED_UP');
    expect(discountCodeState({ ...norooz, usageCount: 100, expiration: NOW }, NOW)).toBe('EXPIRED');
  });
});

describe('the code in pricing and in the cart', () => {
  const kabab: PricedLine = {
    unitPrice: 300_000,
    count: 1,
    packagingCost: 0,
    servePackagingCost: 0,
    withTax: false,
    isFreeItem: false,
    toppings: [],
  };
  const price = (terms: Parameters<typeof toPricingDiscount>[0]) =>
    priceOrder({
      lines: [kabab],
      deliveryType: 'DELIVER',
      taxPercent: 0,
      serviceFee: { type: 'PERCENTAGE', value: 0 },
      deliveryCost: 40_000,
      discount: toPricingDiscount(terms),
      tip: 0,
    }).finalDiscountAmount;

  it('feeds priceOrder: a percentage under its cap, money, free shipping', () => {
    expect(price({ type: 'PERCENTAGE', value: 20, cap: 50_000 })).toBe(50_000);
    expect(price({ type: 'PERCENTAGE', value: 10, cap: 50_000 })).toBe(30_000);
    expect(price({ type: 'PERCENTAGE', value: 20, cap: null })).toBe(60_000);
    expect(price({ type: 'MONEY', value: 30_000, cap: null })).toBe(30_000);
    expect(price({ type: 'FREESHIPPING', value: 0, cap: null })).toBe(40_000);
    expect(toPricingDiscount({ type: 'FREEITEM', value: 0, cap: null })).toEqual({ type: 'FREEITEM' });
  });

  it('feeds the cart: percentage and money as they are, the others as money 0 with the code kept', () => {
    expect(toCartDiscount({ code: 'NOROOZ', type: 'PERCENTAGE', value: 20, cap: 50_000 })).toEqual({
      code: 'NOROOZ',
      type: 'PERCENTAGE',
      amount: 20,
    });
    expect(toCartDiscount({ code: 'WELCOME', type: 'MONEY', value: 30_000, cap: null })).toEqual({
      code: 'WELCOME',
      type: 'MONEY',
      amount: 30_000,
    });
    expect(toCartDiscount({ code: 'DOOGH', type: 'FREEITEM', value: 0, cap: null })).toEqual({
      code: 'DOOGH',
      type: 'MONEY',
      amount: 0,
    });
  });

  it('gives the cart one free entry per unit, so counts add up in applyFreeItems', () => {
    const entries = freeItemsForCart([
      { id: 'doogh', title: 'دوغ', count: 2 },
      { id: 'salad', title: 'سالاد شیرازی', count: 1 },
    ]);
    expect(entries).toEqual([
      { menuItemId: 'doogh', title: 'دوغ' },
      { menuItemId: 'doogh', title: 'دوغ' },
      { menuItemId: 'salad', title: 'سالاد شیرازی' },
    ]);
    let n = 0;
    const cart = applyFreeItems(emptyCart(), entries, () => `t${n++}`);
    expect(cart.items.map((l) => [l.menuItemId, l.count, l.isFreeItem])).toEqual([
      ['doogh', 2, true],
      ['salad', 1, true],
    ]);
    expect(removeDiscount(cart).items).toEqual([]);
  });
});

describe('describeDiscount', () => {
  it('reads like the list in the back office', () => {
    expect(describeDiscount({ type: 'PERCENTAGE', value: 20, cap: 50_000 })).toBe('۲۰٪ تا سقف ۵۰٬۰۰۰ تومان');
    expect(describeDiscount({ type: 'PERCENTAGE', value: 15, cap: null })).toBe('۱۵٪');
    expect(describeDiscount({ type: 'MONEY', value: 30_000, cap: null })).toBe('۳۰٬۰۰۰ تومان');
    expect(describeDiscount({ type: 'MONEY', value: 300_000, cap: null }, 'RIAL')).toBe('۳۰۰٬۰۰۰ ریال');
    expect(describeDiscount({ type: 'FREESHIPPING', value: 0, cap: null })).toBe('ارسال رایگان');
    expect(
      describeDiscount({
        type: 'FREEITEM',
        value: 0,
        cap: null,
        freeItems: [
          { id: 'd', title: 'دوغ محلی', count: 2 },
          { id: 's', title: 'سالاد شیرازی', count: 1 },
        ],
      }),
    ).toBe('۲ دوغ محلی، سالاد شیرازی رایگان');
  });
});

describe('discountTermsProblems', () => {
  const fields = (terms: Parameters<typeof discountTermsProblems>[0]) =>
    discountTermsProblems(terms).map((p) => p.field);

  it('wants a percent between 1 and 100, and an amount for money', () => {
    expect(fields({ type: 'PERCENTAGE', value: 101, cap: null, freeItemCount: 0 })).toEqual(['value']);
    expect(fields({ type: 'PERCENTAGE', value: 0, cap: null, freeItemCount: 0 })).toEqual(['value']);
    expect(fields({ type: 'PERCENTAGE', value: 100, cap: 10_000, freeItemCount: 0 })).toEqual([]);
    expect(fields({ type: 'MONEY', value: null, cap: null, freeItemCount: 0 })).toEqual(['value']);
    expect(fields({ type: 'MONEY', value: 30_000, cap: null, freeItemCount: 0 })).toEqual([]);
  });

  it('keeps the cap to percentages and free items to free-item codes', () => {
    expect(fields({ type: 'MONEY', value: 30_000, cap: 5_000, freeItemCount: 0 })).toEqual(['cap']);
    expect(fields({ type: 'FREESHIPPING', value: null, cap: null, freeItemCount: 1 })).toEqual(['freeItems']);
    expect(fields({ type: 'FREEITEM', value: null, cap: null, freeItemCount: 0 })).toEqual(['freeItems']);
    expect(fields({ type: 'FREEITEM', value: null, cap: null, freeItemCount: 2 })).toEqual([]);
  });
});

describe('ZCreateDiscountCodeRequest', () => {
  it('normalises the code and fills the defaults', () => {
    const parsed = ZCreateDiscountCodeRequest.parse({ code: ' norooz۱۴۰۵', type: 'PERCENTAGE', value: 20 });
    expect(parsed).toMatchObject({
      code: 'NOROOZ1405',
      cap: null,
      expiration: null,
      active: true,
      usageLimit: null,
      usageLimitPerUser: null,
      vendorDeal: false,
      minOrderAmount: 0,
      freeItems: [],
    });
  });

  it('refuses spaces and short codes in Persian beside the code', () => {
    const spaced = ZCreateDiscountCodeRequest.safeParse({ code: 'NO ROOZ', type: 'MONEY', value: 1000 });
    expect(spaced.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
      ['code', 'کد تخفیف فقط حرف، رقم، خط تیره و زیرخط می‌پذیرد (بدون فاصله).'],
    ]);
    const short = ZCreateDiscountCodeRequest.safeParse({ code: 'ab', type: 'MONEY', value: 1000 });
    expect(short.error?.issues[0]?.message).toBe('کد تخفیف دست‌کم ۳ نویسه است.');
  });

  it('puts the type rules beside their fields', () => {
    const result = ZCreateDiscountCodeRequest.safeParse({ code: 'NOROOZ', type: 'PERCENTAGE', value: 120 });
    expect(result.error?.issues.map((i) => i.path.join('.'))).toEqual(['value']);
  });
});

describe('expiry days in Tehran', () => {
  it('ends a code at the Tehran midnight after its last day', () => {
    // 30 Azar 1404 (Yalda) is 21 December 2025; Tehran is UTC+3:30.
    expect(expirationAtEndOf({ year: 2025, month: 12, day: 21 }).toISOString()).toBe(
      '2025-12-21T20:30:00.000Z',
    );
    expect(tehranMidnight({ year: 2026, month: 3, day: 21 }).toISOString()).toBe('2026-03-20T20:30:00.000Z');
  });

  it('crosses month and year ends', () => {
    expect(expirationAtEndOf({ year: 2026, month: 12, day: 31 }).toISOString()).toBe(
      '2026-12-31T20:30:00.000Z',
    );
    expect(expirationAtEndOf({ year: 2027, month: 2, day: 28 }).toISOString()).toBe(
      '2027-02-28T20:30:00.000Z',
    );
  });

  it('shows the day the code was chosen to last through', () => {
    expect(lastValidDay(new Date('2025-12-21T20:30:00Z'))).toEqual({ year: 2025, month: 12, day: 21 });
    expect(lastValidDay(new Date('2025-12-21T20:30:00.001Z'))).toEqual({ year: 2025, month: 12, day: 22 });
    expect(lastValidDay(expirationAtEndOf({ year: 2026, month: 1, day: 1 }))).toEqual({
      year: 2026,
      month: 1,
      day: 1,
    });
  });
});
