// The will plan (issue 22) and the facts the deed now identifies people and assets by: saved, read back, refused
// with a clear message and nothing changed, and never naming another testator's people.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ApiTest, seedTransport, startApiTest } from '../../../test/api-harness.ts';
import { type Session, testatorApi } from '../../../test/fixtures.ts';
import { seedAsset, seedPerson, seedTestator } from '../../../test/seeds.ts';

let t: ApiTest;
let owner: Session;
let other: Session;
const who = {} as Record<'brother' | 'sister' | 'minor' | 'othersHeir', number>;
const { get, post } = testatorApi(() => t);
const plan = async (session: Session) => (await get(session, 'willPlan')).json();

beforeAll(async () => {
  t = await startApiTest();
  const transport = seedTransport(t);
  owner = { ...(await seedTestator(transport, { firstName: 'Lata' })), roleId: 21 };
  other = { ...(await seedTestator(transport, { firstName: 'Other' })), roleId: 21 };
  who.brother = await seedPerson(transport, owner, 'heir', { firstName: 'Vijay', nhMasterId: 8, dob: '1970-01-01', gender: 'M' });
  who.sister = await seedPerson(transport, owner, 'beneficiary_individual', { firstName: 'Usha', dob: '1972-01-01' });
  who.minor = await seedPerson(transport, owner, 'heir', {
    firstName: 'Tara',
    nhMasterId: 11,
    dob: '2015-01-01',
    selectedBooleanMasters: [8, 7, 2],
  });
  who.othersHeir = await seedPerson(transport, other, 'heir', { firstName: 'Stranger', dob: '1970-01-01' });
});
afterAll(() => t.close());

describe('the will plan', () => {
  it('starts with a signature and the default residue, and saves what the testator chose', async () => {
    expect(await plan(owner)).toEqual({
      signsBy: 'signature',
      muslimSchool: null,
      guardianId: null,
      backupGuardianId: null,
      propertyManagerId: null,
      residuary: [],
      version: 0,
    });
    const saved = await post(owner, 'saveWillPlan', {
      signsBy: 'thumb',
      guardianId: who.brother,
      backupGuardianId: who.sister,
      residuary: [
        { entityId: who.brother, share: 60 },
        { entityId: who.sister, share: 40 },
      ],
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(await plan(owner)).toMatchObject({
      signsBy: 'thumb',
      guardianId: who.brother,
      backupGuardianId: who.sister,
      residuary: [
        { entityId: who.brother, share: 60 },
        { entityId: who.sister, share: 40 },
      ],
      version: 1,
    });
  });

  it('refuses a minor as guardian, shares that do not add up, and a stale edit, changing nothing', async () => {
    const before = await plan(owner);
    const minor = await post(owner, 'saveWillPlan', { guardianId: who.minor, version: before.version });
    expect(minor.statusCode).toBe(400);
    expect(minor.json().errors[0].path).toBe('guardianId');
    const shares = await post(owner, 'saveWillPlan', {
      residuary: [
        { entityId: who.brother, share: 60 },
        { entityId: who.sister, share: 30 },
      ],
      version: before.version,
    });
    expect(shares.statusCode).toBe(400);
    expect(shares.json().errors[0].code).toBe('shares_not_100');
    const stale = await post(owner, 'saveWillPlan', { signsBy: 'signature', version: before.version + 5 });
    expect(stale.statusCode).toBe(409);
    expect(await plan(owner)).toEqual(before);
  });

  it('answers 404 for another testator’s person, and changes nothing', async () => {
    const before = await plan(owner);
    for (const body of [{ guardianId: who.othersHeir }, { residuary: [{ entityId: who.othersHeir, share: null }] }]) {
      const answer = await post(owner, 'saveWillPlan', { ...body, version: before.version });
      expect(answer.statusCode).toBe(404);
      expect(answer.body).not.toContain('Stranger');
    }
    expect(await plan(owner)).toEqual(before);
    expect(await plan(other)).toMatchObject({ signsBy: 'signature', residuary: [] });
  });
});

describe('what identifies people and assets in the deed', () => {
  it('keeps a person’s parentage and occupation, and an asset’s nominee', async () => {
    const transport = seedTransport(t);
    const witness = await seedPerson(transport, owner, 'witness', {
      firstName: 'Ganesh',
      parentageKind: 'father',
      parentageName: 'Ramchandra Joshi',
      parentageLate: true,
      occupation: 'Teacher',
    });
    const profile = (await get(owner, `findAllTestatorListedData?entityId=${witness}&code=en`)).json();
    expect(profile.entities).toMatchObject({
      parentageKind: 'father',
      parentageName: 'Ramchandra Joshi',
      parentageLate: true,
      occupation: 'Teacher',
    });
    const asset = await seedAsset(transport, owner, 'insurance', {
      assetName: 'LIC Jeevan Anand',
      nomineeName: 'Vijay',
      nomineeRelationId: 8,
    });
    const saved = (await get(owner, `findAllAssetMasterDetails?assetId=${asset}&assetTypeId=10&code=en`)).json();
    expect(saved.assetsDetails).toMatchObject({ nomineeName: 'Vijay', nomineeRelationId: 8 });
  });
});
