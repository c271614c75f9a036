// The authorisation matrix's table (src/platform/authorization-matrix.api.test.ts): one case per non-public row of
// the contract's endpoint table, saying what a second testator (the intruder) sends to reach the first one's
// (the owner's) records. A test fails when a row of allEndpoints has no case here, so a new route cannot be
// added without saying how another user's ids are kept out of it.
import { allEndpoints, type Endpoint } from '@vasiyat/contract';
import { addressInput, pdfData, personInput, pngData } from './fixtures.ts';
import { assetInput } from './seeds.ts';

/** The owner's records: one of everything the routes touch. */
export type OwnerIds = {
  userId: number;
  /** The account's email: what a Google-only account types to delete itself. */
  email: string;
  heir: number;
  beneficiary: number;
  corporate: number;
  executor: number;
  witness: number;
  contactPerson: number;
  registrar: number;
  address: number;
  contact: number;
  identity: number;
  document: number;
  entityAttribute: number;
  asset: number;
  location: number;
  subtypeAttribute: number;
  primaryAttribute: number;
  /** The primary attribute type the owner used (a master id, not the owner's). */
  primaryType: number;
  assetSpecific: number;
  assignment: number;
  version: number;
  files: {
    photo: number;
    identity: number;
    document: number;
    subtypeAttribute: number;
    primaryAttribute: number;
    assetSpecific: number;
    assignment: number;
  };
};

/** The intruder's own records, for bodies that put an owner's id inside the caller's own data. */
export type IntruderIds = { userId: number; beneficiary: number; corporate: number; heir: number; asset: number; version: number };

/** A review of the owner's will (issue 27): the grant, a comment on it, and the invitation link's secret. */
export type ReviewIds = { reviewGrant: number; reviewComment: number; reviewToken: string };

export type MatrixIds = { owner: OwnerIds & ReviewIds; intruder: IntruderIds; templateId: number; languageId: number };

/** One request of a route: its path parameters, query and body (the method and path come from the endpoint). */
export type Call = {
  params?: Record<string, string | number>;
  /** Values left undefined are not sent. */
  query?: Record<string, string | number | undefined>;
  body?: unknown;
  /**
   * The owner's id sits beside the caller's own ids (an owner's row id under the intruder's entity): the owner
   * would be refused as well, so no owner control is run for it.
   */
  mixed?: true;
};

/**
 * What the intruder sends to one route. A route the intruder's role may not call answers 403 to all of them;
 * otherwise:
 * - foreign: the owner's ids in every place an id goes (path, query, body): 404 with no data, nothing changed;
 * - own: only the intruder's own ids, or none (the caller is the token's): 200 with nothing of the owner's;
 * - ignored: an owner's id in a field the server does not take from the client (the caller comes from the token,
 *   the row is found by another key): refused (404) or accepted (200) on the intruder's own records only;
 * - ownWrite: accepted writes to the intruder's own records (logout);
 * - refused: a request refused as bad (400) whatever it names, changing nothing (deleting an account with the
 *   owner's email or a wrong password: the account deleted is only ever the token's, and only with its own proof).
 * ignored and ownWrite run after the others; no row that is not the intruder's may change, and no row of the
 * intruder's may point at one of the owner's.
 */
export type Case = {
  foreign?: (ids: MatrixIds) => Call[];
  own?: (ids: MatrixIds) => Call[];
  ignored?: (ids: MatrixIds) => Call[];
  ownWrite?: (ids: MatrixIds) => Call[];
  refused?: (ids: MatrixIds) => Call[];
};
export const KINDS = ['foreign', 'own', 'ignored', 'ownWrite', 'refused'] as const;
export type Kind = (typeof KINDS)[number];

export const ROLE_OTHER = 5;

/** Whether a role may call an endpoint at all ('user': any signed-in user). */
export function permits(endpoint: Endpoint, roleId: number): boolean {
  if (endpoint.auth === 'public' || endpoint.auth === 'user') return true;
  return endpoint.auth.roles.includes(roleId);
}

/** Every row of the table that needs a signed-in caller. */
export const protectedEndpoints = (): [string, Endpoint][] => Object.entries(allEndpoints).filter(([, e]) => e.auth !== 'public');

const HIJACK = 'Hijack';
/** A name in Devanagari letters (ra-ma), escaped: source files outside the language registry hold no Indic text. */
const DEVANAGARI = '\u0930\u093e\u092e';
const person = (overrides: Record<string, unknown> = {}) => personInput({ firstName: HIJACK, ...overrides });
const png = (name = 'x.png') => ({ fileName: name, fileType: 'image/png', fileData: pngData() });
const pdf = (name = 'x.pdf') => ({ fileName: name, fileType: 'application/pdf', fileData: pdfData(), isPDF: true });
/** A saved file named by id: "keep this file on the row" (the owner's file claimed for the caller's row). */
const kept = (documentMasterId: number) => ({ fileName: 'kept.png', documentMasterId });
const location = (overrides: Record<string, unknown>) => ({
  assetLocationType: 'P',
  addressDetails: HIJACK,
  city: HIJACK,
  state: HIJACK,
  pincode: '600001',
  country: 'India',
  landmark: HIJACK,
  ...overrides,
});
const entry = (beneficiaryId: number, overrides: Record<string, unknown> = {}) => ({
  beneficiaryId,
  proportion: 100,
  condition: HIJACK,
  immediateTransfer: false,
  guardian: null,
  assignmentDescription: HIJACK,
  assetSubDescription: null,
  documents: [],
  ...overrides,
});
const assignment = ({ intruder }: MatrixIds, overrides: Record<string, unknown>) => ({
  assetAssignmentType: 10,
  numberOfBeneficiaries: 1,
  beneficiaries: [entry(intruder.beneficiary)],
  assetIds: [intruder.asset],
  testatorId: intruder.userId,
  ...overrides,
});
const attribute = { specificAttributeName: HIJACK, specificAttributeValue: HIJACK, specificAttributeDescription: HIJACK };

/** A list read by testatorId: the owner's id is refused, the caller's own answers only the caller's rows. */
const byTestator = (extra: Record<string, string | number> = {}): Case => ({
  foreign: ({ owner }) => [{ query: { testatorId: owner.userId, ...extra } }],
  own: ({ intruder }) => [{ query: { testatorId: intruder.userId, ...extra } }],
});
/** A read of one person's records by entityId (or the name the spec gives it). */
const byEntity = (key: string): Case => ({
  foreign: ({ owner }) => [{ query: { [key]: owner.userId } }, { query: { [key]: owner.beneficiary } }],
  own: ({ intruder }) => [{ query: { [key]: intruder.userId } }],
});
/** A read of one asset's records. */
const byAsset = (extra: Record<string, string | number> = {}): Case => ({
  foreign: ({ owner }) => [{ query: { assetId: owner.asset, ...extra } }],
  own: ({ intruder }) => [{ query: { assetId: intruder.asset, ...extra } }],
});
/** A delete of one of the owner's rows. */
const deleteOf = (key: string, pick: (owner: OwnerIds) => number | number[]): Case => ({
  foreign: ({ owner }) => [pick(owner)].flat().map((id) => ({ query: { [key]: id } })),
});
/** Master lists: no id at all. */
const masters: Case = { own: () => [{ query: { code: 'en' } }] };
/** An administrator's call: the intruder (a testator) is refused with 403 whatever it sends. */
const admin = (call: Call): Case => ({ own: () => [call] });

export const CASES: Record<string, Case> = {
  // shell --------------------------------------------------------------------------------------------------------
  logout: { ownWrite: () => [{}] },
  // Sets this browser's session cookie for new tabs (issue 23): nothing of anyone's is read or written.
  keepSession: { own: () => [{}] },
  menus: { own: () => [{ query: { roleId: 21, code: 'en' } }] },
  subMenus: {
    foreign: ({ owner }) => [{ query: { menuId: 127, roleId: 21, userId: owner.userId } }],
    own: ({ intruder }) => [{ query: { menuId: 127, roleId: 21, userId: intruder.userId } }],
  },
  securityEvents: { own: () => [{}] },
  exportData: { own: () => [{}] },
  accountDeletion: { own: () => [{}] },
  deleteAccount: {
    refused: ({ owner }) => [
      { body: { confirmEmail: owner.email } },
      { body: { password: `${HIJACK} passphrase`, confirmEmail: owner.email } },
      { body: {} },
    ],
  },

  // people -------------------------------------------------------------------------------------------------------
  fetchAllMasterTypes: masters,
  fetchAllMasterData: {
    foreign: ({ owner }) => [
      { query: { entityId: owner.beneficiary, code: 'en' } },
      { query: { entityId: owner.userId } },
      { query: { entityId: 0, coreId: owner.userId } },
      { query: { ids: '7,8', core: 'TST', primary: 0, entityId: owner.heir, coreId: owner.userId } },
    ],
    own: ({ intruder }) => [{ query: { ids: '7,8', core: 'TST', primary: 0, entityId: intruder.heir, coreId: intruder.userId } }],
    // `primary` is not read by the server.
    ignored: ({ owner, intruder }) => [{ query: { entityId: 0, coreId: intruder.userId, primary: owner.heir } }],
  },
  findAllTestatorListedData: {
    foreign: ({ owner }) =>
      [
        owner.userId,
        owner.heir,
        owner.beneficiary,
        owner.corporate,
        owner.executor,
        owner.witness,
        owner.contactPerson,
        owner.registrar,
      ].map((entityId) => ({ query: { entityId, code: 'en' } })),
    own: ({ intruder }) => [{ query: { entityId: intruder.userId } }, { query: { entityId: intruder.beneficiary } }],
  },
  saveOrUpdate: {
    foreign: ({ owner }) => [{ body: { ...person({ nhMasterId: null, dob: '1960-01-01' }), entityId: owner.userId } }],
    // A photo is only ever the one uploaded with the save: profileImageId is not read.
    ignored: ({ owner, intruder }) => [
      {
        body: {
          ...personInput({ firstName: 'Imran', lastName: 'Shaikh', nhMasterId: null, dob: '1970-01-01' }),
          entityId: intruder.userId,
          profileImageId: owner.files.photo,
        },
      },
    ],
  },
  saveNhRelation: {
    foreign: ({ owner, intruder }) => [
      { body: { ...person(), entityId: owner.heir } },
      { body: { ...person(), coreId: owner.userId, primaryId: owner.userId } },
      { body: { ...person(), coreId: intruder.userId, primaryId: owner.heir }, mixed: true },
      { body: { ...person(), coreId: intruder.userId, primaryId: intruder.heir, entityId: owner.heir }, mixed: true },
    ],
  },
  saveBeneficiaries: {
    foreign: ({ owner }) => [
      { body: { ...person(), screenName: 'BENIND', entityId: owner.beneficiary } },
      { body: { ...person(), screenName: 'NONBENIND', entityId: owner.beneficiary } },
    ],
    // coreId and primaryId are read for heirs and contact persons only; the testator is the token's.
    ignored: ({ owner }) => [{ body: { ...person(), screenName: 'BENIND', coreId: owner.userId, primaryId: owner.beneficiary } }],
  },
  saveExecutorAndWitness: {
    foreign: ({ owner }) => [
      { body: { ...person({ nhMasterId: null }), screenName: 'EXECUTOR', entityId: owner.executor } },
      { body: { ...person({ nhMasterId: null }), screenName: 'WITNESS', entityId: owner.witness } },
    ],
    ignored: ({ owner }) => [
      { body: { ...person({ nhMasterId: null }), screenName: 'EXECUTOR', coreId: owner.userId, primaryId: owner.executor } },
    ],
  },
  saveCorporate: {
    foreign: ({ owner }) => [
      {
        body: {
          screenName: 'CORPORATE',
          firstName: HIJACK,
          lastName: 'Public charitable trust',
          commencementDate: '1999-04-01',
          entityId: owner.corporate,
        },
      },
    ],
    ignored: ({ owner }) => [
      {
        body: {
          screenName: 'CORPORATE',
          firstName: HIJACK,
          lastName: 'Public charitable trust',
          commencementDate: '1999-04-01',
          coreId: owner.userId,
          primaryId: owner.corporate,
        },
      },
    ],
  },
  saveContactPerson: {
    foreign: ({ owner, intruder }) => [
      { body: { ...person({ nhMasterId: null, designation: HIJACK }), primaryId: owner.corporate } },
      { body: { ...person({ nhMasterId: null, designation: HIJACK }), primaryId: owner.registrar } },
      { body: { ...person({ nhMasterId: null, designation: HIJACK }), primaryId: owner.corporate, entityId: owner.contactPerson } },
      {
        body: { ...person({ nhMasterId: null, designation: HIJACK }), primaryId: intruder.corporate, entityId: owner.contactPerson },
        mixed: true,
      },
    ],
    ignored: ({ owner, intruder }) => [
      { body: { ...person({ nhMasterId: null, designation: HIJACK }), primaryId: intruder.corporate, coreId: owner.userId } },
    ],
  },
  saveRegistrar: {
    foreign: ({ owner }) => [{ body: { firstName: HIJACK, entityId: owner.registrar } }],
    ignored: ({ owner }) => [{ body: { firstName: HIJACK, coreId: owner.userId, primaryId: owner.registrar } }],
  },
  findAllNhRelations: byTestator({ code: 'en' }),
  findAllCorporateData: {
    foreign: ({ owner }) => [{ query: { entityId: owner.corporate, code: 'en' } }],
    own: ({ intruder }) => [{ query: { entityId: intruder.corporate } }, { query: { entityId: 0 } }],
  },
  deleteEntity: deleteOf('entityId', (owner) => [
    owner.userId,
    owner.heir,
    owner.beneficiary,
    owner.corporate,
    owner.executor,
    owner.witness,
    owner.contactPerson,
    owner.registrar,
  ]),
  findFileById: {
    foreign: ({ owner }) => Object.values(owner.files).map((documentMasterId) => ({ query: { documentMasterId } })),
  },

  // sub-records of a person ----------------------------------------------------------------------------------------
  findAddressTypeById: masters,
  findAllContactType: masters,
  findAllIdentificationType: masters,
  findAddressById: byEntity('entityId'),
  saveEntityAddress: {
    foreign: ({ owner, intruder }) => [
      { body: [addressInput(owner.userId, { city: HIJACK })] },
      { body: [addressInput(owner.beneficiary, { addressTypeId: 2 })] },
      { body: [addressInput(intruder.userId, { addressId: owner.address, addressTypeId: 3, city: HIJACK })], mixed: true },
    ],
  },
  deleteAddressById: deleteOf('addressId', (owner) => owner.address),
  findAllContactByEntityId: byEntity('entityParentId'),
  saveContactDetails: {
    foreign: ({ owner, intruder }) => [
      { body: [{ entityId: owner.userId, contactTypeId: 1, contactDetails: '9811122233' }] },
      {
        body: [{ contactDetailsId: owner.contact, entityId: intruder.userId, contactTypeId: 1, contactDetails: '9811122234' }],
        mixed: true,
      },
    ],
  },
  deleteContactById: deleteOf('contactDetailsId', (owner) => owner.contact),
  findAllIdentifications: byEntity('entityId'),
  saveIdentificationDetails: {
    foreign: ({ owner, intruder }) => [
      { body: [{ entityId: owner.userId, idType: 2, documentNo: 'ABCDE1234F', files: [png('pan.png')] }] },
      {
        body: [{ identityId: owner.identity, entityId: intruder.userId, idType: 4, documentNo: 'HIJ1234567', files: [png()] }],
        mixed: true,
      },
      {
        body: [{ entityId: intruder.userId, idType: 5, documentNo: 'TN01 20200012345', files: [kept(owner.files.identity)] }],
        mixed: true,
      },
    ],
  },
  deleteIdentificationById: deleteOf('identityId', (owner) => owner.identity),
  findAllDocumentAttachByTestatorId: {
    foreign: ({ owner }) => [{ query: { entityId: owner.userId } }, { query: { entityId: owner.beneficiary } }],
    own: ({ intruder }) => [{ query: { entityId: intruder.userId } }],
  },
  saveDocumentAttachment: {
    foreign: ({ owner, intruder }) => [
      { body: [{ entityId: owner.userId, description: HIJACK, files: [pdf()] }] },
      { body: [{ documentId: owner.document, entityId: intruder.userId, description: HIJACK, files: [pdf()] }], mixed: true },
      {
        body: [{ entityId: intruder.userId, description: HIJACK, files: [{ ...kept(owner.files.document), fileName: 'kept.pdf' }] }],
        mixed: true,
      },
    ],
  },
  deleteDocumentById: deleteOf('documentId', (owner) => owner.document),
  findAllEntitySpecificAttributebyId: {
    foreign: ({ owner }) => [{ query: { testatorId: owner.beneficiary } }, { query: { testatorId: owner.userId } }],
    own: ({ intruder }) => [{ query: { testatorId: intruder.beneficiary } }],
  },
  saveEntitySpecificAttribute: {
    foreign: ({ owner, intruder }) => [
      { body: [{ entityId: owner.beneficiary, ...attribute }] },
      { body: [{ specificAttributeId: owner.entityAttribute, entityId: intruder.beneficiary, ...attribute }], mixed: true },
    ],
  },
  deleteEntitySpecificAttributeById: deleteOf('specificAttributeId', (owner) => owner.entityAttribute),

  // assets ----------------------------------------------------------------------------------------------------------
  findAllAssetDetailsByTestatorId: byTestator({ assetTypeId: 1, code: 'en' }),
  findAllAssetMasterDetails: byAsset({ assetTypeId: 1, code: 'en' }),
  saveAsset: {
    foreign: ({ owner }) => [
      { body: assetInput('fixed', { assetId: owner.asset, assetName: HIJACK }) },
      {
        body: assetInput('fixed', {
          assetId: owner.asset,
          assetName: HIJACK,
          testatorId: owner.userId,
          entityId: owner.userId,
          version: 1,
        }),
      },
    ],
    // The contract: testatorId and entityId are the caller's, from the token.
    ignored: ({ owner }) => [{ body: assetInput('fixed', { assetName: HIJACK, testatorId: owner.userId, entityId: owner.userId }) }],
  },
  deleteAsset: deleteOf('assetId', (owner) => owner.asset),
  findAssetSummary: byTestator(),
  saveAssetLocation: {
    foreign: ({ owner }) => [
      { body: location({ assetId: owner.asset }) },
      { body: location({ assetId: owner.asset, assetLocationId: owner.location }) },
    ],
    // One location per asset, found by assetId: assetLocationId is not read.
    ignored: ({ owner, intruder }) => [{ body: location({ assetLocationId: owner.location, assetId: intruder.asset }) }],
  },
  fetchAssetLocationById: byAsset({ code: 'en' }),
  findAllAssetSubtypeAttrbutes: byAsset({ assetSubTypeId: 101, code: 'en' }),
  saveAssetSubTypeAttribute: {
    foreign: ({ owner, intruder }) => [
      { body: [{ assetId: owner.asset, assetSubAttributeMstId: 2, assetSubTypeAttributeValue: HIJACK }] },
      {
        body: [
          {
            assetSubTypeDetailsId: owner.subtypeAttribute,
            assetId: intruder.asset,
            assetSubAttributeMstId: 1,
            assetSubTypeAttributeValue: HIJACK,
          },
        ],
        mixed: true,
      },
      {
        body: [
          {
            assetId: intruder.asset,
            assetSubAttributeMstId: 3,
            assetSubTypeAttributeValue: HIJACK,
            files: [kept(owner.files.subtypeAttribute)],
          },
        ],
        mixed: true,
      },
    ],
  },
  deleteSubTypeAttribute: deleteOf('attributeId', (owner) => owner.subtypeAttribute),
  findAllPrimaryAttributeData: byAsset({ code: 'en' }),
  saveAssetPrimaryAttribute: {
    foreign: ({ owner, intruder }) => [
      { body: [{ assetId: owner.asset, assetPrimaryMstAttributeId: owner.primaryType, assetPrimaryAttributeValue: HIJACK }] },
      {
        body: [
          {
            assetAttributeId: owner.primaryAttribute,
            assetId: intruder.asset,
            assetPrimaryMstAttributeId: owner.primaryType,
            assetPrimaryAttributeValue: HIJACK,
          },
        ],
        mixed: true,
      },
      {
        body: [
          {
            assetId: intruder.asset,
            assetPrimaryMstAttributeId: owner.primaryType,
            assetPrimaryAttributeValue: HIJACK,
            files: [kept(owner.files.primaryAttribute)],
          },
        ],
        mixed: true,
      },
    ],
  },
  deletePrimaryAttribute: deleteOf('id', (owner) => owner.primaryAttribute),
  findAllSpecificAssetAttributes: byAsset({ code: 'en' }),
  saveSpecificAttribute: {
    foreign: ({ owner, intruder }) => [
      { body: [{ assetId: owner.asset, ...attribute }] },
      { body: [{ specificAttributeId: owner.assetSpecific, assetId: intruder.asset, ...attribute }], mixed: true },
      { body: [{ assetId: intruder.asset, ...attribute, files: [kept(owner.files.assetSpecific)] }], mixed: true },
    ],
  },
  deleteSpecificAttribute: deleteOf('id', (owner) => owner.assetSpecific),

  // assignments -----------------------------------------------------------------------------------------------------
  findAllNoAssignedAsset: byTestator({ code: 'en' }),
  findAllAssetAssignmentDetailsById: byTestator({ code: 'en' }),
  findAllAssetAssignmentMasterDatas: {
    foreign: ({ owner, intruder }) => [
      { query: { entityId: owner.userId, assetAssignmentId: 0, code: 'en' } },
      { query: { entityId: owner.userId, assetAssignmentId: owner.assignment } },
      { query: { entityId: intruder.userId, assetAssignmentId: owner.assignment }, mixed: true },
    ],
    own: ({ intruder }) => [{ query: { entityId: intruder.userId, assetAssignmentId: 0 } }],
  },
  saveAssetAssignmentDetails: {
    foreign: (ids) => {
      const { owner, intruder } = ids;
      return [
        { body: assignment(ids, { assignmentId: owner.assignment }), mixed: true },
        { body: assignment(ids, { assetIds: [owner.asset] }), mixed: true },
        { body: assignment(ids, { assetIds: [intruder.asset, owner.asset] }), mixed: true },
        { body: assignment(ids, { beneficiaries: [entry(owner.beneficiary)] }), mixed: true },
        { body: assignment(ids, { beneficiaries: [entry(intruder.beneficiary, { guardian: owner.executor })] }), mixed: true },
        {
          body: assignment(ids, { beneficiaries: [entry(intruder.beneficiary, { documents: [kept(owner.files.assignment)] })] }),
          mixed: true,
        },
        {
          body: {
            assignmentId: owner.assignment,
            assetAssignmentType: 10,
            numberOfBeneficiaries: 1,
            beneficiaries: [entry(owner.beneficiary)],
            assetIds: [owner.asset],
            testatorId: owner.userId,
            version: 1,
          },
        },
      ];
    },
    // The testator is the token's: testatorId is not read.
    ignored: (ids) => [{ body: assignment(ids, { testatorId: ids.owner.userId }) }],
  },
  deleteAssignmentDocument: deleteOf('documentMasterId', (owner) => owner.files.assignment),
  deleteAssignmentDetails: deleteOf('assignmentId', (owner) => owner.assignment),
  findBeneficiaryShares: byTestator({ code: 'en' }),

  // the administrator's calls (the intruder is a testator: 403 to each) ---------------------------------------------------
  fetchTemplateClauses: admin({ query: { langId: 1 } }),
  saveTemplateClauses: admin({
    body: {
      headingName: 'Pets',
      templateClausesKey: 'care_of_pets',
      languageId: 1,
      clauses: [{ templateStatements: 'My pets go to a shelter.' }],
    },
  }),
  updateTemplateClauses: admin({
    body: { headingId: 1, headingName: HIJACK, clauses: [{ templateClausesKey: 'hijack_clause', templateStatements: HIJACK }] },
  }),
  saveTemplateClauseTranslations: admin({
    body: {
      headingId: 1,
      languageId: 2,
      headingName: HIJACK,
      clauses: [{ templateClauesesId: 1, templateClausesKey: 'hijack_clause', templateStatements: HIJACK }],
    },
  }),
  deleteTemplateClauses: admin({ query: { headingId: 1 } }),
  adminWillTemplates: admin({}),
  saveWillTemplate: admin({
    body: {
      templateName: HIJACK,
      templateDescription: HIJACK,
      clauseContents: [{ headingId: 1, contentId: null }],
      translations: [{ languageId: 2, templateName: HIJACK, templateDescription: HIJACK }],
    },
  }),
  previewWillTemplate: admin({ body: { clauseContents: [] } }),
  checkClause: admin({ body: { templateStatements: 'I, {{ testator.fullName }}, declare.' } }),
  willContextVariables: admin({}),
  clauseUpdates: admin({}),
  resolveClauseUpdate: admin({ body: { clauseId: 1, accept: false } }),

  // the will ---------------------------------------------------------------------------------------------------------
  // Names the templates in the caller's language; the input holds no user's id (issue 23).
  testatorWillTemplates: { own: () => [{ query: { code: 'hi' } }, {}] },
  getTemplateDataById: {
    foreign: ({ owner, templateId, languageId }) => [{ params: { templateId, userId: owner.userId, languageId }, body: {} }],
    own: ({ intruder, templateId, languageId }) => [{ params: { templateId, userId: intruder.userId, languageId }, body: {} }],
  },
  downloadWill: {
    foreign: ({ owner, templateId, languageId }) => [
      { body: { templateId, languageId, userId: owner.userId, fileFormat: 'pdf' } },
      { body: { willTemplateId: templateId, userId: owner.userId, fileFormat: 'docx' } },
    ],
  },
  willCheck: { own: ({ templateId }) => [{ query: { templateId, code: 'en' } }, { query: {} }] },
  willVersions: { own: () => [{ query: { code: 'en' } }] },
  willPlan: { own: () => [{}] },
  // Issue 27 item 4: the deed's texts in Devanagari. Each record named must be the caller's own.
  deedTexts: { own: () => [{ query: { code: 'hi' } }] },
  saveDeedText: {
    foreign: ({ owner }) => [
      { body: { code: 'hi', field: 'fullName', entityId: owner.userId, text: DEVANAGARI } },
      { body: { code: 'hi', field: 'fullName', entityId: owner.heir, text: DEVANAGARI } },
      { body: { code: 'mr', field: 'address', entityId: owner.executor, text: DEVANAGARI } },
      { body: { code: 'hi', field: 'assetName', assetId: owner.asset, text: DEVANAGARI } },
      { body: { code: 'hi', field: 'giftDescription', assignmentId: owner.assignment, entityId: owner.beneficiary, text: DEVANAGARI } },
    ],
    // The intruder's own heir: accepted, on the intruder's records only (the tables check runs after it).
    ignored: ({ intruder }) => [{ body: { code: 'hi', field: 'fullName', entityId: intruder.heir, text: DEVANAGARI } }],
  },
  saveWillPlan: {
    // Every person a plan names must be the caller's own: the owner's executor as guardian, or beneficiary in the residue.
    foreign: ({ owner }) => [
      { body: { signsBy: 'thumb', guardianId: owner.executor } },
      { body: { signsBy: 'signature', propertyManagerId: owner.executor } },
      { body: { residuary: [{ entityId: owner.beneficiary, share: null }] } },
    ],
    // The caller's own plan, written: accepted on the intruder's records only (the tables check runs after it).
    ignored: () => [{ body: { signsBy: 'thumb', muslimSchool: 'shia', residuary: [] } }],
  },
  downloadWillVersion: {
    foreign: ({ owner }) => [{ query: { versionId: owner.version } }],
    own: ({ intruder }) => [{ query: { versionId: intruder.version } }],
  },
  willVersionChanges: {
    foreign: ({ owner, intruder }) => [
      { query: { fromVersionId: owner.version, toVersionId: owner.version, code: 'en' } },
      { query: { fromVersionId: intruder.version, toVersionId: owner.version }, mixed: true },
      { query: { fromVersionId: owner.version, toVersionId: intruder.version }, mixed: true },
    ],
    own: ({ intruder }) => [{ query: { fromVersionId: intruder.version, toVersionId: intruder.version } }],
  },

  // advocate review (issue 27): the intruder is a testator, who may also review; the owner's grant is another's ----
  // No user's id goes in: the intruder's own invitation, written to their records (the tables check runs after it).
  inviteReviewer: {
    ignored: ({ templateId, languageId }) => [{ body: { email: 'own.reviewer@example.in', templateId, languageIds: [languageId] } }],
  },
  reviewGrants: { own: () => [{}] },
  revokeReviewer: { foreign: ({ owner }) => [{ params: { grantId: owner.reviewGrant }, body: {} }] },
  answerReviewComment: {
    foreign: ({ owner }) => [{ params: { commentId: owner.reviewComment }, body: { answer: HIJACK, resolved: true } }],
  },
  // The owner's invitation was sent to another address: its secret does not make the intruder its reviewer.
  acceptReviewInvitation: { foreign: ({ owner }) => [{ body: { token: owner.reviewToken } }] },
  sharedWills: { own: () => [{}] },
  // The owner reads their will on their own screens, not through a grant: the owner is refused these too (mixed).
  sharedWill: { foreign: ({ owner }) => [{ params: { grantId: owner.reviewGrant }, query: { code: 'en' }, mixed: true }] },
  reviewPreview: { foreign: ({ owner, languageId }) => [{ params: { grantId: owner.reviewGrant, languageId }, body: {} }] },
  reviewCheck: { foreign: ({ owner }) => [{ params: { grantId: owner.reviewGrant }, query: { code: 'en' }, mixed: true }] },
  reviewChanges: { foreign: ({ owner }) => [{ params: { grantId: owner.reviewGrant }, query: { code: 'en' }, mixed: true }] },
  reviewComments: { foreign: ({ owner }) => [{ params: { grantId: owner.reviewGrant }, mixed: true }] },
  addReviewComment: {
    foreign: ({ owner }) => [{ params: { grantId: owner.reviewGrant }, body: { anchorKind: 'general', body: HIJACK } }],
  },
  reviewVerdict: { foreign: ({ owner }) => [{ params: { grantId: owner.reviewGrant }, body: { verdict: 'ready' } }] },
  // Issue 27: the out-of-date notice compares with the caller's own version only; the reminder setting is the token's.
  willStatus: {
    foreign: ({ owner }) => [{ query: { versionId: owner.version, code: 'en' } }],
    own: ({ intruder }) => [{ query: { code: 'en' } }, { query: { versionId: intruder.version } }],
  },
  saveWillReminders: {
    // The body names no one: an owner's id beside it is dropped and the caller's own setting is written.
    ignored: ({ owner }) => [{ body: { enabled: true, testatorId: owner.userId, userId: owner.userId } }],
  },

  // the list screens (generated from the kinds registry) -----------------------------------------------------------------
  findAllBeneficiarIndividual: byTestator({ code: 'en' }),
  findNonAllBeneficiarIndividual: byTestator({ code: 'en' }),
  findAllExecutorById: byTestator({ code: 'en' }),
  findAllWitnessById: byTestator({ code: 'en' }),
  findAllBeneficiaryCorporateById: byTestator({ code: 'en' }),
  findAllNonBeneficiaryCorporateById: byTestator({ code: 'en' }),
  findAllRegistrar: byTestator({ code: 'en' }),
};

/** The URL of a call: /api/wst/, the endpoint's path with its parameters, and the query. */
export function urlOf(endpoint: Endpoint, call: Call): string {
  const path = endpoint.path.replace(/:([A-Za-z]+)/g, (_, name: string) => encodeURIComponent(String(call.params?.[name] ?? '')));
  const query = new URLSearchParams(
    Object.entries(call.query ?? {}).flatMap(([key, value]): [string, string][] => (value === undefined ? [] : [[key, String(value)]])),
  ).toString();
  return `/api/wst/${path}${query ? `?${query}` : ''}`;
}
