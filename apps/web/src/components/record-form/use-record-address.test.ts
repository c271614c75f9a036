import { describe, expect, it } from 'vitest';
import { idParam } from './use-record-address.ts';

describe('ids in the address', () => {
  it('takes a positive whole number that fits a database id, and nothing else', () => {
    expect(idParam('42')).toBe(42);
    expect(idParam(null)).toBeNull();
    expect(idParam('0')).toBeNull();
    expect(idParam('-3')).toBeNull();
    expect(idParam('4.5')).toBeNull();
    expect(idParam('12abc')).toBeNull();
    expect(idParam('2147483648')).toBeNull();
  });
});
