import { ZBankConfiguration, ZUpdateBankConfiguration } from '@sofreh/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { requireVendor } from '../auth/auth.guard';
import type { BankConfigurationService } from './bank-configuration.service';

const PATH = '/api/bankconfiguration';
const tags = ['payments: bank configuration'];

export function bankConfigurationRoutes(
  app: FastifyInstance,
  { bankConfiguration }: { bankConfiguration: BankConfigurationService },
) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.get(
    PATH,
    {
      // The checkout reads it before anyone logs in.
      config: { access: 'public' },
      schema: {
        tags,
        summary: 'How the host’s vendor can be paid: online gateways, preselection, cash, card',
        response: { 200: ZBankConfiguration },
      },
    },
    (request) => bankConfiguration.get(requireVendor(request)),
  );
  r.post(
    PATH,
    {
      config: { access: { permission: 'SETTINGS_MANAGE' } },
      schema: {
        tags,
        summary: 'Choose what the checkout offers; fields left out keep their value',
        body: ZUpdateBankConfiguration,
        response: { 200: ZBankConfiguration },
      },
    },
    (request) => bankConfiguration.update(requireVendor(request), request.body),
  );
}
