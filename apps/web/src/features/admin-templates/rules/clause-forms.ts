// The clause set modals' forms (spec part 2 §5 "Clauses and templates"): what each asks, how what was typed
// becomes the call's body, and which languages a translation may go into.
import {
  type TClauseSet,
  type TLanguage,
  type TSaveClausesInput,
  type TSaveTranslationInput,
  type TUpdateClausesInput,
  text,
  toSnakeCase,
  ZClauseKey,
  ZSaveClausesInput,
} from '@vasiyat/contract';
import { z } from 'zod';

/**
 * A choice of a select as the form holds it ('' for none) checked as the contract's requiredChoice checks
 * the id: the same words, the same 'required' code.
 */
export const chosenId = (label: string) =>
  z
    .string()
    .transform((value) => Number(value) || 0)
    .refine((id) => id > 0, { message: `${label} is required.`, params: { code: 'required' } });

/** At most this many variants in a set (the contract's limit). */
export const MAX_VARIANTS = 10;

const headingName = ZSaveClausesInput.shape.headingName;
const statement = ZSaveClausesInput.shape.clauses.element.shape.templateStatements;
/** Spec part 2 §5: the key is a snake_case hint only; what was typed is transformed before sending. */
const clauseKey = z.string().transform(toSnakeCase).pipe(ZClauseKey);

// ---- create -----------------------------------------------------------------------------------------------

export type CreateClauseValues = { headingName: string; templateClausesKey: string; clauses: { templateStatements: string }[] };

export const createClauseSchema = z.object({
  headingName,
  templateClausesKey: clauseKey,
  clauses: z
    .array(z.object({ templateStatements: statement }))
    .min(1)
    .max(MAX_VARIANTS),
});

export const emptyCreateClause = (): CreateClauseValues => ({
  headingName: '',
  templateClausesKey: '',
  clauses: [{ templateStatements: '' }],
});

/** The body of saveTemplateClauses: the checked values in the list's language (the language is locked). */
export function createClauseBody(values: z.output<typeof createClauseSchema>, languageId: number): TSaveClausesInput {
  return { ...values, languageId };
}

// ---- edit -------------------------------------------------------------------------------------------------

export type EditClauseValues = {
  headingName: string;
  clauses: { clauseId: number | null; templateClausesKey: string; templateStatements: string }[];
};

export const editClauseSchema = z
  .object({
    headingName,
    clauses: z
      .array(z.object({ clauseId: z.number().int().nullable(), templateClausesKey: clauseKey, templateStatements: statement }))
      .min(1)
      .max(MAX_VARIANTS),
  })
  .superRefine((values, ctx) => {
    // The server refuses two variants under one key: say so on the second.
    const seen = new Set<string>();
    for (const [index, clause] of values.clauses.entries()) {
      if (seen.has(clause.templateClausesKey))
        ctx.addIssue({
          code: 'custom',
          path: ['clauses', index, 'templateClausesKey'],
          message: 'Each variant needs its own key.',
          params: { code: 'duplicate' },
        });
      seen.add(clause.templateClausesKey);
    }
  });

/** The clauses of a set that have text in the list's language: the ones an edit in that language changes. */
export function editableClauses(set: TClauseSet): EditClauseValues['clauses'] {
  return set.clauses.flatMap((clause) =>
    clause.translatedContent === null
      ? []
      : [{ clauseId: clause.clauseId, templateClausesKey: clause.templateClausesKey, templateStatements: clause.translatedContent }],
  );
}

export const editValuesOf = (set: TClauseSet): EditClauseValues => ({ headingName: set.headingName, clauses: editableClauses(set) });

/** A free key for a new variant: the first key's next number (`revocation_2`, `revocation_3`, ...). */
export function nextVariantKey(keys: readonly string[]): string {
  const base = toSnakeCase(keys[0] ?? '').replace(/_\d+$/, '') || 'clause';
  const taken = new Set(keys.map((key) => toSnakeCase(key)));
  let number = 2;
  while (taken.has(`${base}_${number}`)) number++;
  return `${base}_${number}`;
}

/** The body of updateTemplateClauses: variants kept, changed and added; the ones left out are removed. */
export function updateClauseBody(values: z.output<typeof editClauseSchema>, headingId: number): TUpdateClausesInput {
  return { headingId, headingName: values.headingName, clauses: values.clauses };
}

// ---- translate --------------------------------------------------------------------------------------------

export type TranslationValues = {
  languageId: string;
  headingName: string;
  clauses: { templateClauesesId: number; templateClausesKey: string; templateStatements: string }[];
};

export const translationSchema = z.object({
  languageId: chosenId('Target language'),
  headingName: text({ max: 200 }),
  clauses: z
    .array(z.object({ templateClauesesId: z.number().int(), templateClausesKey: z.string(), templateStatements: statement }))
    .min(1)
    .max(MAX_VARIANTS),
});

/** The body of saveTemplateClauseTranslations (a heading left empty keeps the set's first name). */
export function translationBody(values: z.output<typeof translationSchema>, headingId: number): TSaveTranslationInput {
  return { headingId, languageId: values.languageId, headingName: values.headingName || null, clauses: values.clauses };
}

/** A clause of the text a translation is made from. */
export type SourceClause = { clauseId: number; templateClausesKey: string; text: string };

/** What a translation of a set starts from, and the languages it may go into. */
export type TranslationPlan = { source: { language: TLanguage; clauses: SourceClause[] } | null; targets: TLanguage[] };

const hasText = (set: TClauseSet | undefined) => set?.clauses.some((clause) => clause.translatedContent !== null) ?? false;

/**
 * Spec part 2 §5: a translation goes into a language that has none of the set yet, never the source's.
 * The source is the list's language when the set has text there, else the first language that has.
 * `setIn` gives the set as the list shows it in a language (undefined while that language loads).
 */
export function translationPlan(options: {
  headingId: number;
  listLanguageId: number;
  languages: readonly TLanguage[];
  setIn: (languageId: number) => TClauseSet | undefined;
}): TranslationPlan {
  const { headingId, listLanguageId, languages } = options;
  const setIn = (languageId: number) => {
    const set = options.setIn(languageId);
    return set?.headingId === headingId ? set : undefined;
  };
  const ordered = [...languages].sort((a, b) => Number(b.languageId === listLanguageId) - Number(a.languageId === listLanguageId));
  const language = ordered.find((candidate) => hasText(setIn(candidate.languageId)));
  if (!language) return { source: null, targets: [] };
  const clauses = setIn(language.languageId)!.clauses.flatMap((clause) =>
    clause.translatedContent === null
      ? []
      : [{ clauseId: clause.clauseId, templateClausesKey: clause.templateClausesKey, text: clause.translatedContent }],
  );
  const targets = languages.filter((candidate) => candidate.languageId !== language.languageId && !hasText(setIn(candidate.languageId)));
  return { source: { language, clauses }, targets };
}

export const translationValuesOf = (source: readonly SourceClause[]): TranslationValues => ({
  languageId: '',
  headingName: '',
  clauses: source.map((clause) => ({
    templateClauesesId: clause.clauseId,
    templateClausesKey: clause.templateClausesKey,
    templateStatements: '',
  })),
});

// ---- clause problems --------------------------------------------------------------------------------------

/** A clause that does not compile: the line and the reason, as checkClause answers or a refused save says. */
export type ClauseProblem = { line: number; message: string };

/** The server's 'Line 2: Unknown variable: testator.fulName' as its parts, to word it in the person's language. */
export function problemOfMessage(message: string): ClauseProblem | undefined {
  const match = /^Line (\d+): ([\s\S]+)$/.exec(message);
  return match ? { line: Number(match[1]), message: match[2]! } : undefined;
}

/** The field paths of a form with `count` variants, as the server names them in a refusal. */
export function clauseFieldPaths<F extends string>(fields: readonly F[], count: number): string[] {
  return Array.from({ length: count }, (_, index) => fields.map((field) => `clauses.${index}.${field}`)).flat();
}
