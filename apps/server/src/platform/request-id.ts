import crypto from 'node:crypto';
import type { IncomingMessage } from 'node:http';

/** What a trusted proxy's request id may look like: short, and nothing that could forge a log line. */
const FORWARDED_ID = /^[\w.:@/+=-]{1,128}$/;

/**
 * Request ids for Fastify's `genReqId`: this process's random prefix and a counter, e.g.
 * `3f9a0c41d2e7-1b`, unique across instances (48 random bits each) and within one. The id names a
 * request in the log and in the audit log (`request_id`).
 *
 * A caller's `x-request-id` is taken only with `trustHeader` (TRUST_PROXY: a load balancer of ours
 * sets it, so one request keeps one id across the proxy's log and ours), and only in a plain form.
 * Otherwise anyone could write what they like into the audit log, or make two requests look like one.
 */
export function createRequestIds(options: { trustHeader: boolean }): (request: IncomingMessage) => string {
  const prefix = `${crypto.randomBytes(6).toString('hex')}-`;
  let next = 0;
  return (request) => {
    if (options.trustHeader) {
      const forwarded = request.headers['x-request-id'];
      if (typeof forwarded === 'string' && FORWARDED_ID.test(forwarded)) return forwarded;
    }
    return prefix + (++next).toString(36);
  };
}
