import { describe, expect, it } from 'vitest';
import { SUB_MENU_ORDER, TOP_MENU_ORDER } from './constants.ts';
import { pathOf } from './endpoint.ts';
import {
  ageOn,
  isAdultOn,
  isIsoDate,
  isNotInFuture,
  isValidEmail,
  isValidLandline,
  isValidMobile,
  menuSlug,
  orderByFixedIds,
  todayInIndia,
} from './rules.ts';

describe('contact formats (spec part 1 §5)', () => {
  it.each(['9876543210', '6000000000', '7123456789', '8999999999'])('accepts mobile %s', (value) => {
    expect(isValidMobile(value)).toBe(true);
  });
  it.each(['5876543210', '987654321', '98765432101', '98765 43210', '+919876543210', 'abcdefghij', ''])('refuses mobile %s', (value) => {
    expect(isValidMobile(value)).toBe(false);
  });
  it.each(['12345', '044123456', '123456789012345'])('accepts landline %s', (value) => {
    expect(isValidLandline(value)).toBe(true);
  });
  it.each(['1234', '1234567890123456', '044-123456', ''])('refuses landline %s', (value) => {
    expect(isValidLandline(value)).toBe(false);
  });
  it('checks email shape', () => {
    expect(isValidEmail('asha@example.in')).toBe(true);
    expect(isValidEmail('asha@example')).toBe(false);
    expect(isValidEmail('asha example@x.in')).toBe(false);
    expect(isValidEmail('@example.in')).toBe(false);
  });
});

describe('dates', () => {
  it('accepts only real calendar dates', () => {
    expect(isIsoDate('2024-02-29')).toBe(true);
    expect(isIsoDate('2023-02-29')).toBe(false);
    expect(isIsoDate('2023-13-01')).toBe(false);
    expect(isIsoDate('01/02/2023')).toBe(false);
  });
  it('computes age on a birthday boundary', () => {
    expect(ageOn('2008-11-22', '2026-11-22')).toBe(18);
    expect(ageOn('2008-11-23', '2026-11-22')).toBe(17);
    expect(isAdultOn('2008-11-23', '2026-11-22')).toBe(false);
    expect(isAdultOn('1950-01-01', '2026-11-22')).toBe(true);
  });
  it('uses the Indian date near midnight UTC', () => {
    expect(todayInIndia(new Date('2026-11-21T19:00:00Z'))).toBe('2026-11-22');
    expect(todayInIndia(new Date('2026-11-21T18:00:00Z'))).toBe('2026-11-21');
  });
  it('refuses future dates', () => {
    expect(isNotInFuture('2026-11-22', '2026-11-22')).toBe(true);
    expect(isNotInFuture('2026-11-23', '2026-11-22')).toBe(false);
  });
});

describe('menu ordering (spec part 1 §6)', () => {
  const ids = (list: { menuId: number }[]) => list.map((m) => m.menuId);
  it('puts tiles in the fixed order and the others last in their original order', () => {
    const menus = [130, 127, 101, 999, 91, 125, 124].map((menuId) => ({ menuId }));
    expect(ids(orderByFixedIds(menus, TOP_MENU_ORDER, (m) => m.menuId))).toEqual([124, 91, 101, 125, 127, 130, 999]);
  });
  it('orders submenus 109, 110, 111, 113, 117, 118, 115, 116, 112, 114 then others', () => {
    const menus = [200, 114, 112, 116, 115, 118, 117, 113, 111, 110, 109, 150].map((menuId) => ({ menuId }));
    expect(ids(orderByFixedIds(menus, SUB_MENU_ORDER, (m) => m.menuId))).toEqual([
      109, 110, 111, 113, 117, 118, 115, 116, 112, 114, 200, 150,
    ]);
  });
  it('makes url slugs of menu names', () => {
    expect(menuSlug('Family and People')).toBe('family_and_people');
    expect(menuSlug('  Will  Templates ')).toBe('will_templates');
  });
});

describe('pathOf', () => {
  it('fills each :name of an endpoint path with its parameter, encoded', () => {
    expect(pathOf('testator/getTemplateDataById/:templateId/:userId/:languageId', { templateId: 3, userId: 1001, languageId: 'a/b' })).toBe(
      'testator/getTemplateDataById/3/1001/a%2Fb',
    );
    expect(pathOf('utils/languages', undefined)).toBe('utils/languages');
  });
});
