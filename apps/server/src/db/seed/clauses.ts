import { toSnakeCase } from '@vasiyat/contract';
import { sql } from 'drizzle-orm';
import type { Executor } from '../client.ts';
import { clauseHeadingNames, clauseHeadings, clauses, willTemplateRows, willTemplates } from '../schema.ts';
import { CLAUSE_SETS, WILL_TEMPLATES } from './clause-library.ts';
import { clauseIn, DEED_CODES, headingIn } from './translations/index.ts';

/**
 * The starter clause library and templates (clause-library.ts). Inserts only what is missing: a clause or
 * template an administrator has since edited or removed is theirs, and a restart must not undo it.
 */
export async function seedClauseLibrary(tx: Executor, languageIdOf: (code: string) => number): Promise<void> {
  const headingIds = new Map<string, number>();
  for (const set of CLAUSE_SETS) {
    const slug = toSnakeCase(set.heading.en);
    await tx.insert(clauseHeadings).values({ slug }).onConflictDoNothing();
    const [heading] = await tx.select({ id: clauseHeadings.id }).from(clauseHeadings).where(sql`${clauseHeadings.slug} = ${slug}`);
    headingIds.set(set.heading.en, heading!.id);
    await tx
      .insert(clauseHeadingNames)
      .values(DEED_CODES.map((code) => ({ headingId: heading!.id, languageId: languageIdOf(code), name: headingIn(set.heading, code) })))
      .onConflictDoNothing();
    await tx
      .insert(clauses)
      .values(
        set.clauses.flatMap((clause) =>
          DEED_CODES.map((code) => ({
            headingId: heading!.id,
            clauseKey: clause.key,
            languageId: languageIdOf(code),
            content: clauseIn(set.heading.en, clause, code),
          })),
        ),
      )
      .onConflictDoNothing();
  }
  for (const template of WILL_TEMPLATES) {
    const [created] = await tx
      .insert(willTemplates)
      .values({ name: template.name, description: template.description })
      .onConflictDoNothing()
      .returning({ id: willTemplates.id });
    if (!created) continue;
    await tx.insert(willTemplateRows).values(
      template.rows.map(([headingEn, clauseKey], position) => {
        const headingId = headingIds.get(headingEn);
        if (!headingId) throw new Error(`Template "${template.name}" names an unknown heading "${headingEn}"`);
        return { templateId: created.id, position, headingId, clauseKey };
      }),
    );
  }
}
