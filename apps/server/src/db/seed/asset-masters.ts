/**
 * Master data of the asset screens (asset types 1–10, spec part 2 §9), translated. Every name is worded the way an
 * Indian lawyer, bank officer or sub-registrar's office words it (survey number, patta / khata, demat, folio, UAN,
 * PRAN, karta of an HUF), so a person in India recognises the thing they own; acronyms stay in Latin letters where
 * Indians write them so. Ids are stable: forms and saved assets refer to them. Subtype ids are asset type × 100 + n
 * (type 1 → 101, 102…; type 10 → 1001…) so subtypes of different types never collide and the type is readable from
 * the id. No attribute ever asks for a password, PIN, private key or seed phrase.
 */

import { ASSET_KIND_DEFINITIONS, ASSET_KINDS, type TAssetKind } from '@vasiyat/contract';

/** An item id, as the other master lists have them; its names are in translations/<code>/masters.json. */
export type AssetMasterEntry = number;
/** What an attribute's value is, so the form renders the right input and the server checks it. */
export type AttributeField = 'text' | 'number' | 'date' | 'amount';
export type AttributeMaster = {
  readonly id: number;
  readonly field: AttributeField;
  /** Account, folio, policy and similar numbers: encrypted at rest, shown masked (last four). */
  readonly sensitive?: true;
  /** Subtype attributes: the subtype ids it is asked for; primary attributes: the asset type ids (of the contract's kinds). */
  readonly appliesTo: readonly number[];
};

/** How the testator holds the asset. Id 2 is the share-based one: the form asks a percentage for it. */
export const OWNERSHIP_TYPES: readonly AssetMasterEntry[] = [1, 2, 3, 4, 5, 6];

/** Yes / no facts asked of every asset. */
export const ASSET_BOOLEANS: readonly AssetMasterEntry[] = [1, 2, 3, 4, 5, 6, 7];

/** Subtypes by asset type id (1 fixed … 10 insurance); subtype id = type id × 100 + n. */
export const ASSET_SUBTYPES: Readonly<Record<number, readonly AssetMasterEntry[]>> = {
  // 1 Fixed (immovable) property
  1: [101, 102, 103, 104, 105, 106, 107],
  // 2 Movable property
  2: [201, 202, 203, 204, 205, 206, 207, 208],
  // 3 Financial assets
  3: [301, 302, 303, 304, 305, 306, 307, 308, 309, 310, 311, 312, 313, 314],
  // 4 Other assets
  4: [401, 402, 403, 404],
  // 5 Intellectual property
  5: [501, 502, 503, 504, 505],
  // 6 Miscellaneous
  6: [601, 602, 603, 604, 605],
  // 7 Positions held
  7: [701, 702, 703, 704, 705, 706],
  // 8 Subscriptions and memberships
  8: [801, 802, 803, 804, 805],
  // 9 Digital assets
  9: [901, 902, 903, 904, 905, 906, 907, 908],
  // 10 Insurance
  10: [1001, 1002, 1003, 1004, 1005, 1006, 1007, 1008],
};

/** The asset type ids of these kinds (the contract's asset-kinds.ts). */
const kinds = (...names: TAssetKind[]): number[] => names.map((name) => ASSET_KIND_DEFINITIONS[name].typeId);
/** Every kind's type id but these. */
const kindsExcept = (...names: TAssetKind[]): number[] => kinds(...ASSET_KINDS.filter((kind) => !names.includes(kind)));
/** Every kind's type id: a kind added to the contract is asked for these attributes too. */
const EVERY_KIND = kinds(...ASSET_KINDS);
/** Every subtype of these kinds: a subtype added to one of them is asked for the attribute too. */
const subtypesOf = (...names: TAssetKind[]): number[] => kinds(...names).flatMap((typeId) => [...(ASSET_SUBTYPES[typeId] ?? [])]);

/**
 * Attributes asked per subtype. Where the original documents are kept is a primary attribute (asked of every asset),
 * so it is not repeated here.
 */
export const SUBTYPE_ATTRIBUTES: readonly AttributeMaster[] = [
  // Fixed property
  {
    id: 1,
    field: 'text',
    appliesTo: subtypesOf('fixed'),
  },
  {
    id: 2,
    field: 'text',
    appliesTo: subtypesOf('fixed'),
  },
  {
    id: 3,
    field: 'text',
    appliesTo: [101, 102, 103, 105, 106, 107],
  },
  {
    id: 4,
    field: 'text',
    appliesTo: subtypesOf('fixed'),
  },
  {
    id: 5,
    field: 'date',
    appliesTo: subtypesOf('fixed'),
  },
  {
    id: 6,
    field: 'number',
    appliesTo: [101, 102, 103, 105, 106, 107],
  },
  {
    id: 7,
    field: 'number',
    appliesTo: [104, 106, 107],
  },
  {
    id: 8,
    field: 'text',
    appliesTo: subtypesOf('fixed'),
  },
  {
    id: 9,
    field: 'text',
    appliesTo: subtypesOf('fixed'),
  },
  {
    id: 10,
    field: 'text',
    appliesTo: [101, 103, 104, 106, 107],
  },
  {
    id: 11,
    field: 'text',
    appliesTo: [102, 105],
  },
  {
    id: 12,
    field: 'text',
    appliesTo: [102],
  },

  // Vehicles and farm machinery
  {
    id: 13,
    field: 'text',
    appliesTo: [201, 202, 208, 1006],
  },
  {
    id: 14,
    field: 'text',
    sensitive: true,
    appliesTo: [201, 202, 208],
  },
  {
    id: 15,
    field: 'text',
    appliesTo: [201, 202, 208],
  },

  // Jewellery, valuables and personal things
  {
    id: 16,
    field: 'number',
    appliesTo: [203, 204],
  },
  {
    id: 17,
    field: 'text',
    appliesTo: [203, 204],
  },
  {
    id: 18,
    field: 'text',
    appliesTo: [...subtypesOf('miscellaneous'), 203, 204, 205, 206, 207, 403, 404],
  },
  {
    id: 19,
    field: 'text',
    appliesTo: [...subtypesOf('miscellaneous'), 203, 204, 205, 206, 207, 208, 314, 403],
  },

  // Bank accounts and deposits
  {
    id: 20,
    field: 'text',
    sensitive: true,
    appliesTo: [301, 302, 303, 304, 311, 313],
  },
  {
    id: 21,
    field: 'text',
    appliesTo: [301, 302, 303, 304, 307, 313],
  },
  {
    id: 22,
    field: 'text',
    appliesTo: [301, 302, 303, 304, 307, 311, 313],
  },
  {
    id: 23,
    field: 'date',
    appliesTo: [303, 304, 307, 310, 311, 312, 313],
  },
  {
    id: 24,
    field: 'amount',
    appliesTo: [303, 304, 311, 402],
  },
  {
    id: 25,
    field: 'amount',
    appliesTo: [314, 401],
  },

  // Mutual funds, shares, bonds
  {
    id: 26,
    field: 'text',
    sensitive: true,
    appliesTo: [305],
  },
  {
    id: 27,
    field: 'text',
    appliesTo: [305],
  },
  {
    id: 28,
    field: 'text',
    appliesTo: [305, 309, 311],
  },
  {
    id: 29,
    field: 'number',
    appliesTo: [305, 306, 312],
  },
  {
    id: 30,
    field: 'text',
    sensitive: true,
    appliesTo: [306, 310, 312],
  },
  {
    id: 31,
    field: 'text',
    appliesTo: [306, 310, 312],
  },
  {
    id: 32,
    field: 'text',
    sensitive: true,
    appliesTo: [310, 311, 312],
  },

  // Provident fund and pension
  {
    id: 33,
    field: 'text',
    sensitive: true,
    appliesTo: [307],
  },
  {
    id: 34,
    field: 'text',
    sensitive: true,
    appliesTo: [308],
  },
  {
    id: 35,
    field: 'text',
    appliesTo: [308],
  },
  {
    id: 36,
    field: 'text',
    sensitive: true,
    appliesTo: [309],
  },

  // Receivables, deposits, business stock, anything else
  {
    id: 37,
    field: 'text',
    appliesTo: [401, 402],
  },
  {
    id: 38,
    field: 'text',
    appliesTo: [401, 402, 404, 505, 604],
  },
  {
    id: 39,
    field: 'text',
    appliesTo: [403, 706],
  },

  // Intellectual property
  {
    id: 40,
    field: 'text',
    appliesTo: subtypesOf('intellectual'),
  },
  {
    id: 41,
    field: 'text',
    appliesTo: [501, 502, 503, 504],
  },
  {
    id: 42,
    field: 'date',
    appliesTo: [501, 502, 503, 504],
  },
  {
    id: 43,
    field: 'text',
    appliesTo: [501, 502, 503, 504],
  },
  {
    id: 44,
    field: 'text',
    appliesTo: [505],
  },

  // Positions held
  {
    id: 45,
    field: 'text',
    appliesTo: subtypesOf('position'),
  },
  {
    id: 46,
    field: 'text',
    appliesTo: [701, 702, 703, 704],
  },
  {
    id: 47,
    field: 'text',
    sensitive: true,
    appliesTo: [701],
  },
  {
    id: 48,
    field: 'number',
    appliesTo: [702, 703],
  },
  {
    id: 49,
    field: 'text',
    sensitive: true,
    appliesTo: [702, 703, 704, 705],
  },

  // Subscriptions and digital accounts
  {
    id: 50,
    field: 'text',
    appliesTo: [...subtypesOf('subscription'), 901, 902, 903, 905, 906, 907, 908],
  },
  {
    id: 51,
    field: 'text',
    sensitive: true,
    appliesTo: subtypesOf('subscription'),
  },
  {
    id: 52,
    field: 'date',
    appliesTo: [...subtypesOf('subscription'), 904, 907],
  },
  {
    id: 53,
    field: 'text',
    appliesTo: [901, 902, 904, 905, 906, 907, 908],
  },
  {
    id: 54,
    field: 'text',
    appliesTo: [903],
  },
  {
    id: 55,
    field: 'text',
    appliesTo: [904],
  },
  {
    id: 56,
    field: 'text',
    appliesTo: [904, 907, 908],
  },
  {
    id: 57,
    field: 'text',
    appliesTo: subtypesOf('digital'),
  },

  // Insurance (the nominee is a primary attribute of type 10)
  {
    id: 58,
    field: 'text',
    sensitive: true,
    appliesTo: subtypesOf('insurance'),
  },
  {
    id: 59,
    field: 'text',
    appliesTo: subtypesOf('insurance'),
  },
  {
    id: 60,
    field: 'amount',
    appliesTo: subtypesOf('insurance'),
  },
  {
    id: 61,
    field: 'date',
    appliesTo: subtypesOf('insurance'),
  },
];

/**
 * Attributes asked of every asset of the listed asset types (1 fixed … 10 insurance). The address is not one of them:
 * the asset's location tab holds it.
 */
export const PRIMARY_ATTRIBUTES: readonly AttributeMaster[] = [
  {
    id: 1,
    field: 'date',
    appliesTo: EVERY_KIND,
  },
  {
    id: 2,
    field: 'text',
    appliesTo: kindsExcept('subscription', 'digital', 'insurance'),
  },
  {
    id: 3,
    field: 'amount',
    appliesTo: kinds('fixed', 'movable', 'financial', 'intellectual'),
  },
  {
    id: 4,
    field: 'amount',
    appliesTo: kindsExcept('subscription', 'digital', 'insurance'),
  },
  {
    id: 5,
    field: 'date',
    appliesTo: kindsExcept('subscription', 'digital', 'insurance'),
  },
  {
    id: 6,
    field: 'text',
    appliesTo: EVERY_KIND,
  },
  {
    id: 7,
    field: 'text',
    appliesTo: kinds('financial', 'insurance'),
  },
  {
    id: 8,
    field: 'amount',
    appliesTo: kinds('fixed', 'financial', 'intellectual', 'position'),
  },
  {
    id: 9,
    field: 'text',
    appliesTo: kinds('fixed', 'movable', 'financial', 'insurance'),
  },
];
