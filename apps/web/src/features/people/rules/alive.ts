import { BOOLEAN_ALIVE } from '@vasiyat/contract';

// Spec part 1 §4 "Alive flag": with boolean master 8 (alive) unticked, the date of death appears and is
// required, and the other flags are disabled; unticking 8 clears the other flags.

export function isAlive(selected: readonly number[]): boolean {
  return selected.includes(BOOLEAN_ALIVE);
}

/** The flags after a tick or untick; flags other than alive cannot change while alive is unticked. */
export function toggleBooleanMaster(selected: readonly number[], id: number, checked: boolean): number[] {
  if (id === BOOLEAN_ALIVE) return checked ? [...selected.filter((other) => other !== id), id] : [];
  if (!isAlive(selected)) return [...selected];
  const others = selected.filter((other) => other !== id);
  return checked ? [...others, id] : others;
}

export function isFlagDisabled(id: number, selected: readonly number[]): boolean {
  return id !== BOOLEAN_ALIVE && !isAlive(selected);
}

/** Whether the date of death is shown and required: only where the alive flag is offered and unticked. */
export function needsDateOfDeath(offered: readonly number[], selected: readonly number[]): boolean {
  return offered.includes(BOOLEAN_ALIVE) && !isAlive(selected);
}
