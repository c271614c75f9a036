import { describe, expect, it } from 'vitest';
import { canRemoveRow, documentNoToSend, duplicateIndexes, freeOptions, isBlankRow, isDuplicateValue, rowFieldOfPath } from './rows.ts';

describe('repeated rows', () => {
  it('keeps the last row', () => {
    expect(canRemoveRow(1)).toBe(false);
    expect(canRemoveRow(2)).toBe(true);
  });

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

  it('offers each identification type once per list', () => {
    const types = [{ id: 1 }, { id: 2 }, { id: 3 }];
    const rows = [{ idType: '1' }, { idType: '' }, { idType: '3' }];
    expect(freeOptions(types, (type) => type.id, rows, 1, 'idType').map((type) => type.id)).toEqual([2]);
    // A row still sees its own choice.
    expect(freeOptions(types, (type) => type.id, rows, 0, 'idType').map((type) => type.id)).toEqual([1, 2]);
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

  it('reads the row and field of a server error path', () => {
    expect(rowFieldOfPath('0.doorNo')).toEqual({ index: 0, field: 'doorNo' });
    expect(rowFieldOfPath('[2].city')).toEqual({ index: 2, field: 'city' });
    expect(rowFieldOfPath('rows.1.street')).toEqual({ index: 1, field: 'street' });
    expect(rowFieldOfPath('email')).toBeNull();
  });
});
