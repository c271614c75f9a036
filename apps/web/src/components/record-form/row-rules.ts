// Rules of the repeated rows of a record's steps (spec part 1 §4 "Row deletion", §5; part 2 §4, §5).

/** Spec part 1 §4, part 2 §4: the last remaining row cannot be removed. */
export function canRemoveRow(rowCount: number): boolean {
  return rowCount > 1;
}

/** A cell's value as rows compare it: trimmed, case-folded, '' for nothing. */
export function normaliseCell(value: unknown): string {
  return value === null || value === undefined ? '' : String(value).trim().toLocaleLowerCase();
}

/**
 * The options a row may choose: those no other row has taken (spec part 1 §5: each type once per list;
 * part 2 §5: an attribute type used in another row of the asset is hidden).
 */
export function freeOptions<O, T>(
  options: readonly O[],
  idOf: (option: O) => number | string,
  rows: readonly T[],
  index: number,
  field: keyof T,
): O[] {
  const taken = new Set(rows.filter((_, other) => other !== index).map((row) => normaliseCell(row[field])));
  return options.filter((option) => !taken.has(normaliseCell(idOf(option))));
}

/** Turns a server field path of a row array ("0.doorNo", "[2].city", "rows.1.street") into row index and field. */
export function rowFieldOfPath(path: string): { index: number; field: string } | null {
  const match = /(?:^|\.|\[)(\d+)\]?\.(\w+)$/.exec(path);
  return match ? { index: Number(match[1]), field: match[2] as string } : null;
}
