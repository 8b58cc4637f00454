import {
  expirationAtEndOf,
  type TCreateDiscountCodeRequest,
  tehranCalendarDay,
  ZCreateDiscountCodeRequest,
} from '@sofreh/domain';
import type { Database } from '../db/database';
import * as discountCodes from '../modules/discount-codes/discount-codes.repository';

const DAY = 24 * 60 * 60 * 1000;
const FREE_DRINK_TITLE = 'دوغ محلی';

/** The demo restaurant's codes: one of each type, and an expired one so staff see that state too. */
function demoCodes(now: Date, freeDrinkId: string | null): Array<Partial<TCreateDiscountCodeRequest>> {
  const codes: Array<Partial<TCreateDiscountCodeRequest>> = [
    {
      code: 'NOROOZ',
      type: 'PERCENTAGE',
      value: 20,
      cap: 50_000,
      // Through the whole of its last day, as staff set it in the back office.
      expiration: expirationAtEndOf(tehranCalendarDay(new Date(now.getTime() + 120 * DAY))).toISOString(),
      usageLimit: 500,
      usageLimitPerUser: 2,
      vendorDeal: true,
    },
    {
      code: 'WELCOME',
      type: 'MONEY',
      value: 30_000,
      usageLimitPerUser: 1,
      minOrderAmount: 150_000,
      vendorDeal: true,
    },
    { code: 'FREESHIP', type: 'FREESHIPPING', minOrderAmount: 400_000, vendorDeal: true },
    {
      // Yalda night 1404 (30 Azar): over at the first midnight after it, Tehran time.
      code: 'YALDA1404',
      type: 'PERCENTAGE',
      value: 15,
      cap: 40_000,
      expiration: '2025-12-21T20:30:00Z',
      usageLimit: 200,
    },
  ];
  if (freeDrinkId) {
    codes.push({
      code: 'DOOGH',
      type: 'FREEITEM',
      freeItems: [{ id: freeDrinkId, count: 1 }],
      minOrderAmount: 300_000,
      usageLimitPerUser: 1,
    });
  }
  return codes;
}

/**
 * Gives the demo restaurant its discount codes — once: only while it has never had a code, so that
 * codes staff deleted or changed stay as they left them. Returns whether it wrote them.
 */
export async function seedDemoDiscountCodes(database: Database, vendorId: string, now = new Date()) {
  if ((await discountCodes.countEver(database.db, vendorId)) > 0) return false;
  try {
    await database.db.transaction(async (tx) => {
      const freeDrinkId = await discountCodes.findMenuItemIdByTitle(tx, vendorId, FREE_DRINK_TITLE);
      for (const [index, input] of demoCodes(now, freeDrinkId).entries()) {
        // Parsed with the API's own contract: the demo obeys the rules a person's input does.
        const { freeItems, expiration, ...fields } = ZCreateDiscountCodeRequest.parse(input);
        const id = await discountCodes.insert(tx, vendorId, {
          ...fields,
          value: fields.value ?? 0,
          expiration: expiration ? new Date(expiration) : null,
          // A minute apart, so the list (newest first) shows them in this order, NOROOZ on top.
          createdAt: new Date(now.getTime() - index * 60_000),
        });
        await discountCodes.replaceFreeItems(tx, vendorId, id, freeItems);
      }
    });
  } catch (error) {
    // Another instance starting at the same moment wrote them first.
    if ((await discountCodes.countEver(database.db, vendorId)) > 0) return false;
    throw error;
  }
  return true;
}
