import {
  BOOLEAN_ACTIVE,
  BOOLEAN_ALIVE,
  BOOLEAN_BENEFICIARY,
  BOOLEAN_DEPENDENT,
  BOOLEAN_MINOR,
  DEFAULT_BOOLEAN_MASTERS,
  SECTION_OF_KIND,
  type TEntityKind,
} from '@vasiyat/contract';
import { ENTITY_PARAM, PEOPLE_ROUTES, PRIMARY_PARAM } from './routes.ts';

/** The kinds with a list screen of their own (self has its wizard only; contact persons hang under another record). */
export type ListedKind = Exclude<TEntityKind, 'self' | 'contact_person'>;
/** The kinds a contact person can hang under. */
export type ContactParentKind = 'heir' | 'beneficiary_corporate' | 'non_beneficiary_corporate' | 'registrar';

export type FormShape = 'person' | 'corporate' | 'registrar';

export type KindConfig = {
  kind: TEntityKind;
  form: FormShape;
  listPath?: string;
  formPath?: string;
  contactPersonPath?: string;
  /** GET testator/<listEndpoint>?testatorId= (spec part 1 §7 "List screens"). */
  listEndpoint?: string;
  /** Screen code sent with the save (spec part 1 §2). */
  screenName?: 'BENIND' | 'NONBENIND' | 'EXECUTOR' | 'WITNESS' | 'CORPORATE' | 'NONCORPORATE';
  listTitleKey: string;
  formTitleKey: string;
  addKey: string;
  hintKey?: string;
  /** Boolean masters offered on the personal step (ids of spec part 1 §3). */
  booleans: readonly number[];
  /** Boolean masters ticked on a new record (spec part 1 §4: executors 8; contact persons 8 and 7). */
  defaultBooleans: readonly number[];
  relation: 'required' | 'optional' | 'none';
  designation: boolean;
  /** Spec part 1 §2: Define self hides Specific Attribute. */
  specificAttribute: boolean;
  /** Spec part 1 §8: list failures read 'Feting error' on some screens and 'Fetching error' on others. */
  listErrorKey: 'personListFetingError' | 'personListFetchingError';
};

const INDIVIDUAL_FLAGS = [BOOLEAN_ALIVE, BOOLEAN_ACTIVE, BOOLEAN_MINOR, BOOLEAN_DEPENDENT] as const;
const OFFICE_FLAGS = [BOOLEAN_ALIVE, BOOLEAN_ACTIVE] as const;

export const KINDS: Record<TEntityKind, KindConfig> = {
  self: {
    kind: 'self',
    form: 'person',
    formPath: PEOPLE_ROUTES.defineSelf,
    listTitleKey: 'personDefineSelfTitle',
    formTitleKey: 'personDefineSelfTitle',
    addKey: 'commonAdd',
    booleans: [],
    defaultBooleans: DEFAULT_BOOLEAN_MASTERS,
    relation: 'none',
    designation: false,
    specificAttribute: false,
    listErrorKey: 'personListFetchingError',
  },
  heir: {
    kind: 'heir',
    form: 'person',
    listPath: PEOPLE_ROUTES.heirList,
    formPath: PEOPLE_ROUTES.heirForm,
    contactPersonPath: PEOPLE_ROUTES.heirContactPerson,
    listTitleKey: 'heirListTitle',
    formTitleKey: 'heirFormTitle',
    addKey: 'heirAdd',
    hintKey: 'heirExtensionHint',
    booleans: [BOOLEAN_ALIVE, BOOLEAN_ACTIVE, BOOLEAN_BENEFICIARY, BOOLEAN_MINOR, BOOLEAN_DEPENDENT],
    defaultBooleans: DEFAULT_BOOLEAN_MASTERS,
    relation: 'required',
    designation: false,
    specificAttribute: true,
    listErrorKey: 'personListFetchingError',
  },
  beneficiary_individual: {
    kind: 'beneficiary_individual',
    form: 'person',
    listPath: PEOPLE_ROUTES.beneficiaryIndividualList,
    formPath: PEOPLE_ROUTES.beneficiaryIndividualForm,
    listEndpoint: 'findAllBeneficiarIndividual',
    screenName: 'BENIND',
    listTitleKey: 'beneficiaryIndividualListTitle',
    formTitleKey: 'beneficiaryIndividualFormTitle',
    addKey: 'beneficiaryIndividualAdd',
    booleans: INDIVIDUAL_FLAGS,
    defaultBooleans: DEFAULT_BOOLEAN_MASTERS,
    relation: 'required',
    designation: false,
    specificAttribute: true,
    listErrorKey: 'personListFetingError',
  },
  non_beneficiary_individual: {
    kind: 'non_beneficiary_individual',
    form: 'person',
    listPath: PEOPLE_ROUTES.nonBeneficiaryIndividualList,
    formPath: PEOPLE_ROUTES.nonBeneficiaryIndividualForm,
    listEndpoint: 'findNonAllBeneficiarIndividual',
    screenName: 'NONBENIND',
    listTitleKey: 'nonBeneficiaryIndividualListTitle',
    formTitleKey: 'nonBeneficiaryIndividualFormTitle',
    addKey: 'nonBeneficiaryIndividualAdd',
    booleans: INDIVIDUAL_FLAGS,
    defaultBooleans: DEFAULT_BOOLEAN_MASTERS,
    relation: 'required',
    designation: false,
    specificAttribute: true,
    listErrorKey: 'personListFetingError',
  },
  executor: {
    kind: 'executor',
    form: 'person',
    listPath: PEOPLE_ROUTES.executorList,
    formPath: PEOPLE_ROUTES.executorForm,
    listEndpoint: 'findAllExecutorById',
    screenName: 'EXECUTOR',
    listTitleKey: 'executorListTitle',
    formTitleKey: 'executorFormTitle',
    addKey: 'executorAdd',
    hintKey: 'executorHint',
    booleans: OFFICE_FLAGS,
    defaultBooleans: [BOOLEAN_ALIVE],
    relation: 'optional',
    designation: false,
    specificAttribute: true,
    listErrorKey: 'personListFetchingError',
  },
  witness: {
    kind: 'witness',
    form: 'person',
    listPath: PEOPLE_ROUTES.witnessList,
    formPath: PEOPLE_ROUTES.witnessForm,
    listEndpoint: 'findAllWitnessById',
    screenName: 'WITNESS',
    listTitleKey: 'witnessListTitle',
    formTitleKey: 'witnessFormTitle',
    addKey: 'witnessAdd',
    hintKey: 'witnessHint',
    booleans: OFFICE_FLAGS,
    defaultBooleans: DEFAULT_BOOLEAN_MASTERS,
    relation: 'optional',
    designation: false,
    specificAttribute: true,
    listErrorKey: 'personListFetchingError',
  },
  beneficiary_corporate: {
    kind: 'beneficiary_corporate',
    form: 'corporate',
    listPath: PEOPLE_ROUTES.beneficiaryCorporateList,
    formPath: PEOPLE_ROUTES.beneficiaryCorporateForm,
    contactPersonPath: PEOPLE_ROUTES.beneficiaryCorporateContactPerson,
    listEndpoint: 'findAllBeneficiaryCorporateById',
    screenName: 'CORPORATE',
    listTitleKey: 'beneficiaryCorporateListTitle',
    formTitleKey: 'beneficiaryCorporateFormTitle',
    addKey: 'beneficiaryCorporateAdd',
    booleans: [],
    defaultBooleans: [],
    relation: 'none',
    designation: false,
    specificAttribute: true,
    listErrorKey: 'personListFetchingError',
  },
  non_beneficiary_corporate: {
    kind: 'non_beneficiary_corporate',
    form: 'corporate',
    listPath: PEOPLE_ROUTES.nonBeneficiaryCorporateList,
    formPath: PEOPLE_ROUTES.nonBeneficiaryCorporateForm,
    contactPersonPath: PEOPLE_ROUTES.nonBeneficiaryCorporateContactPerson,
    listEndpoint: 'findAllNonBeneficiaryCorporateById',
    screenName: 'NONCORPORATE',
    listTitleKey: 'nonBeneficiaryCorporateListTitle',
    formTitleKey: 'nonBeneficiaryCorporateFormTitle',
    addKey: 'nonBeneficiaryCorporateAdd',
    booleans: [],
    defaultBooleans: [],
    relation: 'none',
    designation: false,
    specificAttribute: true,
    listErrorKey: 'personListFetchingError',
  },
  registrar: {
    kind: 'registrar',
    form: 'registrar',
    listPath: PEOPLE_ROUTES.registrarList,
    formPath: PEOPLE_ROUTES.registrarForm,
    contactPersonPath: PEOPLE_ROUTES.registrarContactPerson,
    listEndpoint: 'findAllRegistrar',
    listTitleKey: 'registrarListTitle',
    formTitleKey: 'registrarFormTitle',
    addKey: 'registrarAdd',
    booleans: [],
    defaultBooleans: [],
    relation: 'none',
    designation: false,
    specificAttribute: true,
    listErrorKey: 'personListFetchingError',
  },
  contact_person: {
    kind: 'contact_person',
    form: 'person',
    listTitleKey: 'contactPersonListTitle',
    formTitleKey: 'contactPersonFormTitle',
    addKey: 'contactPersonAdd',
    booleans: OFFICE_FLAGS,
    defaultBooleans: DEFAULT_BOOLEAN_MASTERS,
    relation: 'none',
    designation: true,
    specificAttribute: true,
    listErrorKey: 'personListFetchingError',
  },
};

export function isTEntityKind(value: string): value is TEntityKind {
  return value in KINDS;
}

type EditInput = { kind: string; entityId: number; primaryId?: number | null; parentKind?: ContactParentKind };

/**
 * Spec part 1 §4: editing picks the starting step and the route from the kind, through the section numbers
 * 1 heirs, 6 individuals, 7 executor/witness, 8 corporate, 9 contact person, 10 registrar. Every form opens
 * on its first step (Personal, or the corporate/registrar main form). Null when the kind has no form.
 */
export function editTarget({ kind, entityId, primaryId, parentKind }: EditInput): { path: string; step: 0 } | null {
  if (!isTEntityKind(kind)) return null;
  const query = (params: Record<string, number | null | undefined>) => {
    const search = new URLSearchParams();
    for (const [key, value] of Object.entries(params)) if (value) search.set(key, String(value));
    return `?${search.toString()}`;
  };
  const formOf = (config: KindConfig) =>
    config.formPath ? { path: `${config.formPath}${query({ [ENTITY_PARAM]: entityId })}`, step: 0 as const } : null;
  switch (SECTION_OF_KIND[kind]) {
    case 0:
      return { path: PEOPLE_ROUTES.defineSelf, step: 0 };
    case 1:
    case 6:
    case 7:
    case 8:
    case 10:
      return formOf(KINDS[kind]);
    case 9: {
      const parent = KINDS[parentKind ?? 'beneficiary_corporate'];
      return parent.contactPersonPath
        ? { path: `${parent.contactPersonPath}${query({ [PRIMARY_PARAM]: primaryId, [ENTITY_PARAM]: entityId })}`, step: 0 }
        : null;
    }
    default:
      return null;
  }
}

/** The form of a new record; with a primary id for an extension heir or a contact person. */
export function newRecordPath(path: string, primaryId?: number | null): string {
  return primaryId ? `${path}?${PRIMARY_PARAM}=${primaryId}` : path;
}
