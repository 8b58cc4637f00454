import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/database';
import type { PaymentGateways } from '../../integrations/payments/create-payment-gateways';
import type { Clock } from '../../platform/clock';
import type { SecretBox } from '../../platform/secret-box';
import { bankConfigurationRoutes } from './bank-configuration.routes';
import type { BankConfigurationService } from './bank-configuration.service';
import { gatewayAccountsRoutes } from './gateway-accounts.routes';
import { createGatewayAccountsService } from './gateway-accounts.service';
import { settlementAccountRoutes } from './settlement-account.routes';
import { createSettlementAccountService } from './settlement-account.service';

/** The vendor's payment settings: gateway accounts, settlement account, what the checkout offers. */
export async function paymentsRoutes(
  app: FastifyInstance,
  deps: {
    database: Database;
    clock: Clock;
    secrets: SecretBox;
    gateways: PaymentGateways;
    bankConfiguration: BankConfigurationService;
  },
) {
  const { database, clock, secrets, gateways, bankConfiguration } = deps;
  gatewayAccountsRoutes(app, {
    accounts: createGatewayAccountsService({ database, secrets, gateways, clock }),
  });
  settlementAccountRoutes(app, { settlement: createSettlementAccountService({ database, clock }) });
  bankConfigurationRoutes(app, { bankConfiguration });
}
