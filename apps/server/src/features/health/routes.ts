import type { endpoints } from '@vasiyat/contract';
import type pg from 'pg';
import type { Handlers } from '../../platform/endpoints.ts';

export function healthHandlers(pool: pg.Pool): Handlers<Pick<typeof endpoints, 'health'>> {
  return {
    health: async (_request, reply) => {
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
  };
}
