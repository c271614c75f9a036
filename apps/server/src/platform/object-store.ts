// S3-compatible object storage for sealed files (issue 12: "S3-compatible object storage when FILES_URL names a
// bucket"). Only sealed bytes ever reach it: platform/sealed-files.ts seals before it puts and opens after it gets.
//
//   FILES_URL=s3://<bucket>[/<prefix>][?region=<region>&endpoint=<https://host:port>]
//   FILES_URL=s3://<access key>:<secret key>@<bucket>/...   (else the AWS SDK's usual chain: AWS_ACCESS_KEY_ID, ...)
//
// `endpoint` names a server other than AWS (MinIO, Ceph, Cloudflare R2, a local test server); its buckets are then
// addressed by path. Keys put here are never overwritten: every put is a new key.
import {
  DeleteObjectsCommand,
  GetObjectCommand,
  HeadBucketCommand,
  ListObjectsV2Command,
  PutObjectCommand,
  S3Client,
} from '@aws-sdk/client-s3';

export type FilesUrl = {
  bucket: string;
  /** Put before every key, '' or ending in '/'. */
  prefix: string;
  region: string;
  endpoint?: string;
  credentials?: { accessKeyId: string; secretAccessKey: string };
};

/** FILES_URL read, or a message saying what is wrong with it. */
export function parseFilesUrl(value: string): FilesUrl {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new Error('FILES_URL must look like s3://bucket[/prefix][?region=...&endpoint=...].');
  }
  if (url.protocol !== 's3:') throw new Error(`FILES_URL must start with s3:// (it starts with ${url.protocol}//).`);
  // Bucket names: 3-63 lower-case letters, digits, dots and hyphens (S3's rules).
  if (!/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/.test(url.hostname)) throw new Error(`FILES_URL names no valid bucket ("${url.hostname}").`);
  const path = decodeURIComponent(url.pathname).replace(/^\/+|\/+$/g, '');
  const known = new Set(['region', 'endpoint']);
  const unknown = [...url.searchParams.keys()].filter((key) => !known.has(key));
  if (unknown.length) throw new Error(`FILES_URL has unknown settings: ${unknown.join(', ')} (known: region, endpoint).`);
  const endpoint = url.searchParams.get('endpoint') ?? undefined;
  if (endpoint && !/^https?:\/\/[^/]+\/?$/.test(endpoint)) throw new Error('FILES_URL endpoint must be http(s)://host[:port].');
  return {
    bucket: url.hostname,
    prefix: path ? `${path}/` : '',
    region: url.searchParams.get('region') ?? process.env.AWS_REGION ?? 'us-east-1',
    endpoint,
    credentials: url.username
      ? { accessKeyId: decodeURIComponent(url.username), secretAccessKey: decodeURIComponent(url.password) }
      : undefined,
  };
}

/** FILES_URL without its secret key, for logs and messages. */
export const describeFilesUrl = (files: FilesUrl) => `s3://${files.bucket}/${files.prefix}${files.endpoint ? ` at ${files.endpoint}` : ''}`;

export type StoredObject = { key: string; lastModified: Date; size: number };

export type ObjectStore = {
  readonly description: string;
  put(key: string, body: Buffer): Promise<void>;
  /** The object's bytes; ObjectMissingError when there is no such key. */
  get(key: string): Promise<Buffer>;
  /** Deletes the keys (missing ones are fine), a thousand per request. */
  remove(keys: readonly string[]): Promise<void>;
  /** Every key under `under` (relative to the prefix), a page at a time. */
  list(under?: string): AsyncGenerator<StoredObject>;
  /** Throws unless the bucket answers. */
  check(): Promise<void>;
  close(): void;
};

export class ObjectMissingError extends Error {
  constructor(readonly key: string) {
    super(`The object ${key} is not in the bucket.`);
  }
}

export function createObjectStore(files: FilesUrl): ObjectStore {
  const client = new S3Client({
    region: files.region,
    endpoint: files.endpoint,
    forcePathStyle: Boolean(files.endpoint),
    credentials: files.credentials,
    // Checksums only where S3 requires them: the sealed bytes carry their own authentication tag (AES-GCM), and
    // some S3-compatible servers refuse the newer checksum headers.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
    maxAttempts: 3,
  });
  const Bucket = files.bucket;
  const full = (key: string) => `${files.prefix}${key}`;
  return {
    description: describeFilesUrl(files),
    async put(key, body) {
      await client.send(new PutObjectCommand({ Bucket, Key: full(key), Body: body, ContentType: 'application/octet-stream' }));
    },
    async get(key) {
      try {
        const answer = await client.send(new GetObjectCommand({ Bucket, Key: full(key) }));
        return Buffer.from(await answer.Body!.transformToByteArray());
      } catch (error) {
        if ((error as { name?: string }).name === 'NoSuchKey') throw new ObjectMissingError(key);
        throw error;
      }
    },
    async remove(keys) {
      for (let start = 0; start < keys.length; start += 1000) {
        const Objects = keys.slice(start, start + 1000).map((key) => ({ Key: full(key) }));
        const answer = await client.send(new DeleteObjectsCommand({ Bucket, Delete: { Objects, Quiet: true } }));
        const failed = (answer.Errors ?? []).filter((error) => error.Code !== 'NoSuchKey');
        if (failed.length)
          throw new Error(`The bucket refused to delete ${failed.length} objects: ${failed[0]!.Code} ${failed[0]!.Message}`);
      }
    },
    async *list(under = '') {
      let ContinuationToken: string | undefined;
      do {
        const page = await client.send(new ListObjectsV2Command({ Bucket, Prefix: full(under), ContinuationToken }));
        for (const object of page.Contents ?? [])
          if (object.Key)
            yield { key: object.Key.slice(files.prefix.length), lastModified: object.LastModified ?? new Date(0), size: object.Size ?? 0 };
        ContinuationToken = page.IsTruncated ? page.NextContinuationToken : undefined;
      } while (ContinuationToken);
    },
    async check() {
      await client.send(new HeadBucketCommand({ Bucket }));
    },
    close: () => client.destroy(),
  };
}
