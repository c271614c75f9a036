import { kindDefinition } from '@vasiyat/contract';
import { PERSON_CASES, VALID_PERSON } from '@vasiyat/contract/cases';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ApiTest, startApiTest } from '../../../test/api-harness.ts';
import { createUser, type Session, testatorApi } from '../../../test/fixtures.ts';

// The same table runs through the web's person form (apps/web/src/features/people/rules/shared-cases.test.ts).

let t: ApiTest;
let owner: Session;
let corporate: number;
const { post } = testatorApi(() => t);

beforeAll(async () => {
  t = await startApiTest();
  owner = await createUser(t);
  const saved = await post(owner, 'saveCorporate', {
    screenName: 'CORPORATE',
    firstName: 'Asha Trust',
    lastName: 'Partnership firm',
    commencementDate: '2001-01-01',
  });
  corporate = saved.json().corporate.entityId;
});
afterAll(() => t.close());

describe('the server agrees with the contract’s cases', () => {
  it.each(PERSON_CASES)('person: $name', async ({ kind, change, problems }) => {
    const definition = kindDefinition(kind);
    const body = {
      ...VALID_PERSON,
      ...change,
      ...(definition.screenName ? { screenName: definition.screenName } : {}),
      ...(kind === 'contact_person' ? { primaryId: corporate } : {}),
      ...(kind === 'self' ? { entityId: owner.userId } : {}),
    };
    const response = await post(owner, definition.save, body);
    if (problems.length === 0) {
      expect(response.statusCode, response.body).toBe(200);
      return;
    }
    expect(response.statusCode, response.body).toBe(400);
    const found = (response.json().errors as { path: string; code: string }[]).map((error) => `${error.path}:${error.code}`);
    expect(found.sort()).toEqual([...problems].sort());
  });
});
