import { normalizePersianLetters } from '../contracts/catalog';
import type { TCurrency } from '../enums';
import type { TErrorCode } from '../errors';
import { formatMoney, TEHRAN_TIME_ZONE, toLatinDigits, toPersianDigits } from '../format';
import type { CartDiscount } from './cart';
import type { DiscountInput } from './pricing';

// Discount codes (SPEC §3, §4, §5) as pure functions: is a code usable now by this customer, what it
// takes off (in the shapes priceOrder and the cart already read), and how a person reads it.

export type TDiscountCodeType = 'MONEY' | 'PERCENTAGE' | 'FREESHIPPING' | 'FREEITEM';

/**
 * The one form a code is stored and compared in: trimmed, Persian and Arabic digits as Latin, Arabic
 * yeh/kaf as Persian, Latin letters upper case. «norooz۱۴۰۵ » and «NOROOZ1405» are the same code.
 */
export function normalizeDiscountCode(raw: string): string {
  return normalizePersianLetters(toLatinDigits(raw.trim())).toUpperCase();
}

/** What a code gives: the fields priceOrder and the cart need. */
export type DiscountTerms = {
  type: TDiscountCodeType;
  /** Amount for MONEY, percent for PERCENTAGE; unused by the other two. */
  value: number;
  /** Largest amount a PERCENTAGE code takes off; null: no cap. */
  cap: number | null;
};

export type DiscountFreeItemLine = { id: string; title: string; count: number };

/** The state of a code that decides whether it can be used. */
export type DiscountCodeUsability = {
  type: TDiscountCodeType;
  active: boolean;
  expiration: Date | null;
  usageLimit: number | null;
  usageCount: number;
  usageLimitPerUser: number | null;
  minOrderAmount: number;
  /** How many free items a FREEITEM code still has (its menu items may have been deleted). */
  freeItemCount: number;
};

export type DiscountCodeError = Extract<
  TErrorCode,
  | 'DISCOUNT_CODE_NOT_FOUND'
  | 'DISCOUNT_CODE_EXPIRED'
  | 'DISCOUNT_CODE_ALREADY_USED'
  | 'DISCOUNT_CODE_INVALID'
  | 'DISCOUNT_CODE_MINIMUM_ORDER'
>;

export type DiscountCheck = { ok: true } | { ok: false; error: DiscountCodeError };

/** A code past this instant is expired: the expiration is the last moment it still works (exclusive). */
export function isExpired(expiration: Date | null, now: Date): boolean {
  return expiration !== null && expiration.getTime() <= now.getTime();
}

export function isUsedUp(code: Pick<DiscountCodeUsability, 'usageLimit' | 'usageCount'>): boolean {
  return code.usageLimit !== null && code.usageCount >= code.usageLimit;
}

/**
 * Whether `code` can be used now by a customer who has used it `usedByThisCustomer` times, on an order
 * of `orderSubtotal` (items and toppings) when known. The first failing rule names the error:
 * unknown → NOT_FOUND; expired → EXPIRED; switched off, out of uses, or a free-item code whose items
 * are gone → INVALID (SPEC §5: "not valid or has reached its allowed usage count"); this customer's
 * own uses spent → ALREADY_USED; order too small → MINIMUM_ORDER.
 */
export function checkDiscountCode(
  code: DiscountCodeUsability | null,
  context: { now: Date; usedByThisCustomer: number; orderSubtotal?: number },
): DiscountCheck {
  if (!code) return { ok: false, error: 'DISCOUNT_CODE_NOT_FOUND' };
  if (isExpired(code.expiration, context.now)) return { ok: false, error: 'DISCOUNT_CODE_EXPIRED' };
  if (!code.active || isUsedUp(code)) return { ok: false, error: 'DISCOUNT_CODE_INVALID' };
  if (code.type === 'FREEITEM' && code.freeItemCount === 0)
    return { ok: false, error: 'DISCOUNT_CODE_INVALID' };
  if (code.usageLimitPerUser !== null && context.usedByThisCustomer >= code.usageLimitPerUser) {
    return { ok: false, error: 'DISCOUNT_CODE_ALREADY_USED' };
  }
  if (context.orderSubtotal !== undefined && context.orderSubtotal < code.minOrderAmount) {
    return { ok: false, error: 'DISCOUNT_CODE_MINIMUM_ORDER' };
  }
  return { ok: true };
}

export const DiscountCodeState = {
  ACTIVE: 'فعال',
  INACTIVE: 'غیرفعال',
  EXPIRED: 'منقضی',
  USED_UP: 'تمام‌شده',
} as const;
export type TDiscountCodeState = keyof typeof DiscountCodeState;

/** The one word staff see beside a code in the list. Expired wins: nothing else brings it back. */
export function discountCodeState(
  code: Pick<DiscountCodeUsability, 'active' | 'expiration' | 'usageLimit' | 'usageCount'>,
  now: Date,
): TDiscountCodeState {
  if (isExpired(code.expiration, now)) return 'EXPIRED';
  if (isUsedUp(code)) return 'USED_UP';
  return code.active ? 'ACTIVE' : 'INACTIVE';
}

/** The code as priceOrder takes it: the cap applies to PERCENTAGE only; free items are priced as lines. */
export function toPricingDiscount(terms: DiscountTerms): DiscountInput {
  switch (terms.type) {
    case 'PERCENTAGE':
      return { type: 'PERCENTAGE', value: terms.value, cap: terms.cap };
    case 'MONEY':
      return { type: 'MONEY', value: terms.value };
    case 'FREESHIPPING':
      return { type: 'FREESHIPPING' };
    case 'FREEITEM':
      return { type: 'FREEITEM' };
  }
}

/**
 * The code as the cart keeps it. The cart knows only percentage and money (SPEC §4: removal resets to
 * money with amount 0); free shipping and free items keep the code with amount 0 — the server's quote
 * prices them from the code, and the free items come in as lines (freeItemsForCart).
 */
export function toCartDiscount(code: DiscountTerms & { code: string }): CartDiscount {
  if (code.type === 'PERCENTAGE') return { code: code.code, type: 'PERCENTAGE', amount: code.value };
  if (code.type === 'MONEY') return { code: code.code, type: 'MONEY', amount: code.value };
  return { code: code.code, type: 'MONEY', amount: 0 };
}

/**
 * A FREEITEM code's items in the form the cart's applyFreeItems takes: one entry per unit, so an item
 * given twice lands as a free line of count 2 (or adds 2 to the free line already there).
 */
export function freeItemsForCart(
  freeItems: readonly DiscountFreeItemLine[],
): Array<{ menuItemId: string; title: string }> {
  return freeItems.flatMap((item) =>
    Array.from({ length: item.count }, () => ({ menuItemId: item.id, title: item.title })),
  );
}

/**
 * What the code gives, as a person reads it: «۲۰٪ تا سقف ۵۰٬۰۰۰ تومان», «۳۰٬۰۰۰ تومان»,
 * «ارسال رایگان», «۲ دوغ محلی رایگان».
 */
export function describeDiscount(
  terms: DiscountTerms & { freeItems?: readonly DiscountFreeItemLine[] },
  currency: TCurrency = 'TOMAN',
): string {
  switch (terms.type) {
    case 'PERCENTAGE': {
      const percent = `${toPersianDigits(terms.value)}٪`;
      return terms.cap ? `${percent} تا سقف ${formatMoney(terms.cap, currency)}` : percent;
    }
    case 'MONEY':
      return formatMoney(terms.value, currency);
    case 'FREESHIPPING':
      return 'ارسال رایگان';
    case 'FREEITEM': {
      const items = (terms.freeItems ?? []).map((item) =>
        item.count > 1 ? `${toPersianDigits(item.count)} ${item.title}` : item.title,
      );
      return items.length > 0 ? `${items.join('، ')} رایگان` : 'آیتم رایگان';
    }
  }
}

export type DiscountTermsInput = {
  type: TDiscountCodeType;
  value: number | null | undefined;
  cap: number | null | undefined;
  freeItemCount: number;
};

/**
 * Which fields a code's type needs and which it must not have, as field problems beside the form's
 * fields. Used for a new code, and for an edit on the code as it will be after the edit.
 */
export function discountTermsProblems(terms: DiscountTermsInput): Array<{ field: string; message: string }> {
  const problems: Array<{ field: string; message: string }> = [];
  const value = terms.value ?? null;
  if (terms.type === 'MONEY' && (value === null || value < 1)) {
    problems.push({ field: 'value', message: 'مبلغ تخفیف را وارد کنید.' });
  }
  if (terms.type === 'PERCENTAGE' && (value === null || value < 1 || value > 100)) {
    problems.push({ field: 'value', message: 'درصد تخفیف باید عددی بین ۱ تا ۱۰۰ باشد.' });
  }
  if (terms.type !== 'PERCENTAGE' && terms.cap != null) {
    problems.push({ field: 'cap', message: 'سقف تخفیف فقط برای کد درصدی معنا دارد.' });
  }
  if (terms.type === 'FREEITEM' && terms.freeItemCount === 0) {
    problems.push({ field: 'freeItems', message: 'دست‌کم یک آیتم رایگان انتخاب کنید.' });
  }
  if (terms.type !== 'FREEITEM' && terms.freeItemCount > 0) {
    problems.push({ field: 'freeItems', message: 'آیتم رایگان فقط برای کد از نوع «آیتم رایگان» است.' });
  }
  return problems;
}

// ─── Expiry days ────────────────────────────────────────────────────────────────────────────────
// People pick an expiry day; the code stores an instant. A code "valid until 30 Azar" works to the end
// of that day in Tehran, wherever the back office's browser is: the stored instant is the next
// Tehran midnight, and the day shown is the one before it.

/** A Gregorian calendar day. */
export type CalendarDay = { year: number; month: number; day: number };

const tehranWallClock = new Intl.DateTimeFormat('en-US', {
  timeZone: TEHRAN_TIME_ZONE,
  year: 'numeric',
  month: 'numeric',
  day: 'numeric',
  hour: 'numeric',
  minute: 'numeric',
  second: 'numeric',
  hourCycle: 'h23',
});

function tehranParts(at: Date) {
  const parts = tehranWallClock.formatToParts(at);
  const get = (type: string) => Number(parts.find((p) => p.type === type)?.value);
  return {
    year: get('year'),
    month: get('month'),
    day: get('day'),
    hour: get('hour'),
    minute: get('minute'),
    second: get('second'),
  };
}

/** The Gregorian day it is in Tehran at `at`. */
export function tehranCalendarDay(at: Date): CalendarDay {
  const { year, month, day } = tehranParts(at);
  return { year, month, day };
}

/** Midnight in Tehran at the start of `day`, as an instant. */
export function tehranMidnight(day: CalendarDay): Date {
  const asIfUtc = Date.UTC(day.year, day.month - 1, day.day);
  const wall = tehranParts(new Date(asIfUtc));
  const offset = Date.UTC(wall.year, wall.month - 1, wall.day, wall.hour, wall.minute, wall.second) - asIfUtc;
  return new Date(asIfUtc - offset);
}

/** The expiration of a code valid through `day` (Tehran): the midnight that ends it. */
export function expirationAtEndOf(day: CalendarDay): Date {
  const next = new Date(Date.UTC(day.year, day.month - 1, day.day + 1));
  return tehranMidnight({
    year: next.getUTCFullYear(),
    month: next.getUTCMonth() + 1,
    day: next.getUTCDate(),
  });
}

/** The last Tehran day on which a code with this expiration still works. */
export function lastValidDay(expiration: Date): CalendarDay {
  return tehranCalendarDay(new Date(expiration.getTime() - 1));
}
