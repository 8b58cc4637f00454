import {
  ZCreateDefaultDescription,
  ZDefaultDescription,
  ZDefaultDescriptionPage,
  ZDefaultDescriptionQuery,
  ZUpdateDefaultDescription,
} from '@sofreh/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireVendor } from '../auth/auth.guard';
import type { DefaultDescriptionsService } from './default-descriptions.service';

const BASE = '/api-identity/identity/defaultdescription';
const tags = ['identity: default descriptions'];
const ZIdParam = z.object({ id: z.guid('شناسه معتبر نیست.') });
// Every staff member taking orders reads them; changing the list is a settings matter.
const read = { access: 'staff' as const };
const write = { access: { permission: 'SETTINGS_MANAGE' as const } };

export async function defaultDescriptionsRoutes(
  app: FastifyInstance,
  { service }: { service: DefaultDescriptionsService },
) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.get(
    BASE,
    {
      config: read,
      schema: { tags, querystring: ZDefaultDescriptionQuery, response: { 200: ZDefaultDescriptionPage } },
    },
    (request) => service.list(requireVendor(request), request.query),
  );
  r.get(
    `${BASE}/list`,
    {
      config: read,
      schema: { tags, summary: 'All of them, for pickers', response: { 200: z.array(ZDefaultDescription) } },
    },
    (request) => service.listAll(requireVendor(request)),
  );
  r.get(
    `${BASE}/:id`,
    { config: read, schema: { tags, params: ZIdParam, response: { 200: ZDefaultDescription } } },
    (request) => service.get(requireVendor(request), request.params.id),
  );
  r.post(
    BASE,
    {
      config: write,
      schema: { tags, body: ZCreateDefaultDescription, response: { 201: ZDefaultDescription } },
    },
    async (request, reply) =>
      reply.status(201).send(await service.create(requireVendor(request), request.body.text)),
  );
  r.put(
    BASE,
    {
      config: write,
      schema: { tags, body: ZUpdateDefaultDescription, response: { 200: ZDefaultDescription } },
    },
    (request) => service.update(requireVendor(request), request.body.id, request.body.text),
  );
  r.delete(
    `${BASE}/:id`,
    { config: write, schema: { tags, params: ZIdParam, response: { 204: z.null() } } },
    async (request, reply) => {
      await service.remove(requireVendor(request), request.params.id);
      return reply.status(204).send(null);
    },
  );
}
