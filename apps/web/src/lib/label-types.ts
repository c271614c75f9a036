// The web's i18next knows the label keys (packages/contract/src/label-keys.ts): its t() accepts only a key of the
// English translation files. The labels themselves arrive from the server at run time.
import 'i18next';
import type { TEnglishLabels } from '@vasiyat/contract';

export { labelKey, type TLabelKey } from '@vasiyat/contract';

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'translation';
    resources: { translation: TEnglishLabels };
  }
}
