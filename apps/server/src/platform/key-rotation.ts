// Every column that holds data sealed with DATA_KEY, and the re-sealing that moves it all to a new key (issue 12:
// "a new DATA_KEY with the old one kept for reading, and a command that re-encrypts"). The list is the one place
// that knows where sealed data lives: key-rotation.unit.test.ts walks the schema and fails when a bytea or an
// `_encrypted` column is missing from it.
import { sql } from 'drizzle-orm';
import { getTableConfig, type PgColumn, type PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../db/client.ts';
import { assetAttributes, files, identifications, willVersions } from '../db/schema.ts';
import { type DataKeys, SealedDataError, seal, sealedUnderCurrent, unseal } from './sealed.ts';
import type { SealedFiles, SealedFolder } from './sealed-files.ts';

type SealedColumn = {
  readonly table: PgTable & { id: PgColumn };
  readonly column: PgColumn;
} & (
  | /** Text holding the sealed bytes in base64 (identity and account numbers). */ { readonly encoding: 'base64' }
  | {
      /** A sealed file: its bytes in this bytea column, or in the bucket under `objectKey` (platform/sealed-files.ts). */
      readonly encoding: 'bytes';
      readonly objectKey: PgColumn;
      readonly folder: SealedFolder;
    }
);

export const SEALED_COLUMNS: readonly SealedColumn[] = [
  { table: files, column: files.data, encoding: 'bytes', objectKey: files.objectKey, folder: 'files' },
  { table: willVersions, column: willVersions.data, encoding: 'bytes', objectKey: willVersions.objectKey, folder: 'wills' },
  { table: identifications, column: identifications.documentNoEncrypted, encoding: 'base64' },
  { table: assetAttributes, column: assetAttributes.valueEncrypted, encoding: 'base64' },
];

const BATCH = 200;

/** Per column: rows holding sealed data, rows sealed again, and the ids of rows no key held here can open. */
export type RotationReport = { column: string; rows: number; resealed: number; unreadable: number[] }[];

/**
 * Seals every sealed value again under `keys.current`, reading it with whichever key sealed it. Safe while the
 * server runs: each row is replaced only if it still holds what was read (a row saved meanwhile was sealed under
 * the current key already), and a second run reseals nothing. Runs in batches, so memory stays small. A value no
 * key opens (damaged, or sealed under a key not given) is left as it is and reported by id.
 */
export async function rotateDataKeys(db: Db, keys: DataKeys, store: SealedFiles): Promise<RotationReport> {
  const report: RotationReport = [];
  for (const sealedColumn of SEALED_COLUMNS) {
    const { table, column, encoding } = sealedColumn;
    const toBytes = (value: Buffer | string) => (encoding === 'bytes' ? (value as Buffer) : Buffer.from(value as string, 'base64'));
    const fromBytes = (bytes: Buffer) => (encoding === 'bytes' ? bytes : bytes.toString('base64'));
    let rows = 0;
    let resealed = 0;
    const unreadable: number[] = [];
    for (let after = 0; ; ) {
      const batch = await db.execute<{ id: number; value: Buffer | string }>(
        sql`select ${table.id} as id, ${column} as value from ${table}
            where ${table.id} > ${after} and ${column} is not null order by ${table.id} limit ${BATCH}`,
      );
      if (batch.rows.length === 0) break;
      for (const { id, value } of batch.rows) {
        rows++;
        const sealed = toBytes(value);
        if (sealedUnderCurrent(keys, sealed)) continue;
        let plain: Buffer;
        try {
          plain = unseal(keys, sealed);
        } catch (error) {
          if (!(error instanceof SealedDataError)) throw error;
          unreadable.push(Number(id));
          continue;
        }
        const again = fromBytes(seal(keys, plain));
        const updated = await db.execute(sql`update ${table} set ${sql.identifier(column.name)} = ${again}
                                             where ${table.id} = ${id} and ${column} = ${value}`);
        resealed += updated.rowCount ?? 0;
      }
      after = Number(batch.rows.at(-1)!.id);
    }
    report.push({ column: `${getTableConfig(table).name}.${column.name}`, rows, resealed, unreadable });
    if (sealedColumn.encoding === 'bytes') report.push(await rotateObjects(db, keys, store, sealedColumn));
  }
  // The objects sealed under the old key were queued for deletion as their rows moved to the new ones.
  await store.drain();
  return report;
}

/**
 * The bucket's objects of one table: each sealed again under a new key (objects are never overwritten), the row
 * moved to it only if it still names the old one; otherwise the new object goes again at once.
 */
async function rotateObjects(
  db: Db,
  keys: DataKeys,
  store: SealedFiles,
  { table, objectKey, folder }: Extract<SealedColumn, { encoding: 'bytes' }>,
): Promise<RotationReport[number]> {
  const entry = { column: `${getTableConfig(table).name}.${objectKey.name}`, rows: 0, resealed: 0, unreadable: [] as number[] };
  for (let after = 0; ; ) {
    const batch = await db.execute<{ id: number; key: string; testator: number }>(
      sql`select ${table.id} as id, ${objectKey} as key, testator_id as testator from ${table}
          where ${table.id} > ${after} and ${objectKey} is not null order by ${table.id} limit ${BATCH}`,
    );
    if (batch.rows.length === 0) break;
    if (!store.objects) throw new Error(`${entry.column} names objects in a bucket: set FILES_URL to rotate them.`);
    for (const { id, key, testator } of batch.rows) {
      entry.rows++;
      let plain: Buffer;
      try {
        const sealed = await store.sealedOf({ data: null, objectKey: key });
        if (sealedUnderCurrent(keys, sealed)) continue;
        plain = unseal(keys, sealed);
      } catch (error) {
        if (!(error instanceof SealedDataError)) throw error;
        entry.unreadable.push(Number(id));
        continue;
      }
      const again = await store.keep(folder, Number(testator), plain);
      const updated = await db.execute(sql`update ${table} set ${sql.identifier(objectKey.name)} = ${again.objectKey}
                                           where ${table.id} = ${id} and ${objectKey} = ${key}`);
      if (updated.rowCount) entry.resealed++;
      else await store.objects.remove([again.objectKey!]);
    }
    after = Number(batch.rows.at(-1)!.id);
  }
  return entry;
}

/** For tests: whether every sealed value, in the database and in the bucket, is sealed under the current key. */
export async function everythingSealedUnder(db: Db, keys: DataKeys, store: SealedFiles): Promise<boolean> {
  for (const sealedColumn of SEALED_COLUMNS) {
    const { table, column, encoding } = sealedColumn;
    const result = await db.execute<{ value: Buffer | string }>(sql`select ${column} as value from ${table} where ${column} is not null`);
    for (const { value } of result.rows) {
      const bytes = encoding === 'bytes' ? (value as Buffer) : Buffer.from(value as string, 'base64');
      if (!sealedUnderCurrent(keys, bytes)) return false;
    }
    if (sealedColumn.encoding !== 'bytes') continue;
    const { objectKey } = sealedColumn;
    const objects = await db.execute<{ key: string }>(sql`select ${objectKey} as key from ${table} where ${objectKey} is not null`);
    for (const { key } of objects.rows) if (!sealedUnderCurrent(keys, await store.sealedOf({ data: null, objectKey: key }))) return false;
  }
  return true;
}
