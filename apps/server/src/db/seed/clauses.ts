import { createHash } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import type { Executor } from '../client.ts';
import { clauseHeadingNames, clauseHeadings, clauses, willTemplateRows, willTemplates, willTemplateTranslations } from '../schema.ts';
import RELEASES from './clause-releases.json' with { type: 'json' };
import { headingInEnglish, type TemplateText, type Translations, translations } from './translation-files.ts';

export const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

/** A starter template as the database and the release list know it: rows name their heading in English. */
export type SeedTemplate = {
  readonly name: string;
  readonly description: string;
  readonly rows: readonly (readonly [headingEn: string, clauseKey: string])[];
};

/** The starter templates of translations/en/will-templates.json, their rows' heading keys given as English headings. */
export function seedTemplates(words: Translations = translations()): SeedTemplate[] {
  const english = new Map(words.clauseSets.map((set) => [set.key, headingInEnglish(set)]));
  return words.templates.map((template) => ({
    name: template.name,
    description: template.description,
    rows: template.rows.map(([heading, clauseKey]): [string, string] => {
      const headingEn = english.get(heading);
      if (!headingEn) throw new Error(`translations: template "${template.name}" names an unknown heading "${heading}"`);
      return [headingEn, clauseKey];
    }),
  }));
}

/** The texts of this build, by 'clauseKey/code': what the library seeds and the release list must hold. */
export function releaseTexts(words: Translations = translations()): Map<string, string> {
  const texts = new Map<string, string>();
  for (const set of words.clauseSets)
    for (const clause of set.clauses)
      for (const code of words.deedCodes) {
        const text = clause.texts[code]?.text;
        if (text === undefined) throw new Error(`translations: clause ${set.key}/${clause.key} has no ${code} file`);
        texts.set(`${clause.key}/${code}`, text);
      }
  return texts;
}

/** A template's name and description as one text (name, a newline, description): what its release hash is taken of. */
export const templateText = (text: { name: string; description: string }) => `${text.name}\n${text.description}`;

/** The starter templates' names and descriptions in the languages other than their own, by 'template name/code'. */
export function releaseTemplateTexts(words: Translations = translations()): Map<string, string> {
  const texts = new Map<string, string>();
  for (const template of words.templates)
    for (const code of words.deedCodes.filter((candidate) => candidate !== 'en'))
      texts.set(`${template.name}/${code}`, templateText(templateTextIn(words, template, code)));
  return texts;
}

/** A starter template's name and description in a language other than English (translations/<code>/will-templates.json). */
function templateTextIn(words: Translations, template: { name: string }, code: string): TemplateText {
  const text = words.templateTexts.get(code)?.[template.name];
  if (!text) throw new Error(`translations: ${code}/will-templates.json has no "${template.name}"`);
  return text;
}

/** A template's rows as one text ("heading|clauseKey" a line), hashed to know whether an administrator changed them. */
export const templateRowsText = (rows: SeedTemplate['rows']) => rows.map(([heading, key]) => `${heading}|${key}`).join('\n');

const released = RELEASES as {
  clauses: Record<string, string[]>;
  templates: Record<string, string[]>;
  templateTexts: Record<string, string[]>;
};
const wasReleased = (list: Record<string, string[]>, id: string, hash: string) => list[id]?.includes(hash) ?? false;

/**
 * Whether a stored clause is as a release left it: its text is the one last seeded (seed_hash), or — for a row
 * seeded before seed hashes were kept — one that some release shipped.
 */
const unedited = (row: { content: string; seedHash: string | null }, id: string) =>
  row.seedHash ? sha256(row.content) === row.seedHash : wasReleased(released.clauses, id, sha256(row.content));

/**
 * The starter clause library and templates (translations/clauses, translations/en/will-templates.json). A new clause or template is added; a clause an
 * administrator has not edited is brought to this release's text (a corrected clause reaches every install); an
 * edited one is kept, and the release's text is offered beside it (proposed_content) for the administrator to accept
 * or keep theirs. A template whose rows are as a release left them takes this release's rows; an edited one is theirs.
 */
export async function seedClauseLibrary(
  tx: Executor,
  languageIdOf: (code: string) => number,
  words: Translations = translations(),
): Promise<void> {
  const texts = releaseTexts(words);
  const headingIds = new Map<string, number>();
  // Every stored clause in one read (a start compares some 300 of them), by key and language.
  const storedRows = await tx
    .select({
      id: clauses.id,
      clauseKey: clauses.clauseKey,
      languageId: clauses.languageId,
      content: clauses.content,
      seedHash: clauses.seedHash,
      proposedContent: clauses.proposedContent,
    })
    .from(clauses);
  const stored = new Map(storedRows.map((row) => [`${row.clauseKey}/${row.languageId}`, row]));
  for (const set of words.clauseSets) {
    const slug = set.key;
    await tx.insert(clauseHeadings).values({ slug }).onConflictDoNothing();
    const [heading] = await tx.select({ id: clauseHeadings.id }).from(clauseHeadings).where(sql`${clauseHeadings.slug} = ${slug}`);
    headingIds.set(headingInEnglish(set), heading!.id);
    await tx
      .insert(clauseHeadingNames)
      .values(words.deedCodes.map((code) => ({ headingId: heading!.id, languageId: languageIdOf(code), name: set.headings[code]! })))
      .onConflictDoNothing();
    for (const clause of set.clauses)
      for (const code of words.deedCodes)
        await seedClause(tx, stored.get(`${clause.key}/${languageIdOf(code)}`), {
          headingId: heading!.id,
          clauseKey: clause.key,
          code,
          languageId: languageIdOf(code),
          text: texts.get(`${clause.key}/${code}`)!,
        });
  }
  const englishOf = new Map(words.clauseSets.map((set) => [set.key, headingInEnglish(set)]));
  for (const template of seedTemplates(words)) {
    const templateId = await seedTemplate(tx, template, headingIds, englishOf);
    await seedTemplateTexts(tx, { template, templateId, languageIdOf, words });
  }
}

/**
 * A starter template's name and description in every language but its own (issue 23), as clauses are seeded: a
 * missing one is added, one as a release left it takes this release's text, one an administrator edited is theirs.
 */
async function seedTemplateTexts(
  tx: Executor,
  options: { template: SeedTemplate; templateId: number; languageIdOf: (code: string) => number; words: Translations },
) {
  const { template, templateId, languageIdOf, words } = options;
  const stored = await tx
    .select({
      languageId: willTemplateTranslations.languageId,
      name: willTemplateTranslations.name,
      description: willTemplateTranslations.description,
      seedHash: willTemplateTranslations.seedHash,
    })
    .from(willTemplateTranslations)
    .where(eq(willTemplateTranslations.templateId, templateId));
  for (const code of words.deedCodes.filter((candidate) => candidate !== 'en')) {
    const text = templateTextIn(words, template, code);
    const hash = sha256(templateText(text));
    const languageId = languageIdOf(code);
    const row = stored.find((candidate) => candidate.languageId === languageId);
    if (!row) {
      await tx.insert(willTemplateTranslations).values({ templateId, languageId, ...text, seedHash: hash });
      continue;
    }
    const storedHash = sha256(templateText(row));
    if (storedHash === hash) {
      if (row.seedHash !== hash)
        await tx
          .update(willTemplateTranslations)
          .set({ seedHash: hash })
          .where(and(eq(willTemplateTranslations.templateId, templateId), eq(willTemplateTranslations.languageId, languageId)));
      continue;
    }
    const unchanged = row.seedHash
      ? storedHash === row.seedHash
      : wasReleased(released.templateTexts, `${template.name}/${code}`, storedHash);
    if (unchanged)
      await tx
        .update(willTemplateTranslations)
        .set({ ...text, seedHash: hash, updatedAt: sql`now()` })
        .where(and(eq(willTemplateTranslations.templateId, templateId), eq(willTemplateTranslations.languageId, languageId)));
  }
}

type StoredClause = { id: number; content: string; seedHash: string | null; proposedContent: string | null };

async function seedClause(
  tx: Executor,
  row: StoredClause | undefined,
  clause: { headingId: number; clauseKey: string; code: string; languageId: number; text: string },
) {
  const hash = sha256(clause.text);
  if (!row) {
    await tx.insert(clauses).values({
      headingId: clause.headingId,
      clauseKey: clause.clauseKey,
      languageId: clause.languageId,
      content: clause.text,
      seedHash: hash,
    });
    return;
  }
  const id = `${clause.clauseKey}/${clause.code}`;
  if (sha256(row.content) === hash) {
    if (row.seedHash !== hash || row.proposedContent !== null)
      await tx.update(clauses).set({ seedHash: hash, proposedContent: null }).where(eq(clauses.id, row.id));
  } else if (unedited(row, id)) {
    await tx
      .update(clauses)
      .set({ content: clause.text, seedHash: hash, proposedContent: null, updatedAt: sql`now()` })
      .where(eq(clauses.id, row.id));
  } else if (row.seedHash !== hash && row.proposedContent !== clause.text) {
    // Edited by an administrator: theirs stays until they accept this release's text (or keep theirs, which records
    // this release's hash as seen, so the same text is not offered again).
    await tx.update(clauses).set({ proposedContent: clause.text }).where(eq(clauses.id, row.id));
  }
}

async function seedTemplate(
  tx: Executor,
  template: SeedTemplate,
  headingIds: Map<string, number>,
  englishOf: Map<string, string>,
): Promise<number> {
  const rows = template.rows.map(([headingEn, clauseKey], position) => {
    const headingId = headingIds.get(headingEn);
    if (!headingId) throw new Error(`Template "${template.name}" names an unknown heading "${headingEn}"`);
    return { position, headingId, clauseKey };
  });
  const [created] = await tx
    .insert(willTemplates)
    .values({ name: template.name, description: template.description })
    .onConflictDoNothing()
    .returning({ id: willTemplates.id });
  if (created) {
    await tx.insert(willTemplateRows).values(rows.map((row) => ({ ...row, templateId: created.id })));
    return created.id;
  }
  const [stored] = await tx.select({ id: willTemplates.id }).from(willTemplates).where(eq(willTemplates.name, template.name));
  const storedRows = await tx
    .select({ slug: clauseHeadings.slug, clauseKey: willTemplateRows.clauseKey, headingId: willTemplateRows.headingId })
    .from(willTemplateRows)
    .innerJoin(clauseHeadings, eq(clauseHeadings.id, willTemplateRows.headingId))
    .where(eq(willTemplateRows.templateId, stored!.id))
    .orderBy(willTemplateRows.position);
  const storedText = storedRows.map((row) => `${englishOf.get(row.slug) ?? row.slug}|${row.clauseKey}`).join('\n');
  const current = templateRowsText(template.rows);
  if (storedText === current || !wasReleased(released.templates, template.name, sha256(storedText))) return stored!.id;
  await tx.delete(willTemplateRows).where(eq(willTemplateRows.templateId, stored!.id));
  await tx.insert(willTemplateRows).values(rows.map((row) => ({ ...row, templateId: stored!.id })));
  return stored!.id;
}
