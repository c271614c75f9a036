import type { THeirCard } from '@vasiyat/contract';
import { describe, expect, it } from 'vitest';
import { heirIds, heirName, parseExpanded, toggleExpanded } from './heir-tree.ts';

const card = (entityId: number, children: THeirCard[] = []): THeirCard => ({
  entityId,
  firstName: `First${entityId}`,
  middleName: null,
  lastName: 'Rao',
  entityFirstname: `First${entityId}`,
  entityLastname: 'Rao',
  relationName: 'Son',
  nhRelationName: 'Son',
  image: null,
  dob: null,
  dod: null,
  gender: null,
  isAlive: true,
  isActive: true,
  isBeneficiary: false,
  isExpandable: true,
  isContactPerson: false,
  contactPersonId: null,
  primary: null,
  extention: false,
  children,
});

describe('heir tree', () => {
  it('names an heir in full, the middle name too', () => {
    expect(heirName({ ...card(1), entityFirstname: 'Raghav', middleName: 'Srinivas', entityLastname: 'Iyer' })).toBe(
      'Raghav Srinivas Iyer',
    );
    expect(heirName({ ...card(1), entityFirstname: 'Raghav', entityLastname: 'Iyer' })).toBe('Raghav Iyer');
  });

  it('reads the stored expanded ids and shrugs off anything else', () => {
    expect(parseExpanded('[3,7]')).toEqual([3, 7]);
    expect(parseExpanded(null)).toEqual([]);
    expect(parseExpanded('not json')).toEqual([]);
    expect(parseExpanded('{"a":1}')).toEqual([]);
    expect(parseExpanded('[1,"x",-2,2.5,4]')).toEqual([1, 4]);
  });

  it('toggles a node', () => {
    expect(toggleExpanded([1, 2], 2)).toEqual([1]);
    expect(toggleExpanded([1], 2)).toEqual([1, 2]);
  });

  it('names a card and lists every id in the tree', () => {
    const tree = [card(1, [card(2, [card(3)])]), card(4)];
    expect(heirName(tree[0] as THeirCard)).toBe('First1 Rao');
    expect([...heirIds(tree)].sort()).toEqual([1, 2, 3, 4]);
  });
});
