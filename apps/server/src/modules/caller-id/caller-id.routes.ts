import {
  CALLER_ID_KEY_HEADER,
  ZCallerIdCalls,
  ZCallerIdLine,
  ZCallerIdLineWithKey,
  ZCallerIdQuery,
  ZCallerIdTestCall,
  ZCreateCallerIdLine,
  ZDeviceCallAnswer,
  ZDeviceCallReport,
  ZUpdateCallerIdLine,
} from '@sofreh/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireVendor } from '../auth/auth.guard';
import type { CallerIdService } from './caller-id.service';

const LINES = '/api-identity/identity/callerid/lines';
const tags = ['identity: caller ID'];
const ZIdParam = z.object({ id: z.guid('شناسه معتبر نیست.') });
// Lines and their device keys are set-up, like printers; the calls are what order takers see.
const manage = { access: { permission: 'SETTINGS_MANAGE' as const } };

export async function callerIdRoutes(app: FastifyInstance, { callerId }: { callerId: CallerIdService }) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(LINES, { config: manage, schema: { tags, response: { 200: z.array(ZCallerIdLine) } } }, (request) =>
    callerId.listLines(requireVendor(request)),
  );
  r.get(
    `${LINES}/:id`,
    { config: manage, schema: { tags, params: ZIdParam, response: { 200: ZCallerIdLine } } },
    (request) => callerId.getLine(requireVendor(request), request.params.id),
  );
  r.post(
    LINES,
    {
      config: manage,
      schema: {
        tags,
        summary: 'A new line; the answer carries its device key, shown this once',
        body: ZCreateCallerIdLine,
        response: { 201: ZCallerIdLineWithKey },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await callerId.createLine(requireVendor(request), request.body)),
  );
  r.put(
    LINES,
    { config: manage, schema: { tags, body: ZUpdateCallerIdLine, response: { 200: ZCallerIdLine } } },
    (request) => callerId.updateLine(requireVendor(request), request.body),
  );
  r.delete(
    `${LINES}/:id`,
    { config: manage, schema: { tags, params: ZIdParam, response: { 204: z.null() } } },
    async (request, reply) => {
      await callerId.deleteLine(requireVendor(request), request.params.id);
      return reply.status(204).send(null);
    },
  );
  r.post(
    `${LINES}/:id/rotatekey`,
    {
      config: manage,
      schema: {
        tags,
        summary: 'A new device key for the line; the old one stops working at once',
        params: ZIdParam,
        response: { 200: ZCallerIdLineWithKey },
      },
    },
    (request) => callerId.rotateKey(requireVendor(request), request.params.id),
  );
  r.post(
    `${LINES}/:id/testcall`,
    {
      config: manage,
      schema: {
        tags,
        summary: '«تماس آزمایشی»: a call on this line as if the device had reported it (marked test)',
        params: ZIdParam,
        body: ZCallerIdTestCall,
        response: { 201: ZDeviceCallAnswer },
      },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(await callerId.testCall(requireVendor(request), request.params.id, request.body.number)),
  );

  r.get(
    '/api-identity/identity/users/callerid',
    {
      config: { access: { permission: 'ORDERS_VIEW' } },
      schema: {
        tags,
        summary:
          'Recent incoming calls, newest first, each with the vendor’s customer of that number and their last 3 orders',
        querystring: ZCallerIdQuery,
        response: { 200: ZCallerIdCalls },
      },
    },
    (request) => callerId.recentCalls(requireVendor(request), request.query),
  );

  r.post(
    '/api/callerid/calls',
    {
      config: {
        // No user session: the caller-ID box proves itself with its line's key in the header.
        access: 'public',
        rateLimit: { max: 120, timeWindow: '1 minute' },
      },
      schema: {
        tags,
        summary: `The caller-ID device reports an incoming call. Header ${CALLER_ID_KEY_HEADER}: the line’s device key. 201 for a new call, 200 for a repeat of one already reported`,
        headers: z.object({ [CALLER_ID_KEY_HEADER]: z.string().optional() }),
        body: ZDeviceCallReport,
        response: { 200: ZDeviceCallAnswer, 201: ZDeviceCallAnswer },
      },
    },
    async (request, reply) => {
      const key = request.headers[CALLER_ID_KEY_HEADER];
      const answer = await callerId.reportCall(
        requireVendor(request),
        typeof key === 'string' ? key : undefined,
        request.body,
      );
      return reply.status(answer.duplicate ? 200 : 201).send(answer);
    },
  );
}
