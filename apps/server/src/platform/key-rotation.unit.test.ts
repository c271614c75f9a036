import { is } from 'drizzle-orm';
import { getTableConfig, PgTable } from 'drizzle-orm/pg-core';
import { expect, it } from 'vitest';
import * as schema from '../db/schema.ts';
import { SEALED_COLUMNS } from './key-rotation.ts';

// A new table or column holding sealed data must be re-sealed by `npm run rotate-data-key`: every bytea column and
// every column named *_encrypted of the schema is in SEALED_COLUMNS, and nothing else is.
it('knows every column of the schema that holds sealed data', () => {
  const inSchema = (Object.values(schema) as unknown[])
    .filter((value): value is PgTable => is(value, PgTable))
    .flatMap((table) => {
      const config = getTableConfig(table);
      return config.columns
        .filter((column) => column.getSQLType() === 'bytea' || column.name.endsWith('_encrypted'))
        .map((column) => `${config.name}.${column.name}`);
    });
  const listed = SEALED_COLUMNS.map(({ table, column }) => `${getTableConfig(table).name}.${column.name}`);
  expect(inSchema.length).toBeGreaterThanOrEqual(4);
  expect(listed.sort()).toEqual(inSchema.sort());
});
