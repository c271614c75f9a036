// The administrators' clause library and will templates (spec part 2 §3 "Will template (admin side)",
// "Clause set", §5 "Clauses and templates", §7 "Administrator"). Field names are the spec's, including
// `templateClauesesId`.
import { z } from 'zod';
import { requiredChoice, requiredText, text, ZId, ZIdParam, ZOptionalId } from './common.ts';
import { ZLanguage } from './utils.ts';

/** A clause key is snake_case (spec part 2 §5: the client transforms what was typed before sending). */
export const ZClauseKey = requiredText('Clause key', 80).refine((key) => /^[a-z][a-z0-9_]*$/.test(key), {
  message: 'Use snake_case for the clause key, for example revocation_of_earlier_wills.',
  params: { code: 'invalid' },
});
/** A clause's text: a Liquid template over the will context. */
const statement = requiredText('Clause content', 20_000, { multiline: true });

export const ZClause = z.object({
  clauseId: z.number().int(),
  templateClausesKey: z.string(),
  /** The text in the chosen language; null shows 'No translation available'. */
  translatedContent: z.string().nullable(),
});
export const ZClauseSet = z.object({
  headingId: z.number().int(),
  headingName: z.string(),
  languageId: z.number().int(),
  clauses: z.array(ZClause),
});
export type TClauseSet = z.infer<typeof ZClauseSet>;

export const ZFetchClausesQuery = z.object({ langId: ZIdParam });
export const ZFetchClausesResponse = z.object({ clauses: z.array(ZClauseSet), languages: z.array(ZLanguage) });

export const ZSaveClausesInput = z.object({
  headingName: requiredText('Heading name', 200),
  templateClausesKey: ZClauseKey,
  languageId: requiredChoice('Language'),
  clauses: z
    .array(z.object({ templateStatements: statement }))
    .min(1, { message: 'Add at least one clause.' })
    .max(10),
});
export type TSaveClausesInput = z.input<typeof ZSaveClausesInput>;

export const ZUpdateClausesInput = z.object({
  headingId: ZIdParam,
  headingName: requiredText('Heading name', 200),
  clauses: z
    .array(z.object({ clauseId: ZOptionalId, templateClausesKey: ZClauseKey, templateStatements: statement }))
    .min(1, { message: 'Keep at least one clause.' })
    .max(10),
});
export type TUpdateClausesInput = z.input<typeof ZUpdateClausesInput>;

export const ZSaveTranslationInput = z.object({
  headingId: ZIdParam,
  languageId: requiredChoice('Target language'),
  /** The heading in the target language (ours; without it the heading keeps its first language's name). */
  headingName: text({ max: 200 }).nullish(),
  clauses: z
    .array(z.object({ templateClauesesId: ZIdParam, templateClausesKey: ZClauseKey, templateStatements: statement }))
    .min(1)
    .max(10),
});
export type TSaveTranslationInput = z.input<typeof ZSaveTranslationInput>;

/** A clause of a template with no text in a language (template-languages.ts), named by its heading and key. */
export const ZMissingClause = z.object({ headingId: z.number().int(), headingName: z.string(), clauseKey: z.string() });
export type TMissingClause = z.infer<typeof ZMissingClause>;
/** A language a template is not wholly written in, with exactly the clauses it lacks (a complete language is not listed). */
export const ZLanguageGap = z.object({
  languageId: z.number().int(),
  languageCode: z.string(),
  languageName: z.string(),
  missingClauses: z.array(ZMissingClause),
});
export type TLanguageGap = z.infer<typeof ZLanguageGap>;

/** A template's name and description in a language other than its own (issue 23). */
export const ZTemplateTranslation = z.object({
  languageId: z.number().int(),
  templateName: z.string(),
  templateDescription: z.string(),
});
export type TTemplateTranslation = z.infer<typeof ZTemplateTranslation>;

/** One row of a template: a heading, and the clause chosen under it (contentId: a clause id). */
export const ZClauseContent = z.object({ headingId: requiredChoice('Heading'), contentId: ZOptionalId });

export const ZAdminTemplate = z.object({
  willTemplateId: z.number().int(),
  templateName: z.string(),
  templateDescription: z.string(),
  /** The template's text with the sample testator, as HTML paragraphs. */
  htmlContent: z.string(),
  /** The same as a PDF (base64), for the preview frame. */
  pdfContent: z.string(),
  clauseContents: z.array(z.object({ headingId: z.number().int(), contentId: z.number().int().nullable() })),
  /** Ours (issue 23): each language the template lacks clauses in, with those clauses (headings in English). */
  languageGaps: z.array(ZLanguageGap),
  /** Ours (issue 23): its name and description in other languages; a language not here shows the English. */
  translations: z.array(ZTemplateTranslation),
});
export type TAdminTemplate = z.infer<typeof ZAdminTemplate>;

export const ZSaveTemplateInput = z.object({
  willTemplateId: ZOptionalId,
  templateId: ZOptionalId,
  templateName: requiredText('Template name', 200),
  templateDescription: requiredText('Description', 1000, { multiline: true }),
  clauseContents: z.array(ZClauseContent).min(1, { message: 'Add at least one clause.' }).max(60),
  /**
   * Ours (issue 23): the name and description in other languages, all of them (a language left out, or sent with both
   * empty, has none and shows the English). Not sent: the translations stay as they are.
   */
  translations: z
    .array(
      z
        .object({
          languageId: ZId,
          templateName: text({ max: 200 }),
          templateDescription: text({ max: 1000, multiline: true }),
        })
        .refine((row) => (row.templateName.trim() === '') === (row.templateDescription.trim() === ''), {
          message: 'Write both the name and the description in this language, or leave both empty.',
          path: ['templateName'],
          params: { code: 'translation_incomplete', messageKey: 'templateEditorTranslationIncomplete' },
        }),
    )
    .max(20)
    .optional(),
});
export type TSaveTemplateInput = z.input<typeof ZSaveTemplateInput>;
export const ZSaveTemplateResponse = z.object({ status: z.string(), message: z.string(), willTemplateId: z.number().int() });

/** Whether a clause text compiles (ours: the editor's inline error while typing). */
export const ZCheckClauseInput = z.object({ templateStatements: text({ max: 20_000, multiline: true }) });
export const ZCheckClauseResponse = z.object({ problem: z.object({ line: z.number().int(), message: z.string() }).nullable() });
export const ZContextVariables = z.array(z.object({ path: z.string(), description: z.string(), list: z.boolean() }));

/** The editor's live preview (ours): the rows as they stand, unsaved, with the sample testator in a language. */
export const ZPreviewTemplateInput = z.object({
  languageId: ZOptionalId,
  clauseContents: z.array(z.object({ headingId: ZIdParam, contentId: ZOptionalId })).max(60),
});
export const ZPreviewTemplateResponse = z.object({
  pdfContent: z.string(),
  htmlContent: z.string(),
  /** Ours (issue 23): for the rows as sent, each language that lacks clauses, with those clauses (headings in English). */
  languageGaps: z.array(ZLanguageGap),
});

/**
 * A clause an administrator edited, for which a release brought a new text (issue 22: a corrected clause reaches every
 * install): theirs and the release's side by side, to accept the release's or keep theirs.
 */
export const ZClauseUpdate = z.object({
  clauseId: z.number().int(),
  clauseKey: z.string(),
  headingName: z.string(),
  languageId: z.number().int(),
  languageName: z.string(),
  content: z.string(),
  proposedContent: z.string(),
});
export type TClauseUpdate = z.infer<typeof ZClauseUpdate>;
export const ZResolveClauseUpdateInput = z.object({
  clauseId: ZId,
  /** true: take the release's text; false: keep the administrator's (the same release text is not offered again). */
  accept: z.boolean(),
});
export type TResolveClauseUpdateInput = z.infer<typeof ZResolveClauseUpdateInput>;
