// Life events that change the law's answer since a will was downloaded (issue 27): the records changing is one thing
// (will-changes.ts lists every change), but a marriage, a birth, a death or a minor coming of age can make the deed
// wrong or even void, and deserves to be called out on its own. Pure, over two snapshots of what the will said
// (the downloaded version's and today's) and the two dates. Not legal advice (shared/domain/indian-wills.md).
import { ageOn } from './rules.ts';
import type { TWillSnapshot } from './will-changes.ts';
import { CHILD, lawGoverns, MARITAL_MARRIED, personalLawOf, RELATION, SPOUSE, type TWillLaw } from './will-check.ts';
import type { TMuslimSchool } from './will-facts.ts';

export const LIFE_EVENT_CODES = ['marriageRevokes', 'marriage', 'birth', 'deceased', 'cameOfAge'] as const;
export type TLifeEventCode = (typeof LIFE_EVENT_CODES)[number];
/** One event: its code (label lifeEvent<Code>), the names it says, and the law it rests on where one governs this testator. */
export type TLifeEvent = { code: TLifeEventCode; params: Record<string, string>; law: TWillLaw | null };

/** s.69 of the Indian Succession Act: marriage revokes a will made before it. */
const SECTION_69: TWillLaw = { act: 'isa1925', section: '69' };
/** Indian Majority Act 1875, s.3: majority at 18; a guardian of the gift is no longer needed. */
const MAJORITY: TWillLaw = { act: 'majority1875', section: '3' };
/** Relations whose arrival is a birth in the family (a child, a grandchild, a great-grandchild). */
const DESCENDANTS = new Set<number>([
  ...CHILD,
  RELATION.grandson,
  RELATION.granddaughter,
  RELATION.greatGrandson,
  RELATION.greatGranddaughter,
]);
/** Kinds whose death changes who takes or who carries out the will. */
const MORTAL_ROLES = new Set(['heir', 'beneficiary_individual', 'executor']);
/** Kinds a gift or a guardian clause can be about while they are minors. */
const MINOR_ROLES = new Set(['heir', 'beneficiary_individual']);

type Person = TWillSnapshot['people'][number];

/** A person was a minor on a day: by their date of birth where known, else by the minor flag of that snapshot. */
const minorOn = (person: Person, day: string) => (person.dob ? ageOn(person.dob, day) < 18 : person.isMinor === true);

/**
 * The events between the will downloaded on `downloadedOn` (before) and the records of `today` (after):
 * - a marriage (the testator's status became married, or a spouse entered the heir tree): under s.69 it revokes the will
 *   ('marriageRevokes', citing s.69) for a testator s.69 governs — not Hindus, Buddhists, Sikhs or Jains (s.57,
 *   Schedule III), not Muslims (s.58) —, else a reminder to review it, citing nothing ('marriage');
 * - a birth: a child or grandchild newly in the heir tree, or a new heir under an existing one (an extension);
 * - a death: an heir, a beneficiary, an executor or anyone the will gives to, alive then and recorded as deceased now;
 * - a coming of age: an heir or beneficiary who was a minor on the download day and is 18 by today (a guardian clause
 *   for them is no longer needed).
 * A snapshot kept before issue 27 lacks the facts: nothing is called out from what it does not hold.
 */
export function willLifeEvents(before: TWillSnapshot, after: TWillSnapshot, dates: { downloadedOn: string; today: string }): TLifeEvent[] {
  const events: TLifeEvent[] = [];
  const earlier = new Map(before.people.map((person) => [person.entityId, person]));
  const knowsFacts = before.people.some((person) => person.isAlive !== undefined) || before.testator !== undefined;
  if (!knowsFacts) return events;

  const spouseAdded = after.people.some((p) => p.kind === 'heir' && SPOUSE.has(p.relationId ?? 0) && !earlier.has(p.entityId));
  const becameMarried =
    before.testator != null &&
    after.testator != null &&
    before.testator.maritalStatusId !== MARITAL_MARRIED &&
    after.testator.maritalStatusId === MARITAL_MARRIED;
  if (spouseAdded || becameMarried) {
    const law = personalLawOf(after.testator?.religionId ?? null, (after.testator?.muslimSchool ?? null) as TMuslimSchool | null);
    events.push(
      lawGoverns(SECTION_69, law) ? { code: 'marriageRevokes', params: {}, law: SECTION_69 } : { code: 'marriage', params: {}, law: null },
    );
  }

  const heirIds = new Set(before.people.filter((p) => p.kind === 'heir').map((p) => p.entityId));
  for (const person of after.people) {
    if (person.kind !== 'heir' || earlier.has(person.entityId)) continue;
    const descendant = DESCENDANTS.has(person.relationId ?? 0) || (person.parentId != null && heirIds.has(person.parentId));
    if (descendant) events.push({ code: 'birth', params: { name: person.fullName }, law: null });
  }

  const takers = new Set(after.gifts.map((gift) => gift.entityId));
  for (const person of after.people) {
    const then = earlier.get(person.entityId);
    if (!then) continue;
    if ((MORTAL_ROLES.has(person.kind) || takers.has(person.entityId)) && then.isAlive === true && person.isAlive === false)
      events.push({ code: 'deceased', params: { name: person.fullName }, law: null });
    if (
      (MINOR_ROLES.has(person.kind) || takers.has(person.entityId)) &&
      person.isAlive !== false &&
      minorOn(then, dates.downloadedOn) &&
      !minorOn(person, dates.today)
    )
      events.push({ code: 'cameOfAge', params: { name: person.fullName }, law: MAJORITY });
  }
  return events;
}

const pascal = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);
/** The label that words an event: lifeEvent<Code> (filled with its params). */
export const lifeEventLabelKey = (code: TLifeEventCode) => `lifeEvent${pascal(code)}`;
