import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import type { TLabelKey } from './label-types.ts';

/** A label lookup as pure functions (a feature's rules/) take it: a key English has, and {{placeholder}} values. */
export type Translate = (key: TLabelKey, values?: Record<string, string | number>) => string;

/** i18next's `t` as a Translate, stable while the language stays. */
export function useTranslate(): Translate {
  const { t } = useTranslation();
  return useCallback<Translate>((key, values) => t(key, values ?? {}), [t]);
}
