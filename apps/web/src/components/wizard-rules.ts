// The rules of a tabbed form (spec part 1 §4 "Person wizard"), apart from any screen so they are easy to test.

/** Spec part 1 §4: until the first step is saved (the server gave an id) only that step can be opened. */
export function canOpenStep(target: number, saved: boolean): boolean {
  return target <= 0 || saved;
}

/** Spec part 1 §4: after a successful save the wizard moves on when the step is complete; the last step stays. */
export function stepAfterSave(current: number, stepCount: number, complete: boolean): number {
  return complete && current < stepCount - 1 ? current + 1 : current;
}

/** A field counts as filled when it holds something other than blanks (a number, a date, a non-empty list). */
export function isFilled(value: unknown): boolean {
  if (value === null || value === undefined) return false;
  if (typeof value === 'string') return value.trim() !== '';
  if (Array.isArray(value)) return value.length > 0;
  return true;
}

/** Spec part 1 §4: a step is complete when it has rows and every relevant field of every row is filled. */
export function isStepComplete<T>(rows: readonly T[], fields: readonly (keyof T)[]): boolean {
  return rows.length > 0 && rows.every((row) => fields.every((field) => isFilled(row[field])));
}
