import { ZWebConfig } from '@sofreh/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Config } from '../../config';

/**
 * Settings the web app reads at run time rather than at build time, so one build serves every
 * installation: today the map's tile server (an installation in Iran may run its own).
 */
export async function webConfigRoutes(app: FastifyInstance, deps: { config: Config }) {
  const body = {
    mapTileUrl: deps.config.MAP_TILE_URL,
    mapAttribution: deps.config.MAP_TILE_ATTRIBUTION,
    baseDomain: deps.config.BASE_DOMAIN,
  };
  app.withTypeProvider<ZodTypeProvider>().get(
    '/api/config',
    {
      config: { access: 'public', tenant: 'none' },
      schema: { tags: ['web'], summary: 'Run-time settings of the web app', response: { 200: ZWebConfig } },
    },
    async (_request, reply) => {
      reply.header('cache-control', 'public, max-age=300');
      return body;
    },
  );
}

/**
 * The tile server's origin for the page's Content-Security-Policy (`{s}` subdomains become `*`). The
 * policy already allows any https image; this lets a plain-http tile server on a local network in too.
 */
export function tileOrigin(tileUrl: string): string | null {
  const match = /^(https?:\/\/[^/]+)/.exec(tileUrl);
  return match ? match[1]!.replace('{s}', '*') : null;
}
