import { BOOLEAN_ALIVE, BOOLEAN_MINOR, isAdultOn, isIsoDate, type TLabelKey, todayInIndia } from '@vasiyat/contract';

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

/** Whether a living person is under 18 today by their date of birth; undefined when no date is given. */
export function isMinorByDob(dob: string | null | undefined, today: string = todayInIndia()): boolean | undefined {
  return dob && isIsoDate(dob) ? !isAdultOn(dob, today) : undefined;
}

/**
 * Issue 23: the Minor flag follows the date of birth (a 10-year-old heir was left unticked): ticked while a
 * living person is under 18, unticked from their 18th birthday. Without a date, or for someone not alive,
 * the flags stay as they are.
 */
export function withMinorFromDob(selected: readonly number[], dob: string | null | undefined, today: string = todayInIndia()): number[] {
  const minor = isMinorByDob(dob, today);
  if (minor === undefined || !isAlive(selected) || minor === selected.includes(BOOLEAN_MINOR)) return [...selected];
  return minor ? [...selected, BOOLEAN_MINOR] : selected.filter((id) => id !== BOOLEAN_MINOR);
}

/**
 * The label of a person's status: alive, or deceased in the word their gender takes where a language has two
 * (Malayalam parethan / paretha, issue 29); a person of no recorded gender gets the language's one word.
 */
export function statusLabelKey(person: { isAlive: boolean; gender: string | null }): TLabelKey {
  if (person.isAlive) return 'heirAlive';
  return person.gender === 'M' ? 'heirDeceasedMale' : person.gender === 'F' ? 'heirDeceasedFemale' : 'heirDeceased';
}
