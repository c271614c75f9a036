import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ApiTest, seedTransport, startApiTest } from '../../../test/api-harness.ts';
import { pdfData, pngData, type Session, testatorApi } from '../../../test/fixtures.ts';
import { assetInput, type SeededTestator, seedAsset, seedPerson, seedTestator } from '../../../test/seeds.ts';
import * as assignments from './service.ts';

let t: ApiTest;
let owner: SeededTestator & Session;
let other: SeededTestator & Session;
/** The owner's people: three adult beneficiaries, a minor one, a corporate, an heir who also benefits, others. */
const who = {} as Record<'meena' | 'arun' | 'farida' | 'minor' | 'trust' | 'heir' | 'plainHeir' | 'nonBeneficiary' | 'executor', number>;
let otherBeneficiary: number;

const asSession = (seeded: SeededTestator) => ({ ...seeded, roleId: 21 });
beforeAll(async () => {
  t = await startApiTest();
  const transport = seedTransport(t);
  owner = asSession(await seedTestator(transport));
  other = asSession(await seedTestator(transport, { firstName: 'Other' }));
  const person = (kind: Parameters<typeof seedPerson>[2], overrides: Record<string, unknown>) =>
    seedPerson(transport, owner, kind, overrides);
  who.meena = await person('beneficiary_individual', { firstName: 'Meena', lastName: 'Rao' });
  who.arun = await person('beneficiary_individual', { firstName: 'Arun', lastName: 'Das' });
  who.farida = await person('beneficiary_individual', { firstName: 'Farida', lastName: 'Khan' });
  who.minor = await person('beneficiary_individual', { firstName: 'Chotu', lastName: 'Rao', dob: '2015-05-05', maritalStatusId: 1 });
  who.trust = await person('beneficiary_corporate', { firstName: 'Seva Trust' });
  who.heir = await person('heir', { firstName: 'Ravi', lastName: 'Iyer', selectedBooleanMasters: [8, 7, 6] });
  who.plainHeir = await person('heir', { firstName: 'Kala', lastName: 'Iyer' });
  who.nonBeneficiary = await person('non_beneficiary_individual', { firstName: 'Gopal', lastName: 'Shetty' });
  who.executor = await person('executor', { firstName: 'Suresh', lastName: 'Pillai' });
  otherBeneficiary = await seedPerson(transport, other, 'beneficiary_individual', { firstName: 'Stranger' });
});
afterAll(() => t.close());

const { get, post, del } = testatorApi(() => t);
const asset = (session: SeededTestator, overrides: Record<string, unknown> = {}) =>
  seedAsset(seedTransport(t), session, 'fixed', overrides);
const entry = (beneficiaryId: number, proportion: number | null, overrides: Record<string, unknown> = {}) => ({
  beneficiaryId,
  proportion,
  condition: 'On my death',
  immediateTransfer: false,
  guardian: null,
  assignmentDescription: 'To be held absolutely',
  assetSubDescription: 'The ground floor',
  documents: [],
  ...overrides,
});
const assignment = (assetIds: number[], typeId: number, entries: ReturnType<typeof entry>[], overrides: Record<string, unknown> = {}) => ({
  assetAssignmentType: typeId,
  numberOfBeneficiaries: entries.length,
  beneficiaries: entries,
  assetIds,
  testatorId: owner.userId,
  ...overrides,
});
const count = async (sql: string, params: unknown[]) => Number((await t.pool.query(sql, params)).rows[0].count);
const assignmentCount = () => count('SELECT count(*) FROM asset_assignments WHERE testator_id = $1', [owner.userId]);

describe('master data', () => {
  it('offers the five types in en, hi and ta, who can receive and who can be a guardian', async () => {
    for (const [code, script] of [
      ['en', /[A-Za-z]/],
      ['hi', /[\u0900-\u097F]/],
      ['ta', /[\u0B80-\u0BFF]/],
    ] as const) {
      const { assignmentTypes } = (
        await get(owner, `findAllAssetAssignmentMasterDatas?entityId=${owner.userId}&assetAssignmentId=0&code=${code}`)
      ).json();
      expect(assignmentTypes.map((type: { assetAssignmentTypeId: number }) => type.assetAssignmentTypeId)).toEqual([10, 20, 30, 40, 50]);
      for (const type of assignmentTypes) expect(type.assetAssignmentTypeName).toMatch(script);
    }
    const data = (await get(owner, `findAllAssetAssignmentMasterDatas?entityId=${owner.userId}&assetAssignmentId=0`)).json();
    const ids = (list: { entityId: number }[]) => list.map((person) => person.entityId).sort((a, b) => a - b);
    expect(ids(data.benficiaries)).toEqual([who.meena, who.arun, who.farida, who.minor, who.trust, who.heir].sort((a, b) => a - b));
    expect(data.benficiaries.find((person: { entityId: number }) => person.entityId === who.minor).isMinor).toBe(true);
    expect(ids(data.individual)).not.toContain(who.minor);
    expect(ids(data.individual)).not.toContain(who.trust);
    expect(ids(data.individual)).toContain(who.executor);
    expect(data.assignedAsset).toBeNull();
  });
});

describe('assigning', () => {
  it('gives one asset in equal shares to three: 33.33 each; it leaves the unassigned list and counts as assigned', async () => {
    const house = await asset(owner, { assetName: 'House at Mylapore' });
    const before = (await get(owner, `findAllNoAssignedAsset?testatorId=${owner.userId}`)).json();
    expect(before.map((row: { assetId: number }) => row.assetId)).toContain(house);
    const saved = await post(
      owner,
      'saveAssetAssignmentDetails',
      assignment([house], 20, [entry(who.meena, 33.33), entry(who.arun, 33.33), entry(who.farida, 33.33)]),
    );
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toMatchObject({ status: 'success', message: 'Save successful' });
    const after = (await get(owner, `findAllNoAssignedAsset?testatorId=${owner.userId}`)).json();
    expect(after.map((row: { assetId: number }) => row.assetId)).not.toContain(house);
    const rows = (await get(owner, `findAllAssetAssignmentDetailsById?testatorId=${owner.userId}`)).json();
    expect(rows).toEqual([
      expect.objectContaining({
        assetId: house,
        assetName: 'House at Mylapore',
        assignmentTypeName: 'Equally among the beneficiaries',
        numberOfBeneficiaries: 3,
        beneficiaries: [
          { entityId: who.meena, fullName: 'Meena Rao', proportion: 33.33 },
          { entityId: who.arun, fullName: 'Arun Das', proportion: 33.33 },
          { entityId: who.farida, fullName: 'Farida Khan', proportion: 33.33 },
        ],
      }),
    ]);
    const summary = (await get(owner, `findAssetSummary?testatorId=${owner.userId}`)).json();
    expect(summary.unassigned).toBe(summary.count - 1);
    const listed = (await get(owner, `findAllAssetDetailsByTestatorId?testatorId=${owner.userId}&assetTypeId=1`)).json();
    expect(listed.find((row: { assetId: number }) => row.assetId === house).assignedProportion).toBe(99.99);
  });

  it('refuses each broken rule with its message and saves nothing', async () => {
    const plot = await asset(owner, { assetName: 'Plot' });
    const before = await assignmentCount();
    const cases: [Record<string, unknown>, string, string][] = [
      [assignment([], 10, [entry(who.meena, 100)]), 'assetIds', 'Please select at least one record to assign an asset'],
      [
        assignment([plot], 10, [entry(who.meena, 100)], { assetAssignmentType: null }),
        'assetAssignmentType',
        'Please select an assignment type first.',
      ],
      [
        assignment([plot], 20, [entry(who.meena, 50), entry(who.arun, 50)], { numberOfBeneficiaries: 3 }),
        'numberOfBeneficiaries',
        'The number of beneficiaries is 3 but 2 are given.',
      ],
      [assignment([plot], 10, [entry(who.meena, 90)]), 'beneficiaries.0.proportion', 'The proportion is 100%.'],
      [assignment([plot], 20, [entry(who.meena, 60), entry(who.arun, 40)]), 'beneficiaries.0.proportion', 'The equal share is 50%.'],
      [
        assignment([plot], 30, [entry(who.meena, null), entry(who.meena, null)]),
        'beneficiaries.1.beneficiaryId',
        'Duplicate beneficiaries are not allowed.',
      ],
      [assignment([plot], 10, [entry(who.meena, 100, { condition: '' })]), 'beneficiaries.0.condition', 'Condition is required.'],
      [
        assignment([plot], 10, [entry(who.meena, 100, { assignmentDescription: ' ' })]),
        'beneficiaries.0.assignmentDescription',
        'Assignment description is required.',
      ],
      [
        assignment([plot], 50, [entry(who.meena, null, { assetSubDescription: null })]),
        'beneficiaries.0.assetSubDescription',
        'Describe this beneficiary’s share.',
      ],
      [
        assignment([plot], 10, [
          entry(who.meena, 100, { documents: [1, 2, 3, 4].map((n) => ({ fileName: `${n}.png`, fileData: pngData() })) }),
        ]),
        'beneficiaries.0.documents',
        'Maximum 3 documents allowed per beneficiary. You already have 4 files.',
      ],
      [assignment([plot], 10, [entry(who.minor, 100)]), 'beneficiaries.0.guardian', 'Chotu Rao is a minor and needs a guardian.'],
      [
        assignment([plot], 10, [entry(who.minor, 100, { guardian: who.minor })]),
        'beneficiaries.0.guardian',
        'Choose an adult from your people as the guardian; not the beneficiary.',
      ],
      [
        assignment([plot], 10, [entry(who.nonBeneficiary, 100)]),
        'beneficiaries.0.beneficiaryId',
        'Choose a beneficiary from your list of beneficiaries.',
      ],
      [
        assignment([plot], 10, [entry(who.plainHeir, 100)]),
        'beneficiaries.0.beneficiaryId',
        'Choose a beneficiary from your list of beneficiaries.',
      ],
    ];
    for (const [body, path, message] of cases) {
      const answer = await post(owner, 'saveAssetAssignmentDetails', body);
      expect(answer.statusCode, `${path}: ${answer.body}`).toBe(400);
      const error = answer.json().errors.find((candidate: { path: string }) => candidate.path === path);
      expect(error?.message, `${path}: ${answer.body}`).toBe(message);
    }
    const html = Buffer.from('<html></html>').toString('base64');
    const wrongFile = await post(
      owner,
      'saveAssetAssignmentDetails',
      assignment([plot], 10, [entry(who.meena, 100, { documents: [{ fileName: 'a.pdf', fileData: html }] })]),
    );
    expect(wrongFile.json().code).toBe('file_type');
    expect(await assignmentCount()).toBe(before);
    expect(await count('SELECT count(*) FROM files WHERE testator_id = $1', [owner.userId])).toBe(0);
  });

  it('gives a minor’s share with a guardian and a document; an asset is in at most one assignment', async () => {
    const gold = await asset(owner, { assetName: 'Gold chain' });
    const saved = await post(
      owner,
      'saveAssetAssignmentDetails',
      assignment([gold], 10, [
        entry(who.minor, 100, { guardian: who.executor, documents: [{ fileName: 'birth.pdf', fileData: pdfData() }] }),
      ]),
    );
    expect(saved.statusCode, saved.body).toBe(200);
    const again = await post(owner, 'saveAssetAssignmentDetails', assignment([gold], 10, [entry(who.meena, 100)]));
    expect(again.statusCode).toBe(409);
    const { assignedAsset } = (
      await get(owner, `findAllAssetAssignmentMasterDatas?entityId=${owner.userId}&assetAssignmentId=${saved.json().assignmentId}`)
    ).json();
    expect(assignedAsset).toMatchObject({ assetAssignmentType: 10, numberOfBeneficiaries: 1, assetIds: [gold], version: 1 });
    expect(assignedAsset.beneficiaries[0]).toMatchObject({ beneficiaryId: who.minor, guardian: who.executor, proportion: 100 });
    expect(assignedAsset.beneficiaries[0].documents).toEqual([
      expect.objectContaining({ fileName: 'birth.pdf', fileType: 'application/pdf' }),
    ]);
  });

  it('edits with type and count locked: conditions change, documents are kept or deleted; a stale version answers 409', async () => {
    const car = await asset(owner, { assetName: 'Car' });
    const first = await post(
      owner,
      'saveAssetAssignmentDetails',
      assignment([car], 20, [entry(who.meena, 50, { documents: [{ fileName: 'rc.png', fileData: pngData() }] }), entry(who.arun, 50)]),
    );
    const assignmentId = first.json().assignmentId as number;
    const load = async () =>
      (await get(owner, `findAllAssetAssignmentMasterDatas?entityId=${owner.userId}&assetAssignmentId=${assignmentId}`)).json()
        .assignedAsset;
    const saved = await load();
    const retyped = await post(owner, 'saveAssetAssignmentDetails', {
      ...saved,
      assignmentId,
      assetAssignmentType: 30,
      beneficiaries: saved.beneficiaries.map((b: object) => ({ ...b, proportion: null })),
    });
    expect(retyped.statusCode).toBe(400);
    const changed = await post(owner, 'saveAssetAssignmentDetails', {
      ...saved,
      assignmentId,
      beneficiaries: [
        { ...saved.beneficiaries[0], condition: 'When she turns 25' },
        { ...saved.beneficiaries[1], beneficiaryId: who.farida },
      ],
    });
    expect(changed.statusCode, changed.body).toBe(200);
    const reloaded = await load();
    expect(reloaded.version).toBe(2);
    expect(reloaded.beneficiaries.map((b: { beneficiaryId: number }) => b.beneficiaryId)).toEqual([who.meena, who.farida]);
    expect(reloaded.beneficiaries[0]).toMatchObject({
      condition: 'When she turns 25',
      documents: [expect.objectContaining({ fileName: 'rc.png' })],
    });
    const stale = await post(owner, 'saveAssetAssignmentDetails', { ...saved, assignmentId, version: 1 });
    expect(stale.statusCode).toBe(409);
    const fileId = reloaded.beneficiaries[0].documents[0].documentMasterId;
    expect((await del(owner, `deleteAssignmentDocument?documentMasterId=${fileId}`)).json()).toEqual({
      status: 'success',
      message: 'Document deleted successfully',
    });
    expect((await load()).beneficiaries[0].documents).toEqual([]);
  });

  it('says "my 50 % share": an asset owned in part is assigned as that part', async () => {
    const flat = await asset(owner, { assetName: 'Flat in Pune', ownershipTypeId: 2, ownershipPercentage: 50, assetInitialValue: 6000000 });
    await post(owner, 'saveAssetAssignmentDetails', assignment([flat], 10, [entry(who.trust, 100)]));
    const row = (await get(owner, `findAllAssetAssignmentDetailsById?testatorId=${owner.userId}`))
      .json()
      .find((r: { assetId: number }) => r.assetId === flat);
    expect(row).toMatchObject({ ownershipPercentage: 50, assetOwnershipValue: 3000000 });
  });
});

describe('deleting, and the shares of the estate', () => {
  it('refuses to delete an assigned asset, naming the assignment; deleting the assignment frees the asset and its documents', async () => {
    const land = await asset(owner, { assetName: 'Farm land' });
    const saved = await post(
      owner,
      'saveAssetAssignmentDetails',
      assignment([land], 10, [entry(who.heir, 100, { documents: [{ fileName: 'patta.png', fileData: pngData() }] })]),
    );
    const refused = await del(owner, `deleteAsset?assetId=${land}`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ code: 'in_use', messageKey: 'assetInUse' });
    expect(refused.json().message).toContain('Absolutely to one beneficiary (100%): Ravi');
    const assignmentId = saved.json().assignmentId;
    expect((await del(owner, `deleteAssignmentDetails?assignmentId=${assignmentId}`)).json()).toEqual({
      status: 'success',
      message: 'delete Successfully',
    });
    expect(await count('SELECT count(*) FROM assignment_entries WHERE assignment_id = $1', [assignmentId])).toBe(0);
    expect(await count(`SELECT count(*) FROM files WHERE testator_id = $1 AND file_name = 'patta.png'`, [owner.userId])).toBe(0);
    expect(
      (await get(owner, `findAllNoAssignedAsset?testatorId=${owner.userId}`)).json().map((row: { assetId: number }) => row.assetId),
    ).toContain(land);
    expect((await del(owner, `deleteAsset?assetId=${land}`)).statusCode).toBe(200);
  });

  it('adds up each beneficiary’s share of the estate, exactly: uneven shares to the paisa, the described, the residue', async () => {
    const transport = seedTransport(t);
    const session = asSession(await seedTestator(transport));
    const a = await seedPerson(transport, session, 'beneficiary_individual', { firstName: 'Asha' });
    const b = await seedPerson(transport, session, 'beneficiary_individual', { firstName: 'Bala' });
    const c = await seedPerson(transport, session, 'beneficiary_individual', { firstName: 'Chitra' });
    const house = await seedAsset(transport, session, 'fixed', { assetInitialValue: 9000000 });
    const bank = await seedAsset(transport, session, 'financial', assetInput('financial', { assetInitialValue: 1000000 }));
    const plot = await seedAsset(transport, session, 'fixed', { assetInitialValue: 1000.01 });
    await seedAsset(transport, session, 'digital', { assetInitialValue: 2000.5 });
    const body = (assetIds: number[], typeId: number, entries: ReturnType<typeof entry>[]) => ({
      ...assignment(assetIds, typeId, entries),
      testatorId: session.userId,
    });
    expect((await post(session, 'saveAssetAssignmentDetails', body([house], 20, [entry(a, 50), entry(b, 50)]))).statusCode).toBe(200);
    expect((await post(session, 'saveAssetAssignmentDetails', body([bank], 50, [entry(a, null)]))).statusCode).toBe(200);
    // 100 does not divide by 3: the spec's 33.33 each (99.99 %); ₹1,000.01 is divided whole, 333.34 + 333.34 + 333.33.
    const thirds = [entry(a, 33.33), entry(b, 33.33), entry(c, 33.33)];
    expect((await post(session, 'saveAssetAssignmentDetails', body([plot], 20, thirds))).statusCode).toBe(200);
    const shares = (await get(session, `findBeneficiaryShares?testatorId=${session.userId}`)).json();
    expect(shares).toEqual({
      estateValue: 10003000.51,
      beneficiaries: [
        { entityId: a, fullName: 'Asha Rao', value: 4500333.34, shareOfEstate: 44.99, describedBequests: 1 },
        { entityId: b, fullName: 'Bala Rao', value: 4500333.34, shareOfEstate: 44.99, describedBequests: 0 },
        { entityId: c, fullName: 'Chitra Rao', value: 333.33, shareOfEstate: 0, describedBequests: 0 },
      ],
      described: { value: 1000000, shareOfEstate: 10 },
      residue: { value: 2000.5, shareOfEstate: 0.02 },
      unassignedAssets: 1,
    });
  });
});

describe('another testator’s ids (every assignment call)', () => {
  it('answers 404 with no data and changes nothing', async () => {
    const asset1 = await asset(owner, { assetName: 'Victim asset' });
    const saved = await post(
      owner,
      'saveAssetAssignmentDetails',
      assignment([asset1], 10, [entry(who.meena, 100, { documents: [{ fileName: 'v.png', fileData: pngData() }] })]),
    );
    const assignmentId = saved.json().assignmentId as number;
    const { assignedAsset } = (
      await get(owner, `findAllAssetAssignmentMasterDatas?entityId=${owner.userId}&assetAssignmentId=${assignmentId}`)
    ).json();
    const documentId = assignedAsset.beneficiaries[0].documents[0].documentMasterId;
    const snapshot = async () =>
      (
        await t.pool.query(
          `SELECT (SELECT json_agg(a ORDER BY id) FROM asset_assignments a WHERE testator_id = $1) AS assignments,
                  (SELECT json_agg(e ORDER BY id) FROM assignment_entries e WHERE testator_id = $1) AS entries,
                  (SELECT json_agg(x ORDER BY asset_id) FROM asset_assignment_assets x WHERE testator_id = $1) AS assets,
                  (SELECT count(*) FROM files WHERE testator_id = $1) AS files`,
          [owner.userId],
        )
      ).rows[0];
    const before = await snapshot();
    const otherAsset = await asset(other, { assetName: 'Mine' });
    const otherBody = (overrides: Record<string, unknown>) => ({
      ...assignment([otherAsset], 10, [entry(otherBeneficiary, 100)]),
      testatorId: other.userId,
      ...overrides,
    });
    const answers = [
      await get(other, `findAllNoAssignedAsset?testatorId=${owner.userId}`),
      await get(other, `findAllAssetAssignmentDetailsById?testatorId=${owner.userId}`),
      await get(other, `findAllAssetAssignmentMasterDatas?entityId=${owner.userId}&assetAssignmentId=0`),
      await get(other, `findAllAssetAssignmentMasterDatas?entityId=${other.userId}&assetAssignmentId=${assignmentId}`),
      await get(other, `findBeneficiaryShares?testatorId=${owner.userId}`),
      // The owner's assignment, asset, beneficiary, guardian and document, each inside the caller's own body.
      await post(other, 'saveAssetAssignmentDetails', otherBody({ assignmentId })),
      await post(other, 'saveAssetAssignmentDetails', otherBody({ assetIds: [asset1] })),
      await post(other, 'saveAssetAssignmentDetails', otherBody({ beneficiaries: [entry(who.meena, 100)] })),
      await post(
        other,
        'saveAssetAssignmentDetails',
        otherBody({ beneficiaries: [entry(otherBeneficiary, 100, { guardian: who.executor })] }),
      ),
      await post(
        other,
        'saveAssetAssignmentDetails',
        otherBody({ beneficiaries: [entry(otherBeneficiary, 100, { documents: [{ fileName: 'v.png', documentMasterId: documentId }] })] }),
      ),
      await del(other, `deleteAssignmentDocument?documentMasterId=${documentId}`),
      await del(other, `deleteAssignmentDetails?assignmentId=${assignmentId}`),
    ];
    for (const [index, answer] of answers.entries()) {
      expect(answer.statusCode, `call ${index}: ${answer.body}`).toBe(404);
      expect(answer.body).not.toContain('Meena');
      expect(answer.body).not.toContain('Victim');
    }
    expect(await snapshot()).toEqual(before);
  });
});

describe('the will read', () => {
  it('returns each assignment with its assets, shares, conditions and guardians, and nothing of another testator', async () => {
    const will = await assignments.findForWill(t.services.assets, owner.userId, 'ta');
    expect(will.assignments.length).toBeGreaterThan(2);
    const minorGift = will.assignments.find((row) => row.beneficiaries.some((b) => b.entityId === who.minor));
    expect(minorGift).toMatchObject({
      typeId: 10,
      beneficiaries: [expect.objectContaining({ guardianId: who.executor, proportion: 100 })],
    });
    expect(minorGift?.typeName).toMatch(/[\u0B80-\u0BFF]/);
    const others = await assignments.findForWill(t.services.assets, other.userId);
    expect(others.assignments).toEqual([]);
  });
});
