import { ASSET_KIND_DEFINITIONS, type TAssetKind } from '@vasiyat/contract';

// Query parameters of the asset form; the screens' addresses are the contract's asset kinds.

/** The asset being edited (spec part 2 §2: ?assetId= for an edit), so a reload opens it again. */
export const ASSET_PARAM = 'assetId';
export const STEP_PARAM = 'step';

/** The form of a kind: a new asset, or an existing one by its id. */
export function assetFormPath(kind: TAssetKind, assetId?: number): string {
  const form = ASSET_KIND_DEFINITIONS[kind].routes.form;
  return assetId ? `${form}?${ASSET_PARAM}=${assetId}` : form;
}

/** The dashboard tile of the assets (spec part 2 §2, §9: menu 101, its items the ten kinds). */
export const ASSETS_MENU_ID = 101;
