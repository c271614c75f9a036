import { describe, expect, it } from 'vitest';
import { documentNoToSend, duplicateIndexes, isBlankRow, isDuplicateValue } from './rows.ts';

describe('repeated rows', () => {
  it('spots an address type another row already has (spec part 1 §5)', () => {
    const rows = [{ addressTypeId: '1' }, { addressTypeId: '2' }, { addressTypeId: '' }];
    expect(isDuplicateValue(rows, 2, 'addressTypeId', '1')).toBe(true);
    expect(isDuplicateValue(rows, 2, 'addressTypeId', '3')).toBe(false);
    expect(isDuplicateValue(rows, 0, 'addressTypeId', '1')).toBe(false);
    expect(isDuplicateValue(rows, 2, 'addressTypeId', '')).toBe(false);
  });

  it('flags repeated contact details, ignoring case and spaces, keeping the first', () => {
    const rows = [
      { contactDetails: 'asha@example.com' },
      { contactDetails: '9876543210' },
      { contactDetails: ' ASHA@example.com ' },
      { contactDetails: '' },
      { contactDetails: '' },
    ];
    expect(duplicateIndexes(rows, 'contactDetails')).toEqual([2]);
  });

  it('tells an untouched row', () => {
    expect(isBlankRow({ idType: '', documentNo: ' ', files: [] }, ['idType', 'documentNo', 'files'])).toBe(true);
    expect(isBlankRow({ idType: '', documentNo: '', files: ['x'] }, ['idType', 'documentNo', 'files'])).toBe(false);
  });

  it('keeps a stored identification number unless a new one is typed', () => {
    expect(documentNoToSend('XXXXXXXX1234', 'XXXXXXXX1234')).toBeNull();
    expect(documentNoToSend('', 'XXXXXXXX1234')).toBeNull();
    expect(documentNoToSend(' 987654321012 ', 'XXXXXXXX1234')).toBe('987654321012');
    expect(documentNoToSend('ABCDE1234F', null)).toBe('ABCDE1234F');
  });
});
