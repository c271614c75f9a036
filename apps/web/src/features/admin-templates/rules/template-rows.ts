// The Will Template Editor's form (spec part 2 §5 "Clauses and templates", §9): name, description and rows
// of heading then clause; each heading once; choosing another heading resets the row's clause.
import { type TAdminTemplate, type TClauseSet, type TLanguage, type TSaveTemplateInput, ZSaveTemplateInput } from '@vasiyat/contract';
import { z } from 'zod';
import { chosenId } from './clause-forms.ts';

/** Spec part 2 §9: the editor's lists are in language id 1 (English). */
export const EDITOR_LANGUAGE_ID = 1;

/** A row as the form holds it: the choices as text ('' while none is chosen). */
export type TemplateRow = { headingId: string; contentId: string };
/** Issue 23: the name and description in a language other than the editor's (both empty: none, the English shows). */
export type TranslationValues = { languageId: number; templateName: string; templateDescription: string };
export type TemplateValues = {
  templateName: string;
  templateDescription: string;
  clauseContents: TemplateRow[];
  translations: TranslationValues[];
};

export const emptyRow = (): TemplateRow => ({ headingId: '', contentId: '' });

/** The languages a template's name and description are translated into: every one but the editor's (English). */
export const translationLanguages = (languages: readonly TLanguage[]) =>
  languages.filter((language) => language.languageId !== EDITOR_LANGUAGE_ID);

const translationsOf = (languages: readonly TLanguage[], saved: TAdminTemplate['translations'] = []): TranslationValues[] =>
  translationLanguages(languages).map((language) => {
    const own = saved.find((translation) => translation.languageId === language.languageId);
    return { languageId: language.languageId, templateName: own?.templateName ?? '', templateDescription: own?.templateDescription ?? '' };
  });

export const emptyTemplate = (languages: readonly TLanguage[] = []): TemplateValues => ({
  templateName: '',
  templateDescription: '',
  clauseContents: [emptyRow()],
  translations: translationsOf(languages),
});

export function templateValuesOf(template: TAdminTemplate, languages: readonly TLanguage[] = []): TemplateValues {
  return {
    templateName: template.templateName,
    templateDescription: template.templateDescription,
    clauseContents: template.clauseContents.map((row) => ({
      headingId: String(row.headingId),
      contentId: row.contentId === null ? '' : String(row.contentId),
    })),
    translations: translationsOf(languages, template.translations),
  };
}

/** Whether a language has its own name for the template (else the testator reads the English). */
export const isTranslated = (translation: Pick<TranslationValues, 'templateName'>) => translation.templateName.trim() !== '';

export const templateSchema = z
  .object({
    templateName: ZSaveTemplateInput.shape.templateName,
    templateDescription: ZSaveTemplateInput.shape.templateDescription,
    clauseContents: z
      .array(z.object({ headingId: chosenId('Heading'), contentId: chosenId('Clause') }))
      .min(1, { message: 'Add at least one clause.' })
      .max(60),
    translations: ZSaveTemplateInput.shape.translations.unwrap(),
  })
  .superRefine((values, ctx) => {
    const seen = new Set<number>();
    for (const [index, row] of values.clauseContents.entries()) {
      if (seen.has(row.headingId))
        ctx.addIssue({
          code: 'custom',
          path: ['clauseContents', index, 'headingId'],
          message: 'A heading can be used once in a template.',
          params: { code: 'duplicate', messageKey: 'templateEditorHeadingUsed' },
        });
      seen.add(row.headingId);
    }
  });

/** The body of saveWillTemplate: a new template (id 0) sends no id; an edit sends it under both names. */
export function templateBody(values: z.output<typeof templateSchema>, templateId: number): TSaveTemplateInput {
  const id = templateId > 0 ? templateId : null;
  return { willTemplateId: id, templateId: id, ...values };
}

/** Spec part 2 §5: the headings a row may offer: its own, and those no other row has chosen. */
export function headingChoices<H extends Pick<TClauseSet, 'headingId'>>(
  headings: readonly H[],
  rows: readonly TemplateRow[],
  index: number,
): H[] {
  const taken = new Set(rows.filter((_, other) => other !== index).map((row) => row.headingId));
  return headings.filter((heading) => !taken.has(String(heading.headingId)));
}

/** Spec part 2 §5: a row with another heading has no clause chosen; choosing the same heading keeps it. */
export function withHeading(row: TemplateRow, headingId: string): TemplateRow {
  return headingId === row.headingId ? row : { headingId, contentId: '' };
}

/** The clauses a row offers: its heading's (none until a heading is chosen). */
export function clauseChoices(sets: readonly TClauseSet[], row: TemplateRow): TClauseSet['clauses'] {
  return sets.find((set) => String(set.headingId) === row.headingId)?.clauses ?? [];
}

/** A row moved one place up (-1) or down (+1); the rows as they were when it cannot move. */
export function moveRow<T>(rows: readonly T[], index: number, by: -1 | 1): T[] {
  const target = index + by;
  if (index < 0 || index >= rows.length || target < 0 || target >= rows.length) return [...rows];
  const next = [...rows];
  [next[index], next[target]] = [next[target]!, next[index]!];
  return next;
}

/** The rows the live preview renders: those with a heading and a clause chosen, as numbers. */
export function previewRowsOf(rows: readonly TemplateRow[]): { headingId: number; contentId: number }[] {
  return rows.flatMap((row) => {
    const headingId = Number(row.headingId);
    const contentId = Number(row.contentId);
    return headingId > 0 && contentId > 0 ? [{ headingId, contentId }] : [];
  });
}

/**
 * A clause as a choice of the list: its key, and the start of its text on one line, read as prose: tags
 * (conditions, loops) left out, variables as [testator.fullName].
 */
export function clauseLabel(clause: TClauseSet['clauses'][number], noText: string, length = 70): string {
  if (clause.translatedContent === null) return `${clause.templateClausesKey} (${noText})`;
  const flat = clause.translatedContent
    .replace(/\{%[\s\S]*?%\}/g, '')
    .replace(/\{\{\s*([\s\S]*?)\s*\}\}/g, '[$1]')
    .replace(/\s+/g, ' ')
    .trim();
  return `${clause.templateClausesKey}: ${flat.length > length ? `${flat.slice(0, length - 1)}…` : flat}`;
}
