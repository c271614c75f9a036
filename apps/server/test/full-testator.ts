// A testator with one of everything, made through the real calls: the self with a photo, a person of every kind,
// an address, a contact, an identity document with a scan, a document, a person's attribute, an asset with its
// location, attributes and files, an assignment with a document, a will plan, a downloaded will and a reminder of it. The sentinel goes into every
// free-text field and every file, so a test can tell whether anything of this testator's reached an answer. The
// authorisation matrix and the data-rights test (export, deletion) both fill their owner with it.
import type { ApiTest } from './api-harness.ts';
import { seedTransport } from './api-harness.ts';
import { bearer } from './fixtures.ts';
import type { OwnerIds } from './matrix-cases.ts';
import { addressInput, FILES, personInput, type SeededTestator, seedAsset, seedPerson } from './seeds.ts';

/** Letters only, so that it fits every free-text field (names, passport numbers, e-mail addresses). */
export type FullTestatorOptions = { sentinel: string; templateId: number; languageId: number };

/** Calls under /api/wst/testator/ as one testator, failing loudly on anything but 200. */
export const testatorCalls = (t: ApiTest, session: { token: string }) => ({
  get: async (path: string) => {
    const answer = await t.app.inject({ method: 'GET', url: `/api/wst/testator/${path}`, headers: bearer(session.token) });
    if (answer.statusCode !== 200) throw new Error(`GET ${path} answered ${answer.statusCode}: ${answer.body}`);
    return answer.json();
  },
  post: async (path: string, payload: unknown) => {
    const answer = await t.app.inject({
      method: 'POST',
      url: `/api/wst/testator/${path}`,
      headers: bearer(session.token),
      payload: payload as object,
    });
    if (answer.statusCode !== 200) throw new Error(`POST ${path} answered ${answer.statusCode}: ${answer.body}`);
    return answer;
  },
});

export async function seedFullTestator(t: ApiTest, session: SeededTestator, options: FullTestatorOptions): Promise<OwnerIds> {
  const { sentinel, templateId, languageId } = options;
  const needle = sentinel.toLowerCase();
  const sentinelPng = () => Buffer.concat([FILES.png.buffer, Buffer.from(` ${sentinel} `)]).toString('base64');
  const sentinelPdf = () => Buffer.concat([FILES.pdf.buffer, Buffer.from(`\n%${sentinel}\n`)]).toString('base64');
  const named = (first: string) => ({ firstName: `${first} ${sentinel}`, middleName: sentinel, lastName: `${sentinel} Rao` });
  const transport = seedTransport(t);
  const api = testatorCalls(t, session);
  await api.post('saveOrUpdate', {
    ...personInput({ ...named('Savitri'), nhMasterId: null, dob: '1962-08-15' }),
    entityId: session.userId,
    profileImage: sentinelPng(),
  });
  const [heir, beneficiary, corporate, executor, witness, registrar] = await Promise.all([
    seedPerson(transport, session, 'heir', { ...named('Meena'), coreId: session.userId, primaryId: session.userId }),
    seedPerson(transport, session, 'beneficiary_individual', named('Arun')),
    seedPerson(transport, session, 'beneficiary_corporate', { firstName: `Seva Trust ${sentinel}` }),
    seedPerson(transport, session, 'executor', named('Suresh')),
    seedPerson(transport, session, 'witness', named('Gopal')),
    seedPerson(transport, session, 'registrar', { firstName: `Sub-Registrar ${sentinel}` }),
  ]);
  const [contactPerson, asset] = await Promise.all([
    seedPerson(transport, session, 'contact_person', { ...named('Vikram'), designation: `Trustee ${sentinel}`, primaryId: corporate }),
    seedAsset(transport, session, 'fixed', {
      assetName: `House ${sentinel}`,
      assetDescription: `Title deed ${sentinel}`,
      selectedAssetBooleans: [1, 2],
    }),
    api.post('saveEntityAddress', [
      addressInput(session.userId, {
        doorNo: `12 ${sentinel}`,
        buildingNumber: `${sentinel} Nivas`,
        street: `${sentinel} Road`,
        locality: `${sentinel} Nagar`,
        city: `Chennai ${sentinel}`,
        district: `${sentinel} district`,
      }),
    ]),
    api.post('saveContactDetails', [{ entityId: session.userId, contactTypeId: 2, contactDetails: `${needle}@example.in` }]),
    api.post('saveIdentificationDetails', [
      {
        entityId: session.userId,
        idType: 3,
        documentNo: `${sentinel.toUpperCase()} 4821`,
        files: [{ fileName: `${sentinel}-passport.png`, fileType: 'image/png', fileData: sentinelPng() }],
      },
    ]),
    api.post('saveDocumentAttachment', [
      {
        entityId: session.userId,
        description: `Sale deed ${sentinel}`,
        files: [{ fileName: `${sentinel}-deed.pdf`, fileType: 'application/pdf', fileData: sentinelPdf(), isPDF: true }],
      },
    ]),
  ]);
  const { primaryAttributeMasterData } = await api.get(`findAllPrimaryAttributeData?assetId=${asset}`);
  const primaryType = primaryAttributeMasterData.find((type: { field: string }) => type.field === 'text').assetPrimaryMstAttributeId;
  const saved = await Promise.all([
    api.post('saveEntitySpecificAttribute', [
      {
        entityId: beneficiary,
        specificAttributeName: `Nickname ${sentinel}`,
        specificAttributeValue: `Arun ${sentinel}`,
        specificAttributeDescription: `Called so at home ${sentinel}`,
      },
    ]),
    api.post('saveAssetLocation', {
      assetId: asset,
      assetLocationType: 'P',
      addressDetails: `12, ${sentinel} Road`,
      city: `Chennai ${sentinel}`,
      state: 'Tamil Nadu',
      pincode: '600004',
      country: 'India',
      landmark: `Near the ${sentinel} temple`,
    }),
    api.post('saveAssetSubTypeAttribute', [
      {
        assetId: asset,
        assetSubAttributeMstId: 1,
        assetSubTypeAttributeValue: `S.No. ${sentinel}`,
        files: [{ fileName: `${sentinel}-survey.png`, fileData: sentinelPng() }],
      },
    ]),
    api.post('saveAssetPrimaryAttribute', [
      {
        assetId: asset,
        assetPrimaryMstAttributeId: primaryType,
        assetPrimaryAttributeValue: `Locker ${sentinel}`,
        files: [{ fileName: `${sentinel}-locker.pdf`, fileData: sentinelPdf() }],
      },
    ]),
    api.post('saveSpecificAttribute', [
      {
        assetId: asset,
        specificAttributeName: `Album ${sentinel}`,
        specificAttributeValue: `Stamps ${sentinel}`,
        specificAttributeDescription: `In the almirah ${sentinel}`,
        files: [{ fileName: `${sentinel}-stamp.png`, fileData: sentinelPng() }],
      },
    ]),
    api.post('saveAssetAssignmentDetails', {
      assetAssignmentType: 10,
      numberOfBeneficiaries: 1,
      beneficiaries: [
        {
          beneficiaryId: beneficiary,
          proportion: 100,
          condition: `On my death ${sentinel}`,
          immediateTransfer: false,
          guardian: null,
          assignmentDescription: `To be held absolutely ${sentinel}`,
          assetSubDescription: `The ground floor ${sentinel}`,
          documents: [{ fileName: `${sentinel}-gift.pdf`, fileData: sentinelPdf() }],
        },
      ],
      assetIds: [asset],
      testatorId: session.userId,
    }),
  ]);
  const assignment = saved[5].json().assignmentId as number;
  // The will as a whole: the executor as guardian of minor children, the residue to the beneficiary.
  await api.post('saveWillPlan', { signsBy: 'signature', guardianId: executor, residuary: [{ entityId: beneficiary, share: null }] });
  // Issue 27: the testator's name as written in Devanagari (sa-vi-tri, escaped: no Indic text outside the registry).
  await api.post('saveDeedText', {
    code: 'hi',
    field: 'fullName',
    entityId: session.userId,
    text: '\u0938\u093e\u0935\u093f\u0924\u094d\u0930\u0940',
  });
  await api.post('downloadWill', { templateId, languageId, fileFormat: 'pdf' });
  // Issue 27: reminders on, and the yearly one sent (the sweep as if a year had passed since the download).
  await api.post('saveWillReminders', { enabled: true });
  const swept = await t.services.reminders.sweep({ now: new Date(Date.now() + 370 * 86_400_000) });
  if (swept.sent !== 1) throw new Error(`the reminder sweep sent ${swept.sent} mails`);

  const [
    listed,
    [address],
    [contact],
    [identity],
    [document],
    [entityAttribute],
    { location },
    subtype,
    primary,
    specific,
    master,
    [version],
  ] = await Promise.all([
    api.get(`findAllTestatorListedData?entityId=${session.userId}`),
    api.get(`findAddressById?entityId=${session.userId}`),
    api.get(`findAllContactByEntityId?entityParentId=${session.userId}`),
    api.get(`findAllIdentifications?entityId=${session.userId}`),
    api.get(`findAllDocumentAttachByTestatorId?entityId=${session.userId}`),
    api.get(`findAllEntitySpecificAttributebyId?testatorId=${beneficiary}`),
    api.get(`fetchAssetLocationById?assetId=${asset}`),
    api.get(`findAllAssetSubtypeAttrbutes?assetId=${asset}`),
    api.get(`findAllPrimaryAttributeData?assetId=${asset}`),
    api.get(`findAllSpecificAssetAttributes?assetId=${asset}`),
    api.get(`findAllAssetAssignmentMasterDatas?entityId=${session.userId}&assetAssignmentId=${assignment}`),
    api.get('willVersions'),
  ]);
  const [subtypeRow] = subtype.attributeDetailsts;
  const [primaryRow] = primary.primaryAttributelist;
  const [specificRow] = specific.specificAttributes;
  return {
    userId: session.userId,
    email: session.email,
    heir,
    beneficiary,
    corporate,
    executor,
    witness,
    contactPerson,
    registrar,
    address: address.addressId,
    contact: contact.contactDetailsId,
    identity: identity.identityId,
    document: document.documentId,
    entityAttribute: entityAttribute.specificAttributeId,
    asset,
    location: location.assetLocationId,
    subtypeAttribute: subtypeRow.assetSubTypeDetailsId,
    primaryAttribute: primaryRow.assetAttributeId,
    primaryType,
    assetSpecific: specificRow.specificAttributeId,
    assignment,
    version: version.versionId,
    files: {
      photo: listed.entities.profileImageId,
      identity: identity.files[0].documentMasterId,
      document: document.files[0].documentMasterId,
      subtypeAttribute: subtypeRow.files[0].documentMasterId,
      primaryAttribute: primaryRow.files[0].documentMasterId,
      assetSpecific: specificRow.files[0].documentMasterId,
      assignment: master.assignedAsset.beneficiaries[0].documents[0].documentMasterId,
    },
  };
}
