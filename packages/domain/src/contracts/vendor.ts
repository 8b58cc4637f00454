import { z } from 'zod';
import { Currency, DeliveryType, SellChannel, ServiceFeeType, Weekday } from '../enums';
import { toPersianDigits } from '../format';

/** SPEC §9: an order takes at least 14 minutes to prepare; 20 is the default. */
export const MIN_PREPARATION_MINUTES = 14;
export const DEFAULT_PREPARATION_MINUTES = 20;

export const ZTime = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'ساعت باید به شکل ۲۳:۵۹ باشد.');

export const ZOpeningHours = z.object({
  id: z.string().optional(),
  dayOfWeek: Weekday,
  startTime: ZTime,
  endTime: ZTime,
});

/** Public facts about the vendor that the customer site shows before anyone logs in. */
export const ZVendorLanding = z.object({
  id: z.string(),
  slug: z.string(),
  name: z.string(),
  logoUrl: z.string().nullable(),
  coverUrl: z.string().nullable(),
  currency: Currency,
  minimumBasket: z.number().int(),
  deliveryTypes: z.array(DeliveryType),
  sellChannels: z
    .array(SellChannel)
    .describe('The menus the restaurant sells on (a new category starts on all)'),
  offlineAccess: z.boolean(),
  isOpen: z.boolean(),
  nextOpening: ZOpeningHours.nullable(),
  openingHours: z.array(ZOpeningHours),
});
export type TVendorLanding = z.infer<typeof ZVendorLanding>;

export const ZHealth = z.object({ status: z.literal('ok'), time: z.string() });

/** An opening-hours window to add: start before end, except an end of 00:00 (end of day, SPEC §4). */
export const ZCreateOpeningHours = z
  .object({ dayOfWeek: Weekday, startTime: ZTime, endTime: ZTime })
  .refine((h) => h.endTime === '00:00' || h.startTime < h.endTime, {
    path: ['endTime'],
    message: 'ساعت پایان باید بعد از ساعت شروع باشد.',
  });
export type TCreateOpeningHours = z.infer<typeof ZCreateOpeningHours>;

export const ZOpeningHoursEntry = ZOpeningHours.required({ id: true });
export type TOpeningHoursEntry = z.infer<typeof ZOpeningHoursEntry>;
export const ZOpeningHoursList = z.array(ZOpeningHoursEntry);

const ZPhone = z
  .string()
  .trim()
  .regex(/^[0-9۰-۹+\-\s]{4,20}$/, 'شماره تماس را فقط با رقم وارد کنید.');

/** A whole percentage 0–100 with Persian messages naming the field. */
const ZPercent = (label: string) =>
  z
    .number(`${label} را به عدد وارد کنید.`)
    .int(`${label} باید عدد صحیح باشد.`)
    .min(0, `${label} نمی‌تواند منفی باشد.`)
    .max(100, `${label} حداکثر ۱۰۰ است.`);

/** What the owner edits on the restaurant's profile (SPEC §3 vendor info). */
export const ZVendorProfileFields = z.object({
  name: z.string().trim().min(2, 'نام رستوران را وارد کنید.').max(80, 'نام رستوران حداکثر ۸۰ حرف است.'),
  logoUrl: z
    .string()
    .trim()
    .max(500)
    .regex(/^(\/(?!\/)|https:\/\/)/, 'آدرس تصویر معتبر نیست.')
    .nullable(),
  coverUrl: z
    .string()
    .trim()
    .max(500)
    .regex(/^(\/(?!\/)|https:\/\/)/, 'آدرس تصویر معتبر نیست.')
    .nullable(),
  phone: ZPhone.nullable(),
  address: z.string().trim().max(300, 'آدرس حداکثر ۳۰۰ حرف است.').nullable(),
  latitude: z.number().min(-90).max(90).nullable(),
  longitude: z.number().min(-180).max(180).nullable(),
  currency: Currency,
  minimumBasket: z
    .number('مبلغ را به عدد وارد کنید.')
    .int('مبلغ باید عدد صحیح باشد.')
    .min(0, 'مبلغ نمی‌تواند منفی باشد.')
    .max(1_000_000_000_000, 'مبلغ بیش از حد مجاز است.'),
  taxPercent: ZPercent('درصد مالیات'),
  serviceFeeType: ServiceFeeType,
  serviceFeeValue: z
    .number('حق سرویس را به عدد وارد کنید.')
    .int('حق سرویس باید عدد صحیح باشد.')
    .min(0, 'حق سرویس نمی‌تواند منفی باشد.')
    .max(1_000_000_000_000, 'حق سرویس بیش از حد مجاز است.'),
  preparationMinutes: z
    .number('زمان آماده‌سازی را به دقیقه وارد کنید.')
    .int('زمان آماده‌سازی باید عدد صحیح باشد.')
    .min(
      MIN_PREPARATION_MINUTES,
      `زمان آماده‌سازی دست‌کم ${toPersianDigits(MIN_PREPARATION_MINUTES)} دقیقه است.`,
    )
    .max(600, 'زمان آماده‌سازی بیش از حد است.'),
  deliveryTypes: z.array(DeliveryType).min(1, 'دست‌کم یک روش تحویل را فعال کنید.'),
  sellChannels: z.array(SellChannel).min(1, 'دست‌کم یک کانال فروش را فعال کنید.'),
  offlineAccess: z
    .boolean()
    .describe('Staff may keep working through network outages (health check every 30 s)'),
  printItemsOnFactor: z
    .boolean()
    .describe('Print each item on the customer bill (factor), not just the totals'),
});

export const ZVendorProfile = ZVendorProfileFields.extend({ id: z.string(), slug: z.string() });
export type TVendorProfile = z.infer<typeof ZVendorProfile>;

/** A partial update: fields left out keep their value. */
export const ZUpdateVendorProfile = ZVendorProfileFields.partial();
export type TUpdateVendorProfile = z.infer<typeof ZUpdateVendorProfile>;

export const ZPrintItemsOnFactor = z.object({ printItemsOnFactor: z.boolean() });
