import {
  ZActivationRequest,
  ZAdminUpdateDiscountCodeRequest,
  ZAppliedDiscountCode,
  ZAvailableDiscountCodesQuery,
  ZCreateDiscountCodeRequest,
  ZDiscountCode,
  ZDiscountCodeLookupQuery,
  ZDiscountCodePage,
  ZDiscountCodeParams,
  ZDiscountCodeQuery,
  ZIdParams,
  ZKeyValue,
  ZSiteDiscountCodeQuery,
  ZUpdateDiscountCodeRequest,
} from '@sofreh/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Access } from '../../platform/context';
import { requireAuth, requireVendor } from '../auth/auth.guard';
import type { DiscountCodesService } from './discount-codes.service';

const BASE = '/api-identity/identity/discountcodes';
const tags = ['identity: discount codes'];
const VIEW: { access: Access } = { access: { permission: 'DISCOUNTS_VIEW' } };
const MANAGE: { access: Access } = { access: { permission: 'DISCOUNTS_MANAGE' } };
// Checking a code for a phone or counter order is part of taking the order, not of managing codes.
const TAKE_ORDERS: { access: Access } = { access: { permission: 'ORDERS_CREATE' } };
// Platform administrators belong to no vendor: their call serves every vendor, whatever the host.
const PLATFORM_ADMIN = { access: 'admin' as const, tenant: 'none' as const };

export async function discountCodesRoutes(
  app: FastifyInstance,
  { discountCodes }: { discountCodes: DiscountCodesService },
) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    BASE,
    {
      config: VIEW,
      schema: {
        tags,
        summary: 'Codes, newest first, paged (10 from page 1); search by code',
        querystring: ZDiscountCodeQuery,
        response: { 200: ZDiscountCodePage },
      },
    },
    (request) => discountCodes.list(requireVendor(request), request.query),
  );

  r.get(
    `${BASE}/all`,
    {
      config: VIEW,
      schema: {
        tags,
        summary: 'Every code as id and text, for pickers',
        response: { 200: z.array(ZKeyValue) },
      },
    },
    (request) => discountCodes.listAll(requireVendor(request)),
  );

  r.get(
    `${BASE}/available`,
    {
      config: { access: 'public' },
      schema: {
        tags,
        summary: 'The restaurant’s advertised deals usable now (for a logged-in customer: not used up)',
        querystring: ZAvailableDiscountCodesQuery,
        response: { 200: z.array(ZAppliedDiscountCode) },
      },
    },
    (request) => discountCodes.available(requireVendor(request), request.auth, request.query.subtotal),
  );

  r.get(
    `${BASE}/getbycode/:code`,
    {
      config: TAKE_ORDERS,
      schema: {
        tags,
        summary: 'Staff check a code for a customer’s order (offline ordering); counts no use',
        params: ZDiscountCodeParams,
        querystring: ZDiscountCodeLookupQuery,
        response: { 200: ZAppliedDiscountCode },
      },
    },
    (request) => discountCodes.forStaff(requireVendor(request), request.params.code, request.query),
  );

  r.get(
    `${BASE}/site/getbycode/:code`,
    {
      config: { access: 'customer' },
      schema: {
        tags,
        summary: 'The logged-in customer checks a code before applying it; counts no use',
        params: ZDiscountCodeParams,
        querystring: ZSiteDiscountCodeQuery,
        response: { 200: ZAppliedDiscountCode },
      },
    },
    (request) =>
      discountCodes.forCustomer(
        requireVendor(request),
        requireAuth(request).userId,
        request.params.code,
        request.query.subtotal,
      ),
  );

  r.get(
    `${BASE}/:id`,
    { config: VIEW, schema: { tags, params: ZIdParams, response: { 200: ZDiscountCode } } },
    (request) => discountCodes.get(requireVendor(request), request.params.id),
  );

  r.post(
    BASE,
    { config: MANAGE, schema: { tags, body: ZCreateDiscountCodeRequest, response: { 201: ZDiscountCode } } },
    async (request, reply) =>
      reply.status(201).send(await discountCodes.create(requireVendor(request), request.body)),
  );

  r.put(
    BASE,
    {
      config: MANAGE,
      schema: {
        tags,
        summary: 'Update (id in the body); fields left out keep their value',
        body: ZUpdateDiscountCodeRequest,
        response: { 200: ZDiscountCode },
      },
    },
    (request) => discountCodes.update(requireVendor(request), request.body),
  );

  r.put(
    `${BASE}/admin/update`,
    {
      config: PLATFORM_ADMIN,
      schema: {
        tags,
        summary:
          'A platform administrator changes a vendor’s code (vendorId and id in the body; fields left out keep their value); recorded in that vendor’s audit log',
        body: ZAdminUpdateDiscountCodeRequest,
        response: { 200: ZDiscountCode },
      },
    },
    async (request) => {
      const code = await discountCodes.updateAsAdmin(requireAuth(request), request.body);
      request.log.info(
        {
          event: 'discountcodes.admin_update',
          vendorId: request.body.vendorId,
          discountCodeId: code.id,
          adminUserId: requireAuth(request).userId,
        },
        'a platform administrator changed a vendor’s discount code',
      );
      return code;
    },
  );

  r.put(
    `${BASE}/:id/activation`,
    {
      config: MANAGE,
      schema: {
        tags,
        summary: 'Switch a code on or off (flips it without a body)',
        params: ZIdParams,
        body: ZActivationRequest,
        response: { 200: ZDiscountCode },
      },
    },
    (request) => discountCodes.setActive(requireVendor(request), request.params.id, request.body?.active),
  );

  r.delete(
    `${BASE}/:id`,
    {
      config: MANAGE,
      schema: {
        tags,
        summary: 'Delete; a code orders used is kept for their history but gone from every list',
        params: ZIdParams,
        response: { 204: z.null() },
      },
    },
    async (request, reply) => {
      await discountCodes.remove(requireVendor(request), request.params.id);
      return reply.status(204).send(null);
    },
  );
}
