import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Config } from '../config';
import { sameVendorKey, vendorKeyFromHost, vendorKeyOfOrigin } from './tenancy';

const ALLOWED_METHODS = 'GET, HEAD, POST, PUT, PATCH, DELETE';
const PREFLIGHT_MAX_AGE_SECONDS = '600';

/**
 * CORS for the vendor's own origins only: a browser may call a vendor's API from that vendor's
 * pages (its subdomain or custom domain), never from another vendor's or anyone else's — nor from an
 * IP address, localhost or any single-label host, which name no vendor (decision 0043).
 *
 * A hook of our own rather than @fastify/cors: most requests carry no `Origin` (same-origin GETs,
 * servers, the bench), and for them this is one header lookup; @fastify/cors's per-request
 * delegator cost the hottest read, the cached menu, about 8% of its throughput (decision 0015).
 */
export function registerVendorCors(app: FastifyInstance, config: Config): void {
  const isVendorOrigin = (request: FastifyRequest, origin: string): boolean => {
    const page = vendorKeyOfOrigin(origin, config);
    if (!page) return false;
    const target = (request.headers.hostdomain as string | undefined) || request.headers.host || '';
    return sameVendorKey(page, vendorKeyFromHost(target, config));
  };

  app.addHook('onRequest', (request, reply, done) => {
    const origin = request.headers.origin;
    if (origin === undefined) return done();
    // The answer depends on the Origin: caches must keep one copy per origin.
    reply.header('vary', 'Origin');
    if (isVendorOrigin(request, origin)) {
      reply.header('access-control-allow-origin', origin);
      reply.header('access-control-allow-credentials', 'true');
    }
    done();
  });

  // Preflights: allowed origins hear what they may send; others get no permission headers, so the
  // browser refuses the real request.
  app.options('*', { schema: { hide: true } }, (request, reply) => {
    if (reply.hasHeader('access-control-allow-origin')) {
      reply.header('access-control-allow-methods', ALLOWED_METHODS);
      const asked = request.headers['access-control-request-headers'];
      if (asked) reply.header('access-control-allow-headers', asked);
      reply.header('access-control-max-age', PREFLIGHT_MAX_AGE_SECONDS);
    }
    return reply.code(204).send();
  });
}
