import { z } from 'zod';
import { BankGateway } from '../enums';
import { pageOf, ZPageQuery } from '../pagination';
import { normalizePersianLetters } from './catalog';

// Card payment terminals at the counter (SPEC §2 "POS terminal settings", §7 /identity/posterminal;
// decision 0024). This is the list of terminals only: paying an order through one is a later step.

const ZId = z.guid('شناسه معتبر نیست.');

export const POS_PROVIDERS = BankGateway;
export type TPosProvider = z.infer<typeof BankGateway>;

const ZIpv4 = z
  .string()
  .trim()
  .regex(
    /^((25[0-5]|2[0-4]\d|1?\d?\d)\.){3}(25[0-5]|2[0-4]\d|1?\d?\d)$/,
    'آدرس IP کارت‌خوان را به شکل ۱۹۲.۱۶۸.۱.۶۰ وارد کنید.',
  );

export const ZPosTerminalFields = z.object({
  name: z
    .string()
    .trim()
    .min(1, 'نام کارت‌خوان را وارد کنید.')
    .max(60, 'نام حداکثر ۶۰ حرف است.')
    .overwrite(normalizePersianLetters)
    .describe('e.g. «کارت‌خوان صندوق ۱»'),
  provider: BankGateway.describe('The bank / payment company the terminal belongs to (GET …/bankproviders)'),
  terminalId: z
    .string()
    .trim()
    .regex(/^[0-9A-Za-z-]{4,30}$/, 'شماره پایانه ۴ تا ۳۰ رقم یا حرف لاتین است.')
    .describe('The terminal id (شماره پایانه) printed on the terminal’s receipts'),
  serialNumber: z
    .string()
    .trim()
    .max(40, 'شماره سریال حداکثر ۴۰ حرف است.')
    .regex(/^[0-9A-Za-z-]*$/, 'شماره سریال فقط رقم و حرف لاتین است.')
    .nullish()
    .transform((value) => value || null)
    .describe('The serial on the device’s label'),
  ip: ZIpv4.nullish()
    .or(z.literal(''))
    .transform((value) => value || null)
    .describe('For a networked (PC-POS) terminal; empty for a standalone one'),
  port: z
    .number('پورت را به عدد وارد کنید.')
    .int()
    .min(1, 'پورت باید بین ۱ و ۶۵۵۳۵ باشد.')
    .max(65535, 'پورت باید بین ۱ و ۶۵۵۳۵ باشد.')
    .nullish()
    .transform((value) => value ?? null),
  active: z.boolean().default(true),
});

export const ZCreatePosTerminal = ZPosTerminalFields.refine((t) => t.port === null || t.ip !== null, {
  path: ['ip'],
  message: 'برای پورت، آدرس IP کارت‌خوان را هم وارد کنید.',
});
export type TCreatePosTerminal = z.infer<typeof ZCreatePosTerminal>;
export const ZUpdatePosTerminal = ZPosTerminalFields.extend({ id: ZId }).refine(
  (t) => t.port === null || t.ip !== null,
  { path: ['ip'], message: 'برای پورت، آدرس IP کارت‌خوان را هم وارد کنید.' },
);
export type TUpdatePosTerminal = z.infer<typeof ZUpdatePosTerminal>;

export const ZPosTerminal = z.object({
  id: z.string(),
  name: z.string(),
  provider: BankGateway,
  providerLabel: z.string(),
  terminalId: z.string(),
  serialNumber: z.string().nullable(),
  ip: z.string().nullable(),
  port: z.number().int().nullable(),
  active: z.boolean(),
});
export type TPosTerminal = z.infer<typeof ZPosTerminal>;

export const ZPosTerminalId = z.object({ id: ZId });
export const ZPosTerminalQuery = ZPageQuery;
export const ZPosTerminalPage = pageOf(ZPosTerminal);
export type TPosTerminalPage = z.infer<typeof ZPosTerminalPage>;

export const ZBankProvider = z.object({ value: BankGateway, label: z.string() });
export type TBankProvider = z.infer<typeof ZBankProvider>;

/** The providers a terminal can belong to, with their Persian names, in the catalogue's order. */
export function bankProviders(): TBankProvider[] {
  return BankGateway.options.map((value) => ({ value, label: BankGateway.labels[value] }));
}
