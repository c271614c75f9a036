import {
  CONTACT_PARENT_KINDS,
  ENTITY_KINDS,
  kindDefinition,
  kindLabelKeys,
  SECTION_OF_KIND,
  type TContactParentKind,
  type TEntityKind,
  type TListedKind,
} from '@vasiyat/contract';
import { labelKey, type TLabelKey } from '../../lib/label-types.ts';
import { ENTITY_PARAM, PRIMARY_PARAM } from './routes.ts';

/** The kinds with a list screen of their own (self has its wizard only; contact persons hang under another record). */
export type ListedKind = TListedKind;
/** The kinds a contact person can hang under. */
export type ContactParentKind = TContactParentKind;
export { CONTACT_PARENT_KINDS };

export type FormShape = 'person' | 'corporate' | 'registrar';

/** What the screens of one kind need, read from its row of the contract's kinds registry. */
export type KindConfig = {
  kind: TEntityKind;
  form: FormShape;
  listPath?: string;
  formPath?: string;
  contactPersonPath?: string;
  /** GET testator/<listEndpoint>?testatorId= (spec part 1 §7 "List screens"). */
  listEndpoint?: string;
  listTitleKey: TLabelKey;
  formTitleKey: TLabelKey;
  addKey: TLabelKey;
  hintKey?: TLabelKey;
  booleans: readonly number[];
  defaultBooleans: readonly number[];
  relation: 'required' | 'optional' | 'none';
  designation: boolean;
  /** Spec part 1 §2: Define self hides Specific Attribute. */
  specificAttribute: boolean;
  listErrorKey: 'personListFetingError' | 'personListFetchingError';
};

function configOf(kind: TEntityKind): KindConfig {
  const definition = kindDefinition(kind);
  const labels = kindLabelKeys(kind);
  return {
    kind,
    form: definition.form,
    listPath: definition.routes.list,
    formPath: definition.routes.form,
    contactPersonPath: definition.routes.contactPerson,
    listEndpoint: definition.listEndpoint,
    // The keys a kind's row names (kindLabelKeys): labels.unit.test.ts checks each exists.
    listTitleKey: labelKey(labels.listTitle),
    formTitleKey: labelKey(labels.formTitle),
    addKey: labelKey(labels.add),
    hintKey: labels.hint === undefined ? undefined : labelKey(labels.hint),
    booleans: definition.booleans,
    defaultBooleans: definition.defaultBooleans,
    relation: definition.relation,
    designation: definition.designation,
    specificAttribute: definition.subRecords.includes('attribute'),
    listErrorKey: definition.listErrorKey,
  };
}

export const KINDS = Object.fromEntries(ENTITY_KINDS.map((kind) => [kind, configOf(kind)])) as Record<TEntityKind, KindConfig>;

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
      return KINDS.self.formPath ? { path: KINDS.self.formPath, step: 0 } : null;
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
