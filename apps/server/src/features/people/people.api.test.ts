import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ApiTest, startApiTest } from '../../../test/api-harness.ts';
import { bearer, createUser, personInput, pngData, type Session, testatorApi } from '../../../test/fixtures.ts';

let t: ApiTest;
let owner: Session;
let other: Session;
beforeAll(async () => {
  t = await startApiTest();
  owner = await createUser(t);
  other = await createUser(t);
});
afterAll(() => t.close());

const { get, post, del } = testatorApi(() => t);
const entityCount = async (testatorId: number) =>
  Number((await t.pool.query('SELECT count(*) FROM entities WHERE testator_id = $1', [testatorId])).rows[0].count);

describe('master data', () => {
  it('lists marital statuses and religions, translated', async () => {
    const en = (await get(owner, 'fetchAllMasterTypes')).json();
    expect(en.maritalstatus[0]).toEqual({ maritalStatusId: 1, maritalStatus: 'Single' });
    expect(en.religion.map((r: { religionName: string }) => r.religionName)).toContain('Hindu');
    const hi = (await get(owner, 'fetchAllMasterTypes?code=hi')).json();
    expect(hi.maritalstatus[0].maritalStatus).toMatch(/[\u0900-\u097F]/);
  });

  it('gives the boolean options asked for, relations and no profile for entityId 0', async () => {
    const data = (await get(owner, `fetchAllMasterData?ids=7,8&core=TST&primary=0&entityId=0&coreId=${owner.userId}`)).json();
    expect(data.booleanMasters.map((b: { booleanMasterId: number }) => b.booleanMasterId)).toEqual([7, 8]);
    expect(data.nhMaster).toContainEqual({ nhRelationMasterId: 4, relationName: 'Son' });
    expect(data.nhDetails).toBeNull();
  });

  it('answers 404 for another testator’s coreId or entityId', async () => {
    expect((await get(owner, `fetchAllMasterData?entityId=0&coreId=${other.userId}`)).statusCode).toBe(404);
    expect((await get(owner, `fetchAllMasterData?entityId=${other.userId}`)).statusCode).toBe(404);
  });

  it('is for testators only: 401 without a token, 403 for an administrator', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/wst/testator/fetchAllMasterTypes' })).statusCode).toBe(401);
    const admin = await createUser(t, { roleId: 13 });
    expect((await get(admin, 'fetchAllMasterTypes')).statusCode).toBe(403);
  });
});

describe('Define self', () => {
  it('saves the self entity under the user’s id, takes gender from registration, and reads it back', async () => {
    await t.pool.query(`UPDATE users SET gender = 'F' WHERE id = $1`, [owner.userId]);
    const response = await post(owner, 'saveOrUpdate', {
      ...personInput({ firstName: 'Asha', gender: 'M', dob: '1960-01-01' }),
      entityId: owner.userId,
      profileImage: pngData(),
    });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toMatchObject({ status: 'success', message: 'Personal data saved successfully!' });
    expect(body.data).toMatchObject({
      entityId: owner.userId,
      kind: 'self',
      firstName: 'Asha',
      gender: 'F',
      selectedBooleanMasters: [7, 8],
    });
    expect(body.data.imageData).toMatch(/^data:image\/png;base64,/);
    const read = (await get(owner, `findAllTestatorListedData?entityId=${owner.userId}`)).json();
    expect(read.entities).toMatchObject({ entityId: owner.userId, firstName: 'Asha', version: 1 });

    const again = await post(owner, 'saveOrUpdate', {
      ...personInput({ firstName: 'Asha Devi', dob: '1960-01-01' }),
      entityId: owner.userId,
      version: 1,
    });
    expect(again.json().data).toMatchObject({ firstName: 'Asha Devi', version: 2 });
    expect(again.json().data.imageData).toMatch(/^data:image\/png/);
  });

  it('refuses a stale version with 409 and keeps the newer data', async () => {
    const response = await post(owner, 'saveOrUpdate', {
      ...personInput({ firstName: 'Old tab', dob: '1960-01-01' }),
      entityId: owner.userId,
      version: 1,
    });
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toMatch(/changed in another tab/);
    expect((await get(owner, `findAllTestatorListedData?entityId=${owner.userId}`)).json().entities.firstName).toBe('Asha Devi');
  });

  it('refuses missing fields, a minor and a future date with readable messages', async () => {
    const fresh = await createUser(t);
    const missing = await post(fresh, 'saveOrUpdate', { entityId: fresh.userId, firstName: 'X' });
    expect(missing.statusCode).toBe(400);
    expect((await get(fresh, `findAllTestatorListedData?entityId=${fresh.userId}`)).json()).toEqual({
      entities: null,
      registration: { firstName: 'Ravi', lastName: 'Kumar', gender: null, dob: null },
    });
    expect(missing.json().errors.map((e: { path: string }) => e.path)).toEqual(
      expect.arrayContaining(['lastName', 'dob', 'gender', 'maritalStatusId', 'religionId']),
    );
    const minor = await post(fresh, 'saveOrUpdate', { ...personInput({ dob: '2015-01-01' }), entityId: fresh.userId });
    expect(minor.json().message).toBe('You must be at least 18 years old to make a will.');
    const future = await post(fresh, 'saveOrUpdate', { ...personInput({ dob: '2999-01-01' }), entityId: fresh.userId });
    expect(future.json().message).toBe('Date of birth cannot be in the future.');
    expect(await entityCount(fresh.userId)).toBe(0);
  });

  it('answers 404 for another user’s id and saves nothing', async () => {
    const response = await post(other, 'saveOrUpdate', { ...personInput({ dob: '1960-01-01' }), entityId: owner.userId });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ status: 'error', code: 'not_found', messageKey: 'errorNotFound', message: 'Record not found.' });
    expect((await get(other, `findAllTestatorListedData?entityId=${owner.userId}`)).statusCode).toBe(404);
    expect(await entityCount(other.userId)).toBe(0);
  });

  it('opens the will menu once Define self is saved', async () => {
    const menu = await t.app.inject({
      method: 'GET',
      url: `/api/wst/testator/findAllSubMenuByMenuId?menuId=127&roleId=21&userId=${owner.userId}`,
      headers: bearer(owner.token),
    });
    expect(menu.json().status).toBe('success');
  });
});

describe('natural heirs', () => {
  let son: number;
  it('saves a heir (NH.entityId) and an extension under it, and shows them as a tree', async () => {
    const first = await post(owner, 'saveNhRelation', {
      ...personInput({ firstName: 'Ravi', gender: 'M', nhMasterId: 4, selectedBooleanMasters: [7], dod: '2020-02-02' }),
      coreId: owner.userId,
      primaryId: owner.userId,
    });
    expect(first.statusCode).toBe(200);
    son = first.json().NH.entityId;
    expect(typeof son).toBe('number');
    const grandchild = await post(owner, 'saveNhRelation', {
      ...personInput({ firstName: 'Kiran', nhMasterId: 11, dob: '2010-01-01' }),
      coreId: owner.userId,
      primaryId: son,
    });
    expect(grandchild.statusCode).toBe(200);

    const tree = (await get(owner, `findAllNhRelations?testatorId=${owner.userId}`)).json();
    expect(tree).toHaveLength(1);
    expect(tree[0]).toMatchObject({
      entityId: son,
      firstName: 'Ravi',
      relationName: 'Son',
      isAlive: false,
      extention: false,
      isExpandable: true,
    });
    expect(tree[0].children[0]).toMatchObject({
      firstName: 'Kiran',
      relationName: 'Granddaughter',
      isAlive: true,
      extention: true,
      primary: son,
    });
  });

  it('offers a contact person for a minor heir, and points the card at the saved one', async () => {
    const tara = personInput({ firstName: 'Tara', dob: '2015-03-03', nhMasterId: 5, selectedBooleanMasters: [8, 2] });
    const minor = (await post(owner, 'saveNhRelation', { ...tara, coreId: owner.userId })).json().NH.entityId;
    const card = async () =>
      (await get(owner, `findAllNhRelations?testatorId=${owner.userId}`)).json().find((c: { entityId: number }) => c.entityId === minor);
    expect(await card()).toMatchObject({ isContactPerson: true, contactPersonId: null });
    expect((await card()).children).toEqual([]);
    const uma = personInput({ firstName: 'Uma', nhMasterId: null, designation: 'Guardian' });
    const guardian = (await post(owner, 'saveContactPerson', { ...uma, primaryId: minor })).json().contact.entityId;
    expect(await card()).toMatchObject({ isContactPerson: true, contactPersonId: guardian });
    const ravi = (await get(owner, `findAllNhRelations?testatorId=${owner.userId}`))
      .json()
      .find((c: { firstName: string }) => c.firstName === 'Ravi');
    expect(ravi).toMatchObject({ isContactPerson: false, contactPersonId: null });
  });

  it('stores no other flag and requires the date of death when 8 (alive) is not ticked', async () => {
    const response = await post(owner, 'saveNhRelation', { ...personInput({ selectedBooleanMasters: [7] }), coreId: owner.userId });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe('Date of death is required.');
    const profile = (await get(owner, `findAllTestatorListedData?entityId=${son}`)).json().entities;
    expect(profile.selectedBooleanMasters).toEqual([]);
  });

  it('refuses a relation that is not in the list and a date of death before birth', async () => {
    expect((await post(owner, 'saveNhRelation', { ...personInput({ nhMasterId: 999 }), coreId: owner.userId })).json().message).toBe(
      'Choose a relation from the list.',
    );
    const early = await post(owner, 'saveNhRelation', {
      ...personInput({ selectedBooleanMasters: [], dob: '1990-01-01', dod: '1980-01-01' }),
      coreId: owner.userId,
    });
    expect(early.json().message).toBe('Date of death cannot be before the date of birth.');
  });

  it('answers 404 when the parent heir, coreId or entityId is another testator’s, and changes nothing', async () => {
    expect((await post(other, 'saveNhRelation', { ...personInput(), coreId: other.userId, primaryId: son })).statusCode).toBe(404);
    expect((await post(other, 'saveNhRelation', { ...personInput(), coreId: owner.userId })).statusCode).toBe(404);
    expect((await post(other, 'saveNhRelation', { ...personInput({ firstName: 'Hijack' }), entityId: son })).statusCode).toBe(404);
    expect((await get(other, `findAllNhRelations?testatorId=${owner.userId}`)).statusCode).toBe(404);
    expect((await get(owner, `findAllTestatorListedData?entityId=${son}`)).json().entities.firstName).toBe('Ravi');
  });
});

describe('beneficiaries, executors, witnesses', () => {
  it.each([
    ['saveBeneficiaries', 'BENIND', 'ben', 'findAllBeneficiarIndividual'],
    ['saveBeneficiaries', 'NONBENIND', 'ben', 'findNonAllBeneficiarIndividual'],
    ['saveExecutorAndWitness', 'EXECUTOR', 'exwi', 'findAllExecutorById'],
    ['saveExecutorAndWitness', 'WITNESS', 'exwi', 'findAllWitnessById'],
  ])('%s %s answers %s.entityId and the row appears in %s, for its owner only', async (path, screenName, key, list) => {
    const response = await post(owner, path, { ...personInput({ firstName: `Person ${screenName}` }), screenName });
    expect(response.statusCode).toBe(200);
    const entityId = response.json()[key].entityId;
    const rows = (await get(owner, `${list}?testatorId=${owner.userId}`)).json();
    expect(rows).toContainEqual(expect.objectContaining({ entityId, fullName: `Person ${screenName} Rao`, isAlive: true }));
    expect((await get(other, `${list}?testatorId=${owner.userId}`)).statusCode).toBe(404);
    expect((await get(other, `${list}?testatorId=${other.userId}`)).json()).toEqual([]);
  });

  it('refuses an unknown screen name and a relation-less beneficiary', async () => {
    expect((await post(owner, 'saveBeneficiaries', { ...personInput(), screenName: 'EXECUTOR' })).statusCode).toBe(400);
    const noRelation = await post(owner, 'saveBeneficiaries', { ...personInput({ nhMasterId: null }), screenName: 'BENIND' });
    expect(noRelation.json().message).toBe('Relation is required.');
  });

  it('does not let one kind be overwritten through another kind’s call', async () => {
    const executor = (await post(owner, 'saveExecutorAndWitness', { ...personInput(), screenName: 'EXECUTOR' })).json().exwi.entityId;
    expect((await post(owner, 'saveBeneficiaries', { ...personInput(), screenName: 'BENIND', entityId: executor })).statusCode).toBe(404);
  });
});

describe('corporates, registrar and contact persons', () => {
  let corporate: number;
  it('saves a corporate by company name and corporate type name, with its types list', async () => {
    const data = (await get(owner, 'findAllCorporateData?entityId=0')).json();
    expect(data.corporateType).toContainEqual({ corporateTypeId: 6, corporateName: 'Public charitable trust' });
    const response = await post(owner, 'saveCorporate', {
      screenName: 'CORPORATE',
      firstName: 'Seva Trust',
      lastName: 'Public charitable trust',
      commencementDate: '1999-04-01',
    });
    expect(response.statusCode).toBe(200);
    corporate = response.json().corporate.entityId;
    const read = (await get(owner, `findAllCorporateData?entityId=${corporate}`)).json();
    expect(read.corporateData).toMatchObject({ firstName: 'Seva Trust', corporateTypeId: 6, commencementDate: '1999-04-01' });
    expect((await get(other, `findAllCorporateData?entityId=${corporate}`)).statusCode).toBe(404);
  });

  it('requires company name, a known corporate type and the commencement date', async () => {
    const response = await post(owner, 'saveCorporate', { screenName: 'NONCORPORATE', lastName: 'Banana' });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors.map((e: { path: string }) => e.path)).toEqual(['firstName', 'commencementDate', 'lastName']);
  });

  it('saves contact persons under a corporate and lists them with it; another testator’s corporate is 404', async () => {
    const response = await post(owner, 'saveContactPerson', {
      ...personInput({ firstName: 'Vikram', nhMasterId: null, designation: 'Trustee' }),
      primaryId: corporate,
    });
    expect(response.statusCode).toBe(200);
    const rows = (await get(owner, `findAllBeneficiaryCorporateById?testatorId=${owner.userId}`)).json();
    expect(rows[0]).toMatchObject({
      entityId: corporate,
      corporateTypeName: 'Public charitable trust',
      contactPersons: [{ fullName: 'Vikram Rao', designation: 'Trustee' }],
    });
    expect((await post(other, 'saveContactPerson', { ...personInput({ designation: 'X' }), primaryId: corporate })).statusCode).toBe(404);
    const noDesignation = await post(owner, 'saveContactPerson', { ...personInput(), primaryId: corporate });
    expect(noDesignation.json().message).toBe('Designation is required.');
  });

  it('saves the registrar with the default enforcement date', async () => {
    const response = await post(owner, 'saveRegistrar', { firstName: 'Sub-Registrar, Mylapore' });
    const entityId = response.json().registrar.entityId;
    const rows = (await get(owner, `findAllRegistrar?testatorId=${owner.userId}`)).json();
    expect(rows).toContainEqual(expect.objectContaining({ entityId, firstName: 'Sub-Registrar, Mylapore', enforcementDate: '1952-01-26' }));
    expect((await post(owner, 'saveRegistrar', {})).json().message).toBe('Registrar name is required.');
  });

  it('deletes a corporate with its contact persons; another testator’s id is 404; the self cannot be deleted', async () => {
    expect((await del(other, `deleteEntity?entityId=${corporate}`)).statusCode).toBe(404);
    expect((await del(owner, `deleteEntity?entityId=${owner.userId}`)).statusCode).toBe(400);
    const response = await del(owner, `deleteEntity?entityId=${corporate}`);
    expect(response.json()).toEqual({ status: 'success', message: 'Deleted successfully' });
    const left = await t.pool.query(`SELECT count(*) FROM entities WHERE id = $1 OR parent_id = $1`, [corporate]);
    expect(Number(left.rows[0].count)).toBe(0);
  });
});

describe('another testator’s ids (every person call)', () => {
  it('answers 404 on every save, read, list and delete, and changes nothing', async () => {
    const ids = {
      executor: (await post(owner, 'saveExecutorAndWitness', { ...personInput(), screenName: 'EXECUTOR' })).json().exwi.entityId,
      beneficiary: (await post(owner, 'saveBeneficiaries', { ...personInput(), screenName: 'BENIND' })).json().ben.entityId,
      corporate: (
        await post(owner, 'saveCorporate', {
          screenName: 'CORPORATE',
          firstName: 'Co',
          lastName: 'Society',
          commencementDate: '2000-01-01',
        })
      ).json().corporate.entityId,
      registrar: (await post(owner, 'saveRegistrar', { firstName: 'Registrar' })).json().registrar.entityId,
    };
    const contact = (
      await post(owner, 'saveContactPerson', { ...personInput({ designation: 'Manager' }), primaryId: ids.corporate })
    ).json().contact.entityId;
    const snapshot = async () =>
      (await t.pool.query('SELECT id, first_name, version FROM entities WHERE testator_id = $1 ORDER BY id', [owner.userId])).rows;
    const before = await snapshot();

    const saves: [string, Record<string, unknown>][] = [
      ['saveExecutorAndWitness', { ...personInput({ firstName: 'Hijack' }), screenName: 'EXECUTOR', entityId: ids.executor }],
      ['saveBeneficiaries', { ...personInput({ firstName: 'Hijack' }), screenName: 'BENIND', entityId: ids.beneficiary }],
      [
        'saveCorporate',
        { screenName: 'CORPORATE', firstName: 'Hijack', lastName: 'Society', commencementDate: '2000-01-01', entityId: ids.corporate },
      ],
      ['saveRegistrar', { firstName: 'Hijack', entityId: ids.registrar }],
      ['saveContactPerson', { ...personInput({ firstName: 'Hijack', designation: 'X' }), primaryId: ids.corporate, entityId: contact }],
      ['saveOrUpdate', { ...personInput({ firstName: 'Hijack', dob: '1960-01-01' }), entityId: owner.userId }],
    ];
    for (const [url, payload] of saves) expect((await post(other, url, payload)).statusCode, url).toBe(404);
    const lists = [
      'findAllBeneficiarIndividual',
      'findNonAllBeneficiarIndividual',
      'findAllExecutorById',
      'findAllWitnessById',
      'findAllBeneficiaryCorporateById',
      'findAllNonBeneficiaryCorporateById',
      'findAllRegistrar',
      'findAllNhRelations',
    ];
    for (const list of lists) {
      const response = await get(other, `${list}?testatorId=${owner.userId}`);
      expect(response.statusCode, list).toBe(404);
      expect(response.json(), list).toEqual({
        status: 'error',
        code: 'not_found',
        messageKey: 'errorNotFound',
        message: 'Record not found.',
      });
    }
    for (const id of Object.values(ids)) {
      expect((await get(other, `findAllTestatorListedData?entityId=${id}`)).statusCode).toBe(404);
      expect((await get(other, `fetchAllMasterData?entityId=${id}&coreId=${other.userId}`)).statusCode).toBe(404);
      expect((await del(other, `deleteEntity?entityId=${id}`)).statusCode).toBe(404);
    }
    expect((await get(other, `findAllCorporateData?entityId=${ids.corporate}`)).statusCode).toBe(404);
    expect(await snapshot()).toEqual(before);
  });
});
