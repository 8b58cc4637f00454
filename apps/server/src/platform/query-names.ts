import type { FastifyReply, FastifyRequest } from 'fastify';
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
export async function canonicalQueryNames(request: FastifyRequest, _reply: FastifyReply) {
  const schema = request.routeOptions.schema?.querystring;
  const query = request.query;
  if (!(schema instanceof z.ZodObject) || !query || typeof query !== 'object') return;
  const names = canonicalNames(schema);
  const renamed: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(query)) {
    const canonical = names.get(key.toLowerCase()) ?? key;
    // The exact spelling wins when a client sends both.
    if (!(canonical in renamed) || canonical === key) renamed[canonical] = value;
  }
  request.query = renamed;
}
