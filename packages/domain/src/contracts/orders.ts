import { z } from 'zod';
import {
  Currency,
  DeliveryType,
  DiscountCodeType,
  OrderSource,
  OrderStatus,
  PaymentMethod,
  PaymentState,
  RejectReason,
  ServiceFeeType,
} from '../enums';
import { ZPageQuery } from '../pagination';
import { normalizePersianLetters, ZCatalogId, ZMoney } from './catalog';

// Contracts of customer ordering (SPEC §7 /api/orders, issue 4). A request names what was chosen,
// never a price: the server loads every price itself (decision 0006), and a price sent anyway is
// dropped with the other unknown fields.

export const MAX_ORDER_LINES = 50;
export const MAX_LINE_COUNT = 99;

/** The channels a customer orders through on the vendor's site: the website, or a table's QR code. */
export const CustomerOrderSource = z
  .enum(['WEBSITE', 'QR'])
  .describe('WEBSITE: the vendor’s site; QR: a table’s QR code. Also the menu channel the items must be in');
export type TCustomerOrderSource = z.infer<typeof CustomerOrderSource>;

/** How a customer may pay on the site: online through a gateway, or cash / card when the food arrives. */
export const CustomerPaymentMethod = z
  .enum(['ONLINE', 'CASH', 'CARD'])
  .describe('ONLINE: through the gateway before the kitchen sees it; CASH / CARD: on receipt');
export type TCustomerPaymentMethod = z.infer<typeof CustomerPaymentMethod>;

const ZCount = (max: number, what: string) =>
  z
    .number(`تعداد ${what} را به عدد وارد کنید.`)
    .int(`تعداد ${what} باید عدد صحیح باشد.`)
    .min(1, `تعداد ${what} دست‌کم ۱ است.`)
    .max(max, `تعداد ${what} بیش از حد مجاز است.`);

export const ZOrderToppingChoice = z.object({
  toppingId: ZCatalogId.describe('A topping offered with the item'),
  count: ZCount(50, 'افزودنی').default(1).describe('How many of it on each unit of the line'),
});

export const ZOrderLineRequest = z.object({
  menuItemId: ZCatalogId.describe('The menu item'),
  count: ZCount(MAX_LINE_COUNT, 'غذا').describe('How many of it, each with the same toppings'),
  toppings: z
    .array(ZOrderToppingChoice)
    .max(50, 'تعداد افزودنی‌ها بیش از حد مجاز است.')
    .default([])
    .describe('Toppings chosen for each unit; each topping category’s min/max applies'),
});
export type TOrderLineRequest = z.infer<typeof ZOrderLineRequest>;

const ZOptionalText = (max: number, message: string) =>
  z.string().trim().max(max, message).overwrite(normalizePersianLetters).nullish();

/** What the cart sends to be quoted and, with a payment method, to be ordered. */
export const ZOrderQuoteRequest = z.object({
  deliveryType: DeliveryType.describe('DELIVER (courier), PICKUP, SERVE (dine-in, needs a table), ZFEXPRESS'),
  source: CustomerOrderSource,
  items: z
    .array(ZOrderLineRequest)
    .max(MAX_ORDER_LINES, 'تعداد اقلام سبد خرید بیش از حد مجاز است.')
    .describe('The cart’s lines, free items of a discount excluded (the server adds them)'),
  addressId: ZCatalogId.nullish().describe(
    'The customer’s saved address; required for DELIVER and ZFEXPRESS',
  ),
  tableNumber: ZOptionalText(20, 'شماره میز حداکثر ۲۰ حرف است.').describe(
    'The table (from ?table=); required for SERVE',
  ),
  numberOfPerson: z
    .number()
    .int('تعداد نفرات باید عدد صحیح باشد.')
    .min(1, 'تعداد نفرات دست‌کم ۱ است.')
    .max(500, 'تعداد نفرات بیش از حد مجاز است.')
    .nullish()
    .describe('Guests at the table (dine-in)'),
  description: ZOptionalText(500, 'توضیحات حداکثر ۵۰۰ حرف است.').describe('A note for the kitchen'),
  discountCode: z
    .string()
    .trim()
    .max(50, 'کد تخفیف حداکثر ۵۰ حرف است.')
    .nullish()
    .describe('A discount code to apply, as the customer typed it'),
  tip: ZMoney.default(0).describe('Tip in the vendor’s currency, added to the final price untouched'),
  paymentMethod: CustomerPaymentMethod.nullish().describe('Not needed for a quote'),
});
export type TOrderQuoteRequest = z.infer<typeof ZOrderQuoteRequest>;

/** An order to submit: a quote request with its payment method. Needs an Idempotency-Key header. */
export const ZCreateOrderRequest = ZOrderQuoteRequest.extend({ paymentMethod: CustomerPaymentMethod });
export type TCreateOrderRequest = z.infer<typeof ZCreateOrderRequest>;

/** `Idempotency-Key`: one per order attempt (a UUID is best); a retry of the same attempt sends it again. */
export const IDEMPOTENCY_KEY_PATTERN = /^[A-Za-z0-9._:-]{8,255}$/;

// ─── Answers ─────────────────────────────────────────────────────────────────────────────────────

export const ZPriceBreakdown = z
  .object({
    sumOfItemsPrice: z.number().int().describe('Items at their own price × count (free items excluded)'),
    sumOfItemToppingsPrice: z.number().int().describe('Toppings × count of their line'),
    totalPackagingCost: z.number().int().describe('Packaging (takeaway) or serve packaging (dine-in)'),
    finalDiscountAmount: z.number().int().describe('What the discount takes off'),
    serviceFeeType: ServiceFeeType,
    serviceFeeValue: z.number().int().describe('Percent for PERCENTAGE, an amount for FIX'),
    totalServiceFee: z.number().int().describe('The service charge in money (dine-in only)'),
    tax: z.number().int().describe('VAT on withTax items after their share of the discount'),
    deliveryCost: z.number().int().describe('Courier price of the address (0 with FREESHIPPING)'),
    tip: z.number().int(),
    finalPrice: z.number().int().describe('What the customer pays'),
  })
  .describe('Every total, in the vendor’s currency (decision 0006)');
export type TPriceBreakdown = z.infer<typeof ZPriceBreakdown>;

export const ZQuoteProblem = z.object({
  code: z.string().describe('Error code the order submission would answer with, e.g. VENDOR_CLOSED'),
  field: z.string().nullable().describe('Dotted path in the request, e.g. "items.1.toppingCategories.<id>"'),
  message: z.string().describe('What to tell the customer, in Persian'),
});
export type TQuoteProblem = z.infer<typeof ZQuoteProblem>;

export const ZQuotedTopping = z.object({
  toppingId: z.string(),
  title: z.string(),
  price: z.number().int().describe('Price of one, as the server loaded it'),
  count: z.number().int(),
});

export const ZQuotedLine = z.object({
  index: z
    .number()
    .int()
    .nullable()
    .describe('Position in the request’s items; null for a discount’s free item'),
  menuItemId: z.string(),
  title: z.string().nullable().describe('Null when no such item is on this vendor’s menu'),
  count: z.number().int(),
  unitPrice: z.number().int(),
  packagingCost: z.number().int(),
  servePackagingCost: z.number().int(),
  withTax: z.boolean(),
  isFreeItem: z.boolean(),
  toppings: z.array(ZQuotedTopping),
  lineTotal: z.number().int().describe('(unit price + toppings) × count; 0 for a free item'),
  orderable: z.boolean().describe('False: left out of the totals; problem says why'),
  problem: z.string().nullable().describe('Why the line cannot be ordered, in Persian'),
});
export type TQuotedLine = z.infer<typeof ZQuotedLine>;

export const ZOrderDiscount = z.object({
  codeId: z.string().nullable().describe('The discount code’s id; null for a discount staff typed in'),
  code: z.string().nullable(),
  type: DiscountCodeType,
  value: z.number().int().nullable().describe('Percent for PERCENTAGE, money for MONEY, else null'),
  cap: z.number().int().nullable().describe('Largest amount a PERCENTAGE discount takes off'),
});
export type TOrderDiscount = z.infer<typeof ZOrderDiscount>;

/** The cart as the server prices it, and everything that would stop it being ordered now. */
export const ZOrderQuote = z.object({
  lines: z.array(ZQuotedLine),
  totals: ZPriceBreakdown,
  currency: Currency,
  minimumBasket: z.number().int().describe('Least items + toppings before discount the vendor takes'),
  isOpen: z.boolean().describe('The vendor takes orders now (opening hours, Tehran time)'),
  discount: ZOrderDiscount.nullable().describe(
    'The discount applied; its money is totals.finalDiscountAmount',
  ),
  problems: z.array(ZQuoteProblem).describe('Empty when the order can be submitted as it is'),
  canSubmit: z.boolean(),
});
export type TOrderQuote = z.infer<typeof ZOrderQuote>;

export const ZOrderItemTopping = z.object({
  id: z.string(),
  toppingId: z.string(),
  title: z.string(),
  price: z.number().int().describe('Price of one when ordered'),
  count: z.number().int().describe('On each unit of the line'),
});

export const ZOrderItem = z.object({
  id: z.string(),
  lineNumber: z.number().int().describe('Position in the order, from 0'),
  menuItemId: z.string(),
  title: z.string().describe('The item’s title when ordered'),
  unitPrice: z.number().int().describe('The item’s price when ordered'),
  packagingCost: z.number().int(),
  servePackagingCost: z.number().int(),
  withTax: z.boolean(),
  isFreeItem: z.boolean(),
  count: z.number().int().describe('Current count; 0 for a line staff removed (SPEC §4)'),
  originalCount: z.number().int().describe('The count ordered: an edit’s ceiling once past SUBMITTED'),
  removedCount: z.number().int().describe('How many staff took off by editing'),
  toppings: z.array(ZOrderItemTopping),
});
export type TOrderItem = z.infer<typeof ZOrderItem>;

export const ZOrderAddress = z.object({
  id: z.string().nullable(),
  text: z.string().nullable(),
  details: z.string().nullable(),
  latitude: z.number().nullable(),
  longitude: z.number().nullable(),
});
export type TOrderAddress = z.infer<typeof ZOrderAddress>;

export const ZOrderCustomer = z.object({
  userId: z.string(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  phoneNumber: z.string(),
});

export const ZOrderHistoryEntry = z.object({
  fromStatus: OrderStatus.nullable().describe('Null for the state the order was created in'),
  toStatus: OrderStatus,
  at: z.string().describe('When (ISO 8601, UTC)'),
  actorUserId: z
    .string()
    .nullable()
    .describe('Who made the change; null for the system, and always null in a customer’s view'),
  actorName: z
    .string()
    .nullable()
    .describe('The staff member’s name (or phone) for staff; null for the system and for customers'),
  note: z.string().nullable(),
});
export type TOrderHistoryEntry = z.infer<typeof ZOrderHistoryEntry>;

/** A refund as the order shows it to anyone, its customer included: how much, where it is, when. */
export const ZOrderRefundLine = z.object({
  id: z.string(),
  amount: z.number().int(),
  state: z.enum(['PENDING', 'DONE', 'FAILED']),
  createdAt: z.string(),
  settledAt: z.string().nullable().describe('When it became DONE or FAILED'),
});
export type TOrderRefundLine = z.infer<typeof ZOrderRefundLine>;

const refundOwedField = z
  .number()
  .int()
  .describe(
    'Owed back to the customer until a refund is final: a rejected online order’s payment not yet returned (refunds pending or failed), or refunds still pending',
  );

/** One order with its lines, its money and its history. */
export const ZOrder = z.object({
  id: z.string(),
  number: z.number().int().describe('The order’s number at this vendor: 1, 2, 3…'),
  source: OrderSource,
  deliveryType: DeliveryType,
  status: OrderStatus.describe('SPEC §4; SUBMITTED means awaiting online payment'),
  paymentMethod: PaymentMethod,
  paymentState: PaymentState,
  customer: ZOrderCustomer.nullable(),
  address: ZOrderAddress.nullable().describe('The delivery address as it was when ordered'),
  tableNumber: z.string().nullable(),
  numberOfPerson: z.number().int().nullable(),
  description: z.string().nullable(),
  discount: ZOrderDiscount.nullable(),
  totals: ZPriceBreakdown,
  taxPercent: z.number().int().describe('The VAT rate the order was priced with'),
  currency: Currency,
  preparationMinutes: z.number().int().describe('Minutes from confirmation until ready'),
  deliveryMinutes: z
    .number()
    .int()
    .nullable()
    .describe('The courier’s minutes of the delivery zone when ordered; null when not delivered by courier'),
  rejectReason: RejectReason.nullable().describe('Why it was rejected (REJECTED only)'),
  rejectNote: z.string().nullable().describe('The restaurant’s own words about the rejection'),
  refunds: z.array(ZOrderRefundLine).describe('Money given back, newest first'),
  refundOwed: refundOwedField,
  items: z.array(ZOrderItem).describe('Lines with a count above 0'),
  removedItems: z.array(ZOrderItem).describe('Lines staff removed (count 0), restorable'),
  history: z.array(ZOrderHistoryEntry).describe('Every state, oldest first'),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type TOrder = z.infer<typeof ZOrder>;

/** A row of "my orders" (and of the back-office board to come). */
export const ZOrderListRow = z.object({
  id: z.string(),
  number: z.number().int(),
  status: OrderStatus,
  source: OrderSource,
  deliveryType: DeliveryType,
  paymentMethod: PaymentMethod,
  paymentState: PaymentState,
  finalPrice: z.number().int(),
  currency: Currency,
  itemCount: z.number().int().describe('Units ordered across the lines still in the order'),
  tableNumber: z.string().nullable(),
  createdAt: z.string(),
  refunded: z.number().int().describe('Given back and final (DONE)'),
  refundedAt: z.string().nullable().describe('When the last refund was given back'),
  refundOwed: refundOwedField,
});
export type TOrderListRow = z.infer<typeof ZOrderListRow>;

export const ZMyOrdersQuery = ZPageQuery.pick({ pageNumber: true, pageSize: true });
export type TMyOrdersQuery = z.infer<typeof ZMyOrdersQuery>;

export const ZOrderIdParams = z.object({ id: z.guid('شناسه سفارش معتبر نیست.').describe('Order id') });
