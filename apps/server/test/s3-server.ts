// A real S3-compatible server for the tests (s3rver: S3's REST API over a local folder), on a free local port.
// The objects it keeps are plain files under `directory`, so a test can read what reached the disk.
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import S3rver from 's3rver';

export const S3_CREDENTIALS = 'S3RVER:S3RVER';

export async function startS3Server(buckets: string[]) {
  const directory = mkdtempSync(join(tmpdir(), 'vasiyat-s3-'));
  const server = new S3rver({
    port: 0,
    address: '127.0.0.1',
    silent: true,
    directory,
    configureBuckets: buckets.map((name) => ({ name })),
  });
  const { port } = await server.run();
  const endpoint = `http://127.0.0.1:${port}`;
  return {
    endpoint,
    directory,
    /** FILES_URL for a bucket of this server. */
    filesUrl: (bucket: string, prefix = '') => `s3://${S3_CREDENTIALS}@${bucket}/${prefix}?endpoint=${encodeURIComponent(endpoint)}`,
    /** Every file under the server's folder for `bucket`, with its bytes (objects and s3rver's metadata beside them). */
    filesOf(bucket: string): { path: string; bytes: Buffer }[] {
      const root = join(directory, bucket);
      return (readdirSync(root, { recursive: true, withFileTypes: true }) as import('node:fs').Dirent[])
        .filter((entry) => entry.isFile())
        .map((entry) => {
          const path = join(entry.parentPath, entry.name);
          return { path, bytes: readFileSync(path) };
        });
    },
    async close() {
      await server.close();
      rmSync(directory, { recursive: true, force: true });
    },
  };
}
export type S3Server = Awaited<ReturnType<typeof startS3Server>>;
