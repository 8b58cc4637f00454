import { type TSiteMenuQuery, ZSiteMenu, ZSiteMenuQuery } from '@sofreh/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { preferredEncoding } from '../../platform/content-encoding';
import { requireVendor } from '../auth/auth.guard';
import { CATALOG_PREFIX } from './catalog-access';
import type { SiteMenuService } from './site-menu.service';

export function siteMenuRoutes(app: FastifyInstance, { siteMenu }: { siteMenu: SiteMenuService }) {
  // The reply is the cached menu's bytes (a ZSiteMenu, serialized once when cached), hence the
  // declared Reply type; the response schema still documents the JSON.
  app.withTypeProvider<ZodTypeProvider>().get<{ Querystring: TSiteMenuQuery; Reply: Buffer | null }>(
    `${CATALOG_PREFIX}/menucategories/site`,
    {
      config: { access: 'public' },
      schema: {
        tags: ['catalog: customer menu'],
        summary:
          'What customers can order now on a channel; answers If-None-Match with 304; brotli or gzip when accepted',
        querystring: ZSiteMenuQuery,
        response: {
          200: ZSiteMenu,
          304: z.null().describe('Not modified: the menu named by If-None-Match is current'),
        },
      },
    },
    async (request, reply) => {
      const { etag, body, encoding } = await siteMenu.getMenu(
        requireVendor(request),
        request.query.sellChannel,
        request.headers['if-none-match'],
        preferredEncoding(request.headers['accept-encoding']),
      );
      // The web keeps the menu (SPEC §9) but asks every time whether it is still current; the answer
      // depends on the vendor, which may come from the hostDomain header rather than the URL.
      const vary = reply.getHeader('vary');
      reply
        .header('etag', etag)
        .header('cache-control', 'no-cache')
        // Added to, not replacing, the Vary: Origin that CORS may have set.
        .header('vary', vary ? `${vary}, hostdomain, accept-encoding` : 'hostdomain, accept-encoding');
      if (!body) return reply.status(304).send(null);
      if (encoding !== 'identity') reply.header('content-encoding', encoding);
      // Already serialized (and checked against ZSiteMenu) when it was cached: a Buffer skips the
      // response serializer. The schema above stays for the API documentation.
      return reply.type('application/json; charset=utf-8').send(body);
    },
  );
}
