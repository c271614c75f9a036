import type { endpoints } from '@vasiyat/contract';
import type { Handlers } from '../../platform/endpoints.ts';
import type { I18n } from '../../platform/i18n/service.ts';

export function utilsHandlers(i18n: I18n): Handlers<Pick<typeof endpoints, 'languages' | 'labels'>> {
  return {
    languages: () => i18n.findLanguages(),
    // Fastify sends a string as it is; the pre-serialised labels skip a per-request walk of ~650 keys.
    labels: async (request, reply) => {
      const json = await i18n.findLabelsJson(request.query.language);
      return reply.type('application/json; charset=utf-8').send(json);
    },
  };
}
