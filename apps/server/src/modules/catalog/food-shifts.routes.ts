import {
  pageOf,
  ZCreateFoodShiftRequest,
  ZFoodShift,
  ZIdParams,
  ZKeyValue,
  ZPageQuery,
  ZUpdateFoodShiftRequest,
} from '@sofreh/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireVendor } from '../auth/auth.guard';
import { CATALOG_PREFIX, MENU_MANAGE, MENU_VIEW } from './catalog-access';
import type { FoodShiftsService } from './food-shifts.service';

const PATH = `${CATALOG_PREFIX}/foodshifts`;
const tags = ['catalog: food shifts'];

export function foodShiftsRoutes(app: FastifyInstance, { foodShifts }: { foodShifts: FoodShiftsService }) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    PATH,
    {
      config: MENU_VIEW,
      schema: {
        tags,
        summary: 'Food shifts with their windows, paged, searchable by title',
        querystring: ZPageQuery,
        response: { 200: pageOf(ZFoodShift) },
      },
    },
    (request) => foodShifts.list(requireVendor(request), request.query),
  );

  r.get(
    `${PATH}/list`,
    {
      config: MENU_VIEW,
      schema: {
        tags,
        summary: 'Id and title of every shift, for pickers',
        response: { 200: z.array(ZKeyValue) },
      },
    },
    (request) => foodShifts.keyValues(requireVendor(request)),
  );

  r.get(
    `${PATH}/:id`,
    { config: MENU_VIEW, schema: { tags, params: ZIdParams, response: { 200: ZFoodShift } } },
    (request) => foodShifts.get(requireVendor(request), request.params.id),
  );

  r.post(
    PATH,
    { config: MENU_MANAGE, schema: { tags, body: ZCreateFoodShiftRequest, response: { 201: ZFoodShift } } },
    async (request, reply) =>
      reply.status(201).send(await foodShifts.create(requireVendor(request), request.body)),
  );

  r.put(
    PATH,
    {
      config: MENU_MANAGE,
      schema: {
        tags,
        summary: 'Update (id in the body); windows, when sent, replace the old ones',
        body: ZUpdateFoodShiftRequest,
        response: { 200: ZFoodShift },
      },
    },
    (request) => foodShifts.update(requireVendor(request), request.body),
  );

  r.delete(
    `${PATH}/:id`,
    {
      config: MENU_MANAGE,
      schema: {
        tags,
        summary: 'Delete a shift no item is sold in',
        params: ZIdParams,
        response: { 204: z.null() },
      },
    },
    async (request, reply) => {
      await foodShifts.remove(requireVendor(request), request.params.id);
      return reply.status(204).send(null);
    },
  );
}
