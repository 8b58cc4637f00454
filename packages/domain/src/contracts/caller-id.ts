import { z } from 'zod';
import { Currency, OrderStatus } from '../enums';
import { normalizePersianLetters } from './catalog';

// Caller ID (issue 5, decision 0024): the restaurant's phone lines, the caller-ID box's report of an
// incoming call, and the recent calls with the customer each number belongs to.

const ZId = z.guid('شناسه معتبر نیست.');

export const ZCallerIdLineFields = z.object({
  lineNumber: z
    .number('شماره خط را به عدد وارد کنید.')
    .int('شماره خط باید عدد صحیح باشد.')
    .min(1, 'شماره خط دست‌کم ۱ است.')
    .max(99, 'شماره خط حداکثر ۹۹ است.')
    .describe('The port of the caller-ID box the line is plugged into (1, 2, …)'),
  number: z
    .string()
    .trim()
    .min(3, 'شماره تلفن خط را وارد کنید.')
    .max(20, 'شماره تلفن خط حداکثر ۲۰ رقم است.')
    .describe('The restaurant’s phone number on this line, as it is written on the menu'),
  label: z
    .string()
    .trim()
    .max(60, 'نام خط حداکثر ۶۰ حرف است.')
    .overwrite(normalizePersianLetters)
    .nullish()
    .transform((value) => value || null)
    .describe('What staff call the line, e.g. «خط سفارش»'),
});

export const ZCreateCallerIdLine = ZCallerIdLineFields;
export type TCreateCallerIdLine = z.infer<typeof ZCreateCallerIdLine>;
export const ZUpdateCallerIdLine = ZCallerIdLineFields.extend({ id: ZId });
export type TUpdateCallerIdLine = z.infer<typeof ZUpdateCallerIdLine>;

export const ZCallerIdLine = z.object({
  id: z.string(),
  lineNumber: z.number().int(),
  number: z.string(),
  label: z.string().nullable(),
  keyCreatedAt: z
    .string()
    .describe('When the current device key was made; the key itself is never shown again'),
  keyHint: z.string().describe('The key’s last 4 characters, to tell which key a device holds'),
  lastCallAt: z.string().nullable(),
});
export type TCallerIdLine = z.infer<typeof ZCallerIdLine>;

/** A line together with its new device key: the answer of create and of rotate, the only time the key is shown. */
export const ZCallerIdLineWithKey = ZCallerIdLine.extend({
  deviceKey: z.string().describe('Put it in the device’s X-Caller-Id-Key header; stored hashed, shown once'),
});
export type TCallerIdLineWithKey = z.infer<typeof ZCallerIdLineWithKey>;

/** The header the caller-ID device sends its key in (never in the URL: URLs end up in logs). */
export const CALLER_ID_KEY_HEADER = 'x-caller-id-key';

/** What the caller-ID device posts for one incoming call (`POST /api/callerid/calls`). */
export const ZDeviceCallReport = z.object({
  number: z
    .string()
    .max(32, 'شماره تماس‌گیرنده بیش از حد طولانی است.')
    .describe('The caller’s number as the box read it; empty or "P"/"PRIVATE" for a withheld number'),
  line: z
    .number()
    .int()
    .min(1)
    .max(99)
    .optional()
    .describe('The box’s port; when sent it must be the line this key belongs to'),
  callId: z
    .string()
    .trim()
    .min(1)
    .max(100)
    .optional()
    .describe('The device’s own id of the call: a retry with the same id is the same call'),
});
export type TDeviceCallReport = z.infer<typeof ZDeviceCallReport>;

export const ZDeviceCallAnswer = z.object({
  callId: z.string(),
  duplicate: z.boolean().describe('True when this call was already reported (a retry or another ring)'),
});
export type TDeviceCallAnswer = z.infer<typeof ZDeviceCallAnswer>;

export const ZCallerIdCustomer = z.object({
  id: z.string(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  phoneNumber: z.string(),
});

export const ZCallerIdOrder = z.object({
  id: z.string(),
  number: z.number().int(),
  createdAt: z.string(),
  finalPrice: z.number().int(),
  currency: Currency,
  status: OrderStatus,
});
export type TCallerIdOrder = z.infer<typeof ZCallerIdOrder>;

/** One incoming call as the back office shows it (`GET /identity/users/callerid`). */
export const ZCallerIdCall = z.object({
  id: z.string(),
  lineId: z.string(),
  lineNumber: z.number().int(),
  lineLabel: z.string().nullable(),
  number: z.string().nullable().describe('Normalised (mobiles as 09…); null for a withheld number'),
  receivedAt: z.string(),
  test: z.boolean().describe('Sent with «تماس آزمایشی» from the settings, not by a device'),
  customer: ZCallerIdCustomer.nullable().describe('This vendor’s customer with this phone number, if any'),
  lastOrders: z.array(ZCallerIdOrder).describe('The customer’s newest 3 orders at this vendor'),
});
export type TCallerIdCall = z.infer<typeof ZCallerIdCall>;

export const CALLER_ID_MAX_TAKE = 50;

export const ZCallerIdQuery = z.object({
  callId: ZId.optional().describe('Just this call (the popup reads the call it heard about)'),
  lineId: ZId.optional(),
  take: z.coerce
    .number('تعداد را به عدد وارد کنید.')
    .int()
    .min(1, 'تعداد دست‌کم ۱ است.')
    .max(CALLER_ID_MAX_TAKE, 'تعداد بیش از حد مجاز است.')
    .default(20)
    .describe('How many of the newest calls'),
});
export type TCallerIdQuery = z.infer<typeof ZCallerIdQuery>;

export const ZCallerIdCalls = z.object({ data: z.array(ZCallerIdCall).describe('Newest first') });
export type TCallerIdCalls = z.infer<typeof ZCallerIdCalls>;

/** «تماس آزمایشی»: the demo's stand-in for a device, from the settings screen. */
export const ZCallerIdTestCall = z.object({
  number: z
    .string()
    .trim()
    .min(1, 'شماره تماس‌گیرنده را وارد کنید.')
    .max(32, 'شماره تماس‌گیرنده بیش از حد طولانی است.'),
});

/** One message of the live stream (`event: call`). */
export const ZCallEvent = z.object({
  callId: z.string(),
  lineId: z.string(),
  number: z.string().nullable(),
});
export type TCallEvent = z.infer<typeof ZCallEvent>;
