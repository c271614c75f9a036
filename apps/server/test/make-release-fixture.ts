// Writes test/fixtures/releases/<release date>-<newest migration>.json.gz: a database of this build, migrated and
// seeded, with two testators filled through the real API (one of every record, files and a will version) and an
// administrator's own clause and template. src/db/migrate-forward.api.test.ts migrates every such file forward.
//
// Run it at each release, on the commit that is released, and commit the file beside the older ones (keep them:
// each is a database someone may still upgrade from):
//   node --import tsx apps/server/test/make-release-fixture.ts [release date, yyyy-mm-dd; default today]
// It starts its own PostgreSQL (or uses TEST_DATABASE_URL) and leaves nothing running.
import { createHash, randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as delay } from 'node:timers/promises';
import { kindDefinition, LISTED_KINDS, type TAssetKind, type TEntityKind } from '@vasiyat/contract';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { buildApp } from '../src/app.ts';
import { migrateDatabase, migrationsFolder, openDatabase } from '../src/db/client.ts';
import { seedDatabase } from '../src/db/seed/index.ts';
import { ensureAdministrator } from '../src/features/auth/service.ts';
import { createMailer } from '../src/platform/mail.ts';
import { dataKeysOf } from '../src/platform/sealed.ts';
import {
  dumpRows,
  publicTables,
  RELEASES_FOLDER,
  type RecordedRead,
  type ReleaseFixture,
  type ReleaseTestator,
  writeReleaseFixture,
} from './release-fixture.ts';
import { addressInput, FILES, personInput, type SeedTransport, seedAsset, seedPerson, seedTestator } from './seeds.ts';
import { startSmtpSink } from './smtp-sink.ts';

/**
 * The DATA_KEY the fixtures' files, will versions and identity and account numbers are sealed under. Test-only:
 * a fixed key made for these fixtures and used nowhere else, so it sits in the repository beside them.
 */
const DATA_KEY = createHash('sha256').update('Vasiyat release fixtures: a test-only data key').digest('hex');
const ADMIN = { email: 'release.admin@example.in', password: 'release fixture administrator' };
const base64 = (buffer: Buffer) => buffer.toString('base64');
const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

/**
 * A one-page PDF of a few hundred bytes that any reader opens: sealed bytes do not compress, and the 15 KB test
 * PDF (FILES.pdf) once per testator would add 30 KB to the fixture.
 */
function onePagePdf(text: string): Buffer {
  const stream = `BT /F1 18 Tf 72 720 Td (${text}) Tj ET`;
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Resources << /Font << /F1 4 0 R >> >> /Contents 5 0 R >>',
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
    `<< /Length ${stream.length} >>\nstream\n${stream}\nendstream`,
  ];
  let pdf = '%PDF-1.4\n';
  const offsets = objects.map((body, index) => {
    const offset = pdf.length;
    pdf += `${index + 1} 0 obj\n${body}\nendobj\n`;
    return offset;
  });
  const xref = pdf.length;
  pdf += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n${offsets.map((offset) => `${String(offset).padStart(10, '0')} 00000 n \n`).join('')}`;
  pdf += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(pdf, 'latin1');
}

type Api = {
  get: (path: string) => Promise<unknown>;
  post: (path: string, body: unknown) => Promise<{ json: unknown; raw: Buffer }>;
};

function apiOf(app: FastifyInstance, token: string, area: 'testator' | 'admin' = 'testator'): Api {
  const call = async (method: 'GET' | 'POST', path: string, body?: unknown) => {
    const answer = await app.inject({
      method,
      url: `/api/wst/${area}/${path}`,
      headers: { authorization: `Bearer ${token}` },
      ...(body === undefined ? {} : { payload: body as object }),
    });
    if (answer.statusCode !== 200) throw new Error(`${method} ${path} answered ${answer.statusCode}: ${answer.body.slice(0, 300)}`);
    return answer;
  };
  return {
    get: async (path) => (await call('GET', path)).json(),
    post: async (path, body) => {
      const answer = await call('POST', path, body);
      return { json: /json/.test(String(answer.headers['content-type'])) ? answer.json() : null, raw: answer.rawPayload };
    },
  };
}

/** Who a testator is and what they own: two families, so that rows of one are told from the other's. */
type Family = {
  self: { firstName: string; lastName: string; gender: 'M' | 'F'; dob: string };
  city: { city: string; state: string; pincode: string; locality: string; district: string };
  people: Partial<Record<Exclude<TEntityKind, 'self' | 'contact_person'>, string>>;
  contactPerson: string;
  /** The people above who are men (the seeds' person is a woman). */
  men: string[];
  passport: string;
  account: string;
  house: string;
};

const FAMILIES: Family[] = [
  {
    self: { firstName: 'Savitri', lastName: 'Iyer', gender: 'F', dob: '1962-08-15' },
    city: { city: 'Chennai', state: 'Tamil Nadu', pincode: '600004', locality: 'Mylapore', district: 'Chennai' },
    people: {
      heir: 'Meena',
      beneficiary_individual: 'Arun',
      non_beneficiary_individual: 'Lakshmi',
      executor: 'Suresh',
      witness: 'Gopal',
      beneficiary_corporate: 'Seva Trust',
      non_beneficiary_corporate: 'Kapaleeshwarar Temple Trust',
      registrar: 'Sub-Registrar, Mylapore',
    },
    contactPerson: 'Vikram',
    men: ['Arun', 'Suresh', 'Gopal', 'Vikram'],
    passport: 'M4821937',
    account: '30418829104477',
    house: 'House at Luz Church Road',
  },
  {
    self: { firstName: 'Imran', lastName: 'Shaikh', gender: 'M', dob: '1970-01-01' },
    city: { city: 'Mumbai', state: 'Maharashtra', pincode: '400050', locality: 'Bandra West', district: 'Mumbai Suburban' },
    people: {
      heir: 'Salma',
      beneficiary_individual: 'Zoya',
      non_beneficiary_individual: 'Farhan',
      executor: 'Anwar',
      witness: 'Deepak',
      beneficiary_corporate: 'Noor Education Trust',
      non_beneficiary_corporate: 'Anjuman Welfare Society',
      registrar: 'Sub-Registrar, Bandra',
    },
    contactPerson: 'Rehana',
    men: ['Farhan', 'Anwar', 'Deepak'],
    passport: 'K7730215',
    account: '50100234981166',
    house: 'Flat at Hill Road',
  },
];

/** Everything the authorisation matrix's owner has, saved through the calls a person's screens make. */
async function fillTestator(
  transport: SeedTransport,
  app: FastifyInstance,
  family: Family,
  will: { templateId: number; languageId: number },
) {
  const who = await seedTestator(transport, family.self);
  const api = apiOf(app, who.token);
  const self = who.userId;
  await api.post('saveOrUpdate', {
    ...personInput({ ...family.self, nhMasterId: null }),
    entityId: self,
    profileImage: base64(FILES.png.buffer),
  });
  const ids = {} as Record<Exclude<TEntityKind, 'self'>, number>;
  for (const [kind, firstName] of Object.entries(family.people) as [Exclude<TEntityKind, 'self'>, string][]) {
    const extra = kind === 'heir' ? { coreId: self, primaryId: self } : {};
    const person =
      kindDefinition(kind).form === 'person' ? { lastName: family.self.lastName, gender: family.men.includes(firstName) ? 'M' : 'F' } : {};
    ids[kind] = await seedPerson(transport, who, kind, { firstName, ...person, ...extra });
  }
  ids.contact_person = await seedPerson(transport, who, 'contact_person', {
    firstName: family.contactPerson,
    gender: family.men.includes(family.contactPerson) ? 'M' : 'F',
    designation: 'Trustee',
    primaryId: ids.beneficiary_corporate,
  });

  const { city } = family;
  await api.post('saveEntityAddress', [addressInput(self, { ...city, country: 'India' })]);
  await api.post('saveContactDetails', [
    { entityId: self, contactTypeId: 1, contactDetails: '9123456780' },
    { entityId: self, contactTypeId: 2, contactDetails: `${family.self.firstName.toLowerCase()}@example.in` },
  ]);
  await api.post('saveIdentificationDetails', [
    { entityId: self, idType: 3, documentNo: family.passport, files: [{ fileName: 'passport.jpg', fileData: base64(FILES.jpeg.buffer) }] },
  ]);
  await api.post('saveDocumentAttachment', [
    {
      entityId: self,
      description: 'Sale deed of the house',
      files: [
        { fileName: 'sale-deed.pdf', fileType: 'application/pdf', fileData: base64(onePagePdf(`Sale deed, ${family.house}`)), isPDF: true },
      ],
    },
  ]);
  await api.post('saveEntitySpecificAttribute', [
    {
      entityId: ids.beneficiary_individual,
      specificAttributeName: 'Studies at',
      specificAttributeValue: `Kendriya Vidyalaya, ${family.city.city}`,
      specificAttributeDescription: 'Fees to be paid from the estate until the course ends.',
    },
  ]);

  const assets = await fillAssets(transport, who, api, family);
  const { json } = await api.post('saveAssetAssignmentDetails', {
    assetAssignmentType: 10,
    numberOfBeneficiaries: 1,
    beneficiaries: [
      {
        beneficiaryId: ids.beneficiary_individual,
        proportion: 100,
        condition: 'On my death',
        immediateTransfer: false,
        guardian: null,
        assignmentDescription: 'To be held absolutely.',
        assetSubDescription: 'The whole house with its land.',
        documents: [{ fileName: 'gift-letter.png', fileData: base64(FILES.png.buffer) }],
      },
    ],
    assetIds: [assets.fixed],
    testatorId: self,
  });
  if (!(json as { assignmentId?: number }).assignmentId) throw new Error(`no assignment saved: ${JSON.stringify(json)}`);

  const downloaded = await api.post('downloadWill', { templateId: will.templateId, languageId: will.languageId, fileFormat: 'pdf' });
  const [version] = (await api.get('willVersions?code=en')) as { versionId: number; sha256: string }[];
  if (version!.sha256 !== sha256(downloaded.raw)) throw new Error('the kept will version is not the downloaded will');
  const [identity] = (await api.get(`findAllIdentifications?entityId=${self}&code=en`)) as { files: { documentMasterId: number }[] }[];

  return {
    email: who.email,
    password: who.password,
    userId: self,
    identityScan: { documentMasterId: identity!.files[0]!.documentMasterId, sha256: sha256(FILES.jpeg.buffer) },
    willVersion: { versionId: version!.versionId, sha256: sha256(downloaded.raw) },
    reads: await recordReads(api, self, assets),
  } satisfies ReleaseTestator;
}

/** A house with its location, attributes and their files; savings with a sealed account number; a car. */
async function fillAssets(transport: SeedTransport, who: Awaited<ReturnType<typeof seedTestator>>, api: Api, family: Family) {
  const fixed = await seedAsset(transport, who, 'fixed', { assetName: family.house, assetDescription: 'Title deed of 1987.' });
  const financial = await seedAsset(transport, who, 'financial', {
    assetSubTypeId: 301,
    assetName: 'Savings account',
    assetInitialValue: 480000,
  });
  const movable = await seedAsset(transport, who, 'movable', { assetName: 'Car', assetInitialValue: 650000 });
  await api.post('saveAssetLocation', {
    assetId: fixed,
    assetLocationType: 'P',
    addressDetails: `12, ${family.city.locality}`,
    city: family.city.city,
    state: family.city.state,
    pincode: family.city.pincode,
    country: 'India',
    landmark: 'Near the temple tank',
  });
  await api.post('saveAssetSubTypeAttribute', [
    {
      assetId: fixed,
      assetSubAttributeMstId: 1,
      assetSubTypeAttributeValue: 'S.No. 114/2',
      files: [{ fileName: 'survey.png', fileData: base64(FILES.png.buffer) }],
    },
  ]);
  // Attribute 20 is an account number: sealed at rest and shown masked.
  await api.post('saveAssetSubTypeAttribute', [
    { assetId: financial, assetSubAttributeMstId: 20, assetSubTypeAttributeValue: family.account },
  ]);
  const { primaryAttributeMasterData } = (await api.get(`findAllPrimaryAttributeData?assetId=${fixed}&code=en`)) as {
    primaryAttributeMasterData: { field: string; assetPrimaryMstAttributeId: number }[];
  };
  const text = primaryAttributeMasterData.find((type) => type.field === 'text')!.assetPrimaryMstAttributeId;
  await api.post('saveAssetPrimaryAttribute', [
    {
      assetId: fixed,
      assetPrimaryMstAttributeId: text,
      assetPrimaryAttributeValue: 'Locker 41',
      files: [{ fileName: 'locker.png', fileData: base64(FILES.png.buffer) }],
    },
  ]);
  await api.post('saveSpecificAttribute', [
    {
      assetId: fixed,
      specificAttributeName: 'Well',
      specificAttributeValue: 'Shared with the neighbour',
      specificAttributeDescription: 'By the agreement of 1990.',
      files: [{ fileName: 'well.png', fileData: base64(FILES.png.buffer) }],
    },
  ]);
  return { fixed, financial, movable } satisfies Partial<Record<TAssetKind, number>>;
}

const pick = (row: Record<string, unknown>, keys: string[]) => Object.fromEntries(keys.map((key) => [key, row[key] ?? null]));

/** The testator's lists as the release answered them, reduced to the keys that say whose and which row. */
async function recordReads(api: Api, self: number, assets: Record<string, number>): Promise<RecordedRead[]> {
  const person = ['entityId', 'kind', 'firstName', 'middleName', 'lastName', 'dob', 'gender', 'designation'];
  const reads: { url: string; keys: string[]; list?: string }[] = [
    { url: `findAllNhRelations?testatorId=${self}&code=en`, keys: ['entityId', 'firstName', 'lastName'] },
    ...LISTED_KINDS.flatMap((kind) => {
      const list = kindDefinition(kind).listEndpoint;
      return list ? [{ url: `${list}?testatorId=${self}&code=en`, keys: person }] : [];
    }),
    ...[1, 2, 3].map((type) => ({
      url: `findAllAssetDetailsByTestatorId?testatorId=${self}&assetTypeId=${type}&code=en`,
      keys: ['assetId', 'assetName', 'assetSubTypeId', 'assetInitialValue', 'assetDescription'],
    })),
    { url: `findAddressById?entityId=${self}&code=en`, keys: ['addressId', 'doorNo', 'street', 'locality', 'city', 'pincode'] },
    { url: `findAllContactByEntityId?entityParentId=${self}&code=en`, keys: ['contactDetailsId', 'contactTypeId', 'contactDetails'] },
    { url: `findAllIdentifications?entityId=${self}&code=en`, keys: ['identityId', 'idType', 'documentNo'] },
    { url: `findAllDocumentAttachByTestatorId?entityId=${self}`, keys: ['documentId', 'description'] },
    {
      url: `findAllAssetSubtypeAttrbutes?assetId=${assets.financial}&code=en`,
      list: 'attributeDetailsts',
      keys: ['assetSubTypeDetailsId', 'assetSubAttributeMstId', 'assetSubTypeAttributeValue'],
    },
    {
      url: `fetchAssetLocationById?assetId=${assets.fixed}&code=en`,
      list: 'location',
      keys: ['assetLocationId', 'addressDetails', 'city', 'pincode'],
    },
    { url: `findAllAssetAssignmentDetailsById?testatorId=${self}&code=en`, keys: ['assetAssignmentId', 'assetId', 'beneficiaries'] },
    { url: 'willVersions?code=en', keys: ['versionId', 'fileName', 'size', 'sha256'] },
  ];
  const recorded: RecordedRead[] = [];
  for (const { url, keys, list } of reads) {
    const answer = (await api.get(url)) as Record<string, unknown>;
    const rows = [list ? answer[list] : answer].flat() as Record<string, unknown>[];
    if (rows.length === 0) throw new Error(`${url} answered no rows: the fixture would not show that they survive`);
    recorded.push({ url: list ? `${url}#${list}` : url, keys, rows: rows.map((row) => pick(row, keys)) });
  }
  return recorded;
}

/** The administrator's own clause set and a template that uses it beside a seeded heading. */
async function fillAdministrator(app: FastifyInstance, db: ReturnType<typeof openDatabase>['db'], languageId: number) {
  await ensureAdministrator(db, ADMIN.email, ADMIN.password);
  const login = await app.inject({
    method: 'POST',
    url: '/api/wst/auth/login',
    payload: { username: ADMIN.email, password: ADMIN.password },
  });
  const admin = apiOf(app, login.json().jwt as string, 'admin');
  const headingName = 'Care of my pets';
  await admin.post('saveTemplateClauses', {
    headingName,
    templateClausesKey: 'care_of_pets',
    languageId,
    clauses: [{ templateStatements: 'I ask {{ executor.fullName }} to find a loving home for my pets.' }],
  });
  type Set = { headingId: number; headingName: string; clauses: { clauseId: number }[] };
  const { clauses } = (await admin.get(`fetchTemplateClauses?langId=${languageId}`)) as { clauses: Set[] };
  const pets = clauses.find((set) => set.headingName === headingName)!;
  const templateName = 'Short will with pets';
  const saved = await admin.post('saveWillTemplate', {
    templateName,
    templateDescription: 'Declaration, revocation and the care of pets.',
    clauseContents: [...clauses.slice(0, 2), pets].map((set) => ({ headingId: set.headingId, contentId: set.clauses[0]!.clauseId })),
  });
  return { ...ADMIN, templateName, headingName, templateId: (saved.json as { willTemplateId: number }).willTemplateId };
}

async function startPostgres(): Promise<{ url: string; stop: () => Promise<void> }> {
  if (process.env.TEST_DATABASE_URL) return { url: process.env.TEST_DATABASE_URL, stop: async () => {} };
  const { startEmbeddedPostgres } = await import('../src/db/embedded.ts');
  const dir = mkdtempSync(join(tmpdir(), 'vasiyat-release-pg-'));
  const embedded = await startEmbeddedPostgres({ dir: join(dir, 'pg'), password: 'test-only-password', database: 'postgres' });
  return {
    url: embedded.url('postgres'),
    stop: async () => {
      await embedded.stop();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

async function main() {
  const release = process.argv[2] ?? new Date().toISOString().slice(0, 10);
  if (!/^\d{4}-\d{2}-\d{2}$/.test(release)) throw new Error(`The release date is yyyy-mm-dd, not ${release}`);
  const server = await startPostgres();
  const name = `vasiyat_release_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: server.url });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  const url = new URL(server.url);
  url.pathname = `/${name}`;
  const database = openDatabase(url.href, 4);
  const smtp = await startSmtpSink();
  try {
    await migrateDatabase(database.db);
    await seedDatabase(database.db);
    const seeded = await rowCounts(database.pool);
    const config = {
      port: 0,
      host: '127.0.0.1',
      publicUrl: 'http://localhost:8080',
      dataDir: mkdtempSync(join(tmpdir(), 'vasiyat-release-data-')),
      smtpUrl: smtp.url,
      mailFrom: 'Vasiyat <no-reply@vasiyat.test>',
      jwtSecret: randomBytes(32),
      dataKeys: dataKeysOf(Buffer.from(DATA_KEY, 'hex')),
      logLevel: 'silent',
      authRateLimitPerMinute: 10_000,
    };
    const mailer = createMailer({ smtpUrl: smtp.url, from: config.mailFrom, outboxDir: join(config.dataDir, 'outbox'), log: () => {} });
    const { app } = await buildApp({ config, database, mailer, logger: false });
    await app.ready();
    try {
      const languageId = (await database.pool.query<{ id: number }>("SELECT language_id AS id FROM languages WHERE language_code = 'en'"))
        .rows[0]!.id;
      const administrator = await fillAdministrator(app, database.db, languageId);
      const transport: SeedTransport = {
        async post(path, body, token) {
          const answer = await app.inject({
            method: 'POST',
            url: `/api/wst/${path}`,
            payload: body as object,
            headers: token ? { authorization: `Bearer ${token}` } : {},
          });
          return { status: answer.statusCode, json: answer.json() };
        },
        codeFor: (email, since) => smtp.codeFor(email, { since }),
        mailCount: async () => smtp.received.length,
      };
      const testators: ReleaseTestator[] = [];
      for (const family of FAMILIES)
        testators.push(await fillTestator(transport, app, family, { templateId: administrator.templateId, languageId }));
      const client = await database.pool.connect();
      const rows = await dumpRows(client).finally(() => client.release());
      const migration = newestTag(rows.journal.length);
      const fixture: ReleaseFixture = {
        note: `The database of the Vasiyat release of ${release} (${migration}), made by apps/server/test/make-release-fixture.ts. dataKey is a test-only key.`,
        release,
        migration,
        dataKey: DATA_KEY,
        seeded,
        testators,
        administrator: {
          email: administrator.email,
          password: administrator.password,
          templateName: administrator.templateName,
          headingName: administrator.headingName,
        },
        ...rows,
      };
      const file = `${release}-${migration.slice(0, 4)}.json.gz`;
      if (existsSync(join(RELEASES_FOLDER, file)) && !process.env.REPLACE) {
        throw new Error(`${file} exists: a release's fixture is kept as it was (REPLACE=1 to write it again)`);
      }
      const size = writeReleaseFixture(file, fixture);
      const count = rows.tables.reduce((sum, table) => sum + table.count, 0);
      console.log(`${file}: ${count} rows of ${rows.tables.length} tables at ${migration}, ${(size / 1024).toFixed(0)} KB gzip`);
    } finally {
      await app.close();
      mailer.close();
      rmSync(config.dataDir, { recursive: true, force: true });
    }
  } finally {
    await smtp.close();
    await database.close();
    // The pool's end() resolves before the server has seen every connection go: wait, so FORCE cuts none of them.
    const sessions = `SELECT count(*)::int AS n FROM pg_stat_activity WHERE datname = '${name}'`;
    for (let tries = 0; tries < 50 && (await admin.query<{ n: number }>(sessions)).rows[0]!.n > 0; tries++) await delay(100);
    await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await admin.end();
    await server.stop();
  }
}

/** The tag of the newest migration applied, from this build's journal. */
function newestTag(applied: number): string {
  const journal = JSON.parse(readFileSync(join(migrationsFolder, 'meta', '_journal.json'), 'utf8')) as { entries: { tag: string }[] };
  return journal.entries[applied - 1]!.tag;
}

async function rowCounts(pool: pg.Pool): Promise<Record<string, number>> {
  const counts: Record<string, number> = {};
  for (const { name } of await publicTables(pool)) {
    counts[name] = (await pool.query<{ n: number }>(`SELECT count(*)::int AS n FROM "${name}"`)).rows[0]!.n;
  }
  return counts;
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? (error.stack ?? error.message) : String(error));
  process.exit(1);
});
