import {
  ZCoveredAreaList,
  ZCreateDeliveryZoneRequest,
  ZDeliveryIdParams,
  ZDeliveryZone,
  ZDeliveryZoneList,
  ZEnableOrDisableRequest,
  ZUpdateDeliveryZoneRequest,
  ZUpdateDeliveryZoneWithIdRequest,
} from '@sofreh/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireVendor } from '../auth/auth.guard';
import { DELIVERY_MANAGE, DELIVERY_PREFIX } from './delivery-access';
import type { DeliveryZonesService } from './delivery-zones.service';

const ZONES = `${DELIVERY_PREFIX}/delivery-zones`;
// SPEC §7 names the same resource in the identity service too; both paths share one service.
const IDENTITY_ZONES = '/api-identity/identity/deliveryzones';
const tags = ['delivery: zones'];

export function deliveryZonesRoutes(app: FastifyInstance, { zones }: { zones: DeliveryZonesService }) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  for (const path of [ZONES, IDENTITY_ZONES]) {
    r.get(
      path,
      {
        config: DELIVERY_MANAGE,
        schema: {
          tags,
          summary: 'The restaurant’s delivery zones, oldest first',
          response: { 200: ZDeliveryZoneList },
        },
      },
      (request) => zones.list(requireVendor(request)),
    );

    r.get(
      `${path}/:id`,
      {
        config: DELIVERY_MANAGE,
        schema: { tags, params: ZDeliveryIdParams, response: { 200: ZDeliveryZone } },
      },
      (request) => zones.get(requireVendor(request), request.params.id),
    );

    r.post(
      path,
      {
        config: DELIVERY_MANAGE,
        schema: {
          tags,
          summary: 'Draw a new zone',
          body: ZCreateDeliveryZoneRequest,
          response: { 201: ZDeliveryZone },
        },
      },
      async (request, reply) =>
        reply.status(201).send(await zones.create(requireVendor(request), request.body)),
    );

    r.delete(
      `${path}/:id`,
      { config: DELIVERY_MANAGE, schema: { tags, params: ZDeliveryIdParams, response: { 204: z.null() } } },
      async (request, reply) => {
        await zones.remove(requireVendor(request), request.params.id);
        return reply.status(204).send(null);
      },
    );
  }

  r.put(
    `${ZONES}/:id`,
    {
      config: DELIVERY_MANAGE,
      schema: {
        tags,
        summary: 'Change price, name, enabled or the polygon; fields left out keep their value',
        params: ZDeliveryIdParams,
        body: ZUpdateDeliveryZoneRequest,
        response: { 200: ZDeliveryZone },
      },
    },
    (request) => zones.update(requireVendor(request), request.params.id, request.body),
  );

  r.put(
    IDENTITY_ZONES,
    {
      config: DELIVERY_MANAGE,
      schema: {
        tags,
        summary: 'Update (id in the body); fields left out keep their value',
        body: ZUpdateDeliveryZoneWithIdRequest,
        response: { 200: ZDeliveryZone },
      },
    },
    (request) => {
      const { id, ...fields } = request.body;
      return zones.update(requireVendor(request), id, fields);
    },
  );

  r.put(
    `${ZONES}/:id/enable-or-disable`,
    {
      config: DELIVERY_MANAGE,
      schema: {
        tags,
        summary: 'Switch a zone on or off (flips it without a body)',
        params: ZDeliveryIdParams,
        body: ZEnableOrDisableRequest,
        response: { 200: ZDeliveryZone },
      },
    },
    (request) => zones.setEnabled(requireVendor(request), request.params.id, request.body?.enabled),
  );

  r.get(
    `${DELIVERY_PREFIX}/polygons`,
    {
      config: DELIVERY_MANAGE,
      schema: {
        tags,
        summary: 'Every zone’s polygon (a zone has one; its id is the zone’s), for drawing on the map',
        response: { 200: ZDeliveryZoneList },
      },
    },
    (request) => zones.list(requireVendor(request)),
  );

  r.get(
    `${DELIVERY_PREFIX}/covered-areas`,
    {
      config: { access: 'public' },
      schema: {
        tags,
        summary: 'Enabled zones with their prices, for the customer’s map (not in the spec)',
        response: { 200: ZCoveredAreaList },
      },
    },
    (request) => zones.coveredAreas(requireVendor(request)),
  );
}
