import type { Db, Executor } from '../../db/client.ts';
import { notFound } from '../../platform/errors.ts';
import { seal, unseal } from '../../platform/sealed.ts';
import type { Upload } from '../../platform/uploads.ts';
import { deleteFiles, insertFile, selectFile } from './repo.ts';

/** Stores and reads uploaded files; bytes are sealed with DATA_KEY before they reach the database. */
export function createFileStore(deps: { db: Db; dataKey: Buffer }) {
  return {
    async save(tx: Executor, options: { testatorId: number; entityId: number; upload: Upload }): Promise<number> {
      const { upload } = options;
      return insertFile(tx, {
        testatorId: options.testatorId,
        entityId: options.entityId,
        fileName: upload.fileName,
        contentType: upload.contentType,
        size: upload.bytes.length,
        sha256: upload.sha256,
        data: seal(deps.dataKey, upload.bytes),
      });
    },
    remove: (tx: Executor, testatorId: number, ids: number[]) => deleteFiles(tx, testatorId, ids),
    /** The caller's own file, opened; another testator's id answers 404. */
    async read(testatorId: number, fileId: number) {
      const row = await selectFile(deps.db, testatorId, fileId);
      if (!row) throw notFound('File');
      return { fileName: row.fileName, contentType: row.contentType, bytes: unseal(deps.dataKey, row.data) };
    },
  };
}
export type FileStore = ReturnType<typeof createFileStore>;
