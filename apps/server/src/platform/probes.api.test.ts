import { allEndpoints, type Endpoint, pathOf, ROLE_ADMIN } from '@vasiyat/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { type ApiTest, seedTransport, startApiTest } from '../../test/api-harness.ts';
import { addressInput, bearer, createUser, pdfData, personInput, type Session } from '../../test/fixtures.ts';
import { seedPerson } from '../../test/seeds.ts';

// What a security probe found (issue 7): NUL bytes in free text and ids past the integer column answered
// 500. Each is now a 400 naming the field, decided once in the contract's text and id types; these probes
// send otherwise valid requests with one field spoiled at a time, and nothing is saved.

let t: ApiTest;
let owner: Session;
let admin: Session;
let person: number;
const post = (path: string, payload: unknown) =>
  t.app.inject({ method: 'POST', url: `/api/wst/testator/${path}`, headers: bearer(owner.token), payload: payload as object });

beforeAll(async () => {
  t = await startApiTest();
  owner = await createUser(t);
  admin = await createUser(t, { roleId: ROLE_ADMIN });
  person = await seedPerson(seedTransport(t), owner, 'beneficiary_individual');
});
afterAll(() => t.close());

/** Valid bodies of the calls that save free text; each field is spoiled in turn. */
const bodies = (): [string, Record<string, unknown>, boolean][] => [
  ['saveBeneficiaries', { ...personInput({ middleName: 'Devi' }), screenName: 'BENIND' }, false],
  ['saveExecutorAndWitness', { ...personInput(), screenName: 'EXECUTOR' }, false],
  [
    'saveCorporate',
    { screenName: 'CORPORATE', firstName: 'Seva Trust', lastName: 'Public charitable trust', commencementDate: '1999-04-01' },
    false,
  ],
  ['saveContactPerson', { ...personInput({ nhMasterId: null, designation: 'Trustee' }), primaryId: person }, false],
  ['saveRegistrar', { firstName: 'Sub-Registrar, Mylapore' }, false],
  ['saveEntityAddress', addressInput(person), true],
  ['saveDocumentAttachment', { entityId: person, description: 'Sale deed', files: [{ fileName: 'deed.pdf', fileData: pdfData() }] }, true],
  [
    'saveEntitySpecificAttribute',
    { entityId: person, specificAttributeName: 'Nickname', specificAttributeValue: 'Meenu', specificAttributeDescription: 'At home' },
    true,
  ],
];

const countRows = async () =>
  Number(
    (
      await t.pool.query(
        'SELECT (SELECT count(*) FROM entities) + (SELECT count(*) FROM addresses) + (SELECT count(*) FROM documents) AS n',
      )
    ).rows[0].n,
  );

describe('a NUL byte in any free-text field', () => {
  for (const [call, body, rows] of bodies()) {
    const texts = Object.keys(body).filter(
      (key) => typeof body[key] === 'string' && !['screenName', 'gender', 'dob', 'commencementDate', 'pincode'].includes(key),
    );
    it(`${call}: ${texts.join(', ')} each answer 400 naming the field, and nothing is saved`, async () => {
      const before = await countRows();
      for (const key of texts) {
        const spoiled = { ...body, [key]: `Ra\u0000vi` };
        const response = await post(call, rows ? [spoiled] : spoiled);
        expect(response.statusCode, `${call} ${key}`).toBe(400);
        expect(response.json()).toMatchObject({ status: 'error', code: 'validation' });
        expect(response.json().errors, `${call} ${key}`).toContainEqual(
          expect.objectContaining({ path: expect.stringMatching(new RegExp(`(^|\\.)${key}$`)), code: 'control_characters' }),
        );
      }
      expect(await countRows()).toBe(before);
    });
  }
});

describe('an id past the integer column in a body', () => {
  for (const [call, body, rows] of bodies()) {
    const ids = ['entityId', 'primaryId', 'version', 'maritalStatusId', 'religionId', 'addressTypeId'].filter(
      (key) => key in body || key === 'version' || (key === 'entityId' && !rows),
    );
    it(`${call}: ${ids.join(', ')} of 2^31 and 2^53 answer 400`, async () => {
      for (const key of ids) {
        for (const value of [2 ** 31, 2 ** 53]) {
          const spoiled = { ...body, [key]: value };
          const response = await post(call, rows ? [spoiled] : spoiled);
          expect(response.statusCode, `${call} ${key}=${value}: ${response.body.slice(0, 200)}`).toBe(400);
          expect(response.json().status).toBe('error');
        }
      }
    });
  }
});

/** The keys of an object schema (unwrapping pipes and optional wrappers). */
function keysOf(schema: z.ZodType | undefined): Record<string, z.ZodType> {
  let current = schema as unknown as
    | { _zod: { def: { type: string; shape?: Record<string, z.ZodType>; in?: unknown; innerType?: unknown } } }
    | undefined;
  while (current && current._zod.def.type !== 'object') {
    const def = current._zod.def;
    current = (def.in ?? def.innerType) as typeof current;
  }
  return current?._zod.def.shape ?? {};
}

const isAdminOnly = (definition: Endpoint) => typeof definition.auth === 'object' && definition.auth.roles.includes(ROLE_ADMIN);

describe('an id past the integer column in a query or path', () => {
  const cases = Object.entries(allEndpoints).flatMap(([name, definition]) => {
    const query = keysOf(definition.query);
    const params = keysOf(definition.params);
    const numeric = (schema: z.ZodType) => schema.safeParse('5').success && !schema.safeParse('2147483648').success;
    return [
      ...Object.entries(query)
        .filter(([, schema]) => numeric(schema))
        .map(([key]) => ({ name, definition, where: 'query' as const, key, others: query })),
      ...Object.entries(params)
        .filter(([, schema]) => numeric(schema))
        .map(([key]) => ({ name, definition, where: 'params' as const, key, others: params })),
    ];
  });

  it(`finds the ids of the table (${cases.length})`, () => {
    expect(cases.map((c) => `${c.name}.${c.key}`)).toEqual(
      expect.arrayContaining(['fetchAllMasterData.entityId', 'deleteEntity.entityId']),
    );
  });

  it.each(cases)('%# $name $where $key = 2147483648 answers 400 naming it', async ({ definition, where, key, others }) => {
    const values = Object.fromEntries(Object.keys(others).map((other) => [other, other === key ? '2147483648' : '1']));
    const path = pathOf(definition.path, where === 'params' ? values : undefined);
    const query = where === 'query' ? `?${new URLSearchParams(values)}` : '';
    // Each call as a caller it lets in: the role check comes before the schemas.
    const caller = isAdminOnly(definition) ? admin : owner;
    const response = await t.app.inject({ method: definition.method, url: `/api/wst/${path}${query}`, headers: bearer(caller.token) });
    expect(response.statusCode, response.body.slice(0, 200)).toBe(400);
    expect(response.json().errors).toContainEqual(expect.objectContaining({ path: key }));
  });
});
