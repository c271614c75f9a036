import type { TLanguage, TLanguageGap } from '@vasiyat/contract';
import type { Translate } from './translate.ts';

/**
 * A template's languages as a picker's options: each by its own name, one the template is not wholly written
 * in saying how many clauses it lacks (issue 23), the same in the testator's preview and the administrator's.
 */
export function languageOptionsWithGaps(
  languages: readonly Pick<TLanguage, 'languageId' | 'languageName'>[],
  gaps: readonly TLanguageGap[],
  t: Translate,
): { value: string; label: string }[] {
  return languages.map((language) => {
    const missing = gaps.find((gap) => gap.languageId === language.languageId)?.missingClauses.length ?? 0;
    return {
      value: String(language.languageId),
      label: missing ? t('willTemplateLanguageIncomplete', { language: language.languageName, count: missing }) : language.languageName,
    };
  });
}
