// Rules of the repeated rows of the Address, Contact, Identification, Document and Specific Attribute steps
// (spec part 1 §4 "Row deletion", §5).

/** Spec part 1 §4: the last remaining row cannot be removed. */
export function canRemoveRow(rowCount: number): boolean {
  return rowCount > 1;
}

function normalise(value: unknown): string {
  return value === null || value === undefined ? '' : String(value).trim().toLocaleLowerCase();
}

/** Whether row `index` holds, in `field`, a value another row already holds (blank values never clash). */
export function isDuplicateValue<T>(rows: readonly T[], index: number, field: keyof T, value?: unknown): boolean {
  const own = normalise(value === undefined ? rows[index]?.[field] : value);
  if (own === '') return false;
  return rows.some((row, other) => other !== index && normalise(row[field]) === own);
}

/** The indexes of every row whose `field` repeats an earlier row's (the first holder keeps its value). */
export function duplicateIndexes<T>(rows: readonly T[], field: keyof T): number[] {
  const seen = new Set<string>();
  const duplicates: number[] = [];
  rows.forEach((row, index) => {
    const value = normalise(row[field]);
    if (value === '') return;
    if (seen.has(value)) duplicates.push(index);
    seen.add(value);
  });
  return duplicates;
}

/** The options a row may choose: those no other row has taken (spec part 1 §5: each type once per list). */
export function freeOptions<O, T>(
  options: readonly O[],
  idOf: (option: O) => number | string,
  rows: readonly T[],
  index: number,
  field: keyof T,
): O[] {
  const taken = new Set(rows.filter((_, other) => other !== index).map((row) => normalise(row[field])));
  return options.filter((option) => !taken.has(normalise(idOf(option))));
}

/** Whether a row is still untouched: every listed field blank. */
export function isBlankRow<T>(row: T, fields: readonly (keyof T)[]): boolean {
  return fields.every((field) => {
    const value = row[field];
    return Array.isArray(value) ? value.length === 0 : normalise(value) === '';
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

/** Turns a server field path of a row array ("0.doorNo", "[2].city", "rows.1.street") into row index and field. */
export function rowFieldOfPath(path: string): { index: number; field: string } | null {
  const match = /(?:^|\.|\[)(\d+)\]?\.(\w+)$/.exec(path);
  return match ? { index: Number(match[1]), field: match[2] as string } : null;
}
