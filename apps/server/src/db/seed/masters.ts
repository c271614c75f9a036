/**
 * Master lists of the person forms (spec part 1 §3), translated. Ids are stable: forms and data refer to
 * them (contact types 1 mobile, 2 email, 3 landline; boolean master 8 alive, 7 active).
 * Each entry is an item id; its names are in translations/<code>/masters.json.
 */
export type MasterEntry = number;

import {
  ASSET_BOOLEANS,
  ASSET_SUBTYPES,
  type AttributeField,
  type AttributeMaster,
  OWNERSHIP_TYPES,
  PRIMARY_ATTRIBUTES,
  SUBTYPE_ATTRIBUTES,
} from './asset-masters.ts';

const PLAIN_MASTER_TYPES = [
  'marital_status',
  'religion',
  'relation',
  'boolean',
  'address_type',
  'contact_type',
  'identification_type',
  'corporate_type',
  'assignment_type',
] as const;
type PlainMasterType = (typeof PLAIN_MASTER_TYPES)[number];
/** The asset screens' lists (asset-masters.ts): subtypes by asset type, attribute masters with their kind of value. */
const ASSET_MASTER_TYPES = ['ownership_type', 'asset_boolean', 'asset_subtype', 'subtype_attribute', 'primary_attribute'] as const;
export const MASTER_TYPES = [...PLAIN_MASTER_TYPES, ...ASSET_MASTER_TYPES] as const;
export type MasterType = (typeof MASTER_TYPES)[number];

/** One item of a master list as seeded: where it belongs, what kind of value it asks for. */
export type MasterRow = {
  masterType: MasterType;
  itemId: number;
  sortOrder: number;
  parentIds: number[];
  fieldType: AttributeField | null;
  sensitive: boolean;
};

const plainRows = (masterType: MasterType, entries: readonly MasterEntry[], parentIdOf: (id: number) => number[] = () => []) =>
  entries.map(
    (itemId, index): MasterRow => ({
      masterType,
      itemId,
      sortOrder: index + 1,
      parentIds: parentIdOf(itemId),
      fieldType: null,
      sensitive: false,
    }),
  );
const attributeRows = (masterType: MasterType, attributes: readonly AttributeMaster[]) =>
  attributes.map(
    (attribute, index): MasterRow => ({
      masterType,
      itemId: attribute.id,
      sortOrder: index + 1,
      parentIds: [...attribute.appliesTo],
      fieldType: attribute.field,
      sensitive: attribute.sensitive ?? false,
    }),
  );

/** Every master item the seed writes. */
export function seedMasterRows(): MasterRow[] {
  return [
    ...PLAIN_MASTER_TYPES.flatMap((type) => plainRows(type, seedMasters[type])),
    ...plainRows('ownership_type', OWNERSHIP_TYPES),
    ...plainRows('asset_boolean', ASSET_BOOLEANS),
    ...Object.entries(ASSET_SUBTYPES).flatMap(([typeId, subtypes]) => plainRows('asset_subtype', subtypes, () => [Number(typeId)])),
    ...attributeRows('subtype_attribute', SUBTYPE_ATTRIBUTES),
    ...attributeRows('primary_attribute', PRIMARY_ATTRIBUTES),
  ];
}

export const seedMasters: Record<PlainMasterType, readonly MasterEntry[]> = {
  marital_status: [1, 2, 3, 4, 5],
  religion: [1, 2, 3, 4, 5, 6, 7, 8, 9, 10],
  // Indian family relations, as the natural-heir tree needs them (Hindu Succession Act Class I and II heirs).
  relation: [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21, 22, 23, 24, 25, 26, 27],
  boolean: [2, 3, 6, 7, 8],
  address_type: [1, 2, 3, 4],
  contact_type: [1, 2, 3],
  identification_type: [1, 2, 3, 4, 5, 6, 7, 8, 9],
  // spec part 2 §9: how an assignment gives its assets (ids 10-50; what each asks is ASSIGNMENT_TYPE_DEFINITIONS).
  assignment_type: [10, 20, 30, 40, 50],
  corporate_type: [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11],
};
