import { isOnlineGatewayProvider } from '@sofreh/domain';
import type { Database } from '../../db/database';
import type { Clock } from '../../platform/clock';
import {
  type CallbackParams,
  type GatewayProvider,
  type PaymentGateway,
  parseAuthorityCallback,
} from './payment-gateway';
import { createSandboxGateway } from './sandbox';
import { createZarinpalGateway } from './zarinpal';

export interface PaymentGatewaysOptions {
  zarinpal: { baseUrl: string; timeoutMs: number };
  /** The built-in test gateway; null when PAYMENT_SANDBOX is off, and then it does not exist. */
  sandbox: { database: Database; clock: Clock } | null;
}

/** Decrypted credentials of one account: only ever in memory, only for the call being made. */
export interface GatewayCredentials {
  merchantId?: string;
}

export interface GatewayAccountRef {
  vendor: { id: string; name: string };
  provider: GatewayProvider;
  credentials: GatewayCredentials;
}

export interface PaymentGateways {
  /** Providers this server can take payments through, in checkout order. */
  readonly providers: readonly GatewayProvider[];
  supports(provider: string): provider is GatewayProvider;
  /** A gateway bound to one vendor's account. Cheap: build one per call. */
  forAccount(account: GatewayAccountRef): PaymentGateway;
  /** Reads a callback query without an account (every provider we have uses ZarinPal's shape). */
  parseCallback(provider: GatewayProvider, query: unknown): CallbackParams | null;
}

/** The server's gateways, from configuration. The one place that knows which adapter serves which provider. */
export function createPaymentGateways(options: PaymentGatewaysOptions): PaymentGateways {
  const providers: GatewayProvider[] = ['ZARIN_PAL', ...(options.sandbox ? (['SANDBOX'] as const) : [])];
  const supports = (provider: string): provider is GatewayProvider =>
    isOnlineGatewayProvider(provider) && providers.includes(provider);

  return {
    providers,
    supports,
    forAccount({ vendor, provider, credentials }) {
      switch (provider) {
        case 'ZARIN_PAL':
          if (!credentials.merchantId) throw new Error('A ZarinPal account needs its merchant id');
          return createZarinpalGateway({ merchantId: credentials.merchantId, ...options.zarinpal });
        case 'SANDBOX':
          if (!options.sandbox)
            throw new Error('The sandbox gateway is off on this server (PAYMENT_SANDBOX)');
          return createSandboxGateway({ ...options.sandbox, vendor });
        default:
          throw new Error(`No adapter for ${String(provider satisfies never)}`);
      }
    },
    parseCallback: (_provider, query) => parseAuthorityCallback(query),
  };
}
