import { z } from 'zod';
import { ZPageQuery } from '../pagination';
import { normalizeIranianMobile } from '../rules/phone';
import { normalizePersianLetters } from './catalog';
import { ZCustomerAddressWithDelivery, ZLatitude, ZLongitude } from './delivery';

// A vendor's customers as its staff see them (SPEC §7 /identity/customers, issue 5): the people who
// ordered on the site or whom staff added for a phone order. A person is one user across vendors; a
// vendor's staff may give them a name of their own, which only that vendor sees (decision 0022).

const ZName = (what: string) =>
  z
    .string(`${what} را وارد کنید.`)
    .trim()
    .min(1, `${what} را وارد کنید.`)
    .max(50, `${what} حداکثر ۵۰ حرف است.`)
    .overwrite(normalizePersianLetters);

export const ZCustomerPhone = z
  .string('شماره موبایل را وارد کنید.')
  .trim()
  .refine((value) => normalizeIranianMobile(value) !== null, {
    message: 'شماره موبایل درست نیست؛ مثلاً ۰۹۱۲۳۴۵۶۷۸۹.',
  })
  .overwrite((value) => normalizeIranianMobile(value) ?? value)
  .describe('Iranian mobile number in Persian or Latin digits; stored as 09xxxxxxxxx');

export const ZCustomer = z.object({
  id: z.string().describe('The person’s user id'),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  phoneNumber: z.string(),
  createdAt: z.string().describe('When they became this vendor’s customer (ISO 8601)'),
});
export type TCustomer = z.infer<typeof ZCustomer>;

export const ZCustomersQuery = ZPageQuery.extend({
  search: z
    .string()
    .trim()
    .max(50, 'عبارت جستجو حداکثر ۵۰ حرف است.')
    .optional()
    .describe('Part of the name, or digits of the phone (Persian or Latin)'),
});
export type TCustomersQuery = z.infer<typeof ZCustomersQuery>;

export const ZCustomerSearchQuery = z.object({
  phone: z
    .string('شماره را وارد کنید.')
    .trim()
    .max(20, 'شماره حداکثر ۲۰ رقم است.')
    .describe('The first digits of the phone (Persian or Latin); 9… is read as 09…'),
  take: z.coerce.number().int().min(1).max(20).default(8),
});
export type TCustomerSearchQuery = z.infer<typeof ZCustomerSearchQuery>;

export const ZCreateCustomerRequest = z.object({
  phoneNumber: ZCustomerPhone,
  firstName: ZName('نام'),
  lastName: ZName('نام خانوادگی'),
});
export type TCreateCustomerRequest = z.input<typeof ZCreateCustomerRequest>;

export const ZUpdateCustomerRequest = z.object({
  id: z.guid('شناسه مشتری معتبر نیست.'),
  firstName: ZName('نام'),
  lastName: ZName('نام خانوادگی'),
});
export type TUpdateCustomerRequest = z.input<typeof ZUpdateCustomerRequest>;

export const ZCustomerIdParams = z.object({ id: z.guid('شناسه مشتری معتبر نیست.') });

export const ZCustomerInformation = ZCustomer.extend({
  orderCount: z.number().int().describe('Orders at this vendor, rejected ones excluded'),
  totalSpent: z.number().int().describe('Sum of those orders’ final prices'),
  lastOrderAt: z.string().nullable().describe('When the newest of them was placed'),
  lastOrderNumber: z.number().int().nullable(),
});
export type TCustomerInformation = z.infer<typeof ZCustomerInformation>;

// ─── Addresses staff write for a customer (/identity/address/offline) ──────────────────────────

const ZAddressText = z
  .string('نشانی را وارد کنید.')
  .trim()
  .min(5, 'نشانی را کامل‌تر بنویسید؛ خیابان و کوچه را وارد کنید.')
  .max(300, 'نشانی حداکثر ۳۰۰ حرف است.')
  .overwrite(normalizePersianLetters);

export const ZOfflineAddressRequest = z.object({
  customerId: z.guid('مشتری را انتخاب کنید.').describe('The customer the address belongs to'),
  title: z
    .string()
    .trim()
    .max(50, 'عنوان آدرس حداکثر ۵۰ حرف است.')
    .overwrite(normalizePersianLetters)
    .default('')
    .describe('e.g. «خانه»; empty becomes «آدرس»'),
  text: ZAddressText,
  details: z.string().trim().max(200, 'جزئیات آدرس حداکثر ۲۰۰ حرف است.').nullish(),
  latitude: ZLatitude.describe('The map pin; the delivery zone and its price come from it'),
  longitude: ZLongitude,
});
export type TOfflineAddressRequest = z.input<typeof ZOfflineAddressRequest>;

export const ZUpdateOfflineAddressRequest = ZOfflineAddressRequest.omit({ latitude: true, longitude: true })
  .partial()
  .extend({
    id: z.guid('شناسه آدرس معتبر نیست.'),
    latitude: ZLatitude.optional(),
    longitude: ZLongitude.optional(),
  });
export type TUpdateOfflineAddressRequest = z.input<typeof ZUpdateOfflineAddressRequest>;

export const ZOfflineLatLongRequest = z.object({
  id: z.guid('شناسه آدرس معتبر نیست.'),
  latitude: ZLatitude,
  longitude: ZLongitude,
});

/** An address with its owner and whether (and for how much) it is delivered to. */
export const ZOfflineAddress = ZCustomerAddressWithDelivery.extend({ customerId: z.string() });
export type TOfflineAddress = z.infer<typeof ZOfflineAddress>;
