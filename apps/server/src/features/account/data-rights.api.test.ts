// Issue 12, the person's rights over their data (DPDP Act 2023): "Export all my data: one zip (JSON of every record,
// the files decrypted, the will versions) … Delete my account: everything of mine gone (rows, files, versions), tokens
// dead, the audit log keeps only that an account was deleted." Two testators are filled with a row in every personal
// table (the authorisation matrix's seeding); which rows are a person's is worked out here from the database's own
// catalogue (testator_id, user_id, foreign keys), not from the map the server uses, so the map is checked, not trusted.
import { randomInt } from 'node:crypto';
import { ROLE_ADMIN, ROLE_TESTATOR } from '@vasiyat/contract';
import { strFromU8, unzipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { type ApiTest, seedTransport, startApiTest } from '../../../test/api-harness.ts';
import { bearer, createUser, type Session, testatorApi } from '../../../test/fixtures.ts';
import { seedFullTestator } from '../../../test/full-testator.ts';
import type { OwnerIds } from '../../../test/matrix-cases.ts';
import { seedReview } from '../../../test/review-seed.ts';
import { FILES, seedAsset, seedTestator } from '../../../test/seeds.ts';
import { labelsOf } from '../../db/seed/translation-files.ts';
import { NOT_PERSONAL_TABLES, PERSONAL_TABLES, tableName } from './personal-data.ts';

/** Letters only (they go into names, e-mail addresses and passport numbers); each found in any case. */
const OWNER = 'Qzownersentinel';
const OTHER = 'Wxothersentinel';
const SAVINGS = 301;
const ACCOUNT_NUMBER = 20;
const AADHAAR = 1;

let t: ApiTest;
let owner: Session;
let other: Session;
const ids = {} as { owner: OwnerIds; other: OwnerIds };
const aadhaar = `${randomInt(2, 10)}${String(randomInt(0, 10 ** 11)).padStart(11, '0')}`;
const account = String(randomInt(10 ** 13, 10 ** 14));
const { get, post } = testatorApi(() => t);
const personal = PERSONAL_TABLES.map(({ table }) => tableName(table));

// ---------------------------------------------------------------------------------------------------------------------
// Whose rows are whose, from the catalogue.

type Key = { child: string; col: string; parent: string; pcol: string };
let columnsOf: Map<string, Set<string>>;
let keys: Key[];

async function readCatalogue() {
  const columns = await t.pool.query<{ table_name: string; column_name: string }>(
    "SELECT table_name, column_name FROM information_schema.columns WHERE table_schema = 'public'",
  );
  columnsOf = new Map();
  for (const { table_name, column_name } of columns.rows) {
    columnsOf.set(table_name, (columnsOf.get(table_name) ?? new Set()).add(column_name));
  }
  keys = (
    await t.pool.query<Key>(
      `SELECT c.conrelid::regclass::text AS child, a.attname AS col, c.confrelid::regclass::text AS parent, pa.attname AS pcol
         FROM pg_constraint c
         JOIN pg_attribute a ON a.attrelid = c.conrelid AND a.attnum = c.conkey[1]
         JOIN pg_attribute pa ON pa.attrelid = c.confrelid AND pa.attnum = c.confkey[1]
        WHERE c.contype = 'f' AND c.connamespace = 'public'::regnamespace AND cardinality(c.conkey) = 1`,
    )
  ).rows;
}

/** The condition on `x` that picks a person's rows of a table: their id in it, their email, or a parent's testator_id. */
function owned(table: string, session: Session): { where: string; params: unknown[] } {
  const columns = columnsOf.get(table)!;
  if (table === 'users') return { where: 'x.id = $1', params: [session.userId] };
  if (table === 'pending_registrations') return { where: 'x.email = $1', params: [session.email] };
  if (columns.has('testator_id')) return { where: 'x.testator_id = $1', params: [session.userId] };
  if (columns.has('user_id')) return { where: 'x.user_id = $1', params: [session.userId] };
  const key = keys.find((candidate) => candidate.child === table && columnsOf.get(candidate.parent)?.has('testator_id'));
  if (!key) throw new Error(`no way to tell whose rows ${table} holds`);
  return { where: `x."${key.col}" IN (SELECT "${key.pcol}" FROM "${key.parent}" WHERE testator_id = $1)`, params: [session.userId] };
}

async function countOf(table: string, session: Session): Promise<number> {
  const { where, params } = owned(table, session);
  const { rows } = await t.pool.query<{ n: number }>(`SELECT count(*)::int AS n FROM "${table}" x WHERE ${where}`, params);
  return rows[0]!.n;
}

/** A person's rows of every personal table: count and md5 of the rows, to see that nothing of theirs changed. */
async function stateOf(session: Session): Promise<Record<string, string>> {
  const entries = await Promise.all(
    personal.map(async (table) => {
      const { where, params } = owned(table, session);
      const { rows } = await t.pool.query<{ n: number; digest: string }>(
        `SELECT count(*)::int AS n, md5(coalesce(string_agg(x::text, E'\\n' ORDER BY x::text), '')) AS digest FROM "${table}" x WHERE ${where}`,
        params,
      );
      return [table, `${rows[0]!.n} rows, ${rows[0]!.digest}`] as const;
    }),
  );
  return Object.fromEntries(entries);
}

/** Every table but the audit log and the counters of tries, as count and md5: for "a refused call changed nothing". */
async function everything(): Promise<Record<string, string>> {
  const tables = [...columnsOf.keys()].filter((name) => !['audit_log', 'rate_limits'].includes(name)).sort();
  const entries = await Promise.all(
    tables.map(async (name) => {
      const { rows } = await t.pool.query<{ n: number; digest: string }>(
        `SELECT count(*)::int AS n, md5(coalesce(string_agg(x::text, E'\\n' ORDER BY x::text), '')) AS digest FROM "${name}" x`,
      );
      return [name, `${rows[0]!.n} rows, ${rows[0]!.digest}`] as const;
    }),
  );
  return Object.fromEntries(entries);
}

// ---------------------------------------------------------------------------------------------------------------------
// Setup: two testators with one of everything, their own sentinel in every free text and file.

/** A registration left pending under the account's address (begun before the account was made with Google). */
const insertPending = (session: Session) =>
  t.pool.query(
    `INSERT INTO pending_registrations (email, first_name, last_name, gender, dob, contact_no, password_hash, otp_hash,
       otp_expires_at, last_sent_at, send_window_start) VALUES ($1, 'Pending', 'Person', 'F', '1970-01-01', '9123456780',
       'not-a-hash', 'not-a-hash', now(), now(), now())`,
    [session.email],
  );

async function addSealedValues(session: Session) {
  const identity = await post(session, 'saveIdentificationDetails', [
    {
      entityId: session.userId,
      idType: AADHAAR,
      documentNo: aadhaar,
      files: [{ fileName: 'आधार.jpg', fileData: FILES.jpeg.buffer.toString('base64') }],
    },
  ]);
  expect(identity.statusCode, identity.body).toBe(200);
  const assetId = await seedAsset(seedTransport(t), session, 'financial', { assetSubTypeId: SAVINGS, assetName: `Savings ${OWNER}` });
  const attribute = await post(session, 'saveAssetSubTypeAttribute', [
    { assetId, assetSubAttributeMstId: ACCOUNT_NUMBER, assetSubTypeAttributeValue: account, files: [] },
  ]);
  expect(attribute.statusCode, attribute.body).toBe(200);
}

beforeAll(async () => {
  t = await startApiTest();
  const transport = seedTransport(t);
  const [ownerSeed, otherSeed] = await Promise.all([
    seedTestator(transport, { firstName: `Savitri ${OWNER}`, lastName: `${OWNER} Iyer` }),
    seedTestator(transport, { firstName: `Imran ${OTHER}`, lastName: `${OTHER} Shaikh`, gender: 'M' }),
  ]);
  owner = { ...ownerSeed, roleId: ROLE_TESTATOR };
  other = { ...otherSeed, roleId: ROLE_TESTATOR };
  const { templates, languages } = (await get(owner, 'willTemplates')).json();
  const will = {
    templateId: templates[0].willTemplateId,
    languageId: languages.find((language: { languageCode: string }) => language.languageCode === 'en').languageId,
  };
  [ids.owner, ids.other] = await Promise.all([
    seedFullTestator(t, owner, { sentinel: OWNER, ...will }),
    seedFullTestator(t, other, { sentinel: OTHER, ...will }),
  ]);
  // A review of each will (issue 27): the invitations and comments are the testator's.
  for (const session of [owner, other]) await seedReview(t, session, { ...will, text: session === owner ? OWNER : OTHER });
  await addSealedValues(owner);
  for (const session of [owner, other]) {
    await insertPending(session);
    const reset = await t.app.inject({ method: 'POST', url: '/api/wst/auth/forgot-password', payload: { email: session.email } });
    expect(reset.statusCode, reset.body).toBe(200);
  }
  // The reset mail goes out in the background and is logged when sent: wait for both, so the log holds still.
  await vi.waitFor(async () => {
    const { rows } = await t.pool.query("SELECT count(*)::int AS n FROM audit_log WHERE event = 'password_reset.code_sent'");
    expect(rows[0].n).toBe(2);
  });
  // The owner reads Hindi: the README comes in it.
  await t.pool.query("UPDATE users SET preferred_language = 'hi' WHERE id = $1", [owner.userId]);
  await readCatalogue();
}, 90_000);
afterAll(() => t?.close());

const exportOf = (session: { token: string }) =>
  t.app.inject({ method: 'GET', url: '/api/wst/account/export', headers: bearer(session.token) });
const deleteAs = (session: { token: string }, payload: object) =>
  t.app.inject({ method: 'POST', url: '/api/wst/account/delete', headers: bearer(session.token), payload });
type Zip = Record<string, Uint8Array>;
/** The export's own audit entry is written once the zip is made: one more row than the zip holds. */
const ownEntry = (table: string) => (table === 'audit_log' ? 1 : 0);
const records = (zip: Zip, table: string) => JSON.parse(strFromU8(zip[`records/${table}.json`]!)) as Record<string, unknown>[];
/** Everything in the zip as text, each entry read both as UTF-8 and byte for byte. */
const textOf = (zip: Zip) =>
  Object.entries(zip)
    .flatMap(([name, bytes]) => [name, strFromU8(bytes), Buffer.from(bytes).toString('latin1')])
    .join('\n')
    .toLowerCase();

// ---------------------------------------------------------------------------------------------------------------------

describe('the map of personal data, against the migrated database', () => {
  it('knows every table of the database, and the seeding fills every personal table for the owner', async () => {
    const { rows } = await t.pool.query<{ name: string }>(
      "SELECT table_name AS name FROM information_schema.tables WHERE table_schema = 'public' AND table_type = 'BASE TABLE'",
    );
    const known = [...personal, ...NOT_PERSONAL_TABLES.map(({ table }) => tableName(table))];
    expect(rows.map((row) => row.name).sort()).toEqual(known.sort());
    const empty = [];
    for (const table of personal) if ((await countOf(table, owner)) === 0) empty.push(table);
    expect(empty, 'personal tables the owner has no row in').toEqual([]);
  });
});

describe('export all my data', () => {
  let zip: Zip;
  let answer: Awaited<ReturnType<typeof exportOf>>;

  beforeAll(async () => {
    const started = performance.now();
    answer = await exportOf(owner);
    console.info(`export: ${answer.rawPayload.length} bytes in ${Math.round(performance.now() - started)} ms`);
    zip = unzipSync(new Uint8Array(answer.rawPayload));
  });

  it('answers one zip with a dated name, never cached', () => {
    expect(answer.statusCode, answer.body.slice(0, 300)).toBe(200);
    expect(answer.headers['content-type']).toBe('application/zip');
    expect(answer.headers['content-disposition']).toMatch(/^attachment; filename="vasiyat-data-\d{4}-\d\d-\d\d\.zip"$/);
    expect(answer.headers['cache-control']).toBe('no-store');
    expect(answer.rawPayload.subarray(0, 2).toString('latin1')).toBe('PK');
  });

  it('holds exactly the owner’s rows of every personal table, and nothing of the other testator’s', async () => {
    const names = Object.keys(zip);
    expect(names.filter((name) => name.startsWith('records/')).sort()).toEqual(personal.map((table) => `records/${table}.json`).sort());
    for (const table of personal) {
      const rows = records(zip, table);
      expect(rows.length, table).toBe((await countOf(table, owner)) - ownEntry(table));
      expect(rows.length, table).toBeGreaterThan(0);
    }
    // The one entry the zip cannot hold is the export's own, written as the answer went out.
    const exported = records(zip, 'audit_log').map((row) => Number(row.id));
    const { rows: after } = await t.pool.query('SELECT event FROM audit_log WHERE user_id = $1 AND id > $2', [
      owner.userId,
      Math.max(...exported),
    ]);
    expect(after).toEqual([{ event: 'account.exported' }]);
    expect(records(zip, 'users').map((row) => row.id)).toEqual([owner.userId]);
    const text = textOf(zip);
    expect(text).toContain(OWNER.toLowerCase());
    expect(text).not.toContain(OTHER.toLowerCase());
    expect(text).not.toContain(other.email.toLowerCase());
  });

  it('opens identity and account numbers, and withholds the hashes that lock the account', () => {
    const identity = records(zip, 'identifications').find((row) => row.id_type === AADHAAR)!;
    expect(identity.document_no_encrypted).toBe(aadhaar);
    const passport = records(zip, 'identifications').find((row) => row.id_type === 3)!;
    expect(passport.document_no_encrypted).toBe(`${OWNER.toUpperCase()} 4821`);
    expect(records(zip, 'asset_attributes').find((row) => row.master_id === ACCOUNT_NUMBER)!.value_encrypted).toBe(account);
    expect(records(zip, 'users')[0]!.password_hash).toBe('withheld');
    expect(records(zip, 'password_resets')[0]!.otp_hash).toBe('withheld');
    expect(records(zip, 'pending_registrations')[0]).toMatchObject({ password_hash: 'withheld', otp_hash: 'withheld' });
  });

  it('holds every file and every will version decrypted, byte for byte what the owner downloads', async () => {
    const files = records(zip, 'files');
    expect(files).toHaveLength(await countOf('files', owner));
    for (const file of files) {
      expect(file.data).toMatch(new RegExp(`^files/${file.id}-`));
      const bytes = Buffer.from(zip[file.data as string]!);
      const served = await get(owner, `findFileById?documentMasterId=${file.id}`);
      expect(served.statusCode).toBe(200);
      expect(bytes.equals(served.rawPayload), String(file.data)).toBe(true);
    }
    const uploaded = [
      Buffer.concat([FILES.png.buffer, Buffer.from(` ${OWNER} `)]),
      Buffer.concat([FILES.pdf.buffer, Buffer.from(`\n%${OWNER}\n`)]),
      FILES.jpeg.buffer,
    ];
    for (const file of files)
      expect(
        uploaded.some((upload) => upload.equals(Buffer.from(zip[file.data as string]!))),
        String(file.data),
      ).toBe(true);
    // A name in another script stays readable in the zip.
    expect(files.some((file) => /^files\/\d+-आधार\.jpg$/.test(String(file.data)))).toBe(true);

    const versions = records(zip, 'will_versions');
    expect(versions.map((version) => version.id)).toEqual([ids.owner.version]);
    for (const version of versions) {
      expect(version.data).toBe(`wills/${version.id}-${version.file_name}`);
      const served = await get(owner, `downloadWillVersion?versionId=${version.id}`);
      expect(Buffer.from(zip[version.data as string]!).equals(served.rawPayload)).toBe(true);
      expect(served.rawPayload.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    }
    const entries = Object.keys(zip);
    expect(entries.filter((name) => name.startsWith('files/'))).toHaveLength(files.length);
    expect(entries.filter((name) => name.startsWith('wills/'))).toHaveLength(versions.length);
  });

  it('says what each part is in a README in the owner’s language, and records the export for the Security page', async () => {
    const readme = strFromU8(zip['README.txt']!);
    expect(readme.startsWith(`${labelsOf('hi').exportReadmeTitle}\n`)).toBe(true);
    expect(readme).toContain(labelsOf('hi').exportReadmeWills);
    expect(readme).toContain(owner.email);
    expect(readme).not.toContain(labelsOf('en').exportReadmeWills!.slice(0, 30));
    const { rows } = await t.pool.query("SELECT count(*)::int AS n FROM audit_log WHERE user_id = $1 AND event = 'account.exported'", [
      owner.userId,
    ]);
    expect(rows[0].n).toBe(1);
  });

  it('gives another testator only their own data, and an administrator their own account', async () => {
    const others = unzipSync(new Uint8Array((await exportOf(other)).rawPayload));
    for (const table of personal) expect(records(others, table).length, table).toBe((await countOf(table, other)) - ownEntry(table));
    const text = textOf(others);
    expect(text).toContain(OTHER.toLowerCase());
    expect(text).not.toContain(OWNER.toLowerCase());
    expect(text).not.toContain(owner.email.toLowerCase());
    expect(text).not.toContain(aadhaar);

    const admin = await createUser(t, { roleId: ROLE_ADMIN });
    const answer = await exportOf(admin);
    expect(answer.statusCode).toBe(200);
    const own = unzipSync(new Uint8Array(answer.rawPayload));
    expect(records(own, 'users').map((row) => row.id)).toEqual([admin.userId]);
    expect(records(own, 'entities')).toEqual([]);
    expect(Object.keys(own).filter((name) => name.startsWith('files/'))).toEqual([]);
  });
});

describe('delete my account', () => {
  it('refuses a wrong password or a missing one with 400 and changes nothing', async () => {
    const before = await everything();
    const wrong = await deleteAs(owner, { password: 'not my passphrase' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toEqual({
      status: 'error',
      code: 'validation',
      messageKey: 'accountDeleteWrongPassword',
      message: 'The password is wrong. Nothing was deleted.',
    });
    const emailInstead = await deleteAs(owner, { confirmEmail: owner.email });
    expect(emailInstead.json()).toMatchObject({ code: 'validation', messageKey: 'accountDeleteEnterPassword' });
    expect(await everything()).toEqual(before);
    expect((await get(owner, 'willVersions')).statusCode).toBe(200);
  });

  it('asks a Google-only account for its email, and deletes it with its own typed in any case', async () => {
    const google = await createUser(t);
    await t.pool.query("UPDATE users SET password_hash = NULL, google_subject = 'google-sub-1' WHERE id = $1", [google.userId]);
    const how = await t.app.inject({ method: 'GET', url: '/api/wst/account/deletion', headers: bearer(google.token) });
    expect(how.json()).toEqual({ confirmWith: 'email', lastAdministrator: false });
    expect((await deleteAs(google, { confirmEmail: owner.email })).json()).toMatchObject({ messageKey: 'accountDeleteWrongEmail' });
    expect((await deleteAs(google, {})).json()).toMatchObject({ messageKey: 'accountDeleteEnterEmail' });
    const done = await deleteAs(google, { confirmEmail: ` ${google.email.toUpperCase()} ` });
    expect(done.statusCode, done.body).toBe(200);
    expect((await t.pool.query('SELECT 1 FROM users WHERE id = $1', [google.userId])).rowCount).toBe(0);
  });

  it('keeps the last administrator, and lets one of two go', async () => {
    await t.pool.query('DELETE FROM users WHERE role_id = $1', [ROLE_ADMIN]);
    const first = await createUser(t, { roleId: ROLE_ADMIN });
    const how = await t.app.inject({ method: 'GET', url: '/api/wst/account/deletion', headers: bearer(first.token) });
    expect(how.json()).toEqual({ confirmWith: 'password', lastAdministrator: true });
    const refused = await deleteAs(first, { password: first.password });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ code: 'conflict', messageKey: 'accountDeleteLastAdministrator' });
    const second = await createUser(t, { roleId: ROLE_ADMIN });
    expect((await deleteAs(first, { password: first.password })).statusCode).toBe(200);
    expect((await deleteAs(second, { password: second.password })).statusCode).toBe(409);
  });

  it('deletes everything of the owner’s in one go, ends their sessions, and leaves only that an account was deleted', async () => {
    // A failed sign-in leaves a counter under the owner's email.
    await t.app.inject({ method: 'POST', url: '/api/wst/auth/login', payload: { username: owner.email, password: 'wrong one' } });
    const otherBefore = await stateOf(other);
    const { rows: last } = await t.pool.query<{ id: string }>('SELECT max(id) AS id FROM audit_log');
    expect(Number((await t.pool.query('SELECT count(*) FROM audit_log WHERE user_id = $1', [owner.userId])).rows[0].count)).toBeGreaterThan(
      5,
    );

    const started = performance.now();
    const done = await deleteAs(owner, { password: owner.password });
    console.info(`deletion: ${Math.round(performance.now() - started)} ms`);
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json()).toEqual({ status: 'success', message: 'Your account and all your data have been deleted.' });

    const left: Record<string, number> = {};
    for (const table of personal) left[table] = await countOf(table, owner);
    expect(left).toEqual(Object.fromEntries(personal.map((table) => [table, 0])));
    expect(await stateOf(other)).toEqual(otherBefore);

    // The counters of the owner's sign-in tries went with the account (before the login below counts a new one).
    expect((await t.pool.query('SELECT key FROM rate_limits WHERE key LIKE $1', [`%${owner.email}%`])).rows).toEqual([]);
    const read = await get(owner, 'willVersions');
    expect(read.statusCode).toBe(401);
    expect(read.json().code).toBe('session_ended');
    expect((await exportOf(owner)).statusCode).toBe(401);
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/wst/auth/login',
      payload: { username: owner.email, password: owner.password },
    });
    expect(login.statusCode).toBe(401);
    expect(login.json().message).toBe('Invalid credentials. Please try again.');

    const { rows: since } = await t.pool.query('SELECT user_id, event, ip, details FROM audit_log WHERE id > $1 ORDER BY id', [
      last[0]!.id,
    ]);
    // After the deletion: its one entry, then the refused login above (an unknown email, so no user).
    expect(since.filter((row) => row.event === 'account.deleted')).toEqual([
      { user_id: null, event: 'account.deleted', ip: null, details: {} },
    ]);
    expect((await t.pool.query('SELECT count(*)::int AS n FROM audit_log WHERE user_id = $1', [owner.userId])).rows[0].n).toBe(0);
    expect((await t.pool.query('SELECT count(*)::int AS n FROM files WHERE testator_id = $1', [owner.userId])).rows[0].n).toBe(0);
  });
});

describe('the audit log after the erasure exception', () => {
  const append = 'audit_log is append-only';
  /** Runs one statement in a transaction that is rolled back, optionally with the erasure setting for a user. */
  async function attempt(statement: string, params: unknown[] = [], eraseUser?: number): Promise<string> {
    const client = await t.pool.connect();
    try {
      await client.query('BEGIN');
      if (eraseUser !== undefined) await client.query("SELECT set_config('vasiyat.erase_user', $1, true)", [String(eraseUser)]);
      await client.query(statement, params);
      return 'allowed';
    } catch (error) {
      return (error as Error).message;
    } finally {
      await client.query('ROLLBACK');
      client.release();
    }
  }

  it('still refuses UPDATE, TRUNCATE and any DELETE outside the erasure of a deleted user', async () => {
    expect(await attempt("UPDATE audit_log SET event = 'logout'")).toBe(append);
    expect(await attempt('DELETE FROM audit_log WHERE user_id = $1', [other.userId])).toBe(append);
    expect(await attempt('DELETE FROM audit_log WHERE user_id IS NULL')).toBe(append);
    expect(await attempt('TRUNCATE audit_log')).toBe(append);
    // The setting alone is not enough: the user must be gone (the other testator still has an account) ...
    expect(await attempt('DELETE FROM audit_log WHERE user_id = $1', [other.userId], other.userId)).toBe(append);
    // ... it opens only that user's entries ...
    expect(await attempt('DELETE FROM audit_log WHERE user_id = $1', [other.userId], owner.userId)).toBe(append);
    expect(await attempt('DELETE FROM audit_log WHERE user_id IS NULL', [], owner.userId)).toBe(append);
    // ... and never for UPDATE.
    expect(await attempt("UPDATE audit_log SET event = 'logout' WHERE user_id = $1", [other.userId], other.userId)).toBe(append);
    // A control: the same transaction does delete a gone user's entries (one written for a user id no account has).
    await t.pool.query("INSERT INTO audit_log (user_id, event) VALUES (2000000000, 'logout')");
    expect(await attempt('DELETE FROM audit_log WHERE user_id = 2000000000', [], 2000000000)).toBe('allowed');
    expect(await attempt('DELETE FROM audit_log WHERE user_id = 2000000000')).toBe(append);
    expect((await t.pool.query('SELECT count(*)::int AS n FROM audit_log WHERE user_id = $1', [other.userId])).rows[0].n).toBeGreaterThan(
      0,
    );
  });
});
