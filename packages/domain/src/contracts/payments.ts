import { z } from 'zod';
import { PaymentMethod, PaymentProvider, type TPaymentProvider } from '../enums';
import { pageOf, ZPageQuery } from '../pagination';
import { isValidSheba, normalizeSheba } from '../rules/sheba';
import { normalizePersianLetters } from './catalog';

// Contracts of the vendor's payment settings (decision 0008): gateway accounts (/identity/banks),
// the settlement bank account (/identity/vendors/bank) and what the checkout offers
// (/api/bankconfiguration). Gateway credentials go in and never come back out.

/** Providers Sofreh has a gateway adapter for, in the order a checkout lists them. */
export const ONLINE_GATEWAY_PROVIDERS = [
  'ZARIN_PAL',
  'SANDBOX',
] as const satisfies readonly TPaymentProvider[];
export type TOnlineGatewayProvider = (typeof ONLINE_GATEWAY_PROVIDERS)[number];

export function isOnlineGatewayProvider(provider: string): provider is TOnlineGatewayProvider {
  return (ONLINE_GATEWAY_PROVIDERS as readonly string[]).includes(provider);
}

/** Providers whose account needs a merchant id; the sandbox needs nothing. */
export function providerNeedsMerchantId(provider: TPaymentProvider): boolean {
  return provider === 'ZARIN_PAL';
}

/** ZarinPal merchant ids are UUIDs: 32 hex digits in groups of 8-4-4-4-12 (its SDKs check the same). */
export const ZZarinpalMerchantId = z
  .string()
  .trim()
  .regex(
    /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i,
    'شناسه پذیرنده (مرچنت) زرین‌پال ۳۶ نویسه است: ۳۲ رقم و حرف a تا f در پنج دسته با خط تیره، مانند 1a2b3c4d-1a2b-1a2b-1a2b-1a2b3c4d5e6f. آن را از پنل زرین‌پال، بخش درگاه‌ها، کپی کنید.',
  )
  .overwrite((id) => id.toLowerCase())
  .describe('ZarinPal merchant id, a UUID. Write-only: stored encrypted, never returned');

const ZAccountTitle = z
  .string()
  .trim()
  .max(60, 'عنوان حداکثر ۶۰ حرف است.')
  .overwrite(normalizePersianLetters)
  .nullable()
  .describe('A name for people, e.g. «زرین‌پال شعبه مرکزی»');

/** A payment-gateway account as every endpoint answers it: the secret only as "set" and a masked tail. */
export const ZGatewayAccount = z.object({
  id: z.string(),
  provider: PaymentProvider,
  title: z.string().nullable(),
  active: z.boolean().describe('Only active accounts can take payments'),
  merchantIdSet: z.boolean().describe('A merchant id is stored (encrypted at rest)'),
  merchantIdHint: z
    .string()
    .nullable()
    .describe('The last four characters of the merchant id, masked («••••c3d4»), to tell accounts apart'),
  updatedAt: z.string().describe('When the account last changed (ISO 8601)'),
});
export type TGatewayAccount = z.infer<typeof ZGatewayAccount>;

export const ZCreateGatewayAccount = z
  .object({
    provider: PaymentProvider,
    title: ZAccountTitle.optional(),
    merchantId: ZZarinpalMerchantId.optional(),
    active: z.boolean().default(true),
  })
  .superRefine((account, ctx) => {
    const needs = providerNeedsMerchantId(account.provider);
    if (needs && !account.merchantId) {
      ctx.addIssue({ code: 'custom', path: ['merchantId'], message: 'شناسه پذیرنده (مرچنت) را وارد کنید.' });
    }
    if (!needs && account.merchantId) {
      ctx.addIssue({ code: 'custom', path: ['merchantId'], message: 'این درگاه شناسه پذیرنده ندارد.' });
    }
  });
export type TCreateGatewayAccount = z.infer<typeof ZCreateGatewayAccount>;

/** A partial update: fields left out keep their value; a new merchantId replaces the stored one. */
export const ZUpdateGatewayAccount = z.object({
  id: z.guid('شناسه معتبر نیست.'),
  provider: PaymentProvider.optional().describe('Cannot change; when sent it must be the account’s own'),
  title: ZAccountTitle.optional(),
  merchantId: ZZarinpalMerchantId.optional(),
  active: z.boolean().optional(),
});
export type TUpdateGatewayAccount = z.infer<typeof ZUpdateGatewayAccount>;

export const ZGatewayAccountQuery = ZPageQuery.extend({
  provider: PaymentProvider.optional().describe('Only accounts of this provider'),
});
export type TGatewayAccountQuery = z.infer<typeof ZGatewayAccountQuery>;
export const ZGatewayAccountPage = pageOf(ZGatewayAccount);

// ─── Settlement bank account ─────────────────────────────────────────────────────────────────────

export const ZSheba = z
  .string()
  .overwrite(normalizeSheba)
  .superRefine((sheba, ctx) => {
    if (!/^IR\d{24}$/.test(sheba)) {
      ctx.addIssue({ code: 'custom', message: 'شماره شبا باید با IR شروع شود و ۲۴ رقم داشته باشد.' });
    } else if (!isValidSheba(sheba)) {
      ctx.addIssue({ code: 'custom', message: 'شماره شبا معتبر نیست؛ رقم‌ها را دوباره بررسی کنید.' });
    }
  })
  .describe('Iranian IBAN: IR + 24 digits; spaces, dashes and Persian digits are accepted');

export const ZSettlementAccountInput = z.object({
  accountHolderName: z
    .string()
    .trim()
    .min(2, 'نام صاحب حساب را وارد کنید.')
    .max(100, 'نام صاحب حساب حداکثر ۱۰۰ حرف است.')
    .overwrite(normalizePersianLetters),
  sheba: ZSheba,
});
export type TSettlementAccountInput = z.infer<typeof ZSettlementAccountInput>;

/** Where the vendor's money is settled to. */
export const ZSettlementAccount = z.object({
  accountHolderName: z.string(),
  sheba: z.string().describe('IR + 24 digits'),
  bankName: z.string().nullable().describe('Read from the Sheba’s bank code; null when the code is unknown'),
  updatedAt: z.string(),
});
export type TSettlementAccount = z.infer<typeof ZSettlementAccount>;

// ─── What the checkout offers ────────────────────────────────────────────────────────────────────

export const ZBankConfiguration = z.object({
  bankTypes: z
    .array(PaymentProvider)
    .describe('Online gateways the checkout offers, each with an active account, in the vendor’s order'),
  preSelectedProvider: PaymentProvider.nullable().describe('The gateway chosen for the customer, if any'),
  allowCash: z.boolean().describe('Cash on delivery or at the counter'),
  allowCardOnDelivery: z.boolean().describe('Card reader on delivery or at the counter'),
  paymentMethods: z
    .array(PaymentMethod)
    .describe('What the checkout offers: ONLINE when bankTypes is not empty, CASH, CARD'),
});
export type TBankConfiguration = z.infer<typeof ZBankConfiguration>;

/** Fields left out keep their value. bankTypes replaces the list when sent. */
export const ZUpdateBankConfiguration = z.object({
  bankTypes: z
    .array(PaymentProvider)
    .overwrite((providers) => [...new Set(providers)])
    .optional(),
  preSelectedProvider: PaymentProvider.nullable().optional(),
  allowCash: z.boolean().optional(),
  allowCardOnDelivery: z.boolean().optional(),
});
export type TUpdateBankConfiguration = z.infer<typeof ZUpdateBankConfiguration>;
