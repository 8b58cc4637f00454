import { ZOrderIdParams, ZOrderMoney, ZRefundRequest } from '@sofreh/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { requireAuth, requireVendor } from '../auth/auth.guard';
import type { RefundsService } from './refunds.service';

const tags = ['api: orders'];

export async function refundsRoutes(app: FastifyInstance, { refunds }: { refunds: RefundsService }) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.put(
    '/api/orders/refund',
    {
      config: { access: { permission: 'ORDERS_REFUND' } },
      schema: {
        tags,
        summary:
          'Gives money back on an order (whole, one item, or an amount): through the gateway for online payments, else recorded as a manual refund; never more than paid minus earlier refunds; one refund per idempotencyKey',
        body: ZRefundRequest,
        response: { 200: ZOrderMoney },
      },
    },
    (request) => refunds.refund(requireVendor(request), requireAuth(request), request.body),
  );

  r.get(
    '/api/orders/:id/refunds',
    {
      config: { access: { permission: 'ORDERS_VIEW' } },
      schema: {
        tags,
        summary: 'The order’s money: paid, refunded, refundable, and every refund with its state',
        params: ZOrderIdParams,
        response: { 200: ZOrderMoney },
      },
    },
    (request) => refunds.money(requireVendor(request), requireAuth(request), request.params.id),
  );
}
