// The ten kinds of asset a will lists, one row each (spec part 2 §2, §9): the asset type id, its screen
// code, its list and form routes and where it usually is. Server and web read the same row, so a kind is
// a row here (its labels are `asset<Kind>ListTitle` / `asset<Kind>AddTitle`) and its master data.

export type TAssetKindDefinition = {
  /** Asset type id (spec part 2 §9): what the calls send as assetTypeId / assetTypeMstId. */
  readonly typeId: number;
  /** Screen code of the spec's table. */
  readonly screen: string;
  readonly routes: { readonly list: string; readonly form: string };
  /** Where such an asset usually is: P physical (an address), V virtual (an online account). */
  readonly locationType: 'P' | 'V';
};

export const ASSET_KIND_DEFINITIONS = {
  fixed: {
    typeId: 1,
    screen: 'FIXED',
    routes: { list: '/testator/fixedAsset', form: '/testator/fixedAsset/addFixedAssetDetails' },
    locationType: 'P',
  },
  movable: {
    typeId: 2,
    screen: 'MOVABLE',
    // spec part 2 §2: the movable form route ("also used for miscellaneous edits")
    routes: { list: '/testator/movableAsset', form: '/testator/movableAsset/addMovedAssetDetails' },
    locationType: 'P',
  },
  financial: {
    typeId: 3,
    screen: 'FINANCIAL',
    routes: { list: '/testator/financialAsset', form: '/testator/financialAsset/financialAssetDetails' },
    locationType: 'P',
  },
  other: {
    typeId: 4,
    screen: 'OTHER',
    routes: { list: '/testator/othersAssets', form: '/testator/othersAssets/otherAssetDetails' },
    locationType: 'P',
  },
  intellectual: {
    typeId: 5,
    screen: 'INTEL',
    routes: { list: '/testator/intellectualAssets', form: '/testator/intellectualAssets/intellectualAssetDetails' },
    locationType: 'V',
  },
  miscellaneous: {
    typeId: 6,
    screen: 'MISS',
    routes: { list: '/testator/missellaneousAssets', form: '/testator/missellaneousAssets/MisscelleniousAssetDetails' },
    locationType: 'P',
  },
  position: {
    typeId: 7,
    screen: 'POS',
    routes: { list: '/testator/positionsAssets', form: '/testator/positionsAssets/positionsAssetDetails' },
    locationType: 'P',
  },
  subscription: {
    typeId: 8,
    screen: 'SUB',
    routes: { list: '/testator/subscriptionAssets', form: '/testator/subscriptionAssets/subscriptionAssetDetails' },
    locationType: 'V',
  },
  digital: {
    typeId: 9,
    screen: 'DIGITAL',
    // spec part 2 §2 writes the list route with a trailing slash; the router takes both.
    routes: { list: '/testator/digitalAssets', form: '/testator/digitalAssets/digitalAssetsDetails' },
    locationType: 'V',
  },
  insurance: {
    typeId: 10,
    screen: 'INSU',
    routes: { list: '/testator/insuranceAssets', form: '/testator/insuranceAssets/insuranceAssetsDetails' },
    locationType: 'P',
  },
} as const satisfies Record<string, TAssetKindDefinition>;

export type TAssetKind = keyof typeof ASSET_KIND_DEFINITIONS;
export const ASSET_KINDS = Object.keys(ASSET_KIND_DEFINITIONS) as TAssetKind[];
export const ASSET_TYPE_IDS: readonly number[] = ASSET_KINDS.map((kind) => ASSET_KIND_DEFINITIONS[kind].typeId);

export function assetKindDefinition(kind: TAssetKind): TAssetKindDefinition {
  return ASSET_KIND_DEFINITIONS[kind];
}

/** The kind of an asset type id, or undefined for an id that is none of the ten. */
export function assetKindOfType(typeId: number): TAssetKind | undefined {
  return ASSET_KINDS.find((kind) => ASSET_KIND_DEFINITIONS[kind].typeId === typeId);
}

const pascal = (kind: string) => kind.charAt(0).toUpperCase() + kind.slice(1);

/** The label keys of a kind's screens (seeded with the other labels, in every language). */
export function assetKindLabelKeys(kind: TAssetKind): { listTitle: string; add: string } {
  return { listTitle: `asset${pascal(kind)}ListTitle`, add: `asset${pascal(kind)}AddTitle` };
}
