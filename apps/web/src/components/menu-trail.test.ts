import type { TMenu } from '@vasiyat/contract';
import { describe, expect, it } from 'vitest';
import { type MenuTree, menuCrumbs, placeOf } from './menu-trail.ts';

const menu = (menuId: number, menuName: string, menuUrl = '#'): TMenu => ({ menuId, menuName, menuDescription: '', menuUrl });

const hindi: MenuTree = [
  { menu: menu(124, 'मेरे बारे में'), items: [menu(110, 'स्वयं को परिभाषित करें', '/testator/define-self')] },
  {
    menu: menu(91, 'परिवार और लोग'),
    items: [menu(109, 'प्राकृतिक उत्तराधिकारी', '/testator/addnaturalheirs'), menu(111, 'लाभार्थी', '/testator/addbeneficiaryindividual')],
  },
];

describe('the menu place of an address', () => {
  it('finds a list, and a form under it, in the current language', () => {
    expect(placeOf('/testator/addbeneficiaryindividual', hindi)?.menu.menuName).toBe('परिवार और लोग');
    const form = placeOf('/testator/addbeneficiaryindividual/beneficiaryIndividualentityDetails', hindi);
    expect(form?.item?.menuId).toBe(111);
    expect(placeOf('/testator/addnaturalheirs/', hindi)?.item?.menuId).toBe(109);
  });

  it('does not take a longer name for a prefix', () => {
    expect(placeOf('/testator/addnaturalheirsextra', hindi)).toBeUndefined();
  });

  it('finds a submenu page by its slug, also one made in English', () => {
    expect(placeOf('/testator/परिवार_और_लोग', hindi)?.menu.menuId).toBe(91);
    expect(placeOf('/testator/family_and_people', hindi, new Map([[91, 'family_and_people']]))?.menu.menuId).toBe(91);
    expect(placeOf('/testator/family_and_people', hindi)).toBeUndefined();
  });

  it('links the menu crumb to its submenu page only when it has several items', () => {
    const root = { label: 'वसीयतकर्ता', to: '/testator' };
    expect(menuCrumbs(root, placeOf('/testator/addnaturalheirs', hindi))).toEqual([
      root,
      { label: 'परिवार और लोग', to: '/testator/परिवार_और_लोग' },
    ]);
    expect(menuCrumbs(root, placeOf('/testator/define-self', hindi))).toEqual([root, { label: 'मेरे बारे में', to: undefined }]);
    expect(menuCrumbs(root, undefined)).toEqual([root]);
  });
});
