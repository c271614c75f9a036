import { createHash } from 'node:crypto';
import { pdfText } from '@vasiyat/documents/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ApiTest, seedTransport, startApiTest } from '../../../test/api-harness.ts';
import { addressInput, createUser, personInput, type Session, testatorApi } from '../../../test/fixtures.ts';
import { type SeededTestator, seedAsset, seedPerson, seedTestator } from '../../../test/seeds.ts';

let t: ApiTest;
let owner: Session;
let other: Session;
let languages: { languageId: number; languageCode: string; languageName: string }[];
let templateId: number;
const who = {} as Record<'wife' | 'son' | 'witness' | 'witnessToo' | 'executor' | 'trust', number>;
let house: number;
let car: number;

const asSession = (seeded: SeededTestator): Session => ({ ...seeded, roleId: 21 });
const { get, post } = testatorApi(() => t);
const languageId = (code: string) => languages.find((language) => language.languageCode === code)!.languageId;
const entry = (beneficiaryId: number, proportion: number | null, overrides: Record<string, unknown> = {}) => ({
  beneficiaryId,
  proportion,
  condition: 'On my death',
  immediateTransfer: false,
  guardian: null,
  assignmentDescription: 'To be held absolutely',
  assetSubDescription: null,
  documents: [],
  ...overrides,
});
const assign = (session: Session, assetIds: number[], typeId: number, entries: ReturnType<typeof entry>[]) =>
  post(session, 'saveAssetAssignmentDetails', {
    assetAssignmentType: typeId,
    numberOfBeneficiaries: entries.length,
    beneficiaries: entries,
    assetIds,
    testatorId: session.userId,
  });
const preview = (session: Session, code: string, userId = session.userId, template = templateId) =>
  post(session, `getTemplateDataById/${template}/${userId}/${languageId(code)}`, {});
const pdfOf = (base64: string) => new Uint8Array(Buffer.from(base64, 'base64'));
const checkCodes = async (session: Session) =>
  ((await get(session, `willCheck?templateId=${templateId}`)).json().findings as { level: string; code: string }[]).map(
    (finding) => `${finding.level}:${finding.code}`,
  );

beforeAll(async () => {
  t = await startApiTest();
  // A language row the registry does not hold (an old database's, or one added by hand): never offered for the deed.
  await t.pool.query(
    `INSERT INTO languages (language_code, language_name, english_name, sort_order) VALUES ('pa', 'Punjabi', 'Punjabi', 99)`,
  );
  const transport = seedTransport(t);
  owner = asSession(await seedTestator(transport, { firstName: 'Ramesh', lastName: 'Verma', gender: 'M', dob: '1968-08-14' }));
  other = asSession(await seedTestator(transport, { firstName: 'Other' }));
  await post(owner, 'saveOrUpdate', {
    ...personInput({ firstName: 'Ramesh', lastName: 'Verma', gender: 'M', dob: '1968-08-14', maritalStatusId: 2, nhMasterId: null }),
    entityId: owner.userId,
  });
  await post(owner, 'saveEntityAddress', [addressInput(owner.userId, { city: 'Lucknow', state: 'Uttar Pradesh', pincode: '226001' })]);
  const person = (kind: Parameters<typeof seedPerson>[2], overrides: Record<string, unknown>) =>
    seedPerson(transport, owner, kind, overrides);
  who.wife = await person('heir', { firstName: 'Sunita', lastName: 'Verma', nhMasterId: 3, selectedBooleanMasters: [8, 7, 6] });
  who.son = await person('heir', {
    firstName: 'Ankit',
    lastName: 'Verma',
    nhMasterId: 4,
    dob: '1999-02-02',
    selectedBooleanMasters: [8, 7, 6],
  });
  who.witness = await person('witness', { firstName: 'Suresh', lastName: 'Gupta', nhMasterId: null });
  who.trust = await person('beneficiary_corporate', { firstName: 'Seva Trust' });
  house = await seedAsset(transport, owner, 'fixed', { assetName: 'House at Gokhale Marg', assetInitialValue: 12_000_000 });
  car = await seedAsset(transport, owner, 'movable', { assetName: 'Maruti car', assetInitialValue: 650_000 });
  expect((await assign(owner, [house], 10, [entry(who.wife, 100)])).statusCode).toBe(200);
  const { templates, languages: offered } = (await get(owner, 'willTemplates')).json();
  languages = offered;
  templateId = templates[0].willTemplateId;
});
afterAll(() => t.close());

describe('templates', () => {
  it('lists the library’s templates and the languages, to testators only', async () => {
    const answer = (await get(owner, 'willTemplates')).json();
    expect(answer.templates.length).toBeGreaterThanOrEqual(3);
    expect(answer.templates[0]).toEqual({
      willTemplateId: expect.any(Number),
      templateName: expect.any(String),
      templateDescription: expect.any(String),
      languageGaps: [],
    });
    expect(answer.languages.map((language: { languageCode: string }) => language.languageCode)).toEqual(
      expect.arrayContaining(['en', 'hi', 'ta']),
    );
    const admin = await createUser(t, { roleId: 13 });
    expect((await get(admin, 'willTemplates')).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'GET', url: '/api/wst/testator/willTemplates' })).statusCode).toBe(401);
  });
});

describe('preview', () => {
  it('is the caller’s will as a PDF: the check first, the deed with their people and assets, the execution kit after', async () => {
    const answer = (await preview(owner, 'en')).json();
    expect(answer).toMatchObject({ willTemplateId: templateId, languageId: languageId('en'), missingHeadings: [] });
    const pdf = pdfOf(answer.pdfContent);
    expect(Buffer.from(pdf.subarray(0, 5)).toString()).toBe('%PDF-');
    const text = pdfText(pdf).replace(/\s+/g, ' ');
    expect(text.indexOf('Will check')).toBeLessThan(text.indexOf('LAST WILL AND TESTAMENT'));
    expect(text).toContain('Ramesh Verma');
    expect(text).toContain('Sunita Verma');
    expect(text).toContain('House at Gokhale Marg');
    expect(text).toContain('₹1,20,00,000');
    // Dated the day it is signed, in ink: a blank to write the date on, never the day of the download (issue 22).
    expect(text).toContain('this ______ day of ________________ 20____');
    expect(text).not.toMatch(/this \d+(st|nd|rd|th) day of [A-Z][a-z]+ 20\d\d/);
    // One witness recorded: a will that cannot be signed yet says so on every page.
    expect(text).toContain('DRAFT — NOT FOR SIGNING');
    expect(text).toContain('How to sign, attest and keep your will');
    expect(text).toContain('cannot be signed electronically');
    // The cover page words the check: one witness recorded, so two are missing.
    expect(text).toContain('you have recorded 1');
    expect(text).not.toContain('Other');
  });

  it('writes the will in Hindi and in Tamil', async () => {
    const hindi = pdfText(pdfOf((await preview(owner, 'hi')).json().pdfContent));
    expect(hindi).toContain('वसीयत');
    const tamil = pdfText(pdfOf((await preview(owner, 'ta')).json().pdfContent));
    expect(tamil).toContain('உயில்');
  });

  it('answers an empty preview and the headings left out where the template has no text in the language', async () => {
    // Every seeded language has the whole library: take Bengali's clauses away, as if it had never been written.
    await t.pool.query("DELETE FROM clauses WHERE language_id = (SELECT language_id FROM languages WHERE language_code = 'bn')");
    const response = await preview(owner, 'bn');
    expect(response.statusCode, response.body).toBe(200);
    const answer = response.json();
    expect(answer.pdfContent).toBe('');
    expect(answer.missingHeadings.length).toBeGreaterThan(5);
  });

  it('answers 404 with no data for another user’s id, an unknown template or language', async () => {
    for (const response of [
      await preview(owner, 'en', other.userId),
      await preview(other, 'en', owner.userId),
      await preview(owner, 'en', owner.userId, 999_999),
      await post(owner, `getTemplateDataById/${templateId}/${owner.userId}/999999`, {}),
    ]) {
      expect(response.statusCode).toBe(404);
      expect(response.body).not.toContain('Ramesh');
      expect(response.body).not.toContain('%PDF');
    }
  });
});

describe('a language the registry does not offer the deed in', () => {
  it('is not listed, and a preview or download in it is refused (400) instead of written in English', async () => {
    expect(languages.map((language) => language.languageCode)).not.toContain('pa');
    const { rows } = await t.pool.query<{ id: number }>(`SELECT language_id AS id FROM languages WHERE language_code = 'pa'`);
    const punjabi = rows[0]!.id;
    const refusals = [
      await post(owner, `getTemplateDataById/${templateId}/${owner.userId}/${punjabi}`, {}),
      await post(owner, 'downloadWill', { templateId, languageId: punjabi, fileFormat: 'pdf' }),
    ];
    for (const response of refusals) {
      expect(response.statusCode, response.body).toBe(400);
      expect(response.json()).toMatchObject({ status: 'error', code: 'validation' });
      expect(response.body).not.toContain('%PDF');
    }
    const versions = (await get(owner, 'willVersions')).json();
    expect(JSON.stringify(versions)).not.toContain(`"languageId":${punjabi}`);
  });
});

describe('download and versions', () => {
  it('gives the preview’s bytes as a PDF file, a DOCX, and keeps each as a version', async () => {
    const shown = pdfOf((await preview(owner, 'en')).json().pdfContent);
    const pdf = await post(owner, 'downloadWill', {
      willTemplateId: templateId,
      templateName: 'x',
      languageId: languageId('en'),
      fileFormat: 'pdf',
    });
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.headers['content-disposition']).toMatch(/^attachment; filename="will-ramesh-verma-en-\d{4}-\d\d-\d\d\.pdf"/);
    expect(Buffer.compare(pdf.rawPayload, Buffer.from(shown))).toBe(0);

    // The will changes between the two downloads: a gift to the trust and the son's share.
    expect((await assign(owner, [car], 20, [entry(who.trust, 50), entry(who.son, 50)])).statusCode).toBe(200);
    const docx = await post(owner, 'downloadWill', { templateId, languageId: languageId('hi'), fileFormat: 'docx' });
    expect(docx.statusCode).toBe(200);
    expect(docx.headers['content-type']).toContain('wordprocessingml');
    expect(docx.rawPayload.subarray(0, 2).toString()).toBe('PK');

    const versions = (await get(owner, 'willVersions?code=en')).json();
    expect(versions).toHaveLength(2);
    const [newest, first] = versions;
    expect(first).toMatchObject({ fileFormat: 'pdf', languageName: expect.any(String), size: pdf.rawPayload.length, changes: [] });
    expect(first.sha256).toBe(createHash('sha256').update(pdf.rawPayload).digest('hex'));
    expect(first.findings.map((finding: { code: string }) => finding.code)).toContain('witnessesMissing');
    expect(newest.fileFormat).toBe('docx');
    expect(newest.changes).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/^Language changed from English to /),
        expect.stringMatching(/^Seva Trust.* now receives 50% of Maruti car\.$/),
        'Ankit Verma now receives 50% of Maruti car.',
      ]),
    );
    const again = await get(owner, `downloadWillVersion?versionId=${first.versionId}`);
    expect(Buffer.compare(again.rawPayload, pdf.rawPayload)).toBe(0);
    expect(again.headers['content-disposition']).toBe(pdf.headers['content-disposition']);
    const changes = (
      await get(owner, `willVersionChanges?fromVersionId=${first.versionId}&toVersionId=${newest.versionId}&code=hi`)
    ).json();
    expect(changes.changes.join(' ')).toMatch(/[\u0900-\u097F]/);

    // The bytes are sealed at rest: no PDF signature in the table.
    const { rows } = await t.pool.query('SELECT data FROM will_versions WHERE testator_id = $1', [owner.userId]);
    for (const row of rows) expect((row.data as Buffer).includes(Buffer.from('%PDF'))).toBe(false);
  });

  it('refuses a format it does not make and a missing template, keeping nothing', async () => {
    const before = (await get(owner, 'willVersions')).json().length;
    const bad = await post(owner, 'downloadWill', { templateId, fileFormat: 'odt' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toContain('Choose PDF or DOCX.');
    expect((await post(owner, 'downloadWill', { fileFormat: 'pdf' })).statusCode).toBe(400);
    expect((await post(owner, 'downloadWill', { templateId: 999_999, fileFormat: 'pdf' })).statusCode).toBe(404);
    expect((await get(owner, 'willVersions')).json()).toHaveLength(before);
  });

  it('keeps one testator’s versions from another: list, file and changes', async () => {
    const [mine] = (await get(owner, 'willVersions')).json();
    expect((await get(other, 'willVersions')).json()).toEqual([]);
    const file = await get(other, `downloadWillVersion?versionId=${mine.versionId}`);
    expect(file.statusCode).toBe(404);
    expect(file.body).not.toContain('PK');
    expect((await get(other, `willVersionChanges?fromVersionId=${mine.versionId}&toVersionId=${mine.versionId}`)).statusCode).toBe(404);
    const downloadAs = await post(other, 'downloadWill', { templateId, userId: owner.userId, fileFormat: 'pdf' });
    expect(downloadAs.statusCode).toBe(404);
    expect((await get(owner, 'willVersions')).json()).toHaveLength(2);
  });
});

describe('the will check', () => {
  it('words each finding in the caller’s language with its law and the screen that fixes it', async () => {
    const { findings } = (await get(owner, `willCheck?templateId=${templateId}&code=hi`)).json();
    const witnesses = findings.find((finding: { code: string }) => finding.code === 'witnessesMissing');
    expect(witnesses).toMatchObject({
      level: 'blocker',
      legalBasis: 'भारतीय उत्तराधिकार अधिनियम, 1925, धारा 63(c)',
      fix: '/testator/addwitness',
    });
    expect(witnesses.text).toMatch(/[\u0900-\u097F]/);
    const english = (await get(owner, `willCheck?templateId=${templateId}&code=en`)).json().findings;
    expect(english.find((finding: { code: string }) => finding.code === 'witnessesMissing').legalBasis).toBe(
      'Indian Succession Act, 1925, s.63(c)',
    );
    expect(await checkCodes(other)).toEqual(['blocker:noTestator']);
    expect((await get(owner, 'willCheck?templateId=999999')).statusCode).toBe(404);
  });

  it('follows the records: a witness who benefits, no executor, a Class I heir left out, then fixed', async () => {
    const codes = await checkCodes(owner);
    expect(codes).toEqual(expect.arrayContaining(['blocker:witnessesMissing', 'warning:noExecutor']));
    expect(codes).not.toContain('note:classOneHeirLeftOut'); // wife and son both receive by now
    who.witnessToo = await seedPerson(seedTransport(t), owner, 'witness', { firstName: 'Sunita', lastName: 'Verma' });
    who.executor = await seedPerson(seedTransport(t), owner, 'executor', { firstName: 'Mohan', lastName: 'Lal' });
    const after = await checkCodes(owner);
    expect(after).not.toContain('blocker:witnessesMissing');
    expect(after).not.toContain('warning:noExecutor');
    // The wife, entered again as the second witness (same name and birth date), would lose her gift (s.67): must fix.
    expect(after).toContain('blocker:witnessBeneficiary');
  });

  it('warns a Muslim testator of bequests beyond a third and to an heir, without the Succession Act’s false alarms', async () => {
    const muslim = asSession(await seedTestator(seedTransport(t), { firstName: 'Farida' }));
    await post(muslim, 'saveOrUpdate', {
      ...personInput({ firstName: 'Farida', religionId: 2, nhMasterId: null }),
      entityId: muslim.userId,
    });
    const son = await seedPerson(seedTransport(t), muslim, 'heir', {
      firstName: 'Imran',
      nhMasterId: 4,
      selectedBooleanMasters: [8, 7, 6],
    });
    const flat = await seedAsset(seedTransport(t), muslim, 'fixed', { assetName: 'Flat', ownershipTypeId: 4 });
    expect((await assign(muslim, [flat], 10, [entry(son, 100)])).statusCode).toBe(200);
    const codes = await checkCodes(muslim);
    expect(codes).toEqual(
      expect.arrayContaining(['warning:muslimOneThird', 'warning:muslimBequestToHeir', 'warning:hufNotHinduLaw', 'note:witnessesAdvised']),
    );
    // A Muslim will needs no attestation (ISA s.58): no witness blocker, no s.69, no Hindu Class I heirs.
    expect(codes.filter((code) => /witnessesMissing|marriageRevokes|classOneHeirLeftOut|hufProperty/.test(code))).toEqual([]);
  });

  it('warns of assets given to no one only where the template has no residuary clause', async () => {
    await seedAsset(seedTransport(t), owner, 'financial', { assetName: 'Fixed deposit' });
    expect(await checkCodes(owner)).not.toContain('warning:unassignedNoResidue');
    const admin = await createUser(t, { roleId: 13 });
    const adminCall = (method: 'GET' | 'POST', url: string, payload?: object) =>
      t.app.inject({ method, url: `/api/wst/admin/${url}`, headers: { authorization: `Bearer ${admin.token}` }, payload });
    const { clauses: sets } = (await adminCall('GET', 'fetchTemplateClauses?langId=1')).json();
    const declaration = sets[0];
    const saved = await adminCall('POST', 'saveWillTemplate', {
      templateName: 'Declaration only',
      templateDescription: 'No residuary clause.',
      clauseContents: [{ headingId: declaration.headingId, contentId: declaration.clauses[0].clauseId }],
    });
    const bare = saved.json().willTemplateId;
    const { findings } = (await get(owner, `willCheck?templateId=${bare}`)).json();
    expect(findings.map((finding: { code: string }) => finding.code)).toContain('unassignedNoResidue');
  });

  it('blocks a will whose testator is under 18, even where the record predates the form’s rule', async () => {
    const young = asSession(await seedTestator(seedTransport(t), { firstName: 'Young' }));
    const self = { ...personInput({ firstName: 'Young', nhMasterId: null }), entityId: young.userId };
    expect((await post(young, 'saveOrUpdate', { ...self, dob: '2012-01-01' })).statusCode).toBe(400);
    expect((await post(young, 'saveOrUpdate', self)).statusCode).toBe(200);
    await t.pool.query(`UPDATE entities SET dob = '2012-01-01' WHERE id = $1`, [young.userId]);
    expect(await checkCodes(young)).toContain('blocker:testatorMinor');
  });
});

describe('the cache of rendered wills (issue 25)', () => {
  it('answers a repeat preview and the download after it without a render, and renders again when a fact changes', async () => {
    const transport = seedTransport(t);
    const cached = asSession(await seedTestator(transport, { firstName: 'Kavita', lastName: 'Rao', gender: 'F', dob: '1970-03-03' }));
    await seedAsset(transport, cached, 'fixed', { assetName: 'Flat in Pune', assetInitialValue: 9_000_000 });
    const stats = () => t.services.renderer.stats();
    const before = stats();
    const first = (await preview(cached, 'en')).json().pdfContent as string;
    expect(stats()).toMatchObject({ renders: before.renders + 1, hits: before.hits });
    const again = (await preview(cached, 'en')).json().pdfContent as string;
    expect(again).toBe(first);
    expect(stats()).toMatchObject({ renders: before.renders + 1, hits: before.hits + 1 });

    // The download right after: the preview's bytes, no render, and still kept as a version and audited.
    const download = await post(cached, 'downloadWill', { templateId, languageId: languageId('en'), fileFormat: 'pdf' });
    expect(download.statusCode).toBe(200);
    expect(Buffer.compare(download.rawPayload, Buffer.from(first, 'base64'))).toBe(0);
    expect(stats()).toMatchObject({ renders: before.renders + 1, hits: before.hits + 2 });
    const versions = (await get(cached, 'willVersions')).json();
    expect(versions).toHaveLength(1);
    expect(versions[0].sha256).toBe(createHash('sha256').update(download.rawPayload).digest('hex'));
    const audited = await t.pool.query("SELECT count(*)::int AS n FROM audit_log WHERE user_id = $1 AND event = 'will.download'", [
      cached.userId,
    ]);
    expect(audited.rows[0].n).toBe(1);

    // A new fact (an asset) is a new will: rendered, other bytes.
    await seedAsset(transport, cached, 'movable', { assetName: 'Gold bangles', assetInitialValue: 300_000 });
    const changed = (await preview(cached, 'en')).json().pdfContent as string;
    expect(stats()).toMatchObject({ renders: before.renders + 2, hits: before.hits + 2 });
    expect(changed).not.toBe(first);
    expect(pdfText(pdfOf(changed))).toContain('Gold bangles');
  });
});
