import { IncomingMessage, ServerResponse } from 'node:http';
import { Socket } from 'node:net';
import type { FastifyInstance } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';

/**
 * helmet's response headers for `options`, worked out once. With fixed options (no CSP nonce, no
 * directive computed per request) they are the same on every answer. @fastify/helmet built helmet's
 * middleware again for every request — parsing the whole CSP each time — which cost about a tenth of
 * the CPU of a cached customer menu (bench/menu, decision 0015).
 */
export function securityHeaders(options: HelmetOptions): Record<string, string> {
  const request = new IncomingMessage(new Socket());
  const response = new ServerResponse(request);
  let failure: unknown;
  helmet(options)(request, response, (error?: unknown) => {
    failure = error;
  });
  if (failure) throw failure;
  return Object.fromEntries(
    Object.entries(response.getHeaders()).map(([name, value]) => [
      name,
      Array.isArray(value) ? value.join(', ') : String(value),
    ]),
  );
}

/** Sets helmet's headers on every answer, errors and 404s included. */
export function registerSecurityHeaders(app: FastifyInstance, options: HelmetOptions) {
  const headers = Object.entries(securityHeaders(options));
  app.addHook('onRequest', (_request, reply, done) => {
    // One by one from a list made once: reply.headers(object) lists the object's keys on every request.
    for (const [name, value] of headers) reply.header(name, value);
    done();
  });
}
