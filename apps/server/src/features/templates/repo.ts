import { and, asc, eq, inArray, notInArray, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { clauseHeadingNames, clauseHeadings, clauses, willTemplateRows, willTemplates, willTemplateTranslations } from '../../db/schema.ts';

export type ClauseRow = typeof clauses.$inferSelect;

export const selectHeadings = (db: Executor) => db.select().from(clauseHeadings).orderBy(asc(clauseHeadings.id));
export async function selectHeading(db: Executor, id: number) {
  const [row] = await db.select().from(clauseHeadings).where(eq(clauseHeadings.id, id));
  return row;
}
export const selectHeadingNames = (db: Executor) => db.select().from(clauseHeadingNames);
export const selectClauses = (db: Executor) => db.select().from(clauses).orderBy(asc(clauses.headingId), asc(clauses.id));
export const selectHeadingClauses = (db: Executor, headingId: number) =>
  db.select().from(clauses).where(eq(clauses.headingId, headingId)).orderBy(asc(clauses.id));

/** Which of these keys already have a clause in the language. */
export async function selectTakenKeys(db: Executor, languageId: number, keys: string[]): Promise<string[]> {
  if (!keys.length) return [];
  const rows = await db
    .select({ key: clauses.clauseKey })
    .from(clauses)
    .where(and(eq(clauses.languageId, languageId), inArray(clauses.clauseKey, keys)));
  return rows.map((row) => row.key);
}

export async function slugTaken(db: Executor, slug: string): Promise<boolean> {
  return (await db.select({ id: clauseHeadings.id }).from(clauseHeadings).where(eq(clauseHeadings.slug, slug))).length > 0;
}

export async function insertHeading(db: Executor, slug: string): Promise<number> {
  const [row] = await db.insert(clauseHeadings).values({ slug }).returning({ id: clauseHeadings.id });
  return row!.id;
}

export async function upsertHeadingName(db: Executor, values: { headingId: number; languageId: number; name: string }) {
  await db
    .insert(clauseHeadingNames)
    .values(values)
    .onConflictDoUpdate({ target: [clauseHeadingNames.headingId, clauseHeadingNames.languageId], set: { name: values.name } });
}

export async function insertClause(db: Executor, values: { headingId: number; clauseKey: string; languageId: number; content: string }) {
  await db.insert(clauses).values(values);
}

export async function updateClause(db: Executor, id: number, values: { clauseKey: string; content: string }) {
  await db
    .update(clauses)
    .set({ ...values, updatedAt: sql`now()` })
    .where(eq(clauses.id, id));
}

export async function deleteClauses(db: Executor, ids: number[]) {
  if (ids.length) await db.delete(clauses).where(inArray(clauses.id, ids));
}

export async function deleteHeading(db: Executor, id: number) {
  await db.delete(clauseHeadings).where(eq(clauseHeadings.id, id));
}

// templates ---------------------------------------------------------------------------------------
export const selectTemplates = (db: Executor) => db.select().from(willTemplates).orderBy(asc(willTemplates.id));
export async function selectTemplate(db: Executor, id: number) {
  const [row] = await db.select().from(willTemplates).where(eq(willTemplates.id, id));
  return row;
}
export async function selectTemplateByName(db: Executor, name: string) {
  const [row] = await db.select().from(willTemplates).where(eq(willTemplates.name, name));
  return row;
}
export const selectTemplateRows = (db: Executor) =>
  db.select().from(willTemplateRows).orderBy(asc(willTemplateRows.templateId), asc(willTemplateRows.position));

/**
 * Whether a template gives away what no bequest names: it has the residuary estate's heading, or a clause that
 * speaks of the unassigned assets. One query, not the whole library.
 */
export async function templateHasResiduary(db: Executor, templateId: number): Promise<boolean> {
  const { rows } = await db.execute<{ found: boolean }>(sql`
    SELECT EXISTS (
      SELECT 1 FROM ${willTemplateRows} r
      JOIN ${clauseHeadings} h ON h.id = r.heading_id
      LEFT JOIN ${clauses} c ON c.clause_key = r.clause_key
      WHERE r.template_id = ${templateId} AND (h.slug = 'residuary_estate' OR c.content LIKE '%unassignedAssets%')
    ) AS found`);
  return rows[0]?.found === true;
}

/** The templates that use a heading, by name. */
export async function selectTemplatesUsing(db: Executor, headingId: number): Promise<string[]> {
  const rows = await db
    .select({ name: willTemplates.name })
    .from(willTemplateRows)
    .innerJoin(willTemplates, eq(willTemplates.id, willTemplateRows.templateId))
    .where(eq(willTemplateRows.headingId, headingId));
  return [...new Set(rows.map((row) => row.name))];
}

export async function saveTemplate(
  db: Executor,
  options: { id: number | null; name: string; description: string; rows: { headingId: number; clauseKey: string }[] },
): Promise<number> {
  let id = options.id;
  if (id) {
    await db
      .update(willTemplates)
      .set({ name: options.name, description: options.description, updatedAt: sql`now()` })
      .where(eq(willTemplates.id, id));
    await db.delete(willTemplateRows).where(eq(willTemplateRows.templateId, id));
  } else {
    const [row] = await db
      .insert(willTemplates)
      .values({ name: options.name, description: options.description })
      .returning({ id: willTemplates.id });
    id = row!.id;
  }
  await db.insert(willTemplateRows).values(options.rows.map((row, position) => ({ templateId: id, position, ...row })));
  return id;
}

/** Every template's names and descriptions in other languages. */
export const selectTemplateTranslations = (db: Executor) =>
  db
    .select({
      templateId: willTemplateTranslations.templateId,
      languageId: willTemplateTranslations.languageId,
      templateName: willTemplateTranslations.name,
      templateDescription: willTemplateTranslations.description,
    })
    .from(willTemplateTranslations);

/**
 * A template's translations as the administrator left them: each sent with a name is written (its seed hash kept, so an
 * unchanged release text stays a release text), each other language's is removed.
 */
export async function saveTemplateTranslations(
  db: Executor,
  options: { templateId: number; rows: { languageId: number; name: string; description: string }[] },
) {
  const kept = options.rows.filter((row) => row.name !== '');
  const keptIds = kept.map((row) => row.languageId);
  await db
    .delete(willTemplateTranslations)
    .where(
      keptIds.length
        ? and(eq(willTemplateTranslations.templateId, options.templateId), notInArray(willTemplateTranslations.languageId, keptIds))
        : eq(willTemplateTranslations.templateId, options.templateId),
    );
  for (const row of kept)
    await db
      .insert(willTemplateTranslations)
      .values({ templateId: options.templateId, languageId: row.languageId, name: row.name, description: row.description })
      .onConflictDoUpdate({
        target: [willTemplateTranslations.templateId, willTemplateTranslations.languageId],
        set: { name: row.name, description: row.description, updatedAt: sql`now()` },
        setWhere: sql`${willTemplateTranslations.name} <> ${row.name} OR ${willTemplateTranslations.description} <> ${row.description}`,
      });
}

/** Edited clauses with a release's text waiting beside them, with their heading's English slug. */
export const selectProposedClauses = (db: Executor) =>
  db
    .select({
      id: clauses.id,
      clauseKey: clauses.clauseKey,
      languageId: clauses.languageId,
      content: clauses.content,
      proposedContent: clauses.proposedContent,
      headingId: clauses.headingId,
    })
    .from(clauses)
    .where(sql`${clauses.proposedContent} IS NOT NULL`)
    .orderBy(asc(clauses.headingId), asc(clauses.id));

/**
 * Resolves a release's offer: accept takes its text; keep leaves the administrator's. Either way the release's text is
 * recorded as seen (seed_hash), so the seed offers it no more. False when there was no offer.
 */
export async function resolveProposal(db: Executor, options: { id: number; accept: boolean; releaseHash: (text: string) => string }) {
  const [row] = await db
    .select({ proposedContent: clauses.proposedContent })
    .from(clauses)
    .where(and(eq(clauses.id, options.id), sql`${clauses.proposedContent} IS NOT NULL`));
  if (!row?.proposedContent) return false;
  await db
    .update(clauses)
    .set({
      ...(options.accept ? { content: row.proposedContent } : {}),
      seedHash: options.releaseHash(row.proposedContent),
      proposedContent: null,
      updatedAt: sql`now()`,
    })
    .where(eq(clauses.id, options.id));
  return true;
}
