// The one store of sealed files (uploads and kept wills; issue 12 "Files behind one store interface"). Bytes are
// sealed with DATA_KEY here, before they go anywhere, and kept either in the row itself (`data`, PostgreSQL: the
// default) or, when FILES_URL names a bucket, as an object of that bucket whose key the row holds (`object_key`).
// Reading follows the row, not the setting, so a site that moves to a bucket still reads what it kept before.
//
// Objects outlive their rows only briefly:
// - a row deleted or moved to a new key queues its object in object_deletions (a trigger, in the same transaction);
//   drain() deletes the queued objects, every DRAIN_EVERY_MS and at once after an account is deleted;
// - an object whose transaction rolled back after the put has no row: sweep() deletes objects no row names once
//   they are older than SWEEP_GRACE_MS (no transaction takes that long), at start and every SWEEP_EVERY_MS.
// `npm run backup` holds DELETION_LOCK (shared) while it copies the bucket, and nothing is deleted meanwhile.
import { randomUUID } from 'node:crypto';
import type pg from 'pg';
import { AppError } from './errors.ts';
import { ObjectMissingError, type ObjectStore } from './object-store.ts';
import { type DataKeys, SealedDataError, seal, unseal } from './sealed.ts';

/** Where a row's sealed bytes are: exactly one of the two is set (a CHECK on files and will_versions). */
export type StoredBytes = { data: Buffer | null; objectKey: string | null };
/** The bucket's folders, one per table of sealed files: `<folder>/<testator id>/<uuid>`. */
export type SealedFolder = 'files' | 'wills';
export const SEALED_FOLDERS: readonly SealedFolder[] = ['files', 'wills'];

/** The advisory lock under which objects are deleted; a backup holds it shared. */
export const DELETION_LOCK = 0x7661_7369; // "vasi"
export const DRAIN_EVERY_MS = 30_000;
export const SWEEP_EVERY_MS = 6 * 60 * 60_000;
export const SWEEP_GRACE_MS = 60 * 60_000;
const BATCH = 1000;

export type SealedFilesDeps = { pool: pg.Pool; dataKeys: DataKeys; objects?: ObjectStore };

export function createSealedFiles(deps: SealedFilesDeps) {
  const { pool, dataKeys, objects } = deps;

  /** Runs `work` holding the deletion lock for one transaction; false when a backup (or another drain) holds it. */
  async function underDeletionLock(work: (client: pg.PoolClient) => Promise<void>): Promise<boolean> {
    const client = await pool.connect();
    try {
      await client.query('BEGIN');
      const { rows } = await client.query<{ locked: boolean }>('SELECT pg_try_advisory_xact_lock($1) AS locked', [DELETION_LOCK]);
      if (rows[0]!.locked) await work(client);
      await client.query('COMMIT');
      return rows[0]!.locked;
    } catch (error) {
      await client.query('ROLLBACK').catch(() => {});
      throw error;
    } finally {
      client.release();
    }
  }

  /** Of these keys, the ones no row of files or will_versions names. */
  async function unreferenced(client: pg.ClientBase, keys: string[]): Promise<string[]> {
    const { rows } = await client.query<{ key: string }>(
      `SELECT key FROM unnest($1::text[]) AS key
        WHERE NOT EXISTS (SELECT 1 FROM files WHERE object_key = key)
          AND NOT EXISTS (SELECT 1 FROM will_versions WHERE object_key = key)`,
      [keys],
    );
    return rows.map((row) => row.key);
  }

  /** Deletes from the bucket those of `keys` no row names, a thousand at a time; answers how many. */
  async function removeUnreferenced(client: pg.ClientBase, objects: ObjectStore, keys: string[]): Promise<number> {
    let removed = 0;
    for (let start = 0; start < keys.length; start += BATCH) {
      const gone = await unreferenced(client, keys.slice(start, start + BATCH));
      await objects.remove(gone);
      removed += gone.length;
    }
    return removed;
  }

  return {
    objects,

    /** Seals `plain` and keeps it; the answer is what the row stores. */
    async keep(folder: SealedFolder, testatorId: number, plain: Buffer): Promise<StoredBytes> {
      const sealed = seal(dataKeys, plain);
      if (!objects) return { data: sealed, objectKey: null };
      const objectKey = `${folder}/${testatorId}/${randomUUID()}`;
      await objects.put(objectKey, sealed).catch(() => {
        throw new AppError('unavailable');
      });
      return { data: null, objectKey };
    },

    /** A row's sealed bytes as stored, wherever they are. */
    async sealedOf(row: StoredBytes): Promise<Buffer> {
      if (row.data) return row.data;
      if (!row.objectKey) throw new SealedDataError('missing');
      if (!objects) throw new AppError('unavailable', 'This file is kept in object storage, and FILES_URL is not set on this server.');
      try {
        return await objects.get(row.objectKey);
      } catch (error) {
        if (error instanceof ObjectMissingError) throw new SealedDataError('missing');
        throw new AppError('unavailable');
      }
    },

    /** A row's file, opened. */
    async open(row: StoredBytes): Promise<Buffer> {
      return unseal(dataKeys, await this.sealedOf(row));
    },

    /**
     * Deletes the queued objects from the bucket, then their queue rows, a thousand at a time. Answers how many went;
     * nothing when a backup is copying the bucket (the queue waits for the next drain).
     */
    async drain(): Promise<number> {
      if (!objects) return 0;
      let removed = 0;
      for (let more = true; more; ) {
        more = false;
        await underDeletionLock(async (client) => {
          const { rows } = await client.query<{ key: string }>('SELECT key FROM object_deletions ORDER BY queued_at LIMIT $1', [BATCH]);
          const keys = rows.map((row) => row.key);
          // A key queued and then named again cannot happen (keys are never reused), but a row naming it wins.
          const gone = await unreferenced(client, keys);
          await objects.remove(gone);
          await client.query('DELETE FROM object_deletions WHERE key = ANY($1::text[])', [keys]);
          removed += gone.length;
          more = keys.length === BATCH;
        });
      }
      return removed;
    },

    /**
     * After an account is deleted: the queued objects, and anything else under the person's folders (an upload whose
     * save failed), leave the bucket now. False when a backup holds the lock: the drain and the sweep finish it later.
     */
    async forgetOwner(testatorId: number): Promise<boolean> {
      if (!objects) return true;
      await this.drain();
      return underDeletionLock(async (client) => {
        for (const folder of SEALED_FOLDERS) {
          const keys: string[] = [];
          for await (const object of objects.list(`${folder}/${testatorId}/`)) keys.push(object.key);
          await removeUnreferenced(client, objects, keys);
        }
      });
    },

    /** Deletes the objects of our folders that no row names and that are older than `graceMs`; answers how many. */
    async sweep(graceMs = SWEEP_GRACE_MS): Promise<number> {
      if (!objects) return 0;
      const before = Date.now() - graceMs;
      const old: string[] = [];
      for (const folder of SEALED_FOLDERS)
        for await (const object of objects.list(`${folder}/`)) if (object.lastModified.getTime() <= before) old.push(object.key);
      let removed = 0;
      await underDeletionLock(async (client) => {
        removed = await removeUnreferenced(client, objects, old);
      });
      return removed;
    },
  };
}
export type SealedFiles = ReturnType<typeof createSealedFiles>;

/**
 * The server's upkeep of the bucket: drains the deletion queue every DRAIN_EVERY_MS and sweeps every SWEEP_EVERY_MS
 * (the first a minute after start). A failure (the bucket unreachable) is logged and tried again next time.
 */
export function startObjectUpkeep(store: SealedFiles, log: { error: (details: object, message: string) => void }): () => void {
  if (!store.objects) return () => {};
  const run = (what: 'drain' | 'sweep') => () => {
    store[what]().catch((error: unknown) =>
      log.error({ err: { name: (error as Error).name, message: (error as Error).message } }, `object storage ${what} failed`),
    );
  };
  const timers = [setInterval(run('drain'), DRAIN_EVERY_MS), setTimeout(run('sweep'), 60_000), setInterval(run('sweep'), SWEEP_EVERY_MS)];
  for (const timer of timers) timer.unref();
  return () => {
    for (const timer of timers) clearTimeout(timer);
  };
}
