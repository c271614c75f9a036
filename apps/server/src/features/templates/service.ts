import { createHash } from 'node:crypto';
import {
  isDeedLanguage,
  languageGapsOf,
  type TAdminTemplate,
  type TClauseSet,
  type TClauseUpdate,
  type TFieldError,
  type TLanguage,
  type TLanguageGap,
  type TStatusResponse,
  type TTemplateRowKey,
  type TWillContext,
  type TWillTemplateCard,
  templateTextIn,
  toSnakeCase,
  willContextVariables,
  type ZSaveClausesInput,
  type ZSaveTemplateInput,
  type ZSaveTranslationInput,
  type ZUpdateClausesInput,
} from '@vasiyat/contract';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { AppError, notFound } from '../../platform/errors.ts';
import type { I18n } from '../../platform/i18n/service.ts';
import type { ComposedSection, Preview, TemplateSection } from './document.ts';
import { clauseProblem } from './liquid.ts';
import * as repo from './repo.ts';
import { largeSampleWillContext, sampleWillContext } from './sample-context.ts';

// The sample testators, for the will feature's preview of a template (it may import only this file).
export { sampleWillContext };

export type TemplateDeps = { db: Db; i18n: I18n };

const exists = (message: string): TStatusResponse => ({ status: 'exists', message });
const success = (message: string): TStatusResponse => ({ status: 'success', message });

/** A heading's stable name: its first name in snake_case ('clause' when it has no Latin letters). */
const snakeOf = (text: string) => toSnakeCase(text) || 'clause';

async function languageOf(deps: TemplateDeps, languageId: number): Promise<TLanguage> {
  const language = (await deps.i18n.findLanguages()).find((candidate) => candidate.languageId === languageId);
  if (!language)
    throw new AppError('validation', 'Choose a language from the list.', {
      errors: [{ path: 'languageId', code: 'invalid', message: 'Choose a language from the list.' }],
    });
  return language;
}

/** The sample testator a clause is checked and previewed with, in the clause's language (English where none is written). */
const sampleFor = (code: string): TWillContext => sampleWillContext(code);

/** The large sample a clause is also checked with on save, built once per language (clauses only read it). */
const largeSamples = new Map<string, TWillContext>();
const largeSampleFor = (code: string): TWillContext => {
  const large = largeSamples.get(code) ?? largeSampleWillContext(code);
  largeSamples.set(code, large);
  return large;
};

/** Refuses clause texts that do not compile, each with its line and reason, on the field that holds it. */
function checkStatements(statements: readonly string[], code: string, path: (index: number) => string) {
  const errors: TFieldError[] = [];
  for (const [index, text] of statements.entries()) {
    const problem = clauseProblem(text, sampleFor(code), largeSampleFor(code));
    if (problem) errors.push({ path: path(index), code: 'invalid_clause', message: `Line ${problem.line}: ${problem.message}` });
  }
  if (errors.length) throw new AppError('validation', errors[0]!.message, { messageKey: 'adminClauseInvalid', errors });
}

/** spec: fetchTemplateClauses: every clause set in one language; a clause missing there has translatedContent null. */
export async function findClauseSets(deps: TemplateDeps, languageId: number) {
  const [headings, names, rows, languages] = await Promise.all([
    repo.selectHeadings(deps.db),
    repo.selectHeadingNames(deps.db),
    repo.selectClauses(deps.db),
    deps.i18n.findLanguages(),
  ]);
  const sets: TClauseSet[] = headings.map((heading) => {
    const own = rows.filter((row) => row.headingId === heading.id);
    const keys = [...new Set(own.map((row) => row.clauseKey))];
    const headingNames = names.filter((name) => name.headingId === heading.id);
    return {
      headingId: heading.id,
      headingName: (headingNames.find((name) => name.languageId === languageId) ?? headingNames[0])?.name ?? heading.slug,
      languageId,
      clauses: keys.map((key) => {
        const translated = own.find((row) => row.clauseKey === key && row.languageId === languageId);
        // Without a translation, the clause is named by its first text's id: the one a translation is made from.
        const source = translated ?? own.find((row) => row.clauseKey === key)!;
        return { clauseId: source.id, templateClausesKey: key, translatedContent: translated?.content ?? null };
      }),
    };
  });
  return { clauses: sets, languages };
}

/** The keys of a new set's variants: the key itself, then key_2, key_3 (spec part 2 §3: each variant a key). */
const variantKeys = (key: string, count: number) =>
  Array.from({ length: count }, (_, index) => (index === 0 ? key : `${key}_${index + 1}`));

/** spec: saveTemplateClauses: status exists when the key is taken in that language. */
export async function saveClauseSet(deps: TemplateDeps, input: z.output<typeof ZSaveClausesInput>): Promise<TStatusResponse> {
  const language = await languageOf(deps, input.languageId);
  const keys = variantKeys(input.templateClausesKey, input.clauses.length);
  if ((await repo.selectTakenKeys(deps.db, language.languageId, keys)).length)
    return exists('A clause set with this key already exists for this language');
  checkStatements(
    input.clauses.map((clause) => clause.templateStatements),
    language.languageCode,
    (index) => `clauses.${index}.templateStatements`,
  );
  await deps.db.transaction(async (tx) => {
    let slug = snakeOf(input.headingName);
    for (let n = 2; await repo.slugTaken(tx, slug); n++) slug = `${snakeOf(input.headingName)}_${n}`;
    const headingId = await repo.insertHeading(tx, slug);
    await repo.upsertHeadingName(tx, { headingId, languageId: language.languageId, name: input.headingName });
    for (const [index, clause] of input.clauses.entries())
      await repo.insertClause(tx, {
        headingId,
        clauseKey: keys[index]!,
        languageId: language.languageId,
        content: clause.templateStatements,
      });
  });
  return success('Clause set created successfully!');
}

/**
 * spec: updateTemplateClauses: the heading's name and its variants in one language (the language of the
 * clauses sent): changed, added, or removed when left out.
 */
export async function updateClauseSet(deps: TemplateDeps, input: z.output<typeof ZUpdateClausesInput>): Promise<TStatusResponse> {
  if (!(await repo.selectHeading(deps.db, input.headingId))) throw notFound('Clause set');
  const rows = await repo.selectHeadingClauses(deps.db, input.headingId);
  for (const clause of input.clauses) {
    if (clause.clauseId && !rows.some((row) => row.id === clause.clauseId)) throw notFound('Clause');
  }
  const known = input.clauses.map((clause) => rows.find((row) => row.id === clause.clauseId)).filter((row) => row !== undefined);
  const languageId = known[0]?.languageId ?? rows[0]?.languageId;
  if (!languageId || known.some((row) => row.languageId !== languageId))
    throw new AppError('validation', 'Edit the clauses of one language at a time.');
  const language = await languageOf(deps, languageId);
  const keys = input.clauses.map((clause) => clause.templateClausesKey);
  if (new Set(keys).size !== keys.length)
    throw new AppError('validation', 'Each variant needs its own key.', {
      errors: [{ path: 'clauses', code: 'duplicate', message: 'Each variant needs its own key.' }],
    });
  const others = (await repo.selectTakenKeys(deps.db, languageId, keys)).filter(
    (key) => !rows.some((row) => row.clauseKey === key && row.languageId === languageId),
  );
  if (others.length) return exists('A clause set with this key already exists for this language');
  checkStatements(
    input.clauses.map((clause) => clause.templateStatements),
    language.languageCode,
    (index) => `clauses.${index}.templateStatements`,
  );
  const kept = new Set(input.clauses.map((clause) => clause.clauseId).filter((id) => id !== null));
  await deps.db.transaction(async (tx) => {
    await repo.upsertHeadingName(tx, { headingId: input.headingId, languageId, name: input.headingName });
    await repo.deleteClauses(
      tx,
      rows.filter((row) => row.languageId === languageId && !kept.has(row.id)).map((row) => row.id),
    );
    for (const clause of input.clauses) {
      if (clause.clauseId)
        await repo.updateClause(tx, clause.clauseId, { clauseKey: clause.templateClausesKey, content: clause.templateStatements });
      else
        await repo.insertClause(tx, {
          headingId: input.headingId,
          clauseKey: clause.templateClausesKey,
          languageId,
          content: clause.templateStatements,
        });
    }
  });
  return success('Clause set updated successfully!');
}

/** spec: saveTemplateClauseTranslations: the set's clauses in another language; status exists when one is there. */
export async function saveTranslation(deps: TemplateDeps, input: z.output<typeof ZSaveTranslationInput>): Promise<TStatusResponse> {
  if (!(await repo.selectHeading(deps.db, input.headingId))) throw notFound('Clause set');
  const language = await languageOf(deps, input.languageId);
  const rows = await repo.selectHeadingClauses(deps.db, input.headingId);
  for (const clause of input.clauses) {
    const source = rows.find((row) => row.id === clause.templateClauesesId);
    if (!source) throw notFound('Clause');
    if (source.clauseKey !== clause.templateClausesKey || source.languageId === language.languageId)
      throw new AppError('validation', 'A translation keeps its clause’s key, into another language.');
  }
  const keys = input.clauses.map((clause) => clause.templateClausesKey);
  if ((await repo.selectTakenKeys(deps.db, language.languageId, keys)).length)
    return exists('A translation for this language already exists');
  checkStatements(
    input.clauses.map((clause) => clause.templateStatements),
    language.languageCode,
    (index) => `clauses.${index}.templateStatements`,
  );
  await deps.db.transaction(async (tx) => {
    if (input.headingName)
      await repo.upsertHeadingName(tx, { headingId: input.headingId, languageId: language.languageId, name: input.headingName });
    for (const clause of input.clauses)
      await repo.insertClause(tx, {
        headingId: input.headingId,
        clauseKey: clause.templateClausesKey,
        languageId: language.languageId,
        content: clause.templateStatements,
      });
  });
  return success('Translation saved successfully!');
}

/** spec: deleteTemplateClauses: the set in every language; refused while a template uses it. */
export async function deleteClauseSet(deps: TemplateDeps, headingId: number): Promise<TStatusResponse> {
  if (!(await repo.selectHeading(deps.db, headingId))) throw notFound('Clause set');
  const users = await repo.selectTemplatesUsing(deps.db, headingId);
  if (users.length)
    throw new AppError('conflict', `This clause set is used by the template "${users.join('", "')}". Remove it from the template first.`, {
      messageKey: 'adminClauseInUse',
    });
  await repo.deleteHeading(deps.db, headingId);
  return success('Clause set deleted successfully');
}

/** Rows of heading and clause key as sections in a language: headings named, clause texts looked up (not yet rendered). */
async function sectionsOf(
  deps: TemplateDeps,
  options: { rows: readonly { headingId: number; clauseKey: string | null }[]; languageId: number },
): Promise<TemplateSection[]> {
  const [names, clauseRows] = await Promise.all([repo.selectHeadingNames(deps.db), repo.selectClauses(deps.db)]);
  return options.rows.map((row): TemplateSection => {
    const headingNames = names.filter((name) => name.headingId === row.headingId);
    const heading = (headingNames.find((name) => name.languageId === options.languageId) ?? headingNames[0])?.name ?? '';
    const clause = clauseRows.find((candidate) => candidate.clauseKey === row.clauseKey && candidate.languageId === options.languageId);
    return { heading, clause: clause ? { key: clause.clauseKey, content: clause.content } : null };
  });
}

/** A template's sections in a language, with each clause's text for the render worker to write. */
export async function templateSections(deps: TemplateDeps, options: { templateId: number; languageId: number }) {
  const rows = (await repo.selectTemplateRows(deps.db)).filter((row) => row.templateId === options.templateId);
  return sectionsOf(deps, { rows, languageId: options.languageId });
}

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

/** The composed text as HTML paragraphs (every value escaped: clause text and the context are plain text). */
function htmlOf(sections: ComposedSection[]): string {
  return sections
    .map(
      (section, index) =>
        `<h3>${index + 1}. ${escapeHtml(section.heading)}</h3>${(section.text ?? '')
          .split(/\n{2,}/)
          .map((paragraph) => `<p>${escapeHtml(paragraph.trim())}</p>`)
          .join('')}`,
    )
    .join('');
}

type HeadingName = { headingId: number; languageId: number; name: string };
/** A heading's name in a language, else in English, else its first name. */
function headingNameIn(names: readonly HeadingName[], headingId: number, languageId: number, englishId: number | undefined): string {
  const own = names.filter((name) => name.headingId === headingId);
  return (own.find((name) => name.languageId === languageId) ?? own.find((name) => name.languageId === englishId) ?? own[0])?.name ?? '';
}

/**
 * The clauses each language lacks (the contract's rule, template-languages.ts), read once for any number of templates:
 * a function from a template's rows to its gaps, headings named in the given language.
 */
async function languageGapReader(deps: TemplateDeps) {
  const [names, clauseRows, languages] = await Promise.all([
    repo.selectHeadingNames(deps.db),
    repo.selectClauses(deps.db),
    deps.i18n.findLanguages(),
  ]);
  const texts = new Set(clauseRows.map((clause) => `${clause.clauseKey}/${clause.languageId}`));
  const hasText = (clauseKey: string, languageId: number) => texts.has(`${clauseKey}/${languageId}`);
  const englishId = languages.find((language) => language.languageCode === 'en')?.languageId;
  return (rows: readonly TTemplateRowKey[], nameLanguageId: number | undefined): TLanguageGap[] =>
    languageGapsOf(
      rows,
      // Only the languages the deed is offered in: a row of another (an old database's) is offered nowhere.
      languages.filter((language) => isDeedLanguage(language.languageCode)).map((language) => language.languageId),
      hasText,
    ).map((gap) => {
      const language = languages.find((candidate) => candidate.languageId === gap.languageId)!;
      return {
        languageId: language.languageId,
        languageCode: language.languageCode,
        languageName: language.languageName,
        missingClauses: gap.rows.map((row) => ({
          headingId: row.headingId,
          headingName: headingNameIn(names, row.headingId, nameLanguageId ?? englishId ?? 0, englishId),
          clauseKey: row.clauseKey ?? '',
        })),
      };
    });
}

/**
 * spec: testator/willTemplates: the templates named in the caller's language (English where a template has no
 * translation), each with the clauses a language lacks, headings named in the caller's language.
 */
export async function findTemplateCards(deps: TemplateDeps, code: string | undefined): Promise<TWillTemplateCard[]> {
  const [languageCode, languages, templates, rows, translations, gapsOf] = await Promise.all([
    deps.i18n.resolveLanguage(code),
    deps.i18n.findLanguages(),
    repo.selectTemplates(deps.db),
    repo.selectTemplateRows(deps.db),
    repo.selectTemplateTranslations(deps.db),
    languageGapReader(deps),
  ]);
  const languageId = languages.find((language) => language.languageCode === languageCode)?.languageId ?? 0;
  return templates.map((template) => {
    const { templateName, templateDescription } = templateTextIn(
      { templateName: template.name, templateDescription: template.description },
      translations.filter((translation) => translation.templateId === template.id),
      languageId,
    );
    return {
      willTemplateId: template.id,
      templateName,
      templateDescription,
      languageGaps: gapsOf(
        rows.filter((row) => row.templateId === template.id),
        languageId,
      ),
    };
  });
}

/** spec: admin willTemplates: each template with its rows and its text in English with the sample testator. */
export async function findTemplates(deps: TemplateDeps, preview: Preview, owner: number): Promise<TAdminTemplate[]> {
  const [templates, rows, clauseRows, languages, translations, gapsOf] = await Promise.all([
    repo.selectTemplates(deps.db),
    repo.selectTemplateRows(deps.db),
    repo.selectClauses(deps.db),
    deps.i18n.findLanguages(),
    repo.selectTemplateTranslations(deps.db),
    languageGapReader(deps),
  ]);
  const english = languages.find((language) => language.languageCode === 'en')!;
  return Promise.all(
    templates.map(async (template) => {
      const written = await preview(await templateSections(deps, { templateId: template.id, languageId: english.languageId }), {
        languageCode: 'en',
        owner,
      });
      return {
        willTemplateId: template.id,
        templateName: template.name,
        templateDescription: template.description,
        htmlContent: htmlOf(written.sections),
        pdfContent: written.pdfContent,
        clauseContents: rows
          .filter((row) => row.templateId === template.id)
          .map((row) => ({
            headingId: row.headingId,
            // The editor works in English (spec part 2 §9: language id 1); a clause is named by its English text's id.
            contentId:
              clauseRows.find((clause) => clause.clauseKey === row.clauseKey && clause.languageId === english.languageId)?.id ??
              clauseRows.find((clause) => clause.clauseKey === row.clauseKey)?.id ??
              null,
          })),
        // The editor works in English: the missing clauses' headings are named in English.
        languageGaps: gapsOf(
          rows.filter((row) => row.templateId === template.id),
          english.languageId,
        ),
        translations: translations
          .filter((translation) => translation.templateId === template.id)
          .map(({ languageId, templateName, templateDescription }) => ({ languageId, templateName, templateDescription })),
      };
    }),
  );
}

/** spec: saveWillTemplate: rows of heading and clause; each heading once, each clause one of its heading's. */
export async function saveTemplate(deps: TemplateDeps, input: z.output<typeof ZSaveTemplateInput>) {
  const id = input.willTemplateId ?? input.templateId;
  if (id && !(await repo.selectTemplate(deps.db, id))) throw notFound('Template');
  const sameName = await repo.selectTemplateByName(deps.db, input.templateName);
  if (sameName && sameName.id !== id)
    return { status: 'exists', message: 'A template with this name already exists.', willTemplateId: sameName.id };
  const clauseRows = await repo.selectClauses(deps.db);
  const headings = new Set((await repo.selectHeadings(deps.db)).map((heading) => heading.id));
  const seen = new Set<number>();
  const rows = input.clauseContents.map((row, index) => {
    const at = (field: string) => `clauseContents.${index}.${field}`;
    const refuse = (field: string, message: string) =>
      new AppError('validation', message, { errors: [{ path: at(field), code: 'invalid', message }] });
    if (!headings.has(row.headingId)) throw refuse('headingId', 'Choose a heading from the list.');
    if (seen.has(row.headingId)) throw refuse('headingId', 'A heading can be used once in a template.');
    seen.add(row.headingId);
    const clause = clauseRows.find((candidate) => candidate.id === row.contentId && candidate.headingId === row.headingId);
    if (!clause) throw refuse('contentId', 'Choose a clause of this heading.');
    return { headingId: row.headingId, clauseKey: clause.clauseKey };
  });
  const translations = await translationsOf(deps, input.translations);
  const willTemplateId = await deps.db.transaction(async (tx) => {
    const saved = await repo.saveTemplate(tx, { id, name: input.templateName, description: input.templateDescription, rows });
    if (translations) await repo.saveTemplateTranslations(tx, { templateId: saved, rows: translations });
    return saved;
  });
  return { status: 'success', message: 'Template Saved Successfully!', willTemplateId };
}

/** The translations sent with a template, checked: each a language of the list other than English, once. */
async function translationsOf(deps: TemplateDeps, sent: z.output<typeof ZSaveTemplateInput>['translations']) {
  if (!sent) return undefined;
  const languages = await deps.i18n.findLanguages();
  const seen = new Set<number>();
  return sent.map((row, index) => {
    const language = languages.find((candidate) => candidate.languageId === row.languageId);
    if (!language || language.languageCode === 'en' || seen.has(row.languageId))
      throw new AppError('validation', 'Choose a language from the list.', {
        errors: [{ path: `translations.${index}.languageId`, code: 'invalid', message: 'Choose a language from the list.' }],
      });
    seen.add(row.languageId);
    return { languageId: row.languageId, name: row.templateName.trim(), description: row.templateDescription.trim() };
  });
}

/** The editor's live preview: unsaved rows (a row without a clause yet is left out) with the sample testator. */
export async function previewRows(
  deps: TemplateDeps,
  preview: Preview,
  input: { languageId: number | null; clauseContents: { headingId: number; contentId: number | null }[] },
  owner: number,
) {
  // No language: English (the editor starts there). A language it cannot draw the deed in is refused, not taken for English.
  const languages = await deps.i18n.findLanguages();
  const language =
    input.languageId == null ? languages.find((candidate) => candidate.languageCode === 'en')! : await languageOf(deps, input.languageId);
  if (!isDeedLanguage(language.languageCode))
    throw new AppError('validation', 'The will is not offered in this language.', {
      errors: [{ path: 'languageId', code: 'invalid', message: 'The will is not offered in this language.' }],
    });
  const clauseRows = await repo.selectClauses(deps.db);
  const rows = input.clauseContents.flatMap((row) => {
    const clause = clauseRows.find((candidate) => candidate.id === row.contentId && candidate.headingId === row.headingId);
    return clause ? [{ headingId: row.headingId, clauseKey: clause.clauseKey }] : [];
  });
  const sections = await sectionsOf(deps, { rows, languageId: language.languageId });
  const english = languages.find((candidate) => candidate.languageCode === 'en')?.languageId;
  const languageGaps = (await languageGapReader(deps))(rows, english);
  if (!sections.length) return { pdfContent: '', htmlContent: '', languageGaps };
  const written = await preview(sections, { languageCode: language.languageCode, owner });
  return { pdfContent: written.pdfContent, htmlContent: htmlOf(written.sections), languageGaps };
}

/** Whether a clause text compiles (the editor's inline error), checked with the English samples, small and large. */
export function checkClause(text: string) {
  return { problem: clauseProblem(text, sampleFor('en'), largeSampleFor('en')) ?? null };
}

export const contextVariables = () => willContextVariables();

const contentHash = (text: string) => createHash('sha256').update(text).digest('hex');

/** Ours: edited clauses with a release's new text beside them (issue 22), heading in English, language named. */
export async function findClauseUpdates(deps: TemplateDeps): Promise<TClauseUpdate[]> {
  const [rows, headings, names, languages] = await Promise.all([
    repo.selectProposedClauses(deps.db),
    repo.selectHeadings(deps.db),
    repo.selectHeadingNames(deps.db),
    deps.i18n.findLanguages(),
  ]);
  const english = languages.find((language) => language.languageCode === 'en')?.languageId;
  return rows.map((row) => ({
    clauseId: row.id,
    clauseKey: row.clauseKey,
    headingName:
      names.find((name) => name.headingId === row.headingId && name.languageId === english)?.name ??
      headings.find((heading) => heading.id === row.headingId)?.slug ??
      '',
    languageId: row.languageId,
    languageName: languages.find((language) => language.languageId === row.languageId)?.languageName ?? '',
    content: row.content,
    proposedContent: row.proposedContent ?? '',
  }));
}

/** Ours: take a release's text of an edited clause, or keep the administrator's; 404 when nothing is offered. */
export async function resolveClauseUpdate(deps: TemplateDeps, input: { clauseId: number; accept: boolean }): Promise<TStatusResponse> {
  if (!(await repo.resolveProposal(deps.db, { id: input.clauseId, accept: input.accept, releaseHash: contentHash })))
    throw notFound('Clause update');
  return { status: 'success', message: input.accept ? 'The release’s text is in use.' : 'Your text is kept.' };
}

// For the testator's will (features/will): what it reads of the library, through this entry only. ----------------
export type { ComposedSection, Preview, TemplateSection } from './document.ts';

/** The library's templates as a testator chooses among them, in the library's order. */
export async function findLibraryTemplates(deps: Pick<TemplateDeps, 'db'>) {
  return (await repo.selectTemplates(deps.db)).map((template) => ({
    id: template.id,
    name: template.name,
    description: template.description,
  }));
}

/** One template of the library, or undefined. */
export async function findLibraryTemplate(deps: Pick<TemplateDeps, 'db'>, templateId: number) {
  const template = await repo.selectTemplate(deps.db, templateId);
  return template && { id: template.id, name: template.name, description: template.description };
}

/** Whether the template has a residuary clause (the will check warns of a residue no clause disposes of). */
export const templateHasResiduary = (deps: Pick<TemplateDeps, 'db'>, templateId: number) => repo.templateHasResiduary(deps.db, templateId);
