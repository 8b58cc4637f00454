import { z } from 'zod';
import { DEFAULT_SELL_CHANNEL, DEFAULT_SERVER_SELL_CHANNEL, SellChannel, Weekday } from '../enums';
import { toPersianDigits } from '../format';
import { ZPageQuery } from '../pagination';
import { isValidFoodShiftWindow } from '../rules/food-shifts';
import { ZTime } from './vendor';

// Contracts of the catalog service (SPEC §7, prefix /api-catalog/catalog). Money is a whole number
// of the vendor's currency (Toman by default), never a float. Updates (PUT) carry the id in the body
// as the spec's do; a field left out of an update keeps its value.

export type TSellChannel = z.infer<typeof SellChannel>;

/** Arabic yeh and kaf look like the Persian letters but do not match them in search: store Persian. */
export function normalizePersianLetters(text: string): string {
  return text.replace(/[يى]/g, 'ی').replace(/ك/g, 'ک');
}

/** Largest amount accepted: far above any menu price, far below where JavaScript numbers lose digits. */
export const MAX_MONEY = 1_000_000_000_000;

export const ZCatalogId = z.guid('شناسه معتبر نیست.').describe('Identifier (UUID)');
export const ZIdParams = z.object({ id: ZCatalogId });

export const ZTitle = z
  .string()
  .trim()
  .min(1, 'عنوان را وارد کنید.')
  .max(100, 'عنوان حداکثر ۱۰۰ حرف است.')
  .overwrite(normalizePersianLetters);
const ZDescription = z
  .string()
  .trim()
  .max(1000, 'توضیحات حداکثر ۱۰۰۰ حرف است.')
  .overwrite(normalizePersianLetters)
  .nullable();
export const ZMoney = z
  .number('مبلغ را به عدد وارد کنید.')
  .int('مبلغ باید عدد صحیح باشد.')
  .min(0, 'مبلغ نمی‌تواند منفی باشد.')
  .max(MAX_MONEY, 'مبلغ بیش از حد مجاز است.');
const ZSortOrder = z
  .number()
  .int()
  .min(0)
  .max(1_000_000)
  .describe('Position in lists, smallest first; new rows go last when omitted');
const ZSellChannels = z
  .array(SellChannel)
  .min(1, 'دست‌کم یک کانال فروش انتخاب کنید.')
  .overwrite((channels) => [...new Set(channels)])
  .describe('Channels whose menus show this category (SALON, QR, WEBSITE, KIOSK, SNAPPFOOD)');
export const ZImageUrl = z
  .string()
  .trim()
  .max(500)
  // Our own files (/files/…) or an https address; never javascript:, data: or a protocol-relative //host.
  .regex(/^(\/(?!\/)|https:\/\/)/, 'آدرس تصویر معتبر نیست.')
  .nullable()
  .describe('Image address: a path returned by the files upload, or an https URL');
const ZTags = z
  .array(z.string().trim().min(1, 'برچسب خالی است.').max(30, 'برچسب حداکثر ۳۰ حرف است.'))
  .max(20, 'حداکثر ۲۰ برچسب مجاز است.')
  .overwrite((tags) => [...new Set(tags.map(normalizePersianLetters))])
  .describe('Free labels such as «تند» or «گیاهی»; GET /menuitemtag lists those in use');

/** For lists that say "is this id repeated?" beside the repeated entry. */
function noRepeats<T>(key: (value: T) => string, message: string, field?: string) {
  return (values: T[], ctx: z.RefinementCtx) => {
    const seen = new Set<string>();
    values.forEach((value, index) => {
      const k = key(value);
      if (seen.has(k)) ctx.addIssue({ code: 'custom', message, path: field ? [index, field] : [index] });
      seen.add(k);
    });
  };
}

// ─── Shared shapes ───────────────────────────────────────────────────────────────────────────────

export const ZKeyValue = z.object({ id: z.string(), title: z.string() });
export type TKeyValue = z.infer<typeof ZKeyValue>;
export const ZKeyValueList = z.array(ZKeyValue);

/** Optional body of an activation toggle: without it (or with no flag) the flag flips; with it, it is set. */
export const ZActivationRequest = z
  .object({ active: z.boolean().optional().describe('Set to this value; omitted: flip the current value') })
  .nullish();
export const ZAvailabilityRequest = z
  .object({
    available: z.boolean().optional().describe('Set to this value; omitted: flip the current value'),
  })
  .nullish();

// ─── Menu categories ─────────────────────────────────────────────────────────────────────────────

export const ZMenuCategory = z.object({
  id: z.string(),
  title: z.string(),
  description: z.string().nullable(),
  sortOrder: z.number().int(),
  active: z.boolean().describe('Inactive categories and their items are hidden from every menu'),
  sellChannels: z.array(SellChannel),
  printerStationId: z.string().nullable().describe('Where its items print; set by the printer stations'),
  itemCount: z.number().int().describe('How many items it holds (a category with items cannot be deleted)'),
});
export type TMenuCategory = z.infer<typeof ZMenuCategory>;
export const ZMenuCategoryList = z.array(ZMenuCategory).describe('Categories in menu order');

const ZMenuCategoryFields = z.object({
  title: ZTitle.describe('Heading on the menu, e.g. «کباب»'),
  description: ZDescription.optional(),
  sellChannels: ZSellChannels,
  active: z.boolean(),
  sortOrder: ZSortOrder.optional(),
});

export const ZCreateMenuCategoryRequest = ZMenuCategoryFields.extend({
  // Issue 19 point 13: a new category on the salon only hid an owner's first dishes from the website.
  sellChannels: ZSellChannels.optional().describe('Absent: every channel the restaurant sells on'),
  active: z.boolean().default(true),
});
export type TCreateMenuCategoryRequest = z.infer<typeof ZCreateMenuCategoryRequest>;

export const ZUpdateMenuCategoryRequest = ZMenuCategoryFields.partial().extend({ id: ZCatalogId });
export type TUpdateMenuCategoryRequest = z.infer<typeof ZUpdateMenuCategoryRequest>;

export const ZReorderRequest = z.object({
  ids: z
    .array(ZCatalogId)
    .min(1)
    .max(1000)
    .superRefine(noRepeats((id) => id, 'این شناسه تکراری است.'))
    .describe('Category ids in their new order; categories left out keep their order after these'),
});
export type TReorderRequest = z.infer<typeof ZReorderRequest>;

// ─── Menu items ──────────────────────────────────────────────────────────────────────────────────

/** Most toppings of one category a customer may be asked for or allowed on one item. */
const MAX_SELECT = 50;

export const ZMenuItemToppingCategoryInput = z
  .object({
    toppingCategoryId: ZCatalogId,
    minSelect: z
      .number('حداقل انتخاب را به عدد وارد کنید.')
      .int('حداقل انتخاب باید عدد صحیح باشد.')
      .min(0, 'حداقل انتخاب نمی‌تواند منفی باشد.')
      .max(MAX_SELECT, `حداقل انتخاب حداکثر ${toPersianDigits(MAX_SELECT)} است.`)
      .default(0)
      .describe('The customer must pick at least this many toppings of the category (0: optional)'),
    maxSelect: z
      .number('حداکثر انتخاب را به عدد وارد کنید.')
      .int('حداکثر انتخاب باید عدد صحیح باشد.')
      .min(1, 'حداکثر انتخاب باید دست‌کم ۱ باشد.')
      .max(MAX_SELECT, `حداکثر انتخاب نمی‌تواند از ${toPersianDigits(MAX_SELECT)} بیشتر باشد.`)
      .describe('The customer may pick at most this many (counting repeats)'),
  })
  .refine((link) => link.minSelect <= link.maxSelect, {
    message: 'حداقل انتخاب نباید از حداکثر انتخاب بیشتر باشد.',
    path: ['minSelect'],
  });
export type TMenuItemToppingCategoryInput = z.infer<typeof ZMenuItemToppingCategoryInput>;

export const ZMenuItem = z.object({
  id: z.string(),
  categoryId: z.string(),
  categoryTitle: z.string(),
  title: z.string(),
  description: z.string().nullable(),
  price: z.number().int(),
  packagingCost: z.number().int().describe('Added per item for delivery and pickup'),
  servePackagingCost: z.number().int().describe('Added per item when served on site'),
  withTax: z.boolean().describe('Whether the vendor’s tax rate applies to it'),
  active: z.boolean().describe('Inactive: hidden from menus (the item is off the menu)'),
  available: z.boolean().describe('Unavailable: hidden for now (e.g. sold out today)'),
  imageUrl: z.string().nullable(),
  tags: z.array(z.string()),
  sortOrder: z.number().int(),
});
export type TMenuItem = z.infer<typeof ZMenuItem>;

export const ZMenuItemToppingCategory = z.object({
  toppingCategoryId: z.string(),
  title: z.string(),
  minSelect: z.number().int(),
  maxSelect: z.number().int(),
});

export const ZMenuItemDetail = ZMenuItem.extend({
  toppingCategories: z.array(ZMenuItemToppingCategory).describe('Offered with the item, in this order'),
  foodShiftIds: z.array(z.string()).describe('Sold only in these shifts; empty: always sold'),
});
export type TMenuItemDetail = z.infer<typeof ZMenuItemDetail>;

const ZMenuItemFields = z.object({
  categoryId: ZCatalogId.describe('The menu category it is listed under'),
  title: ZTitle.describe('Name on the menu, e.g. «کباب کوبیده»'),
  description: ZDescription.optional(),
  price: ZMoney.describe('Price in the vendor’s currency, a whole number'),
  packagingCost: ZMoney,
  servePackagingCost: ZMoney,
  withTax: z.boolean(),
  active: z.boolean(),
  available: z.boolean(),
  imageUrl: ZImageUrl.optional(),
  tags: ZTags,
  sortOrder: ZSortOrder.optional(),
  toppingCategories: z
    .array(ZMenuItemToppingCategoryInput)
    .max(30)
    .superRefine(noRepeats((l) => l.toppingCategoryId, 'این دسته افزودنی تکراری است.', 'toppingCategoryId'))
    .describe('Replaces the topping categories offered with the item, in this order'),
  foodShiftIds: z
    .array(ZCatalogId)
    .max(50)
    .superRefine(noRepeats((id) => id, 'این شیفت تکراری است.'))
    .describe('Replaces the shifts it is sold in; empty: always sold'),
});

export const ZCreateMenuItemRequest = ZMenuItemFields.extend({
  packagingCost: ZMoney.default(0),
  servePackagingCost: ZMoney.default(0),
  withTax: z.boolean().default(false),
  active: z.boolean().default(true),
  available: z.boolean().default(true),
  tags: ZTags.default(() => []),
  toppingCategories: ZMenuItemFields.shape.toppingCategories.default(() => []),
  foodShiftIds: ZMenuItemFields.shape.foodShiftIds.default(() => []),
});
export type TCreateMenuItemRequest = z.infer<typeof ZCreateMenuItemRequest>;

export const ZUpdateMenuItemRequest = ZMenuItemFields.partial().extend({ id: ZCatalogId });
export type TUpdateMenuItemRequest = z.infer<typeof ZUpdateMenuItemRequest>;

export const ZMenuItemQuery = ZPageQuery.extend({
  categoryId: ZCatalogId.optional().describe('Only the items of this category'),
  foodShiftId: ZCatalogId.optional().describe('Only the items sold in this food shift'),
});
export type TMenuItemQuery = z.infer<typeof ZMenuItemQuery>;

export const ZMenuItemTags = z.array(z.string()).describe('Distinct tags of the vendor’s items, sorted');

// ─── Topping categories and toppings ─────────────────────────────────────────────────────────────

export const ZTopping = z.object({
  id: z.string(),
  toppingCategoryId: z.string(),
  title: z.string(),
  price: z.number().int(),
  available: z.boolean(),
  sortOrder: z.number().int(),
});
export type TTopping = z.infer<typeof ZTopping>;

export const ZToppingCategory = z.object({
  id: z.string(),
  title: z.string(),
  available: z.boolean().describe('Unavailable: not offered with any item for now'),
  sortOrder: z.number().int(),
  toppingCount: z.number().int(),
});
export type TToppingCategory = z.infer<typeof ZToppingCategory>;

export const ZToppingCategoryDetail = ZToppingCategory.extend({ toppings: z.array(ZTopping) });
export type TToppingCategoryDetail = z.infer<typeof ZToppingCategoryDetail>;

const ZToppingCategoryFields = z.object({
  title: ZTitle.describe('e.g. «سس‌ها»'),
  available: z.boolean(),
  sortOrder: ZSortOrder.optional(),
});
export const ZCreateToppingCategoryRequest = ZToppingCategoryFields.extend({
  available: z.boolean().default(true),
});
export type TCreateToppingCategoryRequest = z.infer<typeof ZCreateToppingCategoryRequest>;
export const ZUpdateToppingCategoryRequest = ZToppingCategoryFields.partial().extend({ id: ZCatalogId });
export type TUpdateToppingCategoryRequest = z.infer<typeof ZUpdateToppingCategoryRequest>;

const ZToppingFields = z.object({
  toppingCategoryId: ZCatalogId,
  title: ZTitle.describe('e.g. «پنیر اضافه»'),
  price: ZMoney.describe('Added to the item’s price per topping, a whole number'),
  available: z.boolean(),
  sortOrder: ZSortOrder.optional(),
});
export const ZCreateToppingRequest = ZToppingFields.extend({
  price: ZMoney.default(0),
  available: z.boolean().default(true),
});
export type TCreateToppingRequest = z.infer<typeof ZCreateToppingRequest>;
export const ZUpdateToppingRequest = ZToppingFields.partial().extend({ id: ZCatalogId });
export type TUpdateToppingRequest = z.infer<typeof ZUpdateToppingRequest>;

export const ZToppingQuery = ZPageQuery.extend({
  toppingCategoryId: ZCatalogId.optional().describe('Only the toppings of this category'),
});
export type TToppingQuery = z.infer<typeof ZToppingQuery>;

// ─── Food shifts ─────────────────────────────────────────────────────────────────────────────────

export const ZFoodShiftWindow = z
  .object({
    dayOfWeek: Weekday,
    startTime: ZTime.describe('Tehran time, HH:MM'),
    endTime: ZTime.describe('Tehran time, HH:MM; 00:00 means the end of the day'),
  })
  .refine(isValidFoodShiftWindow, {
    message: 'ساعت پایان باید بعد از ساعت شروع باشد؛ برای شیفتی که از نیمه‌شب می‌گذرد دو بازه تعریف کنید.',
    path: ['endTime'],
  });
export type TFoodShiftWindow = z.infer<typeof ZFoodShiftWindow>;

export const ZFoodShift = z.object({
  id: z.string(),
  title: z.string(),
  windows: z.array(z.object({ dayOfWeek: Weekday, startTime: z.string(), endTime: z.string() })),
});
export type TFoodShift = z.infer<typeof ZFoodShift>;

const ZFoodShiftFields = z.object({
  title: ZTitle.describe('e.g. «ناهار»'),
  windows: z
    .array(ZFoodShiftWindow)
    .min(1, 'دست‌کم یک بازه زمانی وارد کنید.')
    .max(50)
    .describe('Weekday time windows (Tehran time) in which the shift’s items are sold'),
});
export const ZCreateFoodShiftRequest = ZFoodShiftFields;
export type TCreateFoodShiftRequest = z.infer<typeof ZCreateFoodShiftRequest>;
export const ZUpdateFoodShiftRequest = ZFoodShiftFields.partial().extend({ id: ZCatalogId });
export type TUpdateFoodShiftRequest = z.infer<typeof ZUpdateFoodShiftRequest>;

// ─── Customer menu (GET menucategories/site) ─────────────────────────────────────────────────────

export const ZSiteMenuQuery = z.object({
  sellChannel: SellChannel.default(DEFAULT_SERVER_SELL_CHANNEL).describe(
    'Whose menu: WEBSITE, QR, KIOSK, SALON, SNAPPFOOD (default QR, the server-side menu)',
  ),
});
export type TSiteMenuQuery = z.infer<typeof ZSiteMenuQuery>;

export const ZSiteTopping = z.object({ id: z.string(), title: z.string(), price: z.number().int() });
export const ZSiteToppingCategory = z.object({
  id: z.string(),
  title: z.string(),
  minSelect: z.number().int(),
  maxSelect: z.number().int(),
  toppings: z.array(ZSiteTopping),
});
export const ZSiteMenuItem = z.object({
  id: z.string(),
  title: z.string(),
  description: z.string().nullable(),
  price: z.number().int(),
  packagingCost: z.number().int(),
  servePackagingCost: z.number().int(),
  withTax: z.boolean(),
  imageUrl: z.string().nullable(),
  tags: z.array(z.string()),
  toppingCategories: z.array(ZSiteToppingCategory),
  orderable: z.boolean().describe('Active, available and in a running food shift: can be ordered now'),
  soldOut: z.boolean().describe('Marked unavailable («ناموجود») by the restaurant'),
  availableFrom: z
    .string()
    .nullable()
    .describe('Outside its food shifts: the instant (ISO 8601, UTC) it is next sold; else null'),
});
export const ZSiteMenuCategory = z.object({
  id: z.string(),
  title: z.string(),
  description: z.string().nullable(),
  items: z.array(ZSiteMenuItem),
});
export const ZSiteMenu = z.object({
  sellChannel: SellChannel,
  categories: z
    .array(ZSiteMenuCategory)
    .describe(
      'Active categories of the channel with their active items; `orderable` says which can be ordered now',
    ),
});
export type TSiteMenu = z.infer<typeof ZSiteMenu>;
