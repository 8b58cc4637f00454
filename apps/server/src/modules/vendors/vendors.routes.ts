import { ZVendorLanding } from '@sofreh/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { requireVendor } from '../auth/auth.guard';
import type { VendorsService } from './vendors.service';

export async function vendorsRoutes(app: FastifyInstance, { vendors }: { vendors: VendorsService }) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.get(
    '/api-identity/identity/vendors/landing',
    {
      config: { access: 'public' },
      schema: {
        tags: ['identity: vendors'],
        summary: 'Public facts about the host’s vendor for the customer site',
        response: { 200: ZVendorLanding },
      },
    },
    (request) => vendors.getLanding(requireVendor(request)),
  );
}
