import type { endpoints } from '@vasiyat/contract';
import type { Handlers } from '../../platform/endpoints.ts';
import type { I18n } from '../../platform/i18n/service.ts';

export function utilsHandlers(i18n: I18n): Handlers<Pick<typeof endpoints, 'languages' | 'labels'>> {
  return {
    languages: () => i18n.findLanguages(),
    // Fastify sends a string as it is; the pre-serialised labels skip a per-request walk of ~650 keys, and a
    // browser that takes brotli gets the copy compressed once at the highest quality.
    labels: async (request, reply) => {
      const labels = await i18n.findLabelsJson(request.query.language);
      reply.type('application/json; charset=utf-8').header('vary', 'accept-encoding');
      if (/\bbr\b/.test(request.headers['accept-encoding'] ?? '')) return reply.header('content-encoding', 'br').send(await labels.brotli);
      return reply.send(labels.json);
    },
  };
}
