import { z } from 'zod';
import { ZLanguageCode } from './common.ts';

export const ZLanguage = z.object({
  languageId: z.number().int(),
  languageCode: z.string(),
  languageName: z.string(),
});
export type TLanguage = z.infer<typeof ZLanguage>;
export const ZLanguagesResponse = z.array(ZLanguage);

export const ZLabelsQuery = z.object({ language: ZLanguageCode });
export const ZLabelsResponse = z.record(z.string(), z.string());
export type TLabels = z.infer<typeof ZLabelsResponse>;
