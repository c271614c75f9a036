// Every kind of person and organisation a will names, one row each (DESIGN §5): which call saves it,
// which list shows it, its screens (spec part 1 §2), the flags and fields its form asks for (§4, §5) and
// its labels. Server and web read the same row, so a new kind is a row here and its own rules.
import {
  BOOLEAN_ACTIVE,
  BOOLEAN_ALIVE,
  BOOLEAN_BENEFICIARY,
  BOOLEAN_DEPENDENT,
  BOOLEAN_MINOR,
  DEFAULT_BOOLEAN_MASTERS,
} from './constants.ts';

export const SUB_RECORDS = ['address', 'contact', 'identification', 'document', 'attribute'] as const;
export type TSubRecord = (typeof SUB_RECORDS)[number];
const ALL_SUB_RECORDS = SUB_RECORDS;
/** Spec part 1 §2: Define self hides Specific Attribute. */
const SELF_SUB_RECORDS = ['address', 'contact', 'identification', 'document'] as const;

const INDIVIDUAL_FLAGS = [BOOLEAN_ALIVE, BOOLEAN_ACTIVE, BOOLEAN_MINOR, BOOLEAN_DEPENDENT] as const;
const OFFICE_FLAGS = [BOOLEAN_ALIVE, BOOLEAN_ACTIVE] as const;

export type TPersonKindDefinition = {
  /** The main step: a person's Personal tab, or the corporate / registrar main form (step 0). */
  readonly form: 'person' | 'corporate' | 'registrar';
  /** Wizard section numbers that pick the edit route (spec part 1 §4). */
  readonly section: number;
  /** The endpoint that saves it (a key of peopleEndpoints) and the key its answer holds the id under. */
  readonly save:
    | 'saveOrUpdate'
    | 'saveNhRelation'
    | 'saveBeneficiaries'
    | 'saveExecutorAndWitness'
    | 'saveCorporate'
    | 'saveContactPerson'
    | 'saveRegistrar';
  readonly answerKey: 'data' | 'NH' | 'ben' | 'exwi' | 'corporate' | 'contact' | 'registrar';
  /** Screen code sent with the save where one call saves two kinds (spec part 1 §2). */
  readonly screenName?: 'BENIND' | 'NONBENIND' | 'EXECUTOR' | 'WITNESS' | 'CORPORATE' | 'NONCORPORATE';
  /** GET testator/<listEndpoint>?testatorId= (spec part 1 §7 "List screens"). */
  readonly listEndpoint?: string;
  readonly listSummary?: string;
  readonly routes: { readonly list?: string; readonly form?: string; readonly contactPerson?: string };
  /** Boolean masters offered on the personal step (ids of spec part 1 §3). */
  readonly booleans: readonly number[];
  /** Boolean masters ticked on a new record (spec part 1 §4: executors 8; contact persons 8 and 7). */
  readonly defaultBooleans: readonly number[];
  readonly relation: 'required' | 'optional' | 'none';
  /** Contact persons need a designation (spec part 1 §5). */
  readonly designation: boolean;
  readonly subRecords: readonly TSubRecord[];
  /** Spec part 1 §8: list failures read 'Feting error' on some screens and 'Fetching error' on others. */
  readonly listErrorKey: 'personListFetingError' | 'personListFetchingError';
  /** Label keys the row does not own (self and contact persons use the shared person labels). */
  readonly labelKeys?: { readonly listTitle: string; readonly formTitle: string; readonly add: string };
  /** The row's labels (translations/<code>/kinds.json) include a hint under the title. */
  readonly hint?: boolean;
};

export const PERSON_KIND_DEFINITIONS = {
  self: {
    form: 'person',
    section: 0,
    save: 'saveOrUpdate',
    answerKey: 'data',
    routes: { form: '/testator/define-self' },
    booleans: [],
    defaultBooleans: DEFAULT_BOOLEAN_MASTERS,
    relation: 'none',
    designation: false,
    subRecords: SELF_SUB_RECORDS,
    listErrorKey: 'personListFetchingError',
    labelKeys: { listTitle: 'personDefineSelfTitle', formTitle: 'personDefineSelfTitle', add: 'commonAdd' },
  },
  heir: {
    form: 'person',
    section: 1,
    save: 'saveNhRelation',
    answerKey: 'NH',
    routes: {
      list: '/testator/addnaturalheirs',
      form: '/testator/addnaturalheirs/entityDetails',
      contactPerson: '/testator/addnaturalheirs/contactperson',
    },
    booleans: [BOOLEAN_ALIVE, BOOLEAN_ACTIVE, BOOLEAN_BENEFICIARY, BOOLEAN_MINOR, BOOLEAN_DEPENDENT],
    defaultBooleans: DEFAULT_BOOLEAN_MASTERS,
    relation: 'required',
    designation: false,
    subRecords: ALL_SUB_RECORDS,
    listErrorKey: 'personListFetchingError',
    hint: true,
  },
  beneficiary_individual: {
    form: 'person',
    section: 6,
    save: 'saveBeneficiaries',
    answerKey: 'ben',
    screenName: 'BENIND',
    listEndpoint: 'findAllBeneficiarIndividual',
    listSummary: 'Beneficiary individuals',
    routes: { list: '/testator/addbeneficiaryindividual', form: '/testator/addbeneficiaryindividual/beneficiaryIndividualentityDetails' },
    booleans: INDIVIDUAL_FLAGS,
    defaultBooleans: DEFAULT_BOOLEAN_MASTERS,
    relation: 'required',
    designation: false,
    subRecords: ALL_SUB_RECORDS,
    listErrorKey: 'personListFetingError',
  },
  non_beneficiary_individual: {
    form: 'person',
    section: 6,
    save: 'saveBeneficiaries',
    answerKey: 'ben',
    screenName: 'NONBENIND',
    listEndpoint: 'findNonAllBeneficiarIndividual',
    listSummary: 'Non-beneficiary individuals',
    routes: { list: '/testator/addnonbeneficiaryindividual', form: '/testator/addnonbeneficiaryindividual/nonBeneficiaryentityDetails' },
    booleans: INDIVIDUAL_FLAGS,
    defaultBooleans: DEFAULT_BOOLEAN_MASTERS,
    relation: 'required',
    designation: false,
    subRecords: ALL_SUB_RECORDS,
    listErrorKey: 'personListFetingError',
  },
  executor: {
    form: 'person',
    section: 7,
    save: 'saveExecutorAndWitness',
    answerKey: 'exwi',
    screenName: 'EXECUTOR',
    listEndpoint: 'findAllExecutorById',
    listSummary: 'Executors',
    routes: { list: '/testator/addexecutor', form: '/testator/addexecutor/addexecutorDetails' },
    booleans: OFFICE_FLAGS,
    defaultBooleans: [BOOLEAN_ALIVE],
    relation: 'optional',
    designation: false,
    subRecords: ALL_SUB_RECORDS,
    listErrorKey: 'personListFetchingError',
    hint: true,
  },
  witness: {
    form: 'person',
    section: 7,
    save: 'saveExecutorAndWitness',
    answerKey: 'exwi',
    screenName: 'WITNESS',
    listEndpoint: 'findAllWitnessById',
    listSummary: 'Witnesses',
    routes: { list: '/testator/addwitness', form: '/testator/addwitness/addwitnessyDetails' },
    booleans: OFFICE_FLAGS,
    defaultBooleans: DEFAULT_BOOLEAN_MASTERS,
    relation: 'optional',
    designation: false,
    subRecords: ALL_SUB_RECORDS,
    listErrorKey: 'personListFetchingError',
    hint: true,
  },
  beneficiary_corporate: {
    form: 'corporate',
    section: 8,
    save: 'saveCorporate',
    answerKey: 'corporate',
    screenName: 'CORPORATE',
    listEndpoint: 'findAllBeneficiaryCorporateById',
    listSummary: 'Beneficiary corporates, with their contact persons',
    routes: {
      list: '/testator/addbeneficiarycorporate',
      form: '/testator/addbeneficiarycorporate/beneficiarycorporateDetails',
      contactPerson: '/testator/addbeneficiarycorporate/contactperson',
    },
    booleans: [],
    defaultBooleans: [],
    relation: 'none',
    designation: false,
    subRecords: ALL_SUB_RECORDS,
    listErrorKey: 'personListFetchingError',
  },
  non_beneficiary_corporate: {
    form: 'corporate',
    section: 8,
    save: 'saveCorporate',
    answerKey: 'corporate',
    screenName: 'NONCORPORATE',
    listEndpoint: 'findAllNonBeneficiaryCorporateById',
    listSummary: 'Non-beneficiary corporates, with their contact persons',
    routes: {
      list: '/testator/addnonbeneficiarycorporate',
      form: '/testator/addnonbeneficiarycorporate/nonBeneficiarycorporateDetails',
      contactPerson: '/testator/addnonbeneficiarycorporate/contactperson',
    },
    booleans: [],
    defaultBooleans: [],
    relation: 'none',
    designation: false,
    subRecords: ALL_SUB_RECORDS,
    listErrorKey: 'personListFetchingError',
  },
  registrar: {
    form: 'registrar',
    section: 10,
    save: 'saveRegistrar',
    answerKey: 'registrar',
    listEndpoint: 'findAllRegistrar',
    listSummary: 'Registrars, with their contact persons',
    routes: {
      list: '/testator/addregistrar',
      form: '/testator/addregistrar/registrarDetails',
      contactPerson: '/testator/addregistrar/contactperson',
    },
    booleans: [],
    defaultBooleans: [],
    relation: 'none',
    designation: false,
    subRecords: ALL_SUB_RECORDS,
    listErrorKey: 'personListFetchingError',
  },
  contact_person: {
    form: 'person',
    section: 9,
    save: 'saveContactPerson',
    answerKey: 'contact',
    routes: {},
    booleans: OFFICE_FLAGS,
    defaultBooleans: DEFAULT_BOOLEAN_MASTERS,
    relation: 'none',
    designation: true,
    subRecords: ALL_SUB_RECORDS,
    listErrorKey: 'personListFetchingError',
    labelKeys: { listTitle: 'contactPersonListTitle', formTitle: 'contactPersonFormTitle', add: 'contactPersonAdd' },
  },
} as const satisfies Record<string, TPersonKindDefinition>;

export type TEntityKind = keyof typeof PERSON_KIND_DEFINITIONS;
export const ENTITY_KINDS = Object.keys(PERSON_KIND_DEFINITIONS) as TEntityKind[];
/** The kinds with a list screen of their own. */
export type TListedKind = {
  [K in TEntityKind]: (typeof PERSON_KIND_DEFINITIONS)[K] extends { routes: { list: string } } ? K : never;
}[TEntityKind];
export const LISTED_KINDS = ENTITY_KINDS.filter((kind): kind is TListedKind => 'list' in PERSON_KIND_DEFINITIONS[kind].routes);
/** The kinds a contact person can hang under. */
export type TContactParentKind = {
  [K in TEntityKind]: (typeof PERSON_KIND_DEFINITIONS)[K] extends { routes: { contactPerson: string } } ? K : never;
}[TEntityKind];
export const CONTACT_PARENT_KINDS = ENTITY_KINDS.filter(
  (kind): kind is TContactParentKind => 'contactPerson' in PERSON_KIND_DEFINITIONS[kind].routes,
);

export function kindDefinition(kind: TEntityKind): TPersonKindDefinition {
  return PERSON_KIND_DEFINITIONS[kind];
}

export function isEntityKind(value: string): value is TEntityKind {
  return value in PERSON_KIND_DEFINITIONS;
}

/** Screen codes the client sends and the kind each saves (spec part 1 §2). */
export const SCREEN_KINDS = Object.fromEntries(
  ENTITY_KINDS.flatMap((kind) => {
    const screen = kindDefinition(kind).screenName;
    return screen ? [[screen, kind]] : [];
  }),
) as Record<NonNullable<TPersonKindDefinition['screenName']>, TEntityKind>;

/** Wizard section numbers used to pick the edit route (spec part 1 §4). */
export const SECTION_OF_KIND = Object.fromEntries(ENTITY_KINDS.map((kind) => [kind, kindDefinition(kind).section])) as Record<
  TEntityKind,
  number
>;

const camel = (kind: string) => kind.replace(/_([a-z])/g, (_, letter: string) => letter.toUpperCase());
const PARTS = { listTitle: 'ListTitle', formTitle: 'FormTitle', add: 'Add', hint: 'Hint' } as const;

/** The label keys of a kind's screens. */
export function kindLabelKeys(kind: TEntityKind): { listTitle: string; formTitle: string; add: string; hint?: string } {
  const definition = kindDefinition(kind);
  if (definition.labelKeys) return definition.labelKeys;
  const key = (part: keyof typeof PARTS) => `${camel(kind)}${PARTS[part]}`;
  return {
    listTitle: key('listTitle'),
    formTitle: key('formTitle'),
    add: key('add'),
    ...(definition.hint ? { hint: key('hint') } : {}),
  };
}
