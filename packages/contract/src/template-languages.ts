// Issue 23: a clause with no text in a language never disappears silently, and what an administrator writes that
// testators read (a template's name and description) is translated like its clauses. The rules of both, in one place:
// the administrator's list, editor and preview and the testator's choice and preview are all derived from these.

/** A template's row as the rules read it: its heading and the key of the clause chosen under it. */
export type TTemplateRowKey = { headingId: number; clauseKey: string | null };

/**
 * The rows of a template with no clause text in a language. A template is written in a language when this is empty.
 * A language with gaps is still offered (a will in it is the template without those clauses), but every screen that
 * offers it names each missing clause by its heading and key: the administrator's template list, editor and preview,
 * the testator's template choice and preview. A row without a clause counts as missing in every language.
 */
export function missingRowsIn<R extends TTemplateRowKey>(
  rows: readonly R[],
  languageId: number,
  hasText: (clauseKey: string, languageId: number) => boolean,
): R[] {
  return rows.filter((row) => row.clauseKey === null || !hasText(row.clauseKey, languageId));
}

/** Each language with its missing rows, in the order given; a language the template is written in is left out. */
export function languageGapsOf<R extends TTemplateRowKey>(
  rows: readonly R[],
  languageIds: readonly number[],
  hasText: (clauseKey: string, languageId: number) => boolean,
): { languageId: number; rows: R[] }[] {
  return languageIds
    .map((languageId) => ({ languageId, rows: missingRowsIn(rows, languageId, hasText) }))
    .filter((gap) => gap.rows.length > 0);
}

/** A template's name and description in a language: its own translation there, or its own (English) text. */
export function templateTextIn<T extends { languageId: number; templateName: string; templateDescription: string }>(
  own: { templateName: string; templateDescription: string },
  translations: readonly T[],
  languageId: number,
): { templateName: string; templateDescription: string; translated: boolean } {
  const translation = translations.find((candidate) => candidate.languageId === languageId && candidate.templateName.trim() !== '');
  return translation
    ? {
        templateName: translation.templateName,
        templateDescription: translation.templateDescription || own.templateDescription,
        translated: true,
      }
    : { ...own, translated: false };
}
