import {
  ZBankProvider,
  ZCreatePosTerminal,
  ZPosTerminal,
  ZPosTerminalId,
  ZPosTerminalPage,
  ZPosTerminalQuery,
  ZUpdatePosTerminal,
} from '@sofreh/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireVendor } from '../auth/auth.guard';
import type { PosTerminalsService } from './pos-terminals.service';

// SPEC §7 /identity/posterminal: POST, PUT, DELETE on the base; PATCH /activate and /deactivate;
// GET /bankproviders, /getbyid (query id), /posterminals (paged). Writes carry the id in the body,
// reads in the query, like /identity/users/removestaff and the spec's getbyid.
const BASE = '/api-identity/identity/posterminal';
const tags = ['identity: POS terminals'];
const manage = { access: { permission: 'SETTINGS_MANAGE' as const } };
// Whoever takes payments at the counter may see which terminals there are (POS state, SPEC §3).
const read = { access: 'staff' as const };

export async function posTerminalsRoutes(
  app: FastifyInstance,
  { posTerminals }: { posTerminals: PosTerminalsService },
) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.get(
    `${BASE}/bankproviders`,
    {
      config: read,
      schema: {
        tags,
        summary: 'Banks / payment companies a terminal can belong to',
        response: { 200: z.array(ZBankProvider) },
      },
    },
    () => posTerminals.bankProviders(),
  );
  r.get(
    `${BASE}/posterminals`,
    { config: read, schema: { tags, querystring: ZPosTerminalQuery, response: { 200: ZPosTerminalPage } } },
    (request) => posTerminals.list(requireVendor(request), request.query),
  );
  r.get(
    `${BASE}/getbyid`,
    { config: read, schema: { tags, querystring: ZPosTerminalId, response: { 200: ZPosTerminal } } },
    (request) => posTerminals.get(requireVendor(request), request.query.id),
  );
  r.post(
    BASE,
    { config: manage, schema: { tags, body: ZCreatePosTerminal, response: { 201: ZPosTerminal } } },
    async (request, reply) =>
      reply.status(201).send(await posTerminals.create(requireVendor(request), request.body)),
  );
  r.put(
    BASE,
    { config: manage, schema: { tags, body: ZUpdatePosTerminal, response: { 200: ZPosTerminal } } },
    (request) => posTerminals.update(requireVendor(request), request.body),
  );
  r.delete(
    BASE,
    { config: manage, schema: { tags, body: ZPosTerminalId, response: { 204: z.null() } } },
    async (request, reply) => {
      await posTerminals.remove(requireVendor(request), request.body.id);
      return reply.status(204).send(null);
    },
  );
  for (const [action, active] of [
    ['activate', true],
    ['deactivate', false],
  ] as const) {
    r.patch(
      `${BASE}/${action}`,
      { config: manage, schema: { tags, body: ZPosTerminalId, response: { 200: ZPosTerminal } } },
      (request) => posTerminals.setActive(requireVendor(request), request.body.id, active),
    );
  }
}
