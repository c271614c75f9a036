// The will check (beyond the spec): what a careful lawyer would tell a testator before they print and sign,
// from the will's own data. One pure function, tested case by case; the screen and the PDF's cover page
// word each finding by its code in the person's language (labels willFinding<Code>) and its law by the act's
// label (willLaw<Act>, willLawSection). Not legal advice (shared/domain/indian-wills.md).
//
// Every finding fires only under the personal law that governs this testator (personalLawOf) and cites only an
// act that governs them (lawGoverns): a Muslim's will is outside Part VI of the Indian Succession Act (s.58), so
// it is never told of ss.59, 63, 67 or 69; Hindu law (Hindus, Buddhists, Sikhs, Jains) takes Part VI through
// s.57 and Schedule III, without s.69. Levels mean something: 'blocker' must be fixed (the will downloads only
// as a draft), 'warning' asks the testator to confirm, 'note' informs.
import { ASSET_KIND_DEFINITIONS, assetKindOfType } from './asset-kinds.ts';
import { equalSplit } from './assignment-rules.ts';
import { PERSON_KIND_DEFINITIONS, type TPersonKindDefinition } from './kinds.ts';
import { isLanguageCode } from './languages.ts';
import { ageOn, todayInIndia } from './rules.ts';
import { SCREEN_PATHS } from './screens.ts';
import { deedScriptOf, printsInLatin } from './scripts.ts';
import type { TConditionKind, TMuslimSchool, TSignsBy } from './will-facts.ts';

/** Seeded master ids the check reads (apps/server/src/db/seed/masters.ts). */
export const RELATION = {
  spouse: 1,
  husband: 2,
  wife: 3,
  son: 4,
  daughter: 5,
  father: 6,
  mother: 7,
  brother: 8,
  sister: 9,
  grandson: 10,
  granddaughter: 11,
  grandfather: 14,
  grandmother: 15,
  nephew: 16,
  niece: 17,
  uncle: 18,
  aunt: 19,
  greatGrandson: 20,
  greatGranddaughter: 21,
  adoptedSon: 24,
  adoptedDaughter: 25,
  cousin: 26,
} as const;
export const RELIGION = {
  hindu: 1,
  muslim: 2,
  christian: 3,
  sikh: 4,
  buddhist: 5,
  jain: 6,
  parsi: 7,
  jewish: 8,
  other: 9,
  preferNotToSay: 10,
} as const;
export const MARITAL_MARRIED = 2;
export const OWNERSHIP_COPARCENARY = 4;
export const SUBTYPE_KARTA_OF_HUF = 705;
export const ASSET_TYPE_INSURANCE = ASSET_KIND_DEFINITIONS.insurance.typeId;
/** Insurance subtypes that are not life policies (health, vehicle, property, accident): s.39 of the Insurance Act is about life policies. */
const NON_LIFE_INSURANCE = new Set([1005, 1006, 1007, 1008]);
export const SPOUSE = new Set<number>([RELATION.spouse, RELATION.husband, RELATION.wife]);
/** A child in law: an adopted child is the adoptive parent's child for every purpose (HAMA s.12). */
export const CHILD = new Set<number>([RELATION.son, RELATION.daughter, RELATION.adoptedSon, RELATION.adoptedDaughter]);
/** Hindu Succession Act, Schedule Class I (as far as the relations list names them). */
export const CLASS_ONE = new Set<number>([...SPOUSE, ...CHILD, RELATION.mother]);
/** Insurance Act 1938, s.39(7): a nominee who is the policyholder's parent, spouse or child takes beneficially. */
const BENEFICIAL_NOMINEE = new Set<number>([...SPOUSE, ...CHILD, RELATION.father, RELATION.mother]);
/** Joint family (HUF) property: a coparcenary share, or the karta's holding. Only the undivided interest passes (HSA s.30). */
export const isHufAsset = (asset: { ownershipTypeId: number; subtypeId: number }) =>
  asset.ownershipTypeId === OWNERSHIP_COPARCENARY || asset.subtypeId === SUBTYPE_KARTA_OF_HUF;
/** A life policy whose nominee is the policyholder's parent, spouse or child: the nominee takes beneficially (s.39(7)). */
export const isBeneficialNomination = (asset: { assetTypeId?: number; subtypeId: number }, nomineeRelationId: number | null) =>
  asset.assetTypeId === ASSET_TYPE_INSURANCE && !NON_LIFE_INSURANCE.has(asset.subtypeId) && BENEFICIAL_NOMINEE.has(nomineeRelationId ?? 0);
/** Age from which the check recommends a doctor's certificate of testamentary capacity. */
export const CAPACITY_CERTIFICATE_AGE = 70;

/**
 * The personal law that governs a will, from the testator's religion (master ids above):
 * - 'hindu': Hindus, Buddhists, Sikhs and Jains (Hindu Succession Act 1956; ISA Part VI through s.57 and Schedule III, without s.69);
 * - 'muslim': Muslim personal law (ISA Part VI does not apply, s.58); also a testator whose religion is not recorded
 *   (none or "prefer not to say") but who has chosen a school of Muslim law, for that choice says which law governs them;
 * - 'christian', 'parsi': ISA Part VI directly (intestacy: Part V, chapters II and III);
 * - 'general': Jewish, Other and unknown — the ISA's general provisions.
 * The lead's clause variants choose by the same answer, so the check and the deed never disagree.
 */
export const PERSONAL_LAWS = ['hindu', 'muslim', 'christian', 'parsi', 'general'] as const;
export type TPersonalLaw = (typeof PERSONAL_LAWS)[number];
export function personalLawOf(religionId: number | null | undefined, muslimSchool?: TMuslimSchool | null): TPersonalLaw {
  switch (religionId) {
    case RELIGION.hindu:
    case RELIGION.sikh:
    case RELIGION.buddhist:
    case RELIGION.jain:
      return 'hindu';
    case RELIGION.muslim:
      return 'muslim';
    case RELIGION.christian:
      return 'christian';
    case RELIGION.parsi:
      return 'parsi';
    case null:
    case undefined:
    case RELIGION.preferNotToSay:
      return muslimSchool ? 'muslim' : 'general';
    default:
      return 'general';
  }
}

/** The statutes (and Muslim personal law, which has none to cite by section) a finding may rest on; labels willLaw<Act>. */
export const ACT_CODES = [
  'isa1925',
  'hsa1956',
  'hama1956',
  'hmga1956',
  'gwa1890',
  'insurance1938',
  'majority1875',
  'muslimLaw',
  'registration1908',
  /** Bharatiya Sakshya Adhiniyam 2023: the law of evidence since 1 July 2024 (it replaced the Evidence Act 1872). */
  'bsa2023',
] as const;
export type TActCode = (typeof ACT_CODES)[number];
/** The law a finding rests on: an act and, where one applies, its section as the act numbers it ("63(c)", "39(7)"). */
export type TWillLaw = { act: TActCode; section?: string };

/** The label naming an act, in the act's official name in each language: willLaw<Act>. */
export const willLawLabelKey = (act: TActCode) => `willLaw${act.charAt(0).toUpperCase()}${act.slice(1)}`;

/** A law in words: "Indian Succession Act, 1925, s.63(c)" (label willLawSection words the section the language's way). */
export function lawText(law: TWillLaw, label: (key: string, params?: Record<string, string | number>) => string): string {
  const act = label(willLawLabelKey(law.act));
  return law.section ? label('willLawSection', { act, section: law.section }) : act;
}

const HINDU_LAW_ONLY = new Set<TActCode>(['hsa1956', 'hama1956', 'hmga1956']);
/**
 * Does this law govern a testator of this personal law? Hindu statutes govern Hindu-law testators only, Muslim law
 * Muslims only; of the Indian Succession Act, Part V (intestacy, ss.29–56) governs neither, Part VI (wills,
 * ss.57–191) does not govern Muslims (s.58) and s.69 does not govern Hindu-law testators (s.57, Schedule III).
 * Statutes of general application (guardians, majority, insurance, registration, evidence, probate) govern everyone.
 */
export function lawGoverns(law: TWillLaw, personalLaw: TPersonalLaw): boolean {
  if (HINDU_LAW_ONLY.has(law.act)) return personalLaw === 'hindu';
  if (law.act === 'muslimLaw') return personalLaw === 'muslim';
  if (law.act !== 'isa1925') return true;
  const section = Number.parseInt(law.section ?? '', 10);
  if (section >= 29 && section <= 56) return personalLaw !== 'hindu' && personalLaw !== 'muslim';
  if (section >= 57 && section <= 191) return personalLaw !== 'muslim' && !(section === 69 && personalLaw === 'hindu');
  return true;
}

export const FINDING_LEVELS = ['blocker', 'warning', 'note'] as const;
export type TWillFindingLevel = (typeof FINDING_LEVELS)[number];
export type TWillFinding = {
  code: TWillCheckCode;
  level: TWillFindingLevel;
  /** Names and numbers the finding's text says ({{name}}, {{count}}). */
  params: Record<string, string | number>;
  /** The law it rests on; null where no statute governs (nothing is printed then). */
  law: TWillLaw | null;
  /** The screen that fixes it. */
  fix: string;
};

type TPersonFacts = {
  entityId: number;
  kind: string;
  fullName: string;
  dob: string | null;
  relationId: number | null;
  isAlive: boolean;
  /** M, F or X as recorded: two entries of different genders are never one person. */
  gender?: string | null;
  /** The heir an extension stands under (a predeceased heir's child stands in their place), or the organisation a contact speaks for. */
  parentId?: number | null;
};

export type TWillCheckInput = {
  testator: {
    dob: string | null;
    religionId: number | null;
    maritalStatusId: number | null;
    /** The school of Muslim law chosen in the will plan; null when not chosen (only a Muslim testator is asked). */
    muslimSchool?: TMuslimSchool | null;
    /** How the testator executes the will: a signature, or a thumb impression (a mark, s.63(a)) with a read-over recital. */
    signsBy?: TSignsBy;
  } | null;
  people: readonly TPersonFacts[];
  assets: readonly {
    assetId: number;
    assetName: string;
    ownedValue: number;
    ownershipTypeId: number;
    subtypeId: number;
    /** Asset type id (1 fixed … 10 insurance, ASSET_KIND_DEFINITIONS). */
    assetTypeId?: number;
    /** The nominee the bank, depository, society or insurer has on record; null when none is registered. */
    nominee?: { name: string; relationId: number | null } | null;
  }[];
  assignments: readonly {
    assignmentId: number;
    typeId: number;
    assetIds: readonly number[];
    beneficiaries: readonly {
      entityId: number;
      proportion: number | null;
      guardianId: number | null;
      /** What the gift is subject to (will-facts.ts CONDITION_KINDS). */
      conditionKind?: TConditionKind;
      /** The testator's own words of the condition, as typed. */
      condition?: string;
    }[];
  }[];
  /** The will plan's guardians: of minor children when neither parent lives, their back-up, and who manages a minor's property. */
  guardians?: { guardianId: number | null; backupGuardianId: number | null; propertyManagerId: number | null };
  /** Who takes the residue, as chosen; empty: the spouse and children per stirpes (will-facts.ts). */
  residuaryIds?: readonly number[];
  /** The deed's language code (en, hi, ta, …). */
  language?: string;
  /** What the deed prints as recorded (names, addresses, the testator's own words), each with the label key of its field. */
  freeTexts?: readonly { field: string; text: string }[];
  /** The chosen template has a residuary clause (everything not named goes somewhere). */
  templateHasResiduary: boolean;
  today?: string;
};

/** Every code the check can give, for the label test (labels willFinding<Code>). */
export const WILL_CHECK_CODES = [
  'noTestator',
  'testatorMinor',
  'witnessesMissing',
  'witnessesAdvised',
  'witnessBeneficiary',
  'samePersonTwice',
  'noExecutor',
  'executorMinor',
  'sharesOver100',
  'sharesUnder100',
  'deceasedBeneficiary',
  'minorWithoutGuardian',
  'noGuardianForMinorChildren',
  'guardianIsSurvivingParent',
  'unassignedNoResidue',
  'classOneHeirLeftOut',
  'muslimSchoolMissing',
  'muslimOneThird',
  'muslimBequestToHeir',
  'marriageRevokes',
  'hufProperty',
  'hufNotHinduLaw',
  'insuranceNomineeTakes',
  'freeTextInEnglish',
  'capacityCertificate',
  'thumbReadOver',
  'personalLawUnknown',
] as const;
export type TWillCheckCode = (typeof WILL_CHECK_CODES)[number];

/** The label that words a finding: willFinding<Code> (filled with its params). */
export const willFindingLabelKey = (code: string) => `willFinding${code.charAt(0).toUpperCase()}${code.slice(1)}`;

// --- The same person entered twice -----------------------------------------------------------------------------

const HONORIFICS = new Set(['shri', 'sri', 'smt', 'shrimati', 'mr', 'mrs', 'ms', 'miss', 'dr', 'late', 'kumari', 'km', 'sushri', 'master']);
type TNameToken = { text: string; initial: boolean };
/** A name as comparable tokens: case, accents, dots and titles (Shri, Smt., Late …) dropped; "V." marked an initial. */
function nameTokens(fullName: string): TNameToken[] {
  return fullName
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/\./g, '. ')
    .split(/[\s,]+/)
    .filter(Boolean)
    .map((raw) => ({ text: raw.replace(/\.$/, ''), initial: raw.endsWith('.') || [...raw].length === 1 }))
    .filter((token) => token.text && !HONORIFICS.has(token.text));
}
const tokenMatches = (a: TNameToken, b: TNameToken) =>
  a.text === b.text || (a.initial && b.text.startsWith(a.text)) || (b.initial && a.text.startsWith(b.text));
/**
 * Two spellings of one name: the first and last words agree (an initial stands for a word it begins), and every
 * word of the shorter name matches a word of the longer in order ("Mahesh V. Patil" ~ "Mahesh Vinayak Patil",
 * "M. V. Patil" ~ "Mahesh Vinayak Patil", "Mahesh Patil" ~ "Mahesh Vinayak Patil"), with at least one whole word alike.
 */
function namesAlike(one: string, two: string): boolean {
  const [a, b] = [nameTokens(one), nameTokens(two)].sort((x, y) => x.length - y.length) as [TNameToken[], TNameToken[]];
  if (a.length === 0 || !tokenMatches(a[0]!, b[0]!) || !tokenMatches(a.at(-1)!, b.at(-1)!)) return false;
  if (a.length === 1) return false;
  let at = 1;
  for (const token of a.slice(1, -1)) {
    while (at < b.length - 1 && !tokenMatches(token, b[at]!)) at++;
    if (at >= b.length - 1) return false;
    at++;
  }
  return a.some((token) => !token.initial && b.some((other) => !other.initial && other.text === token.text));
}
const sameSpelling = (one: string, two: string) =>
  nameTokens(one)
    .map((token) => token.text)
    .join(' ') ===
  nameTokens(two)
    .map((token) => token.text)
    .join(' ');
/**
 * One human being behind two entries (the data keeps one entry per role): the same spelling with no birth dates
 * that differ, or another spelling of the name with the same birth date on both. Different birth dates or genders:
 * two people, however alike their names (a father and son may share one).
 */
export function samePerson(
  a: Pick<TPersonFacts, 'fullName' | 'dob' | 'gender'>,
  b: Pick<TPersonFacts, 'fullName' | 'dob' | 'gender'>,
): boolean {
  if (a.gender && b.gender && a.gender !== b.gender) return false;
  if (a.dob && b.dob && a.dob !== b.dob) return false;
  if (sameSpelling(a.fullName, b.fullName)) return true;
  return a.dob !== null && a.dob === b.dob && namesAlike(a.fullName, b.fullName);
}
const INDIVIDUAL_KINDS = new Set(['heir', 'beneficiary_individual', 'non_beneficiary_individual', 'executor', 'witness']);

const LEVEL_ORDER: Record<TWillFindingLevel, number> = { blocker: 0, warning: 1, note: 2 };
const thousandths = (value: number) => Math.round(value * 1000);
const round2 = (value: number) => Math.round(value * 100) / 100;
const SELF_ROUTE = PERSON_KIND_DEFINITIONS.self.routes.form;
const kindRoute = (kind: string) => (PERSON_KIND_DEFINITIONS as Record<string, TPersonKindDefinition>)[kind]?.routes.list ?? SELF_ROUTE;
const ROUTE = {
  self: SELF_ROUTE,
  witnesses: PERSON_KIND_DEFINITIONS.witness.routes.list,
  executors: PERSON_KIND_DEFINITIONS.executor.routes.list,
  assigned: SCREEN_PATHS.assignedAssets,
  unassigned: SCREEN_PATHS.unassignedAssets,
  /** The will screen: the will plan (how you sign, school of law, guardians, residue) and the template. */
  will: SCREEN_PATHS.willTemplate,
} as const;

export function willCheck(input: TWillCheckInput): TWillFinding[] {
  const today = input.today ?? todayInIndia();
  const findings: TWillFinding[] = [];
  const add = (code: TWillCheckCode, level: TWillFindingLevel, law: TWillLaw | null, fix: string, params: TWillFinding['params'] = {}) =>
    findings.push({ code, level, params, law, fix });
  const isMinor = (dob: string | null) => dob !== null && ageOn(dob, today) < 18;
  const byId = new Map(input.people.map((person) => [person.entityId, person]));

  const testator = input.testator;
  if (!testator) {
    add('noTestator', 'blocker', null, ROUTE.self);
    return findings;
  }
  const personalLaw = personalLawOf(testator.religionId, testator.muslimSchool);
  const muslim = personalLaw === 'muslim';
  const hinduLaw = personalLaw === 'hindu';
  /** A Part VI section for a testator it governs; Muslim personal law (no section) for a Muslim. */
  const willsLaw = (section: string): TWillLaw => (muslim ? { act: 'muslimLaw' } : { act: 'isa1925', section });

  // Capacity (ISA s.59; for a Muslim, majority under the Indian Majority Act s.3).
  const age = testator.dob ? ageOn(testator.dob, today) : null;
  if (age !== null && age < 18)
    add('testatorMinor', 'blocker', muslim ? { act: 'majority1875', section: '3' } : { act: 'isa1925', section: '59' }, ROUTE.self);
  if ((testator.religionId === null || testator.religionId === RELIGION.preferNotToSay) && !muslim)
    add('personalLawUnknown', 'note', null, ROUTE.self);
  if (age !== null && age >= CAPACITY_CERTIFICATE_AGE) add('capacityCertificate', 'note', willsLaw('59'), ROUTE.will, { age });
  if (testator.signsBy === 'thumb') add('thumbReadOver', 'note', willsLaw('63(a)'), ROUTE.will);

  // Who receives: every gift's beneficiaries, and the residue's (chosen, or by default the spouse and children per stirpes).
  const people = input.people;
  const heirs = people.filter((person) => person.kind === 'heir');
  const deadChildIds = new Set(heirs.filter((heir) => !heir.isAlive && CHILD.has(heir.relationId ?? 0)).map((heir) => heir.entityId));
  const standsForChild = (heir: TPersonFacts) => heir.parentId != null && deadChildIds.has(heir.parentId);
  const giftIds = input.assignments.flatMap((assignment) => assignment.beneficiaries.map((entry) => entry.entityId));
  // A Muslim's residue by default passes by the law of inheritance, not as a bequest; so only a chosen residue counts.
  const residueIds =
    !input.templateHasResiduary || input.residuaryIds === undefined
      ? []
      : input.residuaryIds.length || muslim
        ? [...input.residuaryIds]
        : heirs
            .filter((heir) => heir.isAlive && (SPOUSE.has(heir.relationId ?? 0) || CHILD.has(heir.relationId ?? 0) || standsForChild(heir)))
            .map((heir) => heir.entityId);
  const toPeople = (ids: readonly number[]) => [...new Set(ids)].map((id) => byId.get(id)).filter((person) => person !== undefined);
  const receivers = toPeople([...giftIds, ...residueIds]);
  const receives = (person: TPersonFacts) => receivers.some((receiver) => samePerson(receiver, person));
  // Whether anything is left for the residue now: an asset given to no one.
  const assigned = new Set(input.assignments.flatMap((assignment) => assignment.assetIds));
  const unassigned = input.assets.filter((asset) => !assigned.has(asset.assetId));
  const takersNow = unassigned.length ? receivers : toPeople(giftIds);
  const takesNow = (person: TPersonFacts) => takersNow.some((receiver) => samePerson(receiver, person));

  // Execution and attestation (ISA s.63; a Muslim will needs none, witnesses are evidence).
  const witnesses = people.filter((person) => person.kind === 'witness');
  if (witnesses.length < 2) {
    if (muslim) add('witnessesAdvised', 'note', { act: 'muslimLaw' }, ROUTE.witnesses, { count: witnesses.length });
    else add('witnessesMissing', 'blocker', { act: 'isa1925', section: '63(c)' }, ROUTE.witnesses, { count: witnesses.length });
  }
  // s.67: a gift to an attesting witness is void (the will stands); the witness may be entered again under another spelling.
  if (!muslim)
    for (const witness of witnesses.filter(receives))
      add('witnessBeneficiary', 'blocker', { act: 'isa1925', section: '67' }, ROUTE.witnesses, { name: witness.fullName });

  const individuals = people.filter((person) => INDIVIDUAL_KINDS.has(person.kind));
  individuals.forEach((one, index) => {
    for (const two of individuals.slice(index + 1)) {
      const twice = samePerson(one, two) && (one.kind === two.kind || !sameSpelling(one.fullName, two.fullName));
      if (twice) add('samePersonTwice', 'warning', null, kindRoute(two.kind), { name: one.fullName, other: two.fullName });
    }
  });

  // Executors (ISA Part IX, which governs every testator's estate: s.223 no probate to a minor, s.232 administration without one).
  const executors = people.filter((person) => person.kind === 'executor');
  if (executors.length === 0) add('noExecutor', 'warning', { act: 'isa1925', section: '232' }, ROUTE.executors);
  for (const executor of executors.filter((person) => isMinor(person.dob)))
    add('executorMinor', 'warning', { act: 'isa1925', section: '223' }, ROUTE.executors, { name: executor.fullName });

  // The gifts: shares that add up, beneficiaries alive, a minor's share held by someone.
  const assetName = (id: number) => input.assets.find((asset) => asset.assetId === id)?.assetName ?? '';
  const propertyManager = input.guardians?.propertyManagerId ?? null;
  for (const assignment of input.assignments) {
    const shares = assignment.beneficiaries.map((entry) => entry.proportion);
    if (shares.length > 0 && shares.every((share) => share !== null)) {
      const total = shares.reduce((sum: number, share) => sum + thousandths(share), 0);
      const equal = thousandths(equalSplit(shares.length).reduce((a, b) => a + b, 0));
      const params = { asset: assignment.assetIds.map(assetName).join(', '), total: round2(total / 1000) };
      // Two shares of one thing that cannot both be given make the gift uncertain (s.89); less than the whole leaves the rest to the residue.
      if (total > 100_000) add('sharesOver100', 'blocker', willsLaw('89'), ROUTE.assigned, params);
      else if (total < 100_000 && total !== equal) add('sharesUnder100', 'warning', null, ROUTE.assigned, params);
    }
    for (const entry of assignment.beneficiaries) {
      const beneficiary = byId.get(entry.entityId);
      if (!beneficiary) continue;
      // A gift to someone already dead lapses (s.105) and falls into the residue.
      if (!beneficiary.isAlive) add('deceasedBeneficiary', 'warning', willsLaw('105'), ROUTE.assigned, { name: beneficiary.fullName });
      else if (beneficiary.kind !== 'beneficiary_corporate' && isMinor(beneficiary.dob) && !entry.guardianId && !propertyManager)
        // Nobody to receive a minor's share: the family must ask a court to appoint a guardian of the property (GWA s.7).
        add('minorWithoutGuardian', 'warning', { act: 'gwa1890', section: '7' }, ROUTE.assigned, { name: beneficiary.fullName });
    }
  }

  // Guardians of minor children (HMGA s.9 for Hindu law; Muslim law; GWA s.7 recognises a guardian appointed by will).
  if (input.guardians) {
    const minorChildren = heirs.filter((heir) => heir.isAlive && CHILD.has(heir.relationId ?? 0) && isMinor(heir.dob));
    const guardianLaw: TWillLaw = hinduLaw
      ? { act: 'hmga1956', section: '9' }
      : muslim
        ? { act: 'muslimLaw' }
        : { act: 'gwa1890', section: '7' };
    if (minorChildren.length && !input.guardians.guardianId)
      add('noGuardianForMinorChildren', 'warning', guardianLaw, ROUTE.will, {
        names: minorChildren.map((child) => child.fullName).join(', '),
      });
    // The surviving parent is already the natural guardian (HMGA s.6, s.9): naming them adds nothing.
    const spouses = heirs.filter((heir) => heir.isAlive && SPOUSE.has(heir.relationId ?? 0));
    const isMinorChild = (entityId: number) => {
      const person = byId.get(entityId);
      return person !== undefined && minorChildren.some((child) => samePerson(child, person));
    };
    const childGiftGuardians = input.assignments.flatMap((assignment) =>
      assignment.beneficiaries.filter((entry) => isMinorChild(entry.entityId)).map((entry) => entry.guardianId),
    );
    const named = [input.guardians.guardianId, ...childGiftGuardians]
      .map((id) => (id == null ? undefined : byId.get(id)))
      .find((guardian) => guardian !== undefined && spouses.some((spouse) => samePerson(spouse, guardian)));
    if (hinduLaw && minorChildren.length && named)
      add('guardianIsSurvivingParent', 'note', { act: 'hmga1956', section: '9' }, ROUTE.will, { name: named.fullName });
  }

  // What the will does not give passes as on intestacy.
  const intestacyLaw: TWillLaw = hinduLaw
    ? { act: 'hsa1956', section: '8' }
    : muslim
      ? { act: 'muslimLaw' }
      : { act: 'isa1925', section: '30' };
  if (unassigned.length && !input.templateHasResiduary)
    add('unassignedNoResidue', 'warning', intestacyLaw, ROUTE.unassigned, { count: unassigned.length });

  // Hindu law: a Class I heir (with the children of a predeceased son or daughter) left out keeps only a claim to maintenance.
  if (hinduLaw)
    for (const heir of heirs.filter((person) => person.isAlive && (CLASS_ONE.has(person.relationId ?? 0) || standsForChild(person))))
      if (!takesNow(heir))
        add('classOneHeirLeftOut', 'note', { act: 'hama1956', section: '22' }, ROUTE.unassigned, { name: heir.fullName });

  // Muslim law: one third, and a bequest to an heir (Sunni: the other heirs' consent; Shia: none within a third).
  if (muslim) {
    if (!testator.muslimSchool) add('muslimSchoolMissing', 'warning', { act: 'muslimLaw' }, ROUTE.will);
    const estate = input.assets.reduce((sum, asset) => sum + asset.ownedValue, 0);
    const given = input.assignments.reduce((sum, assignment) => {
      const held = assignment.assetIds.reduce(
        (total, id) => total + (input.assets.find((asset) => asset.assetId === id)?.ownedValue ?? 0),
        0,
      );
      const share = assignment.beneficiaries.reduce(
        (total, entry) => total + (entry.proportion ?? 100 / assignment.beneficiaries.length),
        0,
      );
      return sum + (held * Math.min(share, 100)) / 100;
    }, 0);
    if (estate > 0 && given > estate / 3)
      add('muslimOneThird', 'warning', { act: 'muslimLaw' }, ROUTE.assigned, { percent: Math.round((given / estate) * 100) });
    if (testator.muslimSchool !== 'shia') {
      const heirsReceiving = heirs.filter((heir) => heir.isAlive && receives(heir));
      for (const heir of heirsReceiving)
        add('muslimBequestToHeir', 'warning', { act: 'muslimLaw' }, ROUTE.assigned, { name: heir.fullName });
    }
  }

  // s.69: marriage revokes a will, except under Hindu law (s.57, Schedule III) and Muslim law (s.58).
  if (!muslim && !hinduLaw && testator.maritalStatusId !== MARITAL_MARRIED)
    add('marriageRevokes', 'note', { act: 'isa1925', section: '69' }, ROUTE.self);

  for (const asset of input.assets) {
    const route =
      asset.assetTypeId === undefined ? ROUTE.assigned : ASSET_KIND_DEFINITIONS[assetKindOfType(asset.assetTypeId) ?? 'fixed'].routes.list;
    // Joint family property: a Hindu-law institution; only the undivided share passes by will (HSA s.30).
    if (isHufAsset(asset)) {
      if (hinduLaw) add('hufProperty', 'note', { act: 'hsa1956', section: '30' }, route, { asset: asset.assetName });
      else add('hufNotHinduLaw', 'warning', null, route, { asset: asset.assetName });
    }
    // A life policy's nominee who is the policyholder's parent, spouse or child takes the money whatever the will says (s.39(7)).
    const nominee = asset.nominee;
    if (nominee && isBeneficialNomination(asset, nominee.relationId)) {
      const others = input.assignments
        .filter((assignment) => assignment.assetIds.includes(asset.assetId))
        .flatMap((assignment) => assignment.beneficiaries.map((entry) => byId.get(entry.entityId)))
        .filter(
          (person) => person !== undefined && !sameSpelling(person.fullName, nominee.name) && !namesAlike(person.fullName, nominee.name),
        );
      if (others.length)
        add('insuranceNomineeTakes', 'warning', { act: 'insurance1938', section: '39(7)' }, ROUTE.assigned, {
          asset: asset.assetName,
          name: nominee.name,
        });
    }
  }

  // Issue 27 item 4: names and words in English letters, printed as recorded inside a deed in an Indian script (each
  // text named, by its field), until a form in the deed's script is written for it on the will screen.
  if (input.language && isLanguageCode(input.language)) {
    const script = deedScriptOf(input.language);
    const byField = new Map<string, string[]>();
    for (const entry of input.freeTexts ?? [])
      if (printsInLatin(entry.text, script)) {
        const texts = byField.get(entry.field) ?? [];
        if (!texts.includes(entry.text)) byField.set(entry.field, [...texts, entry.text]);
      }
    for (const [field, texts] of byField) add('freeTextInEnglish', 'warning', null, ROUTE.will, { field, texts: texts.join(', ') });
  }

  return findings.sort((a, b) => LEVEL_ORDER[a.level] - LEVEL_ORDER[b.level]);
}
