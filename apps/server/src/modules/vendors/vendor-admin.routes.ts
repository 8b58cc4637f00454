import {
  ZActivateVendor,
  ZAdminVendor,
  ZAdminVendorPage,
  ZAdminVendorQuery,
  ZCreateVendor,
} from '@sofreh/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { VendorAdminService } from './vendor-admin.service';

const BASE = '/api-identity/identity/vendors';
const tags = ['identity: platform administration'];
// Administrators belong to no vendor: these routes serve the platform, whatever the host.
const adminOnly = { access: 'admin' as const, tenant: 'none' as const };

export async function vendorAdminRoutes(
  app: FastifyInstance,
  { vendorAdmin }: { vendorAdmin: VendorAdminService },
) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.get(
    BASE,
    {
      config: adminOnly,
      schema: { tags, querystring: ZAdminVendorQuery, response: { 200: ZAdminVendorPage } },
    },
    (request) => vendorAdmin.list(request.query),
  );
  r.post(
    BASE,
    { config: adminOnly, schema: { tags, body: ZCreateVendor, response: { 201: ZAdminVendor } } },
    async (request, reply) => reply.status(201).send(await vendorAdmin.create(request.body)),
  );
  r.put(
    `${BASE}/activate`,
    { config: adminOnly, schema: { tags, body: ZActivateVendor, response: { 200: ZAdminVendor } } },
    (request) => vendorAdmin.setActive(request.body),
  );
}
