import { ZSettlementAccount, ZSettlementAccountInput } from '@sofreh/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { requireVendor } from '../auth/auth.guard';
import type { SettlementAccountService } from './settlement-account.service';

const PATH = '/api-identity/identity/vendors/bank';
const tags = ['identity: vendors'];
const config = { access: { permission: 'SETTINGS_MANAGE' as const } };

export function settlementAccountRoutes(
  app: FastifyInstance,
  { settlement }: { settlement: SettlementAccountService },
) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.get(
    PATH,
    {
      config,
      schema: {
        tags,
        summary: 'The settlement bank account, or null before one is registered',
        response: { 200: ZSettlementAccount.nullable() },
      },
    },
    (request) => settlement.get(requireVendor(request)),
  );
  r.post(
    PATH,
    {
      config,
      schema: {
        tags,
        summary: 'Register the settlement account (Sheba checked with its mod-97 checksum)',
        body: ZSettlementAccountInput,
        response: { 201: ZSettlementAccount },
      },
    },
    async (request, reply) => {
      const account = await settlement.create(requireVendor(request), request.body);
      request.log.info(
        { event: 'payments.settlement_account', action: 'create' },
        'settlement account changed',
      );
      return reply.status(201).send(account);
    },
  );
  r.put(
    PATH,
    {
      config,
      schema: {
        tags,
        summary: 'Change the settlement account',
        body: ZSettlementAccountInput,
        response: { 200: ZSettlementAccount },
      },
    },
    async (request) => {
      const account = await settlement.update(requireVendor(request), request.body);
      request.log.info(
        { event: 'payments.settlement_account', action: 'update' },
        'settlement account changed',
      );
      return account;
    },
  );
}
