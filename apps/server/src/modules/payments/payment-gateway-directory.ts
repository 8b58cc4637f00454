import { isOnlineGatewayProvider, type TPaymentProvider } from '@sofreh/domain';
import type { Database, Executor } from '../../db/database';
import type { PaymentGateways } from '../../integrations/payments/create-payment-gateways';
import type {
  CallbackParams,
  GatewayProvider,
  PaymentGateway,
} from '../../integrations/payments/payment-gateway';
import { AppError } from '../../platform/errors';
import type { SecretBox } from '../../platform/secret-box';
import type { BankConfigurationService } from './bank-configuration.service';
import * as accountsRepo from './gateway-accounts.repository';
import { openCredentials } from './gateway-credentials';

export type PaymentVendor = { id: string; name: string };

/**
 * What the transaction service (and its reconciler) asks for a gateway through. It never sees a
 * provider's adapter or a credential: it names the vendor and the provider, and gets a
 * PaymentGateway bound to that vendor's account, credentials opened in memory for this use only.
 */
export function createPaymentGatewayDirectory(deps: {
  database: Database;
  secrets: SecretBox;
  gateways: PaymentGateways;
  bankConfiguration: BankConfigurationService;
}) {
  const db = deps.database.db;

  async function bind(vendor: PaymentVendor, provider: GatewayProvider, executor: Executor) {
    const account = await accountsRepo.findForPayments(executor, vendor.id, provider);
    if (!account) return null;
    return {
      account,
      gateway: deps.gateways.forAccount({
        vendor,
        provider,
        credentials: openCredentials(deps.secrets, vendor.id, account.id, account.credentialsSealed),
      }),
    };
  }

  async function accountForCheckout(
    vendor: PaymentVendor,
    provider: TPaymentProvider,
    executor: Executor = db,
  ): Promise<{ gateway: PaymentGateway; accountId: string }> {
    const offered = await deps.bankConfiguration.get(vendor, executor);
    if (!isOnlineGatewayProvider(provider) || !offered.bankTypes.includes(provider)) {
      throw new AppError('PAYMENT_PROVIDER_UNAVAILABLE');
    }
    const bound = await bind(vendor, provider, executor);
    if (!bound) throw new AppError('PAYMENT_PROVIDER_UNAVAILABLE');
    return { gateway: bound.gateway, accountId: bound.account.id };
  }

  return {
    /**
     * For a new payment at checkout: the provider must be one the checkout offers right now (an
     * active account, on this server, chosen by the vendor). Otherwise 400 PAYMENT_PROVIDER_UNAVAILABLE.
     */
    async gatewayForCheckout(
      vendor: PaymentVendor,
      provider: TPaymentProvider,
      executor: Executor = db,
    ): Promise<PaymentGateway> {
      return (await accountForCheckout(vendor, provider, executor)).gateway;
    },

    /** As gatewayForCheckout, with the id of the account the payment goes through (stored on it). */
    accountForCheckout,

    /**
     * For a payment already made (callback verify, reconciler, refund): the vendor's account of that
     * provider even if it was switched off since, because money may be waiting to be verified.
     * Null when the account was deleted or the server no longer has the provider (sandbox off):
     * the caller leaves the transaction as it is and says so in the log.
     */
    async gatewayForPayment(
      vendor: PaymentVendor,
      provider: TPaymentProvider,
      executor: Executor = db,
    ): Promise<PaymentGateway | null> {
      if (!deps.gateways.supports(provider)) return null;
      return (await bind(vendor, provider, executor))?.gateway ?? null;
    },

    /** Reads a callback query for a provider; null when it names no payment. */
    parseCallback(provider: TPaymentProvider, query: unknown): CallbackParams | null {
      return isOnlineGatewayProvider(provider) ? deps.gateways.parseCallback(provider, query) : null;
    },
  };
}
export type PaymentGatewayDirectory = ReturnType<typeof createPaymentGatewayDirectory>;
