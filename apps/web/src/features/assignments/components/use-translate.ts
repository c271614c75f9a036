import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import type { Translate } from '../rules/words.ts';

/** i18next's `t` as the pure word functions take it (rules/words.ts), stable while the language stays. */
export function useTranslate(): Translate {
  const { t } = useTranslation();
  return useCallback<Translate>((key, values) => t(key, values ?? {}), [t]);
}
