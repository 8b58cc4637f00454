import {
  pageOf,
  ZAvailabilityRequest,
  ZCreateToppingCategoryRequest,
  ZIdParams,
  ZPageQuery,
  ZToppingCategory,
  ZToppingCategoryDetail,
  ZUpdateToppingCategoryRequest,
} from '@sofreh/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireVendor } from '../auth/auth.guard';
import { CATALOG_PREFIX, MENU_MANAGE, MENU_VIEW } from './catalog-access';
import type { ToppingCategoriesService } from './topping-categories.service';

const PATH = `${CATALOG_PREFIX}/toppingcategory`;
const tags = ['catalog: toppings'];

export function toppingCategoriesRoutes(
  app: FastifyInstance,
  { toppingCategories }: { toppingCategories: ToppingCategoriesService },
) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    PATH,
    {
      config: MENU_VIEW,
      schema: {
        tags,
        summary: 'Topping categories, paged, searchable by title',
        querystring: ZPageQuery,
        response: { 200: pageOf(ZToppingCategory) },
      },
    },
    (request) => toppingCategories.list(requireVendor(request), request.query),
  );

  r.get(
    `${PATH}/:id`,
    {
      config: MENU_VIEW,
      schema: {
        tags,
        summary: 'A topping category with its toppings',
        params: ZIdParams,
        response: { 200: ZToppingCategoryDetail },
      },
    },
    (request) => toppingCategories.get(requireVendor(request), request.params.id),
  );

  r.post(
    PATH,
    {
      config: MENU_MANAGE,
      schema: { tags, body: ZCreateToppingCategoryRequest, response: { 201: ZToppingCategoryDetail } },
    },
    async (request, reply) =>
      reply.status(201).send(await toppingCategories.create(requireVendor(request), request.body)),
  );

  r.put(
    PATH,
    {
      config: MENU_MANAGE,
      schema: {
        tags,
        summary: 'Update (id in the body); fields left out keep their value',
        body: ZUpdateToppingCategoryRequest,
        response: { 200: ZToppingCategoryDetail },
      },
    },
    (request) => toppingCategories.update(requireVendor(request), request.body),
  );

  r.put(
    `${PATH}/:id/availability`,
    {
      config: MENU_MANAGE,
      schema: {
        tags,
        summary: 'Offer a topping category or not (flips it without a body)',
        params: ZIdParams,
        body: ZAvailabilityRequest,
        response: { 200: ZToppingCategory },
      },
    },
    (request) =>
      toppingCategories.setAvailable(requireVendor(request), request.params.id, request.body?.available),
  );

  r.delete(
    `${PATH}/:id`,
    {
      config: MENU_MANAGE,
      schema: {
        tags,
        summary: 'Delete a topping category and its toppings',
        params: ZIdParams,
        response: { 204: z.null() },
      },
    },
    async (request, reply) => {
      await toppingCategories.remove(requireVendor(request), request.params.id);
      return reply.status(204).send(null);
    },
  );
}
