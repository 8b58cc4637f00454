import {
  ZCategoryPrinterRoute,
  ZCreatePrinter,
  ZCreatePrinterStation,
  ZIdParams,
  ZPrinter,
  ZPrinterStation,
  ZUpdatePrinter,
  ZUpdatePrinterStation,
} from '@sofreh/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Access } from '../../platform/context';
import { requireVendor } from '../auth/auth.guard';
import { CATALOG_PREFIX } from './catalog-access';
import type { PrintersService } from './printers.service';

// SPEC §7: reads live under the catalog service, writes under the marketplace integration prefix.
const WRITE_PREFIX = '/api-snappfood/api';
const tags = ['catalog: printers'];
const read: { access: Access } = { access: 'staff' };
const write: { access: Access } = { access: { permission: 'PRINTERS_MANAGE' } };

export function printersRoutes(app: FastifyInstance, { printers }: { printers: PrintersService }) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    `${CATALOG_PREFIX}/printers`,
    { config: read, schema: { tags, response: { 200: z.array(ZPrinter) } } },
    (request) => printers.listPrinters(requireVendor(request)),
  );
  r.get(
    `${CATALOG_PREFIX}/printers/:id`,
    { config: read, schema: { tags, params: ZIdParams, response: { 200: ZPrinter } } },
    (request) => printers.getPrinter(requireVendor(request), request.params.id),
  );
  r.get(
    `${CATALOG_PREFIX}/printerstations`,
    { config: read, schema: { tags, response: { 200: z.array(ZPrinterStation) } } },
    (request) => printers.listStations(requireVendor(request)),
  );
  r.get(
    `${CATALOG_PREFIX}/printerstations/:id`,
    { config: read, schema: { tags, params: ZIdParams, response: { 200: ZPrinterStation } } },
    (request) => printers.getStation(requireVendor(request), request.params.id),
  );
  r.get(
    `${CATALOG_PREFIX}/menucategories/printer`,
    {
      config: read,
      schema: {
        tags,
        summary: 'The station each category prints at',
        response: { 200: z.array(ZCategoryPrinterRoute) },
      },
    },
    (request) => printers.listCategoryRoutes(requireVendor(request)),
  );

  r.post(
    `${WRITE_PREFIX}/printers`,
    { config: write, schema: { tags, body: ZCreatePrinter, response: { 201: ZPrinter } } },
    async (request, reply) =>
      reply.status(201).send(await printers.createPrinter(requireVendor(request), request.body)),
  );
  r.put(
    `${WRITE_PREFIX}/printers`,
    { config: write, schema: { tags, body: ZUpdatePrinter, response: { 200: ZPrinter } } },
    (request) => printers.updatePrinter(requireVendor(request), request.body.id, request.body),
  );
  r.delete(
    `${WRITE_PREFIX}/printers/:id`,
    { config: write, schema: { tags, params: ZIdParams, response: { 204: z.null() } } },
    async (request, reply) => {
      await printers.deletePrinter(requireVendor(request), request.params.id);
      return reply.status(204).send(null);
    },
  );
  r.post(
    `${WRITE_PREFIX}/printerstations`,
    { config: write, schema: { tags, body: ZCreatePrinterStation, response: { 201: ZPrinterStation } } },
    async (request, reply) =>
      reply.status(201).send(await printers.createStation(requireVendor(request), request.body)),
  );
  r.put(
    `${WRITE_PREFIX}/printerstations`,
    { config: write, schema: { tags, body: ZUpdatePrinterStation, response: { 200: ZPrinterStation } } },
    (request) => printers.updateStation(requireVendor(request), request.body.id, request.body),
  );
  r.delete(
    `${WRITE_PREFIX}/printerstations/:id`,
    { config: write, schema: { tags, params: ZIdParams, response: { 204: z.null() } } },
    async (request, reply) => {
      await printers.deleteStation(requireVendor(request), request.params.id);
      return reply.status(204).send(null);
    },
  );
}
