import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import type { MasterType } from '../../db/seed/masters.ts';
import type { I18n } from '../../platform/i18n/service.ts';

export type MasterItem = {
  id: number;
  name: string;
  /** Where the item belongs (a subtype's asset type, an attribute's subtypes or asset types). */
  parents: number[];
  /** Attribute masters: text, number, date or amount. */
  field: string | null;
  sensitive: boolean;
};

const CACHE_MS = 30_000;

/** Master lists (marital status, religion, relation, ...) in a language, English where a name is missing. */
export function createMasters(deps: { db: Db; i18n: I18n }) {
  type Entry = { at: number; items: MasterItem[]; names?: Map<number, string> };
  const cache = new Map<string, Entry>();

  async function entry(type: MasterType, code?: string): Promise<Entry> {
    const language = await deps.i18n.resolveLanguage(code);
    const key = `${type}:${language}`;
    const cached = cache.get(key);
    if (cached && Date.now() - cached.at < CACHE_MS) return cached;
    const { rows } = await deps.db.execute<MasterItem>(sql`
      SELECT m.item_id AS id, COALESCE(t.name, e.name) AS name, m.parent_ids AS parents, m.field_type AS field, m.sensitive
      FROM master_items m
      JOIN languages le ON le.language_code = 'en'
      JOIN master_item_translations e ON e.master_type = m.master_type AND e.item_id = m.item_id AND e.language_id = le.language_id
      LEFT JOIN languages lt ON lt.language_code = ${language}
      LEFT JOIN master_item_translations t ON t.master_type = m.master_type AND t.item_id = m.item_id AND t.language_id = lt.language_id
      WHERE m.master_type = ${type}
      ORDER BY m.sort_order`);
    const made = { at: Date.now(), items: rows };
    cache.set(key, made);
    return made;
  }

  async function list(type: MasterType, code?: string): Promise<MasterItem[]> {
    return (await entry(type, code)).items;
  }

  async function has(type: MasterType, id: number): Promise<boolean> {
    return (await list(type)).some((item) => item.id === id);
  }

  async function nameOf(type: MasterType, id: number | null, code?: string): Promise<string | null> {
    if (id === null) return null;
    return (await list(type, code)).find((item) => item.id === id)?.name ?? null;
  }

  /** The items of one list that belong to a parent (the subtypes of an asset type, the attributes of a subtype). */
  async function childrenOf(type: MasterType, parentId: number, code?: string): Promise<MasterItem[]> {
    return (await list(type, code)).filter((item) => item.parents.includes(parentId));
  }

  /** id -> name of one list, for naming many rows at once: made once per cached list (the lists ask on every call), shared, so never changed by a caller. */
  async function names(type: MasterType, code?: string): Promise<Map<number, string>> {
    const cached = await entry(type, code);
    cached.names ??= new Map(cached.items.map((item) => [item.id, item.name]));
    return cached.names;
  }

  return { list, has, nameOf, names, childrenOf };
}
export type Masters = ReturnType<typeof createMasters>;
