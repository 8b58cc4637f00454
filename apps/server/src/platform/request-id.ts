import crypto from 'node:crypto';

/**
 * Request ids for Fastify's `genReqId`: this process's random prefix and a counter, e.g.
 * `3f9a0c41d2e7-1b`. Unique across instances (48 random bits each) and within one, as a UUID per
 * request was, for a fraction of the cost: `crypto.randomUUID()` (its random pool refilled every 128
 * ids, then formatted) was about a tenth of what separated a cached menu's hit from a fixed Buffer
 * (bench/menu, decision 0034). The id names a request in the log and the audit trail; nothing relies
 * on it being unguessable — a caller may choose its own with `x-request-id`.
 */
export function createRequestIds(): () => string {
  const prefix = `${crypto.randomBytes(6).toString('hex')}-`;
  let next = 0;
  return () => prefix + (++next).toString(36);
}
