import crypto from 'node:crypto';
import {
  PaymentProvider,
  providerNeedsMerchantId,
  type TCreateGatewayAccount,
  type TGatewayAccount,
  type TGatewayAccountQuery,
  type TPage,
  type TPaymentProvider,
  type TUpdateGatewayAccount,
} from '@sofreh/domain';
import type { Database } from '../../db/database';
import type { PaymentGateways } from '../../integrations/payments/create-payment-gateways';
import type { Clock } from '../../platform/clock';
import type { VendorContext } from '../../platform/context';
import { AppError, fieldError } from '../../platform/errors';
import { containsPattern, pageResult, pageWindow } from '../../platform/paging';
import type { SecretBox } from '../../platform/secret-box';
import * as repo from './gateway-accounts.repository';
import { credentialHint, sealCredentials } from './gateway-credentials';

export function toGatewayAccount(row: repo.GatewayAccountRow): TGatewayAccount {
  return {
    id: row.id,
    provider: PaymentProvider.parse(row.provider),
    title: row.title,
    active: row.active,
    merchantIdSet: row.credentialHint !== null,
    merchantIdHint: row.credentialHint,
    updatedAt: row.updatedAt.toISOString(),
  };
}

const invalid = (field: string, message: string) =>
  new AppError('BAD_REQUEST', { errors: [fieldError(field, message)] });

/**
 * The vendor's payment-gateway accounts (SPEC §7 /identity/banks), one per provider. Credentials go
 * in sealed and never come back out: answers carry `merchantIdSet` and a masked tail only.
 */
export function createGatewayAccountsService(deps: {
  database: Database;
  secrets: SecretBox;
  gateways: PaymentGateways;
  clock: Clock;
}) {
  const db = deps.database.db;
  const notFound = () => new AppError('PAYMENT_GATEWAY_ACCOUNT_NOT_FOUND');

  function assertSupported(provider: TPaymentProvider) {
    if (provider === 'SANDBOX' && !deps.gateways.supports(provider)) {
      throw invalid('provider', 'درگاه آزمایشی روی این سرور خاموش است.');
    }
    if (!deps.gateways.supports(provider)) {
      throw invalid('provider', `درگاه «${PaymentProvider.labels[provider]}» هنوز در سفره پشتیبانی نمی‌شود.`);
    }
  }

  return {
    async list(vendor: VendorContext, query: TGatewayAccountQuery): Promise<TPage<TGatewayAccount>> {
      const filter = { provider: query.provider, pattern: containsPattern(query.search) };
      const [rows, total] = await Promise.all([
        repo.listPage(db, vendor.id, { ...filter, ...pageWindow(query) }),
        repo.countMatching(db, vendor.id, filter),
      ]);
      return pageResult(query, rows.map(toGatewayAccount), total);
    },

    async get(vendor: VendorContext, id: string): Promise<TGatewayAccount> {
      const row = await repo.findOne(db, vendor.id, id);
      if (!row) throw notFound();
      return toGatewayAccount(row);
    },

    async create(vendor: VendorContext, input: TCreateGatewayAccount): Promise<TGatewayAccount> {
      assertSupported(input.provider);
      // The id is made here so the sealed credentials can be bound to it before the row exists.
      const id = crypto.randomUUID();
      const row = await repo.insert(db, {
        vendorId: vendor.id,
        id,
        provider: input.provider,
        title: input.title ?? null,
        active: input.active,
        credentialsSealed: input.merchantId
          ? sealCredentials(deps.secrets, vendor.id, id, { merchantId: input.merchantId })
          : null,
        credentialHint: input.merchantId ? credentialHint(input.merchantId) : null,
      });
      if (!row) throw new AppError('PAYMENT_GATEWAY_ACCOUNT_EXISTS');
      return toGatewayAccount(row);
    },

    async update(vendor: VendorContext, input: TUpdateGatewayAccount): Promise<TGatewayAccount> {
      const current = await repo.findOne(db, vendor.id, input.id);
      if (!current) throw notFound();
      const provider = PaymentProvider.parse(current.provider);
      if (input.provider && input.provider !== provider) {
        throw invalid('provider', 'درگاه یک حساب را نمی‌توان تغییر داد؛ برای درگاه دیگر حساب تازه بسازید.');
      }
      if (input.merchantId && !providerNeedsMerchantId(provider)) {
        throw invalid('merchantId', 'این درگاه شناسه پذیرنده ندارد.');
      }
      const row = await repo.update(db, vendor.id, input.id, {
        ...(input.title === undefined ? {} : { title: input.title }),
        ...(input.active === undefined ? {} : { active: input.active }),
        ...(input.merchantId
          ? {
              credentialsSealed: sealCredentials(deps.secrets, vendor.id, input.id, {
                merchantId: input.merchantId,
              }),
              credentialHint: credentialHint(input.merchantId),
            }
          : {}),
        updatedAt: deps.clock.now(),
      });
      if (!row) throw notFound();
      return toGatewayAccount(row);
    },

    async remove(vendor: VendorContext, id: string): Promise<{ provider: string }> {
      const removed = await repo.remove(db, vendor.id, id);
      if (!removed) throw notFound();
      return removed;
    },
  };
}
export type GatewayAccountsService = ReturnType<typeof createGatewayAccountsService>;
