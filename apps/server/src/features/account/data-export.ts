// Export all my data (DPDP Act 2023, s.11; issue 12): one zip of every row the site holds of the person, the files
// they uploaded and the wills they downloaded, opened, with a README in their language saying what each part is.
import { todayInIndia } from '@vasiyat/contract';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import { strToU8, Zip, ZipDeflate, ZipPassThrough } from 'fflate';
import type { Db, Executor } from '../../db/client.ts';
import { files, willVersions } from '../../db/schema.ts';
import type { Caller } from '../../platform/auth.ts';
import { AppError } from '../../platform/errors.ts';
import type { I18n, Label } from '../../platform/i18n/service.ts';
import { SEALED_COLUMNS } from '../../platform/key-rotation.ts';
import { type DataKeys, SealedDataError, unsealText } from '../../platform/sealed.ts';
import type { SealedFiles } from '../../platform/sealed-files.ts';
import { PERSONAL_TABLES, type Person, tableName, WITHHELD_COLUMNS } from './personal-data.ts';
import { type StoredRow, selectAccount, selectOwnedRows, selectStoredBytes } from './repo.ts';

export type ExportDeps = { db: Db; dataKeys: DataKeys; sealed: SealedFiles; i18n: I18n };
export type ExportFile = { bytes: Buffer; fileName: string; contentType: string };

/** Where the opened bytes of each table of sealed files go in the zip; the row's column names the entry instead. */
export const EXPORT_FOLDERS: ReadonlyMap<PgTable, string> = new Map<PgTable, string>([
  [files, 'files'],
  [willVersions, 'wills'],
]);

const WITHHELD = 'withheld';

/** A file name safe as a zip entry on any system: letters and digits of every script, dot, dash and underscore. */
export function safeName(name: string): string {
  const cleaned = name
    .normalize('NFC')
    .replace(/[^\p{L}\p{M}\p{N}._-]+/gu, '_')
    .replace(/^[._]+/, '')
    .slice(0, 100);
  return cleaned || 'file';
}

type SealedFile = { row: StoredRow; table: PgTable; column: PgColumn; objectKey: PgColumn; path: string };
type Collected = { records: [string, StoredRow[]][]; sealedFiles: SealedFile[]; unreadable: string[] };

/**
 * A person's rows of every personal table as stored, with sealed text opened (identity and account numbers: it is
 * their own data), each sealed file's column naming its place in the zip (its object key, where the bytes are kept,
 * left out: it means nothing to the person), and hashes withheld.
 */
async function collectRows(db: Executor, keys: DataKeys, person: Person): Promise<Collected> {
  const collected: Collected = { records: [], sealedFiles: [], unreadable: [] };
  for (const entry of PERSONAL_TABLES) {
    const name = tableName(entry.table);
    const sealed = SEALED_COLUMNS.filter(({ table }) => table === entry.table);
    const bytes = sealed.flatMap((entry) => (entry.encoding === 'bytes' ? [entry.column, entry.objectKey] : []));
    const withheld = WITHHELD_COLUMNS.filter((column) => column.table === entry.table);
    const rows = await selectOwnedRows(db, entry, person, [...bytes, ...withheld]);
    for (const row of rows) {
      for (const column of withheld) row[column.name] = WITHHELD;
      for (const sealedColumn of sealed) {
        const { column } = sealedColumn;
        if (sealedColumn.encoding === 'bytes') {
          const path = `${EXPORT_FOLDERS.get(entry.table)}/${row.id}-${safeName(String(row.file_name))}`;
          row[column.name] = path;
          collected.sealedFiles.push({ row, table: entry.table, column, objectKey: sealedColumn.objectKey, path });
        } else if (typeof row[column.name] === 'string') {
          row[column.name] = await openOrNull(
            () => unsealText(keys, row[column.name] as string),
            () => collected.unreadable.push(`records/${name}.json: ${column.name} (id ${row.id})`),
          );
        }
      }
    }
    collected.records.push([name, rows]);
  }
  return collected;
}

/**
 * A sealed value opened (a file may be fetched from the bucket first); a damaged one is noted and left out, so one
 * bad file does not withhold all the rest.
 */
async function openOrNull<T>(open: () => T | Promise<T>, note: () => void): Promise<T | null> {
  try {
    return await open();
  } catch (error) {
    if (!(error instanceof SealedDataError)) throw error;
    note();
    return null;
  }
}

/** A zip written as it is fed: each file is opened, added and let go, so at most one is held open at a time. */
function zipWriter() {
  const chunks: Uint8Array[] = [];
  let done = false;
  const zip = new Zip((error, chunk, final) => {
    if (error) throw error;
    chunks.push(chunk);
    done = final;
  });
  return {
    /** Text (JSON, the README) is compressed; PDFs and images already are, so they are stored as they are. */
    add(path: string, data: Uint8Array, compress: boolean) {
      const entry = compress ? new ZipDeflate(path, { level: 6 }) : new ZipPassThrough(path);
      zip.add(entry);
      entry.push(data, true);
    },
    finish(): Buffer {
      zip.end();
      if (!done) throw new Error('zip did not finish');
      return Buffer.concat(chunks);
    },
  };
}

function readme(label: Label, values: { email: string; date: string; unreadable: string[] }): string {
  const title = label('exportReadmeTitle');
  const parts = [
    `${title}\n${'='.repeat(title.length)}`,
    label('exportReadmeIntro', { email: values.email, date: values.date }),
    label('exportReadmeRecords'),
    label('exportReadmeOpened'),
    label('exportReadmeFiles'),
    label('exportReadmeWills'),
    label('exportReadmeAudit'),
    label('exportReadmeWithheld'),
    ...(values.unreadable.length > 0
      ? [`${label('exportReadmeUnreadable')}\n${values.unreadable.map((path) => `- ${path}`).join('\n')}`]
      : []),
  ];
  return `${parts.join('\n\n')}\n`;
}

/**
 * spec-less (issue 12) GET account/export: the caller's data as one zip, read in one snapshot (REPEATABLE READ) so
 * the records and the files agree. Administrators export their own account the same way.
 */
export async function exportData(deps: ExportDeps, caller: Caller): Promise<ExportFile> {
  const account = await selectAccount(deps.db, caller.userId);
  if (!account) throw new AppError('session_ended');
  const person: Person = { userId: caller.userId, email: account.email };
  const date = todayInIndia();
  const zip = zipWriter();
  const { records, unreadable } = await deps.db.transaction(
    async (tx) => {
      const collected = await collectRows(tx, deps.dataKeys, person);
      for (const file of collected.sealedFiles) {
        const stored = await selectStoredBytes(tx, file, Number(file.row.id));
        const plain =
          stored &&
          (await openOrNull(
            () => deps.sealed.open(stored),
            () => collected.unreadable.push(file.path),
          ));
        if (plain) zip.add(file.path, plain, false);
        else file.row[file.column.name] = null;
      }
      return collected;
    },
    { isolationLevel: 'repeatable read', accessMode: 'read only' },
  );
  for (const [name, rows] of records) zip.add(`records/${name}.json`, strToU8(`${JSON.stringify(rows, null, 2)}\n`), true);
  const label = await deps.i18n.labeler(account.preferredLanguage);
  zip.add('README.txt', strToU8(readme(label, { email: account.email, date, unreadable })), true);
  return { bytes: zip.finish(), fileName: `vasiyat-data-${date}.zip`, contentType: 'application/zip' };
}
