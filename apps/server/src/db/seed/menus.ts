import { ASSET_KIND_DEFINITIONS, ASSET_KINDS, PERSON_KIND_DEFINITIONS, ROLE_ADMIN, ROLE_TESTATOR, SCREEN_PATHS } from '@vasiyat/contract';

export type SeedMenu = { menuId: number; parentId: number | null; roles: number[]; url: string; requires?: 'self' };

const T = ROLE_TESTATOR;
const A = ROLE_ADMIN;

// Every address is the contract's: a person kind's list (kinds.ts), an asset kind's list (asset-kinds.ts) or a
// screen of SCREEN_PATHS (screens.ts); none is written here.
const people = PERSON_KIND_DEFINITIONS;

/**
 * The Assets tile's items: one per asset kind of the contract, in its order, menu id 129 + the kind's type id,
 * its address the kind's list. Their words are in translations/<code>/menus.json; a kind without them fails the seed.
 */
const assetMenus = (): SeedMenu[] =>
  ASSET_KINDS.map((kind) => {
    const { typeId, routes } = ASSET_KIND_DEFINITIONS[kind];
    return { menuId: 129 + typeId, parentId: 101, roles: [T], url: routes.list };
  });

/**
 * Menus per role (spec part 1 §6, part 2 §2 and §9). Top-level tiles 124, 91, 101, 125, 127 for the testator
 * and 126 for the administrator; submenus 109–118 in the spec's order, other submenus after them.
 * Their names and descriptions are in translations/<code>/menus.json.
 */
export const seedMenus: SeedMenu[] = [
  // testator tiles
  {
    menuId: 124,
    parentId: null,
    roles: [T],
    url: SCREEN_PATHS.testator,
  },
  {
    menuId: 91,
    parentId: null,
    roles: [T],
    url: SCREEN_PATHS.testator,
  },
  {
    menuId: 101,
    parentId: null,
    roles: [T],
    url: SCREEN_PATHS.testator,
  },
  {
    menuId: 125,
    parentId: null,
    roles: [T],
    url: SCREEN_PATHS.testator,
  },
  {
    menuId: 127,
    parentId: null,
    roles: [T],
    url: SCREEN_PATHS.testator,
  },
  // administrator tile
  {
    menuId: 126,
    parentId: null,
    roles: [A],
    url: SCREEN_PATHS.admin,
  },

  // 124 About me: exactly one item, so the tile opens it directly
  {
    menuId: 128,
    parentId: 124,
    roles: [T],
    url: people.self.routes.form,
  },

  // 91 Family and people
  {
    menuId: 109,
    parentId: 91,
    roles: [T],
    url: people.heir.routes.list,
  },
  {
    menuId: 110,
    parentId: 91,
    roles: [T],
    url: people.beneficiary_individual.routes.list,
  },
  {
    menuId: 111,
    parentId: 91,
    roles: [T],
    url: people.non_beneficiary_individual.routes.list,
  },
  {
    menuId: 113,
    parentId: 91,
    roles: [T],
    url: people.executor.routes.list,
  },
  {
    menuId: 117,
    parentId: 91,
    roles: [T],
    url: people.witness.routes.list,
  },
  {
    menuId: 118,
    parentId: 91,
    roles: [T],
    url: people.beneficiary_corporate.routes.list,
  },
  {
    menuId: 115,
    parentId: 91,
    roles: [T],
    url: people.non_beneficiary_corporate.routes.list,
  },
  {
    menuId: 116,
    parentId: 91,
    roles: [T],
    url: people.registrar.routes.list,
  },

  // 101 Assets: one item per asset kind (spec part 2 §9), its address the kind's list (asset-kinds.ts)
  ...assetMenus(),

  // 125 Asset assignment
  {
    menuId: 112,
    parentId: 125,
    roles: [T],
    url: SCREEN_PATHS.unassignedAssets,
  },
  {
    menuId: 114,
    parentId: 125,
    roles: [T],
    url: SCREEN_PATHS.assignedAssets,
  },

  // 127 My will: needs Define self first (the will names its maker)
  {
    menuId: 140,
    parentId: 127,
    roles: [T],
    url: SCREEN_PATHS.willTemplate,
    requires: 'self',
  },

  // 126 administrator: will templates
  {
    menuId: 119,
    parentId: 126,
    roles: [A],
    url: SCREEN_PATHS.adminClauses,
  },
  {
    menuId: 120,
    parentId: 126,
    roles: [A],
    url: SCREEN_PATHS.adminTemplates,
  },
];
