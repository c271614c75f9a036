// Issue 27 item 4: names in the deed's script. The testator writes their name and an heir's in Devanagari; the Hindi
// (and Marathi) deed prints them, read back from the PDF with pdftotext, and the English deed keeps the Latin spelling.
import { pdfText } from '@vasiyat/documents/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ApiTest, seedTransport, startApiTest } from '../../../test/api-harness.ts';
import { addressInput, personInput, type Session, testatorApi } from '../../../test/fixtures.ts';
import { type SeededTestator, seedAsset, seedPerson, seedTestator } from '../../../test/seeds.ts';

let t: ApiTest;
let owner: Session;
let other: Session;
let languages: { languageId: number; languageCode: string }[];
let templateId: number;
let wife: number;
let house: number;
let assignmentId: number;

// Devanagari written by the testator (escaped: source files outside the language registry hold no Indic text).
const RAJESH = '\u0930\u093e\u091c\u0947\u0936 \u0935\u093f\u0928\u093e\u092f\u0915 \u092a\u093e\u091f\u0940\u0932'; // Rajesh Vinayak Patil
const SUNITA = '\u0938\u0941\u0928\u0940\u0924\u093e \u092a\u093e\u091f\u0940\u0932'; // Sunita Patil
const HOUSE = '\u0917\u094b\u0916\u0932\u0947 \u092e\u093e\u0930\u094d\u0917 \u0915\u093e \u092e\u0915\u093e\u0928'; // house at Gokhale Marg
const TAMIL = '\u0b9a\u0bc1\u0ba9\u0bbf\u0ba4\u0bbe'; // Sunita, in Tamil letters

const asSession = (seeded: SeededTestator): Session => ({ ...seeded, roleId: 21 });
const { get, post } = testatorApi(() => t);
const languageId = (code: string) => languages.find((language) => language.languageCode === code)!.languageId;
const pdfOf = (base64: string) => new Uint8Array(Buffer.from(base64, 'base64'));
const deedText = async (session: Session, code: string) =>
  pdfText(pdfOf((await post(session, `getTemplateDataById/${templateId}/${session.userId}/${languageId(code)}`, {})).json().pdfContent))
    .replace(/\s+/g, ' ')
    .normalize('NFC');
type Listed = {
  entityId: number | null;
  assetId: number | null;
  assignmentId: number | null;
  field: string;
  text: string;
  written: string | null;
};
const listOf = async (session: Session, code: string) =>
  (await get(session, `deedTexts?code=${code}`)).json() as { texts: Listed[]; missing: number; script: string };
const save = (session: Session, body: Record<string, unknown>) => post(session, 'saveDeedText', body);

beforeAll(async () => {
  t = await startApiTest();
  const transport = seedTransport(t);
  owner = asSession(await seedTestator(transport, { firstName: 'Rajesh', lastName: 'Patil', gender: 'M', dob: '1960-03-01' }));
  other = asSession(await seedTestator(transport, { firstName: 'Other', lastName: 'Person' }));
  await post(owner, 'saveOrUpdate', {
    ...personInput({
      firstName: 'Rajesh',
      middleName: 'Vinayak',
      lastName: 'Patil',
      gender: 'M',
      dob: '1960-03-01',
      maritalStatusId: 2,
      nhMasterId: null,
    }),
    entityId: owner.userId,
  });
  await post(owner, 'saveEntityAddress', [addressInput(owner.userId, { city: 'Pune', state: 'Maharashtra', pincode: '411004' })]);
  wife = await seedPerson(transport, owner, 'heir', {
    firstName: 'Sunita',
    lastName: 'Patil',
    nhMasterId: 3,
    selectedBooleanMasters: [8, 7, 6],
  });
  house = await seedAsset(transport, owner, 'fixed', { assetName: 'House at Gokhale Marg', assetInitialValue: 9_000_000 });
  const saved = await post(owner, 'saveAssetAssignmentDetails', {
    assetAssignmentType: 10,
    numberOfBeneficiaries: 1,
    beneficiaries: [
      {
        beneficiaryId: wife,
        proportion: 100,
        condition: 'On my death',
        immediateTransfer: false,
        guardian: null,
        assignmentDescription: 'To be held absolutely',
        assetSubDescription: null,
        documents: [],
      },
    ],
    assetIds: [house],
    testatorId: owner.userId,
  });
  expect(saved.statusCode).toBe(200);
  const { templates, languages: offered } = (await get(owner, 'willTemplates')).json();
  languages = offered;
  templateId = templates[0].willTemplateId;
  assignmentId = (await listOf(owner, 'hi')).texts.find((item) => item.field === 'giftDescription')!.assignmentId!;
}, 60_000);
afterAll(() => t.close());

describe('the texts a Hindi deed would print in Latin letters', () => {
  it('lists the names, the address and the testator’s own words, none written yet', async () => {
    const list = await listOf(owner, 'hi');
    expect(list.script).toBe('deva');
    const listed = list.texts.map((item) => `${item.field}:${item.text}`);
    expect(listed).toEqual(
      expect.arrayContaining([
        'fullName:Rajesh Vinayak Patil',
        'fullName:Sunita Patil',
        expect.stringMatching(/^address:.*Maharashtra 411004$/),
        'assetName:House at Gokhale Marg',
        'giftDescription:To be held absolutely',
      ]),
    );
    expect(list.texts.find((item) => item.text === 'Rajesh Vinayak Patil')).toMatchObject({ entityId: owner.userId, written: null });
    expect(list.missing).toBe(list.texts.length);
    // The will check names each English text inside the Hindi deed, by its field.
    const findings = (await get(owner, `willCheck?templateId=${templateId}&code=en`)).json().findings as { code: string; text: string }[];
    expect(findings.filter((finding) => finding.code === 'freeTextInEnglish')).toEqual([]);
  });

  it('refuses a language the deed is written in Latin letters, and one it is not offered in', async () => {
    expect((await get(owner, 'deedTexts?code=en')).statusCode).toBe(400);
    expect((await get(owner, 'deedTexts?code=xx')).statusCode).toBe(400);
  });
});

describe('saving a name as written in Devanagari', () => {
  it('refuses a form not in the deed’s script, by the contract’s rule', async () => {
    for (const text of ['Rajesh Patil', `${RAJESH} Patil`, TAMIL]) {
      const answer = await save(owner, { code: 'hi', field: 'fullName', entityId: owner.userId, text });
      expect(answer.statusCode, text).toBe(400);
      expect(answer.json().errors).toEqual([expect.objectContaining({ path: 'text', code: 'not_in_script' })]);
    }
    // A field of another kind of record: an asset's name on a person.
    expect((await save(owner, { code: 'hi', field: 'assetName', entityId: owner.userId, text: RAJESH })).statusCode).toBe(400);
    expect((await listOf(owner, 'hi')).texts.every((item) => item.written === null)).toBe(true);
  });

  it('answers 404 for another testator’s records and saves nothing', async () => {
    for (const body of [
      { code: 'hi', field: 'fullName', entityId: owner.userId, text: RAJESH },
      { code: 'hi', field: 'fullName', entityId: wife, text: SUNITA },
      { code: 'hi', field: 'assetName', assetId: house, text: HOUSE },
      { code: 'hi', field: 'giftDescription', assignmentId, entityId: wife, text: HOUSE },
    ]) {
      const answer = await save(other, body);
      expect(answer.statusCode, JSON.stringify(body)).toBe(404);
      expect(JSON.stringify(answer.json())).not.toContain('Patil');
    }
    // The owner's own record, but a field it leaves empty: nothing the deed prints.
    expect((await save(owner, { code: 'hi', field: 'occupation', entityId: wife, text: SUNITA })).statusCode).toBe(404);
    const { rows } = await t.pool.query('SELECT count(*)::int AS n FROM written_forms');
    expect(rows[0].n).toBe(0);
  });

  it('prints the Devanagari names in the Hindi and Marathi deeds, and the Latin ones in the English deed', async () => {
    for (const [body, text] of [
      [{ code: 'hi', field: 'fullName', entityId: owner.userId }, RAJESH],
      [{ code: 'hi', field: 'fullName', entityId: wife }, SUNITA],
      [{ code: 'hi', field: 'assetName', assetId: house }, HOUSE],
    ] as const) {
      const answer = await save(owner, { ...body, text });
      expect(answer.statusCode).toBe(200);
      const { code: _code, ...key } = body;
      expect(answer.json().text).toMatchObject({ ...key, written: text });
    }
    const list = await listOf(owner, 'hi');
    expect(list.texts.find((item) => item.field === 'fullName' && item.entityId === wife)?.written).toBe(SUNITA);
    expect(list.missing).toBe(list.texts.filter((item) => item.written === null).length);
    expect(list.missing).toBeGreaterThan(0);

    const hindi = await deedText(owner, 'hi');
    expect(hindi).toContain(RAJESH);
    expect(hindi).toContain(SUNITA);
    expect(hindi).toContain(HOUSE);
    expect(hindi).not.toContain('Rajesh');
    expect(hindi).not.toContain('Sunita');
    expect(hindi).not.toContain('Gokhale');
    // What has no form yet still prints in Latin letters, and the cover page's check names it.
    expect(hindi).toContain('To be held absolutely');
    expect(hindi).toContain('Pune');

    // One form per script: Devanagari serves the Marathi deed as well.
    const marathi = await deedText(owner, 'mr');
    expect(marathi).toContain(RAJESH);
    expect(marathi).not.toContain('Rajesh');

    const english = await deedText(owner, 'en');
    expect(english).toContain('Rajesh Vinayak Patil');
    expect(english).toContain('Sunita Patil');
    expect(english).toContain('House at Gokhale Marg');
    expect(english).not.toContain(RAJESH);
    expect(english).not.toContain(SUNITA);
  });

  it('names each English text still inside the Hindi deed in the will check, and none the forms replaced', async () => {
    const findings = (await get(owner, `willCheck?templateId=${templateId}&code=hi`)).json().findings as { code: string; text: string }[];
    const english = findings.filter((finding) => finding.code === 'freeTextInEnglish').map((finding) => finding.text);
    expect(english.join('\n')).toContain('To be held absolutely');
    expect(english.join('\n')).not.toContain('Rajesh Vinayak Patil');
    expect(english.join('\n')).not.toContain('House at Gokhale Marg');
  });

  it('asks again once the recorded text changes, and removes a form saved empty', async () => {
    await seedPerson(seedTransport(t), owner, 'heir', {
      entityId: wife,
      firstName: 'Sunita',
      middleName: 'Rajesh',
      lastName: 'Patil',
      nhMasterId: 3,
      selectedBooleanMasters: [8, 7, 6],
    });
    const renamed = (await listOf(owner, 'hi')).texts.find((item) => item.field === 'fullName' && item.entityId === wife);
    // The form was written for "Sunita Patil": it stands for nothing now, and the deed prints the new spelling.
    expect(renamed).toMatchObject({ text: 'Sunita Rajesh Patil', written: null });
    const hindi = await deedText(owner, 'hi');
    expect(hindi).not.toContain(SUNITA);
    expect(hindi).toContain('Sunita Rajesh Patil');
    expect((await save(owner, { code: 'hi', field: 'assetName', assetId: house, text: '' })).statusCode).toBe(200);
    expect((await listOf(owner, 'hi')).texts.find((item) => item.field === 'assetName')?.written).toBeNull();
    expect(await deedText(owner, 'hi')).toContain('House at Gokhale Marg');
  });
});
