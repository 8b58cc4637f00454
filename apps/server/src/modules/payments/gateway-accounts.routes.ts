import {
  ZCreateGatewayAccount,
  ZGatewayAccount,
  ZGatewayAccountPage,
  ZGatewayAccountQuery,
  ZUpdateGatewayAccount,
} from '@sofreh/domain';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireVendor } from '../auth/auth.guard';
import type { GatewayAccountsService } from './gateway-accounts.service';

const BASE = '/api-identity/identity/banks';
const tags = ['identity: payment gateway accounts'];
const ZIdParam = z.object({ id: z.guid('شناسه معتبر نیست.') });
// Gateway accounts hold the vendor's money path: reading them is as sensitive as changing them.
const config = { access: { permission: 'SETTINGS_MANAGE' as const } };

/** Every change to where the money goes is an audit event (never with the credential itself). */
function audit(
  request: FastifyRequest,
  action: 'create' | 'update' | 'delete',
  account: { id: string; provider: string },
) {
  request.log.info(
    { event: 'payments.gateway_account', action, accountId: account.id, provider: account.provider },
    'payment gateway account changed',
  );
}

export function gatewayAccountsRoutes(
  app: FastifyInstance,
  { accounts }: { accounts: GatewayAccountsService },
) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.get(
    BASE,
    {
      config,
      schema: {
        tags,
        summary: 'The vendor’s payment-gateway accounts, paged; credentials never included',
        querystring: ZGatewayAccountQuery,
        response: { 200: ZGatewayAccountPage },
      },
    },
    (request) => accounts.list(requireVendor(request), request.query),
  );
  r.get(
    `${BASE}/:id`,
    { config, schema: { tags, params: ZIdParam, response: { 200: ZGatewayAccount } } },
    (request) => accounts.get(requireVendor(request), request.params.id),
  );
  r.post(
    BASE,
    {
      config,
      schema: {
        tags,
        summary: 'Add an account (one per provider); the merchant id is stored encrypted',
        body: ZCreateGatewayAccount,
        response: { 201: ZGatewayAccount },
      },
    },
    async (request, reply) => {
      const account = await accounts.create(requireVendor(request), request.body);
      audit(request, 'create', account);
      return reply.status(201).send(account);
    },
  );
  r.put(
    BASE,
    {
      config,
      schema: {
        tags,
        summary: 'Update (id in the body); fields left out keep their value',
        body: ZUpdateGatewayAccount,
        response: { 200: ZGatewayAccount },
      },
    },
    async (request) => {
      const account = await accounts.update(requireVendor(request), request.body);
      audit(request, 'update', account);
      return account;
    },
  );
  r.delete(
    `${BASE}/:id`,
    { config, schema: { tags, params: ZIdParam, response: { 204: z.null() } } },
    async (request, reply) => {
      const removed = await accounts.remove(requireVendor(request), request.params.id);
      audit(request, 'delete', { id: request.params.id, provider: removed.provider });
      return reply.status(204).send(null);
    },
  );
}
