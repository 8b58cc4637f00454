import { ZHealth } from '@sofreh/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Database } from '../../db/database';
import type { Clock } from '../../platform/clock';

/** The web's network check (SPEC §4, every 30 s) and load balancers' probe: answers only if the database does. */
export async function healthRoutes(app: FastifyInstance, deps: { database: Database; clock: Clock }) {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/api/health',
    {
      config: { access: 'public', tenant: 'none', rateLimit: false },
      schema: { tags: ['health'], response: { 200: ZHealth } },
    },
    async (_request, reply) => {
      await deps.database.executeSql('SELECT 1');
      reply.header('cache-control', 'no-store');
      return { status: 'ok' as const, time: deps.clock.now().toISOString() };
    },
  );
}
