// Issue 12, "Encryption at rest proven": a raw dump of the database and its data directory hold no identity number
// and no signature of an uploaded file; a flipped ciphertext byte gives a clean error; a new DATA_KEY with the old
// one kept for reading, and the re-sealing that lets the old key go.
import { randomBytes, randomInt } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ApiTest, seedTransport, startApiTest, testConfig } from '../../test/api-harness.ts';
import { bearer, personInput, type Session, seedSealedEstate, testatorApi } from '../../test/fixtures.ts';
import { FILES, seedTestator } from '../../test/seeds.ts';
import { buildApp } from '../app.ts';
import { everythingSealedUnder, rotateDataKeys } from './key-rotation.ts';
import { createMailer } from './mail.ts';
import { type DataKeys, dataKeysOf } from './sealed.ts';
import { createSealedFiles } from './sealed-files.ts';

let t: ApiTest;
let owner: Session;
const { get, post } = testatorApi(() => t);
/** Values that must never be found in the clear, unique to this run. */
const aadhaar = `${randomInt(2, 10)}${String(randomInt(0, 10 ** 11)).padStart(11, '0')}`;
const account = String(randomInt(10 ** 13, 10 ** 14));
/** Found in the clear on purpose (a name is not sealed): shows the dump and the scan see this test's rows. */
const marker = `Canary${randomBytes(6).toString('hex')}`;
const saved = {} as { identityFile: number; passbookFile: number; versionId: number; willBytes: Buffer };

beforeAll(async () => {
  t = await startApiTest();
  owner = { ...(await seedTestator(seedTransport(t), { firstName: marker })), roleId: 21 };
  const self = await post(owner, 'saveOrUpdate', { ...personInput({ firstName: marker, nhMasterId: null }), entityId: owner.userId });
  expect(self.statusCode, self.body).toBe(200);
  const identity = await post(owner, 'saveIdentificationDetails', [
    {
      entityId: owner.userId,
      idType: 1,
      documentNo: aadhaar,
      files: [{ fileName: 'aadhaar.jpg', fileData: FILES.jpeg.buffer.toString('base64') }],
    },
  ]);
  expect(identity.statusCode, identity.body).toBe(200);
  saved.identityFile = (await get(owner, `findAllIdentifications?entityId=${owner.userId}`)).json()[0].files[0].documentMasterId;
  Object.assign(saved, await seedSealedEstate(t, owner, account));
});
afterAll(() => t?.close());

/** Every row of every table of this test's database as PostgreSQL writes it out (bytea as \x hex), one text. */
async function dumpDatabase(): Promise<string> {
  const { rows: tables } = await t.pool.query<{ name: string }>(
    "SELECT format('%I.%I', table_schema, table_name) AS name FROM information_schema.tables WHERE table_type = 'BASE TABLE' AND table_schema NOT IN ('pg_catalog', 'information_schema')",
  );
  const parts: string[] = [];
  for (const { name } of tables) {
    const { rows } = await t.pool.query<{ row: string }>(`SELECT t::text AS row FROM ${name} t`);
    parts.push(`-- ${name}\n${rows.map((r) => r.row).join('\n')}`);
  }
  return parts.join('\n');
}

const hex = (text: string | Buffer) => Buffer.from(text).toString('hex');
/** The signatures of the uploaded files and the will, as bytes, hex (bytea) and base64 would show them. */
const SIGNATURES = ['%PDF-', hex('%PDF-'), 'JVBERi0', hex(Buffer.from([0xff, 0xd8, 0xff])), '/9j/'];

describe('a raw dump of the database', () => {
  it('holds no identity or account number and no signature of an uploaded file or will, though it holds their rows', async () => {
    const dump = await dumpDatabase();
    // It does see this test's rows: the name in the clear, the sealed files and will as bytea, the last four digits.
    expect(dump).toContain(marker);
    expect(dump).toMatch(/\(\d+,\d+,[^)]*"\\\\x02/);
    expect(dump).toContain(aadhaar.slice(-4));
    expect(dump).not.toContain(aadhaar);
    expect(dump).not.toContain(account);
    for (const signature of SIGNATURES) expect(dump.toLowerCase(), signature).not.toContain(signature.toLowerCase());
    // The whole fixture files, in any of those spellings, are not there either.
    for (const file of [FILES.jpeg.buffer, FILES.pdf.buffer, saved.willBytes]) {
      expect(dump).not.toContain(hex(file.subarray(0, 64)));
      expect(dump).not.toContain(file.subarray(0, 48).toString('base64'));
    }
  });
});

/** Every file under `dir` (the cluster's own files: tables, WAL), read raw. */
function* filesUnder(dir: string): Generator<string> {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* filesUnder(path);
    else if (entry.isFile()) yield path;
  }
}

describe('the data directory of PostgreSQL', () => {
  it('holds no identity or account number and no uploaded file in the clear, in the tables or the WAL', async (context) => {
    const directory = await t.pool.query<{ setting: string }>("SELECT setting FROM pg_settings WHERE name = 'data_directory'").then(
      (result) => result.rows[0]?.setting,
      () => undefined,
    );
    if (!directory || !existsSync(directory)) context.skip(); // an external PostgreSQL (TEST_DATABASE_URL) on another host
    await t.pool.query('CHECKPOINT');
    const { rows } = await t.pool.query<{ oid: number }>('SELECT oid FROM pg_database WHERE datname = current_database()');
    const ours = [join(directory!, 'base', String(rows[0]!.oid)), join(directory!, 'pg_wal')];
    const secrets = [
      aadhaar,
      account,
      FILES.jpeg.buffer.subarray(0, 64),
      FILES.pdf.buffer.subarray(0, 64),
      saved.willBytes.subarray(0, 64),
    ];
    const found = new Map<string, string[]>();
    let markerSeen = false;
    let bytesRead = 0;
    for (const root of ours) {
      for (const path of filesUnder(root)) {
        if (statSync(path).size === 0) continue;
        const bytes = readFileSync(path);
        bytesRead += bytes.length;
        markerSeen ||= bytes.includes(marker);
        for (const secret of secrets) {
          if (bytes.includes(secret)) found.set(String(secret).slice(0, 12), [...(found.get(String(secret).slice(0, 12)) ?? []), path]);
        }
        // Our database's own files hold no PDF or JPEG signature at all (the WAL is shared with other test files).
        if (root !== ours[1] && (bytes.includes('%PDF-') || bytes.includes(Buffer.from([0xff, 0xd8, 0xff, 0xe0])))) {
          found.set('signature', [...(found.get('signature') ?? []), path]);
        }
      }
    }
    expect(bytesRead).toBeGreaterThan(1_000_000);
    expect(markerSeen).toBe(true);
    expect(Object.fromEntries(found)).toEqual({});
  });
});

describe('a damaged ciphertext', () => {
  it('answers a clean error naming no detail, and the other files still open', async () => {
    const copy = await t.pool.query<{ id: number }>(
      'INSERT INTO files (testator_id, entity_id, asset_id, file_name, content_type, size, sha256, data) SELECT testator_id, entity_id, asset_id, file_name, content_type, size, sha256, data FROM files WHERE id = $1 RETURNING id',
      [saved.identityFile],
    );
    const damaged = copy.rows[0]!.id;
    await t.pool.query('UPDATE files SET data = set_byte(data, 40, get_byte(data, 40) # 1) WHERE id = $1', [damaged]);
    const answer = await get(owner, `findFileById?documentMasterId=${damaged}`);
    expect(answer.statusCode).toBe(500);
    expect(answer.json()).toEqual({
      status: 'error',
      code: 'damaged',
      messageKey: 'errorDamaged',
      message: 'This stored file is damaged and cannot be opened. Nothing was changed; please upload it again or contact us.',
    });
    const intact = await get(owner, `findFileById?documentMasterId=${saved.identityFile}`);
    expect(intact.statusCode).toBe(200);
    expect(intact.rawPayload.equals(FILES.jpeg.buffer)).toBe(true);
    await t.pool.query('DELETE FROM files WHERE id = $1', [damaged]);
  });
});

/** The app again on the same database with other keys, as a restart with a new DATA_KEY would be. */
async function appWith(dataKeys: DataKeys) {
  const config = testConfig({ dataKeys, jwtSecret: t.config.jwtSecret, smtpUrl: t.smtp.url });
  const mailer = createMailer({ smtpUrl: t.smtp.url, from: config.mailFrom, outboxDir: join(config.dataDir, 'outbox'), log: () => {} });
  const { app } = await buildApp({ config, database: t.database, mailer, logger: false });
  await app.ready();
  const read = (path: string) =>
    app.inject({ method: 'GET', url: `/api/wst/testator/${path}`, headers: bearer(owner.token) }).then((r) => ({
      status: r.statusCode,
      bytes: r.rawPayload,
      code: r.statusCode === 200 ? undefined : r.json().code,
    }));
  return {
    identity: () => read(`findFileById?documentMasterId=${saved.identityFile}`),
    passbook: () => read(`findFileById?documentMasterId=${saved.passbookFile}`),
    will: () => read(`downloadWillVersion?versionId=${saved.versionId}`),
    close: async () => {
      await app.close();
      mailer.close();
    },
  };
}

describe('a new DATA_KEY', () => {
  it('reads with the old key kept as previous, re-seals everything under the new one, and then needs only the new key', async () => {
    const oldKey = t.config.dataKeys.current;
    const newKey = randomBytes(32);
    const rotated = dataKeysOf(newKey, [oldKey]);

    // Restarted with the new key and the old one kept for reading: everything opens, new saves use the new key.
    const during = await appWith(rotated);
    expect((await during.identity()).bytes.equals(FILES.jpeg.buffer)).toBe(true);
    expect((await during.will()).bytes.equals(saved.willBytes)).toBe(true);
    expect(await everythingSealedUnder(t.db, rotated, createSealedFiles({ pool: t.pool, dataKeys: rotated }))).toBe(false);

    const store = createSealedFiles({ pool: t.pool, dataKeys: rotated });
    const report = await rotateDataKeys(t.db, rotated, store);
    expect(Object.fromEntries(report.map(({ column, rows, resealed, unreadable }) => [column, { rows, resealed, unreadable }]))).toEqual({
      'files.data': { rows: 2, resealed: 2, unreadable: [] },
      'files.object_key': { rows: 0, resealed: 0, unreadable: [] },
      'will_versions.data': { rows: 1, resealed: 1, unreadable: [] },
      'will_versions.object_key': { rows: 0, resealed: 0, unreadable: [] },
      'identifications.document_no_encrypted': { rows: 1, resealed: 1, unreadable: [] },
      'asset_attributes.value_encrypted': { rows: 1, resealed: 1, unreadable: [] },
    });
    expect(await everythingSealedUnder(t.db, dataKeysOf(newKey), store)).toBe(true);
    expect((await rotateDataKeys(t.db, rotated, store)).map(({ resealed }) => resealed)).toEqual([0, 0, 0, 0, 0, 0]);
    await during.close();

    // The old key dropped: every file and the will open byte for byte with the new key alone.
    const after = await appWith(dataKeysOf(newKey));
    expect((await after.identity()).bytes.equals(FILES.jpeg.buffer)).toBe(true);
    expect((await after.passbook()).bytes.equals(FILES.pdf.buffer)).toBe(true);
    expect((await after.will()).bytes.equals(saved.willBytes)).toBe(true);
    await after.close();

    // And the old key alone opens nothing any more: a clean error, not a crash.
    const stale = await appWith(dataKeysOf(oldKey));
    expect(await stale.identity()).toMatchObject({ status: 500, code: 'damaged' });
    await stale.close();
  });
});
