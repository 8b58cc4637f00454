import { toPersianDigits } from '@sofreh/domain';

/**
 * A caller's number as people read it aloud, in Persian digits: ۰۹۱۲ ۱۱۱ ۱۱۱۱ for a mobile,
 * ۰۲۱ ۸۸۷۷ ۶۶۵۵ for a landline with its area code, the digits as they are otherwise.
 */
export function formatCallerNumber(number: string | null): string {
  if (number === null) return 'شماره ناشناس';
  const groups = /^09\d{9}$/.test(number)
    ? [number.slice(0, 4), number.slice(4, 7), number.slice(7)]
    : /^0\d{10}$/.test(number)
      ? [number.slice(0, 3), number.slice(3, 7), number.slice(7)]
      : [number];
  return toPersianDigits(groups.join(' '));
}

/** Where «سفارش جدید برای این تماس» leads: the staff ordering screen, the customer found by phone. */
export function newOrderPathFor(number: string | null): string {
  return number ? `/bo/orders/new?phone=${encodeURIComponent(number)}` : '/bo/orders/new';
}
