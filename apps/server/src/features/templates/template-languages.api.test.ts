// Issue 23, items 3 and 15: a clause with no text in a language never disappears silently (the administrator's list,
// editor preview and the testator's choice and preview name exactly the clauses a language lacks), and a template's
// name and description are translated like its clauses, the testator's list answering them in the caller's language.
import { ROLE_ADMIN } from '@vasiyat/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ApiTest, startApiTest } from '../../../test/api-harness.ts';
import { bearer, createUser, type Session, testatorApi } from '../../../test/fixtures.ts';
import { seedDatabase } from '../../db/seed/index.ts';
import { translations } from '../../db/seed/translation-files.ts';

let t: ApiTest;
let admin: Session;
let testator: Session;
let languages: { languageId: number; languageCode: string; languageName: string }[];
const languageId = (code: string) => languages.find((language) => language.languageCode === code)!.languageId;
const testatorCalls = testatorApi(() => t);

const adminCall = (method: 'GET' | 'POST', path: string, payload?: object) =>
  t.app.inject({ method, url: `/api/wst/admin/${path}`, headers: bearer(admin.token), ...(payload ? { payload } : {}) });
type Gap = {
  languageId: number;
  languageCode: string;
  languageName: string;
  missingClauses: { headingId: number; headingName: string; clauseKey: string }[];
};
type AdminTemplate = {
  willTemplateId: number;
  templateName: string;
  clauseContents: { headingId: number; contentId: number | null }[];
  languageGaps: Gap[];
  translations: { languageId: number; templateName: string; templateDescription: string }[];
};
type Card = { willTemplateId: number; templateName: string; templateDescription: string; languageGaps: Gap[] };
const adminTemplates = async (): Promise<AdminTemplate[]> => (await adminCall('GET', 'willTemplates')).json();
const cards = async (code: string): Promise<Card[]> => (await testatorCalls.get(testator, `willTemplates?code=${code}`)).json().templates;
const simpleWill = translations().templates.find((template) => template.name === 'Simple will')!;
const templateTextIn = (template: { name: string }, code: string) => translations().templateTexts.get(code)![template.name]!;

let simpleId: number;
let gapTemplateId: number;
let heading: { headingId: number; clauseId: number };

beforeAll(async () => {
  t = await startApiTest();
  admin = await createUser(t, { roleId: ROLE_ADMIN });
  testator = await createUser(t);
  languages = (await testatorCalls.get(testator, 'willTemplates')).json().languages;
  simpleId = (await adminTemplates()).find((template) => template.templateName === 'Simple will')!.willTemplateId;
});
afterAll(() => t.close());

describe('the starter templates', () => {
  it('are written in every language and named in each, in the testator’s language', async () => {
    const simple = (await adminTemplates()).find((template) => template.willTemplateId === simpleId)!;
    expect(simple.languageGaps).toEqual([]);
    expect(
      simple.translations.map((row) => languages.find((language) => language.languageId === row.languageId)!.languageCode).sort(),
    ).toEqual(['bn', 'gu', 'hi', 'kn', 'ml', 'mr', 'ta', 'te']);
    for (const code of ['hi', 'bn', 'kn']) {
      const card = (await cards(code)).find((candidate) => candidate.willTemplateId === simpleId)!;
      expect(card, code).toEqual({ willTemplateId: simpleId, ...textOf(code), languageGaps: [] });
    }
    // Without a language, and in English: the template's own name (the spec's call, unchanged).
    const plain = (await testatorCalls.get(testator, 'willTemplates')).json().templates as Card[];
    expect(plain.find((card) => card.willTemplateId === simpleId)!.templateName).toBe('Simple will');
  });
});

const textOf = (code: string) => {
  const text = templateTextIn(simpleWill, code);
  return { templateName: text.name, templateDescription: text.description };
};

describe('an English-only clause in a template', () => {
  beforeAll(async () => {
    const created = await adminCall('POST', 'saveTemplateClauses', {
      headingName: 'Digital legacy',
      templateClausesKey: 'digital_legacy_passwords',
      languageId: languageId('en'),
      clauses: [{ templateStatements: 'I ask my executor to close my online accounts. ({{ testator.fullName }})' }],
    });
    expect(created.json().status).toBe('success');
    const sets = (await adminCall('GET', `fetchTemplateClauses?langId=${languageId('en')}`)).json().clauses as {
      headingId: number;
      headingName: string;
      clauses: { clauseId: number }[];
    }[];
    const set = sets.find((candidate) => candidate.headingName === 'Digital legacy')!;
    heading = { headingId: set.headingId, clauseId: set.clauses[0]!.clauseId };
    const simple = (await adminTemplates()).find((template) => template.willTemplateId === simpleId)!;
    const saved = await adminCall('POST', 'saveWillTemplate', {
      templateName: 'Simple will with a digital legacy',
      templateDescription: 'The simple will, and what to do with online accounts.',
      clauseContents: [...simple.clauseContents, { headingId: heading.headingId, contentId: heading.clauseId }],
      translations: [
        {
          languageId: languageId('hi'),
          templateName: 'डिजिटल विरासत सहित सरल वसीयत',
          templateDescription: 'सरल वसीयत, और ऑनलाइन खातों का क्या हो।',
        },
      ],
    });
    expect(saved.json().status).toBe('success');
    gapTemplateId = saved.json().willTemplateId;
  });

  const exactlyTheClause = (headingName = 'Digital legacy') => [
    { headingId: heading.headingId, headingName, clauseKey: 'digital_legacy_passwords' },
  ];

  it('is named, by heading and clause, as missing in every other language of the administrator’s list', async () => {
    const template = (await adminTemplates()).find((candidate) => candidate.willTemplateId === gapTemplateId)!;
    expect(template.languageGaps.map((gap) => gap.languageCode)).toEqual(
      languages.filter((language) => language.languageCode !== 'en').map((language) => language.languageCode),
    );
    const hindi = template.languageGaps.find((gap) => gap.languageCode === 'hi')!;
    expect(hindi).toEqual({
      languageId: languageId('hi'),
      languageCode: 'hi',
      languageName: languages.find((language) => language.languageCode === 'hi')!.languageName,
      missingClauses: exactlyTheClause(),
    });
    // The starter template it was made from is untouched.
    expect((await adminTemplates()).find((candidate) => candidate.willTemplateId === simpleId)!.languageGaps).toEqual([]);
  });

  it('is named in the editor’s live preview for the rows as they stand, whatever the preview’s language', async () => {
    const template = (await adminTemplates()).find((candidate) => candidate.willTemplateId === gapTemplateId)!;
    const preview = (
      await adminCall('POST', 'previewWillTemplate', { languageId: languageId('hi'), clauseContents: template.clauseContents })
    ).json();
    expect(preview.pdfContent.length).toBeGreaterThan(1000);
    expect(preview.languageGaps.find((gap: Gap) => gap.languageCode === 'hi').missingClauses).toEqual(exactlyTheClause());
    expect(preview.languageGaps.some((gap: Gap) => gap.languageCode === 'en')).toBe(false);
    const withoutIt = (
      await adminCall('POST', 'previewWillTemplate', { languageId: languageId('hi'), clauseContents: template.clauseContents.slice(0, -1) })
    ).json();
    expect(withoutIt.languageGaps).toEqual([]);
  });

  it('is named to the testator before the preview (the template list) and after it (the preview), in their language', async () => {
    const card = (await cards('hi')).find((candidate) => candidate.willTemplateId === gapTemplateId)!;
    expect(card.templateName).toBe('डिजिटल विरासत सहित सरल वसीयत');
    expect(card.templateDescription).toBe('सरल वसीयत, और ऑनलाइन खातों का क्या हो।');
    expect(card.languageGaps.find((gap) => gap.languageCode === 'hi')!.missingClauses).toEqual(exactlyTheClause());
    expect(card.languageGaps.some((gap) => gap.languageCode === 'en')).toBe(false);
    const preview = (
      await testatorCalls.post(testator, `getTemplateDataById/${gapTemplateId}/${testator.userId}/${languageId('hi')}`, {})
    ).json();
    expect(preview.missingHeadings).toEqual(['Digital legacy']);
    expect(preview.pdfContent.length).toBeGreaterThan(1000);
  });

  it('leaves the gaps of a language once the clause is translated there, and names the heading in the caller’s language', async () => {
    const translated = await adminCall('POST', 'saveTemplateClauseTranslations', {
      headingId: heading.headingId,
      languageId: languageId('ta'),
      headingName: 'டிஜிட்டல் மரபுரிமை',
      clauses: [
        {
          templateClauesesId: heading.clauseId,
          templateClausesKey: 'digital_legacy_passwords',
          templateStatements: 'என் இணையக் கணக்குகளை மூடுமாறு என் நிறைவேற்றுநரைக் கேட்டுக்கொள்கிறேன். ({{ testator.fullName }})',
        },
      ],
    });
    expect(translated.json().status).toBe('success');
    const tamilCard = (await cards('ta')).find((candidate) => candidate.willTemplateId === gapTemplateId)!;
    expect(tamilCard.languageGaps.some((gap) => gap.languageCode === 'ta')).toBe(false);
    // Hindi still lacks it; read in Tamil, the heading is named in Tamil.
    expect(tamilCard.languageGaps.find((gap) => gap.languageCode === 'hi')!.missingClauses).toEqual(exactlyTheClause('டிஜிட்டல் மரபுரிமை'));
    const template = (await adminTemplates()).find((candidate) => candidate.willTemplateId === gapTemplateId)!;
    expect(template.languageGaps.map((gap) => gap.languageCode)).not.toContain('ta');
    expect(template.languageGaps.find((gap) => gap.languageCode === 'hi')!.missingClauses).toEqual(exactlyTheClause());
  });
});

describe('a template’s name and description in other languages', () => {
  it('falls back to English in a language without a translation', async () => {
    const kannada = (await cards('kn')).find((candidate) => candidate.willTemplateId === gapTemplateId)!;
    expect(kannada.templateName).toBe('Simple will with a digital legacy');
    expect(kannada.templateDescription).toBe('The simple will, and what to do with online accounts.');
    const template = (await adminTemplates()).find((candidate) => candidate.willTemplateId === gapTemplateId)!;
    expect(template.translations).toEqual([
      {
        languageId: languageId('hi'),
        templateName: 'डिजिटल विरासत सहित सरल वसीयत',
        templateDescription: 'सरल वसीयत, और ऑनलाइन खातों का क्या हो।',
      },
    ]);
  });

  it('is refused half written, in English or in an unknown language', async () => {
    const template = (await adminTemplates()).find((candidate) => candidate.willTemplateId === gapTemplateId)!;
    const body = {
      willTemplateId: gapTemplateId,
      templateName: template.templateName,
      templateDescription: 'The simple will, and what to do with online accounts.',
      clauseContents: template.clauseContents,
    };
    const half = await adminCall('POST', 'saveWillTemplate', {
      ...body,
      translations: [{ languageId: languageId('kn'), templateName: 'ಸರಳ ಉಯಿಲು', templateDescription: '' }],
    });
    expect(half.statusCode).toBe(400);
    expect(half.json().errors[0]).toMatchObject({ path: 'translations.0.templateName' });
    for (const wrong of [languageId('en'), 99_999]) {
      const answer = await adminCall('POST', 'saveWillTemplate', {
        ...body,
        translations: [{ languageId: wrong, templateName: 'x', templateDescription: 'y' }],
      });
      expect(answer.statusCode).toBe(400);
      expect(answer.json().errors[0]).toMatchObject({ path: 'translations.0.languageId' });
    }
    // Saved without translations: they stay as they were.
    expect((await adminCall('POST', 'saveWillTemplate', body)).json().status).toBe('success');
    expect((await adminTemplates()).find((candidate) => candidate.willTemplateId === gapTemplateId)!.translations).toHaveLength(1);
    // Sent empty for Hindi: Hindi has none, and the Hindi testator reads the English.
    const cleared = await adminCall('POST', 'saveWillTemplate', {
      ...body,
      translations: [{ languageId: languageId('hi'), templateName: '', templateDescription: '' }],
    });
    expect(cleared.json().status).toBe('success');
    expect((await cards('hi')).find((candidate) => candidate.willTemplateId === gapTemplateId)!.templateName).toBe(
      'Simple will with a digital legacy',
    );
  });
});

describe('a release of the starter templates’ names', () => {
  it('updates a name the administrator did not edit and keeps one they did', async () => {
    const row = (code: string) =>
      t.pool
        .query<{ name: string; description: string }>(
          'SELECT name, description FROM will_template_translations WHERE template_id = $1 AND language_id = $2',
          [simpleId, languageId(code)],
        )
        .then((answer) => answer.rows[0]!);
    // An install seeded by an earlier release: its text, and that text's hash as seeded.
    await t.pool.query(
      "UPDATE will_template_translations SET name = 'पुरानी सरल वसीयत', seed_hash = encode(sha256(convert_to('पुरानी सरल वसीयत' || E'\\n' || description, 'UTF8')), 'hex') WHERE template_id = $1 AND language_id = $2",
      [simpleId, languageId('hi')],
    );
    // The administrator's own wording, through the editor.
    const simple = (await adminTemplates()).find((template) => template.willTemplateId === simpleId)!;
    const own = simple.translations.map((translation) =>
      translation.languageId === languageId('bn') ? { ...translation, templateName: 'সাধারণ উইল' } : translation,
    );
    const saved = await adminCall('POST', 'saveWillTemplate', {
      willTemplateId: simpleId,
      templateName: 'Simple will',
      templateDescription: simpleWill.description,
      clauseContents: simple.clauseContents,
      translations: own,
    });
    expect(saved.json().status).toBe('success');
    await seedDatabase(t.db);
    expect(await row('hi')).toEqual({ name: textOf('hi').templateName, description: textOf('hi').templateDescription });
    expect((await row('bn')).name).toBe('সাধারণ উইল');
    expect(await row('ta')).toEqual({ name: textOf('ta').templateName, description: textOf('ta').templateDescription });
  });
});
