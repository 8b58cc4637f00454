import {
  DEFAULT_SERVER_SELL_CHANNEL,
  SellChannel,
  type TSellChannel,
  type TSiteMenuQuery,
  ZSiteMenu,
  ZSiteMenuQuery,
} from '@sofreh/domain';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { preferredEncoding } from '../../platform/content-encoding';
import { requireVendor } from '../auth/auth.guard';
import { CATALOG_PREFIX } from './catalog-access';
import type { SiteMenuReply, SiteMenuService } from './site-menu.service';

export function siteMenuRoutes(app: FastifyInstance, { siteMenu }: { siteMenu: SiteMenuService }) {
  // The reply is the cached menu's bytes (a ZSiteMenu, serialized once when cached), hence the
  // declared Reply type; the response schema still documents the JSON.
  app.withTypeProvider<ZodTypeProvider>().get<{ Querystring: TSiteMenuQuery; Reply: Buffer | null }>(
    `${CATALOG_PREFIX}/menucategories/site`,
    {
      config: { access: 'public' },
      // A kept menu is answered here, right after the platform's own onRequest hooks (security
      // headers, CORS, the vendor from the host, the token) — the route's later stages (query names,
      // validation, the handler) have nothing to add to bytes already checked when they were cached,
      // and skipping them is most of what separated a hit from a fixed Buffer (bench/menu, decision
      // 0029). A miss, or a query in any other form, goes on as before.
      onRequest: (request, reply, done) => {
        const channel = plainMenuChannel(request.query);
        const answer =
          channel &&
          request.vendor &&
          siteMenu.cachedMenu(
            request.vendor,
            channel,
            request.headers['if-none-match'],
            preferredEncoding(request.headers['accept-encoding']),
          );
        if (!answer) return done();
        sendMenu(reply, answer);
      },
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
      const answer = await siteMenu.getMenu(
        requireVendor(request),
        request.query.sellChannel,
        request.headers['if-none-match'],
        preferredEncoding(request.headers['accept-encoding']),
      );
      return sendMenu(reply, answer);
    },
  );
}

/**
 * The channel of a query already in its one canonical form — no parameter (the default channel) or
 * exactly `sellChannel` with a known channel — else undefined: anything else takes the route's
 * ordinary path (query names matched case-insensitively, then validated, with its Persian errors).
 */
export function plainMenuChannel(query: unknown): TSellChannel | undefined {
  if (!query || typeof query !== 'object') return undefined;
  const keys = Object.keys(query);
  if (keys.length === 0) return DEFAULT_SERVER_SELL_CHANNEL;
  const channel = (query as { sellChannel?: unknown }).sellChannel;
  if (keys.length !== 1 || typeof channel !== 'string') return undefined;
  return (SellChannel.options as readonly string[]).includes(channel) ? (channel as TSellChannel) : undefined;
}

function sendMenu(reply: FastifyReply, { etag, body, encoding }: SiteMenuReply) {
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
}
