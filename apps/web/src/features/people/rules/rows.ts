// Rules of the repeated rows of the Address, Contact, Identification, Document and Specific Attribute steps
// (spec part 1 §5); the ones every record shares are in components/record-form/row-rules.ts.
import { normaliseCell } from '../../../components/record-form/row-rules.ts';

/** Whether row `index` holds, in `field`, a value another row already holds (blank values never clash). */
export function isDuplicateValue<T>(rows: readonly T[], index: number, field: keyof T, value?: unknown): boolean {
  const own = normaliseCell(value === undefined ? rows[index]?.[field] : value);
  if (own === '') return false;
  return rows.some((row, other) => other !== index && normaliseCell(row[field]) === own);
}

/** The indexes of every row whose `field` repeats an earlier row's (the first holder keeps its value). */
export function duplicateIndexes<T>(rows: readonly T[], field: keyof T): number[] {
  const seen = new Set<string>();
  const duplicates: number[] = [];
  rows.forEach((row, index) => {
    const value = normaliseCell(row[field]);
    if (value === '') return;
    if (seen.has(value)) duplicates.push(index);
    seen.add(value);
  });
  return duplicates;
}

/** Whether a row is still untouched: every listed field blank. */
export function isBlankRow<T>(row: T, fields: readonly (keyof T)[]): boolean {
  return fields.every((field) => {
    const value = row[field];
    return Array.isArray(value) ? value.length === 0 : normaliseCell(value) === '';
  });
}

/**
 * Spec part 1 §7: a saved identification shows its masked number; sending it back unchanged (or empty)
 * keeps the stored number, so the server gets null unless a new number was typed.
 */
export function documentNoToSend(typed: string | null | undefined, masked: string | null | undefined): string | null {
  const value = (typed ?? '').trim();
  if (value === '' || (masked && value === masked)) return null;
  return value;
}
