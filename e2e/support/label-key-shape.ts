// What a label key looks like on a screen (issue 23); pure, so the label files' unit test can hold it to every label.

/**
 * A label key as the label files write them: a lower-case word, then one or more capitalised words, each
 * with at least one small letter after its capital, then perhaps a lone capital (`footerSocialX`) and a
 * plural suffix (`assetTotals_one`). Brand and product words people write (iPhone, eBay, macOS, WhatsApp,
 * YouTube, PDF) do not have that shape.
 */
export const LABEL_KEY = /^[a-z]{2,}(?:[A-Z][a-z0-9]+)+[A-Z]?(?:_[a-z]+)?$/;

/** The spec's own messages name its calls ('deleteSubTypeAttribute failed'); those words are shown on purpose. */
const SPEC_CALL_NAMES = new Set([
  'fetcAssetMasterData',
  'deleteAssetSpecificAttributes',
  'deleteSubTypeAttribute',
  'deletePrimaryAttribute',
]);

/** The words of a text, without the punctuation around them ("(heirExtensionHint)." -> heirExtensionHint). */
export function labelKeysIn(text: string): string[] {
  // A clause's Liquid ({{ testator.fullName }}, {% if hasHufProperty %}) names context variables, not labels.
  return text
    .replace(/\{\{[\s\S]*?\}\}|\{%[\s\S]*?%\}/g, ' ')
    .split(/\s+/)
    .map((word) => word.replace(/^[\p{P}\p{S}]+|[\p{P}\p{S}]+$/gu, ''))
    .filter((word) => LABEL_KEY.test(word) && !SPEC_CALL_NAMES.has(word));
}
