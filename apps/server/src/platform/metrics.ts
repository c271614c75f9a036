// Prometheus metrics at /metrics (issue 12), off unless METRICS=on: requests by route and status with their
// latency, the database pool's use, and will rendering times. Each app has its own registry, so two apps in one
// process (the tests) do not collide.
import { timingSafeEqual } from 'node:crypto';
import { ERRORS } from '@vasiyat/contract';
import type { FastifyInstance } from 'fastify';
import type pg from 'pg';
import { Counter, collectDefaultMetrics, Gauge, Histogram, Registry } from 'prom-client';

export type Metrics = {
  /** Times one will rendering (preview, download or the administrator's preview), in seconds. */
  timeRender<T>(kind: 'pdf' | 'docx', render: () => Promise<T>): Promise<T>;
};

const equal = (a: string, b: string) => a.length === b.length && timingSafeEqual(Buffer.from(a), Buffer.from(b));

export function installMetrics(app: FastifyInstance, options: { pool: pg.Pool; token?: string }): Metrics {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  const requests = new Counter({
    name: 'vasiyat_http_requests_total',
    help: 'HTTP requests answered, by method, route and status',
    labelNames: ['method', 'route', 'status'] as const,
    registers: [registry],
  });
  const latency = new Histogram({
    name: 'vasiyat_http_request_duration_seconds',
    help: 'Time to answer an HTTP request, by method and route',
    labelNames: ['method', 'route'] as const,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5],
    registers: [registry],
  });
  const renders = new Histogram({
    name: 'vasiyat_will_render_duration_seconds',
    help: 'Time to render a will, by format',
    labelNames: ['format'] as const,
    buckets: [0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [registry],
  });
  const { pool } = options;
  new Gauge({
    name: 'vasiyat_db_pool_connections',
    help: 'Database pool connections by state',
    labelNames: ['state'] as const,
    registers: [registry],
    collect() {
      this.set({ state: 'total' }, pool.totalCount);
      this.set({ state: 'idle' }, pool.idleCount);
      this.set({ state: 'waiting' }, pool.waitingCount);
    },
  });

  app.addHook('onResponse', async (request, reply) => {
    // The route's pattern, not the address: ids in paths must not become labels (nor reach the metrics).
    const route = request.routeOptions.url ?? 'unmatched';
    if (route === '/metrics') return;
    requests.inc({ method: request.method, route, status: String(reply.statusCode) });
    latency.observe({ method: request.method, route }, reply.elapsedTime / 1000);
  });

  app.get('/metrics', { config: { auth: 'public' }, logLevel: 'warn' }, async (request, reply) => {
    if (options.token && !equal(request.headers.authorization ?? '', `Bearer ${options.token}`)) {
      const { status, messageKey, message } = ERRORS.unauthorized;
      return reply.code(status).send({ status: 'error', code: 'unauthorized', messageKey, message });
    }
    return reply.type(registry.contentType).send(await registry.metrics());
  });

  return {
    async timeRender(kind, render) {
      const end = renders.startTimer({ format: kind });
      try {
        return await render();
      } finally {
        end();
      }
    },
  };
}

/** When metrics are off: renders are only rendered. */
export const noMetrics: Metrics = { timeRender: (_kind, render) => render() };
