import {
  ZBoardOrderRow,
  ZCreditOrdersPage,
  ZCreditOrdersQuery,
  ZEditPostpaidRequest,
  ZOrder,
  ZStaffOrderQuote,
  ZStaffOrderRequest,
} from '@sofreh/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireIdempotencyKey } from '../../platform/idempotency';
import { requireAuth, requireVendor } from '../auth/auth.guard';
import type { StaffChannel, StaffOrdersService } from './staff-orders.service';

const BASE = '/api/orders';
const tags = ['api: staff orders'];
const create = { access: { permission: 'ORDERS_CREATE' as const } };
const view = { access: { permission: 'ORDERS_VIEW' as const } };

const ZIdempotencyHeaders = z.looseObject({
  'idempotency-key': z
    .string()
    .optional()
    .describe('Required: one value per order attempt (a UUID); a retry of the same attempt repeats it'),
});
const ZPostpaidRequest = ZStaffOrderRequest.omit({ paymentMethod: true });

export async function staffOrdersRoutes(
  app: FastifyInstance,
  { staffOrders }: { staffOrders: StaffOrdersService },
) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.post(
    `${BASE}/quick/quote`,
    {
      config: create,
      schema: {
        tags,
        summary: 'Prices a staff order as /quick would take it now (the ordering screen checks its totals)',
        body: ZStaffOrderRequest,
        response: { 200: ZStaffOrderQuote },
      },
    },
    (request) => staffOrders.quote(requireVendor(request), requireAuth(request), request.body),
  );

  const submitRoute = (
    path: string,
    channel: StaffChannel,
    summary: string,
    body: typeof ZStaffOrderRequest,
  ) =>
    r.post(
      `${BASE}/${path}`,
      {
        config: create,
        schema: { tags, summary, headers: ZIdempotencyHeaders, body, response: { 200: ZOrder, 201: ZOrder } },
      },
      async (request, reply) => {
        const key = requireIdempotencyKey(request.headers['idempotency-key']);
        const order =
          channel === 'POSTPAID' ? { ...request.body, paymentMethod: 'UNPAID' as const } : request.body;
        const { order: placed, replayed } = await staffOrders.submit(
          requireVendor(request),
          requireAuth(request),
          order,
          key,
          channel,
        );
        if (replayed) reply.header('idempotent-replayed', 'true');
        return reply.status(replayed ? 200 : 201).send(placed);
      },
    );
  submitRoute(
    'quick',
    'QUICK',
    'Staff take an order (salon or phone, source SALON) once per Idempotency-Key; it starts CONFIRMED',
    ZStaffOrderRequest,
  );
  submitRoute(
    'postpaid',
    'POSTPAID',
    'A table’s order paid at the end (UNPAID); items are added with PUT /editpostpaid',
    ZPostpaidRequest as unknown as typeof ZStaffOrderRequest,
  );
  submitRoute('kiosk', 'KIOSK', 'An order at the kiosk (source KIOSK, the kiosk menu)', ZStaffOrderRequest);

  r.put(
    `${BASE}/editpostpaid`,
    {
      config: create,
      schema: {
        tags,
        summary: 'Replaces the items of an open pay-later order and prices it again',
        body: ZEditPostpaidRequest,
        response: { 200: ZOrder },
      },
    },
    (request) => staffOrders.editPostpaid(requireVendor(request), requireAuth(request), request.body),
  );

  r.get(
    `${BASE}/un-assigned-to-biker`,
    {
      config: view,
      schema: {
        tags,
        summary: 'Courier orders confirmed or ready that no courier has yet, oldest first',
        response: { 200: z.array(ZBoardOrderRow) },
      },
    },
    (request) => staffOrders.unassignedDeliveries(requireVendor(request), requireAuth(request)),
  );

  r.get(
    `${BASE}/getcreditordersreport`,
    {
      config: view,
      schema: {
        tags,
        summary: 'Orders on credit (CREDIT), newest first, paged, in a range of Tehran days',
        querystring: ZCreditOrdersQuery,
        response: { 200: ZCreditOrdersPage },
      },
    },
    (request) => staffOrders.creditOrders(requireVendor(request), requireAuth(request), request.query),
  );
}
