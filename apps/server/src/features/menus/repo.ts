import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';

type MenuRow = { menuId: number; menuName: string; menuDescription: string; menuUrl: string; requires: string | null };

/** Menus visible to a role under a parent (null: top level), named in the language with English as fallback. */
export async function selectMenus(db: Db, options: { roleId: number; parentId: number | null; languageCode: string }): Promise<MenuRow[]> {
  const parent = options.parentId === null ? sql`m.parent_id IS NULL` : sql`m.parent_id = ${options.parentId}`;
  const { rows } = await db.execute<MenuRow>(sql`
    SELECT m.menu_id AS "menuId",
           COALESCE(t.name, e.name) AS "menuName",
           COALESCE(t.description, e.description) AS "menuDescription",
           m.menu_url AS "menuUrl",
           m.requires
    FROM menus m
    JOIN menu_roles r ON r.menu_id = m.menu_id AND r.role_id = ${options.roleId}
    JOIN languages le ON le.language_code = 'en'
    JOIN menu_translations e ON e.menu_id = m.menu_id AND e.language_id = le.language_id
    LEFT JOIN languages lt ON lt.language_code = ${options.languageCode}
    LEFT JOIN menu_translations t ON t.menu_id = m.menu_id AND t.language_id = lt.language_id
    WHERE ${parent}
    ORDER BY m.sort_order, m.menu_id`);
  return rows;
}

export async function hasSavedSelf(db: Db, userId: number): Promise<boolean> {
  const { rows } = await db.execute(sql`SELECT 1 FROM entities WHERE id = ${userId} AND testator_id = ${userId} AND kind = 'self'`);
  return rows.length > 0;
}
