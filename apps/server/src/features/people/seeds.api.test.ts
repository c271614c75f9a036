import { ENTITY_KINDS, kindDefinition, peopleListEndpoints } from '@vasiyat/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ApiTest, seedTransport, startApiTest } from '../../../test/api-harness.ts';
import { FILES, type SeededTestator, seedPerson, seedTestator } from '../../../test/seeds.ts';

// The shared seeds (also used by the browser tests) make real records through the real calls.

let t: ApiTest;
let testator: SeededTestator;
beforeAll(async () => {
  t = await startApiTest();
  testator = await seedTestator(seedTransport(t), { firstName: 'Kamala' });
});
afterAll(() => t.close());

const get = (path: string) =>
  t.app.inject({ method: 'GET', url: `/api/wst/${path}`, headers: { authorization: `Bearer ${testator.token}` } });

describe('seeds', () => {
  it('registers a testator with the emailed code and signs them in', async () => {
    const user = await t.pool.query('SELECT id, first_name FROM users WHERE email = $1', [testator.email]);
    expect(user.rows[0]).toEqual({ id: testator.userId, first_name: 'Kamala' });
    expect((await get('testator/findAllMenuByRoleId?roleId=21&code=en')).statusCode).toBe(200);
  });

  it.each(ENTITY_KINDS.filter((kind) => kind !== 'self' && kind !== 'contact_person'))(
    'saves a valid %s through its own call, and it shows in its list',
    async (kind) => {
      const entityId = await seedPerson(seedTransport(t), testator, kind);
      const listEndpoint = kindDefinition(kind).listEndpoint;
      if (kind === 'heir') {
        expect((await get(`testator/findAllNhRelations?testatorId=${testator.userId}`)).json()).toContainEqual(
          expect.objectContaining({ entityId }),
        );
      } else if (listEndpoint) {
        const list = peopleListEndpoints[listEndpoint]!;
        expect((await get(`${list.path}?testatorId=${testator.userId}`)).json()).toContainEqual(expect.objectContaining({ entityId }));
      }
    },
  );

  it('saves a contact person under a corporate', async () => {
    const corporate = await seedPerson(seedTransport(t), testator, 'beneficiary_corporate');
    const contact = await seedPerson(seedTransport(t), testator, 'contact_person', { primaryId: corporate });
    const row = await t.pool.query('SELECT parent_id, kind FROM entities WHERE id = $1', [contact]);
    expect(row.rows[0]).toEqual({ parent_id: corporate, kind: 'contact_person' });
  });

  it('offers real files: the PDF, JPEG and PNG are taken, the PNG named .pdf is refused for what it is', async () => {
    const person = await seedPerson(seedTransport(t), testator, 'beneficiary_individual');
    const post = (path: string, body: unknown) =>
      t.app.inject({
        method: 'POST',
        url: `/api/wst/testator/${path}`,
        payload: body as object,
        headers: { authorization: `Bearer ${testator.token}` },
      });
    const file = (f: (typeof FILES)[keyof typeof FILES]) => ({
      fileName: f.name,
      fileType: f.mimeType,
      fileData: f.buffer.toString('base64'),
    });
    expect((await post('saveDocumentAttachment', [{ entityId: person, description: 'Deed', files: [file(FILES.pdf)] }])).statusCode).toBe(
      200,
    );
    const scans = [{ entityId: person, idType: 1, documentNo: '1234 5678 9012', files: [file(FILES.jpeg), file(FILES.png)] }];
    expect((await post('saveIdentificationDetails', scans)).statusCode).toBe(200);
    const disguised = await post('saveDocumentAttachment', [{ entityId: person, description: 'Scan', files: [file(FILES.pngNamedPdf)] }]);
    expect(disguised.json()).toMatchObject({ code: 'invalid_pdf', message: 'Invalid PDF file format.' });
  });
});
