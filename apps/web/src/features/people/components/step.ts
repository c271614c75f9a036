import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { ApiError } from '../../../lib/api.ts';
import { rowFieldOfPath } from '../rules/rows.ts';

/** What every step after the first gets: the saved record's id, and a callback after a successful save. */
export type StepProps = {
  entityId: number;
  /** `complete`: every relevant field of every row is filled, so the wizard may move on (spec part 1 §4). */
  onSaved: (complete: boolean) => void;
};

/** Puts a 400 answer's row errors ("0.doorNo") on the matching row field of a form whose rows live in `rows`. */
export function applyRowErrors<T extends FieldValues>(error: unknown, setError: UseFormSetError<T>): boolean {
  if (!(error instanceof ApiError)) return false;
  let applied = false;
  for (const [path, message] of Object.entries(error.fieldErrors)) {
    const target = rowFieldOfPath(path);
    if (!target) continue;
    setError(`rows.${target.index}.${target.field}` as Path<T>, { type: 'server', message }, { shouldFocus: !applied });
    applied = true;
  }
  return applied;
}
