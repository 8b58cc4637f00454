import { describe, expect, it } from 'vitest';
import { makeVendorLanding } from '../../../test/factories';
import { continueBlockedReason, orderingBlockedReason } from './ordering-blocked';
import { persianQuotedList } from './persian-list';
import { sellChannelFor, servesOnlyAtTables, serviceChoices } from './service-choices';
import { toppingRuleText } from './topping-rule-text';

describe('ordering wording and choices', () => {
  it('says a topping category rule in words', () => {
    expect(toppingRuleText(0, 2)).toBe('اختیاری، حداکثر ۲ مورد');
    expect(toppingRuleText(1, 1)).toBe('۱ مورد الزامی');
    expect(toppingRuleText(1, 2)).toBe('حداقل ۱ و حداکثر ۲ مورد');
  });

  it('lists titles as a Persian sentence does', () => {
    expect(persianQuotedList(['دوغ'])).toBe('«دوغ»');
    expect(persianQuotedList(['دوغ', 'کباب'])).toBe('«دوغ» و «کباب»');
    expect(persianQuotedList(['دوغ', 'کباب', 'سالاد'])).toBe('«دوغ»، «کباب» و «سالاد»');
  });

  it('offers only serving at a table, and a visitor without a table what they can get where they are', () => {
    expect(serviceChoices(['SERVE', 'DELIVER'], '5')).toEqual(['SERVE']);
    // Serving needs a table: the website offers the vendor's other services, in a fixed order.
    expect(serviceChoices(['SERVE', 'PICKUP', 'DELIVER'], null)).toEqual(['DELIVER', 'PICKUP']);
    expect(serviceChoices(['SERVE'], null)).toEqual([]);
    expect(servesOnlyAtTables(['SERVE'], null)).toBe(true);
    expect(servesOnlyAtTables(['SERVE'], '5')).toBe(false);
    expect(servesOnlyAtTables(['SERVE', 'PICKUP'], null)).toBe(false);
    expect(sellChannelFor('5')).toBe('QR');
    expect(sellChannelFor(null)).toBe('WEBSITE');
  });

  it('blocks a closed vendor and a cart under the minimum basket, with the reason', () => {
    const wednesday = new Date('2026-11-25T06:30:00Z');
    const open = makeVendorLanding({ isOpen: true, minimumBasket: 150_000 });
    expect(orderingBlockedReason(open, wednesday)).toBeNull();
    expect(continueBlockedReason(open, 120_000, wednesday)).toBe(
      'حداقل سفارش ۱۵۰٬۰۰۰ تومان است؛ ۳۰٬۰۰۰ تومان دیگر اضافه کنید.',
    );
    expect(continueBlockedReason(open, 150_000, wednesday)).toBeNull();
    const closed = makeVendorLanding({
      isOpen: false,
      nextOpening: { dayOfWeek: 'WED', startTime: '18:00', endTime: '00:00' },
    });
    expect(orderingBlockedReason(closed, wednesday)).toBe('رستوران بسته است؛ بازگشایی: امروز ساعت ۱۸:۰۰');
    expect(orderingBlockedReason(makeVendorLanding({ isOpen: false }), wednesday)).toBe(
      'رستوران الان بسته است.',
    );
  });
});
