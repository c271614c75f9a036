import { MAX_ID, SCREEN_PATHS } from '@vasiyat/contract';

/** The assignment screens (spec part 2 §2). */
export const ASSIGNMENT_ROUTES = {
  unassigned: SCREEN_PATHS.unassignedAssets,
  details: SCREEN_PATHS.assignmentDetails,
  assigned: SCREEN_PATHS.assignedAssets,
} as const;

/** The form for new assignments of these assets, or for editing a saved assignment. */
export function assignmentDetailsPath(target: { assetIds: readonly number[] } | { assignmentId: number }): string {
  return 'assignmentId' in target
    ? `${ASSIGNMENT_ROUTES.details}?assignmentId=${target.assignmentId}`
    : `${ASSIGNMENT_ROUTES.details}?assetIds=${target.assetIds.join(',')}`;
}

const isId = (value: number) => Number.isInteger(value) && value > 0 && value <= MAX_ID;

/** An id of the address ('12'); nothing for anything else ('0', 'x', '1.5'). */
export function idOfParam(value: string | null): number | undefined {
  if (!value || !/^\d+$/.test(value.trim())) return undefined;
  const id = Number(value);
  return isId(id) ? id : undefined;
}

/** The asset ids of `?assetIds=1,2`: each once, in order; what is not an id is left out. */
export function idsOfParam(value: string | null): number[] {
  const ids = (value ?? '').split(',').map((part) => idOfParam(part));
  return [...new Set(ids.filter((id) => id !== undefined))];
}
