import {
  PaymentProvider,
  type TBankConfiguration,
  type TFieldError,
  type TPaymentMethod,
  type TPaymentProvider,
  type TUpdateBankConfiguration,
} from '@sofreh/domain';
import type { Database, Executor } from '../../db/database';
import type { PaymentGateways } from '../../integrations/payments/create-payment-gateways';
import type { Clock } from '../../platform/clock';
import type { VendorContext } from '../../platform/context';
import { AppError, fieldError } from '../../platform/errors';
import * as settingsRepo from './bank-configuration.repository';
import * as accountsRepo from './gateway-accounts.repository';

/**
 * What the checkout offers, worked out from what the vendor chose and what is true right now: a
 * gateway is offered only while its account is active and this server has the adapter, and the
 * preselection only while its gateway is offered. Stored choices are never rewritten behind the
 * vendor's back; switching an account back on brings it back.
 */
export function effectiveBankConfiguration(
  settings: settingsRepo.PaymentSettingsRow,
  usableProviders: readonly TPaymentProvider[],
): TBankConfiguration {
  const isUsable = (provider: string): provider is TPaymentProvider =>
    (usableProviders as readonly string[]).includes(provider);
  const bankTypes = (settings.bankTypes ?? usableProviders).filter(isUsable);
  const preselected = settings.preselectedProvider;
  const paymentMethods: TPaymentMethod[] = [
    ...(bankTypes.length > 0 ? (['ONLINE'] as const) : []),
    ...(settings.allowCash ? (['CASH'] as const) : []),
    ...(settings.allowCardOnDelivery ? (['CARD'] as const) : []),
  ];
  return {
    bankTypes,
    preSelectedProvider:
      preselected && isUsable(preselected) && bankTypes.includes(preselected) ? preselected : null,
    allowCash: settings.allowCash,
    allowCardOnDelivery: settings.allowCardOnDelivery,
    paymentMethods,
  };
}

/** SPEC §7 /api/bankconfiguration: read by the customer's checkout, set by the vendor. */
export function createBankConfigurationService(deps: {
  database: Database;
  gateways: PaymentGateways;
  clock: Clock;
}) {
  const db = deps.database.db;

  /** Providers with an active account that this server can talk to, oldest account first. */
  async function usableProviders(executor: Executor, vendorId: string): Promise<TPaymentProvider[]> {
    const active = await accountsRepo.listActiveProviders(executor, vendorId);
    return active.filter((p): p is TPaymentProvider => deps.gateways.supports(p));
  }

  const label = (provider: TPaymentProvider) => PaymentProvider.labels[provider];

  return {
    async get(vendor: Pick<VendorContext, 'id'>, executor: Executor = db): Promise<TBankConfiguration> {
      const [settings, usable] = await Promise.all([
        settingsRepo.find(executor, vendor.id),
        usableProviders(executor, vendor.id),
      ]);
      return effectiveBankConfiguration(settings, usable);
    },

    async update(vendor: VendorContext, input: TUpdateBankConfiguration): Promise<TBankConfiguration> {
      return db.transaction(async (tx) => {
        const stored = await settingsRepo.findForUpdate(tx, vendor.id);
        const usable = await usableProviders(tx, vendor.id);
        const errors: TFieldError[] = [];
        const noActiveAccount = (provider: TPaymentProvider) =>
          deps.gateways.supports(provider)
            ? `برای «${label(provider)}» حساب فعالی ثبت نشده است.`
            : `«${label(provider)}» روی این سرور قابل استفاده نیست.`;

        input.bankTypes?.forEach((provider, index) => {
          if (!usable.includes(provider))
            errors.push(fieldError(`bankTypes.${index}`, noActiveAccount(provider)));
        });
        const next: settingsRepo.PaymentSettingsRow = {
          bankTypes: input.bankTypes ?? stored.bankTypes,
          preselectedProvider:
            input.preSelectedProvider === undefined ? stored.preselectedProvider : input.preSelectedProvider,
          allowCash: input.allowCash ?? stored.allowCash,
          allowCardOnDelivery: input.allowCardOnDelivery ?? stored.allowCardOnDelivery,
        };
        const preselected = input.preSelectedProvider;
        if (preselected) {
          if (!usable.includes(preselected)) {
            errors.push(fieldError('preSelectedProvider', noActiveAccount(preselected)));
          } else if (!(next.bankTypes ?? usable).includes(preselected)) {
            errors.push(
              fieldError(
                'preSelectedProvider',
                'درگاه پیش‌فرض باید یکی از درگاه‌های پرداخت آنلاین انتخاب‌شده باشد.',
              ),
            );
          }
        }
        const result = effectiveBankConfiguration(next, usable);
        if (errors.length === 0 && result.paymentMethods.length === 0) {
          errors.push(fieldError('paymentMethods', 'دست‌کم یک روش پرداخت را فعال کنید.'));
        }
        if (errors.length > 0) throw new AppError('BAD_REQUEST', { errors });
        await settingsRepo.save(tx, vendor.id, next, deps.clock.now());
        return result;
      });
    },
  };
}
export type BankConfigurationService = ReturnType<typeof createBankConfigurationService>;
