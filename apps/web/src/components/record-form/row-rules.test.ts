import { describe, expect, it } from 'vitest';
import { canRemoveRow, freeOptions, rowFieldOfPath } from './row-rules.ts';

describe('repeated rows', () => {
  it('keeps the last row', () => {
    expect(canRemoveRow(1)).toBe(false);
    expect(canRemoveRow(2)).toBe(true);
  });

  it('offers each identification type once per list', () => {
    const types = [{ id: 1 }, { id: 2 }, { id: 3 }];
    const rows = [{ idType: '1' }, { idType: '' }, { idType: '3' }];
    expect(freeOptions(types, (type) => type.id, rows, 1, 'idType').map((type) => type.id)).toEqual([2]);
    // A row still sees its own choice.
    expect(freeOptions(types, (type) => type.id, rows, 0, 'idType').map((type) => type.id)).toEqual([1, 2]);
  });

  it('reads the row and field of a server error path', () => {
    expect(rowFieldOfPath('0.doorNo')).toEqual({ index: 0, field: 'doorNo' });
    expect(rowFieldOfPath('[2].city')).toEqual({ index: 2, field: 'city' });
    expect(rowFieldOfPath('rows.1.street')).toEqual({ index: 1, field: 'street' });
    expect(rowFieldOfPath('email')).toBeNull();
  });
});
