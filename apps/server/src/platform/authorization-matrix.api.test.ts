// The authorisation matrix: for every route of the contract's endpoint table, one testator (the intruder) sends
// another's (the owner's) ids in every place an id goes, and gets 404 with no data and changes nothing; the wrong
// role gets 403 and no token 401. The owner's free text carries a sentinel that must reach no answer of the
// intruder's and no log line. The cases are in test/matrix-cases.ts, one per non-public row of allEndpoints.
import { allEndpoints, auditEventOf, type Endpoint, ROLE_ADMIN, ROLE_TESTATOR } from '@vasiyat/contract';
import { pdfText } from '@vasiyat/documents/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ApiTest, seedTransport, startApiTest } from '../../test/api-harness.ts';
import { bearer, createUser, personInput, type Session } from '../../test/fixtures.ts';
import { seedFullTestator, testatorCalls } from '../../test/full-testator.ts';
import {
  CASES,
  type Call,
  type Case,
  type IntruderIds,
  KINDS,
  type Kind,
  type MatrixIds,
  permits,
  protectedEndpoints,
  ROLE_OTHER,
  urlOf,
} from '../../test/matrix-cases.ts';
import { seedReview } from '../../test/review-seed.ts';
import { seedAsset, seedPerson, seedTestator } from '../../test/seeds.ts';

/** Letters only, so that it fits every free-text field (names, passport numbers, e-mail addresses); matched in any case. */
const CANARY = 'Qzjvcanary';
const NEEDLE = CANARY.toLowerCase();

type Answer = Awaited<ReturnType<ApiTest['app']['inject']>>;
type Result = { name: string; kind: Kind; request: string; expected: number[]; status: number; problems: string[] };

const lines: string[] = [];
let t: ApiTest;
let owner: Session;
let intruder: Session;
let ids: MatrixIds;
let others: { testator: Session; admin: Session; other: Session };
/** Every answer the intruder and the wrong roles got, for the sentinel check at the end. */
const answered: { request: string; answer: Answer }[] = [];

const send = (token: string | undefined, endpoint: Endpoint, call: Call) =>
  t.app.inject({
    method: endpoint.method,
    url: urlOf(endpoint, call),
    headers: token ? bearer(token) : {},
    ...(call.body !== undefined ? { payload: call.body as object } : {}),
  });
const as = (session: Session) => testatorCalls(t, session);

// ---------------------------------------------------------------------------------------------------------------------
// What an answer gives away.

const BASE64 = /^[A-Za-z0-9+/]+={0,2}$/;
const isPdf = (bytes: Buffer) => bytes.subarray(0, 5).toString('latin1') === '%PDF-';
const pdfWords = (bytes: Buffer) => pdfText(new Uint8Array(bytes)).replace(/\s+/g, '');

/** Every text an answer carries: headers, the body as bytes, base64 values decoded, and the text of any PDF. */
function textsOf(answer: Answer): { where: string; text: string }[] {
  const texts = [
    { where: 'headers', text: JSON.stringify(answer.headers) },
    { where: 'body', text: answer.rawPayload.toString('latin1') },
    { where: 'body (utf-8)', text: answer.body },
  ];
  if (isPdf(answer.rawPayload)) texts.push({ where: 'PDF text of the body', text: pdfWords(answer.rawPayload) });
  let json: unknown;
  try {
    json = JSON.parse(answer.body);
  } catch {
    return texts;
  }
  const walk = (value: unknown, path: string) => {
    if (typeof value === 'string') {
      const data = value.replace(/^data:[^,]*;base64,/, '');
      if (data.length >= 16 && data.length % 4 === 0 && BASE64.test(data)) {
        const bytes = Buffer.from(data, 'base64');
        texts.push({ where: `${path} decoded`, text: bytes.toString('latin1') });
        if (isPdf(bytes)) texts.push({ where: `PDF text of ${path}`, text: pdfWords(bytes) });
      }
    } else if (value && typeof value === 'object') {
      for (const [key, item] of Object.entries(value)) walk(item, `${path}.${key}`);
    }
  };
  walk(json, 'body');
  return texts;
}

const hasCanary = (answer: Answer) => textsOf(answer).some(({ text }) => text.toLowerCase().includes(NEEDLE));
/** An answer for a failure message: JSON or text as it is, bytes by their size and type. */
const shown = (answer: Answer) =>
  /json|text/.test(String(answer.headers['content-type']))
    ? answer.body.slice(0, 300)
    : `${answer.rawPayload.length} bytes of ${answer.headers['content-type']}`;

/** The owner's ids by the keys answers carry them under. */
function ownerIdsByKey(o: MatrixIds['owner']): Record<string, Set<number>> {
  const entities = new Set([o.userId, o.heir, o.beneficiary, o.corporate, o.executor, o.witness, o.contactPerson, o.registrar]);
  const files = new Set(Object.values(o.files));
  const one = (...values: number[]) => new Set(values);
  return {
    entityId: entities,
    beneficiaryId: entities,
    guardian: entities,
    guardianId: entities,
    primary: entities,
    primaryId: entities,
    coreId: entities,
    contactPersonId: entities,
    testatorId: entities,
    userId: entities,
    assetId: one(o.asset),
    assetIds: one(o.asset),
    assignmentId: one(o.assignment),
    assetAssignmentId: one(o.assignment),
    documentMasterId: files,
    profileImageId: files,
    addressId: one(o.address),
    contactDetailsId: one(o.contact),
    identityId: one(o.identity),
    documentId: one(o.document),
    specificAttributeId: one(o.entityAttribute, o.assetSpecific),
    assetSubTypeDetailsId: one(o.subtypeAttribute),
    assetAttributeId: one(o.primaryAttribute),
    assetLocationId: one(o.location),
    versionId: one(o.version),
    fromVersionId: one(o.version),
    toVersionId: one(o.version),
    grantId: one(o.reviewGrant),
    commentId: one(o.reviewComment),
  };
}

/** What of the owner's an answer carries: the sentinel anywhere, the owner's e-mail, an owner's id under its key. */
function leaksOf(answer: Answer): string[] {
  const leaks: string[] = [];
  for (const { where, text } of textsOf(answer)) {
    const lower = text.toLowerCase();
    if (lower.includes(NEEDLE)) leaks.push(`the sentinel in ${where}`);
    if (lower.includes(owner.email.toLowerCase())) leaks.push(`the owner's e-mail in ${where}`);
  }
  let json: unknown;
  try {
    json = JSON.parse(answer.body);
  } catch {
    return leaks;
  }
  const byKey = ownerIdsByKey(ids.owner);
  const walk = (value: unknown, path: string, key: string) => {
    if (typeof value === 'number' && byKey[key]?.has(value)) leaks.push(`the owner's ${key} ${value} at ${path}`);
    else if (Array.isArray(value)) {
      for (const [index, item] of value.entries()) walk(item, `${path}.${index}`, key);
    } else if (value && typeof value === 'object') {
      for (const [name, item] of Object.entries(value)) walk(item, `${path}.${name}`, name);
    }
  };
  walk(json, 'body', '');
  return [...new Set(leaks)];
}

/** An error answer with nothing in it but the error: status, code, messageKey and message. */
function errorProblems(answer: Answer, code: string): string[] {
  let json: Record<string, unknown>;
  try {
    json = JSON.parse(answer.body);
  } catch {
    return [`not JSON: ${answer.body.slice(0, 200)}`];
  }
  const keys = Object.keys(json).sort().join(',');
  const problems: string[] = [];
  if (keys !== 'code,message,messageKey,status') problems.push(`error with other keys: ${keys}`);
  if (json.status !== 'error' || json.code !== code) problems.push(`not a ${code} error: ${answer.body.slice(0, 200)}`);
  return problems;
}

// ---------------------------------------------------------------------------------------------------------------------
// The state of the database: one digest per table.

/**
 * A digest (row count and md5 of the rows) of every table of the public schema but audit_log and rate_limits;
 * `exceptTestator` leaves out that testator's own rows (their user row and every row carrying their testator_id).
 */
async function digests(exceptTestator?: number): Promise<Record<string, string>> {
  const { rows: tables } = await t.pool.query<{ name: string; has_testator: boolean }>(
    `SELECT c.table_name AS name, bool_or(c.column_name = 'testator_id') AS has_testator
       FROM information_schema.columns c
       JOIN information_schema.tables s ON s.table_schema = c.table_schema AND s.table_name = c.table_name
      WHERE c.table_schema = 'public' AND s.table_type = 'BASE TABLE' AND c.table_name NOT IN ('audit_log', 'rate_limits')
      GROUP BY c.table_name ORDER BY 1`,
  );
  const entries = await Promise.all(
    tables.map(async ({ name, has_testator }) => {
      const where =
        exceptTestator === undefined
          ? 'true'
          : name === 'users'
            ? `x.id <> ${Number(exceptTestator)}`
            : has_testator
              ? `x.testator_id <> ${Number(exceptTestator)}`
              : 'true';
      const { rows } = await t.pool.query<{ n: number; digest: string }>(
        `SELECT count(*)::int AS n, md5(coalesce(string_agg(x::text, E'\\n' ORDER BY x::text), '')) AS digest FROM "${name}" x WHERE ${where}`,
      );
      return [name, `${rows[0]!.n} rows, ${rows[0]!.digest}`] as const;
    }),
  );
  return Object.fromEntries(entries);
}
const changed = (before: Record<string, string>, after: Record<string, string>) =>
  Object.keys({ ...before, ...after }).filter((table) => before[table] !== after[table]);

/**
 * Rows that tie two testators together, from the foreign keys: for every table, the testator of the row (its
 * testator_id) and of each row it references (theirs) must be one. An owner's file kept on the intruder's record,
 * the intruder's heir under the owner's, an owner's beneficiary in the intruder's assignment: each is one here.
 */
async function crossLinks(): Promise<string[]> {
  const { rows: keys } = await t.pool.query<{ child: string; col: string; parent: string; pcol: string }>(
    `SELECT c.conrelid::regclass::text AS child, a.attname AS col, c.confrelid::regclass::text AS parent, pa.attname AS pcol
       FROM pg_constraint c
       JOIN pg_attribute a ON a.attrelid = c.conrelid AND a.attnum = c.conkey[1]
       JOIN pg_attribute pa ON pa.attrelid = c.confrelid AND pa.attnum = c.confkey[1]
      WHERE c.contype = 'f' AND c.connamespace = 'public'::regnamespace AND cardinality(c.conkey) = 1`,
  );
  const { rows: columns } = await t.pool.query<{ name: string }>(
    `SELECT table_name AS name FROM information_schema.columns WHERE table_schema = 'public' AND column_name = 'testator_id'`,
  );
  const withTestator = new Set(columns.map((column) => column.name));
  const children = [...new Set(keys.map((key) => key.child))];
  const found = await Promise.all(
    children.map(async (child) => {
      const references = keys.filter((key) => key.child === child && withTestator.has(key.parent));
      const testators = [...(withTestator.has(child) ? ['x.testator_id'] : []), ...references.map((_, index) => `p${index}.testator_id`)];
      if (testators.length < 2) return [];
      const joins = references
        .map((key, index) => `LEFT JOIN "${key.parent}" p${index} ON p${index}."${key.pcol}" = x."${key.col}"`)
        .join(' ');
      const { rows } = await t.pool.query<{ n: number }>(
        `SELECT count(*)::int AS n FROM "${child}" x ${joins}
          WHERE (SELECT count(DISTINCT v) FROM unnest(ARRAY[${testators.join(', ')}]) v WHERE v IS NOT NULL) > 1`,
      );
      return rows[0]!.n > 0 ? [`${child}: ${rows[0]!.n} rows tie two testators (${references.map((key) => key.col).join(', ')})`] : [];
    }),
  );
  return found.flat();
}

// ---------------------------------------------------------------------------------------------------------------------
// Setup: the owner with one of everything (sentinel in every free-text field), the intruder with a little of their own.

async function seedIntruder(session: Session): Promise<IntruderIds> {
  const transport = seedTransport(t);
  const api = as(session);
  await api.post('saveOrUpdate', {
    ...personInput({ firstName: 'Imran', lastName: 'Shaikh', nhMasterId: null, dob: '1970-01-01' }),
    entityId: session.userId,
  });
  const [heir, beneficiary, corporate, asset] = await Promise.all([
    seedPerson(transport, session, 'heir', { firstName: 'Salma', lastName: 'Shaikh' }),
    seedPerson(transport, session, 'beneficiary_individual', { firstName: 'Zoya', lastName: 'Shaikh' }),
    seedPerson(transport, session, 'beneficiary_corporate', { firstName: 'Noor Trust' }),
    seedAsset(transport, session, 'fixed', { assetName: 'Flat at Bandra' }),
  ]);
  await api.post('downloadWill', { templateId: ids.templateId, languageId: ids.languageId, fileFormat: 'pdf' });
  const [version] = await api.get('willVersions');
  return { userId: session.userId, heir, beneficiary, corporate, asset, version: version.versionId };
}

beforeAll(async () => {
  t = await startApiTest({}, { logger: { level: 'trace', stream: { write: (line: string) => void lines.push(line) } } });
  const transport = seedTransport(t);
  const [ownerSeed, intruderSeed, testator, admin, other] = await Promise.all([
    seedTestator(transport, { firstName: `Savitri ${CANARY}`, lastName: `${CANARY} Iyer` }),
    seedTestator(transport, { firstName: 'Imran', lastName: 'Shaikh', gender: 'M' }),
    createUser(t),
    createUser(t, { roleId: ROLE_ADMIN }),
    createUser(t, { roleId: ROLE_OTHER }),
  ]);
  owner = { ...ownerSeed, roleId: ROLE_TESTATOR };
  intruder = { ...intruderSeed, roleId: ROLE_TESTATOR };
  others = { testator, admin, other };
  const { templates, languages } = await as(owner).get('willTemplates');
  ids = {
    templateId: templates[0].willTemplateId,
    languageId: languages.find((language: { languageCode: string }) => language.languageCode === 'en').languageId,
  } as MatrixIds;
  const [ownerIds, intruderIds] = await Promise.all([
    seedFullTestator(t, owner, { sentinel: CANARY, templateId: ids.templateId, languageId: ids.languageId }),
    seedIntruder(intruder),
  ]);
  const review = await seedReview(t, owner, { templateId: ids.templateId, languageId: ids.languageId, text: CANARY });
  ids = {
    ...ids,
    owner: { ...ownerIds, reviewGrant: review.grantId, reviewComment: review.commentId, reviewToken: review.token },
    intruder: intruderIds,
  };
}, 60_000);
afterAll(() => t?.close());

const callsOf = (entry: Case, kind: Kind) => entry[kind]?.(ids) ?? [];
const describeCall = (endpoint: Endpoint, call: Call) =>
  `${endpoint.method} ${urlOf(endpoint, call)}${call.body === undefined ? '' : ` ${JSON.stringify(call.body).slice(0, 400)}`}`;
const report = (results: Result[]) =>
  results
    .filter((result) => result.problems.length > 0)
    .map(
      (result) =>
        `${result.name} (${result.kind}) ${result.request}\n  expected ${result.expected.join(' or ')}, got ${result.status}: ${result.problems.join('; ')}`,
    );

const ERROR_CODES: Record<number, string> = { 400: 'validation', 404: 'not_found' };
const EXPECTED: Record<Kind, number[]> = { foreign: [404], own: [200], ignored: [200, 404], ownWrite: [200], refused: [400] };

/** Sends each call as the intruder and checks its status, its shape and that it carries nothing of the owner's. */
async function runAsIntruder(kinds: Kind[], options: { sequential?: boolean } = {}): Promise<Result[]> {
  const jobs = kinds.flatMap((kind) =>
    Object.entries(CASES).flatMap(([name, entry]) =>
      callsOf(entry, kind).map((call) => ({ name, kind, call, endpoint: allEndpoints[name]! })),
    ),
  );
  const run = async ({ name, kind, call, endpoint }: (typeof jobs)[number]): Promise<Result> => {
    const expected = permits(endpoint, ROLE_TESTATOR) ? EXPECTED[kind] : [403];
    const request = describeCall(endpoint, call);
    const answer = await send(intruder.token, endpoint, call);
    answered.push({ request, answer });
    const problems: string[] = [];
    const status = answer.statusCode;
    if (!expected.includes(status)) problems.push(`status ${status}: ${shown(answer)}`);
    else if (status !== 200) problems.push(...errorProblems(answer, ERROR_CODES[status] ?? 'forbidden'));
    problems.push(...leaksOf(answer).map((leak) => `leak: ${leak}`));
    return { name, kind, request, expected, status, problems };
  };
  if (!options.sequential) return Promise.all(jobs.map(run));
  const results: Result[] = [];
  for (const job of jobs) results.push(await run(job));
  return results;
}

describe('the authorisation matrix', () => {
  it('has one case for every non-public row of allEndpoints, and no case for a row that is not there', () => {
    const rows = protectedEndpoints().map(([name]) => name);
    const missing = rows.filter((name) => !(name in CASES));
    const unknown = Object.keys(CASES).filter((name) => !rows.includes(name));
    expect(missing, `rows of allEndpoints without a case in test/matrix-cases.ts: ${missing.join(', ')}`).toEqual([]);
    expect(unknown, `cases naming no non-public row of allEndpoints: ${unknown.join(', ')}`).toEqual([]);
    const empty = Object.entries(CASES)
      .filter(([, entry]) => KINDS.every((kind) => callsOf(entry, kind).length === 0))
      .map(([name]) => name);
    expect(empty, `cases that send nothing: ${empty.join(', ')}`).toEqual([]);
    // Every testator route with input is tried with the owner's ids, but these, whose input holds no user's id.
    const withoutForeign = Object.entries(CASES)
      .filter(([name]) => {
        const endpoint = allEndpoints[name]!;
        return permits(endpoint, ROLE_TESTATOR) && (endpoint.params || endpoint.query || endpoint.body);
      })
      .filter(([, entry]) => !entry.foreign)
      .map(([name]) => name);
    expect(withoutForeign).toEqual([
      'menus',
      'deleteAccount',
      'fetchAllMasterTypes',
      'findAddressTypeById',
      'findAllContactType',
      'findAllIdentificationType',
      'testatorWillTemplates',
      'willCheck',
      'willVersions',
      // Issue 27: the deed's texts of the caller, for a language; it names no record.
      'deedTexts',
      'inviteReviewer',
      'saveWillReminders',
    ]);
  });

  it('refuses the wrong role with 403 and a missing token with 401, on every protected route', async () => {
    const sessions = [
      { role: ROLE_TESTATOR, session: others.testator },
      { role: ROLE_ADMIN, session: others.admin },
      { role: ROLE_OTHER, session: others.other },
    ];
    const jobs = protectedEndpoints().flatMap(([name, endpoint]) => {
      const entry = CASES[name];
      if (!entry) return [];
      const call = KINDS.flatMap((kind) => callsOf(entry, kind))[0]!;
      return [
        { name, endpoint, call, session: undefined as Session | undefined, expected: 401, code: 'unauthorized' },
        ...sessions
          .filter(({ role }) => !permits(endpoint, role))
          .map(({ session }) => ({ name, endpoint, call, session, expected: 403, code: 'forbidden' })),
      ];
    });
    const results = await Promise.all(
      jobs.map(async ({ name, endpoint, call, session, expected, code }) => {
        const answer = await send(session?.token, endpoint, call);
        const request = `${session ? `role ${session.roleId}` : 'no token'}: ${describeCall(endpoint, call)}`;
        answered.push({ request, answer });
        const problems = answer.statusCode === expected ? errorProblems(answer, code) : [`status ${answer.statusCode}: ${shown(answer)}`];
        problems.push(...leaksOf(answer).map((leak) => `leak: ${leak}`));
        return { name, kind: 'own' as Kind, request, expected: [expected], status: answer.statusCode, problems };
      }),
    );
    expect(report(results)).toEqual([]);
    // Enumerated from the table: every admin-only route for a testator, every testator-only route for an administrator.
    const refused = (role: number) => new Set(jobs.filter((job) => job.session?.roleId === role).map((job) => job.name));
    const adminOnly = protectedEndpoints().filter(([, e]) => typeof e.auth === 'object' && !e.auth.roles.includes(ROLE_TESTATOR));
    const testatorOnly = protectedEndpoints().filter(([, e]) => typeof e.auth === 'object' && !e.auth.roles.includes(ROLE_ADMIN));
    expect(adminOnly.length).toBeGreaterThan(0);
    expect(testatorOnly.length).toBeGreaterThan(0);
    for (const [name] of adminOnly) expect(refused(ROLE_TESTATOR).has(name), name).toBe(true);
    for (const [name] of testatorOnly) expect(refused(ROLE_ADMIN).has(name), name).toBe(true);
    expect(results.filter((result) => result.expected[0] === 401)).toHaveLength(protectedEndpoints().length);
  }, 30_000);

  it('answers the owner’s ids with 404 and no data, and the intruder’s own with only their data; nothing changes', async () => {
    expect(await crossLinks()).toEqual([]);
    const before = await digests();
    const results = await runAsIntruder(['foreign', 'own', 'refused']);
    const after = await digests();

    const leaks = results.filter((result) => result.problems.some((problem) => problem.startsWith('leak')));
    expect(report(leaks), 'answers carrying the owner’s data').toEqual([]);
    expect(report(results)).toEqual([]);
    expect(changed(before, after), 'tables changed by calls that should have been refused or only read').toEqual([]);
    expect(await crossLinks()).toEqual([]);
    const covered = new Set(results.map((result) => result.name));
    // Writes whose input names no one (the caller is the token's): logout, a review invitation and the reminder setting, run below.
    expect(Object.keys(CASES).filter((name) => !covered.has(name))).toEqual(['logout', 'inviteReviewer', 'saveWillReminders']);

    // Controls: the same reads as the owner answer 200, so each 404 above is the owner check and not a bad request.
    const controls = Object.entries(CASES).flatMap(([name, entry]) => {
      const endpoint = allEndpoints[name]!;
      if (endpoint.method !== 'GET' || auditEventOf(endpoint) === 'write') return [];
      return callsOf(entry, 'foreign')
        .filter((call) => !call.mixed)
        .map((call) => ({ name, endpoint, call }));
    });
    const answers = await Promise.all(
      controls.map(async ({ name, endpoint, call }) => ({ name, call, answer: await send(owner.token, endpoint, call) })),
    );
    const failed = answers
      .filter(({ answer }) => answer.statusCode !== 200)
      .map(({ name, call, answer }) => `${name} ${urlOf(allEndpoints[name]!, call)}: ${answer.statusCode} ${shown(answer)}`);
    expect(failed, 'reads the owner is refused').toEqual([]);
    // The sentinel is where the owner looks (names, photo, file bytes, PDF text), so its absence above means something.
    const seen = new Set(answers.filter(({ answer }) => hasCanary(answer)).map(({ name }) => name));
    for (const name of [
      'findAllTestatorListedData',
      'fetchAllMasterData',
      'findAddressById',
      'findAllContactByEntityId',
      'findAllIdentifications',
      'findAllDocumentAttachByTestatorId',
      'findAllEntitySpecificAttributebyId',
      'findFileById',
      'findAllAssetMasterDetails',
      'fetchAssetLocationById',
      'findAllAssetSubtypeAttrbutes',
      'findAllPrimaryAttributeData',
      'findAllSpecificAssetAttributes',
      'findAllAssetAssignmentMasterDatas',
      'findAllAssetAssignmentDetailsById',
      'findAllNhRelations',
      'findAllBeneficiarIndividual',
      'downloadWillVersion',
    ])
      expect(seen.has(name), `the owner's own ${name} shows the sentinel`).toBe(true);
  }, 40_000);

  it('takes the caller from the token where the body names someone else, and logout ends only the caller’s sessions', async () => {
    const before = await digests(intruder.userId);
    const results = await runAsIntruder(['ignored', 'ownWrite'], { sequential: true });
    const after = await digests(intruder.userId);
    expect(report(results)).toEqual([]);
    expect(changed(before, after), 'rows that are not the intruder’s, changed').toEqual([]);
    expect(await crossLinks()).toEqual([]);
    expect((await t.app.inject({ method: 'GET', url: '/api/wst/testator/willVersions', headers: bearer(owner.token) })).statusCode).toBe(
      200,
    );
    expect((await t.app.inject({ method: 'GET', url: '/api/wst/testator/willVersions', headers: bearer(intruder.token) })).statusCode).toBe(
      401,
    );
  });

  it('lets the sentinel reach no answer of the intruder’s or of a wrong role, and no log line', async () => {
    // The owner's own will carries the sentinel only inside its base64 PDF: the check reads PDFs in answers.
    const preview = await send(owner.token, allEndpoints.getTemplateDataById!, {
      params: { templateId: ids.templateId, userId: owner.userId, languageId: ids.languageId },
      body: {},
    });
    expect(preview.statusCode, preview.body.slice(0, 300)).toBe(200);
    expect(preview.body.toLowerCase()).not.toContain(NEEDLE);
    expect(hasCanary(preview)).toBe(true);

    expect(answered.length).toBeGreaterThan(300);
    const reached = answered.filter(({ answer }) => hasCanary(answer)).map(({ request }) => request);
    expect(reached).toEqual([]);
    expect(lines.length).toBeGreaterThan(answered.length);
    const logged = lines.filter((line) => line.toLowerCase().includes(NEEDLE));
    expect(logged).toEqual([]);
  });
});
