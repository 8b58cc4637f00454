import {
  ZCreateOpeningHours,
  ZOpeningHoursEntry,
  ZPrintItemsOnFactor,
  ZUpdateVendorProfile,
  ZVendorLanding,
  ZVendorProfile,
} from '@sofreh/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireVendor } from '../auth/auth.guard';
import type { VendorsService } from './vendors.service';

const VENDORS = '/api-identity/identity/vendors';
const tags = ['identity: vendors'];
const ZIdParam = z.object({ id: z.guid('شناسه معتبر نیست.') });

export async function vendorsRoutes(app: FastifyInstance, { vendors }: { vendors: VendorsService }) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.get(
    `${VENDORS}/landing`,
    {
      config: { access: 'public' },
      schema: {
        tags,
        summary: 'Public facts about the host’s vendor for the customer site',
        response: { 200: ZVendorLanding },
      },
    },
    (request) => vendors.getLanding(requireVendor(request)),
  );

  r.get(
    `${VENDORS}/me`,
    {
      config: { access: 'staff' },
      schema: { tags, summary: 'The restaurant’s profile and settings', response: { 200: ZVendorProfile } },
    },
    (request) => vendors.getProfile(requireVendor(request)),
  );

  r.put(
    `${VENDORS}/me`,
    {
      config: { access: { permission: 'SETTINGS_MANAGE' } },
      schema: {
        tags,
        summary: 'Change the profile; fields left out keep their value',
        body: ZUpdateVendorProfile,
        response: { 200: ZVendorProfile },
      },
    },
    (request) => vendors.updateProfile(requireVendor(request), request.body),
  );

  r.put(
    `${VENDORS}/setprintitemsonfactoroption`,
    {
      config: { access: { permission: 'PRINTERS_MANAGE' } },
      schema: {
        tags,
        summary: 'Print each item on the customer bill, or totals only',
        body: ZPrintItemsOnFactor,
        response: { 200: ZVendorProfile },
      },
    },
    (request) => vendors.setPrintItemsOnFactor(requireVendor(request), request.body.printItemsOnFactor),
  );

  r.get(
    `${VENDORS}/availabilitytime`,
    {
      config: { access: 'staff' },
      schema: { tags, summary: 'Opening hours', response: { 200: z.array(ZOpeningHoursEntry) } },
    },
    (request) => vendors.listOpeningHours(requireVendor(request)),
  );

  r.post(
    `${VENDORS}/availabilitytime`,
    {
      config: { access: { permission: 'SETTINGS_MANAGE' } },
      schema: {
        tags,
        summary: 'Add an opening-hours window (Tehran time)',
        body: ZCreateOpeningHours,
        response: { 201: ZOpeningHoursEntry },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await vendors.addOpeningHours(requireVendor(request), request.body)),
  );

  r.delete(
    `${VENDORS}/availabilitytime/:id`,
    {
      config: { access: { permission: 'SETTINGS_MANAGE' } },
      schema: { tags, params: ZIdParam, response: { 204: z.null() } },
    },
    async (request, reply) => {
      await vendors.deleteOpeningHours(requireVendor(request), request.params.id);
      return reply.status(204).send(null);
    },
  );

  r.get(
    '/api-identity/identity/availabilitytime',
    {
      config: { access: 'public' },
      schema: {
        tags,
        summary: 'Opening hours for the customer site',
        response: { 200: z.array(ZOpeningHoursEntry) },
      },
    },
    (request) => vendors.listOpeningHours(requireVendor(request)),
  );
}
