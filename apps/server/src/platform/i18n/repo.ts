import { asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { languages } from '../../db/schema.ts';

export async function selectLanguages(db: Db) {
  return db
    .select({ languageId: languages.languageId, languageCode: languages.languageCode, languageName: languages.languageName })
    .from(languages)
    .where(eq(languages.active, true))
    .orderBy(asc(languages.sortOrder));
}

/** English labels overlaid key by key with the language's own, so a missing translation shows English. */
export async function selectLabels(db: Db, languageCode: string): Promise<Record<string, string>> {
  const { rows } = await db.execute<{ key: string; value: string }>(sql`
    SELECT e.key, COALESCE(t.value, e.value) AS value
    FROM labels e
    JOIN languages le ON le.language_id = e.language_id AND le.language_code = 'en'
    LEFT JOIN languages lt ON lt.language_code = ${languageCode}
    LEFT JOIN labels t ON t.language_id = lt.language_id AND t.key = e.key
    ORDER BY e.key`);
  return Object.fromEntries(rows.map((row) => [row.key, row.value]));
}

export async function selectLanguageId(db: Db, languageCode: string): Promise<number | undefined> {
  const [row] = await db.select({ id: languages.languageId }).from(languages).where(eq(languages.languageCode, languageCode));
  return row?.id;
}
