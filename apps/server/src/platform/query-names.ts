import type { FastifyReply, FastifyRequest, HookHandlerDoneFunction } from 'fastify';
import { z } from 'zod';

const namesBySchema = new WeakMap<object, Map<string, string>>();

function canonicalNames(schema: z.ZodObject): Map<string, string> {
  let names = namesBySchema.get(schema);
  if (!names) {
    names = new Map(Object.keys(schema.shape).map((name) => [name.toLowerCase(), name]));
    namesBySchema.set(schema, names);
  }
  return names;
}

/**
 * DESIGN.md: query parameter names match case-insensitively (the spec's clients send both
 * `PageNumber` and `pageNumber`). Before validation, renames each query key to the spelling the
 * route's query schema uses. Generic on purpose, so the platform can adopt it for every module.
 */
export function canonicalQueryNames(
  request: FastifyRequest,
  _reply: FastifyReply,
  done: HookHandlerDoneFunction,
) {
  const schema = request.routeOptions.schema?.querystring;
  const query = request.query;
  if (!(schema instanceof z.ZodObject) || !query || typeof query !== 'object') return done();
  const names = canonicalNames(schema);
  const keys = Object.keys(query);
  // Usually every key is spelt as the schema spells it: then there is nothing to copy (a synchronous
  // hook that allocates nothing — it runs on every request, the cached menu's included).
  if (keys.every((key) => (names.get(key.toLowerCase()) ?? key) === key)) return done();
  const renamed: Record<string, unknown> = {};
  for (const key of keys) {
    const canonical = names.get(key.toLowerCase()) ?? key;
    // The exact spelling wins when a client sends both.
    if (!(canonical in renamed) || canonical === key)
      renamed[canonical] = (query as Record<string, unknown>)[key];
  }
  request.query = renamed;
  done();
}
