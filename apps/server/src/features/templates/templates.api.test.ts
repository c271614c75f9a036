import { ADMIN_ONLY, adminEndpoints, type Endpoint, pathOf, ROLE_ADMIN } from '@vasiyat/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ApiTest, startApiTest } from '../../../test/api-harness.ts';
import { bearer, createUser, type Session } from '../../../test/fixtures.ts';

let t: ApiTest;
let admin: Session;
let testator: Session;
let languageId: (code: string) => number;
beforeAll(async () => {
  t = await startApiTest();
  admin = await createUser(t, { roleId: ROLE_ADMIN });
  testator = await createUser(t);
  const { rows } = await t.pool.query<{ language_id: number; language_code: string }>('SELECT language_id, language_code FROM languages');
  languageId = (code) => rows.find((row) => row.language_code === code)!.language_id;
});
afterAll(() => t.close());

const call = (session: Session, method: 'GET' | 'POST' | 'DELETE', path: string, payload?: object) =>
  t.app.inject({ method, url: `/api/wst/admin/${path}`, headers: bearer(session.token), ...(payload ? { payload } : {}) });
const get = (path: string) => call(admin, 'GET', path);
const post = (path: string, payload: object) => call(admin, 'POST', path, payload);
const del = (path: string) => call(admin, 'DELETE', path);
type Set = {
  headingId: number;
  headingName: string;
  clauses: { clauseId: number; templateClausesKey: string; translatedContent: string | null }[];
};
const sets = async (code = 'en'): Promise<Set[]> => (await get(`fetchTemplateClauses?langId=${languageId(code)}`)).json().clauses;
const setNamed = async (name: string, code = 'en') => (await sets(code)).find((set) => set.headingName === name)!;

describe('the administrator’s calls', () => {
  it('are refused to a testator (403) and to a guest (401)', async () => {
    expect(Object.values(adminEndpoints).every((endpoint) => endpoint.auth === ADMIN_ONLY)).toBe(true);
    for (const endpoint of Object.values(adminEndpoints) as Endpoint[]) {
      const url = `/api/wst/${pathOf(endpoint.path, {})}`;
      const asTestator = await t.app.inject({
        method: endpoint.method,
        url,
        headers: bearer(testator.token),
        payload: endpoint.body ? {} : undefined,
      });
      expect(asTestator.statusCode, endpoint.path).toBe(403);
      const asGuest = await t.app.inject({ method: endpoint.method, url, payload: endpoint.body ? {} : undefined });
      expect(asGuest.statusCode, endpoint.path).toBe(401);
    }
  });
});

describe('the seeded library', () => {
  it('holds the clauses of an Indian will in English, Hindi and Tamil, with the languages', async () => {
    const answer = (await get(`fetchTemplateClauses?langId=${languageId('hi')}`)).json();
    expect(answer.languages.map((language: { languageCode: string }) => language.languageCode)).toEqual(
      expect.arrayContaining(['en', 'hi', 'ta']),
    );
    expect(answer.clauses.length).toBeGreaterThanOrEqual(10);
    for (const set of answer.clauses as Set[]) {
      expect(set.headingName, set.headingName).toMatch(/[\u0900-\u097F]/);
      for (const clause of set.clauses) expect(clause.translatedContent, clause.templateClausesKey).toMatch(/[\u0900-\u097F]/);
    }
    const tamil = await sets('ta');
    expect(tamil[0]!.clauses[0]!.translatedContent).toMatch(/[\u0B80-\u0BFF]/);
    const english = (await sets('en')).flatMap((set) => set.clauses.map((clause) => clause.translatedContent)).join('\n');
    expect(english).toMatch(/section 63/i);
    expect(english).toMatch(/revoke/i);
  });

  it('lists the seeded templates with their rows and their text for the sample testator', async () => {
    const templates = (await get('willTemplates')).json();
    expect(templates.length).toBeGreaterThanOrEqual(3);
    for (const template of templates) {
      expect(template.clauseContents.length).toBeGreaterThan(5);
      expect(template.htmlContent).toContain('<h3>1. ');
      expect(template.htmlContent).not.toContain('{{');
      expect(template.pdfContent.length).toBeGreaterThan(1000);
      expect(Buffer.from(template.pdfContent, 'base64').subarray(0, 5).toString()).toBe('%PDF-');
    }
    // The file's first renders: its render worker starts with them (tens of seconds on a machine busy with other work).
  }, 60_000);
});

describe('clause sets', () => {
  it('creates a set with variants (key, key_2), refuses the same key in that language with status exists', async () => {
    const body = {
      headingName: 'Pets',
      templateClausesKey: 'care_of_pets',
      languageId: languageId('en'),
      clauses: [
        { templateStatements: 'I ask {{ executor.fullName }} to find a home for my pets.' },
        { templateStatements: 'My pets go to a shelter.' },
      ],
    };
    expect((await post('saveTemplateClauses', body)).json()).toEqual({ status: 'success', message: 'Clause set created successfully!' });
    const set = await setNamed('Pets');
    expect(set.clauses.map((clause) => clause.templateClausesKey)).toEqual(['care_of_pets', 'care_of_pets_2']);
    expect((await post('saveTemplateClauses', { ...body, headingName: 'Pets again' })).json()).toEqual({
      status: 'exists',
      message: 'A clause set with this key already exists for this language',
    });
    // Shown in Hindi before a translation: 'No translation available'.
    expect((await setNamed('Pets', 'hi')).clauses[0]!.translatedContent).toBeNull();
  });

  it('refuses a clause that does not compile or names an unknown variable, with its line, and saves nothing', async () => {
    const before = (await sets()).length;
    const refused = async (text: string) => {
      const answer = await post('saveTemplateClauses', {
        headingName: 'Broken',
        templateClausesKey: 'broken_clause',
        languageId: languageId('en'),
        clauses: [{ templateStatements: text }],
      });
      expect(answer.statusCode, text).toBe(400);
      return answer.json().errors[0];
    };
    expect(await refused('I, {{ testator.fullName }},\nleave all to {{ testator.fulName }}.')).toMatchObject({
      path: 'clauses.0.templateStatements',
      code: 'invalid_clause',
      message: expect.stringContaining('testator.fulName'),
    });
    expect((await refused('{% if executor %}\nno end')).message).toMatch(/^Line \d+: /);
    expect((await refused('{% for b in bequests %}{{ b.benefits }}{% endfor %}')).message).toContain('benefits');
    expect((await refused('{{ testator.constructor }}')).message).toContain('constructor');
    expect((await refused('{% include "secrets.liquid" %}')).message).toMatch(/Line/);
    const bad = await post('saveTemplateClauses', {
      headingName: 'Key',
      templateClausesKey: 'Not Snake',
      languageId: languageId('en'),
      clauses: [{ templateStatements: 'x' }],
    });
    expect(bad.statusCode).toBe(400);
    expect((await sets()).length).toBe(before);
  });

  it('stops a clause that would loop or allocate without bound', async () => {
    const started = Date.now();
    const answer = await post('checkClause', { templateStatements: '{% for i in (1..100000000) %}{{ testator.fullName }}{% endfor %}' });
    expect(answer.json().problem).not.toBeNull();
    expect(Date.now() - started).toBeLessThan(3000);
    expect((await post('checkClause', { templateStatements: 'Dated {{ today }} at {{ place }}.' })).json()).toEqual({ problem: null });
  });

  it('edits a set: renames the heading, changes, adds and removes variants', async () => {
    await post('saveTemplateClauses', {
      headingName: 'Books',
      templateClausesKey: 'library_gift',
      languageId: languageId('en'),
      clauses: [{ templateStatements: 'My books go to the town library.' }, { templateStatements: 'My books go to my grandchildren.' }],
    });
    const set = await setNamed('Books');
    const answer = await post('updateTemplateClauses', {
      headingId: set.headingId,
      headingName: 'Books and papers',
      clauses: [
        {
          clauseId: set.clauses[0]!.clauseId,
          templateClausesKey: 'library_gift',
          templateStatements: 'My books and papers go to the town library.',
        },
        { templateClausesKey: 'library_sale', templateStatements: 'My books are to be sold.' },
      ],
    });
    expect(answer.json()).toEqual({ status: 'success', message: 'Clause set updated successfully!' });
    const edited = await setNamed('Books and papers');
    expect(edited.clauses.map((clause) => [clause.templateClausesKey, clause.translatedContent])).toEqual([
      ['library_gift', 'My books and papers go to the town library.'],
      ['library_sale', 'My books are to be sold.'],
    ]);
  });

  it('adds a translation once; a second one answers exists; a clause of another set is not found', async () => {
    const set = await setNamed('Books and papers');
    const body = {
      headingId: set.headingId,
      languageId: languageId('hi'),
      headingName: 'पुस्तकें और कागज़ात',
      clauses: set.clauses.map((clause) => ({
        templateClauesesId: clause.clauseId,
        templateClausesKey: clause.templateClausesKey,
        templateStatements: `मेरी पुस्तकें (${clause.templateClausesKey}) — {{ testator.fullName }}`,
      })),
    };
    expect((await post('saveTemplateClauseTranslations', body)).json()).toEqual({
      status: 'success',
      message: 'Translation saved successfully!',
    });
    expect((await post('saveTemplateClauseTranslations', body)).json()).toEqual({
      status: 'exists',
      message: 'A translation for this language already exists',
    });
    const hindi = (await sets('hi')).find((candidate) => candidate.headingId === set.headingId)!;
    expect(hindi.headingName).toBe('पुस्तकें और कागज़ात');
    expect(hindi.clauses[0]!.translatedContent).toContain('मेरी पुस्तकें');
    const pets = await setNamed('Pets');
    const foreign = await post('saveTemplateClauseTranslations', { ...body, languageId: languageId('ta'), headingId: pets.headingId });
    expect(foreign.statusCode).toBe(404);
  });

  it('deletes a set in every language, but not while a template uses it', async () => {
    const books = await setNamed('Books and papers');
    const used = (await sets())[0]!;
    const refused = await del(`deleteTemplateClauses?headingId=${used.headingId}`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ code: 'conflict', messageKey: 'adminClauseInUse' });
    expect(refused.json().message).toContain('used by the template');
    expect((await del(`deleteTemplateClauses?headingId=${books.headingId}`)).json()).toEqual({
      status: 'success',
      message: 'Clause set deleted successfully',
    });
    expect((await sets('hi')).some((set) => set.headingId === books.headingId)).toBe(false);
    expect((await del(`deleteTemplateClauses?headingId=${books.headingId}`)).statusCode).toBe(404);
  });
});

describe('will templates', () => {
  it('saves a template of heading and clause rows, each heading once, and edits it', async () => {
    const [first, second] = await sets();
    const body = {
      templateName: 'Short will',
      templateDescription: 'Declaration and revocation only.',
      clauseContents: [
        { headingId: first!.headingId, contentId: first!.clauses[0]!.clauseId },
        { headingId: second!.headingId, contentId: second!.clauses[0]!.clauseId },
      ],
    };
    const saved = await post('saveWillTemplate', body);
    expect(saved.json()).toMatchObject({ status: 'success', message: 'Template Saved Successfully!' });
    const willTemplateId = saved.json().willTemplateId;
    const twice = await post('saveWillTemplate', {
      ...body,
      templateName: 'Twice',
      clauseContents: [body.clauseContents[0], body.clauseContents[0]],
    });
    expect(twice.json().errors[0]).toMatchObject({
      path: 'clauseContents.1.headingId',
      message: 'A heading can be used once in a template.',
    });
    const crossed = await post('saveWillTemplate', {
      ...body,
      templateName: 'Crossed',
      clauseContents: [{ headingId: first!.headingId, contentId: second!.clauses[0]!.clauseId }],
    });
    expect(crossed.json().errors[0]).toMatchObject({ path: 'clauseContents.0.contentId' });
    expect((await post('saveWillTemplate', { ...body, templateName: 'Simple will' })).json().status).toBe('exists');
    const edited = await post('saveWillTemplate', {
      ...body,
      willTemplateId,
      templateName: 'Short will (edited)',
      clauseContents: body.clauseContents.slice(0, 1),
    });
    expect(edited.json()).toMatchObject({ status: 'success', willTemplateId });
    const listed = (await get('willTemplates'))
      .json()
      .find((template: { willTemplateId: number }) => template.willTemplateId === willTemplateId);
    expect(listed).toMatchObject({ templateName: 'Short will (edited)', clauseContents: [body.clauseContents[0]] });
    expect((await post('saveWillTemplate', { ...body, willTemplateId: 99999 })).statusCode).toBe(404);
  });

  it('previews unsaved rows with the sample testator in the chosen language, as a PDF', async () => {
    const rows = (await sets()).slice(0, 3).map((set) => ({ headingId: set.headingId, contentId: set.clauses[0]!.clauseId }));
    const preview = (
      await post('previewWillTemplate', {
        languageId: languageId('hi'),
        clauseContents: [...rows, { headingId: rows[0]!.headingId, contentId: null }],
      })
    ).json();
    expect(Buffer.from(preview.pdfContent, 'base64').subarray(0, 5).toString()).toBe('%PDF-');
    expect(preview.htmlContent).toMatch(/[\u0900-\u097F]/);
    expect(preview.htmlContent).toContain('<h3>3. ');
    expect(preview.htmlContent).not.toContain('<h3>4. ');
    expect((await post('previewWillTemplate', { clauseContents: [] })).json()).toEqual({
      pdfContent: '',
      htmlContent: '',
      languageGaps: [],
    });
    // A language that is not one of the list is refused, not previewed in English.
    const unknown = await post('previewWillTemplate', { languageId: 999_999, clauseContents: rows });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.body).not.toContain('%PDF');
  });

  it('lists the variables a clause may name', async () => {
    const variables = (await get('willContextVariables')).json();
    expect(variables).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ path: 'testator.fullName' }),
        expect.objectContaining({ path: 'bequests', list: true }),
      ]),
    );
  });
});
