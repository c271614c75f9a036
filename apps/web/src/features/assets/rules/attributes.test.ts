import { FILE_RULES, issueCode } from '@vasiyat/contract';
import { describe, expect, it } from 'vitest';
import { RULE_OF_ACCEPT } from '../../../components/file-rules.ts';
import { type AttributeTypeOption, fieldOfType, subtypeAttributeForm, valueInputOf, ZSpecificAttributeForm } from './attributes.ts';

const types: AttributeTypeOption[] = [
  { value: '20', label: 'Account number', field: 'text', sensitive: true },
  { value: '5', label: 'Date of registration', field: 'date', sensitive: false },
  { value: '6', label: 'Area (square feet)', field: 'number', sensitive: false },
];
const row = (typeId: string, value: string) => ({
  assetSubTypeDetailsId: null,
  assetId: 4,
  assetSubAttributeMstId: typeId,
  assetSubTypeAttributeValue: value,
  files: [],
});
const problems = (rows: object[]) => {
  const result = subtypeAttributeForm(types).safeParse({ rows });
  return result.success ? {} : Object.fromEntries(result.error.issues.map((issue) => [issue.path.join('.'), issueCode(issue)]));
};

describe('asset attribute rows', () => {
  it('renders the value input the chosen type asks for', () => {
    expect(fieldOfType(types, 5)).toBe('date');
    expect(fieldOfType(types, '')).toBe('text');
    expect(valueInputOf(types[1])).toMatchObject({ type: 'date' });
    expect(valueInputOf(types[2])).toMatchObject({ type: 'text', inputMode: 'decimal' });
    expect(valueInputOf(types[0])).toMatchObject({ type: 'text', spellCheck: false });
  });

  it('needs a type and a value, and a value that fits its type', () => {
    expect(Object.keys(problems([row('', '')]))).toEqual(['rows.0.assetSubAttributeMstId', 'rows.0.assetSubTypeAttributeValue']);
    expect(problems([row('6', 'twelve hundred')])).toEqual({ 'rows.0.assetSubTypeAttributeValue': 'invalid_number' });
    expect(problems([row('5', '2019-02-30')])).toEqual({ 'rows.0.assetSubTypeAttributeValue': 'invalid_date' });
    expect(problems([row('6', '1,200'), row('5', '2019-02-28')])).toEqual({});
  });

  it('sends a masked account number back as it was shown (the server keeps the stored one)', () => {
    expect(problems([{ ...row('20', '••••1234'), assetSubTypeDetailsId: 3 }])).toEqual({});
  });

  it('asks a specific attribute for its name, value and description', () => {
    const result = ZSpecificAttributeForm.safeParse({
      rows: [
        { specificAttributeId: null, assetId: 4, specificAttributeName: '', specificAttributeValue: '', specificAttributeDescription: '' },
      ],
    });
    expect(result.success ? [] : result.error.issues.map((issue) => issue.path.join('.'))).toEqual([
      'rows.0.specificAttributeName',
      'rows.0.specificAttributeValue',
      'rows.0.specificAttributeDescription',
    ]);
  });

  it('picks files by the contract’s rule for asset attributes (images or PDF, 5 MB)', () => {
    expect(FILE_RULES[RULE_OF_ACCEPT['image-or-pdf']]).toEqual(FILE_RULES.assetAttribute);
  });
});
