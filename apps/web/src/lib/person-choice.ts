import type { TEntityKind } from '@vasiyat/contract';
import type { TLabelKey } from './label-types.ts';
import type { Translate } from './translate.ts';

// Issue 23: the guardian list showed two identical "Amit Sharma" (a son and a witness). Each choice says what
// tells people apart: how they are related to the testator (or their role in the will) and their year of birth.

/** The will's role label of each kind of person (labels the web has), for someone with no relation. */
const ROLE_KEYS: Partial<Record<TEntityKind, TLabelKey>> = {
  heir: 'personRoleHeir',
  beneficiary_individual: 'personRoleBeneficiaryIndividual',
  non_beneficiary_individual: 'personRoleNonBeneficiaryIndividual',
  executor: 'personRoleExecutor',
  witness: 'personRoleWitness',
};

type Choice = { entityId: number; fullName: string; kind: string; dob?: string | null; relationName?: string | null };

/** "Amit Sharma (Son, born 1990)"; an organisation, or someone of whom nothing more is known, is just the name. */
export function personChoiceLabel(person: Choice, t: Translate): string {
  const role = person.relationName || (ROLE_KEYS[person.kind as TEntityKind] && t(ROLE_KEYS[person.kind as TEntityKind]!));
  const year = person.dob && /^\d{4}-/.test(person.dob) ? t('personChoiceBorn', { year: person.dob.slice(0, 4) }) : undefined;
  const details = [role, year].filter(Boolean);
  return details.length ? `${person.fullName} (${details.join(', ')})` : person.fullName;
}

/**
 * A list's options: a person's name, and, where another person of the list has the same name, what tells
 * them apart (a unique name stays as it is, as the spec shows it).
 */
export function personOptions(people: readonly Choice[], t: Translate): { value: string; label: string }[] {
  const named = new Map<string, number>();
  for (const person of people) named.set(person.fullName, (named.get(person.fullName) ?? 0) + 1);
  return people.map((person) => ({
    value: String(person.entityId),
    label: (named.get(person.fullName) ?? 0) > 1 ? personChoiceLabel(person, t) : person.fullName,
  }));
}

/** One person as an option, always with what tells them apart. */
export function personOption(person: Choice, t: Translate): { value: string; label: string } {
  return { value: String(person.entityId), label: personChoiceLabel(person, t) };
}
