import { ENTITY_KINDS, ZWillPeople, ZWillRecords } from '@vasiyat/contract';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { type ApiTest, seedTransport, startApiTest } from '../../../test/api-harness.ts';
import { addressInput, personInput } from '../../../test/fixtures.ts';
import { type SeededTestator, seedPerson, seedTestator } from '../../../test/seeds.ts';
import { findForWill as recordsForWill } from './records/service.ts';
import { findForWill as peopleForWill } from './service.ts';

// The one read a will makes of the people feature: typed in the contract, the testator's rows only.

let t: ApiTest;
let owner: SeededTestator;
let other: SeededTestator;
const ids: Record<string, number> = {};

beforeAll(async () => {
  t = await startApiTest();
  const transport = seedTransport(t);
  [owner, other] = [await seedTestator(transport, { firstName: 'Kamala' }), await seedTestator(transport, { firstName: 'Other' })];
  const post = (who: SeededTestator, path: string, body: unknown) =>
    t.app.inject({
      method: 'POST',
      url: `/api/wst/testator/${path}`,
      payload: body as object,
      headers: { authorization: `Bearer ${who.token}` },
    });
  await post(owner, 'saveOrUpdate', {
    ...personInput({ firstName: 'Kamala', lastName: 'Iyer', gender: 'F', nhMasterId: null }),
    entityId: owner.userId,
  });
  for (const kind of ENTITY_KINDS) {
    if (kind === 'self' || kind === 'contact_person') continue;
    ids[kind] = await seedPerson(transport, owner, kind, { firstName: `Of ${kind}` });
  }
  ids.contact_person = await seedPerson(transport, owner, 'contact_person', { primaryId: ids.beneficiary_corporate });
  await post(owner, 'saveEntityAddress', [addressInput(owner.userId)]);
  await post(owner, 'saveContactDetails', [{ entityId: ids.executor, contactTypeId: 1, contactDetails: '9876543210' }]);
  await seedPerson(transport, other, 'beneficiary_individual', { firstName: 'Not yours' });
});
afterAll(() => t.close());

it('returns the testator and one of each kind, typed by the contract, and nothing of another testator', async () => {
  const will = ZWillPeople.parse(await peopleForWill(t.services.people, owner.userId, 'en'));
  expect(will.testator).toMatchObject({ entityId: owner.userId, kind: 'self', fullName: 'Kamala Iyer', isAlive: true });
  expect(new Set(will.people.map((person) => person.kind))).toEqual(new Set(ENTITY_KINDS.filter((kind) => kind !== 'self')));
  expect(will.people.find((person) => person.entityId === ids.contact_person)).toMatchObject({ parentId: ids.beneficiary_corporate });
  expect(will.people.find((person) => person.entityId === ids.beneficiary_corporate)).toMatchObject({
    corporateTypeName: 'Public charitable trust',
    isBeneficiary: true,
  });
  expect(JSON.stringify(will)).not.toContain('Not yours');
  expect(ZWillPeople.parse(await peopleForWill(t.services.people, other.userId, 'en')).people).toHaveLength(1);
});

it('names relations in the chosen language', async () => {
  const english = await peopleForWill(t.services.people, owner.userId, 'en');
  const hindi = await peopleForWill(t.services.people, owner.userId, 'hi');
  const heir = (will: typeof english) => will.people.find((person) => person.entityId === ids.heir)!;
  expect(heir(english).relationName).toBeTruthy();
  expect(heir(hindi).relationName).toMatch(/[\u0900-\u097F]/);
});

it('returns the addresses and contacts of the testator’s people, and no identity numbers', async () => {
  const records = ZWillRecords.parse(await recordsForWill(t.services.records, owner.userId, 'en'));
  expect(records.addresses).toEqual([
    expect.objectContaining({ entityId: owner.userId, city: 'Chennai', addressTypeName: expect.any(String) }),
  ]);
  expect(records.contacts).toEqual([{ entityId: ids.executor, contactTypeName: expect.any(String), contactDetails: '9876543210' }]);
  expect(ZWillRecords.parse(await recordsForWill(t.services.records, other.userId, 'en'))).toEqual({ addresses: [], contacts: [] });
});
