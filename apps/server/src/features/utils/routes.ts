import { ZLabelsQuery, ZLabelsResponse, ZLanguagesResponse } from '@vasiyat/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { I18n } from './service.ts';

export function utilsRoutes(i18n: I18n): FastifyPluginAsyncZod {
  return async (app) => {
    app.get('/utils/languages', {
      config: { auth: 'public' },
      schema: { tags: ['utils'], summary: 'Languages offered, with native names', response: { 200: ZLanguagesResponse } },
      handler: () => i18n.findLanguages(),
    });
    app.get('/utils/labels', {
      config: { auth: 'public' },
      schema: {
        tags: ['utils'],
        summary: 'Every interface label in one language; unknown languages get English, missing keys fall back to English',
        querystring: ZLabelsQuery,
        response: { 200: ZLabelsResponse },
      },
      // Fastify sends a string as it is; the pre-serialised labels skip a per-request walk of ~650 keys.
      handler: async (request, reply) => {
        const json = await i18n.findLabelsJson(request.query.language);
        return reply.type('application/json; charset=utf-8').send(json as unknown as Record<string, string>);
      },
    });
  };
}
