import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { type ContentEncoding, preferredEncoding } from './content-encoding';
import { errorBody } from './errors';

const API_PREFIX = /^\/api(-identity|-catalog|-snappfood|-delivery)?(\/|$)/;

/** index.html as built, and its brotli and gzip copies when the build made them (apps/web/precompress.mjs). */
type IndexPage = Partial<Record<ContentEncoding, Buffer>> & { identity: Buffer };

/**
 * Serves the built single-page app from `webDist`:
 * - every file in the coding the browser takes best among the build's brotli (.br) and gzip (.gz)
 *   copies and the file itself, with `Content-Encoding` and `Vary: Accept-Encoding`;
 * - hashed assets (`/assets/*`) cached for a year as immutable, everything else `no-cache`;
 * - every other page path answered with index.html, so the client router takes over. API paths
 *   keep their JSON 404.
 */
export async function registerWebApp(app: FastifyInstance, webDist: string) {
  const indexFile = path.join(webDist, 'index.html');
  const index = readIndexPage(indexFile);
  if (!index)
    app.log.warn(`web app not built (${indexFile} missing): run "npm run build" to serve the screens`);
  app.setNotFoundHandler((request, reply) => {
    const pathOnly = request.url.split('?')[0] ?? '/';
    const wantsPage = request.method === 'GET' && !API_PREFIX.test(pathOnly) && !pathOnly.startsWith('/dev/');
    if (index && wantsPage && !path.extname(pathOnly)) return sendIndexPage(request, reply, index);
    return reply.status(404).send(errorBody(request, 'API_ENDPOINT_NOT_FOUND_ERR'));
  });
  if (!index) return;
  await app.register(fastifyStatic, {
    root: webDist,
    wildcard: false,
    index: false,
    preCompressed: true,
    setHeaders: (reply, filePath) => {
      const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
      reply.header('cache-control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
    },
  });
  // Browsers ask for /favicon.ico on any page that names no icon (a gateway's page, a file); the app
  // has one icon, an SVG (issue 19 point 17: a 404 on the gateway page).
  if (fs.existsSync(path.join(webDist, 'favicon.svg'))) {
    app.get('/favicon.ico', (_request, reply) =>
      reply.header('cache-control', 'public, max-age=86400').redirect('/favicon.svg', 301),
    );
  }
}

function readIndexPage(indexFile: string): IndexPage | null {
  if (!fs.existsSync(indexFile)) return null;
  const copy = (suffix: string) =>
    fs.existsSync(indexFile + suffix) ? fs.readFileSync(indexFile + suffix) : undefined;
  return { identity: fs.readFileSync(indexFile), br: copy('.br'), gzip: copy('.gz') };
}

function sendIndexPage(request: FastifyRequest, reply: FastifyReply, index: IndexPage) {
  const accepted = preferredEncoding(request.headers['accept-encoding']);
  const encoding = index[accepted] ? accepted : 'identity';
  const vary = reply.getHeader('vary');
  reply
    .type('text/html; charset=utf-8')
    .header('cache-control', 'no-cache')
    // Added to, not replacing, the Vary: Origin that CORS may have set.
    .header('vary', vary ? `${vary}, accept-encoding` : 'accept-encoding');
  if (encoding !== 'identity') reply.header('content-encoding', encoding);
  return reply.send(index[encoding]);
}
