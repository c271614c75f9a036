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
      handler: (request) => i18n.findLabels(request.query.language),
    });
  };
}
