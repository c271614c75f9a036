// Issue 12 "Reliability": migrations run forward on a copy of a database from the previous release. Each file of
// test/fixtures/releases/ is a released database (every row of every table, made by test/make-release-fixture.ts
// at the release). It is loaded into a database at that release's migrations, then this build starts on it as
// it would in production (migrate, seed), and the people of the release find everything as they left it.
import { createHash, randomBytes } from 'node:crypto';
import { join } from 'node:path';
import { readMigrationFiles } from 'drizzle-orm/migrator';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { testConfig } from '../../test/api-harness.ts';
import {
  loadRows,
  migrateToRelease,
  publicTables,
  RELEASES_FOLDER,
  type ReleaseFixture,
  readReleaseFixture,
  releaseFixtureFiles,
  rowsOf,
  rowsOfTable,
} from '../../test/release-fixture.ts';
import { type SeedTransport, seedAsset, seedPerson } from '../../test/seeds.ts';
import { startSmtpSink } from '../../test/smtp-sink.ts';
import { buildApp } from '../app.ts';
import { createMailer } from '../platform/mail.ts';
import { dataKeysOf } from '../platform/sealed.ts';
import { type Database, migrateDatabase, migrationsFolder, openDatabase } from './client.ts';
import { seedTemplates } from './seed/clauses.ts';
import { seedDatabase } from './seed/index.ts';
import { translations } from './seed/translation-files.ts';

/** Logs and counters, not anyone's records: a migration may reshape them, but keeps every row. */
const LOGS = ['audit_log', 'rate_limits'];
/** The build's own words, replaced whole by each start: a key the build no longer has is gone (seed/index.ts). */
const BUILD_OWNED = ['labels'];
const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');
const keyOf = (row: Record<string, unknown>, primaryKey: string[]) => JSON.stringify(primaryKey.map((column) => row[column]));

const fixtures = releaseFixtureFiles();
const EDITED = ' (Corrected by the administrator.)';
const englishClause = (key: string) =>
  translations()
    .clauseSets.flatMap((set) => set.clauses)
    .find((clause) => clause.key === key)!.texts.en!.text;

it('has a database of a release to migrate forward from', () => {
  expect(
    fixtures,
    `${RELEASES_FOLDER} holds no release fixture: run node --import tsx apps/server/test/make-release-fixture.ts on the released commit`,
  ).not.toEqual([]);
});

async function createDatabase(template?: string): Promise<{ url: string; drop: () => Promise<void> }> {
  const serverUrl = inject('postgresUrl');
  const name = `vasiyat_test_${randomBytes(6).toString('hex')}`;
  const run = async (statement: string) => {
    const admin = new pg.Client({ connectionString: serverUrl });
    await admin.connect();
    await admin.query(statement).finally(() => admin.end());
  };
  await run(`CREATE DATABASE ${name}${template ? ` TEMPLATE ${template}` : ''}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return { url: url.href, drop: () => run(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`) };
}

async function rowCounts(pool: pg.Pool, tables: string[]): Promise<Record<string, number>> {
  const counts: Record<string, number> = {};
  for (const table of tables) counts[table] = (await pool.query<{ n: number }>(`SELECT count(*)::int AS n FROM "${table}"`)).rows[0]!.n;
  return counts;
}

/** What a fresh database of this build holds: the test template, migrated and seeded, copied. */
async function freshCounts(tables: string[]): Promise<Record<string, number>> {
  const fresh = await createDatabase(inject('templateDatabase'));
  const database = openDatabase(fresh.url, 1);
  try {
    return await rowCounts(database.pool, tables);
  } finally {
    await database.close();
    await fresh.drop();
  }
}

/**
 * The release's database as this build's start left it: every table's rows (as row_to_json writes them, in UTC)
 * and counts, taken before anyone signs in.
 */
async function snapshot(database: Database, fixture: ReleaseFixture) {
  const client = await database.pool.connect();
  try {
    await client.query("SET TIME ZONE 'UTC'");
    const tables = new Map((await publicTables(client)).map((table) => [table.name, table.primaryKey]));
    const rows = new Map<string, Record<string, unknown>[]>();
    for (const { name } of fixture.tables) {
      const primaryKey = tables.get(name);
      if (primaryKey) rows.set(name, await rowsOf(client, name, primaryKey));
    }
    return rows;
  } finally {
    client.release();
  }
}

/** Each way a table lost or changed the release's rows: a row gone, a column gone, a value changed. */
function differences(
  table: ReleaseFixture['tables'][number],
  now: Record<string, unknown>[] | undefined,
  compareValues: boolean,
): string[] {
  if (!now) return [`${table.name}: the table is gone`];
  const byKey = new Map(now.map((row) => [keyOf(row, table.primaryKey), row]));
  const found: string[] = [];
  for (const row of rowsOfTable(table)) {
    const key = keyOf(row, table.primaryKey);
    const current = byKey.get(key);
    if (!current) {
      found.push(`${table.name} ${key}: the row is gone`);
      continue;
    }
    if (!compareValues) continue;
    for (const [column, value] of Object.entries(row)) {
      if (!(column in current)) found.push(`${table.name} ${key}: column ${column} is gone`);
      else if (JSON.stringify(current[column]) !== JSON.stringify(value)) {
        found.push(
          `${table.name} ${key}: ${column} was ${JSON.stringify(value)?.slice(0, 80)}, is ${JSON.stringify(current[column])?.slice(0, 80)}`,
        );
      }
    }
  }
  return found;
}

describe.each(fixtures)('the database of the release %s', (file) => {
  const fixture = readReleaseFixture(file);
  let target: Awaited<ReturnType<typeof createDatabase>>;
  let database: Database;
  let rowsAfter: Map<string, Record<string, unknown>[]>;
  let fresh: Record<string, number>;
  let app: FastifyInstance;
  let close: () => Promise<void>;

  beforeAll(async () => {
    target = await createDatabase();
    database = openDatabase(target.url, 4);
    await migrateToRelease(database.db, fixture);
    const client = await database.pool.connect();
    await loadRows(client, fixture).finally(() => client.release());
    // An administrator of the release corrected one starter clause by hand: the upgrade must keep their text.
    await database.pool.query(
      `UPDATE clauses SET content = content || $1 WHERE clause_key = 'attestation_section_63' AND language_id = (SELECT language_id FROM languages WHERE language_code = 'en')`,
      [EDITED],
    );
    // What a start of this build does (db/bootstrap.ts): migrate, then seed.
    await migrateDatabase(database.db);
    await seedDatabase(database.db);
    rowsAfter = await snapshot(database, fixture);
    fresh = await freshCounts(Object.keys(fixture.seeded));

    const smtp = await startSmtpSink();
    const config = testConfig({ smtpUrl: smtp.url, dataKeys: dataKeysOf(Buffer.from(fixture.dataKey, 'hex')) });
    const mailer = createMailer({ smtpUrl: smtp.url, from: config.mailFrom, outboxDir: join(config.dataDir, 'outbox'), log: () => {} });
    ({ app } = await buildApp({ config, database, mailer, logger: false }));
    await app.ready();
    close = async () => {
      await app.close();
      mailer.close();
      await smtp.close();
    };
  });
  afterAll(async () => {
    await close?.();
    await database?.close();
    await target?.drop();
  });

  it(`holds every migration of this build after the start (the release had ${fixture.migration})`, async () => {
    const journal = await database.pool.query<{ hash: string; created_at: string }>(
      'SELECT hash, created_at::text FROM drizzle.__drizzle_migrations ORDER BY id',
    );
    const build = readMigrationFiles({ migrationsFolder }).map((migration) => ({
      hash: migration.hash,
      created_at: String(migration.folderMillis),
    }));
    // A migration dated before the release's newest (a clock behind, a rebase) is skipped by drizzle on upgrade.
    expect(journal.rows, 'a migration of this build was not applied to the release database').toEqual(build);
    expect(build.length).toBeGreaterThanOrEqual(fixture.journal.length);
  });

  it('keeps every row of the release: no table has fewer, and the people’s records are unchanged', () => {
    const fewer = fixture.tables
      .filter((table) => !BUILD_OWNED.includes(table.name))
      .filter((table) => (rowsAfter.get(table.name)?.length ?? 0) < table.count)
      .map((table) => `${table.name}: ${rowsAfter.get(table.name)?.length ?? 'no table'} rows, the release had ${table.count}`);
    expect(fewer).toEqual([]);
    // Records (users, people, assets, files, will versions, the administrator's clauses) equal, column for column;
    // master data the seed may update and logs keep at least their rows. A migration that rewrites records on
    // purpose shows here, and says so in this test.
    const records = (name: string) => !LOGS.includes(name) && (fixture.seeded[name] ?? 0) === 0;
    const changed = fixture.tables
      .filter((table) => !BUILD_OWNED.includes(table.name))
      .flatMap((table) => differences(table, rowsAfter.get(table.name), records(table.name)));
    expect(changed.slice(0, 30), `${changed.length} differences`).toEqual([]);
    const compared = fixture.tables.filter((table) => records(table.name)).reduce((sum, table) => sum + table.count, 0);
    expect(compared).toBeGreaterThan(100);
  });

  it('seeds no master data twice: each seeded table holds what a fresh database does, plus the administrator’s own', () => {
    const seeded = Object.entries(fixture.seeded).filter(([, count]) => count > 0);
    expect(seeded.length).toBeGreaterThan(5);
    const release = Object.fromEntries(fixture.tables.map((table) => [table.name, table.count]));
    // Rows added by people at the release (a clause set, a template) on top of the seed's.
    const expected = Object.fromEntries(seeded.map(([name, count]) => [name, fresh[name]! + release[name]! - count]));
    const actual = Object.fromEntries(seeded.map(([name]) => [name, rowsAfter.get(name)?.length]));
    expect(actual).toEqual(expected);
  });

  describe('the release’s testators', () => {
    const call = async (token: string, method: 'GET' | 'POST', path: string, payload?: unknown) =>
      app.inject({
        method,
        url: `/api/wst/${path}`,
        headers: { authorization: `Bearer ${token}` },
        ...(payload === undefined ? {} : { payload: payload as object }),
      });
    const signIn = async (email: string, password: string) => {
      const answer = await app.inject({ method: 'POST', url: '/api/wst/auth/login', payload: { username: email, password } });
      expect(answer.statusCode, answer.body).toBe(200);
      return answer.json().jwt as string;
    };

    it.each(fixture.testators.map((testator, index) => [index + 1, testator] as const))(
      'testator %i signs in with the release’s password and reads their lists, identity scan and will as they were',
      async (_, testator) => {
        const token = await signIn(testator.email, testator.password);
        for (const read of testator.reads) {
          const [url, list] = read.url.split('#') as [string, string | undefined];
          const answer = await call(token, 'GET', `testator/${url}`);
          expect(answer.statusCode, `${url}: ${answer.body.slice(0, 200)}`).toBe(200);
          const rows = [list ? answer.json()[list] : answer.json()].flat() as Record<string, unknown>[];
          expect(
            rows.map((row) => Object.fromEntries(read.keys.map((key) => [key, row[key] ?? null]))),
            url,
          ).toEqual(read.rows);
        }
        const scan = await call(token, 'GET', `testator/findFileById?documentMasterId=${testator.identityScan.documentMasterId}`);
        expect(scan.statusCode).toBe(200);
        expect(sha256(scan.rawPayload)).toBe(testator.identityScan.sha256);
        const will = await call(token, 'GET', `testator/downloadWillVersion?versionId=${testator.willVersion.versionId}`);
        expect(will.statusCode).toBe(200);
        expect(will.rawPayload.subarray(0, 5).toString('latin1')).toBe('%PDF-');
        expect(sha256(will.rawPayload)).toBe(testator.willVersion.sha256);
      },
    );

    it('saves after the upgrade: a heir, an asset and a new will version, with ids after the release’s', async () => {
      const testator = fixture.testators[0]!;
      const token = await signIn(testator.email, testator.password);
      const transport: SeedTransport = {
        async post(path, body, bearer) {
          const answer = await app.inject({
            method: 'POST',
            url: `/api/wst/${path}`,
            payload: body as object,
            headers: bearer ? { authorization: `Bearer ${bearer}` } : {},
          });
          return { status: answer.statusCode, json: answer.json() };
        },
        codeFor: () => Promise.reject(new Error('no mail is needed to save')),
        mailCount: async () => 0,
      };
      const session = { email: testator.email, password: testator.password, token, userId: testator.userId };
      const released = (table: string) => Math.max(...(fixture.tables.find((item) => item.name === table)!.columns.id as number[]));
      const heir = await seedPerson(transport, session, 'heir', {
        firstName: 'Kavya',
        coreId: testator.userId,
        primaryId: testator.userId,
      });
      expect(heir).toBeGreaterThan(Math.max(released('users'), released('entities')));
      const asset = await seedAsset(transport, session, 'movable', { assetName: 'Veena' });
      expect(asset).toBeGreaterThan(released('assets'));
      const heirs = (await call(token, 'GET', `testator/findAllNhRelations?testatorId=${testator.userId}&code=en`)).json();
      expect(heirs.map((row: { entityId: number }) => row.entityId)).toContain(heir);

      const { templates, languages } = (await call(token, 'GET', 'testator/willTemplates')).json();
      const template = templates.find((item: { templateName: string }) => item.templateName === fixture.administrator.templateName);
      expect(template, `the administrator's template ${fixture.administrator.templateName}`).toBeDefined();
      const english = languages.find((language: { languageCode: string }) => language.languageCode === 'en').languageId;
      const download = await call(token, 'POST', 'testator/downloadWill', {
        templateId: template.willTemplateId,
        languageId: english,
        fileFormat: 'pdf',
      });
      expect(download.statusCode).toBe(200);
      const versions = (await call(token, 'GET', 'testator/willVersions?code=en')).json() as { versionId: number; sha256: string }[];
      expect(versions.map((version) => version.versionId)).toEqual([expect.any(Number), testator.willVersion.versionId]);
      expect(versions[0]!.versionId).toBeGreaterThan(released('will_versions'));
      expect(versions[0]!.sha256).toBe(sha256(download.rawPayload));
    });

    it('brings a corrected clause to every install: an unedited clause takes this release’s text, an edited one is kept and offered', async () => {
      const clause = async (key: string) =>
        (
          await database.pool.query<{ id: number; content: string; proposed: string | null }>(
            `SELECT id, content, proposed_content AS proposed FROM clauses WHERE clause_key = $1 AND language_id = (SELECT language_id FROM languages WHERE language_code = 'en')`,
            [key],
          )
        ).rows[0]!;
      // Unedited since the release: the corrected text (the schedule no longer writes "Fixed asset — House:").
      const schedule = await clause('schedule_of_assets');
      expect(schedule.content).toBe(englishClause('schedule_of_assets'));
      expect(schedule.proposed).toBeNull();
      // Edited by the administrator: theirs stays, this release's text waits beside it.
      const attestation = await clause('attestation_section_63');
      expect(attestation.content.endsWith(EDITED)).toBe(true);
      expect(attestation.proposed).toBe(englishClause('attestation_section_63'));
      // An unedited template takes this release's rows (the nominations clause after the bequests).
      const { rows } = await database.pool.query<{ key: string }>(
        "SELECT r.clause_key AS key FROM will_template_rows r JOIN will_templates t ON t.id = r.template_id WHERE t.name = 'Simple will' ORDER BY r.position",
      );
      expect(rows.map((row) => row.key)).toEqual(
        seedTemplates()
          .find((template) => template.name === 'Simple will')!
          .rows.map(([, key]) => key),
      );

      // The administrator sees the offer, and takes it; the next start offers nothing.
      const { email, password } = fixture.administrator;
      const token = await signIn(email, password);
      const offered = (await call(token, 'GET', 'admin/clauseUpdates')).json() as {
        clauseId: number;
        clauseKey: string;
        content: string;
        proposedContent: string;
      }[];
      const offer = offered.find((update) => update.clauseKey === 'attestation_section_63' && update.content.endsWith(EDITED))!;
      expect(offer.proposedContent).toBe(englishClause('attestation_section_63'));
      expect((await call(token, 'POST', 'admin/resolveClauseUpdate', { clauseId: offer.clauseId, accept: true })).statusCode).toBe(200);
      expect((await clause('attestation_section_63')).content).toBe(englishClause('attestation_section_63'));
      expect((await call(token, 'POST', 'admin/resolveClauseUpdate', { clauseId: offer.clauseId, accept: true })).statusCode).toBe(404);
      await seedDatabase(database.db);
      expect((await clause('attestation_section_63')).proposed).toBeNull();
    });

    it('names the starter templates in every language on an install that had only English (issue 23)', async () => {
      const { rows } = await database.pool.query<{ name: string; code: string; translated: string }>(
        `SELECT t.name, l.language_code AS code, x.name AS translated FROM will_template_translations x
           JOIN will_templates t ON t.id = x.template_id JOIN languages l ON l.language_id = x.language_id`,
      );
      const words = translations();
      const starter = words.templates.filter((template) => rows.some((row) => row.name === template.name));
      expect(starter.length).toBeGreaterThanOrEqual(3);
      for (const template of starter)
        for (const code of words.deedCodes.filter((candidate) => candidate !== 'en'))
          expect(rows.find((row) => row.name === template.name && row.code === code)?.translated, `${template.name}/${code}`).toBe(
            words.templateTexts.get(code)?.[template.name]?.name,
          );
      // The administrator's own template of the release has none: its testators read its English name.
      expect(rows.some((row) => row.name === fixture.administrator.templateName)).toBe(false);
    });

    it('signs the administrator in, who finds their clause set and template', async () => {
      const { email, password, headingName, templateName } = fixture.administrator;
      const token = await signIn(email, password);
      const templates = (await call(token, 'GET', 'admin/willTemplates')).json();
      expect(templates.map((template: { templateName: string }) => template.templateName)).toContain(templateName);
      const { rows } = await database.pool.query<{ id: number }>("SELECT language_id AS id FROM languages WHERE language_code = 'en'");
      const { clauses } = (await call(token, 'GET', `admin/fetchTemplateClauses?langId=${rows[0]!.id}`)).json();
      expect(clauses.map((set: { headingName: string }) => set.headingName)).toContain(headingName);
    });
  });
});
