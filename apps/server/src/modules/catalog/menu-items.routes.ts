import {
  pageOf,
  ZActivationRequest,
  ZAvailabilityRequest,
  ZCreateMenuItemRequest,
  ZIdParams,
  ZMenuItem,
  ZMenuItemDetail,
  ZMenuItemQuery,
  ZMenuItemTags,
  ZUpdateMenuItemRequest,
} from '@sofreh/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireVendor } from '../auth/auth.guard';
import { CATALOG_PREFIX, MENU_MANAGE, MENU_VIEW } from './catalog-access';
import type { MenuItemsService } from './menu-items.service';

const PATH = `${CATALOG_PREFIX}/menuitems`;
const tags = ['catalog: menu items'];

export function menuItemsRoutes(app: FastifyInstance, { menuItems }: { menuItems: MenuItemsService }) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    PATH,
    {
      config: MENU_VIEW,
      schema: {
        tags,
        summary: 'Menu items, paged; filter by category or food shift, search by title',
        querystring: ZMenuItemQuery,
        response: { 200: pageOf(ZMenuItem) },
      },
    },
    (request) => menuItems.list(requireVendor(request), request.query),
  );

  r.get(
    `${CATALOG_PREFIX}/menuitemtag`,
    {
      config: MENU_VIEW,
      schema: { tags, summary: 'Tags in use on the vendor’s items', response: { 200: ZMenuItemTags } },
    },
    (request) => menuItems.tags(requireVendor(request)),
  );

  r.get(
    `${PATH}/:id`,
    {
      config: MENU_VIEW,
      schema: {
        tags,
        summary: 'An item with its topping categories and shifts',
        params: ZIdParams,
        response: { 200: ZMenuItemDetail },
      },
    },
    (request) => menuItems.get(requireVendor(request), request.params.id),
  );

  r.post(
    PATH,
    {
      config: MENU_MANAGE,
      schema: { tags, body: ZCreateMenuItemRequest, response: { 201: ZMenuItemDetail } },
    },
    async (request, reply) =>
      reply.status(201).send(await menuItems.create(requireVendor(request), request.body)),
  );

  r.put(
    PATH,
    {
      config: MENU_MANAGE,
      schema: {
        tags,
        summary: 'Update (id in the body); fields left out keep their value',
        body: ZUpdateMenuItemRequest,
        response: { 200: ZMenuItemDetail },
      },
    },
    (request) => menuItems.update(requireVendor(request), request.body),
  );

  r.put(
    `${PATH}/:id/activation`,
    {
      config: MENU_MANAGE,
      schema: {
        tags,
        summary: 'Put an item on or off the menu (flips it without a body)',
        params: ZIdParams,
        body: ZActivationRequest,
        response: { 200: ZMenuItem },
      },
    },
    (request) => menuItems.setActive(requireVendor(request), request.params.id, request.body?.active),
  );

  r.put(
    `${PATH}/:id/availability`,
    {
      config: MENU_MANAGE,
      schema: {
        tags,
        summary: 'Mark an item sold out or back (flips it without a body)',
        params: ZIdParams,
        body: ZAvailabilityRequest,
        response: { 200: ZMenuItem },
      },
    },
    (request) => menuItems.setAvailable(requireVendor(request), request.params.id, request.body?.available),
  );

  r.delete(
    `${PATH}/:id`,
    { config: MENU_MANAGE, schema: { tags, params: ZIdParams, response: { 204: z.null() } } },
    async (request, reply) => {
      await menuItems.remove(requireVendor(request), request.params.id);
      return reply.status(204).send(null);
    },
  );
}
