import { is } from 'drizzle-orm';
import { getTableConfig, PgTable } from 'drizzle-orm/pg-core';
import { describe, expect, it } from 'vitest';
import * as schema from '../../db/schema.ts';
import { SEALED_COLUMNS } from '../../platform/key-rotation.ts';
import { EXPORT_FOLDERS } from './data-export.ts';
import { NOT_PERSONAL_TABLES, PERSONAL_TABLES, tableName, WITHHELD_COLUMNS } from './personal-data.ts';

// The export and the deletion read PERSONAL_TABLES: a new table must be put in it or in NOT_PERSONAL_TABLES (with a
// reason), and a table that reaches a person's rows by a foreign key cannot be called not personal.
const schemaTables = (Object.values(schema) as unknown[]).filter((value): value is PgTable => is(value, PgTable));
const personal = new Set(PERSONAL_TABLES.map(({ table }) => table));
const foreignKeysOf = (table: PgTable) =>
  getTableConfig(table).foreignKeys.map((key) => {
    const reference = key.reference();
    return {
      columns: reference.columns.map((column) => column.name),
      parent: reference.foreignTable,
      parentColumns: reference.foreignColumns.map((column) => column.name),
      onDelete: key.onDelete ?? 'no action',
    };
  });

describe('the map of personal data', () => {
  it('puts every table of the schema in exactly one of its two lists', () => {
    const listed = [...PERSONAL_TABLES.map(({ table }) => tableName(table)), ...NOT_PERSONAL_TABLES.map(({ table }) => tableName(table))];
    expect(schemaTables.length).toBe(48);
    expect(new Set(listed).size, 'a table listed twice').toBe(listed.length);
    expect(listed.sort()).toEqual(schemaTables.map(tableName).sort());
    for (const { table, why } of NOT_PERSONAL_TABLES) expect(why.length, tableName(table)).toBeGreaterThan(20);
  });

  it('calls no table not personal that points at a personal one or carries a person’s id', () => {
    const problems = NOT_PERSONAL_TABLES.flatMap(({ table }) => [
      ...foreignKeysOf(table)
        .filter((key) => personal.has(key.parent))
        .map((key) => `${tableName(table)}.${key.columns.join(',')} points at ${tableName(key.parent)}`),
      ...getTableConfig(table)
        .columns.filter((column) => ['testator_id', 'user_id', 'entity_id', 'email'].includes(column.name))
        .map((column) => `${tableName(table)}.${column.name} names a person`),
    ]);
    expect(problems).toEqual([]);
  });

  it('finds each table’s rows by its own person column, or by a real foreign key to a personal parent', () => {
    const problems = PERSONAL_TABLES.flatMap(({ table, owner }) => {
      const name = tableName(table);
      if (owner.column.table !== table) return [`${name}: its owner column belongs to another table`];
      if ('holds' in owner) {
        const expected = owner.holds === 'email' ? ['email'] : table === schema.users ? ['id'] : ['testator_id', 'user_id'];
        return expected.includes(owner.column.name) ? [] : [`${name}: found by ${owner.column.name}`];
      }
      const key = foreignKeysOf(table).find(
        (candidate) =>
          candidate.parent === owner.parent &&
          candidate.columns.join() === owner.column.name &&
          candidate.parentColumns.join() === owner.parentColumn.name,
      );
      return [
        ...(key ? [] : [`${name}.${owner.column.name} is no foreign key to ${tableName(owner.parent)}.${owner.parentColumn.name}`]),
        ...(personal.has(owner.parent) ? [] : [`${name}: its parent ${tableName(owner.parent)} is not personal`]),
      ];
    });
    expect(problems).toEqual([]);
  });

  it('finds a table by its own testator_id where it has one (one indexed predicate, DESIGN §5)', () => {
    const throughParent = PERSONAL_TABLES.filter(({ owner }) => 'parent' in owner).map(({ table }) => tableName(table));
    const withTestator = throughParent.filter((name) =>
      getTableConfig(schemaTables.find((table) => tableName(table) === name)!).columns.some((column) => column.name === 'testator_id'),
    );
    expect(withTestator).toEqual([]);
    expect(throughParent.sort()).toEqual([
      'asset_attribute_files',
      'asset_specific_attribute_files',
      'assignment_entry_files',
      'document_files',
      'identification_files',
    ]);
  });

  it('lists a parent before a child that holds it back (RESTRICT, NO ACTION), so deleting backwards takes children first', () => {
    const position = (table: PgTable) => PERSONAL_TABLES.findIndex((entry) => entry.table === table);
    const problems = PERSONAL_TABLES.flatMap(({ table }) =>
      foreignKeysOf(table)
        .filter((key) => personal.has(key.parent) && key.parent !== table && !['cascade', 'set null'].includes(key.onDelete))
        .filter((key) => position(key.parent) > position(table))
        .map((key) => `${tableName(table)} comes before ${tableName(key.parent)}, which it holds back`),
    );
    expect(problems).toEqual([]);
    // The one such key today: an asset cannot be deleted while an assignment holds it.
    const holding = PERSONAL_TABLES.flatMap(({ table }) =>
      foreignKeysOf(table)
        .filter((key) => personal.has(key.parent) && !['cascade', 'set null'].includes(key.onDelete))
        .map((key) => `${tableName(table)} -> ${tableName(key.parent)}`),
    );
    expect(holding).toEqual(['asset_assignment_assets -> assets']);
    // The audit log's entries go after the user's row (the trigger's condition): first in the list, deleted last.
    expect(tableName(PERSONAL_TABLES[0]!.table)).toBe('audit_log');
  });

  it('withholds every hash of a personal table, and gives every table of sealed bytes a folder in the zip', () => {
    const hashes = PERSONAL_TABLES.flatMap(({ table }) =>
      getTableConfig(table)
        .columns.filter((column) => column.name.endsWith('_hash'))
        .map((column) => `${tableName(table)}.${column.name}`),
    );
    expect(WITHHELD_COLUMNS.map((column) => `${tableName(column.table)}.${column.name}`).sort()).toEqual(hashes.sort());
    const bytes = SEALED_COLUMNS.filter((sealed) => sealed.encoding === 'bytes');
    expect(bytes.map(({ table }) => tableName(table)).sort()).toEqual([...EXPORT_FOLDERS.keys()].map(tableName).sort());
    for (const { table } of bytes) {
      expect(personal.has(table), tableName(table)).toBe(true);
      expect(getTableConfig(table).columns.map((column) => column.name)).toEqual(expect.arrayContaining(['id', 'file_name']));
    }
  });
});
