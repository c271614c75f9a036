import { ASSET_KIND_DEFINITIONS, ASSET_KINDS, ASSET_TYPE_IDS } from '@vasiyat/contract';
import { describe, expect, it } from 'vitest';
import { ASSET_SUBTYPES, PRIMARY_ATTRIBUTES, SUBTYPE_ATTRIBUTES } from './asset-masters.ts';
import { seedMenus } from './menus.ts';

const subtypeIds = Object.values(ASSET_SUBTYPES).flat();

describe('the asset master lists and menus, against the contract’s asset kinds', () => {
  it('give every kind its subtypes, numbered type id × 100 + n, and no other type any', () => {
    expect(
      Object.keys(ASSET_SUBTYPES)
        .map(Number)
        .sort((a, b) => a - b),
    ).toEqual([...ASSET_TYPE_IDS].sort((a, b) => a - b));
    for (const [typeId, entries] of Object.entries(ASSET_SUBTYPES)) {
      expect(entries.length, typeId).toBeGreaterThan(0);
      for (const id of entries) expect(Math.floor(id / 100), String(id)).toBe(Number(typeId));
    }
  });

  it('ask attributes only of subtypes and kinds that exist', () => {
    for (const attribute of SUBTYPE_ATTRIBUTES) for (const id of attribute.appliesTo) expect(subtypeIds, `${attribute.id}`).toContain(id);
    for (const attribute of PRIMARY_ATTRIBUTES)
      for (const id of attribute.appliesTo) expect(ASSET_TYPE_IDS, `${attribute.id}`).toContain(id);
    // Where the originals are kept is asked of every kind, a kind added later included.
    expect(PRIMARY_ATTRIBUTES.find((attribute) => attribute.id === 6)?.appliesTo).toEqual(ASSET_TYPE_IDS);
  });

  it('give the Assets tile one item per kind, at the kind’s own list', () => {
    const items = seedMenus.filter((menu) => menu.parentId === 101);
    expect(items.map((menu) => menu.url)).toEqual(ASSET_KINDS.map((kind) => ASSET_KIND_DEFINITIONS[kind].routes.list));
    expect(items.map((menu) => menu.menuId)).toEqual(ASSET_TYPE_IDS.map((typeId) => 129 + typeId));
  });
});
