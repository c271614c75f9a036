// Five testators as an advocate meets them (issue 22), each seeded through the API as a person would enter them,
// each will rendered and read back as text (pdftotext) in English and one Indian language: what the deed must say
// for this testator's facts and personal law, and what it must never say because the records contradict it.
import { pdfText } from '@vasiyat/documents/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ApiTest, seedTransport, startApiTest } from '../../../test/api-harness.ts';
import { addressInput, personInput, type Session, testatorApi } from '../../../test/fixtures.ts';
import { seedAsset, seedPerson, seedTestator } from '../../../test/seeds.ts';

let t: ApiTest;
const { get, post } = testatorApi(() => t);
let templates: { willTemplateId: number; templateName: string }[];
let languages: { languageId: number; languageCode: string }[];

const RELIGION = { hindu: 1, muslim: 2, christian: 3, parsi: 7 } as const;
const RELATION = { husband: 2, wife: 3, son: 4, daughter: 5, father: 6, brother: 8, grandson: 10 } as const;
const ALIVE_BENEFICIARY = [8, 7, 6];

type Profile = { session: Session; ids: Record<string, number> };

const templateOf = (name: string) => templates.find((template) => template.templateName === name)!.willTemplateId;
const languageOf = (code: string) => languages.find((language) => language.languageCode === code)!.languageId;
const entry = (beneficiaryId: number, proportion: number | null, overrides: Record<string, unknown> = {}) => ({
  beneficiaryId,
  proportion,
  condition: '',
  conditionKind: 'absolute',
  immediateTransfer: false,
  guardian: null,
  assignmentDescription: 'For their own use',
  assetSubDescription: null,
  documents: [],
  ...overrides,
});
async function assign(session: Session, assetIds: number[], typeId: number, entries: ReturnType<typeof entry>[]) {
  const answer = await post(session, 'saveAssetAssignmentDetails', {
    assetAssignmentType: typeId,
    numberOfBeneficiaries: entries.length,
    beneficiaries: entries,
    assetIds,
    testatorId: session.userId,
  });
  expect(answer.statusCode, answer.body).toBe(200);
}
async function ok(answer: Promise<{ statusCode: number; body: string }>) {
  const settled = await answer;
  expect(settled.statusCode, settled.body).toBe(200);
  return settled;
}

/** A testator with Define self saved (religion, marriage, parentage) and an address in their city. */
async function testator(self: Record<string, unknown>, city: Record<string, string>): Promise<Session> {
  const seeded = await seedTestator(seedTransport(t), {
    firstName: self.firstName as string,
    lastName: self.lastName as string,
    gender: self.gender as 'M' | 'F',
    dob: self.dob as string,
  });
  const session = { ...seeded, roleId: 21 };
  await ok(post(session, 'saveOrUpdate', { ...personInput({ nhMasterId: null, ...self }), entityId: session.userId }));
  await ok(post(session, 'saveEntityAddress', [addressInput(session.userId, city)]));
  return session;
}
const person = (profile: Session, kind: Parameters<typeof seedPerson>[2], overrides: Record<string, unknown>) =>
  seedPerson(seedTransport(t), profile, kind, overrides);

/** The will as PDF text, pages split (the cover, the deed's pages, the execution kit), and the check's findings. */
async function will(session: Session, template: string, code: string) {
  const answer = await ok(post(session, `getTemplateDataById/${templateOf(template)}/${session.userId}/${languageOf(code)}`, {}));
  const pdf = new Uint8Array(Buffer.from(JSON.parse(answer.body).pdfContent, 'base64'));
  const text = pdfText(pdf);
  const pages = text.split('\f').filter((page) => page.trim() !== '');
  return { text, flat: text.replace(/\s+/g, ' '), pages };
}
async function findings(session: Session, template: string) {
  const answer = await ok(get(session, `willCheck?templateId=${templateOf(template)}&code=en`));
  return (JSON.parse(answer.body).findings as { level: string; code: string; legalBasis: string }[]).map((f) => `${f.level}:${f.code}`);
}
/** The deed's own pages: between the cover (the will check) and the execution kit. */
const deedPages = (pages: string[], kitTitle: RegExp) =>
  pages.slice(
    1,
    pages.findIndex((page) => kitTitle.test(page)),
  );

const today = new Date();
const DATE_PATTERNS = [
  `${String(today.getDate()).padStart(2, '0')}/${String(today.getMonth() + 1).padStart(2, '0')}/${today.getFullYear()}`,
  today.toLocaleDateString('en-IN', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'Asia/Kolkata' }),
];

const profiles = {} as Record<'hindu' | 'muslim' | 'christian' | 'parsi' | 'elderly', Profile>;

beforeAll(async () => {
  t = await startApiTest();

  // 1. A Hindu coparcener in Pune: HUF property (his undivided quarter), a minor grandson, and his son entered again as
  //    a witness with a spelling variant ("Mahesh R. Patil", the same date of birth): the gift to him is void (s.67).
  {
    const session = await testator(
      {
        firstName: 'Rajesh',
        middleName: 'Vinayak',
        lastName: 'Patil',
        gender: 'M',
        dob: '1962-03-10',
        religionId: RELIGION.hindu,
        maritalStatusId: 2,
        parentageKind: 'father',
        parentageName: 'Vinayak Patil',
        parentageLate: true,
      },
      { city: 'Pune', district: 'Pune', state: 'Maharashtra', pincode: '411004', locality: 'Kothrud' },
    );
    const ids: Record<string, number> = {};
    ids.wife = await person(session, 'heir', {
      firstName: 'Sunanda',
      lastName: 'Patil',
      gender: 'F',
      dob: '1966-01-20',
      nhMasterId: RELATION.wife,
      selectedBooleanMasters: ALIVE_BENEFICIARY,
    });
    ids.son = await person(session, 'heir', {
      firstName: 'Mahesh',
      middleName: 'Rajesh',
      lastName: 'Patil',
      gender: 'M',
      dob: '1990-05-05',
      nhMasterId: RELATION.son,
      selectedBooleanMasters: ALIVE_BENEFICIARY,
    });
    ids.grandson = await person(session, 'heir', {
      firstName: 'Aarav',
      lastName: 'Patil',
      gender: 'M',
      dob: '2016-07-01',
      nhMasterId: RELATION.grandson,
      selectedBooleanMasters: [8, 7, 6, 2],
    });
    // A younger brother (born after the testator): the deed says so, never 'brother (elder / younger)'.
    ids.brother = await person(session, 'heir', {
      firstName: 'Suresh',
      lastName: 'Patil',
      gender: 'M',
      dob: '1965-04-04',
      nhMasterId: RELATION.brother,
      selectedBooleanMasters: [8],
    });
    ids.executor = await person(session, 'executor', {
      firstName: 'Anil',
      lastName: 'Deshmukh',
      nhMasterId: null,
      gender: 'M',
      dob: '1970-02-02',
    });
    ids.witness = await person(session, 'witness', {
      firstName: 'Mahesh',
      middleName: 'R.',
      lastName: 'Patil',
      gender: 'M',
      dob: '1990-05-05',
      occupation: 'Engineer',
    });
    ids.doctor = await person(session, 'witness', {
      firstName: 'Shirish',
      lastName: 'Kulkarni',
      gender: 'M',
      dob: '1960-09-09',
      occupation: 'Medical practitioner',
      parentageKind: 'father',
      parentageName: 'Madhav Kulkarni',
    });
    const house = await seedAsset(seedTransport(t), session, 'fixed', {
      assetName: 'Ancestral house at Kothrud',
      assetInitialValue: 12_000_000,
      ownershipTypeId: 4,
      ownershipPercentage: 25,
    });
    const deposit = await seedAsset(seedTransport(t), session, 'financial', {
      assetName: 'Fixed deposit with Bank of Maharashtra',
      assetInitialValue: 2_550_000.5,
    });
    await assign(session, [house], 10, [entry(ids.son, 100)]);
    await assign(session, [deposit], 20, [
      entry(ids.wife, 33.33),
      entry(ids.son, 33.33),
      entry(ids.grandson, 33.33, { guardian: ids.wife, conditionKind: 'age', conditionAge: 21 }),
    ]);
    profiles.hindu = { session, ids };
  }

  // 2. A Sunni Muslim in Hyderabad who leaves more than a third, and part of it to an heir; one witness only.
  {
    const session = await testator(
      {
        firstName: 'Imran',
        lastName: 'Qureshi',
        gender: 'M',
        dob: '1958-11-11',
        religionId: RELIGION.muslim,
        maritalStatusId: 2,
        parentageKind: 'father',
        parentageName: 'Yusuf Qureshi',
        parentageLate: true,
      },
      { city: 'Hyderabad', district: 'Hyderabad', state: 'Telangana', pincode: '500001', locality: 'Abids' },
    );
    const ids: Record<string, number> = {};
    ids.wife = await person(session, 'heir', {
      firstName: 'Ayesha',
      lastName: 'Qureshi',
      gender: 'F',
      dob: '1962-04-04',
      nhMasterId: RELATION.wife,
      selectedBooleanMasters: [8, 7],
    });
    ids.son = await person(session, 'heir', {
      firstName: 'Salman',
      lastName: 'Qureshi',
      gender: 'M',
      dob: '1988-08-08',
      nhMasterId: RELATION.son,
      selectedBooleanMasters: ALIVE_BENEFICIARY,
    });
    ids.madrasa = await person(session, 'beneficiary_corporate', {
      firstName: 'Darul Uloom Educational Society',
      lastName: 'Society',
    });
    ids.executor = await person(session, 'executor', {
      firstName: 'Farhan',
      lastName: 'Ali',
      nhMasterId: null,
      gender: 'M',
      dob: '1975-03-03',
    });
    ids.witness = await person(session, 'witness', {
      firstName: 'Zubair',
      lastName: 'Khan',
      gender: 'M',
      dob: '1970-01-01',
      occupation: 'Teacher',
    });
    const flat = await seedAsset(seedTransport(t), session, 'fixed', { assetName: 'Flat at Abids', assetInitialValue: 9_000_000 });
    const shop = await seedAsset(seedTransport(t), session, 'fixed', {
      assetName: 'Shop at Koti',
      assetInitialValue: 3_000_000,
      assetSubTypeId: 105,
    });
    await assign(session, [flat], 10, [entry(ids.son, 100)]);
    await assign(session, [shop], 10, [entry(ids.madrasa, 100)]);
    await ok(post(session, 'saveWillPlan', { signsBy: 'signature', muslimSchool: 'sunni', residuary: [] }));
    profiles.muslim = { session, ids };
  }

  // 3. A Christian in Kochi with one witness recorded (s.63 needs two: a draft), a charitable trust among her legatees.
  {
    const session = await testator(
      { firstName: 'Mary', lastName: 'Joseph', gender: 'F', dob: '1960-06-06', religionId: RELIGION.christian, maritalStatusId: 3 },
      { city: 'Kochi', district: 'Ernakulam', state: 'Kerala', pincode: '682011', locality: 'Ernakulam South' },
    );
    const ids: Record<string, number> = {};
    ids.daughter = await person(session, 'heir', {
      firstName: 'Anna',
      lastName: 'Joseph',
      gender: 'F',
      dob: '1985-02-02',
      nhMasterId: RELATION.daughter,
      selectedBooleanMasters: ALIVE_BENEFICIARY,
    });
    ids.trust = await person(session, 'beneficiary_corporate', {
      firstName: 'St. Thomas Charitable Trust',
      lastName: 'Public charitable trust',
    });
    ids.witness = await person(session, 'witness', {
      firstName: 'George',
      lastName: 'Mathew',
      gender: 'M',
      dob: '1972-07-07',
      occupation: 'Accountant',
    });
    const house = await seedAsset(seedTransport(t), session, 'fixed', {
      assetName: 'House at Panampilly Nagar',
      assetInitialValue: 8_000_000,
    });
    await assign(session, [house], 30, [
      entry(ids.daughter, 70, { assetSubDescription: 'The house itself' }),
      entry(ids.trust, 30, {
        assetSubDescription: 'Its value in money',
        conditionKind: 'wish',
        condition: 'To be used for the education of poor children',
      }),
    ]);
    profiles.christian = { session, ids };
  }

  // 4. A Parsi in Mumbai, a complete will (nothing to fix); a client written to the spec sent "None" as a condition.
  {
    const session = await testator(
      { firstName: 'Cyrus', lastName: 'Mistry', gender: 'M', dob: '1955-05-05', religionId: RELIGION.parsi, maritalStatusId: 2 },
      { city: 'Mumbai', district: 'Mumbai', state: 'Maharashtra', pincode: '400001', locality: 'Fort' },
    );
    const ids: Record<string, number> = {};
    ids.wife = await person(session, 'heir', {
      firstName: 'Roshan',
      lastName: 'Mistry',
      gender: 'F',
      dob: '1958-01-01',
      nhMasterId: RELATION.wife,
      selectedBooleanMasters: ALIVE_BENEFICIARY,
    });
    ids.executor = await person(session, 'executor', {
      firstName: 'Jehangir',
      lastName: 'Bharucha',
      nhMasterId: null,
      gender: 'M',
      dob: '1965-06-06',
    });
    ids.witness1 = await person(session, 'witness', {
      firstName: 'Darius',
      lastName: 'Irani',
      gender: 'M',
      dob: '1975-01-01',
      occupation: 'Advocate',
    });
    ids.witness2 = await person(session, 'witness', {
      firstName: 'Perin',
      lastName: 'Wadia',
      gender: 'F',
      dob: '1978-02-02',
      occupation: 'Architect',
    });
    const flat = await seedAsset(seedTransport(t), session, 'fixed', { assetName: 'Flat at Cusrow Baug', assetInitialValue: 25_000_000 });
    await assign(session, [flat], 10, [entry(ids.wife, 100, { conditionKind: undefined, condition: 'None' })]);
    profiles.parsi = { session, ids };
  }

  // 5. An elderly widow in Chennai who signs by thumb impression (s.63(a)): read-over recital and a doctor's certificate.
  {
    const session = await testator(
      { firstName: 'Kamala', lastName: 'Subramanian', gender: 'F', dob: '1944-01-15', religionId: RELIGION.hindu, maritalStatusId: 3 },
      { city: 'Chennai', district: 'Chennai', state: 'Tamil Nadu', pincode: '600004' },
    );
    const ids: Record<string, number> = {};
    ids.son = await person(session, 'heir', {
      firstName: 'Karthik',
      lastName: 'Subramanian',
      gender: 'M',
      dob: '1968-08-14',
      nhMasterId: RELATION.son,
      selectedBooleanMasters: ALIVE_BENEFICIARY,
    });
    ids.executor = await person(session, 'executor', {
      firstName: 'Lakshmi',
      lastName: 'Narayanan',
      nhMasterId: null,
      gender: 'F',
      dob: '1970-10-10',
    });
    ids.witness1 = await person(session, 'witness', {
      firstName: 'Venkatesan',
      lastName: 'R',
      gender: 'M',
      dob: '1965-01-01',
      occupation: 'Medical practitioner',
    });
    ids.witness2 = await person(session, 'witness', {
      firstName: 'Ismail',
      lastName: 'Mohammed',
      gender: 'M',
      dob: '1979-01-01',
      occupation: 'Shopkeeper',
    });
    const home = await seedAsset(seedTransport(t), session, 'fixed', { assetName: 'House at Mylapore', assetInitialValue: 15_000_000 });
    await assign(session, [home], 10, [entry(ids.son, 100)]);
    await ok(post(session, 'saveWillPlan', { signsBy: 'thumb', residuary: [] }));
    profiles.elderly = { session, ids };
  }

  const list = JSON.parse((await ok(get(profiles.parsi.session, 'willTemplates'))).body);
  templates = list.templates;
  languages = list.languages;
}, 120_000);
afterAll(() => t.close());

const KIT_EN = /How to sign, attest and keep your will/;

describe('a Hindu coparcener with HUF property, a minor grandson and a witness who benefits', () => {
  it('is a draft: the gift to the witness is void, a must-fix', async () => {
    const codes = await findings(profiles.hindu.session, 'Simple will');
    expect(codes).toContain('blocker:witnessBeneficiary');
    expect(codes).not.toContain('note:marriageRevokes');
  });
  it('says DRAFT on every page, English and Hindi, and never recites that no witness benefits', async () => {
    for (const [code, mark] of [
      ['en', 'DRAFT — NOT FOR SIGNING'],
      ['hi', 'मसौदा'],
    ] as const) {
      const { pages, flat } = await will(profiles.hindu.session, 'Simple will', code);
      expect(pages.length).toBeGreaterThan(3);
      for (const [index, page] of pages.entries()) expect(page.replace(/\s+/g, ' '), `${code} page ${index + 1}`).toContain(mark);
      expect(flat).not.toContain('No witness, nor');
      expect(flat).not.toContain('कोई भी साक्षी');
    }
    // The file's first renders: its render worker starts with them.
  }, 60_000);
  it('bequeaths only the undivided interest, counts only it in the estate, and words shares and conditions as a drafter', async () => {
    const { flat, pages } = await will(profiles.hindu.session, 'Simple will', 'en');
    expect(flat).toMatch(/My undivided coparcenary interest \(about 25%\) in Ancestral house at Kothrud/);
    expect(flat).toMatch(/I give and bequeath my undivided coparcenary interest \(about 25%\) in Ancestral house at Kothrud/);
    expect(flat).toContain('Approximate value of the whole: ₹1,20,00,000');
    // 25% of ₹1,20,00,000 and the deposit in whole rupees (₹25,50,000.50 has no paise in a deed).
    expect(flat).toContain('₹55,50,000');
    expect(flat).not.toMatch(/₹[\d,]+\.\d\d/);
    expect(flat).toContain('an equal share of one-third (1/3)');
    expect(flat).not.toContain('33.33');
    expect(flat).toMatch(/on attaining the age of 21 years/);
    expect(flat).not.toMatch(/Condition: |Manner of gift|Fixed Assets —/);
    expect(flat).toContain('Some of the property described in this will belongs to a Hindu joint family');
    // Identified as Indian deeds do: parentage, and the witnesses' occupation.
    expect(flat).toContain('Rajesh Vinayak Patil, son of late Vinayak Patil');
    expect(flat).toContain('son of Madhav Kulkarni');
    expect(flat).toContain('Medical practitioner');
    // Dated in ink: no date of download, lines for the date and place, and the pages counted.
    const deed = deedPages(pages, KIT_EN).join(' ').replace(/\s+/g, ' ');
    for (const date of DATE_PATTERNS) expect(deed).not.toContain(date);
    expect(deed).toContain('this ______ day of');
    expect(deed).toMatch(/This will consists of \d+ pages\./);
    // Space for the testator's signature and both witnesses' initials at the foot of every page of the deed.
    for (const page of deedPages(pages, KIT_EN)) expect(page).toMatch(/Signature of the testator:[\s\S]*Witness 1:[\s\S]*Witness 2:/);
  });
  it('lists what must be fixed on the cover, and keeps the download as a draft version', async () => {
    const { pages } = await will(profiles.hindu.session, 'Simple will', 'en');
    expect(pages[0]).toContain('DRAFT — this will cannot be signed yet');
    expect(pages[0]!.replace(/\s+/g, ' ')).toMatch(/Must fix/);
    const download = await ok(post(profiles.hindu.session, 'downloadWill', { templateId: templateOf('Simple will'), fileFormat: 'docx' }));
    expect(download.body.length).toBeGreaterThan(1000);
    const versions = JSON.parse((await ok(get(profiles.hindu.session, 'willVersions?code=en'))).body);
    expect(versions[0].isDraft).toBe(true);
  });
});

describe('a Sunni Muslim who leaves more than a third, and to an heir', () => {
  it('raises no false alarm of another law: one witness is a note, no Class I heir, no marriage revoking', async () => {
    const codes = await findings(profiles.muslim.session, 'Muslim will (wasiyat)');
    expect(codes.filter((code) => code.startsWith('blocker:'))).toEqual([]);
    expect(codes).not.toContain('blocker:witnessesMissing');
    expect(codes.some((code) => code.endsWith(':classOneHeirLeftOut'))).toBe(false);
    expect(codes.some((code) => code.endsWith(':marriageRevokes'))).toBe(false);
    expect(codes.some((code) => code.endsWith(':muslimOneThird'))).toBe(true);
  });
  for (const template of ['Muslim will (wasiyat)', 'Simple will']) {
    it(`cites none of ss.59, 63, 109 and limits bequests to one third with the heirs' consent (${template})`, async () => {
      const { flat, pages } = await will(profiles.muslim.session, template, 'en');
      // The deed itself; the execution kit may say that s.63 does not apply (s.58).
      const deed = deedPages(pages, KIT_EN).join(' ').replace(/\s+/g, ' ');
      expect(deed).not.toMatch(/section (59|63|67|69|109) of the Indian Succession Act/);
      expect(flat).toContain('one third');
      expect(flat).toContain('consent');
      expect(flat).toContain('of the Sunni school');
      expect(flat).not.toContain('DRAFT');
    });
  }
  it('in Hindi too: no section 59 or 63, one-third and consent', async () => {
    const { flat, pages } = await will(profiles.muslim.session, 'Muslim will (wasiyat)', 'hi');
    const deed = deedPages(pages, /अपनी वसीयत पर हस्ताक्षर/).join(' ');
    expect(deed).not.toMatch(/धारा (59|63|109)/);
    expect(flat).toContain('एक-तिहाई');
    expect(flat).toContain('सहमति');
  });
});

describe('a Christian with one witness', () => {
  it('is a draft under s.63 with the cover saying what to fix', async () => {
    expect(await findings(profiles.christian.session, 'Christian or Parsi will')).toContain('blocker:witnessesMissing');
    const { pages, flat } = await will(profiles.christian.session, 'Christian or Parsi will', 'en');
    for (const page of pages) expect(page.replace(/\s+/g, ' ')).toContain('DRAFT — NOT FOR SIGNING');
    expect(flat).toContain('section 63 of the Indian Succession Act, 1925');
  });
  it('in Malayalam too: a draft on every page, the trust named without its type glued on', async () => {
    const { pages, flat } = await will(profiles.christian.session, 'Christian or Parsi will', 'ml');
    for (const page of pages) expect(page.replace(/\s+/g, ' ')).toContain('കരട് — ഒപ്പിടാനുള്ളതല്ല');
    expect(flat).toContain('St. Thomas Charitable Trust');
    expect(flat).not.toContain('St. Thomas Charitable Trust Public charitable trust');
  });
  it('names an organisation as a deed does, a wish as a wish, and stated shares as percentages', async () => {
    const { flat } = await will(profiles.christian.session, 'Christian or Parsi will', 'en');
    expect(flat).toContain('St. Thomas Charitable Trust, a public charitable trust');
    expect(flat).not.toContain('St. Thomas Charitable Trust Public charitable trust');
    expect(flat).toContain('It is my wish, though not a condition of this gift and binding on no one: To be used for the education');
    expect(flat).toContain('a share of 70 per cent');
    expect(flat).toContain('a share of 30 per cent');
  });
});

describe('a Parsi with a complete will', () => {
  it('has nothing to fix, so no page says DRAFT, and the version is final', async () => {
    const codes = await findings(profiles.parsi.session, 'Christian or Parsi will');
    expect(codes.filter((code) => code.startsWith('blocker:'))).toEqual([]);
    const { flat, pages } = await will(profiles.parsi.session, 'Christian or Parsi will', 'en');
    expect(flat).not.toContain('DRAFT');
    expect(flat).toContain('No witness, nor the husband or wife of any witness, takes any benefit under this will.');
    expect(flat).not.toMatch(/Condition: None|: None\b/);
    const deed = deedPages(pages, KIT_EN).join(' ');
    expect(deed).toContain('Darius Irani');
    await ok(post(profiles.parsi.session, 'downloadWill', { templateId: templateOf('Christian or Parsi will'), fileFormat: 'pdf' }));
    const versions = JSON.parse((await ok(get(profiles.parsi.session, 'willVersions?code=en'))).body);
    expect(versions[0].isDraft).toBe(false);
  });
  it('in Gujarati too, with the pages counted', async () => {
    const { flat } = await will(profiles.parsi.session, 'Christian or Parsi will', 'gu');
    expect(flat).toContain('Cyrus');
    expect(flat).not.toContain('DRAFT');
  });
});

describe('an elderly testator who signs by thumb impression', () => {
  it('recites the read-over, draws the thumb box in the one execution block, and adds a doctor’s certificate', async () => {
    const codes = await findings(profiles.elderly.session, 'Simple will');
    expect(codes.filter((code) => code.startsWith('blocker:'))).toEqual([]);
    const { flat } = await will(profiles.elderly.session, 'Simple will', 'en');
    expect(flat).toContain('read over and explained to me');
    expect(flat).toContain('left thumb impression');
    expect(flat).toContain('Certificate of a medical practitioner');
    expect(flat.match(/Left thumb impression of the testator/g)).toHaveLength(1);
    // Every page's foot asks for the mark the testator will make there.
    expect(flat).toContain('Signature or left thumb impression of the testator');
    expect(flat).not.toContain('Signature of the testator:');
    // One execution block: one date line and one place line.
    expect(flat.match(/Date: /g)).toHaveLength(1);
    expect(flat.match(/Place: /g)).toHaveLength(1);
  });
  it('in Tamil too', async () => {
    const { flat } = await will(profiles.elderly.session, 'Simple will', 'ta');
    expect(flat).toContain('Kamala');
    expect(flat).toContain('பெருவிரல்');
  });
});

// Issue 29: the deed of a Hindu and of a Muslim testator in each of the nine languages, as a native advocate reads it.
describe('in all nine languages, as native advocates write them', () => {
  const CODES = ['en', 'hi', 'ta', 'te', 'kn', 'ml', 'mr', 'gu', 'bn'] as const;
  /** The name line under the title: a "testator: name" line (te "రాసినవారు:"), never a dangling "of X". */
  const NAME_LINE: Record<(typeof CODES)[number], string> = {
    en: 'of Rajesh Vinayak Patil',
    hi: 'वसीयतकर्ता: Rajesh Vinayak Patil',
    ta: 'உயிலாளர்: Rajesh Vinayak Patil',
    te: 'రాసినవారు: Rajesh Vinayak Patil',
    kn: 'ಉಯಿಲುದಾರರು: Rajesh Vinayak Patil',
    ml: 'ഒസ്യത്തുകർത്താവ്: Rajesh Vinayak Patil',
    mr: 'मृत्युपत्रकर्ता: Rajesh Vinayak Patil',
    gu: 'વસિયતકર્તા: Rajesh Vinayak Patil',
    bn: 'উইলকারী: Rajesh Vinayak Patil',
  };
  /** A younger brother, from both dates of birth. */
  const YOUNGER_BROTHER: Record<(typeof CODES)[number], string> = {
    en: 'younger brother',
    hi: 'छोटे भाई',
    ta: 'தம்பி',
    te: 'తమ్ముడు',
    kn: 'ತಮ್ಮ',
    ml: 'അനുജൻ',
    mr: 'धाकटा भाऊ',
    gu: 'નાના ભાઈ',
    bn: 'কনিষ্ঠ ভ্রাতা',
  };
  for (const code of CODES) {
    it(`${code}: names the law on the cover in the language, the testator first, a brother as elder or younger`, async () => {
      const hindu = await will(profiles.hindu.session, 'Simple will', code);
      const muslim = await will(profiles.muslim.session, 'Muslim will (wasiyat)', code);
      const cover = hindu.pages[0]!.replace(/\s+/g, ' ');
      if (code !== 'en') expect(cover).not.toMatch(/Succession Act|Registration Act|Muslim personal law|, s\.\d/);
      expect(hindu.flat).toContain(NAME_LINE[code]);
      expect(hindu.flat).toContain(YOUNGER_BROTHER[code]);
      // No form's choice left in the deed, no honorific on the testator in the running header.
      expect(hindu.flat).not.toMatch(/\(\S+ \/ \S+\)/);
      expect(hindu.flat).not.toMatch(/Rajesh Vinayak Patil (அவர்களின்|അവർകളുടെ|ಅವರ ಅಂತಿಮ|यांचे)/);
      expect(muslim.flat).not.toMatch(/Imran Qureshi (அவர்களின்|അവർകളുടെ|ಅವರ ಅಂತಿಮ|यांचे)/);
    });
  }
});
