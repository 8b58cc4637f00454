import { z } from 'zod';
import { DiscountCodeType } from '../enums';
import { pageOf, ZPageQuery } from '../pagination';
import { discountTermsProblems, normalizeDiscountCode } from '../rules/discount-codes';
import { MAX_MONEY, ZCatalogId, ZMoney } from './catalog';

// Contracts of /api-identity/identity/discountcodes (SPEC §3 discount code, §7). Money is a whole
// number of the vendor's currency. Instants are ISO 8601 strings (UTC on the way out).

export const DISCOUNT_CODE_MIN_LENGTH = 3;
export const DISCOUNT_CODE_MAX_LENGTH = 30;
/** Most uses a limit may name: far above any real campaign, small enough for an integer column. */
export const MAX_DISCOUNT_USES = 1_000_000;
/** Most units of one free item a code may give. */
export const MAX_FREE_ITEM_COUNT = 10;

export const ZDiscountCodeText = z
  .string('کد تخفیف را وارد کنید.')
  .overwrite(normalizeDiscountCode)
  .min(DISCOUNT_CODE_MIN_LENGTH, 'کد تخفیف دست‌کم ۳ نویسه است.')
  .max(DISCOUNT_CODE_MAX_LENGTH, 'کد تخفیف حداکثر ۳۰ نویسه است.')
  .regex(/^[\p{L}\p{N}_-]+$/u, 'کد تخفیف فقط حرف، رقم، خط تیره و زیرخط می‌پذیرد (بدون فاصله).')
  .describe('The code customers type, e.g. NOROOZ; stored trimmed, upper case, with Latin digits');

const ZUses = z
  .number('تعداد را به عدد وارد کنید.')
  .int('تعداد باید عدد صحیح باشد.')
  .min(1, 'تعداد دفعات استفاده باید دست‌کم ۱ باشد.')
  .max(MAX_DISCOUNT_USES, 'تعداد دفعات استفاده بیش از حد مجاز است.');

export const ZDiscountFreeItemInput = z.object({
  id: ZCatalogId.describe('A menu item of this vendor'),
  count: z
    .number('تعداد را به عدد وارد کنید.')
    .int('تعداد باید عدد صحیح باشد.')
    .min(1, 'تعداد باید دست‌کم ۱ باشد.')
    .max(MAX_FREE_ITEM_COUNT, 'حداکثر ۱۰ عدد از هر آیتم رایگان.')
    .default(1)
    .describe('How many of the item the code gives'),
});
export type TDiscountFreeItemInput = z.infer<typeof ZDiscountFreeItemInput>;

const ZFreeItemsInput = z
  .array(ZDiscountFreeItemInput)
  .max(10, 'حداکثر ۱۰ آیتم رایگان.')
  .superRefine((items, ctx) => {
    const seen = new Set<string>();
    items.forEach((item, index) => {
      if (seen.has(item.id)) {
        ctx.addIssue({ code: 'custom', message: 'این آیتم تکراری است.', path: [index, 'id'] });
      }
      seen.add(item.id);
    });
  })
  .describe('FREEITEM only: the menu items it gives, with a count each; replaces the old list when sent');

const ZDiscountCodeFields = z.object({
  code: ZDiscountCodeText,
  type: DiscountCodeType.describe('MONEY, PERCENTAGE, FREESHIPPING or FREEITEM'),
  value: z
    .number('مقدار تخفیف را به عدد وارد کنید.')
    .int('مقدار تخفیف باید عدد صحیح باشد.')
    .min(0, 'مقدار تخفیف نمی‌تواند منفی باشد.')
    .max(MAX_MONEY, 'مبلغ بیش از حد مجاز است.')
    .nullable()
    .describe('Amount off for MONEY, percent (1–100) for PERCENTAGE; ignored for the other types'),
  cap: ZMoney.min(1, 'سقف تخفیف باید بیشتر از صفر باشد.')
    .nullable()
    .describe('PERCENTAGE only: the most it takes off; null for no cap'),
  expiration: z.iso
    .datetime({ offset: true, message: 'تاریخ انقضا معتبر نیست.' })
    .nullable()
    .describe('Last instant the code works (exclusive), ISO 8601; null: never expires'),
  active: z.boolean(),
  usageLimit: ZUses.nullable().describe('How many orders may use it in all; null: no limit'),
  usageLimitPerUser: ZUses.nullable().describe('How many orders one customer may use it on; null: no limit'),
  vendorDeal: z
    .boolean()
    .describe('Advertised on the restaurant’s site as one of its deals (GET /available); otherwise private'),
  minOrderAmount: ZMoney.describe('Items and toppings must come to at least this much; 0: any order'),
  freeItems: ZFreeItemsInput,
});

export const ZCreateDiscountCodeRequest = ZDiscountCodeFields.extend({
  value: ZDiscountCodeFields.shape.value.default(null),
  cap: ZDiscountCodeFields.shape.cap.default(null),
  expiration: ZDiscountCodeFields.shape.expiration.default(null),
  active: z.boolean().default(true),
  usageLimit: ZDiscountCodeFields.shape.usageLimit.default(null),
  usageLimitPerUser: ZDiscountCodeFields.shape.usageLimitPerUser.default(null),
  vendorDeal: z.boolean().default(false),
  minOrderAmount: ZMoney.default(0),
  freeItems: ZFreeItemsInput.default(() => []),
}).superRefine((code, ctx) => {
  const problems = discountTermsProblems({ ...code, freeItemCount: code.freeItems.length });
  for (const { field, message } of problems) ctx.addIssue({ code: 'custom', message, path: [field] });
});
export type TCreateDiscountCodeRequest = z.infer<typeof ZCreateDiscountCodeRequest>;

/** Id in the body as the spec's PUTs; a field left out keeps its value (checked with the rest on the server). */
export const ZUpdateDiscountCodeRequest = ZDiscountCodeFields.partial().extend({ id: ZCatalogId });
export type TUpdateDiscountCodeRequest = z.infer<typeof ZUpdateDiscountCodeRequest>;

/**
 * `PUT /identity/discountcodes/admin/update` (SPEC §7): a platform administrator changes a vendor's
 * code — the same partial update as the vendor's own, the vendor named in the body.
 */
export const ZAdminUpdateDiscountCodeRequest = ZUpdateDiscountCodeRequest.extend({
  vendorId: z.guid('شناسه رستوران معتبر نیست.').describe('The vendor whose code it is'),
});
export type TAdminUpdateDiscountCodeRequest = z.infer<typeof ZAdminUpdateDiscountCodeRequest>;

export const ZDiscountFreeItem = z.object({
  id: z.string().describe('The menu item'),
  title: z.string(),
  price: z.number().int().describe('Its menu price per unit'),
  discount: z.number().int().describe('What is taken off per unit: the whole price'),
  packagingCost: z.number().int(),
  servePackagingCost: z.number().int(),
  withTax: z.boolean(),
  count: z.number().int().describe('How many the code gives'),
});
export type TDiscountFreeItem = z.infer<typeof ZDiscountFreeItem>;

export const ZDiscountCode = z.object({
  id: z.string(),
  code: z.string(),
  type: DiscountCodeType,
  value: z.number().int(),
  cap: z.number().int().nullable(),
  expiration: z.string().nullable(),
  active: z.boolean(),
  usageLimit: z.number().int().nullable(),
  usageCount: z.number().int().describe('Orders that used it (cancelled orders give theirs back)'),
  usageLimitPerUser: z.number().int().nullable(),
  vendorDeal: z.boolean(),
  minOrderAmount: z.number().int(),
  freeItems: z.array(ZDiscountFreeItem),
  createdAt: z.string(),
});
export type TDiscountCode = z.infer<typeof ZDiscountCode>;

export const ZDiscountCodeQuery = ZPageQuery;
export const ZDiscountCodePage = pageOf(ZDiscountCode);

/** What a customer (or the cashier on their behalf) learns about a code they may apply. */
export const ZAppliedDiscountCode = z.object({
  id: z.string(),
  code: z.string(),
  type: DiscountCodeType,
  value: z.number().int(),
  cap: z.number().int().nullable(),
  expiration: z.string().nullable(),
  minOrderAmount: z.number().int(),
  freeItems: z.array(ZDiscountFreeItem),
});
export type TAppliedDiscountCode = z.infer<typeof ZAppliedDiscountCode>;

const ZSubtotal = z.coerce
  .number()
  .int()
  .min(0)
  .optional()
  .describe('Items and toppings of the cart; when given, the minimum order is checked too');

export const ZDiscountCodeParams = z.object({ code: z.string().max(100) });

export const ZDiscountCodeLookupQuery = z.object({
  customerId: z.guid('شناسه مشتری معتبر نیست.').optional().describe('The customer the order is for'),
  isReadOnly: z
    .stringbool()
    .default(false)
    .describe(
      'true: only the code’s own state is checked (no customer needed). No lookup ever counts a use: the order does',
    ),
  subtotal: ZSubtotal,
});
export type TDiscountCodeLookupQuery = z.infer<typeof ZDiscountCodeLookupQuery>;

export const ZSiteDiscountCodeQuery = z.object({ subtotal: ZSubtotal });
export const ZAvailableDiscountCodesQuery = z.object({ subtotal: ZSubtotal });
