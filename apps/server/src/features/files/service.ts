import type { TFileUpload } from '@vasiyat/contract';
import type { Db, Executor } from '../../db/client.ts';
import { AppError, notFound } from '../../platform/errors.ts';
import type { SealedFiles } from '../../platform/sealed-files.ts';
import { decodeUpload, type SniffedType, type Upload } from '../../platform/uploads.ts';
import { deleteFiles, insertFile, selectFile } from './repo.ts';

/**
 * Stores and reads uploaded files: the row here, the bytes sealed with DATA_KEY in the one store of sealed files
 * (the row itself, or the bucket FILES_URL names).
 */
export function createFileStore(deps: { db: Db; sealed: SealedFiles }) {
  return {
    /** Stores one upload of a person's (entityId) or of an asset's (assetId): deleting the owner deletes the file. */
    async save(tx: Executor, options: { testatorId: number; entityId?: number; assetId?: number; upload: Upload }): Promise<number> {
      const { upload } = options;
      return insertFile(tx, {
        testatorId: options.testatorId,
        entityId: options.entityId ?? null,
        assetId: options.assetId ?? null,
        fileName: upload.fileName,
        contentType: upload.contentType,
        size: upload.bytes.length,
        sha256: upload.sha256,
        ...(await deps.sealed.keep('files', options.testatorId, upload.bytes)),
      });
    },
    remove: (tx: Executor, testatorId: number, ids: number[]) => deleteFiles(tx, testatorId, ids),
    /** Drops the files a row no longer lists and stores its new uploads; returns the new files' ids to link. */
    async apply(
      tx: Executor,
      options: { testatorId: number; owner: { entityId: number } | { assetId: number }; plan: FilePlan },
    ): Promise<number[]> {
      await deleteFiles(tx, options.testatorId, options.plan.removed);
      const added: number[] = [];
      for (const upload of options.plan.uploads)
        added.push(await this.save(tx, { testatorId: options.testatorId, ...options.owner, upload }));
      return added;
    },
    /** The caller's own file, opened; another testator's id answers 404. */
    async read(testatorId: number, fileId: number) {
      const row = await selectFile(deps.db, testatorId, fileId);
      if (!row) throw notFound('File');
      return { fileName: row.fileName, contentType: row.contentType, bytes: await deps.sealed.open(row) };
    },
  };
}
export type FileStore = ReturnType<typeof createFileStore>;

/** What a save does to a row's files: keeps some, stores new uploads, drops the rest. */
export type FilePlan = { kept: number[]; uploads: Upload[]; removed: number[] };

/**
 * Splits a row's files into kept ones (which must already be this row's: another id answers 404) and new
 * uploads (checked and decoded: size, type by the bytes).
 */
export async function planFiles(files: readonly TFileUpload[], current: number[], allowed: readonly SniffedType[]): Promise<FilePlan> {
  const kept: number[] = [];
  const uploads: Upload[] = [];
  for (const file of files) {
    if (file.fileData) uploads.push(await decodeUpload({ fileName: file.fileName, fileData: file.fileData, allowed }));
    else if (file.documentMasterId && current.includes(file.documentMasterId)) kept.push(file.documentMasterId);
    else if (file.documentMasterId) throw notFound('File');
    else throw new AppError('validation', `File "${file.fileName}" has no content.`);
  }
  return { kept, uploads, removed: current.filter((id) => !kept.includes(id)) };
}

/** A row's files as the answers list them. */
export type FileInfoRow = { ownerId: number; documentMasterId: number; fileName: string; fileType: string; size: number };
export const filesOf = (rows: readonly FileInfoRow[], ownerId: number) =>
  rows
    .filter((row) => row.ownerId === ownerId)
    .map(({ documentMasterId, fileName, fileType, size }) => ({ documentMasterId, fileName, fileType, size }));
