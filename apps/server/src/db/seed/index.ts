import { notInArray, sql } from 'drizzle-orm';
import type { Db } from '../client.ts';
import { labels, languages, masterItems, masterItemTranslations, menuRoles, menus, menuTranslations } from '../schema.ts';
import { seedClauseLibrary } from './clauses.ts';
import { seedLanguages } from './languages.ts';
import { seedMasterRows } from './masters.ts';
import { seedMenus } from './menus.ts';
import { translations } from './translation-files.ts';

/** A word the files lack: the seed stops rather than show a blank or an English word in another language. */
function wordOf<T>(found: T | undefined, what: string): T {
  if (found === undefined) throw new Error(`translations: no ${what} (translations/, see its README)`);
  return found;
}

/**
 * Idempotent: inserts what is missing and updates only what differs, so a second start changes no row.
 * Runs in one transaction, so a half-applied seed is never visible.
 */
export async function seedDatabase(db: Db): Promise<void> {
  const words = translations();
  await db.transaction(async (tx) => {
    await tx
      .insert(languages)
      .values(seedLanguages.map((language, index) => ({ ...language, sortOrder: index + 1 })))
      .onConflictDoUpdate({
        target: languages.languageCode,
        set: { languageName: sql`excluded.language_name`, englishName: sql`excluded.english_name`, sortOrder: sql`excluded.sort_order` },
        setWhere: sql`(${languages.languageName}, ${languages.englishName}, ${languages.sortOrder}) IS DISTINCT FROM (excluded.language_name, excluded.english_name, excluded.sort_order)`,
      });
    const ids = new Map(
      (await tx.select({ id: languages.languageId, code: languages.languageCode }).from(languages)).map((l) => [l.code, l.id]),
    );
    const idOf = (code: string) => {
      const id = ids.get(code);
      if (id === undefined) throw new Error(`Seed refers to unknown language ${code}`);
      return id;
    };

    const labelRows = [...words.labels].flatMap(([code, texts]) =>
      Object.entries(texts).map(([key, value]) => ({ languageId: idOf(code), key, value })),
    );
    for (let start = 0; start < labelRows.length; start += 1000) {
      await tx
        .insert(labels)
        .values(labelRows.slice(start, start + 1000))
        .onConflictDoUpdate({
          target: [labels.languageId, labels.key],
          set: { value: sql`excluded.value` },
          setWhere: sql`${labels.value} IS DISTINCT FROM excluded.value`,
        });
    }
    // Labels are the build's own words: a key this build no longer has (a finding renamed, a screen removed) goes.
    await tx.delete(labels).where(notInArray(labels.key, [...new Set(labelRows.map((row) => row.key))]));

    await tx
      .insert(menus)
      .values(
        seedMenus.map((m, index) => ({
          menuId: m.menuId,
          parentId: m.parentId,
          menuUrl: m.url,
          sortOrder: index,
          requires: m.requires ?? null,
        })),
      )
      .onConflictDoUpdate({
        target: menus.menuId,
        set: {
          parentId: sql`excluded.parent_id`,
          menuUrl: sql`excluded.menu_url`,
          sortOrder: sql`excluded.sort_order`,
          requires: sql`excluded.requires`,
        },
        setWhere: sql`(${menus.parentId}, ${menus.menuUrl}, ${menus.sortOrder}, ${menus.requires}) IS DISTINCT FROM (excluded.parent_id, excluded.menu_url, excluded.sort_order, excluded.requires)`,
      });
    await tx
      .insert(menuRoles)
      .values(seedMenus.flatMap((m) => m.roles.map((roleId) => ({ menuId: m.menuId, roleId }))))
      .onConflictDoNothing();
    await tx
      .insert(menuTranslations)
      .values(
        seedMenus.flatMap((m) =>
          words.interfaceCodes.map((code) => {
            const text = wordOf(words.menus.get(code)?.get(m.menuId), `${code} text of menu ${m.menuId} in ${code}/menus.json`);
            return { menuId: m.menuId, languageId: idOf(code), name: text.name, description: text.description };
          }),
        ),
      )
      .onConflictDoUpdate({
        target: [menuTranslations.menuId, menuTranslations.languageId],
        set: { name: sql`excluded.name`, description: sql`excluded.description` },
        setWhere: sql`(${menuTranslations.name}, ${menuTranslations.description}) IS DISTINCT FROM (excluded.name, excluded.description)`,
      });

    const masterRows = seedMasterRows();
    await tx
      .insert(masterItems)
      .values(
        masterRows.map(({ masterType, itemId, sortOrder, parentIds, fieldType, sensitive }) => ({
          masterType,
          itemId,
          sortOrder,
          parentIds,
          fieldType,
          sensitive,
        })),
      )
      .onConflictDoUpdate({
        target: [masterItems.masterType, masterItems.itemId],
        set: {
          sortOrder: sql`excluded.sort_order`,
          parentIds: sql`excluded.parent_ids`,
          fieldType: sql`excluded.field_type`,
          sensitive: sql`excluded.sensitive`,
        },
        setWhere: sql`(${masterItems.sortOrder}, ${masterItems.parentIds}, ${masterItems.fieldType}, ${masterItems.sensitive}) IS DISTINCT FROM (excluded.sort_order, excluded.parent_ids, excluded.field_type, excluded.sensitive)`,
      });
    const named = masterRows.flatMap((row) =>
      words.interfaceCodes.map((code) => ({
        masterType: row.masterType,
        itemId: row.itemId,
        languageId: idOf(code),
        name: wordOf(
          words.masters.get(code)?.get(`${row.masterType}/${row.itemId}`),
          `${row.masterType} ${row.itemId} in ${code}/masters.json`,
        ),
      })),
    );
    for (let start = 0; start < named.length; start += 1000) {
      await tx
        .insert(masterItemTranslations)
        .values(named.slice(start, start + 1000))
        .onConflictDoUpdate({
          target: [masterItemTranslations.masterType, masterItemTranslations.itemId, masterItemTranslations.languageId],
          set: { name: sql`excluded.name` },
          setWhere: sql`${masterItemTranslations.name} IS DISTINCT FROM excluded.name`,
        });
    }
    await seedClauseLibrary(tx, idOf, words);
  });
}
