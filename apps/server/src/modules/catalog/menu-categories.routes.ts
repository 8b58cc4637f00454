import {
  pageOf,
  ZActivationRequest,
  ZCreateMenuCategoryRequest,
  ZIdParams,
  ZKeyValue,
  ZMenuCategory,
  ZPageQuery,
  ZReorderRequest,
  ZUpdateMenuCategoryRequest,
} from '@sofreh/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireVendor } from '../auth/auth.guard';
import { CATALOG_PREFIX, MENU_MANAGE, MENU_VIEW } from './catalog-access';
import type { MenuCategoriesService } from './menu-categories.service';

const PATH = `${CATALOG_PREFIX}/menucategories`;
const tags = ['catalog: menu categories'];

export function menuCategoriesRoutes(
  app: FastifyInstance,
  { menuCategories }: { menuCategories: MenuCategoriesService },
) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    PATH,
    {
      config: MENU_VIEW,
      schema: {
        tags,
        summary: 'Menu categories, paged, searchable by title',
        querystring: ZPageQuery,
        response: { 200: pageOf(ZMenuCategory) },
      },
    },
    (request) => menuCategories.list(requireVendor(request), request.query),
  );

  r.get(
    `${PATH}/all`,
    {
      config: MENU_VIEW,
      schema: {
        tags,
        summary: 'Every menu category, in menu order',
        response: { 200: z.array(ZMenuCategory) },
      },
    },
    (request) => menuCategories.all(requireVendor(request)),
  );

  r.get(
    `${PATH}/list`,
    {
      config: MENU_VIEW,
      schema: {
        tags,
        summary: 'Id and title of every category, for pickers',
        response: { 200: z.array(ZKeyValue) },
      },
    },
    (request) => menuCategories.keyValues(requireVendor(request)),
  );

  r.get(
    `${PATH}/:id`,
    { config: MENU_VIEW, schema: { tags, params: ZIdParams, response: { 200: ZMenuCategory } } },
    (request) => menuCategories.get(requireVendor(request), request.params.id),
  );

  r.post(
    PATH,
    {
      config: MENU_MANAGE,
      schema: { tags, body: ZCreateMenuCategoryRequest, response: { 201: ZMenuCategory } },
    },
    async (request, reply) =>
      reply.status(201).send(await menuCategories.create(requireVendor(request), request.body)),
  );

  r.put(
    PATH,
    {
      config: MENU_MANAGE,
      schema: {
        tags,
        summary: 'Update (id in the body); fields left out keep their value',
        body: ZUpdateMenuCategoryRequest,
        response: { 200: ZMenuCategory },
      },
    },
    (request) => menuCategories.update(requireVendor(request), request.body),
  );

  r.put(
    `${PATH}/reorder`,
    {
      config: MENU_MANAGE,
      schema: {
        tags,
        summary: 'Put categories in a new order',
        body: ZReorderRequest,
        response: { 200: z.array(ZMenuCategory) },
      },
    },
    (request) => menuCategories.reorder(requireVendor(request), request.body.ids),
  );

  r.put(
    `${PATH}/:id/activation`,
    {
      config: MENU_MANAGE,
      schema: {
        tags,
        summary: 'Switch a category on or off (flips it without a body)',
        params: ZIdParams,
        body: ZActivationRequest,
        response: { 200: ZMenuCategory },
      },
    },
    (request) => menuCategories.setActive(requireVendor(request), request.params.id, request.body?.active),
  );

  r.delete(
    `${PATH}/:id`,
    {
      config: MENU_MANAGE,
      schema: { tags, summary: 'Delete an empty category', params: ZIdParams, response: { 204: z.null() } },
    },
    async (request, reply) => {
      await menuCategories.remove(requireVendor(request), request.params.id);
      return reply.status(204).send(null);
    },
  );
}
