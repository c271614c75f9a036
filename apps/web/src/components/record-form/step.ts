import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { ApiError } from '../../lib/api.ts';
import { rowFieldOfPath } from './row-rules.ts';

/** What every step after the first gets: the saved owner's id (a person, an asset), and a callback after a successful save. */
export type RecordStepProps = {
  ownerId: number;
  /** `complete`: every relevant field of every row is filled, so the wizard may move on (spec part 1 §4, part 2 §2). */
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
