import { ZHealthResponse } from '@vasiyat/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type pg from 'pg';

export function healthRoutes(pool: pg.Pool): FastifyPluginAsyncZod {
  return async (app) => {
    app.get('/health', {
      config: { auth: 'public' },
      schema: { tags: ['health'], summary: 'Liveness and database reachability', response: { 200: ZHealthResponse, 503: ZHealthResponse } },
      handler: async (_request, reply) => {
        const database = await pool.query('SELECT 1').then(
          () => 'up' as const,
          () => 'down' as const,
        );
        const body = {
          status: database === 'up' ? ('ok' as const) : ('degraded' as const),
          database,
          uptimeSeconds: Math.round(process.uptime()),
        };
        return reply.code(database === 'up' ? 200 : 503).send(body);
      },
    });
  };
}
