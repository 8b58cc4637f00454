import {
  pageOf,
  ZAcknowledgeOrdersRequest,
  ZBoardOrdersPage,
  ZBoardOrdersQuery,
  ZChangeOrderStateRequest,
  ZCreateOrderRequest,
  ZMyOrdersQuery,
  ZNewOrderAlarm,
  ZOrder,
  ZOrderIdParams,
  ZOrderListRow,
  ZOrderQuote,
  ZOrderQuoteRequest,
} from '@sofreh/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireIdempotencyKey } from '../../platform/idempotency';
import { requireAuth, requireVendor } from '../auth/auth.guard';
import type { OrdersService } from './orders.service';

const BASE = '/api/orders';
const tags = ['api: orders'];

const ZIdempotencyHeaders = z.looseObject({
  'idempotency-key': z
    .string()
    .optional()
    .describe('Required: one value per order attempt (a UUID); a retry of the same attempt repeats it'),
});

/** SPEC §8: an order without its service type is refused with a code of its own. */
const NEEDS_SERVICE_TYPE = { deliveryType: 'ORDER_HAS_TO_HAVE_DELIVER_METHOD' } as const;

export async function ordersRoutes(app: FastifyInstance, { orders }: { orders: OrdersService }) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.post(
    `${BASE}/quote`,
    {
      config: { access: 'customer', fieldCodes: NEEDS_SERVICE_TYPE },
      schema: {
        tags,
        summary: 'Prices the cart as the server would take it now, and says what stops it being ordered',
        body: ZOrderQuoteRequest,
        response: { 200: ZOrderQuote },
      },
    },
    (request) => orders.quote(requireVendor(request), requireAuth(request), request.body),
  );

  r.post(
    BASE,
    {
      config: { access: 'customer', fieldCodes: NEEDS_SERVICE_TYPE },
      schema: {
        tags,
        summary: 'Places an order once per Idempotency-Key: 201 new, 200 the same key and body again',
        headers: ZIdempotencyHeaders,
        body: ZCreateOrderRequest,
        response: { 200: ZOrder, 201: ZOrder },
      },
    },
    async (request, reply) => {
      const key = requireIdempotencyKey(request.headers['idempotency-key']);
      const { order, replayed } = await orders.submit(
        requireVendor(request),
        requireAuth(request),
        request.body,
        key,
      );
      if (replayed) reply.header('idempotent-replayed', 'true');
      return reply.status(replayed ? 200 : 201).send(order);
    },
  );

  r.get(
    BASE,
    {
      config: { access: { permission: 'ORDERS_VIEW' } },
      schema: {
        tags,
        summary:
          'The board: orders newest first (take grows by 15), filtered, with per-state counts for the tabs; SUBMITTED only on its own tab',
        querystring: ZBoardOrdersQuery,
        response: { 200: ZBoardOrdersPage },
      },
    },
    (request) => orders.listForBoard(requireVendor(request), requireAuth(request), request.query),
  );

  r.patch(
    `${BASE}/state`,
    {
      config: { access: { permission: 'ORDERS_MANAGE' } },
      schema: {
        tags,
        summary:
          'Moves an order to another state along docs/order-states.md; of two at once exactly one wins (409 for the other)',
        body: ZChangeOrderStateRequest,
        response: { 200: ZOrder },
      },
    },
    (request) => orders.changeState(requireVendor(request), requireAuth(request), request.body),
  );

  r.get(
    `${BASE}/alarm`,
    {
      config: { access: { permission: 'ORDERS_VIEW' } },
      schema: {
        tags,
        summary:
          'The new-order alarm of every back-office page: orders waiting for someone (PAID, NEEDFORCALL) that nobody at the restaurant acknowledged yet',
        response: { 200: ZNewOrderAlarm },
      },
    },
    (request) => orders.newOrderAlarm(requireVendor(request), requireAuth(request)),
  );

  r.post(
    `${BASE}/alarm/acknowledge`,
    {
      config: { access: { permission: 'ORDERS_VIEW' } },
      schema: {
        tags,
        summary:
          '«دیدم»: the named orders are seen for the whole restaurant, every open panel stops ringing for them; answers what still rings',
        body: ZAcknowledgeOrdersRequest,
        response: { 200: ZNewOrderAlarm },
      },
    },
    (request) => orders.acknowledgeOrders(requireVendor(request), requireAuth(request), request.body),
  );

  r.get(
    `${BASE}/me`,
    {
      config: { access: 'customer' },
      schema: {
        tags,
        summary: 'The caller’s orders at this vendor, newest first',
        querystring: ZMyOrdersQuery,
        response: { 200: pageOf(ZOrderListRow) },
      },
    },
    (request) => orders.listMine(requireVendor(request), requireAuth(request), request.query),
  );

  r.get(
    `${BASE}/:id`,
    {
      config: { access: 'authenticated' },
      schema: {
        tags,
        summary: 'One order: the customer’s own, or any of the vendor’s for staff with ORDERS_VIEW',
        params: ZOrderIdParams,
        response: { 200: ZOrder },
      },
    },
    (request) => orders.get(requireVendor(request), requireAuth(request), request.params.id),
  );
}
