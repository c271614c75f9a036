import { describe, expect, it } from 'vitest';
import { canOpenStep, isFilled, isStepComplete, stepAfterSave } from './wizard-rules.ts';

describe('wizard rules', () => {
  it('refuses every step after the first until the first is saved', () => {
    expect(canOpenStep(0, false)).toBe(true);
    expect(canOpenStep(1, false)).toBe(false);
    expect(canOpenStep(5, false)).toBe(false);
    expect(canOpenStep(3, true)).toBe(true);
  });

  it('moves on after a save only when the step is complete, and never past the last step', () => {
    expect(stepAfterSave(1, 6, true)).toBe(2);
    expect(stepAfterSave(1, 6, false)).toBe(1);
    expect(stepAfterSave(5, 6, true)).toBe(5);
  });

  it('counts blanks, empty lists and missing values as not filled', () => {
    expect(isFilled('  ')).toBe(false);
    expect(isFilled(null)).toBe(false);
    expect(isFilled(undefined)).toBe(false);
    expect(isFilled([])).toBe(false);
    expect(isFilled('x')).toBe(true);
    expect(isFilled(0)).toBe(true);
    expect(isFilled([{ fileName: 'a.pdf' }])).toBe(true);
  });

  it('calls a step complete when every row has every relevant field', () => {
    type Row = { type: string; details: string; note?: string };
    const fields: (keyof Row)[] = ['type', 'details'];
    expect(isStepComplete<Row>([{ type: '1', details: '9876543210' }], fields)).toBe(true);
    expect(
      isStepComplete<Row>(
        [
          { type: '1', details: '9876543210' },
          { type: '2', details: ' ' },
        ],
        fields,
      ),
    ).toBe(false);
    expect(isStepComplete<Row>([], fields)).toBe(false);
  });
});
