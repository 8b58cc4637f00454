import {
  ZChangeTableRequest,
  ZEditOrderItemsRequest,
  ZOrder,
  ZOrderIdParams,
  ZPatchOrderRequest,
  ZReadySmsAnswer,
} from '@sofreh/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { requireAuth, requireVendor } from '../auth/auth.guard';
import type { OrderEditsService } from './order-edits.service';

const tags = ['api: orders'];

export async function orderEditsRoutes(app: FastifyInstance, { edits }: { edits: OrderEditsService }) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.put(
    '/api/orders/:id/items',
    {
      config: { access: { permission: 'ORDERS_MANAGE' } },
      schema: {
        tags,
        summary:
          'Staff edit an order’s lines (SPEC §4): new counts, 0 removes, >0 on a removed line restores; re-priced; 409 if the order changed since `version`',
        params: ZOrderIdParams,
        body: ZEditOrderItemsRequest,
        response: { 200: ZOrder },
      },
    },
    (request) =>
      edits.editItems(requireVendor(request), requireAuth(request), request.params.id, request.body),
  );

  // The spec's own call for the same edit: one service method answers both.
  r.patch(
    '/api/orders',
    {
      config: { access: { permission: 'ORDERS_MANAGE' } },
      schema: {
        tags,
        summary:
          'The order edit of SPEC §7: as PUT /api/orders/{id}/items, with the order id in the body (orderId); new counts, 0 removes, >0 on a removed line restores; re-priced; 409 if the order changed since `version`',
        body: ZPatchOrderRequest,
        response: { 200: ZOrder },
      },
    },
    (request) => {
      const { orderId, ...edit } = request.body;
      return edits.editItems(requireVendor(request), requireAuth(request), orderId, edit);
    },
  );

  r.put(
    '/api/orders/callforreadyorder/:id',
    {
      config: { access: { permission: 'ORDERS_MANAGE' } },
      schema: {
        tags,
        summary:
          'Tells the customer by SMS that the order is ready (READY* states only; one message per order per 5 minutes, else 429)',
        params: ZOrderIdParams,
        response: { 200: ZReadySmsAnswer },
      },
    },
    (request) => edits.callForReady(requireVendor(request), requireAuth(request), request.params.id),
  );

  r.put(
    '/api/orders/changetable',
    {
      config: { access: { permission: 'ORDERS_MANAGE' } },
      schema: {
        tags,
        summary: 'Moves an open dine-in (SERVE) order to another table, with a history row',
        body: ZChangeTableRequest,
        response: { 200: ZOrder },
      },
    },
    (request) => edits.changeTable(requireVendor(request), requireAuth(request), request.body),
  );
}
