import {
  ZCreateAddressRequest,
  ZCustomerAddress,
  ZCustomerAddressList,
  ZDeliveryIdParams,
  ZUpdateAddressRequest,
} from '@sofreh/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireAuth, requireVendor } from '../auth/auth.guard';
import type { AddressesService } from './addresses.service';

const BASE = '/api-identity/identity/address';
const tags = ['identity: addresses'];
// A customer's own address book. Staff will reach customers' addresses through /offline.
const customer = { access: 'customer' as const };

export function addressesRoutes(app: FastifyInstance, { addresses }: { addresses: AddressesService }) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    BASE,
    {
      config: customer,
      schema: {
        tags,
        summary: 'My saved addresses at this restaurant',
        response: { 200: ZCustomerAddressList },
      },
    },
    (request) => addresses.list(requireVendor(request), requireAuth(request).userId),
  );

  r.get(
    `${BASE}/:id`,
    { config: customer, schema: { tags, params: ZDeliveryIdParams, response: { 200: ZCustomerAddress } } },
    (request) => addresses.get(requireVendor(request), requireAuth(request).userId, request.params.id),
  );

  r.post(
    BASE,
    {
      config: customer,
      schema: {
        tags,
        summary: 'Save an address with its map pin',
        body: ZCreateAddressRequest,
        response: { 201: ZCustomerAddress },
      },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(await addresses.create(requireVendor(request), requireAuth(request).userId, request.body)),
  );

  r.put(
    BASE,
    {
      config: customer,
      schema: {
        tags,
        summary: 'Update (id in the body); fields left out keep their value',
        body: ZUpdateAddressRequest,
        response: { 200: ZCustomerAddress },
      },
    },
    (request) => addresses.update(requireVendor(request), requireAuth(request).userId, request.body),
  );

  r.delete(
    `${BASE}/:id`,
    { config: customer, schema: { tags, params: ZDeliveryIdParams, response: { 204: z.null() } } },
    async (request, reply) => {
      await addresses.remove(requireVendor(request), requireAuth(request).userId, request.params.id);
      return reply.status(204).send(null);
    },
  );
}
