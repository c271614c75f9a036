import { ASSET_KIND_DEFINITIONS, ASSET_KINDS, MAX_FILE_BYTES, OWNERSHIP_SHARE_BASED } from '@vasiyat/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ApiTest, startApiTest } from '../../../test/api-harness.ts';
import { createUser, pdfData, pngData, type Session, testatorApi } from '../../../test/fixtures.ts';
import { assetInput } from '../../../test/seeds.ts';
import * as assets from './service.ts';

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
const saveAsset = async (session: Session, body: Record<string, unknown>) => {
  const answer = await post(session, 'saveAsset', body);
  if (answer.statusCode !== 200) throw new Error(`saveAsset answered ${answer.statusCode}: ${answer.body}`);
  return answer.json().asset.assetId as number;
};
const count = async (sql: string, params: unknown[] = []) => Number((await t.pool.query(sql, params)).rows[0].count);
const assetCount = (session: Session) => count('SELECT count(*) FROM assets WHERE testator_id = $1', [session.userId]);
const SAVINGS = 301;
const ACCOUNT_NUMBER = 20;

describe('master data', () => {
  it('offers ownership types (2 share-based), subtypes of the type and asset options, in en, hi and ta, for every kind', async () => {
    const scripts = { en: /[A-Za-z]/, hi: /[\u0900-\u097F]/, ta: /[\u0B80-\u0BFF]/ };
    for (const kind of ASSET_KINDS) {
      const { typeId } = ASSET_KIND_DEFINITIONS[kind];
      for (const [code, script] of Object.entries(scripts)) {
        const answer = await get(owner, `findAllAssetMasterDetails?assetId=0&assetTypeId=${typeId}&code=${code}`);
        expect(answer.statusCode).toBe(200);
        const { ownershipMasters, assetSubTypes, booleanMaster, assetsDetails } = answer.json();
        expect(assetsDetails).toBeNull();
        expect(ownershipMasters.map((item: { assetOwnershipTypeId: number }) => item.assetOwnershipTypeId)).toContain(
          OWNERSHIP_SHARE_BASED,
        );
        expect(assetSubTypes.length, `${kind} ${code}`).toBeGreaterThan(2);
        for (const subtype of assetSubTypes) {
          expect(Math.floor(subtype.assetSubTypeId / 100), subtype.assetSubtypeName).toBe(typeId);
          expect(subtype.assetSubtypeName, `${kind} ${code}`).toMatch(script);
        }
        expect(booleanMaster.length).toBeGreaterThan(0);
        expect(booleanMaster[0].assetBooleanMasterName).toMatch(script);
      }
    }
  });

  it('refuses an asset type that is none of the ten', async () => {
    const answer = await get(owner, 'findAllAssetMasterDetails?assetId=0&assetTypeId=11');
    expect(answer.statusCode).toBe(400);
    expect(answer.json().errors[0].path).toBe('assetTypeId');
  });
});

describe('saving an asset', () => {
  it('saves, lists and reads back an asset with its value exact to the paisa', async () => {
    const assetId = await saveAsset(owner, assetInput('fixed', { assetInitialValue: '25,00,000.50', selectedAssetBooleans: [2, 1] }));
    const list = (await get(owner, `findAllAssetDetailsByTestatorId?testatorId=${owner.userId}&assetTypeId=1`)).json();
    expect(list).toHaveLength(1);
    expect(list[0]).toMatchObject({
      assetId,
      assetName: 'fixed asset',
      assetSubTypeId: 101,
      assetSubTypeName: 'Independent house',
      assetInitialValue: 2500000.5,
      assetOwnershipValue: 2500000.5,
      ownershipTypeId: 1,
      ownershipPercentage: null,
    });
    expect(list[0].dateOfInclusion).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    const details = (await get(owner, `findAllAssetMasterDetails?assetId=${assetId}&assetTypeId=1`)).json().assetsDetails;
    expect(details).toMatchObject({ assetId, selectedAssetBooleans: [1, 2], testatorId: owner.userId, entityId: owner.userId, version: 1 });
    expect((await t.pool.query('SELECT value_paise FROM assets WHERE id = $1', [assetId])).rows[0].value_paise).toBe('250000050');
  });

  it('takes the ownership as assetOwnershipMasterId too, and keeps a percentage only for share-based ownership', async () => {
    const shared = await saveAsset(
      owner,
      assetInput('movable', { ownershipTypeId: 2, ownershipPercentage: '50', assetInitialValue: 100000 }),
    );
    const sole = await saveAsset(
      owner,
      assetInput('movable', { ownershipTypeId: undefined, assetOwnershipMasterId: 1, ownershipPercentage: 40, assetName: 'Car' }),
    );
    const rows = (await get(owner, `findAllAssetDetailsByTestatorId?testatorId=${owner.userId}&assetTypeId=2`)).json();
    expect(rows.find((row: { assetId: number }) => row.assetId === shared)).toMatchObject({
      ownershipPercentage: 50,
      assetOwnershipValue: 50000,
      assetInitialValue: 100000,
    });
    expect(rows.find((row: { assetId: number }) => row.assetId === sole)).toMatchObject({ ownershipTypeId: 1, ownershipPercentage: null });
  });

  it('refuses each missing or wrong field with its message, and saves nothing', async () => {
    const before = await assetCount(owner);
    const cases: [Record<string, unknown>, string, string][] = [
      [{ assetName: '' }, 'assetName', 'Asset name is required.'],
      [{ assetSubTypeId: null }, 'assetSubTypeId', 'Subtype is required.'],
      [{ assetSubTypeId: 301 }, 'assetSubTypeId', 'Choose a subtype of this kind of asset from the list.'],
      [{ assetInitialValue: null }, 'assetInitialValue', 'Value is required.'],
      [{ assetInitialValue: -5 }, 'assetInitialValue', 'Enter the value in rupees, for example 2500000 or 2500000.50.'],
      [{ assetInitialValue: '12.345' }, 'assetInitialValue', 'Enter the value in rupees, for example 2500000 or 2500000.50.'],
      [{ assetInitialValue: 'lots' }, 'assetInitialValue', 'Enter the value in rupees, for example 2500000 or 2500000.50.'],
      // A comma only groups digits (issue 23): '1,25' is neither ₹125 nor ₹1.25.
      [{ assetInitialValue: '1,25' }, 'assetInitialValue', 'Enter the value in rupees, for example 2500000 or 2500000.50.'],
      [{ ownershipTypeId: null }, 'ownershipTypeId', 'Ownership type is required.'],
      [{ ownershipTypeId: 99 }, 'ownershipTypeId', 'Choose an ownership type from the list.'],
      [{ ownershipTypeId: 2 }, 'ownershipPercentage', 'Ownership percentage is required for share-based ownership.'],
      [{ ownershipTypeId: 2, ownershipPercentage: 0 }, 'ownershipPercentage', 'Enter a percentage between 0 and 100.'],
      [{ ownershipTypeId: 2, ownershipPercentage: '100.5' }, 'ownershipPercentage', 'Enter a percentage between 0 and 100.'],
      [{ assetDescription: '  ' }, 'assetDescription', 'Description is required.'],
      [{ selectedAssetBooleans: [42] }, 'selectedAssetBooleans', 'Unknown option 42.'],
    ];
    for (const [overrides, path, message] of cases) {
      const answer = await post(owner, 'saveAsset', assetInput('fixed', overrides));
      expect(answer.statusCode, JSON.stringify(overrides)).toBe(400);
      expect(
        answer.json().errors.map((error: { path: string }) => error.path),
        JSON.stringify(overrides),
      ).toContain(path);
      expect(answer.json().errors.find((error: { path: string }) => error.path === path).message).toBe(message);
    }
    const future = await post(owner, 'saveAsset', assetInput('fixed', { dateOfInclusion: '2999-01-01' }));
    expect(future.statusCode).toBe(400);
    expect(future.json().errors[0]).toMatchObject({ path: 'dateOfInclusion', code: 'future_date' });
    expect(await assetCount(owner)).toBe(before);
  });

  it('names the label of each field problem for the web', async () => {
    const answer = await post(owner, 'saveAsset', assetInput('fixed', { assetInitialValue: 'x', assetName: '' }));
    const errors = answer.json().errors as { path: string; code: string; messageKey: string }[];
    expect(errors.find((error) => error.path === 'assetInitialValue')).toMatchObject({
      code: 'invalid_amount',
      messageKey: 'assetInvalidAmount',
    });
    expect(errors.find((error) => error.path === 'assetName')).toMatchObject({ code: 'required', messageKey: 'commonRequired' });
  });

  it('edits by version: a stale version answers 409 and keeps the newer save; the kind cannot change', async () => {
    const assetId = await saveAsset(owner, assetInput('financial', { assetName: 'SBI savings' }));
    const first = await post(owner, 'saveAsset', assetInput('financial', { assetId, assetName: 'SBI savings, Mylapore', version: 1 }));
    expect(first.json().asset).toEqual({ assetId, version: 2 });
    const stale = await post(owner, 'saveAsset', assetInput('financial', { assetId, assetName: 'Old tab', version: 1 }));
    expect(stale.statusCode).toBe(409);
    expect(stale.json().code).toBe('stale_version');
    const retyped = await post(owner, 'saveAsset', assetInput('fixed', { assetId, version: 2 }));
    expect(retyped.statusCode).toBe(400);
    const details = (await get(owner, `findAllAssetMasterDetails?assetId=${assetId}&assetTypeId=3`)).json().assetsDetails;
    expect(details).toMatchObject({ assetName: 'SBI savings, Mylapore', assetTypeMstId: 3, version: 2 });
  });
});

describe('location', () => {
  const location = (assetId: number, overrides: Record<string, unknown> = {}) => ({
    assetId,
    assetLocationType: 'P',
    addressDetails: '12, Lakshmi Nivas, Gandhi Road',
    city: 'Chennai',
    state: 'Tamil Nadu',
    pincode: '600004',
    country: 'India',
    landmark: 'Near Kapaleeshwarar temple',
    latitude: 13.0339,
    longitude: 80.2697,
    ...overrides,
  });

  it('is null before a save, then one per asset: a second save replaces the first', async () => {
    const assetId = await saveAsset(owner, assetInput('fixed', { assetName: 'House at Mylapore' }));
    expect((await get(owner, `fetchAssetLocationById?assetId=${assetId}`)).json()).toEqual({ location: null });
    expect((await post(owner, 'saveAssetLocation', location(assetId))).json()).toEqual({
      status: 'success',
      message: 'Asset location saved successfully',
    });
    await post(owner, 'saveAssetLocation', location(assetId, { city: 'Chennai (Mylapore)', latitude: '', longitude: null }));
    const { location: saved } = (await get(owner, `fetchAssetLocationById?assetId=${assetId}`)).json();
    expect(saved).toMatchObject({ assetId, city: 'Chennai (Mylapore)', assetLocationType: 'P', latitude: null, longitude: null });
    expect(await count('SELECT count(*) FROM asset_locations WHERE asset_id = $1', [assetId])).toBe(1);
  });

  it('refuses missing fields, an unknown type, a short Indian pincode and coordinates out of range or alone', async () => {
    const assetId = await saveAsset(owner, assetInput('fixed', { assetName: 'Plot' }));
    const cases: [Record<string, unknown>, string][] = [
      [{ assetLocationType: 'X' }, 'assetLocationType'],
      [{ addressDetails: '' }, 'addressDetails'],
      [{ city: null }, 'city'],
      [{ state: '' }, 'state'],
      [{ pincode: '' }, 'pincode'],
      [{ pincode: '60004' }, 'pincode'],
      [{ country: '' }, 'country'],
      [{ landmark: ' ' }, 'landmark'],
      [{ latitude: 91 }, 'latitude'],
      [{ longitude: '-181' }, 'longitude'],
      [{ longitude: null }, 'longitude'],
    ];
    for (const [overrides, path] of cases) {
      const answer = await post(owner, 'saveAssetLocation', location(assetId, overrides));
      expect(answer.statusCode, JSON.stringify(overrides)).toBe(400);
      expect(
        answer.json().errors.map((error: { path: string }) => error.path),
        JSON.stringify(overrides),
      ).toContain(path);
    }
    // Outside India the pincode keeps its own format.
    expect((await post(owner, 'saveAssetLocation', location(assetId, { country: 'United Kingdom', pincode: 'SW1A 1AA' }))).statusCode).toBe(
      200,
    );
  });

  it('saves a virtual location without address, landmark or pincode, and still asks where it is held (issue 23)', async () => {
    const assetId = await saveAsset(owner, assetInput('fixed', { assetName: 'Demat account' }));
    const virtual = location(assetId, {
      assetLocationType: 'V',
      addressDetails: '',
      landmark: null,
      pincode: '',
      latitude: null,
      longitude: null,
    });
    expect((await post(owner, 'saveAssetLocation', virtual)).statusCode).toBe(200);
    const { location: saved } = (await get(owner, `fetchAssetLocationById?assetId=${assetId}`)).json();
    expect(saved).toMatchObject({ assetLocationType: 'V', addressDetails: '', landmark: '', pincode: '', city: 'Chennai' });
    const refused = await post(owner, 'saveAssetLocation', { ...virtual, city: '' });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().errors.map((error: { path: string }) => error.path)).toEqual(['city']);
    // A physical one still needs all three.
    const physical = await post(owner, 'saveAssetLocation', { ...virtual, assetLocationType: 'P' });
    expect(physical.json().errors.map((error: { path: string }) => error.path)).toEqual(['addressDetails', 'pincode', 'landmark']);
  });
});

describe('subtype and primary attributes', () => {
  it('offers the attribute types of the asset’s own subtype, with what each value is', async () => {
    const assetId = await saveAsset(owner, assetInput('financial', { assetSubTypeId: SAVINGS }));
    const { assetSubTypes, attributeDetailsts } = (
      await get(owner, `findAllAssetSubtypeAttrbutes?assetId=${assetId}&assetSubTypeId=${SAVINGS}`)
    ).json();
    expect(attributeDetailsts).toEqual([]);
    expect(assetSubTypes.find((type: { subTypeAttributeMstId: number }) => type.subTypeAttributeMstId === ACCOUNT_NUMBER)).toMatchObject({
      subTypeAttributeMstName: 'Account number',
      field: 'text',
      sensitive: true,
    });
    const { primaryAttributeMasterData } = (await get(owner, `findAllPrimaryAttributeData?assetId=${assetId}`)).json();
    expect(primaryAttributeMasterData.length).toBeGreaterThan(2);
  });

  it('seals an account number, shows only its last four, keeps it when the masked value comes back, and keeps a file', async () => {
    const assetId = await saveAsset(owner, assetInput('financial', { assetSubTypeId: SAVINGS, assetName: 'Canara savings' }));
    const saved = await post(owner, 'saveAssetSubTypeAttribute', [
      {
        assetId,
        assetSubAttributeMstId: ACCOUNT_NUMBER,
        assetSubTypeAttributeValue: '0123 4567 8901 2345',
        files: [{ fileName: 'passbook.png', fileData: pngData() }],
      },
    ]);
    expect(saved.json()).toEqual({ status: 'success', message: 'Save success' });
    const [row] = (await get(owner, `findAllAssetSubtypeAttrbutes?assetId=${assetId}`)).json().attributeDetailsts;
    expect(row).toMatchObject({ assetSubAttributeMstId: ACCOUNT_NUMBER, assetSubTypeAttributeValue: '••••2345', sensitive: true });
    expect(row.files).toEqual([expect.objectContaining({ fileName: 'passbook.png', fileType: 'image/png' })]);
    const stored = (await t.pool.query('SELECT value, value_encrypted FROM asset_attributes WHERE id = $1', [row.assetSubTypeDetailsId]))
      .rows[0];
    expect(stored.value).toBeNull();
    expect(stored.value_encrypted).not.toContain('2345');

    await post(owner, 'saveAssetSubTypeAttribute', [{ ...row, files: row.files }]);
    const again = (await t.pool.query('SELECT value_encrypted FROM asset_attributes WHERE id = $1', [row.assetSubTypeDetailsId])).rows[0];
    expect(again.value_encrypted).toBe(stored.value_encrypted);
    const [reread] = (await get(owner, `findAllAssetSubtypeAttrbutes?assetId=${assetId}`)).json().attributeDetailsts;
    expect(reread.files).toHaveLength(1);
    expect(reread.assetSubTypeAttributeValue).toBe('••••2345');
  });

  it('refuses a type used twice, a type the asset does not offer, a value that does not fit its type, and saves nothing', async () => {
    const assetId = await saveAsset(owner, assetInput('fixed', { assetName: 'Flat' }));
    const row = (masterId: number, value: string) => ({ assetId, assetSubAttributeMstId: masterId, assetSubTypeAttributeValue: value });
    await post(owner, 'saveAssetSubTypeAttribute', [row(1, 'S.No. 41/2')]);
    const cases: [unknown[], string, string][] = [
      [[row(2, 'Patta 118'), row(2, 'Patta 119')], '1.assetSubAttributeMstId', 'duplicate'],
      [[row(1, 'S.No. 41/3')], '0.assetSubAttributeMstId', 'duplicate'],
      [[row(ACCOUNT_NUMBER, '1234')], '0.assetSubAttributeMstId', 'invalid'],
      [[row(5, '31/02/2020')], '0.assetSubTypeAttributeValue', 'invalid_date'],
      [[row(6, 'twelve hundred')], '0.assetSubTypeAttributeValue', 'invalid_number'],
      [[row(3, '')], '0.assetSubTypeAttributeValue', 'required'],
    ];
    for (const [rows, path, code] of cases) {
      const answer = await post(owner, 'saveAssetSubTypeAttribute', rows);
      expect(answer.statusCode, JSON.stringify(rows)).toBe(400);
      expect(answer.json().errors[0], JSON.stringify(rows)).toMatchObject({ path, code });
    }
    expect(await count('SELECT count(*) FROM asset_attributes WHERE asset_id = $1', [assetId])).toBe(1);
    const accepted = await post(owner, 'saveAssetSubTypeAttribute', [row(5, '2019-03-14'), row(6, '1250.5')]);
    expect(accepted.statusCode).toBe(200);
  });

  it('saves, lists and deletes primary attributes (an amount checked as rupees), deleting their files', async () => {
    const assetId = await saveAsset(owner, assetInput('fixed', { assetName: 'Farmhouse' }));
    const { primaryAttributeMasterData } = (await get(owner, `findAllPrimaryAttributeData?assetId=${assetId}`)).json();
    const amount = primaryAttributeMasterData.find((type: { field: string }) => type.field === 'amount');
    const text = primaryAttributeMasterData.find((type: { field: string }) => type.field === 'text');
    const refused = await post(owner, 'saveAssetPrimaryAttribute', [
      { assetId, assetPrimaryMstAttributeId: amount.assetPrimaryMstAttributeId, assetPrimaryAttributeValue: '12,00,000.999' },
    ]);
    expect(refused.json().errors[0]).toMatchObject({ path: '0.assetPrimaryAttributeValue', code: 'invalid_amount' });
    await post(owner, 'saveAssetPrimaryAttribute', [
      { assetId, assetPrimaryMstAttributeId: amount.assetPrimaryMstAttributeId, assetPrimaryAttributeValue: '12,00,000' },
      {
        assetId,
        assetPrimaryMstAttributeId: text.assetPrimaryMstAttributeId,
        assetPrimaryAttributeValue: 'Bank locker, Indian Bank, Mylapore',
        files: [{ fileName: 'deed.pdf', fileData: pdfData() }],
      },
    ]);
    const { primaryAttributelist } = (await get(owner, `findAllPrimaryAttributeData?assetId=${assetId}`)).json();
    expect(primaryAttributelist).toHaveLength(2);
    // An amount is stored as plain rupees whatever grouping was typed (issue 23).
    expect(primaryAttributelist.map((row: { assetPrimaryAttributeValue: string }) => row.assetPrimaryAttributeValue)).toContain('1200000');
    const withFile = primaryAttributelist.find((row: { files: unknown[] }) => row.files.length === 1);
    const fileId = withFile.files[0].documentMasterId;
    expect((await del(owner, `deletePrimaryAttribute?id=${withFile.assetAttributeId}`)).json()).toEqual({
      status: 'success',
      message: 'delete success',
    });
    expect(await count('SELECT count(*) FROM files WHERE id = $1', [fileId])).toBe(0);
    // A subtype attribute's id is not a primary attribute's.
    expect(
      (
        await del(
          owner,
          `deleteSubTypeAttribute?attributeId=${primaryAttributelist[0].assetAttributeId === withFile.assetAttributeId ? primaryAttributelist[1].assetAttributeId : primaryAttributelist[0].assetAttributeId}`,
        )
      ).statusCode,
    ).toBe(404);
  });
});

describe('specific attributes and files', () => {
  it('saves name, value and description with files, lists and deletes them', async () => {
    const assetId = await saveAsset(owner, assetInput('miscellaneous', { assetName: 'Stamp album' }));
    const refused = await post(owner, 'saveSpecificAttribute', [
      { assetId, specificAttributeName: 'Album', specificAttributeValue: '', specificAttributeDescription: 'd' },
    ]);
    expect(refused.statusCode).toBe(400);
    await post(owner, 'saveSpecificAttribute', [
      {
        assetId,
        specificAttributeName: 'Penny Black',
        specificAttributeValue: '1 stamp',
        specificAttributeDescription: 'Kept in the Godrej almirah',
        files: [{ fileName: 'stamp.png', fileData: pngData() }],
      },
    ]);
    const [row] = (await get(owner, `findAllSpecificAssetAttributes?assetId=${assetId}`)).json().specificAttributes;
    expect(row).toMatchObject({ specificAttributeName: 'Penny Black', files: [expect.objectContaining({ fileName: 'stamp.png' })] });
    expect((await del(owner, `deleteSpecificAttribute?id=${row.specificAttributeId}`)).json().message).toBe('delete success');
    expect((await get(owner, `findAllSpecificAssetAttributes?assetId=${assetId}`)).json().specificAttributes).toEqual([]);
  });

  it('refuses a file that is not an image or PDF by its bytes, and one over 5 MB with 413', async () => {
    const assetId = await saveAsset(owner, assetInput('intellectual', { assetName: 'Patent' }));
    const html = Buffer.from('<html><script>alert(1)</script></html>').toString('base64');
    const wrong = await post(owner, 'saveSpecificAttribute', [
      {
        assetId,
        specificAttributeName: 'n',
        specificAttributeValue: 'v',
        specificAttributeDescription: 'd',
        files: [{ fileName: 'a.pdf', fileData: html }],
      },
    ]);
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().code).toBe('file_type');
    const big = Buffer.alloc(MAX_FILE_BYTES + 1, 1).toString('base64');
    const tooLarge = await post(owner, 'saveSpecificAttribute', [
      {
        assetId,
        specificAttributeName: 'n',
        specificAttributeValue: 'v',
        specificAttributeDescription: 'd',
        files: [{ fileName: 'b.png', fileData: big }],
      },
    ]);
    expect(tooLarge.statusCode).toBe(413);
    expect(await count('SELECT count(*) FROM asset_specific_attributes WHERE asset_id = $1', [assetId])).toBe(0);
    expect(await count('SELECT count(*) FROM files WHERE asset_id = $1', [assetId])).toBe(0);
  });
});

describe('deleting an asset and the totals', () => {
  it('deletes an asset with its location, attributes and files', async () => {
    const assetId = await saveAsset(owner, assetInput('insurance', { assetName: 'LIC policy' }));
    await post(owner, 'saveAssetLocation', {
      assetId,
      assetLocationType: 'P',
      addressDetails: 'LIC branch',
      city: 'Chennai',
      state: 'Tamil Nadu',
      pincode: '600004',
      country: 'India',
      landmark: 'Luz corner',
    });
    await post(owner, 'saveSpecificAttribute', [
      {
        assetId,
        specificAttributeName: 'n',
        specificAttributeValue: 'v',
        specificAttributeDescription: 'd',
        files: [{ fileName: 'p.pdf', fileData: pdfData() }],
      },
    ]);
    expect(await count('SELECT count(*) FROM files WHERE asset_id = $1', [assetId])).toBe(1);
    expect((await del(owner, `deleteAsset?assetId=${assetId}`)).json()).toEqual({
      status: 'success',
      message: 'Asset deleted successfully',
    });
    for (const table of [
      'assets WHERE id',
      'asset_locations WHERE asset_id',
      'asset_specific_attributes WHERE asset_id',
      'files WHERE asset_id',
    ])
      expect(await count(`SELECT count(*) FROM ${table} = $1`, [assetId]), table).toBe(0);
  });

  it('sums the testator’s part of each asset by type, exactly', async () => {
    const session = await createUser(t);
    await saveAsset(session, assetInput('fixed', { assetInitialValue: '1,00,00,000' }));
    await saveAsset(session, assetInput('fixed', { assetInitialValue: 333.33, ownershipTypeId: 2, ownershipPercentage: 50 }));
    await saveAsset(session, assetInput('digital', { assetInitialValue: 0.1 }));
    const summary = (await get(session, `findAssetSummary?testatorId=${session.userId}`)).json();
    expect(summary).toEqual({
      count: 3,
      totalValue: 10000166.77,
      unassigned: 3,
      byType: [
        { assetTypeId: 1, count: 2, totalValue: 10000166.67 },
        { assetTypeId: 9, count: 1, totalValue: 0.1 },
      ],
    });
  });
});

describe('another testator’s ids (every asset call)', () => {
  it('answers 404 with no data and changes nothing', async () => {
    const assetId = await saveAsset(owner, assetInput('financial', { assetSubTypeId: SAVINGS, assetName: 'Victim account' }));
    await post(owner, 'saveAssetLocation', {
      assetId,
      assetLocationType: 'P',
      addressDetails: 'Branch',
      city: 'Chennai',
      state: 'Tamil Nadu',
      pincode: '600004',
      country: 'India',
      landmark: 'Temple',
    });
    await post(owner, 'saveAssetSubTypeAttribute', [
      { assetId, assetSubAttributeMstId: ACCOUNT_NUMBER, assetSubTypeAttributeValue: '99887766' },
    ]);
    const { primaryAttributeMasterData } = (await get(owner, `findAllPrimaryAttributeData?assetId=${assetId}`)).json();
    const primaryType = primaryAttributeMasterData.find((type: { field: string }) => type.field === 'text').assetPrimaryMstAttributeId;
    await post(owner, 'saveAssetPrimaryAttribute', [
      { assetId, assetPrimaryMstAttributeId: primaryType, assetPrimaryAttributeValue: 'Locker' },
    ]);
    await post(owner, 'saveSpecificAttribute', [
      {
        assetId,
        specificAttributeName: 'n',
        specificAttributeValue: 'v',
        specificAttributeDescription: 'd',
        files: [{ fileName: 'p.png', fileData: pngData() }],
      },
    ]);
    const [subtypeRow] = (await get(owner, `findAllAssetSubtypeAttrbutes?assetId=${assetId}`)).json().attributeDetailsts;
    const [primaryRow] = (await get(owner, `findAllPrimaryAttributeData?assetId=${assetId}`)).json().primaryAttributelist;
    const [specificRow] = (await get(owner, `findAllSpecificAssetAttributes?assetId=${assetId}`)).json().specificAttributes;
    const snapshot = async () =>
      (
        await t.pool.query(
          `SELECT (SELECT json_agg(a ORDER BY id) FROM assets a WHERE testator_id = $1) AS assets,
                  (SELECT json_agg(l ORDER BY id) FROM asset_locations l WHERE testator_id = $1) AS locations,
                  (SELECT json_agg(x ORDER BY id) FROM asset_attributes x WHERE testator_id = $1) AS attributes,
                  (SELECT json_agg(s ORDER BY id) FROM asset_specific_attributes s WHERE testator_id = $1) AS specifics,
                  (SELECT count(*) FROM files WHERE testator_id = $1) AS files`,
          [owner.userId],
        )
      ).rows[0];
    const before = await snapshot();
    const otherAsset = await saveAsset(other, assetInput('financial', { assetSubTypeId: SAVINGS }));

    const answers = [
      await get(other, `findAllAssetDetailsByTestatorId?testatorId=${owner.userId}&assetTypeId=3`),
      await get(other, `findAllAssetMasterDetails?assetId=${assetId}&assetTypeId=3`),
      await post(other, 'saveAsset', assetInput('financial', { assetId, assetSubTypeId: SAVINGS, assetName: 'Hijack' })),
      await del(other, `deleteAsset?assetId=${assetId}`),
      await get(other, `findAssetSummary?testatorId=${owner.userId}`),
      await post(other, 'saveAssetLocation', {
        assetId,
        assetLocationType: 'P',
        addressDetails: 'x',
        city: 'x',
        state: 'x',
        pincode: '600001',
        country: 'India',
        landmark: 'x',
      }),
      await get(other, `fetchAssetLocationById?assetId=${assetId}`),
      await get(other, `findAllAssetSubtypeAttrbutes?assetId=${assetId}`),
      await post(other, 'saveAssetSubTypeAttribute', [
        { assetId, assetSubAttributeMstId: ACCOUNT_NUMBER, assetSubTypeAttributeValue: '1111' },
      ]),
      // A row id of the owner's, sent under the caller's own asset.
      await post(other, 'saveAssetSubTypeAttribute', [
        {
          assetSubTypeDetailsId: subtypeRow.assetSubTypeDetailsId,
          assetId: otherAsset,
          assetSubAttributeMstId: ACCOUNT_NUMBER,
          assetSubTypeAttributeValue: '1111',
        },
      ]),
      await del(other, `deleteSubTypeAttribute?attributeId=${subtypeRow.assetSubTypeDetailsId}`),
      await get(other, `findAllPrimaryAttributeData?assetId=${assetId}`),
      await post(other, 'saveAssetPrimaryAttribute', [
        {
          assetAttributeId: primaryRow.assetAttributeId,
          assetId: otherAsset,
          assetPrimaryMstAttributeId: primaryType,
          assetPrimaryAttributeValue: 'x',
        },
      ]),
      await del(other, `deletePrimaryAttribute?id=${primaryRow.assetAttributeId}`),
      await get(other, `findAllSpecificAssetAttributes?assetId=${assetId}`),
      await post(other, 'saveSpecificAttribute', [
        {
          specificAttributeId: specificRow.specificAttributeId,
          assetId: otherAsset,
          specificAttributeName: 'x',
          specificAttributeValue: 'x',
          specificAttributeDescription: 'x',
        },
      ]),
      // A file of the owner's, claimed as kept on the caller's row.
      await post(other, 'saveSpecificAttribute', [
        {
          assetId: otherAsset,
          specificAttributeName: 'x',
          specificAttributeValue: 'x',
          specificAttributeDescription: 'x',
          files: [{ fileName: 'p.png', documentMasterId: specificRow.files[0].documentMasterId }],
        },
      ]),
      await del(other, `deleteSpecificAttribute?id=${specificRow.specificAttributeId}`),
    ];
    for (const [index, answer] of answers.entries()) {
      expect(answer.statusCode, `call ${index}: ${answer.body}`).toBe(404);
      expect(answer.body).not.toContain('Victim');
      expect(answer.body).not.toContain('7766');
    }
    expect(await snapshot()).toEqual(before);
  });
});

describe('the will read', () => {
  it('returns every asset with its share, location and attributes (sensitive ones masked), and nothing of another testator', async () => {
    const session = await createUser(t);
    const house = await saveAsset(
      session,
      assetInput('fixed', { assetName: 'House', ownershipTypeId: 2, ownershipPercentage: 50, assetInitialValue: 8000000 }),
    );
    await post(session, 'saveAssetSubTypeAttribute', [
      { assetId: house, assetSubAttributeMstId: 1, assetSubTypeAttributeValue: 'S.No. 41/2' },
    ]);
    const bank = await saveAsset(session, assetInput('financial', { assetSubTypeId: SAVINGS, assetName: 'Savings' }));
    await post(session, 'saveAssetSubTypeAttribute', [
      { assetId: bank, assetSubAttributeMstId: ACCOUNT_NUMBER, assetSubTypeAttributeValue: '5566778899' },
    ]);
    const will = await assets.findForWill(t.services.assets, session.userId, 'hi');
    expect(will.assets.map((asset) => asset.assetId)).toEqual([house, bank]);
    expect(will.assets[0]).toMatchObject({ kind: 'fixed', ownershipPercentage: 50, value: 8000000, ownedValue: 4000000 });
    expect(will.assets[0]!.subtypeName).toMatch(/[\u0900-\u097F]/);
    expect(will.assets[0]!.attributes).toEqual([expect.objectContaining({ value: 'S.No. 41/2' })]);
    expect(will.assets[1]!.attributes[0]!.value).toBe('••••8899');
    expect(JSON.stringify(will)).not.toContain('5566778899');
    expect(JSON.stringify(will)).not.toContain('Victim');
  });
});
