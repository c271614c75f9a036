// Issue 12, "Files behind one store interface": with FILES_URL naming a bucket of a real S3-compatible server
// (s3rver), uploads and kept wills go to the bucket sealed, come back byte for byte, leave it when their rows go
// (and only then), are exported, re-sealed by a key rotation and erased with the account; what was kept in the
// database before the move still opens; a bucket that does not answer gives clean errors and changes nothing.
import { randomBytes, randomInt, randomUUID } from 'node:crypto';
import { join } from 'node:path';
import { strFromU8, unzipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ApiTest, seedTransport, startApiTest, testConfig } from '../../test/api-harness.ts';
import { bearer, personInput, type Session, seedSealedEstate, testatorApi } from '../../test/fixtures.ts';
import { type S3Server, startS3Server } from '../../test/s3-server.ts';
import { FILES, seedAsset, seedTestator } from '../../test/seeds.ts';
import { buildApp } from '../app.ts';
import type { Config } from '../config.ts';
import { everythingSealedUnder, rotateDataKeys } from './key-rotation.ts';
import { createMailer } from './mail.ts';
import { createObjectStore, type ObjectStore, parseFilesUrl } from './object-store.ts';
import { dataKeysOf, keyIdOf } from './sealed.ts';
import { createSealedFiles, DELETION_LOCK } from './sealed-files.ts';

const BUCKET = 'vasiyat-files';
const PREFIX = 'site';
const SAVINGS = 301;
const ACCOUNT_NUMBER = 20;

let s3: S3Server;
let t: ApiTest;
let bucket: ObjectStore;
let owner: Session;
let other: Session;
const { get, post } = testatorApi(() => t);
const aadhaar = `${randomInt(2, 10)}${String(randomInt(0, 10 ** 11)).padStart(11, '0')}`;
const saved = {} as { identityFile: number; passbookFile: number; assetId: number; versionId: number; willBytes: Buffer };

/** The keys of the bucket's objects under a folder (relative to the site's prefix). */
async function keysUnder(folder: string): Promise<string[]> {
  const keys: string[] = [];
  for await (const object of bucket.list(folder)) keys.push(object.key);
  return keys.sort();
}
const objectKeyOf = async (table: 'files' | 'will_versions', id: number) =>
  (await t.pool.query<{ key: string; data: Buffer | null }>(`SELECT object_key AS key, data FROM ${table} WHERE id = $1`, [id])).rows[0]!;
const fileOf = (session: Session, id: number) => get(session, `findFileById?documentMasterId=${id}`);

const identitiesOf = async (session: Session) => (await get(session, `findAllIdentifications?entityId=${session.userId}`)).json();

/** The person's Aadhaar with this one file (the earlier file, if any, replaced). */
async function uploadIdentity(session: Session, fileName: string, bytes: Buffer, documentNo = aadhaar) {
  const identityId = (await identitiesOf(session))[0]?.identityId;
  const answer = await post(session, 'saveIdentificationDetails', [
    { identityId, entityId: session.userId, idType: 1, documentNo, files: [{ fileName, fileData: bytes.toString('base64') }] },
  ]);
  expect(answer.statusCode, answer.body).toBe(200);
  expect(answer.json().status, answer.body).toBe('success');
  return (await get(session, `findAllIdentifications?entityId=${session.userId}`)).json()[0].files[0].documentMasterId as number;
}

beforeAll(async () => {
  s3 = await startS3Server([BUCKET, 'vasiyat-empty']);
  const files = parseFilesUrl(s3.filesUrl(BUCKET, PREFIX));
  t = await startApiTest({ files });
  bucket = createObjectStore(files);
  owner = { ...(await seedTestator(seedTransport(t), { firstName: 'Meenakshi' })), roleId: 21 };
  other = { ...(await seedTestator(seedTransport(t), { firstName: 'Other' })), roleId: 21 };
  for (const session of [owner, other]) {
    const self = await post(session, 'saveOrUpdate', { ...personInput({ nhMasterId: null }), entityId: session.userId });
    expect(self.statusCode, self.body).toBe(200);
  }
  saved.identityFile = await uploadIdentity(owner, 'aadhaar.jpg', FILES.jpeg.buffer);
  Object.assign(saved, await seedSealedEstate(t, owner, String(randomInt(10 ** 13, 10 ** 14))));
  await uploadIdentity(other, 'other.png', FILES.png.buffer, String(randomInt(10 ** 11, 10 ** 12)));
}, 60_000);
afterAll(async () => {
  bucket?.close();
  await t?.close();
  await s3?.close();
});

/** The app again on the same database with another configuration (a restart with other settings). */
async function appWith(overrides: Partial<Config>) {
  const config = testConfig({ dataKeys: t.config.dataKeys, jwtSecret: t.config.jwtSecret, smtpUrl: t.smtp.url, ...overrides });
  const mailer = createMailer({ smtpUrl: t.smtp.url, from: config.mailFrom, outboxDir: join(config.dataDir, 'outbox'), log: () => {} });
  const { app } = await buildApp({ config, database: t.database, mailer, logger: false });
  await app.ready();
  return {
    app,
    read: (session: Session, path: string) =>
      app.inject({ method: 'GET', url: `/api/wst/testator/${path}`, headers: bearer(session.token) }),
    close: async () => {
      await app.close();
      mailer.close();
    },
  };
}

describe('files in a bucket', () => {
  it('keeps each upload and will as an object of the testator’s folder, the row naming it, and gives it back byte for byte', async () => {
    for (const [table, id, folder] of [
      ['files', saved.identityFile, 'files'],
      ['files', saved.passbookFile, 'files'],
      ['will_versions', saved.versionId, 'wills'],
    ] as const) {
      const row = await objectKeyOf(table, id);
      expect(row.data).toBeNull();
      expect(row.key).toMatch(new RegExp(`^${folder}/${owner.userId}/[0-9a-f-]{36}$`));
    }
    expect(await keysUnder(`files/${owner.userId}/`)).toHaveLength(2);
    expect(await keysUnder(`wills/${owner.userId}/`)).toHaveLength(1);
    // Under the prefix FILES_URL names, nothing beside it.
    expect(s3.filesOf(BUCKET).every(({ path }) => path.startsWith(join(s3.directory, BUCKET, PREFIX)))).toBe(true);

    expect((await fileOf(owner, saved.identityFile)).rawPayload.equals(FILES.jpeg.buffer)).toBe(true);
    expect((await fileOf(owner, saved.passbookFile)).rawPayload.equals(FILES.pdf.buffer)).toBe(true);
    expect((await get(owner, `downloadWillVersion?versionId=${saved.versionId}`)).rawPayload.equals(saved.willBytes)).toBe(true);
  });

  it('answers another testator’s file or will 404 with no data', async () => {
    for (const answer of [await fileOf(other, saved.identityFile), await get(other, `downloadWillVersion?versionId=${saved.versionId}`)]) {
      expect(answer.statusCode).toBe(404);
      expect(answer.rawPayload.includes(FILES.jpeg.buffer.subarray(0, 16))).toBe(false);
      expect(answer.json().code).toBe('not_found');
    }
  });

  it('holds only sealed bytes on the storage server’s disk: no file signature, no identity number', async () => {
    const stored = s3.filesOf(BUCKET);
    const objects = stored.filter(({ path }) => path.endsWith('._S3rver_object'));
    expect(objects.length).toBe(4); // the owner's scan, passbook and will; the other testator's scan
    const keyId = keyIdOf(t.config.dataKeys.current);
    for (const { bytes } of objects) {
      expect(bytes[0]).toBe(2); // layout 2: version, key id, IV, tag, ciphertext
      expect(bytes.subarray(1, 5).equals(keyId)).toBe(true);
    }
    for (const { path, bytes } of stored) {
      for (const signature of ['%PDF-', Buffer.from([0xff, 0xd8, 0xff]), Buffer.from([0x89, 0x50, 0x4e, 0x47]), aadhaar])
        expect(bytes.includes(signature), `${path} holds ${String(signature)}`).toBe(false);
      expect(bytes.includes(saved.willBytes.subarray(0, 64))).toBe(false);
    }
  });

  it('answers a damaged or missing object with the clean error, and the other files still open', async () => {
    const row = await objectKeyOf('files', saved.identityFile);
    const sealed = await bucket.get(row.key);
    sealed[40] = sealed[40]! ^ 1;
    const damagedKey = `files/${owner.userId}/${randomUUID()}`;
    await bucket.put(damagedKey, sealed);
    const copies = await t.pool.query<{ id: number }>(
      `INSERT INTO files (testator_id, entity_id, file_name, content_type, size, sha256, object_key)
       SELECT testator_id, entity_id, file_name, content_type, size, sha256, unnest($2::text[]) FROM files WHERE id = $1 RETURNING id`,
      [saved.identityFile, [damagedKey, `files/${owner.userId}/${randomUUID()}`]],
    );
    for (const { id } of copies.rows) {
      const answer = await fileOf(owner, id);
      expect(answer.statusCode).toBe(500);
      expect(answer.json()).toMatchObject({ code: 'damaged', messageKey: 'errorDamaged' });
    }
    expect((await fileOf(owner, saved.identityFile)).rawPayload.equals(FILES.jpeg.buffer)).toBe(true);
    await t.pool.query('DELETE FROM files WHERE id = ANY($1)', [copies.rows.map(({ id }) => id)]);
    await t.services.sealed.drain();
    expect(await keysUnder(`files/${owner.userId}/`)).not.toContain(damagedKey);
  });
});

describe('an object leaves the bucket when its row goes, and only then', () => {
  it('queues a replaced upload in the deleting transaction and drains it; a rolled-back delete queues nothing', async () => {
    const before = await objectKeyOf('files', saved.identityFile);
    // Rolled back: the row stays, nothing is queued, the object stays.
    const client = await t.pool.connect();
    await client.query('BEGIN');
    await client.query('DELETE FROM files WHERE id = $1', [saved.identityFile]);
    await client.query('ROLLBACK');
    client.release();
    expect((await t.pool.query('SELECT key FROM object_deletions')).rows).toEqual([]);
    expect(await t.services.sealed.drain()).toBe(0);
    expect(await keysUnder(`files/${owner.userId}/`)).toContain(before.key);

    // Replaced through the API: the new scan is a new object, the old one is queued and goes with the drain.
    saved.identityFile = await uploadIdentity(owner, 'aadhaar-new.png', FILES.png.buffer);
    const after = await objectKeyOf('files', saved.identityFile);
    expect(after.key).not.toBe(before.key);
    expect((await t.pool.query('SELECT key FROM object_deletions')).rows).toEqual([{ key: before.key }]);
    expect(await t.services.sealed.drain()).toBe(1);
    expect(await keysUnder(`files/${owner.userId}/`)).not.toContain(before.key);
    expect(await keysUnder(`files/${owner.userId}/`)).toContain(after.key);
    expect((await t.pool.query('SELECT count(*)::int AS n FROM object_deletions')).rows[0].n).toBe(0);
    expect((await fileOf(owner, saved.identityFile)).rawPayload.equals(FILES.png.buffer)).toBe(true);
  });

  it('deletes nothing while a backup holds the deletion lock, and drains once it lets go', async () => {
    const key = `files/${owner.userId}/${randomUUID()}`;
    await bucket.put(key, randomBytes(64));
    await t.pool.query('INSERT INTO object_deletions (key) VALUES ($1)', [key]);
    const backup = await t.pool.connect();
    await backup.query('SELECT pg_advisory_lock_shared($1)', [DELETION_LOCK]);
    expect(await t.services.sealed.drain()).toBe(0);
    expect(await t.services.sealed.sweep(0)).toBe(0);
    expect(await keysUnder(`files/${owner.userId}/`)).toContain(key);
    await backup.query('SELECT pg_advisory_unlock_shared($1)', [DELETION_LOCK]);
    backup.release();
    expect(await t.services.sealed.drain()).toBe(1);
    expect(await keysUnder(`files/${owner.userId}/`)).not.toContain(key);
  });

  it('queues the files of a deleted asset through the cascade', async () => {
    const assetId = await seedAsset(seedTransport(t), owner, 'financial', { assetSubTypeId: SAVINGS, assetName: 'Old account' });
    const attribute = await post(owner, 'saveAssetSubTypeAttribute', [
      {
        assetId,
        assetSubAttributeMstId: ACCOUNT_NUMBER,
        assetSubTypeAttributeValue: '123456789012',
        files: [{ fileName: 'old.pdf', fileData: FILES.pdf.buffer.toString('base64') }],
      },
    ]);
    expect(attribute.statusCode, attribute.body).toBe(200);
    const fileId = (await get(owner, `findAllAssetSubtypeAttrbutes?assetId=${assetId}`)).json().attributeDetailsts[0].files[0]
      .documentMasterId;
    const { key } = await objectKeyOf('files', fileId);
    expect(await keysUnder(`files/${owner.userId}/`)).toContain(key);
    const deleted = await t.app.inject({
      method: 'DELETE',
      url: `/api/wst/testator/deleteAsset?assetId=${assetId}`,
      headers: bearer(owner.token),
    });
    expect(deleted.statusCode, deleted.body).toBe(200);
    expect(await t.services.sealed.drain()).toBe(1);
    expect(await keysUnder(`files/${owner.userId}/`)).not.toContain(key);
  });

  it('sweeps an object no row names once it is older than the grace, and never one a row names', async () => {
    const orphan = `files/${owner.userId}/${randomUUID()}`;
    await bucket.put(orphan, randomBytes(64)); // an upload whose save then failed
    const everything = async () => [...(await keysUnder('files/')), ...(await keysUnder('wills/'))];
    const named = (await everything()).filter((key) => key !== orphan);
    expect(await t.services.sealed.sweep()).toBe(0); // younger than an hour: it may belong to a transaction still open
    expect(await everything()).toContain(orphan);
    expect(await t.services.sealed.sweep(0)).toBe(1);
    expect(await everything()).toEqual(named.sort());
  });
});

describe('a site that moves its files to a bucket', () => {
  it('still opens what it kept in the database before, and keeps new files in the bucket', async () => {
    const before = await appWith({ files: undefined });
    const session = { ...(await seedTestator(seedTransport(t), { firstName: 'Before' })), roleId: 21 };
    const self = await before.app.inject({
      method: 'POST',
      url: '/api/wst/testator/saveOrUpdate',
      headers: bearer(session.token),
      payload: { ...personInput({ nhMasterId: null }), entityId: session.userId },
    });
    expect(self.statusCode, self.body).toBe(200);
    const saveIdentity = await before.app.inject({
      method: 'POST',
      url: '/api/wst/testator/saveIdentificationDetails',
      headers: bearer(session.token),
      payload: [
        {
          entityId: session.userId,
          idType: 1,
          documentNo: '234567890123',
          files: [{ fileName: 'a.pdf', fileData: FILES.pdf.buffer.toString('base64') }],
        },
      ],
    });
    expect(saveIdentity.statusCode, saveIdentity.body).toBe(200);
    const fileId = (await before.read(session, `findAllIdentifications?entityId=${session.userId}`)).json()[0].files[0].documentMasterId;
    await before.close();
    const row = await objectKeyOf('files', fileId);
    expect(row.key).toBeNull();
    expect(row.data?.[0]).toBe(2);
    // The server now on the bucket reads it from the row.
    expect((await fileOf(session, fileId)).rawPayload.equals(FILES.pdf.buffer)).toBe(true);
  });
});

describe('a bucket that does not answer', () => {
  it('makes /api/ready say so, and a read or an upload answer 503 with nothing saved', async () => {
    const down = await appWith({ files: parseFilesUrl(`s3://S3RVER:S3RVER@${BUCKET}/${PREFIX}?endpoint=http://127.0.0.1:9`) });
    const ready = await down.app.inject({ method: 'GET', url: '/api/ready' });
    expect(ready.statusCode).toBe(503);
    expect(ready.json()).toEqual({ status: 'not_ready', database: 'up', migrations: 'current', files: 'down' });
    expect((await t.app.inject({ method: 'GET', url: '/api/ready' })).json()).toMatchObject({ status: 'ready', files: 'up' });

    const read = await down.read(owner, `findFileById?documentMasterId=${saved.passbookFile}`);
    expect(read.statusCode).toBe(503);
    expect(read.json()).toMatchObject({ code: 'unavailable' });
    const count = async () => (await t.pool.query('SELECT count(*)::int AS n FROM files')).rows[0].n as number;
    const files = await count();
    const upload = await down.app.inject({
      method: 'POST',
      url: '/api/wst/testator/saveIdentificationDetails',
      headers: bearer(owner.token),
      payload: [
        {
          identityId: (await identitiesOf(owner))[0].identityId,
          entityId: owner.userId,
          idType: 1,
          documentNo: aadhaar,
          files: [{ fileName: 'x.jpg', fileData: FILES.jpeg.buffer.toString('base64') }],
        },
      ],
    });
    expect(upload.statusCode).toBe(503);
    expect(await count()).toBe(files);
    await down.close();
    // The scan saved before is still the one there.
    expect((await fileOf(owner, saved.identityFile)).rawPayload.equals(FILES.png.buffer)).toBe(true);
  });
});

describe('export, rotation and erasure cover the bucket', () => {
  it('exports the bucket’s files opened, without the object keys', async () => {
    const answer = await t.app.inject({ method: 'GET', url: '/api/wst/account/export', headers: bearer(owner.token) });
    expect(answer.statusCode, answer.body.slice(0, 300)).toBe(200);
    const zip = unzipSync(new Uint8Array(answer.rawPayload));
    const records = (table: string) => JSON.parse(strFromU8(zip[`records/${table}.json`]!)) as Record<string, unknown>[];
    const [identity] = records('files').filter((row) => row.id === saved.identityFile);
    expect(identity).not.toHaveProperty('object_key');
    expect(Buffer.from(zip[String(identity!.data)]!).equals(FILES.png.buffer)).toBe(true);
    const [passbook] = records('files').filter((row) => row.id === saved.passbookFile);
    expect(Buffer.from(zip[String(passbook!.data)]!).equals(FILES.pdf.buffer)).toBe(true);
    const [version] = records('will_versions');
    expect(Buffer.from(zip[String(version!.data)]!).equals(saved.willBytes)).toBe(true);
    expect(JSON.stringify(records('will_versions'))).not.toContain(`wills/${owner.userId}/`);
  });

  it('re-seals every object under a new DATA_KEY as a new object, and the old objects go', async () => {
    const rotated = dataKeysOf(randomBytes(32), [t.config.dataKeys.current]);
    const store = createSealedFiles({ pool: t.pool, dataKeys: rotated, objects: bucket });
    const keysBefore = [...(await keysUnder('files/')), ...(await keysUnder('wills/'))];
    expect(await everythingSealedUnder(t.db, rotated, store)).toBe(false);
    const report = await rotateDataKeys(t.db, rotated, store);
    const objectRows = Object.fromEntries(
      report.filter(({ column }) => column.endsWith('object_key')).map(({ column, ...rest }) => [column, rest]),
    );
    const files = (await t.pool.query('SELECT count(*)::int AS n FROM files WHERE object_key IS NOT NULL')).rows[0].n;
    expect(objectRows).toEqual({
      'files.object_key': { rows: files, resealed: files, unreadable: [] },
      'will_versions.object_key': { rows: 1, resealed: 1, unreadable: [] },
    });
    expect(await everythingSealedUnder(t.db, dataKeysOf(rotated.current), store)).toBe(true);
    const keysAfter = [...(await keysUnder('files/')), ...(await keysUnder('wills/'))];
    expect(keysAfter.filter((key) => keysBefore.includes(key))).toEqual([]);
    expect(keysAfter).toHaveLength(keysBefore.length);

    const after = await appWith({ dataKeys: dataKeysOf(rotated.current), files: t.config.files });
    expect((await after.read(owner, `findFileById?documentMasterId=${saved.passbookFile}`)).rawPayload.equals(FILES.pdf.buffer)).toBe(true);
    expect((await after.read(owner, `downloadWillVersion?versionId=${saved.versionId}`)).rawPayload.equals(saved.willBytes)).toBe(true);
    await after.close();
    // Put back for the tests that follow: the test's server seals under its own key.
    await rotateDataKeys(
      t.db,
      dataKeysOf(t.config.dataKeys.current, [rotated.current]),
      createSealedFiles({ pool: t.pool, dataKeys: t.config.dataKeys, objects: bucket }),
    );
  });

  it('deletes every object of a deleted account at once, and none of anyone else’s', async () => {
    const others = [...(await keysUnder(`files/${other.userId}/`))];
    expect(others).toHaveLength(1);
    const stray = `wills/${owner.userId}/${randomUUID()}`;
    await bucket.put(stray, randomBytes(32)); // a kept will whose save failed: no row names it
    const answer = await t.app.inject({
      method: 'POST',
      url: '/api/wst/account/delete',
      headers: bearer(owner.token),
      payload: { password: (owner as Session & { password: string }).password },
    });
    expect(answer.statusCode, answer.body).toBe(200);
    expect(await keysUnder(`files/${owner.userId}/`)).toEqual([]);
    expect(await keysUnder(`wills/${owner.userId}/`)).toEqual([]);
    expect((await t.pool.query('SELECT count(*)::int AS n FROM object_deletions')).rows[0].n).toBe(0);
    expect(await keysUnder(`files/${other.userId}/`)).toEqual(others);
    expect((await fileOf(other, (await objectIdOf(other))!)).rawPayload.equals(FILES.png.buffer)).toBe(true);
  });
});

const objectIdOf = async (session: Session) =>
  (await t.pool.query<{ id: number }>('SELECT id FROM files WHERE testator_id = $1', [session.userId])).rows[0]?.id;
