import { z } from 'zod';
import { DeliveryType, OfflineDiscountType, PaymentMethod, ServiceFeeType } from '../enums';
import { pageOf, ZPageQuery } from '../pagination';
import { normalizePersianLetters, ZCatalogId, ZMoney } from './catalog';
import { ZBoardOrderRow } from './order-board';
import { MAX_ORDER_LINES, ZOrderLineRequest, ZOrderQuote } from './orders';
import { DEFAULT_PREPARATION_MINUTES, MIN_PREPARATION_MINUTES } from './vendor';

// Orders staff take (SPEC §3 "offline ordering state", §7 /api/orders/quick, /postpaid, /kiosk,
// issue 5, decision 0022). Like the customer's, a request names what was chosen, never a price.

/** How the guest pays an order staff take. ONLINE and FOODRO belong to other channels. */
export const StaffPaymentMethod = PaymentMethod.extract(['CARD', 'CASH', 'UNPAID', 'CREDIT']).describe(
  'CARD (default), CASH, UNPAID (pay later: a table’s bill), CREDIT (the customer’s account)',
);
export type TStaffPaymentMethod = z.infer<typeof StaffPaymentMethod>;

const ZOptionalText = (max: number, message: string) =>
  z.string().trim().max(max, message).overwrite(normalizePersianLetters).nullish();

export const ZStaffOrderRequest = z.object({
  customerId: z
    .guid('مشتری معتبر نیست.')
    .nullish()
    .describe('The vendor’s customer; empty for a walk-in guest. Required for DELIVER and a coupon'),
  deliveryType: DeliveryType.default('SERVE').describe('SERVE (default, needs a table), PICKUP, DELIVER'),
  items: z
    .array(ZOrderLineRequest)
    .max(MAX_ORDER_LINES, 'تعداد اقلام سفارش بیش از حد مجاز است.')
    .describe('Lines with toppings; the server prices them'),
  addressId: ZCatalogId.nullish().describe('One of the customer’s addresses; required for DELIVER'),
  tableNumber: ZOptionalText(20, 'شماره میز حداکثر ۲۰ حرف است.').describe('Required for SERVE'),
  numberOfPerson: z
    .number('تعداد نفرات را به عدد وارد کنید.')
    .int('تعداد نفرات باید عدد صحیح باشد.')
    .min(1, 'تعداد نفرات دست‌کم ۱ است.')
    .max(500, 'تعداد نفرات بیش از حد مجاز است.')
    .nullish()
    .describe('Guests at the table (SPEC numberOfCustomer)'),
  paymentMethod: StaffPaymentMethod.default('CARD'),
  description: ZOptionalText(500, 'توضیحات حداکثر ۵۰۰ حرف است.').describe('A note for the kitchen'),
  preparationMinutes: z
    .number('زمان آماده‌سازی را به دقیقه وارد کنید.')
    .int('زمان آماده‌سازی باید عدد صحیح باشد.')
    .min(MIN_PREPARATION_MINUTES, 'زمان آماده‌سازی دست‌کم ۱۴ دقیقه است.')
    .max(600, 'زمان آماده‌سازی بیش از حد است.')
    .default(DEFAULT_PREPARATION_MINUTES),
  discountType: OfflineDiscountType.default('MONEY').describe('A discount staff give by hand'),
  discountAmount: ZMoney.default(0).describe('Percent (0–100) for PERCENTAGE, money for MONEY; 0 for none'),
  couponCode: z
    .string()
    .trim()
    .max(50, 'کد تخفیف حداکثر ۵۰ حرف است.')
    .nullish()
    .describe('A discount code instead of a discount by hand (one of the two)'),
  tip: ZMoney.default(0),
});
export type TStaffOrderRequest = z.input<typeof ZStaffOrderRequest>;
export type TStaffOrder = z.output<typeof ZStaffOrderRequest>;

/** What the ordering screen needs to price locally exactly as the server does. */
export const ZStaffOrderingTerms = z.object({
  taxPercent: z.number().int(),
  serviceFeeType: ServiceFeeType,
  serviceFeeValue: z.number().int(),
  minimumBasket: z.number().int(),
  deliveryTypes: z.array(DeliveryType),
  isOpen: z.boolean(),
});

export const ZStaffOrderQuote = ZOrderQuote.extend({
  terms: ZStaffOrderingTerms,
  deliveryCost: z.number().int().nullable().describe('The address’s zone price; null when none'),
});
export type TStaffOrderQuote = z.infer<typeof ZStaffOrderQuote>;

/** Items of an open pay-later order, replaced by these (the totals are priced again). */
export const ZEditPostpaidRequest = z.object({
  orderId: z.guid('شناسه سفارش معتبر نیست.'),
  items: ZStaffOrderRequest.shape.items,
  description: ZStaffOrderRequest.shape.description,
  tip: ZMoney.optional(),
});
export type TEditPostpaidRequest = z.input<typeof ZEditPostpaidRequest>;

export const ZCreditOrdersQuery = ZPageQuery.pick({ pageNumber: true, pageSize: true }).extend({
  from: z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/, 'تاریخ باید به شکل yyyy-mm-dd باشد.')
    .optional()
    .describe('First Tehran day, inclusive'),
  to: z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/, 'تاریخ باید به شکل yyyy-mm-dd باشد.')
    .optional()
    .describe('Last Tehran day, inclusive'),
});
export type TCreditOrdersQuery = z.infer<typeof ZCreditOrdersQuery>;

export const ZCreditOrdersPage = pageOf(ZBoardOrderRow).extend({
  totalAmount: z.number().int().describe('Sum of final prices of every credit order in the range'),
});
export type TCreditOrdersPage = z.infer<typeof ZCreditOrdersPage>;
