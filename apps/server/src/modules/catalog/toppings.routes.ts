import {
  pageOf,
  ZAvailabilityRequest,
  ZCreateToppingRequest,
  ZIdParams,
  ZTopping,
  ZToppingQuery,
  ZUpdateToppingRequest,
} from '@sofreh/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireVendor } from '../auth/auth.guard';
import { CATALOG_PREFIX, MENU_MANAGE, MENU_VIEW } from './catalog-access';
import type { ToppingsService } from './toppings.service';

const PATH = `${CATALOG_PREFIX}/topping`;
const tags = ['catalog: toppings'];

export function toppingsRoutes(app: FastifyInstance, { toppings }: { toppings: ToppingsService }) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    PATH,
    {
      config: MENU_VIEW,
      schema: {
        tags,
        summary: 'Toppings, paged; filter by topping category, search by title',
        querystring: ZToppingQuery,
        response: { 200: pageOf(ZTopping) },
      },
    },
    (request) => toppings.list(requireVendor(request), request.query),
  );

  r.get(
    `${PATH}/:id`,
    { config: MENU_VIEW, schema: { tags, params: ZIdParams, response: { 200: ZTopping } } },
    (request) => toppings.get(requireVendor(request), request.params.id),
  );

  r.post(
    PATH,
    { config: MENU_MANAGE, schema: { tags, body: ZCreateToppingRequest, response: { 201: ZTopping } } },
    async (request, reply) =>
      reply.status(201).send(await toppings.create(requireVendor(request), request.body)),
  );

  r.put(
    PATH,
    {
      config: MENU_MANAGE,
      schema: {
        tags,
        summary: 'Update (id in the body); fields left out keep their value',
        body: ZUpdateToppingRequest,
        response: { 200: ZTopping },
      },
    },
    (request) => toppings.update(requireVendor(request), request.body),
  );

  r.put(
    `${PATH}/:id/availability`,
    {
      config: MENU_MANAGE,
      schema: {
        tags,
        summary: 'Mark a topping out of stock or back (flips it without a body)',
        params: ZIdParams,
        body: ZAvailabilityRequest,
        response: { 200: ZTopping },
      },
    },
    (request) => toppings.setAvailable(requireVendor(request), request.params.id, request.body?.available),
  );

  r.delete(
    `${PATH}/:id`,
    { config: MENU_MANAGE, schema: { tags, params: ZIdParams, response: { 204: z.null() } } },
    async (request, reply) => {
      await toppings.remove(requireVendor(request), request.params.id);
      return reply.status(204).send(null);
    },
  );
}
